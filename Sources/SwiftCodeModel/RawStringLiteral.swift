#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a raw multi-line string literal, held as one UTF-8 buffer.
///
/// A large table's payload is one line per row: kept as a `String` per line it cost an allocation
/// and a copy per row, then a second pass to find the raw delimiter. Appended into one buffer, the
/// payload is written once, scanned once, and copied out by the renderer line by line.
public struct RawStringLiteral: Hashable, Sendable {
    /// The lines' UTF-8, each ended by a line feed. A last line without one is a line too.
    public let utf8: [UInt8]
    /// How many `#` the literal's delimiters need; see [delimiterLength(of:)].
    public let delimiterLength: Int

    /// `utf8` is the lines, each ended by a line feed. They must not hold other line breaks or
    /// anything `SwiftStringLiteral` would escape: this is for machine-made payloads.
    public init(utf8: [UInt8]) {
        self.utf8 = utf8
        delimiterLength = Self.delimiterLength(of: utf8)
    }

    public init(_ lines: [String]) {
        var utf8: [UInt8] = []
        for line in lines {
            utf8 += line.utf8
            utf8.append(UInt8(ascii: "\n"))
        }
        self.init(utf8: utf8)
    }

    /// The lines as strings, for tests and for the slow inline form.
    public var lines: [String] {
        var lines = utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if utf8.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }

    /// One `#` more than the longest run of `#` after a quote or a backslash in the text, so
    /// nothing in it can end the raw literal or start an escape. Only the `#`s are looked at,
    /// found with `memchr`: most payloads have none, and a byte-by-byte pass cost more than
    /// writing them.
    static func delimiterLength(of utf8: [UInt8]) -> Int {
        utf8.withUnsafeBufferPointer { bytes in
            var longest = 0
            var index = 0
            while let hash = firstIndex(of: UInt8(ascii: "#"), in: bytes, from: index) {
                var end = hash + 1
                while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
                if hash > 0, bytes[hash - 1] == UInt8(ascii: "\"") || bytes[hash - 1] == UInt8(ascii: "\\") {
                    longest = max(longest, end - hash)
                }
                index = end
            }
            return longest + 1
        }
    }

    /// The first `byte` at or after `start`, by `memchr`.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
