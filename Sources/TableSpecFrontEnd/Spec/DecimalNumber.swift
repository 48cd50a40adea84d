import TableSpecDiagnostics
import TableSpecModel

/// YAML 1.2's decimal number form, the only spelling a number field of a spec or a `Double` field
/// of sample data accepts: `44`, `-1.5`, `2e3`; never `.inf`, `0x10` or YAML 1.1's `1_000`.
enum DecimalNumber {
    static func value(of text: String) -> Double? {
        var text = text
        return text.withUTF8 { value(of: $0) }
    }

    /// The number `bytes` spell, or nil. A number of up to fifteen digits without an exponent, which is
    /// what heights are, is converted exactly here: the digits make an integer that a `Double`
    /// holds exactly, and one division by an exact power of ten rounds correctly, as the C
    /// library's conversion would. Anything longer goes to that conversion.
    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { position = 1 }
        var sawDigit = false, sawDot = false, sawExponent = false
        var previous: UInt8 = 0
        var digits: UInt64 = 0, digitCount = 0, fractionDigits = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                if !sawExponent {
                    digitCount += 1
                    if digitCount <= 15 { digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) }
                    if sawDot { fractionDigits += 1 }
                }
            case UInt8(ascii: "."): guard !sawDot, !sawExponent else { return nil }; sawDot = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): guard sawDigit, !sawExponent else { return nil }; sawExponent = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"): guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            default: return nil
            }
            previous = byte
            position += 1
        }
        guard sawDigit else { return nil }
        if !sawExponent, digitCount <= 15 {
            let magnitude = Double(digits) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// 10⁰ through 10¹⁵, each exactly representable as a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }
}
