import TableSpecDiagnostics
import TableSpecModel

/// A sample value read from its bytes as a model field's type, without making a `String`: the
/// outcome is nil, text (the bytes as they are), a number or boolean, or a value that is not of
/// the type.
///
/// In sample data a plain `null`, `Null`, `NULL`, `~` or empty value is nil (data, unlike a text
/// field, needs a way to say "no value"). Numbers and booleans are read only from plain values:
/// quoted, `"12"` and `"true"` are text.
enum SampleValueReading: Equatable {
    case null
    /// The value is text: its bytes, which the resolved sample keeps as a range of the items' text.
    case text
    /// A number or a boolean, as it is stored.
    case value(ResolvedSample.Slot)
    case mismatch

    init(_ bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool, as base: FieldType.Base) {
        if isPlain, Self.isNull(bytes) {
            self = .null
            return
        }
        let value: ResolvedSample.Slot?
        switch base {
        case .string:
            self = .text
            return
        case .int: value = isPlain ? Self.integer(bytes).map(ResolvedSample.Slot.int) : nil
        case .double: value = isPlain ? DecimalNumber.value(of: bytes).map(ResolvedSample.Slot.double) : nil
        case .bool: value = isPlain ? Self.boolean(bytes).map(ResolvedSample.Slot.bool) : nil
        }
        self = value.map(Self.value) ?? .mismatch
    }

    static func isNull(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 0: return true
        case 1: return bytes[0] == UInt8(ascii: "~")
        case 4: return equals(bytes, "null") || equals(bytes, "Null") || equals(bytes, "NULL")
        default: return false
        }
    }

    /// Only `true` and `false`, as the spec's own booleans.
    static func boolean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if equals(bytes, "true") { return true }
        if equals(bytes, "false") { return false }
        return nil
    }

    /// What Swift's `Int(_: String)` reads: an optional `+` or `-`, then one or more ASCII
    /// digits, within `Int`'s range.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        let isNegative = first == UInt8(ascii: "-")
        let digits = isNegative || first == UInt8(ascii: "+") ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
        guard !digits.isEmpty else { return nil }
        var result = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            // Negative numbers are built downwards, so Int.min is reachable.
            let (shifted, overflowMultiplying) = result.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowMultiplying, !overflowAdding else { return nil }
            result = next
        }
        return result
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for position in 0..<bytes.count where bytes[position] != expected[position] { return false }
        return true
    }
}
