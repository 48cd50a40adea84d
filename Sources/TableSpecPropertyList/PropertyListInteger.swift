/// The text of an XML `<integer>` to its value.
///
/// Decimal with an optional sign, and hexadecimal after `0x`, as Apple's reader and Python's
/// plistlib both read it; spaces around the number are allowed. The arithmetic is checked, so
/// a number past 64 bits is reported, never wrapped or trapped on.
enum PropertyListInteger {
    enum Parsed: Equatable {
        case value(Int64)
        case outOfRange
        case invalid
    }

    static func parse(_ text: String) -> Parsed {
        var bytes = Substring(text).utf8[...]
        while let first = bytes.first, isSpace(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, isSpace(last) { bytes = bytes.dropLast() }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var radix: Int64 = 10
        if bytes.count > 2, bytes.first == UInt8(ascii: "0"), let x = bytes.dropFirst().first, x | 0x20 == UInt8(ascii: "x") {
            radix = 16
            bytes = bytes.dropFirst(2)
        }
        guard !bytes.isEmpty else { return .invalid }
        // Accumulated on the side of the sign, so Int64.min is reachable.
        var value: Int64 = 0
        var overflowed = false
        for byte in bytes {
            guard let digit = digitValue(byte), digit < radix else { return .invalid }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { overflowed = true }
            value = next
        }
        return overflowed ? .outOfRange : .value(value)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func digitValue(_ byte: UInt8) -> Int64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
