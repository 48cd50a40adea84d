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

    /// The specifier for the argument at `position` (from 1) of `count`: positional (`%2$lld`)
    /// when the format has several arguments, as Xcode writes them, so a translation can put
    /// them in another order; plain (`%lld`) for one.
    public static func specifier(for type: FieldType, position: Int, of count: Int) -> String {
        let plain = specifier(for: type)
        return count > 1 ? "%\(position)$" + plain.dropFirst() : plain
    }

    /// Whether two format strings are the same but for positions that only restate the order:
    /// `%1$@, %2$lld items` is `%@, %lld items`. Xcode writes the one, this tool wrote the other.
    public static func sameFormat(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs || withoutOrderedPositions(lhs) == withoutOrderedPositions(rhs)
    }

    /// The format with each `%n$` that names the argument it would take anyway removed.
    static func withoutOrderedPositions(_ format: String) -> String {
        var out = String.UnicodeScalarView(), scalars = Array(format.unicodeScalars)
        var index = 0, argument = 0
        while index < scalars.count {
            let scalar = scalars[index]
            out.append(scalar)
            index += 1
            guard scalar == "%", index < scalars.count else { continue }
            if scalars[index] == "%" { out.append("%"); index += 1; continue }
            argument += 1
            var end = index, digits = ""
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { digits.unicodeScalars.append(scalars[end]); end += 1 }
            if end < scalars.count, scalars[end] == "$", !digits.isEmpty, Int(digits) == argument { index = end + 1 }
        }
        return String(out)
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
