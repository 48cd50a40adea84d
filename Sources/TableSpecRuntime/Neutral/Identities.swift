/// What a row is known by across updates; see `TableRowIdentity`.
public nonisolated enum TableRowKey<Table: TableDefinition>: Hashable, Sendable {
    /// A row with an `id`.
    case id(Table.RowID)
    /// A dynamic row, by its item's key: the model's `items.id` field, or the whole item.
    case item(Table.RowItem.Key)
    /// An inline picker's option row, by the picker row's id and the option's key.
    case option(Table.RowID, String)
    /// Any other row, by its text.
    case text(String?)
}

/// A row's identity in a snapshot: its key, and how many earlier rows of the table have the same key. Unique
/// even when data repeats, and stable while the rows before it keep their keys.
public nonisolated struct TableRowIdentity<Table: TableDefinition>: Hashable, Sendable {
    public var key: TableRowKey<Table>
    public var occurrence: Int

    public init(key: TableRowKey<Table>, occurrence: Int = 0) {
        self.key = key
        self.occurrence = occurrence
    }
}

/// A section's identity in a snapshot: its id, the spec section it comes from and, for a grouped section, its
/// group, then how many earlier sections share those. Its titles are not part of it: a section whose header
/// or footer changes is the same section, reloaded, not a new one.
public nonisolated struct TableSectionIdentity<Table: TableDefinition>: Hashable, Sendable {
    /// The section's id, if it has one.
    public var id: Table.SectionID?
    /// The spec section it comes from.
    public var declaredIndex: Int
    /// The group a grouped section gathers.
    public var group: String?
    /// How many earlier sections have the same id, spec section and group.
    public var occurrence: Int

    /// The identity of `section`, before repeats are counted.
    public init(_ section: TableSection<Table>) {
        self.id = section.id
        self.declaredIndex = section.declaredIndex
        self.group = section.group
        self.occurrence = 0
    }
}

/// Every section and row of a snapshot with its identity, in order (`TableContent.identities`): what a diffable
/// data source's snapshot is made of.
public typealias TableIdentities<Table: TableDefinition> = [(section: TableSectionIdentity<Table>, rows: [TableRowIdentity<Table>])]

/// A row the user acted on: what every callback carries, so a row with an id, a dynamic row and a plain row
/// are heard the same way.
public nonisolated struct TableRowEvent<Table: TableDefinition>: Equatable, Sendable {
    /// The row as it is after the event.
    public var row: TableRow<Table>
    /// Where the row is; for a deleted row, where it was.
    public var position: TableRowPosition
    /// The row's id, when it has one.
    public var id: Table.RowID? { row.id }
    /// The item a dynamic row shows.
    public var item: Table.RowItem? { row.item }
    /// The table selecting the row opens, when it opens one.
    public var opens: Table.OpenedTable? { row.opens }
    /// The storyboard segue identifier the row stands for (`segue`), for code that keyed on it in
    /// `prepare(for:sender:)`.
    public var segue: String? { row.segue }

    public init(row: TableRow<Table>, position: TableRowPosition) {
        self.row = row
        self.position = position
    }
}

/// What the user changed in the table's content.
public nonisolated enum TableContentChange<Table: TableDefinition>: Equatable, Sendable {
    /// The user deleted a row; the event has where it was.
    case deleted(TableRowEvent<Table>)
    /// The user inserted a row through an insert control.
    case inserted(TableRowEvent<Table>)
    /// The user moved a row.
    case moved(TableRowEvent<Table>, from: TableRowPosition)
    /// The user tapped a row of a checkmark list; these rows' checkmarks changed, in order.
    case checkmarks([TableRowEvent<Table>])
    /// The user flipped a row's switch; `row.isOn` is its new state.
    case switched(TableRowEvent<Table>)
    /// The user changed the value of a form row other than a switch (typed a text, stepped, slid, chose an
    /// option or a date); `row.value` is the new value, as the row's control took it.
    case valueChanged(TableRowEvent<Table>)
}
