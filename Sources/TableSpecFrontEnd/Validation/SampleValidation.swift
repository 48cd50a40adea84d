import TableSpecDiagnostics
import TableSpecModel

extension SpecValidator {
    /// Reads sample items as the model's field types (`SampleValueReading` says how), reporting
    /// their problems in item order.
    mutating func resolveSample(_ items: SampleItems, model: ResolvedModel) -> ResolvedSample {
        var resolver = SampleResolver(model: model, items: items)
        let sample = resolver.resolve()
        for diagnostic in resolver.diagnostics { add(diagnostic) }
        return sample
    }
}

/// Checks sample items against their model and reads their values into a `ResolvedSample`.
///
/// Works on the flat records: each distinct field name is looked up in the model once, a value
/// is read from its bytes in place, and a text value is stored as where its bytes are in the
/// items' text, which the resolved sample shares, so no `String` is made.
struct SampleResolver {
    let model: ResolvedModel
    let items: SampleItems
    /// The problems found, in item order.
    private(set) var diagnostics: [Diagnostic] = []
    private let fieldNames: [String]
    /// Each model field's type, by position: read for every value, and a `ModelField` copied
    /// out of the model for that would bring its name along.
    private let types: [FieldType]
    private let requiredPositions: [Int]
    /// Each of the items' field names, by its position in `SampleItems.names`, as a position in
    /// the model, if it is one.
    private let fieldPositions: [Int?]
    /// The last item in which each model field was seen, by position: whether the item being
    /// read has a field, with nothing to clear between items.
    private var lastSeen: [Int]

    init(model: ResolvedModel, items: SampleItems) {
        self.model = model
        self.items = items
        fieldNames = model.fields.map(\.name)
        types = model.fields.map(\.type)
        requiredPositions = model.fields.indices.filter { [model] in !model.fields[$0].type.isOptional }
        fieldPositions = items.names.map { [fieldNames] name in fieldNames.firstIndex(of: name) }
        lastSeen = [Int](repeating: -1, count: model.fields.count)
    }

    /// Every valid item, in order; the problems of the others go to `diagnostics`.
    mutating func resolve() -> ResolvedSample {
        var sample = ResolvedSample(fieldCount: model.fields.count, text: items.text, reservingItems: items.count)
        let text = items.text, count = items.count
        text.withUnsafeBufferPointer { text in
            for item in 0..<count {
                sample.appendItem()
                if !resolve(item: item, text: text, into: &sample) { sample.removeLastItem() }
            }
        }
        return sample
    }

    /// Item `item`'s values, set in `sample`'s last item; false, with its problems reported,
    /// when it does not fit the model.
    private mutating func resolve(item: Int, text: UnsafeBufferPointer<UInt8>, into sample: inout ResolvedSample) -> Bool {
        var valid = true
        for field in items.fieldPositions(ofItem: item) {
            let record = items.fields[field]
            guard let position = fieldPositions[record.name] else {
                let name = items.names[record.name]
                diagnostics.append(
                    .error(
                        "'\(ControlCharacters.escaped(name))' is not a field of model '\(model.name)'\(NearestName.hint(for: name, among: fieldNames))",
                        at: location(items.keyRange(ofField: field))))
                valid = false
                continue
            }
            lastSeen[position] = item
            let bounds = items.valueTextBounds(ofField: field)
            let type = types[position]
            switch SampleValueReading(Self.bytes(bounds, of: text), isPlain: record.isPlain, as: type.base) {
            case .text:
                sample.setLastItem(field: position, to: .text(start: bounds.start, end: bounds.end))
            case .value(let slot):
                sample.setLastItem(field: position, to: slot)
            case .null:
                // The slot is nil already.
                if type.isOptional { continue }
                diagnostics.append(
                    .error("'\(fieldNames[position])' needs a value ('\(type)' is not optional)", at: location(items.valueRange(ofField: field))))
                valid = false
            case .mismatch:
                diagnostics.append(
                    .error(
                        "expected \(type.base.rawValue) for '\(fieldNames[position])', found '\(ControlCharacters.escaped(items.valueText(ofField: field)))'",
                        at: location(items.valueRange(ofField: field))))
                valid = false
            }
        }
        for position in requiredPositions where lastSeen[position] != item {
            let field = model.fields[position]
            diagnostics.append(
                .error(
                    "the item has no '\(field.name)', which model '\(model.name)' requires ('\(field.type)')",
                    at: location(SourceRange(at: items.items[item].start))))
            valid = false
        }
        return valid
    }

    /// The bytes from `start` to `end` of `text`, or none when they are not all inside it.
    private static func bytes(_ bounds: (start: UInt32, end: UInt32), of text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = Int(bounds.start), end = Int(bounds.end)
        guard start <= end, end <= text.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: text[start..<end])
    }

    private func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: items.file, range: range)
    }
}
