import TableSpecModel

/// The printf-style specifier a model field takes in a localized template, the one Foundation's
/// `String.LocalizationValue` writes for the same interpolation, so the catalog's format string
/// is the one the lookup is made with, and translators can add plural variations on it.
public enum FormatSpecifier {
    /// `Int` is `%lld`, `Double` `%lf`, `String` `%@`; a `Bool` is interpolated as its text
    /// (`true`, `false`), so `%@`.
    public static func specifier(for type: FieldType) -> String {
        switch type.base {
        case .int: "%lld"
        case .double: "%lf"
        case .string, .bool: "%@"
        }
    }

    /// Literal text in a format string: `%` doubled, as a string interpolation's literal part is.
    public static func escaped(_ literal: String) -> String {
        literal.replacingPercents()
    }
}

extension String {
    fileprivate func replacingPercents() -> String {
        var out = ""
        for character in self {
            out.append(character)
            if character == "%" { out.append("%") }
        }
        return out
    }
}
