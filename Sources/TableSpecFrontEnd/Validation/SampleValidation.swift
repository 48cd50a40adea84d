import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

extension SpecValidator {
    /// Reads sample items as the model's field types (`SampleValueReading` says how), reporting
    /// their problems in item order.
    mutating func resolveSample(_ items: SampleItems, model: ResolvedModel) -> [SampleItem] {
        let part = SampleResolver(model: model).resolve(0..<items.count, of: items)
        for diagnostic in part.diagnostics { add(diagnostic) }
        return part.items
    }
}

/// Checks sample items against their model and reads their values.
///
/// Works on the flat records: each distinct field name is looked up in the model once, and a
/// value becomes a `String` only when the item keeps it as one.
struct SampleResolver: Sendable {
    /// The items that are valid, and the problems found in them, in item order.
    struct Part: Sendable {
        var items: [SampleItem] = []
        var diagnostics: [Diagnostic] = []
    }

    let model: ResolvedModel
    private let fieldNames: [String]
    private let requiredPositions: [Int]
    /// Each of the items' field names, by its position in `SampleItems.names`, as a position in
    /// the model, if it is one: learned as the items come.
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
