/// The text format large tables travel in: one line per section, row or item, in a raw
/// multi-line string literal that the generated code decodes at first use.
///
/// A line is a kind letter (`S` section, `R` row, `I` item) followed by fields, each a tab, a
/// one-letter tag and a value. Sections and rows write only the fields that differ from their
/// initializer's defaults ([InitFields]), so a plain row is a few bytes and the decoder does
/// little work for it. Items write every model field in order, `=` and the value, or `-` for nil.
///
/// Values are written so the decoder can take most of them straight from the bytes:
/// - text is as written unless it holds a backslash, tab, line break or a scalar that must not
///   appear raw in source; then it is `\` followed by the text with those escaped (`\\`, `\t`,
///   `\n`, `\r`, `\u{hex}`), so only such texts take the decoder's slow path;
/// - numbers are decimal, whole numbers without a fraction;
/// - enum cases and ids are their position among the generated enum's cases;
/// - flags are `1` or `0`.
/// Quotes and `#` need no escape: the renderer picks a raw delimiter the payload cannot end.
enum PayloadFormat {
    /// How a tagged field's value is read back.
    enum Kind: Equatable {
        case text
        case number
        case flag
        case integer
        /// An enum case, read by position from the enum's `allCases` (the enum's type name).
        case enumCase(String)
    }

    /// A field the format can carry: the initializer label it comes from, the stored property
    /// it goes back into, its tag and how it is read.
    struct Field {
        let label: String
        let property: String
        let tag: Character
        let kind: Kind

        init(_ label: String, _ tag: Character, _ kind: Kind, property: String? = nil) {
            self.label = label
            self.property = property ?? label
            self.tag = tag
            self.kind = kind
        }

        var tagByte: Int { Int(tag.asciiValue ?? 0) }
    }

    static let sectionKind: Character = "S"
    static let rowKind: Character = "R"
    static let itemKind: Character = "I"
    static let valueTag: Character = "="
    static let nilTag: Character = "-"

    static let sectionFields: [Field] = [
        Field("declaredIndex", "n", .integer), Field("id", "i", .enumCase("SectionID")),
        Field("header", "h", .text), Field("footer", "f", .text),
        Field("headerHeight", "H", .number), Field("footerHeight", "F", .number),
        Field("selectionList", "l", .enumCase("SelectionList")),
    ]

    static let rowFields: [Field] = [
        Field("text", "t", .text), Field("detail", "d", .text), Field("image", "m", .text),
        Field("style", "s", .enumCase("CellStyle")), Field("reuseIdentifier", "r", .text, property: "customReuseIdentifier"),
        Field("accessory", "a", .enumCase("Accessory")), Field("editingAccessory", "e", .enumCase("Accessory")),
        Field("height", "h", .number), Field("isSelectable", "x", .flag), Field("isChecked", "c", .flag),
        Field("editingStyle", "y", .enumCase("EditingStyle")), Field("canEdit", "E", .flag), Field("canMove", "M", .flag),
        Field("deleteConfirmation", "k", .text), Field("accessibilityLabel", "l", .text), Field("id", "i", .enumCase("RowID")),
    ]

    private static let sectionTags = Dictionary(uniqueKeysWithValues: sectionFields.map { ($0.label, $0.tag) })
    private static let rowTags = Dictionary(uniqueKeysWithValues: rowFields.map { ($0.label, $0.tag) })

    static func sectionLine(_ fields: [InitField]) -> String {
        line(sectionKind, fields, tags: sectionTags)
    }

    static func rowLine(_ fields: [InitField]) -> String {
        line(rowKind, fields, tags: rowTags)
    }

    /// An item: every model field in order, so the decoder needs no tags to know which is which.
    static func itemLine(_ values: [SampleValue]) -> String {
        var line = String(itemKind)
        for value in values {
            line += "\t"
            switch value {
            case .null: line.append(nilTag)
            case .string(let text): line += String(valueTag) + self.text(text)
            case .int(let number): line += String(valueTag) + String(number)
            case .double(let number): line += String(valueTag) + self.number(number)
            case .bool(let flag): line += String(valueTag) + (flag ? "1" : "0")
            }
        }
        return line
    }

    private static func line(_ kind: Character, _ fields: [InitField], tags: [String: Character]) -> String {
        var line = String(kind)
        for field in fields {
            guard let tag = tags[field.label] else { continue }
            line += "\t"
            line.append(tag)
            line += value(field.value)
        }
        return line
    }

    private static func value(_ value: InitValue) -> String {
        switch value {
        case .text(let text): self.text(text)
        case .number(let points): points.map(number) ?? ""
        case .flag(let flag): flag ? "1" : "0"
        case .integer(let number): String(number)
        case .enumCase(_, let ordinal): String(ordinal)
        }
    }

    /// Whole numbers without a fraction, so the decoder reads them without a parse of `Double`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// The text itself when it can stand in the payload as it is, else `\` and the escaped text.
    static func text(_ value: String) -> String {
        var escaped = ""
        var needsEscapes = false
        var previousWasBase = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"; needsEscapes = true; previousWasBase = false
            case "\t": escaped += "\\t"; needsEscapes = true; previousWasBase = false
            case "\n": escaped += "\\n"; needsEscapes = true; previousWasBase = false
            case "\r": escaped += "\\r"; needsEscapes = true; previousWasBase = false
            default:
                // A mark right after a tab or a line start would combine with it in the source.
                if SwiftStringLiteral.mustEscape(scalar) || (SwiftStringLiteral.isCombiningMark(scalar) && !previousWasBase) {
                    escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    needsEscapes = true
                    previousWasBase = false
                } else {
                    escaped.unicodeScalars.append(scalar)
                    previousWasBase = true
                }
            }
        }
        return needsEscapes ? "\\" + escaped : escaped
    }
}
