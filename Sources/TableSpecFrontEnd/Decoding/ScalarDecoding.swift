import TableSpecDiagnostics
import TableSpecModel

/// Reading typed values out of scalars.
///
/// Scalars stay strings until a field asks for a type, and each field accepts only its own
/// spelling: a text field takes any scalar exactly as written (`NO` is the text "NO"), a boolean
/// field takes `true` or `false`, a number field takes a plain decimal number.
extension SpecDecoder {
    mutating func string(_ node: YAMLNodeID, key: String) -> Located<String>? {
        guard tree.isScalar(node) else {
            typeMismatch(node, expected: "a string for '\(key)'")
            return nil
        }
        guard !tree.isEmptyValue(node) else {
            report("'\(key)' has no value", at: tree.range(node))
            return nil
        }
        return Located(tree.string(node), at: tree.range(node))
    }

    mutating func bool(_ node: YAMLNodeID, key: String) -> Located<Bool>? {
        guard tree.isScalar(node), !tree.isEmptyValue(node) else {
            typeMismatch(node, expected: "true or false for '\(key)'")
            return nil
        }
        let style = tree.scalarStyle(node)
        if style == .plain, tree.scalarEquals(node, Self.trueBytes) { return Located(true, at: tree.range(node)) }
        if style == .plain, tree.scalarEquals(node, Self.falseBytes) { return Located(false, at: tree.range(node)) }
        let value = tree.string(node)
        let yaml11 = ["yes", "no", "on", "off", "y", "n", "true", "false"].contains(value.lowercased())
        let hint =
            style != .plain && yaml11
            ? " (remove the quotes)"
            : yaml11 ? " (YAML 1.1 spellings such as yes, no, on and off are not booleans in a table spec)" : ""
        report("expected true or false for '\(key)', found \(describe(node))\(hint)", at: tree.range(node))
        return nil
    }

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
    private static let automaticBytes: [UInt8] = Array("automatic".utf8)

    /// A finite decimal number written plainly; `.inf`, hex and quoted numbers are refused.
    mutating func number(_ node: YAMLNodeID, key: String, allowAutomatic: Bool = false) -> Located<Height>? {
        // Built only for a message: most rows have a height, and most heights are fine.
        func expected() -> String {
            allowAutomatic ? "a number of points or 'automatic' for '\(key)'" : "a number of points for '\(key)'"
        }
        guard tree.isScalar(node), !tree.isEmptyValue(node) else {
            typeMismatch(node, expected: expected())
            return nil
        }
        let style = tree.scalarStyle(node)
        if allowAutomatic, style == .plain, tree.scalarEquals(node, Self.automaticBytes) {
            return Located(.automatic, at: tree.range(node))
        }
        let decoded = tree.withScalarBytes(node, DecimalNumber.value(of:))
        guard style == .plain, let number = decoded else {
            let hint = style != .plain && decoded != nil ? " (remove the quotes)" : ""
            report("expected \(expected()), found \(describe(node))\(hint)", at: tree.range(node))
            return nil
        }
        guard number > 0 else {
            report("'\(key)' must be greater than 0, found \(tree.string(node))", at: tree.range(node))
            return nil
        }
        return Located(.points(number), at: tree.range(node))
    }

    mutating func points(_ node: YAMLNodeID, key: String) -> Located<Double>? {
        guard let height = number(node, key: key), case .points(let value) = height.value else { return nil }
        return Located(value, at: height.range)
    }

    mutating func enumeration<E: SpelledEnum>(_ node: YAMLNodeID, key: String, as type: E.Type) -> Located<E>? {
        guard tree.isScalar(node), !tree.isEmptyValue(node) else {
            typeMismatch(node, expected: "\(article(E.kindName)) \(E.kindName) for '\(key)' (\(E.spellings.joined(separator: ", ")))")
            return nil
        }
        if let known = tree.withScalarBytes(node, E.spellingTable.names.value(for:)) { return Located(known, at: tree.range(node)) }
        let value = tree.string(node)
        let suggestions = Self.suggestions(for: value, in: E.self)
        let hint =
            UIKitWords.value(value, of: E.kindName)?.hint
            ?? (suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?")
        report(
            "'\(ControlCharacters.escaped(value))' is not \(article(E.kindName)) \(E.kindName)\(hint) (expected one of: \(E.spellings.joined(separator: ", ")))",
            at: tree.range(node))
        return nil
    }

    static func suggestions<E: SpecEnum>(for value: String, in type: E.Type) -> [String] {
        if let synonym = E.synonyms[value] ?? E.synonyms[value.lowercased()] { return [synonym.rawValue] }
        let trimmed = value.hasPrefix(".") ? String(value.dropFirst()) : value
        return NearestName.suggestions(for: trimmed, among: E.spellings)
    }

    /// A plain integer such as `3`, for versions and section numbers.
    func integer(_ node: YAMLNodeID) -> Int? {
        guard tree.isScalar(node), tree.scalarStyle(node) == .plain else { return nil }
        let value = tree.string(node)
        let digits = value.hasPrefix("-") ? value.utf8.dropFirst() : value.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(value)
    }

    func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}

extension SpecDecoder {
    /// A `hidden` or `disabled` condition: a string, read once the rows it names are known. Where the
    /// text is in the source byte for byte (a plain or quoted scalar on one line, without escapes), it
    /// keeps where it starts, so errors can point inside it.
    mutating func condition(_ node: YAMLNodeID, key: String) -> ConditionText? {
        guard let text = string(node, key: key) else { return nil }
        let range = text.range
        let quote: Int
        switch tree.scalarStyle(node) {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: quote = -1
        }
        let exact = quote >= 0 && range.start.line == range.end.line && range.end.offset - range.start.offset == text.value.utf8.count + 2 * quote
        let start = SourcePosition(line: range.start.line, column: range.start.column + quote, offset: range.start.offset + quote)
        return ConditionText(text: text.value, range: range, contentStart: exact ? start : nil)
    }
}
