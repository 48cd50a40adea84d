extension SpecValidator {
    /// Reads sample items as the model's field types (`SampleValueReading` says how).
    ///
    /// Works on the flat records: each distinct field name is looked up in the model once, and a
    /// value becomes a `String` only when the item keeps it as one.
    mutating func resolveSample(_ items: SampleItems, model: ResolvedModel) -> [SampleItem] {
        var resolved: [SampleItem] = []
        resolved.reserveCapacity(items.count)
        let fieldNames = model.fields.map(\.name)
        let fieldPositions = items.names.map { fieldNames.firstIndex(of: $0) }
        var seen = [Bool](repeating: false, count: model.fields.count)
        // Each item's values start as a copy of this: copying an array is cheaper than building one.
        let noValues = [SampleValue](repeating: .null, count: model.fields.count)
        // By position: looping over the fields themselves would copy each, names and all, for
        // every item.
        let requiredPositions = model.fields.indices.filter { !model.fields[$0].type.isOptional }
        for item in items.indices {
            var values = noValues
            for position in seen.indices { seen[position] = false }
            var valid = true
            for field in items.fieldPositions(ofItem: item) {
                let record = items.fields[field]
                guard let position = fieldPositions[record.name] else {
                    let name = items.names[record.name]
                    add(.error("'\(DiagnosticText.escaped(name))' is not a field of model '\(model.name)'\(NearestName.hint(for: name, among: fieldNames))",
                               at: location(items.keyRange(ofField: field), file: items.file)))
                    valid = false
                    continue
                }
                seen[position] = true
                guard let value = sampleValue(field, of: items, model: model, position: position) else {
                    valid = false
                    continue
                }
                values[position] = value
            }
            for position in requiredPositions where !seen[position] {
                let field = model.fields[position]
                add(.error("the item has no '\(field.name)', which model '\(model.name)' requires ('\(field.type)')",
                           at: location(SourceRange(at: items.items[item].start), file: items.file)))
                valid = false
            }
            if valid { resolved.append(SampleItem(values: values)) }
        }
        return resolved
    }

    private mutating func sampleValue(_ field: Int, of items: SampleItems, model: ResolvedModel, position: Int) -> SampleValue? {
        let type = model.fields[position].type
        let isPlain = items.fields[field].isPlain, base = type.base
        switch items.withValueBytes(ofField: field, { SampleValueReading($0, isPlain: isPlain, as: base) }) {
        case .value(let value):
            return value
        case .null:
            if type.isOptional { return .null }
            let modelField = model.fields[position]
            add(.error("'\(modelField.name)' needs a value ('\(modelField.type)' is not optional)", at: location(items.valueRange(ofField: field), file: items.file)))
            return nil
        case .mismatch:
            let modelField = model.fields[position]
            add(.error("expected \(base.rawValue) for '\(modelField.name)', found '\(DiagnosticText.escaped(items.valueText(ofField: field)))'",
                       at: location(items.valueRange(ofField: field), file: items.file)))
            return nil
        }
    }
}
