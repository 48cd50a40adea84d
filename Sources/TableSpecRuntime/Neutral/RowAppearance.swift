/// The table's style: UITableView.Style, and the list style a SwiftUI list shows.
public nonisolated enum TableStyle: CaseIterable, Hashable, Sendable {
    case plain
    case grouped
    case insetGrouped
}

/// UITableViewCell.CellStyle, plus `custom` for a cell class of the app's.
public nonisolated enum TableCellStyle: CaseIterable, Hashable, Sendable {
    case `default`
    case subtitle
    case value1
    case value2
    case custom

    /// The reuse identifier of a row in this style whose spec names none: `TableSpec.` and the style's name.
    public var defaultReuseIdentifier: String {
        switch self {
        case .default: "TableSpec.default"
        case .subtitle: "TableSpec.subtitle"
        case .value1: "TableSpec.value1"
        case .value2: "TableSpec.value2"
        case .custom: "TableSpec.custom"
        }
    }
}

/// How a row's text is drawn: as content (`normal`), or as an action, tinted (`button`) or in the system red
/// (`destructive`), the way iOS draws action rows.
public nonisolated enum RowRole: CaseIterable, Hashable, Sendable {
    case normal
    case button
    case destructive
}

/// UITableViewCell.AccessoryType.
public nonisolated enum CellAccessory: CaseIterable, Hashable, Sendable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// UITableViewCell.EditingStyle.
public nonisolated enum RowEditingStyle: CaseIterable, Hashable, Sendable {
    case none
    case delete
    case insert
}

/// How a section's rows share checkmarks: one (`exclusive`) or any number (`inclusive`).
public nonisolated enum TableSelectionList: CaseIterable, Hashable, Sendable {
    case exclusive
    case inclusive
}

/// A row's place: its section and its row within the section, as in an IndexPath.
public nonisolated struct TableRowPosition: Hashable, Comparable, Sendable {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: TableRowPosition, rhs: TableRowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// One entry of the section index as the spec declares it (`index`); sections are counted in spec order.
public nonisolated enum TableIndexEntry: Hashable, Sendable {
    /// A title leading to a declared section.
    case title(String, section: Int)
    /// The group titles of a grouped dynamic section (`groupBy: initial`).
    case groups(section: Int)
}

/// The version of the runtime's API that generated code is written against. Every generated file names
/// it, so a file generated for another version fails to compile with the version it needs in the error,
/// instead of misbehaving. Regenerate the file with the `tablespec` of this runtime's release.
public nonisolated enum TableSpecRuntimeVersion_1 {}
