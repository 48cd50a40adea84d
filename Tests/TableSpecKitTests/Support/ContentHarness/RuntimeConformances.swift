// TableSpecRuntime's types in the harness's terms, once for every table: the runtime is generic over
// the table, so a conformance per table would conflict.
import TableSpecRuntime

extension TableRowPosition: HarnessPosition {}
extension RowEditingStyle: HarnessEditingStyle {}
extension TableSelectionList: HarnessSelectionList {}
extension TableRowControl: HarnessControl {}
extension TableRow: HarnessRow where Table.RowID: HarnessID {}
extension TableSection: HarnessSection where Table.RowID: HarnessID, Table.SectionID: HarnessID {}
extension TableRowIdentity: HarnessRowIdentity {}
extension TableSectionIdentity: HarnessSectionIdentity {}

/// What an adapter says about its spec; `TableContent` hands the harness's questions to it.
protocol HarnessTable: TableDefinition where RowID: HarnessID, SectionID: HarnessID {
    associatedtype PlainItem
    associatedtype GroupedItem
    static var tableName: String { get }
    static var plainItemsSection: Int { get }
    static var groupedItemsSection: Int { get }
    static var switchSection: SectionID { get }
    static func make(plain: [PlainItem], grouped: [GroupedItem]) -> TableContent<Self>
    static func setPlain(_ items: [PlainItem], in content: inout TableContent<Self>)
    static func setGrouped(_ items: [GroupedItem], in content: inout TableContent<Self>)
    static func plainItem(_ name: String, _ number: Int) -> PlainItem
    static func groupedItem(_ name: String, _ note: String?) -> GroupedItem
    static func expectedRow(plain item: PlainItem) -> TableRow<Self>
    static func expectedRow(grouped item: GroupedItem) -> TableRow<Self>
    static func expectedPlainSection(_ rows: [TableRow<Self>]) -> TableSection<Self>
    static func expectedGroup(_ title: String, _ rows: [TableRow<Self>]) -> TableSection<Self>
    static func referenceKey(_ key: TableRowKey<Self>) -> ReferenceKey
}

extension TableContent: HarnessContent where Table: HarnessTable {
    typealias PlainItem = Table.PlainItem
    typealias GroupedItem = Table.GroupedItem

    static var tableName: String { Table.tableName }
    static var plainItemsSection: Int { Table.plainItemsSection }
    static var groupedItemsSection: Int { Table.groupedItemsSection }
    static var switchSection: Table.SectionID { Table.switchSection }
    static func make(plain: [PlainItem], grouped: [GroupedItem]) -> Self { Table.make(plain: plain, grouped: grouped) }
    mutating func setPlain(_ items: [PlainItem]) { Table.setPlain(items, in: &self) }
    mutating func setGrouped(_ items: [GroupedItem]) { Table.setGrouped(items, in: &self) }
    static func plainItem(_ name: String, _ number: Int) -> PlainItem { Table.plainItem(name, number) }
    static func groupedItem(_ name: String, _ note: String?) -> GroupedItem { Table.groupedItem(name, note) }
    static func expectedRow(plain item: PlainItem) -> TableRow<Table> { Table.expectedRow(plain: item) }
    static func expectedRow(grouped item: GroupedItem) -> TableRow<Table> { Table.expectedRow(grouped: item) }
    static func expectedPlainSection(_ rows: [TableRow<Table>]) -> TableSection<Table> { Table.expectedPlainSection(rows) }
    static func expectedGroup(_ title: String, _ rows: [TableRow<Table>]) -> TableSection<Table> { Table.expectedGroup(title, rows) }
    static func blankRow() -> TableRow<Table> { TableRow() }
    static func referenceKey(_ key: TableRowKey<Table>) -> ReferenceKey { Table.referenceKey(key) }
}
