import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// Writes [PayloadFormat] lines straight into one UTF-8 buffer.
///
/// A large table's payload is most of its generated file and most of the generator's work. Built
/// as a `String` per line and per value, with two Unicode category look-ups per scalar, it cost
/// more than the whole front end. Here values go in as bytes, ASCII text is copied without any
/// look-up, and the few scalars outside ASCII are classified once each through a small cache.
struct PayloadWriter: InitFieldSink {
    private(set) var utf8: [UInt8] = []
    /// Which tags the fields of the current line take.
    private var lineKind = UInt8(0)
    /// Escape classes of scalars outside ASCII, by their low byte: a table's text repeats the
    /// same few letters many times over, and their category look-up is the costly part.
    /// No scalar outside ASCII is 0, so a 0 key is an empty slot.
    private var cachedScalars = [UInt32](repeating: 0, count: 256)
    private var cachedClasses = [UInt8](repeating: 0, count: 256)
    private static let mustEscapeBit: UInt8 = 1, combiningMarkBit: UInt8 = 2

    /// The lines for the payload's literal. The empty line after them ends the string's last
    /// line with a line feed, like every other.
    ///
    /// The buffer is moved out rather than copied, since a large table's payload runs to tens
    /// of megabytes; the writer is left empty.
    mutating func takeLiteral() -> RawStringLiteral {
        var bytes: [UInt8] = []
        swap(&bytes, &utf8)
        bytes.append(UInt8(ascii: "\n"))
        return RawStringLiteral(utf8: bytes)
    }

    /// `S` and the fields [InitFields] gives the section.
    mutating func sectionLine(_ section: ResolvedSection, _ fields: InitFields) {
        lineKind = PayloadFormat.sectionKind
        utf8.append(lineKind)
        fields.section(section, into: &self)
        utf8.append(UInt8(ascii: "\n"))
    }

    /// `R` and the fields [InitFields] gives the row.
    mutating func rowLine(_ row: ResolvedRow, _ fields: InitFields) {
        lineKind = PayloadFormat.rowKind
        utf8.append(lineKind)
        fields.row(row, into: &self)
        utf8.append(UInt8(ascii: "\n"))
    }

    /// An item: every model field in order, so the decoder needs no tags to know which is which.
    mutating func itemLine(_ values: some Sequence<SampleValue>) {
        utf8.append(PayloadFormat.itemKind)
        for value in values {
            utf8.append(UInt8(ascii: "\t"))
            if case .null = value {
                utf8.append(PayloadFormat.nilTag)
                continue
            }
            utf8.append(PayloadFormat.valueTag)
            switch value {
            case .null: break
            case .string(let text): self.text(text)
            case .int(let number): integer(number)
            case .double(let number): self.number(number)
            case .bool(let flag): utf8.append(flag ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            }
        }
        utf8.append(UInt8(ascii: "\n"))
    }

    /// A field of the current section or row line; one its kind has no tag for is left out.
    mutating func add(_ label: InitLabel, _ value: InitValue) {
        let tag = lineKind == PayloadFormat.sectionKind ? PayloadFormat.sectionTag(label) : PayloadFormat.rowTag(label)
        guard let tag else { return }
        utf8.append(UInt8(ascii: "\t"))
        utf8.append(tag)
        switch value {
        case .text(let text): self.text(text)
        case .number(let points): if let points { number(points) }
        case .flag(let flag): utf8.append(flag ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        case .integer(let number): integer(number)
        case .enumCase(_, let ordinal): integer(ordinal)
        case .actions(_, let ordinal, _): integer(ordinal)
        // Not reached: a localized table is never encoded (`EncodedSections.applies`).
        case .localized(let localized): self.text(localized.entry.sourceValue)
        // Not reached: a table with conditions or form controls is never encoded, and neither format has a tag
        // for them.
        case .condition, .formControl, .value, .validation, .choice, .expression: break
        }
    }

    /// Decimal, as `String(value)` writes it.
    mutating func integer(_ value: Int) {
        if value < 0 { utf8.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            utf8.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// Whole numbers without a fraction, so the decoder reads them without a parse of `Double`.
    mutating func number(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 {
            integer(Int(value))
        } else {
            utf8 += "\(value)".utf8
        }
    }

    /// The text itself when it can stand in the payload as it is, else `\` and the escaped text.
    /// Bytes that stand as they are are copied in runs, between the escapes.
    mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            let start = utf8.count
            var needsEscapes = false
            var previousWasBase = false
            var copied = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") {
                        previousWasBase = true
                        index += 1
                        continue
                    }
                    if copied < index { utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index])) }
                    switch byte {
                    case UInt8(ascii: "\\"): append("\\\\")
                    case UInt8(ascii: "\t"): append("\\t")
                    case UInt8(ascii: "\n"): append("\\n")
                    case UInt8(ascii: "\r"): append("\\r")
                    default: escape(UInt32(byte))  // the other ASCII controls
                    }
                    needsEscapes = true
                    previousWasBase = false
                    index += 1
                    copied = index
                    continue
                }
                // A String's bytes are valid UTF-8, so the lead byte gives the length.
                let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
                let escapeClass = self.escapeClass(scalar)
                // A mark right after a tab or a line start would combine with it in the source.
                if escapeClass & Self.mustEscapeBit != 0 || (escapeClass & Self.combiningMarkBit != 0 && !previousWasBase) {
                    if copied < index { utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index])) }
                    escape(scalar)
                    needsEscapes = true
                    previousWasBase = false
                    index += length
                    copied = index
                } else {
                    previousWasBase = true
                    index += length
                }
            }
            if copied < bytes.count { utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...])) }
            if needsEscapes { utf8.insert(UInt8(ascii: "\\"), at: start) }
        }
    }

    private mutating func escapeClass(_ scalar: UInt32) -> UInt8 {
        let slot = Int(scalar & 0xFF)
        if cachedScalars[slot] == scalar { return cachedClasses[slot] }
        var escapeClass: UInt8 = Self.mustEscapeBit
        if let value = Unicode.Scalar(scalar) {
            let (mustEscape, isMark) = SwiftStringLiteral.escapeClass(value)
            escapeClass = (mustEscape ? Self.mustEscapeBit : 0) | (isMark ? Self.combiningMarkBit : 0)
        }
        cachedScalars[slot] = scalar
        cachedClasses[slot] = escapeClass
        return escapeClass
    }

    private mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { utf8.append(contentsOf: $0) }
    }

    /// `\u{hex}`, uppercase and without leading zeros.
    private mutating func escape(_ scalar: UInt32) {
        append("\\u{")
        var shift = 28
        while shift > 0, scalar >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            let digit = UInt8(truncatingIfNeeded: scalar >> UInt32(shift) & 0xF)
            utf8.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
            shift -= 4
        }
        utf8.append(UInt8(ascii: "}"))
    }
}
