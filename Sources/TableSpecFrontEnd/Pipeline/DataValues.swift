import TableSpecDiagnostics
import TableSpecModel

extension FrontEnd {
    /// A form's values from a YAML mapping of row id to value (`--data` for a table without a dynamic section),
    /// each read as its row holds it: a switch's `true` or `false`, a number in a stepper's or slider's range,
    /// a text, an option's key. Every problem is an error at its place in the file.
    public func loadValues(path: String, for table: ResolvedTable) -> (values: [String: ConditionValue]?, diagnostics: DiagnosticBag) {
        var bag = DiagnosticBag()
        guard var bytes = readSideFile(path, into: &bag),
            case (var decoder, let root)? = parseSideFile(
                taking: &bytes, file: path, empty: "the data file is empty; it should map row ids to values, such as 'wifi: false'",
                into: &bag)
        else {
            return (nil, bag)
        }
        let values = decoder.decodeValues(root, for: table)
        bag.append(contentsOf: decoder.diagnostics)
        return (bag.hasErrors ? nil : values, bag)
    }
}

extension SpecDecoder {
    /// `id: value` entries, each checked against the row with that id.
    mutating func decodeValues(_ node: YAMLNodeID, for table: ResolvedTable) -> [String: ConditionValue] {
        guard isMapping(node, expected: "a mapping from row id to value, such as 'wifi: false'") else { return [:] }
        var rows: [String: ResolvedRow] = [:]
        for row in table.sections.flatMap(\.rows) where row.appearance.control != nil {
            if let id = row.id { rows[id] = row }
        }
        var values: [String: ConditionValue] = [:]
        for entry in 0..<tree.count(node) {
            let keyNode = tree.key(node, entry), valueNode = tree.value(node, entry)
            guard let id = keyName(keyNode) else { continue }
            guard let row = rows[id], let control = row.appearance.control else {
                report(
                    "no row with a value has the id '\(ControlCharacters.escaped(id))'\(NearestName.hint(for: id, among: rows.keys.sorted()))",
                    at: tree.range(keyNode))
                continue
            }
            guard let scalar = formScalar(valueNode, key: id) else { continue }
            if let value = value(scalar, of: row, control) { values[id] = value }
        }
        return values
    }

    /// A scalar as the row's control holds it, or nil with an error at the scalar.
    private mutating func value(_ scalar: Located<FormScalar>, of row: ResolvedRow, _ control: RowControl) -> ConditionValue? {
        let written = ControlCharacters.escaped(scalar.value.text)
        switch (control, scalar.value.kind) {
        case (.switch, .bool(let flag)):
            return .bool(flag)
        case (.switch, _):
            report("'\(row.id ?? "")' is a switch; give true or false, not '\(written)'", at: scalar.range)
        case (.stepper, .number(let number)), (.slider, .number(let number)):
            guard case .numbers(let numbers)? = row.form else { return nil }
            guard number >= numbers.minimum, number <= numbers.maximum else {
                report(
                    "\(number.formattedForMessage) is outside '\(row.id ?? "")''s range, from \(numbers.minimum.formattedForMessage) to \(numbers.maximum.formattedForMessage)",
                    at: scalar.range)
                return nil
            }
            return numbers.value(number)
        case (.stepper, _), (.slider, _):
            report("'\(row.id ?? "")' takes a number, not '\(written)'", at: scalar.range)
        case (.textField, _):
            return .text(scalar.value.text)
        case (.segmented, _), (.picker, _):
            let keys = row.form?.options.map(\.key) ?? []
            guard keys.contains(scalar.value.text) else {
                report(
                    "'\(written)' is not one of '\(row.id ?? "")''s options (\(keys.joined(separator: ", ")))\(NearestName.hint(for: scalar.value.text, among: keys))",
                    at: scalar.range)
                return nil
            }
            return .text(scalar.value.text)
        case (.datePicker, _):
            report("a preview shows a date picker at 9:41 on January 9, 2007; '\(row.id ?? "")' cannot be given a date", at: scalar.range)
        }
        return nil
    }
}
