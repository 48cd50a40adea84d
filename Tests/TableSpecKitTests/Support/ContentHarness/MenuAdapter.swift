// Menu.table.yaml in the harness's terms: the conformances, and what the spec says about its
// dynamic sections, written from the spec.

extension Menu.RowPosition: HarnessPosition {}
extension Menu.EditingStyle: HarnessEditingStyle {}
extension Menu.SelectionList: HarnessSelectionList {}
extension Menu.Control: HarnessControl {}
extension Menu.RowID: HarnessID {}
extension Menu.SectionID: HarnessID {}
extension Menu.Row: HarnessRow {}
extension Menu.Section: HarnessSection {}
extension Menu.RowIdentity: HarnessRowIdentity {}
extension Menu.SectionIdentity: HarnessSectionIdentity {}

extension Menu.Content: HarnessContent {
    static var tableName: String { "Menu" }
    static var plainItemsSection: Int { 4 }
    static var groupedItemsSection: Int { 5 }
    static var switchSection: Menu.SectionID { .settings }

    static func make(plain: [Menu.Tag], grouped: [Menu.Fruit]) -> Self { Self(tagItems: plain, fruitItems: grouped) }
    mutating func setPlain(_ items: [Menu.Tag]) { setTagItems(items) }
    mutating func setGrouped(_ items: [Menu.Fruit]) { setFruitItems(items) }
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
    static func expectedGroup(_ title: String, _ rows: [Menu.Row]) -> Menu.Section { Menu.Section(declaredIndex: 5, header: title, rows: rows) }
    static func blankRow() -> Menu.Row { Menu.Row() }

    static func referenceKey(_ key: Menu.RowKey) -> ReferenceKey {
        switch key {
        case .id(let id): return .id(id.rawValue)
        case .item(let item): return .item(AnyHashable(item))
        case .text(let text): return .text(text)
        }
    }
}
