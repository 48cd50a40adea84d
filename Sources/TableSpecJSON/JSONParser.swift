/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping object members in file order, and
/// says where the first problem is, by line and column, instead of failing somewhere deep down.
///
/// Built for files that people and other tools also edit, such as a String Catalog: its input
/// may be anything, so nesting is bounded (a deeply nested document is an error, not a stack
/// overflow), as is the size, and nothing in it can trap.
public struct JSONParser {
    /// A problem and where it is: 1-based line and column (columns count Unicode scalars).
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    public static let defaultMaxDepth = 128
    public static let defaultMaxBytes = 64 << 20

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var offset = 0
    /// For `position(of:in:)`: the member path looked for, the path read so far, and where the
    /// value at the path starts once it is found.
    private var target: [String]?
    private var path: [String] = []
    private var found: Int?

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, maxBytes: Int = defaultMaxBytes) -> Result<JSONValue, Failure> {
        var parser = JSONParser(bytes, maxDepth: maxDepth)
        guard bytes.count <= maxBytes else { return .failure(parser.failure("the file is larger than \(maxBytes) bytes", at: 0)) }
        // A UTF-8 byte-order mark is allowed, as Foundation's reader allows it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        do {
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the JSON value", at: parser.offset) }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(parser.failure("unreadable JSON", at: parser.offset))
        }
    }

    /// Where the value at `path` (member names, and array indices as decimal text) starts in
    /// `bytes`: the line and column a problem with that value is reported at. Nil when the bytes
    /// are not JSON or have no such value.
    public static func position(of target: [String], in bytes: [UInt8], maxDepth: Int = defaultMaxDepth) -> (line: Int, column: Int)? {
        var parser = JSONParser(bytes, maxDepth: maxDepth)
        parser.target = target
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipSpace()
        if target.isEmpty { parser.found = parser.offset }
        _ = try? parser.value(depth: 0)
        guard let found = parser.found else { return nil }
        let failure = parser.located("", at: found)
        return (failure.line, failure.column)
    }

    /// Notes where the value about to be read starts when its path is the one looked for.
    private mutating func entering(_ name: String) {
        guard let target, found == nil else { return }
        path.append(name)
        if path == target { found = offset }
    }

    private mutating func leaving() {
        guard target != nil, found == nil else { return }
        path.removeLast()
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < maxDepth else { throw failure("the JSON is nested more than \(maxDepth) levels deep", at: offset) }
        guard offset < bytes.count else { throw failure("the JSON ends where a value was expected", at: offset) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a JSON value", at: offset)
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        offset += 1
        var members: [JSONValue.Member] = []
        var seen = Set<String>()
        skipSpace()
        if peek(UInt8(ascii: "}")) { offset += 1; return .object(members) }
        while true {
            skipSpace()
            let keyStart = offset
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a member name in quotes", at: offset) }
            let key = try string()
            guard seen.insert(key).inserted else { throw failure("the member name \"\(key)\" appears twice in one object", at: keyStart) }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after a member name", at: offset) }
            offset += 1
            skipSpace()
            entering(key)
            members.append(JSONValue.Member(key, try value(depth: depth + 1)))
            leaving()
            skipSpace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "}")) { offset += 1; return .object(members) }
            throw failure("expected ',' or '}' in an object", at: offset)
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { offset += 1; return .array(elements) }
        while true {
            skipSpace()
            entering(String(elements.count))
            elements.append(try value(depth: depth + 1))
            leaving()
            skipSpace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "]")) { offset += 1; return .array(elements) }
            throw failure("expected ',' or ']' in an array", at: offset)
        }
    }

    private mutating func string() throws -> String {
        let start = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ end: Int) throws {
            guard run < end else { return }
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { throw failure("the string is not valid UTF-8", at: run) }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                try flush(offset)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character in a string must be escaped", at: offset) }
            if byte == UInt8(ascii: "\\") {
                try flush(offset)
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard bytes.count >= offset + 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw failure("an unpaired surrogate in a \\u escape", at: offset)
                        }
                        offset += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("an unpaired surrogate in a \\u escape", at: offset) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("an unpaired surrogate in a \\u escape", at: offset) }
                    scalars.append(scalar)
                default: throw failure("an unknown escape in a string", at: offset - 2)
                }
                run = offset
                continue
            }
            offset += 1
        }
        throw failure("the file ends inside the string that starts here; it may have been cut short", at: start)
    }

    private mutating func hex4() throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("expected four hex digits after \\u", at: offset) }
        var code: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected four hex digits after \\u", at: offset)
            }
            code = code * 16 + UInt32(digit)
        }
        offset += 4
        return code
    }

    private mutating func number() throws -> JSONValue {
        let start = offset
        var isInteger = true
        if peek(UInt8(ascii: "-")) { offset += 1 }
        guard digits() > 0 else { throw failure("expected a digit", at: offset) }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            offset += 1
            guard digits() > 0 else { throw failure("expected a digit after '.'", at: offset) }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent", at: offset) }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text) else { throw failure("the number is not readable", at: start) }
        return .double(double)
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private mutating func word(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count >= offset + expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw failure("expected a JSON value", at: offset)
        }
        offset += expected.count
        return value
    }

    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    /// The failure at a byte offset, with its line and column worked out from the bytes before it.
    /// Running out of bytes is said as such, after the last thing in the file: a file cut short
    /// (a copy interrupted, a merge gone wrong) should not read as a typo at its end.
    private func failure(_ message: String, at position: Int) -> Failure {
        guard position < bytes.count || target != nil else {
            var last = bytes.count
            while last > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[last - 1]) { last -= 1 }
            if last == 0 { return located("the file is empty or only spaces; a JSON value was expected", at: 0) }
            return located("the file ends early, in the middle of the JSON (\(message)); it may have been cut short", at: last)
        }
        return located(message, at: position)
    }

    private func located(_ message: String, at position: Int) -> Failure {
        var line = 1, column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(message: message, line: line, column: column)
    }
}
