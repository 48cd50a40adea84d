/// What the generated code can and cannot name after a spec's ids and names.
public enum SwiftIdentifier {
    /// Names that cannot be a type, property or function name even in backticks. An enum case is
    /// more forgiving: every one of these is a valid case name in backticks (see `caseNameProblem`).
    public static let unusable: Set<String> = ["_", "self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

    /// Names that cannot be a case of a `String`-backed enum: a case `RawValue` takes the name of
    /// the raw type, and Swift can no longer synthesize the `RawRepresentable` conformance.
    /// (`rawValue`, `allCases` and `hashValue` are fine: a case is a static member, and those are
    /// instance members or a static member of another type.)
    public static let reservedStringEnumCases: Set<String> = ["RawValue"]

    /// Names that make a case Swift reads as `Optional`'s own where an optional of the enum is
    /// expected: `.none` there is `Optional.none`, nil, with only a warning, so a row whose id is
    /// `none` would have no id. (`.some` is not ambiguous: Optional's `some` takes a value.)
    public static let optionalCaseNames: Set<String> = ["none"]

    /// Why a name cannot be a Swift identifier.
    public enum Problem: Equatable, Sendable {
        case empty
        /// A word Swift reserves even in backticks.
        case reserved(String)
        case startsWithDigit
        /// A character that cannot appear in an identifier, the first one found.
        case invalidCharacter(Unicode.Scalar)
    }

    /// Why `name` cannot be a Swift identifier, or nil when it can (keywords can, in backticks).
    public static func problem(with name: String) -> Problem? {
        guard let first = name.unicodeScalars.first else { return .empty }
        if unusable.contains(name) { return .reserved(name) }
        if isDigit(first) { return .startsWithDigit }
        if let scalar = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) { return .invalidCharacter(scalar) }
        return nil
    }

    /// Why `name` cannot be a case of a generated enum (row and section ids become the cases of
    /// `RowID` and `SectionID`), or nil when it can. Every Swift keyword can, in backticks,
    /// including the words `unusable` lists: ``case `self` ``, ``case `init` `` and ``case `_` ``
    /// compile, and the renderer escapes them wherever a case is named. Only the identifier's characters
    /// matter here; `reservedStringEnumCases` holds the names a `String` raw type rules out.
    public static func caseNameProblem(with name: String) -> Problem? {
        guard let first = name.unicodeScalars.first else { return .empty }
        if isDigit(first) { return .startsWithDigit }
        if let scalar = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) { return .invalidCharacter(scalar) }
        return nil
    }

    /// A valid identifier made from `name`: words joined in lowerCamelCase (or UpperCamelCase),
    /// with a leading underscore before a digit, for "did you mean" suggestions.
    public static func suggestion(for name: String, upperCamel: Bool) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isIdentifierScalar(scalar), scalar != "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        var result = ""
        for (position, word) in words.enumerated() {
            let head = word.prefix(1), tail = word.dropFirst()
            if position == 0 {
                result += (upperCamel ? head.uppercased() : head.lowercased()) + tail
            } else {
                result += head.uppercased() + tail
            }
        }
        if let first = result.unicodeScalars.first, isDigit(first) { result = "_" + result }
        return problem(with: result) == nil ? result : nil
    }

    public static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// Letters, digits, underscores and combining marks: the identifier characters Swift accepts
    /// that also read well in generated code.
    public static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        let properties = scalar.properties
        if properties.isAlphabetic || isDigit(scalar) { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .connectorPunctuation: return scalar.value > 0x7F
        default: return false
        }
    }
}
