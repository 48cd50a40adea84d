// The content harness: compiled by ContentPropertyTests together with the generated Swift of the
// specs in this directory (their platform-neutral part; there is no UIKit on Linux). Not part of
// the test target.
//
// Every generated table runs on TableSpecRuntime's types (`TableContent<Menu>`,
// `TableContent<Pantry>`, ...). These protocols name the API under test, so one generic driver and
// one generic reference model serve every spec. RuntimeConformances.swift conforms the runtime's
// types once; each adapter file states the few facts of its spec that the reference needs (which
// sections are dynamic, how a prototype draws an item), as a `HarnessTable`.

/// `RowPosition`.
protocol HarnessPosition: Hashable {
    var section: Int { get set }
    var row: Int { get set }
    init(section: Int, row: Int)
}

/// `EditingStyle`: its cases witness these requirements.
protocol HarnessEditingStyle: Equatable {
    static var none: Self { get }
    static var delete: Self { get }
    static var insert: Self { get }
}

/// `SelectionList`.
protocol HarnessSelectionList: Equatable {
    static var exclusive: Self { get }
    static var inclusive: Self { get }
}

/// `Control`.
protocol HarnessControl: Equatable {
    static var `switch`: Self { get }
}

/// The generated `RowID` and `SectionID`.
protocol HarnessID: RawRepresentable, CaseIterable, Hashable where RawValue == String {}

/// `Row`: the fields the operations read or write.
protocol HarnessRow: Equatable {
    associatedtype EditingStyle: HarnessEditingStyle
    associatedtype Control: HarnessControl
    associatedtype RowID: HarnessID
    associatedtype Item: Hashable
    var text: String? { get set }
    var detail: String? { get set }
    var isOn: Bool { get set }
    var isChecked: Bool { get set }
    var editingStyle: EditingStyle { get set }
    var canEdit: Bool { get set }
    var canMove: Bool { get set }
    var control: Control? { get set }
    var id: RowID? { get set }
    var item: Item? { get set }
}

/// `Section`.
protocol HarnessSection: Equatable {
    associatedtype Row: HarnessRow
    associatedtype SelectionList: HarnessSelectionList
    associatedtype SectionID: HarnessID
    var declaredIndex: Int { get }
    var id: SectionID? { get }
    var group: String? { get }
    var header: String? { get set }
    var selectionList: SelectionList? { get }
    var rows: [Row] { get set }
}

/// `RowIdentity`.
protocol HarnessRowIdentity: Hashable {
    associatedtype Key
    var key: Key { get }
    var occurrence: Int { get }
}

/// `SectionIdentity`.
protocol HarnessSectionIdentity: Hashable {
    associatedtype SectionID
    var id: SectionID? { get }
    var declaredIndex: Int { get }
    var group: String? { get }
    var occurrence: Int { get }
}

/// `Content`: the runtime's API under test, plus the adapter's facts about its spec (forwarded to
/// the table's `HarnessTable` conformance).
protocol HarnessContent: Equatable {
    associatedtype Section: HarnessSection
    associatedtype Position: HarnessPosition
    associatedtype RowIdentity: HarnessRowIdentity
    associatedtype SectionIdentity: HarnessSectionIdentity where SectionIdentity.SectionID == Section.SectionID
    associatedtype PlainItem
    associatedtype GroupedItem

    // The generated API.
    init(sections: [Section])
    var sections: [Section] { get }
    var numberOfSections: Int { get }
    func numberOfRows(inSection section: Int) -> Int
    func contains(_ position: Position) -> Bool
    func row(at position: Position) -> Section.Row?
    func position(of id: Section.Row.RowID) -> Position?
    func section(of id: Section.SectionID) -> Int?
    var identities: [(section: SectionIdentity, rows: [RowIdentity])] { get }
    func changedRows(since old: Self) -> [RowIdentity]
    func rowChanges(since old: Self) -> [(identity: RowIdentity, before: Section.Row, after: Section.Row)]
    mutating func setOn(_ isOn: Bool, at position: Position) -> Bool
    mutating func updateRow(_ id: Section.Row.RowID, _ change: (inout Section.Row) -> Void) -> Position?
    mutating func setDetail(_ detail: String?, for id: Section.Row.RowID) -> Position?
    mutating func setOn(_ isOn: Bool, for id: Section.Row.RowID) -> Position?
    mutating func setChecked(_ isChecked: Bool, for id: Section.Row.RowID) -> [Position]
    mutating func deleteRow(at source: Position) -> Section.Row?
    mutating func insertRow(_ row: Section.Row, at destination: Position) -> Bool
    mutating func moveRow(from source: Position, to destination: Position) -> Bool
    func targetPosition(movingRowAt source: Position, to proposed: Position) -> Position
    mutating func toggleCheckmark(at position: Position) -> [Position]
    func checkedRows(inSection section: Int) -> [Section.Row]
    func checkedRows(in id: Section.SectionID) -> [Section.Row]

    // The adapter: what the spec says, written by hand from the spec.
    /// The table's name, for traces.
    static var tableName: String { get }
    /// The spec section (`declaredIndex`) of items without grouping, and of items grouped by initial.
    static var plainItemsSection: Int { get }
    static var groupedItemsSection: Int { get }
    /// The section whose rows the harness gives switches (the front end may not decode `control: switch`).
    static var switchSection: Section.SectionID { get }
    /// The generated initializer with items for both dynamic sections.
    static func make(plain: [PlainItem], grouped: [GroupedItem]) -> Self
    /// The generated `set…Items(_:)` of each dynamic section.
    mutating func setPlain(_ items: [PlainItem])
    mutating func setGrouped(_ items: [GroupedItem])
    /// An item of each model: `name` is what the prototype's text shows.
    static func plainItem(_ name: String, _ number: Int) -> PlainItem
    static func groupedItem(_ name: String, _ note: String?) -> GroupedItem
    /// A row as each prototype draws an item, and a section as the spec declares the dynamic one, built
    /// from the spec rather than by the generated functions.
    static func expectedRow(plain item: PlainItem) -> Section.Row
    static func expectedRow(grouped item: GroupedItem) -> Section.Row
    static func expectedPlainSection(_ rows: [Section.Row]) -> Section
    static func expectedGroup(_ title: String, _ rows: [Section.Row]) -> Section
    /// A row with the table's defaults and nothing else.
    static func blankRow() -> Section.Row
    /// A generated key, in the reference's terms.
    static func referenceKey(_ key: RowIdentity.Key) -> ReferenceKey
}

/// What a row is known by, as the generated `RowKey` documents it: its id; else its item (no model
/// here names an `items.id`); else its text.
enum ReferenceKey: Hashable, CustomStringConvertible {
    case id(String)
    case item(AnyHashable)
    /// An inline picker's option row, by the picker's id and the option's key.
    case option(String, String)
    case text(String?)

    var description: String {
        switch self {
        case .id(let id): return "id(\(id))"
        case .item(let item): return "item(\(item))"
        case .option(let picker, let key): return "option(\(picker), \(key))"
        case .text(let text): return "text(\(text.map { String(reflecting: $0) } ?? "nil"))"
        }
    }
}
