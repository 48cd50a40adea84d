extension SpecValidator {
    /// Reads sample items as the model's field types. In sample data, a plain `null`, `~` or an
    /// empty value is nil (data, unlike a text field, needs a way to say "no value").
    mutating func resolveSample(_ items: [SampleItemDeclaration], model: ResolvedModel) -> [SampleItem] {
        var resolved: [SampleItem] = []
        resolved.reserveCapacity(items.count)
        let fieldNames = model.fields.map(\.name)
        for item in items {
            var values = [SampleValue](repeating: .null, count: model.fields.count)
            var seen = [Bool](repeating: false, count: model.fields.count)
            var valid = true
            for (name, scalar) in item.fields {
                guard let position = fieldNames.firstIndex(of: name.value) else {
                    add(.error("'\(DiagnosticText.escaped(name.value))' is not a field of model '\(model.name)'\(NearestName.hint(for: name.value, among: fieldNames))",
                               at: location(name.range, file: item.file)))
                    valid = false
                    continue
                }
                seen[position] = true
                guard let value = sampleValue(scalar, field: model.fields[position], file: item.file) else {
                    valid = false
                    continue
                }
                values[position] = value
            }
            for (position, field) in model.fields.enumerated() where !seen[position] && !field.type.isOptional {
                add(.error("the item has no '\(field.name)', which model '\(model.name)' requires ('\(field.type)')", at: location(SourceRange(at: item.range.start), file: item.file)))
                valid = false
            }
            if valid { resolved.append(SampleItem(values: values)) }
        }
        return resolved
    }

    private mutating func sampleValue(_ scalar: SampleScalar, field: ModelField, file: String) -> SampleValue? {
        let isNull = scalar.isPlain && ["", "null", "Null", "NULL", "~"].contains(scalar.text)
        if isNull {
            if field.type.isOptional { return .null }
            add(.error("'\(field.name)' needs a value ('\(field.type)' is not optional)", at: location(scalar.range, file: file)))
            return nil
        }
        let value: SampleValue?
        switch field.type.base {
        case .string:
            value = .string(scalar.text)
        case .int:
            value = scalar.isPlain ? Int(scalar.text).map(SampleValue.int) : nil
        case .double:
            value = scalar.isPlain ? SpecDecoder.decimal(scalar.text).map(SampleValue.double) : nil
        case .bool:
            value = scalar.isPlain && (scalar.text == "true" || scalar.text == "false") ? .bool(scalar.text == "true") : nil
        }
        if value == nil {
            add(.error("expected \(field.type.base.rawValue) for '\(field.name)', found '\(DiagnosticText.escaped(scalar.text))'", at: location(scalar.range, file: file)))
        }
        return value
    }
}
