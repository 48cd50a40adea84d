/// Names in generated code: keywords escaped, and user text turned into identifiers.
public enum SwiftNames {
    /// Every Swift keyword that needs backticks to be used as a name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "Type", "Protocol",
    ]

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A name used as an expression: `self`, `super` and closure arguments (`$0`) stay as they are.
    public static func expressionName(_ name: String) -> String {
        name == "self" || name == "super" || name == "Self" || name.hasPrefix("$") ? name : escaped(name)
    }

    /// A name after a dot. Swift accepts keywords there, all but a few that mean something of
    /// their own after a dot (`.self`, `.Type`, `.Protocol`); `.init` is the initializer.
    public static func memberName(_ name: String) -> String {
        ["self", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
    }

    /// A name after a leading dot (an implicit member, such as an enum case written `.wifi`). As
    /// `memberName`, and `.init` too: bare, it would be the initializer rather than a case named
    /// `init` (a row id may be any keyword). The generators never write `.init(…)` this way.
    public static func implicitMemberName(_ name: String) -> String {
        name == "init" ? "`init`" : memberName(name)
    }

    /// An argument label, which may be any keyword but `inout`, `var` and `let`.
    public static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// A lowerCamelCase identifier from arbitrary text, for generated parameter and property
    /// names (an empty or digit-led result gets a prefix).
    public static func lowerCamel(_ text: String, fallback: String) -> String {
        SwiftIdentifier.suggestion(for: text, upperCamel: false) ?? fallback
    }
}
