/// Accumulates lines of code at the current indentation, so renderers never count spaces.
///
/// The text is kept as UTF-8 bytes and becomes a `String` once, at the end: a large table's file
/// is hundreds of thousands of lines, and appending to a `String` line by line cost more than
/// everything else the renderer does.
struct CodeWriter {
    private(set) var utf8: [UInt8] = []
    private var level = 0
    private static let unit = "    "

    var text: String { String(decoding: utf8, as: UTF8.self) }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            writeIndentation()
            utf8 += content.utf8
        }
        utf8.append(UInt8(ascii: "\n"))
    }

    /// Each line of `lines` at the current indentation, empty lines left empty, exactly as
    /// `line(_:)` would write them one by one.
    mutating func lines(_ lines: RawStringLiteral) {
        lines.utf8.withUnsafeBufferPointer { bytes in
            utf8.reserveCapacity(utf8.count + bytes.count + (level > 0 ? bytes.count / 8 : 0))
            var start = 0
            while start < bytes.count {
                let end = RawStringLiteral.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                if end > start {
                    writeIndentation()
                    utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                utf8.append(UInt8(ascii: "\n"))
                start = end + 1
            }
        }
    }

    private mutating func writeIndentation() {
        for _ in 0..<level { utf8 += Self.unit.utf8 }
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `opening {`, the body one level deeper, then `}` (plus an optional suffix).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening + " {")
        indented(body)
        line(closing)
    }

    var currentIndentation: String { String(repeating: Self.unit, count: level) }
}
