import TableSpecDiagnostics
import TableSpecModel

/// A text key written as plural forms (`{ one: …, other: … }`) instead of one string.
extension SpecDecoder {
    /// A text key whose value is a mapping: plural forms, where the key may have them.
    mutating func addPlural(_ declaration: RowKeyDeclaration, _ node: YAMLNodeID, in object: SpecObject, to row: inout RowAttributes) {
        let key = declaration.name
        // The form is chosen by a model field's value, which only a prototype's rows have, or
        // by a stepper's own value (checked once the row's control is known).
        guard object == .prototype || object == .row && declaration.slot == RowKey.detail.slot else {
            report(
                "plural forms are chosen by a number: a prototype's '\(key)' by a field of each item, a stepper's 'detail' by its value; \(object == .row ? "a row" : "'defaults'") takes one string here",
                at: tree.range(node))
            row.markFailed(declaration.slot)
            return
        }
        guard let plural = pluralText(node, key: key) else {
            row.markFailed(declaration.slot)
            return
        }
        row.add(declaration.slot, .plural(plural.value), at: plural.range)
    }

    /// `{ one: "{count} item", other: "{count} items", count: count }`: CLDR's categories, each a
    /// string, `other` required, and `count` naming the field that chooses.
    private mutating func pluralText(_ node: YAMLNodeID, key: String) -> Located<PluralTextDeclaration>? {
        var forms: [PluralTextDeclaration.Form] = []
        var count: Located<String>?
        var readable = true
        let names = PluralCategory.allCases.map(\.rawValue) + ["count"]
        for entry in 0..<tree.count(node) {
            let name = tree.key(node, entry), value = tree.value(node, entry)
            guard tree.isScalar(name) else {
                typeMismatch(name, expected: "a plural category (\(names.joined(separator: ", "))) as a key of '\(key)'")
                readable = false
                continue
            }
            let written = tree.string(name)
            if written == "count" {
                count = string(value, key: "count")
            } else if let category = PluralCategory(rawValue: written) {
                if let text = string(value, key: "\(key).\(written)") {
                    forms.append(.init(category: category, text: text))
                } else {
                    readable = false
                }
            } else {
                report(
                    "'\(ControlCharacters.escaped(written))' is not a plural category of '\(key)' (\(PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")), and 'count' for the Int field that chooses)\(NearestName.hint(for: written, among: names))",
                    at: tree.range(name))
                readable = false
            }
        }
        guard forms.contains(where: { $0.category == .other }) else {
            if readable {
                report(
                    "plural forms of '\(key)' need 'other', the form for every number no other category takes (in English, all but 1)",
                    at: tree.range(node))
            }
            return nil
        }
        guard readable else { return nil }
        return Located(PluralTextDeclaration(forms: forms, count: count, range: tree.range(node)), at: tree.range(node))
    }
}
