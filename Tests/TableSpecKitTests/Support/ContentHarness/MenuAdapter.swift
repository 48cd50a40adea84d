import TableSpecRuntime

// Menu.table.yaml in the harness's terms: the conformances, and what the spec says about its
// dynamic sections, written from the spec.

extension Menu.RowID: HarnessID {}
extension Menu.SectionID: HarnessID {}

extension Menu: HarnessTable {
    static var tableName: String { "Menu" }
    static var plainItemsSection: Int { 4 }
    static var groupedItemsSection: Int { 5 }
    static var switchSection: SectionID { .settings }

    static func make(plain: [Menu.Tag], grouped: [Menu.Fruit]) -> Content { Content(tagItems: plain, fruitItems: grouped) }
    static func setPlain(_ items: [Menu.Tag], in content: inout Content) { content.setTagItems(items) }
    static func setGrouped(_ items: [Menu.Fruit], in content: inout Content) { content.setFruitItems(items) }
    static func plainItem(_ name: String, _ number: Int) -> Menu.Tag { Menu.Tag(label: name, weight: number) }
    static func groupedItem(_ name: String, _ note: String?) -> Menu.Fruit { Menu.Fruit(name: name, note: note) }

    /// The `tag` prototype: value1, text `{label}`, detail `{weight}`.
    static func expectedRow(plain item: Menu.Tag) -> Menu.Row {
        Menu.Row(text: item.label, detail: "\(item.weight)", style: .value1, item: .tag(item))
    }

    /// The `fruit` prototype: subtitle, text `{name}`, detail `{note}`, deletes and moves.
    static func expectedRow(grouped item: Menu.Fruit) -> Menu.Row {
        Menu.Row(text: item.name, detail: item.note, style: .subtitle, editingStyle: .delete, canEdit: true, canMove: true, item: .fruit(item))
    }

    static func expectedPlainSection(_ rows: [Menu.Row]) -> Menu.Section { Menu.Section(declaredIndex: 4, header: "Tags", rows: rows) }
    static func expectedGroup(_ title: String, _ rows: [Menu.Row]) -> Menu.Section {
        var section = Menu.Section(declaredIndex: 5, header: title, rows: rows)
        section.group = title
        return section
    }

    static func referenceKey(_ key: RowKey) -> ReferenceKey {
        switch key {
        case .id(let id): return .id(id.rawValue)
        // No model here names an `items.id`: the key holds the whole item, as the reference's does.
        case .item(let key):
            switch key {
            case .tag(let item): return .item(AnyHashable(RowItem.tag(item)))
            case .fruit(let item): return .item(AnyHashable(RowItem.fruit(item)))
            }
        case .option(let picker, let key): return .option(picker.rawValue, key)
        case .text(let text): return .text(text)
        }
    }
}
