/// Reading typed values out of scalars.
///
/// Scalars stay strings until a field asks for a type, and each field accepts only its own
/// spelling: a text field takes any scalar exactly as written (`NO` is the text "NO"), a boolean
/// field takes `true` or `false`, a number field takes a plain decimal number.
extension SpecDecoder {
    mutating func string(_ node: YAMLNode?, key: String) -> Located<String>? {
        guard let node else { return nil }
        guard case .scalar(let value, _) = node.content else {
            typeMismatch(node, expected: "a string for '\(key)'")
            return nil
        }
        guard !node.isEmptyValue else {
            report("'\(key)' has no value", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }

    mutating func bool(_ node: YAMLNode?, key: String) -> Located<Bool>? {
        guard let node else { return nil }
        guard case .scalar(let value, let style) = node.content, !node.isEmptyValue else {
            typeMismatch(node, expected: "true or false for '\(key)'")
            return nil
        }
        if style == .plain, value == "true" { return Located(true, at: node.range) }
        if style == .plain, value == "false" { return Located(false, at: node.range) }
        let yaml11 = ["yes", "no", "on", "off", "y", "n", "true", "false"].contains(value.lowercased())
        let hint = style != .plain && yaml11 ? " (remove the quotes)"
            : yaml11 ? " (YAML 1.1 spellings such as yes, no, on and off are not booleans in a table spec)" : ""
        report("expected true or false for '\(key)', found \(describe(node))\(hint)", at: node.range)
        return nil
    }

    /// A finite decimal number written plainly; `.inf`, hex and quoted numbers are refused.
    mutating func number(_ node: YAMLNode?, key: String, allowAutomatic: Bool = false) -> Located<Height>? {
        guard let node else { return nil }
        let expected = allowAutomatic ? "a number of points or 'automatic' for '\(key)'" : "a number of points for '\(key)'"
        guard case .scalar(let value, let style) = node.content, !node.isEmptyValue else {
            typeMismatch(node, expected: expected)
            return nil
        }
        if allowAutomatic, style == .plain, value == "automatic" {
            return Located(.automatic, at: node.range)
        }
        guard style == .plain, let number = Self.decimal(value) else {
            let hint = style != .plain && Self.decimal(value) != nil ? " (remove the quotes)" : ""
            report("expected \(expected), found \(describe(node))\(hint)", at: node.range)
            return nil
        }
        guard number > 0 else {
            report("'\(key)' must be greater than 0, found \(value)", at: node.range)
            return nil
        }
        return Located(.points(number), at: node.range)
    }

    mutating func points(_ node: YAMLNode?, key: String) -> Located<Double>? {
        guard let height = number(node, key: key), case .points(let value) = height.value else { return nil }
        return Located(value, at: height.range)
    }

    mutating func enumeration<E: SpecEnum>(_ node: YAMLNode?, key: String, as type: E.Type) -> Located<E>? {
        guard let node else { return nil }
        guard case .scalar(let value, _) = node.content, !node.isEmptyValue else {
            typeMismatch(node, expected: "\(article(E.kindName)) \(E.kindName) for '\(key)' (\(E.spellings.joined(separator: ", ")))")
            return nil
        }
        if let known = E(rawValue: value) { return Located(known, at: node.range) }
        let suggestions = Self.suggestions(for: value, in: E.self)
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
        report("'\(DiagnosticText.escaped(value))' is not \(article(E.kindName)) \(E.kindName)\(hint) (expected one of: \(E.spellings.joined(separator: ", ")))", at: node.range)
        return nil
    }

    static func suggestions<E: SpecEnum>(for value: String, in type: E.Type) -> [String] {
        if let synonym = E.synonyms[value] ?? E.synonyms[value.lowercased()] { return [synonym.rawValue] }
        let trimmed = value.hasPrefix(".") ? String(value.dropFirst()) : value
        return NearestName.suggestions(for: trimmed, among: E.spellings)
    }

    /// YAML 1.2's decimal number form, the only spelling a number field accepts.
    static func decimal(_ text: String) -> Double? {
        var scalars = Substring(text).utf8[...]
        if scalars.first == UInt8(ascii: "-") || scalars.first == UInt8(ascii: "+") { scalars = scalars.dropFirst() }
        var sawDigit = false, sawDot = false, sawExponent = false
        var previous: UInt8 = 0
        for byte in scalars {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."): guard !sawDot, !sawExponent else { return nil }; sawDot = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): guard sawDigit, !sawExponent else { return nil }; sawExponent = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"): guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            default: return nil
            }
            previous = byte
        }
        guard sawDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A plain integer such as `3`, for versions and section numbers.
    static func integer(_ node: YAMLNode) -> Int? {
        guard case .scalar(let value, .plain) = node.content, !value.isEmpty,
              value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) || (value.hasPrefix("-") && value.count > 1 && value.dropFirst().utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }))
        else { return nil }
        return Int(value)
    }

    func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
