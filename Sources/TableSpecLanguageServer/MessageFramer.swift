/// Cuts the byte stream of standard input into JSON-RPC message bodies by their
/// `Content-Length` headers, however the reads happen to split or merge them.
///
/// The framer never trusts the stream: a header block without a usable `Content-Length`, one
/// that never ends, or a body longer than the limit is reported as `.malformed` and passed over,
/// and reading resumes at the next `Content-Length:` header, so one broken message costs one error
/// response rather than the session. A body over the limit is skipped as it arrives, never held.
struct MessageFramer {
    enum Item: Equatable {
        case body([UInt8])
        /// A framing problem, in words for the error response.
        case malformed(String)
    }

    /// The longest body accepted, in bytes.
    let maxBodyBytes: Int
    /// The longest header block: real ones are under a hundred bytes.
    let maxHeaderBytes = 8 * 1024

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`; the buffer is compacted once most of it is read.
    private var start = 0
    /// Bytes of an oversized body still to be skipped as they arrive.
    private var skipping = 0
    /// The body length of a header block already read, while its body arrives.
    private var pendingLength: Int?
    /// After a broken header: passing over bytes until the next `Content-Length:`.
    private var seeking = false

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        var bytes = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete item, or nil until more bytes arrive.
    mutating func next() -> Item? {
        if skipping > 0 { return nil }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .body(body)
        }
        if seeking, !seekHeader() { return nil }
        guard start < buffer.count else { return nil }
        guard let end = headerEnd() else {
            guard buffer.count - start > maxHeaderBytes else { return nil }
            // A header block that never ends: look for the next header after its start.
            start += 1
            seeking = true
            return .malformed("a message header longer than \(maxHeaderBytes) bytes without an empty line after it")
        }
        let header = Array(buffer[start..<end.headerEnd])
        start = end.bodyStart
        switch Self.contentLength(in: header) {
        case .failure(let problem):
            seeking = true
            return .malformed(problem.message)
        case .success(let length):
            if length > maxBodyBytes {
                let available = min(buffer.count - start, length)
                start += available
                skipping = length - available
                return .malformed("a message of \(length) bytes, more than the limit of \(maxBodyBytes) bytes")
            }
            pendingLength = length
            return next()
        }
    }

    /// Where the header block ends (`\r\n\r\n`, or `\n\n` from a careless client).
    private func headerEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        let limit = min(buffer.count, start + maxHeaderBytes + 4)
        while index < limit {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// Moves to the next `Content-Length:` and stops seeking, or passes over what has arrived but
    /// a tail that may be the start of one, and answers false.
    private mutating func seekHeader() -> Bool {
        let needle = Array("content-length:".utf8)
        var index = start
        while index + needle.count <= buffer.count {
            if Self.matchesLowercased(buffer, at: index, needle) {
                start = index
                seeking = false
                return true
            }
            index += 1
        }
        start = max(start, buffer.count - (needle.count - 1))
        return false
    }

    private static func matchesLowercased(_ bytes: [UInt8], at index: Int, _ needle: [UInt8]) -> Bool {
        for offset in needle.indices {
            var byte = bytes[index + offset]
            if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
            if byte != needle[offset] { return false }
        }
        return true
    }

    /// The `Content-Length` of a header block, or why it has none. Other headers
    /// (`Content-Type`) are allowed and ignored: LSP's only content type is UTF-8 JSON.
    static func contentLength(in header: [UInt8]) -> Result<Int, FramingProblem> {
        var length: Int?
        for rawLine in header.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = rawLine[...]
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: 0x3A) else {
                return .failure(FramingProblem(message: "a message header line without a colon"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self).trimmingSpaces
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(value) else {
                return .failure(FramingProblem(message: "a Content-Length that is not a number of bytes"))
            }
            length = number
        }
        guard let length else { return .failure(FramingProblem(message: "a message header without Content-Length")) }
        return .success(length)
    }
}

/// Why a header block gives no body length.
struct FramingProblem: Error {
    var message: String
}

extension String {
    /// The string without leading and trailing spaces and tabs (no Foundation for one trim).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
