/// The one way user text becomes Swift source.
///
/// Every string from a spec goes through here, so what the app shows at run time is exactly what
/// the spec says, whatever it contains: quotes, backslashes, `\(`, `"""`, `#"`, line breaks of
/// every kind, NUL and other control characters, bidirectional overrides (which could make the
/// source read differently from what it does), and marks with nothing to combine with.
public enum SwiftStringLiteral {
    /// `text` as a single-line string literal, quotes included.
    public static func render(_ text: String) -> String {
        "\"" + escapedBody(text) + "\""
    }

    /// The inside of a literal: what goes between the quotes, also used for the text parts of
    /// an interpolated literal.
    public static func escapedBody(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasVisibleBase = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"; previousWasVisibleBase = false
            case "\"": out += "\\\""; previousWasVisibleBase = false
            case "\n": out += "\\n"; previousWasVisibleBase = false
            case "\r": out += "\\r"; previousWasVisibleBase = false
            case "\t": out += "\\t"; previousWasVisibleBase = false
            case "\0": out += "\\0"; previousWasVisibleBase = false
            default:
                let isMark = isCombiningMark(scalar)
                if mustEscape(scalar) || (isMark && !previousWasVisibleBase) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    previousWasVisibleBase = false
                } else {
                    out.unicodeScalars.append(scalar)
                    previousWasVisibleBase = true
                }
            }
        }
        return out
    }

    /// Scalars that must never appear raw in generated source.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        mustEscape(scalar, scalar.properties.generalCategory)
    }

    /// A mark with nothing visible before it would combine with the quote or an escape in the
    /// source, and read as something else.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        isCombiningMark(scalar.properties.generalCategory)
    }

    /// Both answers from one look-up of the category, which is most of their cost: a payload
    /// writer asks them for every scalar outside ASCII.
    package static func escapeClass(_ scalar: Unicode.Scalar) -> (mustEscape: Bool, isCombiningMark: Bool) {
        let category = scalar.properties.generalCategory
        return (mustEscape(scalar, category), isCombiningMark(category))
    }

    private static func mustEscape(_ scalar: Unicode.Scalar, _ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return true
        case .format:
            // The zero-width joiner holds emoji sequences together and is harmless in source.
            return scalar.value != 0x200D
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    private static func isCombiningMark(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
