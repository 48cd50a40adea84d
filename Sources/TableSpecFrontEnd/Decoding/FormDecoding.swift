import TableSpecDiagnostics
import TableSpecModel

/// The form keys whose values are more than one scalar of a known kind: `default`, `range`, `options`.
extension SpecDecoder {
    /// `default`: a scalar kept with its kind, read as the row's control needs once validation knows it.
    mutating func formScalar(_ node: YAMLNodeID, key: String) -> Located<FormScalar>? {
        guard tree.isScalar(node), !tree.isEmptyValue(node) else {
            typeMismatch(node, expected: "a value for '\(key)' (true or false, a number, or a text)")
            return nil
        }
        let text = tree.string(node)
        let range = tree.range(node)
        guard tree.scalarStyle(node) == .plain else {
            return Located(FormScalar(kind: .text, text: text), at: range)
        }
        if text == "true" || text == "false" {
            return Located(FormScalar(kind: .bool(text == "true"), text: text), at: range)
        }
        if let number = DecimalNumber.value(of: text) {
            return Located(FormScalar(kind: .number(number), text: text), at: range)
        }
        return Located(FormScalar(kind: .text, text: text), at: range)
    }

    /// Any finite decimal number, for `step` and a range's ends.
    mutating func decimal(_ node: YAMLNodeID, key: String) -> Located<Double>? {
        guard tree.isScalar(node), !tree.isEmptyValue(node) else {
            typeMismatch(node, expected: "a number for '\(key)'")
            return nil
        }
        let decoded = tree.withScalarBytes(node, DecimalNumber.value(of:))
        guard tree.scalarStyle(node) == .plain, let number = decoded, number.isFinite else {
            let hint = tree.scalarStyle(node) != .plain && decoded != nil ? " (remove the quotes)" : ""
            report("expected a number for '\(key)', found \(describe(node))\(hint)", at: tree.range(node))
            return nil
        }
        return Located(number, at: tree.range(node))
    }

    /// `validate: { required: true, maxLength: 40, message: … }`.
    mutating func decodeValidation(_ node: YAMLNodeID) -> Located<ValidationDeclaration>? {
        guard isMapping(node, expected: "a mapping of rules for 'validate', such as '{ required: true, maxLength: 40 }'") else { return nil }
        var validation = ValidationDeclaration(range: tree.range(node))
        var failed = false
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .validate) else { failed = true; continue }
            let value = tree.value(node, entry)
            switch name {
            case .required: validation.required = bool(value, key: "required"); failed = failed || validation.required == nil
            case .minLength: validation.minLength = count(value, key: "minLength"); failed = failed || validation.minLength == nil
            case .maxLength: validation.maxLength = count(value, key: "maxLength"); failed = failed || validation.maxLength == nil
            case .pattern: validation.pattern = string(value, key: "pattern"); failed = failed || validation.pattern == nil
            case .format: validation.format = enumeration(value, key: "format", as: ValueFormat.self); failed = failed || validation.format == nil
            case .range: validation.numberRange = numberRange(value); failed = failed || validation.numberRange == nil
            case .message: validation.message = string(value, key: "message"); failed = failed || validation.message == nil
            default: break
            }
        }
        return failed ? nil : Located(validation, at: tree.range(node))
    }

    /// A whole number, 0 or more, written plainly.
    mutating func count(_ node: YAMLNodeID, key: String) -> Located<Int>? {
        guard let number = integer(node), number >= 0 else {
            report("expected a whole number, 0 or more, for '\(key)', found \(describe(node))", at: tree.range(node))
            return nil
        }
        return Located(number, at: tree.range(node))
    }

    /// `range: { min: 10, max: 30 }`.
    mutating func numberRange(_ node: YAMLNodeID) -> Located<NumberRangeDeclaration>? {
        guard isMapping(node, expected: "a mapping with 'min' and 'max' for 'range'") else { return nil }
        var minimum: Located<Double>?, maximum: Located<Double>?
        var failed = false
        for entry in 0..<tree.count(node) {
            let keyNode = tree.key(node, entry)
            let value = tree.value(node, entry)
            switch keyName(keyNode) {
            case "min"?: minimum = decimal(value, key: "min"); failed = failed || minimum == nil
            case "max"?: maximum = decimal(value, key: "max"); failed = failed || maximum == nil
            case let name?:
                _ = unknownKey(name, at: tree.range(keyNode), in: "'range'", candidates: ["min", "max"])
                failed = true
            case nil:
                failed = true
            }
        }
        guard !failed else { return nil }
        guard let minimum, let maximum else {
            report("'range' needs both 'min' and 'max'", at: tree.range(node))
            return nil
        }
        guard minimum.value < maximum.value else {
            report(
                "'range' goes from 'min' up to 'max', but min \(minimum.value.formattedForMessage) is not below max \(maximum.value.formattedForMessage)",
                at: maximum.range)
            return nil
        }
        return Located(NumberRangeDeclaration(minimum: minimum, maximum: maximum), at: tree.range(node))
    }

    /// `options: { metric: Metric, imperial: Imperial }`, or `options: [Small, Medium, Large]` where each key
    /// is its own title. Keys are unique.
    mutating func options(_ node: YAMLNodeID, key name: String = "options") -> Located<[OptionDeclaration]>? {
        var options: [OptionDeclaration] = []
        var seen: [String: SourceRange] = [:]
        var failed = false
        func add(_ key: Located<String>, _ title: Located<String>) {
            if let first = seen[key.value] {
                report(
                    "duplicate option '\(ControlCharacters.escaped(key.value))'; option keys are unique", at: key.range,
                    notes: [.init("'\(ControlCharacters.escaped(key.value))' is first used here", at: SourceLocation(file: file, range: first))])
                failed = true
            } else {
                seen[key.value] = key.range
                options.append(OptionDeclaration(key: key, title: title))
            }
        }
        if tree.isSequence(node) {
            for entry in 0..<tree.count(node) {
                guard let key = string(tree.item(node, entry), key: name) else { failed = true; continue }
                add(key, key)
            }
        } else if isMapping(node, expected: "a mapping from option key to title, or a list of options, for '\(name)'") {
            for entry in 0..<tree.count(node) {
                guard let key = string(tree.key(node, entry), key: "an option key"),
                    let title = string(tree.value(node, entry), key: key.value)
                else { failed = true; continue }
                add(key, title)
            }
        } else {
            return nil
        }
        guard !failed else { return nil }
        guard !options.isEmpty else {
            report("'\(name)' has no options", at: tree.range(node))
            return nil
        }
        return Located(options, at: tree.range(node))
    }
}

extension Double {
    /// `17` for a whole number, `0.5` otherwise: how messages quote a number of the spec's.
    var formattedForMessage: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
