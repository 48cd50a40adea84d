extension SpecValidator {
    /// From this many items on, a sample list is checked in two halves at once: at 100,000 items
    /// the check is most of what `validate` does after the parse.
    static let sampleItemsCheckedInHalves = 20_000

    /// Reads sample items as the model's field types (`SampleValueReading` says how).
    ///
    /// The halves' problems are reported in item order, as one pass would report them.
    mutating func resolveSample(_ items: SampleItems, model: ResolvedModel) -> [SampleItem] {
        let resolver = SampleResolver(model: model)
        guard items.count >= Self.sampleItemsCheckedInHalves else { return take(resolver.resolve(0..<items.count, of: items)) }
        let (first, second) = WorkerThread.inHalves(of: items.count) { resolver.resolve($0, of: items) }
        // Moved, not copied: appending to a shared array would copy the first half's items.
        var resolved = take(consume first)
        resolved.append(contentsOf: take(consume second))
        return resolved
    }

    /// Items already checked, by `resolveSample` or while the file was read: their problems are
    /// reported here, in item order, as if they had just been found.
    mutating func take(_ part: consuming SampleResolver.Part) -> [SampleItem] {
        for diagnostic in part.diagnostics { add(diagnostic) }
        return part.items
    }
}

/// A sample list checked against its model while the file was read, before validation.
struct PresolvedSample: Sendable {
    /// The model the items were checked against; validation uses the items only if its own
    /// model for the section is the same.
    let model: ResolvedModel
    let part: SampleResolver.Part
}

/// Checks sample items against their model and reads their values: any run of the items, or
/// each item as soon as it is read.
///
/// Works on the flat records: each distinct field name is looked up in the model once, and a
/// value becomes a `String` only when the item keeps it as one. It only reads the items, so two
/// runs of one list can be checked at once.
struct SampleResolver: Sendable {
    /// The items of a run that are valid, and the problems found in it, in item order.
    struct Part: Sendable {
        var items: [SampleItem] = []
        var diagnostics: [Diagnostic] = []
    }

    let model: ResolvedModel
    private let fieldNames: [String]
    private let requiredPositions: [Int]
    /// Each of the items' field names, by its position in `SampleItems.names`, as a position in
    /// the model, if it is one: names are added as items are read, and learned here as they come.
    private var fieldPositions: [Int?] = []
    private var seen: [Bool]
    /// Each item's values start as a copy of this: copying an array is cheaper than building one.
    private let noValues: [SampleValue]

    init(model: ResolvedModel) {
        self.model = model
        fieldNames = model.fields.map(\.name)
        // By position: looping over the fields themselves would copy each, names and all, for
        // every item.
        requiredPositions = model.fields.indices.filter { [model] in !model.fields[$0].type.isOptional }
        seen = [Bool](repeating: false, count: model.fields.count)
        noValues = [SampleValue](repeating: .null, count: model.fields.count)
    }

    /// The items `run` of `items`.
    func resolve(_ run: Range<Int>, of items: SampleItems) -> Part {
        var resolver = self
        var part = Part()
        part.items.reserveCapacity(run.count)
        for item in run { resolver.resolve(item: item, of: items, into: &part) }
        return part
    }

    /// Item `item` of `items`, added to `part`: its values if it is valid, and its problems.
    mutating func resolve(item: Int, of items: SampleItems, into part: inout Part) {
        while fieldPositions.count < items.names.count {
            fieldPositions.append(fieldNames.firstIndex(of: items.names[fieldPositions.count]))
        }
        var values = noValues
        for position in seen.indices { seen[position] = false }
        var valid = true
        for field in items.fieldPositions(ofItem: item) {
            let record = items.fields[field]
            guard let position = fieldPositions[record.name] else {
                let name = items.names[record.name]
                part.diagnostics.append(.error("'\(DiagnosticText.escaped(name))' is not a field of model '\(model.name)'\(NearestName.hint(for: name, among: fieldNames))",
                                               at: location(items.keyRange(ofField: field), in: items)))
                valid = false
                continue
            }
            seen[position] = true
            guard let value = value(field, of: items, position: position, into: &part) else {
                valid = false
                continue
            }
            values[position] = value
        }
        for position in requiredPositions where !seen[position] {
            let field = model.fields[position]
            part.diagnostics.append(.error("the item has no '\(field.name)', which model '\(model.name)' requires ('\(field.type)')",
                                           at: location(SourceRange(at: items.items[item].start), in: items)))
            valid = false
        }
        if valid { part.items.append(SampleItem(values: values)) }
    }

    private func value(_ field: Int, of items: SampleItems, position: Int, into part: inout Part) -> SampleValue? {
        let type = model.fields[position].type
        let isPlain = items.fields[field].isPlain, base = type.base
        switch items.withValueBytes(ofField: field, { SampleValueReading($0, isPlain: isPlain, as: base) }) {
        case .value(let value):
            return value
        case .null:
            if type.isOptional { return .null }
            let modelField = model.fields[position]
            part.diagnostics.append(.error("'\(modelField.name)' needs a value ('\(modelField.type)' is not optional)", at: location(items.valueRange(ofField: field), in: items)))
            return nil
        case .mismatch:
            let modelField = model.fields[position]
            part.diagnostics.append(.error("expected \(base.rawValue) for '\(modelField.name)', found '\(DiagnosticText.escaped(items.valueText(ofField: field)))'",
                                           at: location(items.valueRange(ofField: field), in: items)))
            return nil
        }
    }

    private func location(_ range: SourceRange, in items: SampleItems) -> SourceLocation {
        SourceLocation(file: items.file, range: range)
    }
}
