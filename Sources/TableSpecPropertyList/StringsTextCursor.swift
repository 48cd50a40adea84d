import TableSpecDiagnostics

/// A place in the text of a `.strings` file, read a character at a time straight from its bytes
/// in the file's encoding, keeping the line and column people see.
///
/// Characters are decoded where they are read rather than all at once up front, so a file costs
/// its bytes and nothing more. A byte sequence that is no character in the encoding is an error
/// at the line and column where it is.
struct StringsTextCursor {
    enum Encoding {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian

        var name: String {
            switch self {
            case .utf8: "UTF-8"
            case .utf16LittleEndian: "UTF-16 (little-endian)"
            case .utf16BigEndian: "UTF-16 (big-endian)"
            }
        }
    }

    enum Decoded {
        case end
        case character(Unicode.Scalar, byteCount: Int)
        case invalid(String)
    }

    let bytes: [UInt8]
    let encoding: Encoding
    let file: String
    /// The byte offset of the next character in the file.
    private(set) var offset: Int
    private(set) var line = 1
    private(set) var column = 1
    private var afterCarriageReturn = false

    init(bytes: [UInt8], encoding: Encoding, start: Int, file: String) {
        self.bytes = bytes
        self.encoding = encoding
        self.offset = start
        self.file = file
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: offset) }

    func location(from start: SourcePosition? = nil) -> SourceLocation {
        SourceLocation(file: file, range: SourceRange(start: start ?? position, end: position))
    }

    /// The next character, without moving past it.
    func peek() -> Decoded { decode(at: offset) }

    /// The character after the next one.
    func peekSecond() -> Unicode.Scalar? {
        guard case .character(_, let count) = decode(at: offset), case .character(let scalar, _) = decode(at: offset + count) else { return nil }
        return scalar
    }

    /// Moves past the next character, which the caller has peeked and found valid.
    mutating func advance() {
        guard case .character(let scalar, let count) = decode(at: offset) else { return }
        offset += count
        switch scalar {
        case "\n":
            // A line feed after a carriage return ends the same line.
            if !afterCarriageReturn {
                line += 1
                column = 1
            }
        case "\r":
            line += 1
            column = 1
        default:
            column += 1
        }
        afterCarriageReturn = scalar == "\r"
    }

    private func decode(at index: Int) -> Decoded {
        guard index < bytes.count else { return .end }
        switch encoding {
        case .utf8: return decodeUTF8(at: index)
        case .utf16LittleEndian, .utf16BigEndian: return decodeUTF16(at: index)
        }
    }

    private func decodeUTF8(at index: Int) -> Decoded {
        let lead = bytes[index]
        if lead < 0x80 {
            if lead == 0 {
                return .invalid("a NUL byte; is this UTF-16 without its byte-order mark? Save the file as UTF-8, or as UTF-16 with one")
            }
            return .character(Unicode.Scalar(lead), byteCount: 1)
        }
        let count: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (count, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (count, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (count, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return .invalid("the byte 0x\(Self.hex(lead)), which is not UTF-8")
        }
        guard index + count <= bytes.count else { return .invalid("a UTF-8 character cut off by the end of the file") }
        for next in bytes[(index + 1)..<(index + count)] {
            guard next & 0xC0 == 0x80 else { return .invalid("the byte 0x\(Self.hex(lead)) starting a character that is not UTF-8") }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else {
            return .invalid("a byte sequence starting 0x\(Self.hex(lead)) that is not UTF-8")
        }
        return .character(scalar, byteCount: count)
    }

    private func decodeUTF16(at index: Int) -> Decoded {
        func unit(_ at: Int) -> UInt16? {
            guard at + 1 < bytes.count else { return nil }
            return encoding == .utf16LittleEndian
                ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
                : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
        }
        guard let first = unit(index) else { return .invalid("a last byte that is half a UTF-16 unit") }
        switch first {
        case 0xD800...0xDBFF:
            guard let second = unit(index + 2), (0xDC00...0xDFFF).contains(second) else {
                return .invalid("the UTF-16 unit 0x\(Self.hex(first)), half of a pair whose other half is missing")
            }
            let value = 0x10000 + (UInt32(first - 0xD800) << 10 | UInt32(second - 0xDC00))
            guard let scalar = Unicode.Scalar(value) else { return .invalid("a UTF-16 pair that is no character") }
            return .character(scalar, byteCount: 4)
        case 0xDC00...0xDFFF:
            return .invalid("the UTF-16 unit 0x\(Self.hex(first)), the second half of a pair without its first")
        default:
            guard let scalar = Unicode.Scalar(first) else { return .invalid("a UTF-16 unit that is no character") }
            return .character(scalar, byteCount: 2)
        }
    }

    static func hex<Number: FixedWidthInteger>(_ number: Number) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        for shift in stride(from: Number.bitWidth - 4, through: 0, by: -4) {
            text.append(digits[Int(truncatingIfNeeded: number >> shift) & 0xF])
        }
        return text
    }
}
