import TableSpecRuntime

// Pantry.table.yaml in the harness's terms: the conformances, and what the spec says about its
// dynamic sections, written from the spec.

extension Pantry.RowID: HarnessID {}
extension Pantry.SectionID: HarnessID {}

extension Pantry: HarnessTable {
    static var tableName: String { "Pantry" }
    static var plainItemsSection: Int { 5 }
    static var groupedItemsSection: Int { 0 }
    static var switchSection: SectionID { .alerts }

    static func make(plain: [Pantry.Note], grouped: [Pantry.Food]) -> Content { Content(foodItems: grouped, noteItems: plain) }
    static func setPlain(_ items: [Pantry.Note], in content: inout Content) { content.setNoteItems(items) }
    static func setGrouped(_ items: [Pantry.Food], in content: inout Content) { content.setFoodItems(items) }
    static func plainItem(_ name: String, _ number: Int) -> Pantry.Note { Pantry.Note(title: name) }
    static func groupedItem(_ name: String, _ note: String?) -> Pantry.Food { Pantry.Food(name: name, aisle: note) }

    /// The `note` prototype: text `{title}`, deletes and moves, the table's delete confirmation.
    static func expectedRow(plain item: Pantry.Note) -> Pantry.Row {
        Pantry.Row(text: item.title, editingStyle: .delete, canEdit: true, canMove: true, deleteConfirmation: "Remove", item: .note(item))
    }

    /// The `food` prototype: subtitle, text `{name}`, detail `{aisle}`, deletes and moves.
    static func expectedRow(grouped item: Pantry.Food) -> Pantry.Row {
        Pantry.Row(text: item.name, detail: item.aisle, style: .subtitle, editingStyle: .delete, canEdit: true, canMove: true,
                   deleteConfirmation: "Remove", item: .food(item))
    }

    static func expectedPlainSection(_ rows: [Pantry.Row]) -> Pantry.Section { Pantry.Section(declaredIndex: 5, header: "Notes", rows: rows) }
    static func expectedGroup(_ title: String, _ rows: [Pantry.Row]) -> Pantry.Section {
        var section = Pantry.Section(declaredIndex: 0, header: title, rows: rows)
        section.group = title
        return section
    }

    static func referenceKey(_ key: RowKey) -> ReferenceKey {
        switch key {
        case .id(let id): return .id(id.rawValue)
        // No model here names an `items.id`: the key holds the whole item, as the reference's does.
        case .item(let key):
            switch key {
            case .note(let item): return .item(AnyHashable(RowItem.note(item)))
            case .food(let item): return .item(AnyHashable(RowItem.food(item)))
            }
        case .option(let picker, let key): return .option(picker.rawValue, key)
        case .text(let text): return .text(text)
        }
    }
}
