/// Walks the payload of a large table (its static sections, or a sample list of more than 200
/// items) straight over the literal's UTF-8 bytes, so decoding at first use costs milliseconds.
///
/// A generated file writes such a table as one `StaticString` of lines, one per section (`S`),
/// row (`R`) or item, each a run of tab-led fields: a tag byte, then the value up to the next tab
/// or line break. The generated decoder switches over the tags; this reader hands it the lines
/// and fields and turns a field's bytes into a value. It allocates nothing per line or field,
/// and a text without escapes becomes a `String` in one step.
///
/// One copy for every table, in the runtime: the decoders live in the generated files, which
/// only call these functions.
@_spi(Generated)
public nonisolated struct PayloadReader {
    /// The payload's bytes, valid while `read(_:_:)` runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Runs `decode` with a reader over `payload`'s UTF-8 bytes, which stay where the binary
    /// holds them for the whole decode: no copy and no UTF-8 check.
    public static func read<Value>(_ payload: StaticString, _ decode: (inout PayloadReader) -> Value) -> Value {
        payload.withUTF8Buffer { bytes in
            var reader = PayloadReader(bytes: bytes)
            return decode(&reader)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next line's kind byte (`S`, `R`, …), or nil at the end. Read the line's fields before
    /// asking again.
    public mutating func nextLine() -> UInt8? {
        guard position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }

    /// The line's next field: its tag and where its value is; nil at the end of the line, which
    /// it steps over.
    public mutating func nextField() -> (tag: UInt8, value: Range<Int>)? {
        guard position < bytes.count else { return nil }
        guard bytes[position] == Self.tab, position + 1 < bytes.count else {
            position += 1
            return nil
        }
        let tag = bytes[position + 1]
        let start = position + 2
        position = start
        while position < bytes.count, bytes[position] != Self.tab, bytes[position] != Self.lineBreak {
            position += 1
        }
        return (tag, start..<position)
    }

    /// A text field: its bytes as they are, or, when it starts with a backslash, with `\\`, `\t`,
    /// `\n`, `\r` and `\u{hex}` undone (the writer escapes only texts that need it). Runs between
    /// escapes are copied whole.
    public func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, bytes[range.lowerBound] == Self.backslash else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        var text = ""
        var start = range.lowerBound + 1
        var index = start
        let end = range.upperBound
        while index < end {
            guard bytes[index] == Self.backslash, index + 1 < end else {
                index += 1
                continue
            }
            text += String(decoding: bytes[start..<index], as: UTF8.self)
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "t"): text += "\t"
            case UInt8(ascii: "n"): text += "\n"
            case UInt8(ascii: "r"): text += "\r"
            case UInt8(ascii: "u"):
                // `\u{…}`: the braces hold the scalar's hex digits.
                var value: UInt32 = 0
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "}") {
                    value = value &* 16 &+ Self.hexValue(bytes[index])
                    index += 1
                }
                index += 1
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            default:
                text.unicodeScalars.append(Unicode.Scalar(code))
            }
            start = index
        }
        if start < end { text += String(decoding: bytes[start..<end], as: UTF8.self) }
        return text
    }

    /// A number field, or nil for an empty one (automatic height); whole numbers are read
    /// without building a string.
    public func number(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        var whole = 0
        for index in range {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return Double(String(decoding: bytes[range], as: UTF8.self)) }
            whole = whole &* 10 &+ digit
        }
        return Double(whole)
    }

    /// A decimal integer field, perhaps negative.
    public func integer(_ range: Range<Int>) -> Int {
        var value = 0
        var sign = 1
        for index in range {
            if bytes[index] == UInt8(ascii: "-") {
                sign = -1
            } else {
                value = value &* 10 &+ (Int(bytes[index]) - 48)
            }
        }
        return sign &* value
    }

    /// A flag field: `1` is true.
    public func flag(_ range: Range<Int>) -> Bool {
        range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "1")
    }

    /// An enum case or id, written as its position among the cases: the position, if it is below
    /// `count`; otherwise nil, and the decoder keeps the default. Not generic, so it is compiled
    /// once, not once per enum.
    public func ordinal(_ range: Range<Int>, below count: Int) -> Int? {
        let index = integer(range)
        return index >= 0 && index < count ? index : nil
    }

    private static let tab = UInt8(ascii: "\t"), lineBreak = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")

    private static func hexValue(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 48...57: UInt32(byte - 48)
        case 65...70: UInt32(byte - 55)
        case 97...102: UInt32(byte - 87)
        default: 0
        }
    }
}
