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
            error(
                "'id' names no field of model '\(model.name)'\(NearestName.hint(for: written.value, among: model.fields.map(\.name)))",
                at: written.range)
            return nil
        }
        guard !field.type.isOptional else {
            let declared = table.models.first { $0.name.value == model.name }?.fields.first { $0.name.value == field.name }
            error(
                "the id field '\(field.name)' is optional ('\(field.type)'): an item whose id is nil would have no identity; use a field that always has a value",
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
            var seen = SampleIdentityTable(itemCount: resolved.count)
            for item in resolved.indices {
                let value = resolved.value(ofItem: item, field: position)
                var hasher = Hasher()
                value.hash(into: &hasher)
                guard
                    let earlier = seen.earlierItem(
                        like: item, hash: hasher.finalize(),
                        isEqual: { resolved.value(ofItem: $0, field: position) == value })
                else { continue }
                let shown = ControlCharacters.escaped(value.text ?? "nil")
                add(
                    .warning(
                        "another item has the id '\(shown)' ('\(idField.name)'); ids should be unique, or updates cannot tell the items apart",
                        at: location(idRange(of: item, in: items, field: idField.name), file: items.file),
                        notes: [
                            Diagnostic.Note(
                                "'\(shown)' is first used here", at: location(idRange(of: earlier, in: items, field: idField.name), file: items.file))
                        ]))
            }
        } else {
            var seen = SampleIdentityTable(itemCount: resolved.count)
            let fields = 0..<resolved.fieldCount
            for item in resolved.indices {
                var hasher = Hasher()
                for field in fields { resolved.value(ofItem: item, field: field).hash(into: &hasher) }
                let isEqual = { (earlier: Int) in
                    fields.allSatisfy { resolved.value(ofItem: earlier, field: $0) == resolved.value(ofItem: item, field: $0) }
                }
                guard let earlier = seen.earlierItem(like: item, hash: hasher.finalize(), isEqual: isEqual) else { continue }
                add(
                    .warning(
                        "this item is the same as an earlier one; without 'id' under 'items' an item is identified by its whole value, so updates cannot tell the two apart",
                        at: location(SourceRange(at: items.items[item].start), file: items.file),
                        notes: [
                            Diagnostic.Note(
                                "the same item is first here", at: location(SourceRange(at: items.items[earlier].start), file: items.file))
                        ]))
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

/// The items seen so far, by the hash of their identity, for finding an item's first equal.
///
/// A dictionary keyed by each item's values kept every value of every item (an array, and a
/// `String` per long text value) alive until the end: for 100,000 items a quarter of the
/// instructions `validate` spent beyond libyaml's own, and thousands of pages. Here an item is
/// its number and its hash; values are made again, and compared, only when two hashes match.
struct SampleIdentityTable {
    /// Item numbers, -1 where empty; a power of two at least twice the number of items, so
    /// every probe sequence ends at an empty slot.
    private var slots: [Int32]
    private var hashes: [Int]
    private let mask: Int

    init(itemCount: Int) {
        var size = 16
        while size < 2 * itemCount { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        hashes = [Int](repeating: 0, count: itemCount)
        mask = size - 1
    }

    /// The first item seen whose identity equals `item`'s, by `isEqual`; when there is none,
    /// `item` is noted as seen, and nil returned.
    mutating func earlierItem(like item: Int, hash: Int, isEqual: (Int) -> Bool) -> Int? {
        hashes[item] = hash
        var slot = hash & mask
        while slots[slot] >= 0 {
            let earlier = Int(slots[slot])
            if hashes[earlier] == hash, isEqual(earlier) { return earlier }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: item)
        return nil
    }
}
