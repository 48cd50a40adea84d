/// What a generated table is: the namespace enum `tablespec generate` writes for a spec
/// (`enum Settings`) conforms to it, and every engine type of the runtime is generic over it.
///
/// The spec decides the associated types: the ids its rows, sections and actions have, the
/// items its dynamic sections show and the tables its rows open. A table without one of them
/// leaves it `Never`, so the engine's code for it is there but cannot be reached.
///
/// The runtime's engine types are reached through the table's namespace (`Settings.Row`,
/// `Settings.Content`) by the typealiases in this protocol's extension. A model of the spec's with
/// one of those names is declared in the namespace too and takes the name; the engine is still
/// there under its own name (`TableRow<Settings>`).
public nonisolated protocol TableDefinition: Sendable {
    /// The rows that have an `id` (`enum RowID: String`).
    associatedtype RowID: Hashable & Sendable = Never
    /// The sections that have an `id`.
    associatedtype SectionID: Hashable & Sendable = Never
    /// The swipe and menu actions that have an `id`.
    associatedtype ActionID: Hashable & Sendable = Never
    /// The item a dynamic row shows: one case per model of the spec.
    associatedtype RowItem: TableRowItem = Never
    /// The tables this table's rows open (`opens`).
    associatedtype OpenedTable: Hashable & Sendable = Never

    /// The sections as the spec declares them, with every dynamic section empty: what `Content()` shows.
    static var declaredSections: [TableSection<Self>] { get }
    /// The declared indices of the dynamic sections (`items`): rows are not moved into or out of them, since
    /// the app's items decide what they hold.
    static var itemSections: Set<Int> { get }
    /// The section index as the spec declares it (`index`), in order.
    static var indexEntries: [TableIndexEntry] { get }
    /// The strings table and bundle of a localized table (`localization`); nil for a table whose strings are
    /// as written.
    static var localization: TableLocalization? { get }
    /// The row height every row has unless it says otherwise (the spec's `rowHeight`); nil is automatic.
    static var defaultRowHeight: Double? { get }
    /// Whether rows can be selected unless they say otherwise: false under `selection: none`.
    static var rowsAreSelectable: Bool { get }
    /// The section header height every section has unless it says otherwise; nil leaves it to the table view.
    static var defaultSectionHeaderHeight: Double? { get }
    /// The section footer height every section has unless it says otherwise; nil leaves it to the table view.
    static var defaultSectionFooterHeight: Double? { get }
    /// The text above the table's first section (the spec's `header`), as written or localized.
    static var declaredHeader: TableText<Self>? { get }
    /// The text below the table's last section (the spec's `footer`).
    static var declaredFooter: TableText<Self>? { get }
    /// The table's style (`style`): how UIKit makes its table view and which list style SwiftUI shows.
    static var style: TableStyle { get }
    /// The navigation bar title of the table's screen (`title`).
    static var declaredTitle: TableText<Self>? { get }
    /// Whether rows can be edited (deleted, inserted or moved), so the screen shows an Edit button.
    static var hasEditableRows: Bool { get }
    /// The title of the built-in delete action of a row without a `deleteConfirmation`, in a localized table;
    /// nil shows "Delete".
    static var deleteActionTitle: TableText<Self>? { get }
    /// The values of form rows that their rows do not hold themselves, by row id: what a new `Content`
    /// starts with beside them. A switch row holds its own (`isOn`, the spec's `default`), so a table whose
    /// only form rows are switches leaves this empty.
    static var defaultValues: [RowID: TableValue] { get }
    /// Where the form's values are kept (`values: { store: userDefaults }`): the UserDefaults suite and each
    /// value's key. Nil when the values live in the content the app owns.
    static var valueStorage: TableValueStorage<Self>? { get }
    /// What the table shows when it has no rows (`empty`), after a search too; nil shows nothing (an empty search
    /// still shows the system's "No Results").
    static var emptyState: TableEmptyState<Self>? { get }
    /// Whether the user can pull to refresh (`refreshable`).
    static var isRefreshable: Bool { get }
    /// The search field over the rows (`search`); nil for a table without one.
    static var search: TableSearchSettings<Self>? { get }
}

nonisolated extension TableDefinition {
    public static var itemSections: Set<Int> { [] }
    public static var indexEntries: [TableIndexEntry] { [] }
    public static var localization: TableLocalization? { nil }
    public static var defaultRowHeight: Double? { nil }
    public static var rowsAreSelectable: Bool { true }
    public static var defaultSectionHeaderHeight: Double? { nil }
    public static var defaultSectionFooterHeight: Double? { nil }
    public static var declaredHeader: TableText<Self>? { nil }
    public static var declaredFooter: TableText<Self>? { nil }
    public static var deleteActionTitle: TableText<Self>? { nil }
    public static var style: TableStyle { .plain }
    public static var declaredTitle: TableText<Self>? { nil }
    public static var hasEditableRows: Bool { false }
    public static var defaultValues: [RowID: TableValue] { [:] }
    public static var valueStorage: TableValueStorage<Self>? { nil }
    public static var emptyState: TableEmptyState<Self>? { nil }
    public static var isRefreshable: Bool { false }
    public static var search: TableSearchSettings<Self>? { nil }

    /// A string of the spec's in the app's language: how the generated `indexEntries` look up an index title
    /// that is a word.
    @_spi(Generated)
    public static func localizedString(_ text: TableLocalizedText<Self>) -> String {
        text.string
    }
}

/// The item a dynamic row shows: the generated `RowItem` enum, one case per model.
public nonisolated protocol TableRowItem: Hashable, Sendable {
    /// What a dynamic row is known by across updates: its model's `items.id` field, or the whole item.
    associatedtype Key: Hashable & Sendable
    /// This item's key.
    var identityKey: Key { get }
}

nonisolated extension Never: TableRowItem {
    public var identityKey: Never {
        switch self {}
    }
}

/// The names the engine's types have inside a table's namespace, so that app code reads
/// `Settings.Row` and `Settings.Content`.
nonisolated extension TableDefinition {
    public typealias Row = TableRow<Self>
    public typealias Section = TableSection<Self>
    public typealias Content = TableContent<Self>
    public typealias RowEvent = TableRowEvent<Self>
    public typealias ContentChange = TableContentChange<Self>
    public typealias RowAction = TableRowAction<Self>
    public typealias RowActions = TableRowActions<Self>
    public typealias RowKey = TableRowKey<Self>
    public typealias RowIdentity = TableRowIdentity<Self>
    public typealias SectionIdentity = TableSectionIdentity<Self>
    public typealias LocalizedText = TableLocalizedText<Self>
    public typealias Control = TableRowControl<Self>
    // Named without the module, which an embedded runtime (`--embed-runtime`) does not have.
    public typealias RowPosition = TableRowPosition
    public typealias CellStyle = TableCellStyle
    public typealias Role = RowRole
    public typealias Accessory = CellAccessory
    public typealias EditingStyle = RowEditingStyle
    public typealias SelectionList = TableSelectionList
    public typealias ActionColor = TableActionColor
    public typealias IndexEntry = TableIndexEntry
}
