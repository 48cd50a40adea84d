import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// The identity of a dynamic section's items: the model field `items.id` names, or, without one,
/// the whole item. Animated updates match old and new items by it, so two items with one
/// identity cannot be told apart. That is not an error (the generated code has a rule for it),
/// but sample data that does it is probably a mistake, and gets a warning.
extension SpecValidator {
    /// The field `items.id` names: a field of the model, and not optional, since an item whose id
    /// is nil would have none.
    mutating func resolveIDField(_ written: Located<String>?, model: ResolvedModel) -> ModelField? {
        guard let written else { return nil }
        guard let field = model.field(named: written.value) else {
            error("'id' names no field of model '\(model.name)'\(NearestName.hint(for: written.value, among: model.fields.map(\.name)))",
                  at: written.range)
            return nil
        }
        guard !field.type.isOptional else {
            let declared = table.models.first { $0.name.value == model.name }?.fields.first { $0.name.value == field.name }
            error("the id field '\(field.name)' is optional ('\(field.type)'): an item whose id is nil would have no identity; use a field that always has a value",
                  at: written.range, notes: declared.map { [note("'\(field.name)' is declared here", at: $0.type.range)] } ?? [])
            return nil
        }
        return field
    }

    /// Sample items read as the model's types (`resolveSample`), with a warning on each item whose
    /// identity an earlier item already has, and a note at that earlier item.
    ///
    /// Checked when every item is valid: an invalid item is already an error and left out of
    /// the result, so the result's positions would no longer be the file's.
    mutating func resolveIdentifiedSample(_ items: SampleItems, model: ResolvedModel, idField: ModelField?) -> ResolvedSample {
        let resolved = resolveSample(items, model: model)
        guard resolved.count == items.count, resolved.count > 1 else { return resolved }
        if let idField, let position = model.fields.firstIndex(of: idField) {
            var first: [SampleValue: Int] = [:]
            first.reserveCapacity(resolved.count)
            for item in resolved.indices {
                let value = resolved[item][position]
                guard let earlier = first[value] else {
                    first[value] = item
                    continue
                }
                let shown = DiagnosticText.escaped(value.text ?? "nil")
                add(.warning("another item has the id '\(shown)' ('\(idField.name)'); ids should be unique, or updates cannot tell the items apart",
                             at: location(idRange(of: item, in: items, field: idField.name), file: items.file),
                             notes: [Diagnostic.Note("'\(shown)' is first used here", at: location(idRange(of: earlier, in: items, field: idField.name), file: items.file))]))
            }
        } else {
            var first: [[SampleValue]: Int] = [:]
            first.reserveCapacity(resolved.count)
            for item in resolved.indices {
                let values = resolved[item].values
                guard let earlier = first[values] else {
                    first[values] = item
                    continue
                }
                add(.warning("this item is the same as an earlier one; without 'id' under 'items' an item is identified by its whole value, so updates cannot tell the two apart",
                             at: location(SourceRange(at: items.items[item].start), file: items.file),
                             notes: [Diagnostic.Note("the same item is first here", at: location(SourceRange(at: items.items[earlier].start), file: items.file))]))
            }
        }
        return resolved
    }

    /// Where item `item` writes its id field's value (every valid item has it: it is required).
    private func idRange(of item: Int, in items: SampleItems, field name: String) -> SourceRange {
        for field in items.fieldPositions(ofItem: item) where items.names[items.fields[field].name] == name {
            return items.valueRange(ofField: field)
        }
        return SourceRange(at: items.items[item].start)
    }
}
