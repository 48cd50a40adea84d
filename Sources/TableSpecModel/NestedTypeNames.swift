/// The names inside a table's namespace (`Settings.RowID`, `Settings.Row`, …), and which of them a
/// model or an opened table may take.
///
/// A model is declared inside the namespace, and an opened table is named from there, so a name
/// there decides what each spelling in the generated file means:
/// - `generated`: the types the generated file declares there (`RowID`, `RowItem`, …), which are
///   also `TableSpecRuntime`'s associated types. A model by one of these names would collide with
///   it: the front end refuses it.
/// - `RuntimeAlias`: the short names the runtime gives every table (`Row`, `Content`, …). A model
///   may take one, and shadows it: the generated code then spells the runtime's own type
///   (`TableRow<Mail>`), and app code does too.
/// - `referenced`: types declared elsewhere that the generated code names from inside the
///   namespace (Swift's `String`, the runtime's `TableRow`, UIKit's `UITableViewCell`). A model by
///   one of these names would hide it: the front end refuses it.
/// `NestedTypeNameTests` checks these lists against the goldens and the runtime's sources, and
/// compiles a table whose models take every other name the generated code spells.
public enum NestedTypeNames {
    /// The types the generated file declares inside the namespace.
    public static let generated: Set<String> = ["ActionID", "CustomCell", "Keys", "OpenedTable", "RowID", "RowItem", "SectionID"]

    /// Names an opened table may not have: from inside the namespace, a generated type or a
    /// runtime alias would be found before the table.
    public static let all: Set<String> = generated.union(RuntimeAlias.allCases.map(\.rawValue))

    /// Types declared outside the namespace that the generated code names from inside it.
    public static let referenced: Set<String> = Set(RuntimeAlias.allCases.map(\.runtimeType)).union([
        // Swift: field types, raw types, conformances, isolation, and the payload reader's buffers.
        "Bool", "CaseIterable", "Double", "Hashable", "Int", "MainActor", "Never", "Sendable", "Set", "StaticString", "String",
        // Foundation, for `String(localized:bundle:)`, and a date picker's value.
        "Bundle", "Date",
        // TableSpecRuntime: the conformances, the table texts and the localization.
        "InitialGrouping", "PayloadReader", "SwiftUITable", "TableDefinition", "TableLocalization", "TableRowItem", "TableText", "TableValue",
        "UIKitTable",
        "TableKey", "TableValueStorage",
        // UIKit: cell registrations and custom cells.
        "UITableView", "UITableViewCell", "UIViewController",
        // SwiftUI: the destinations of opened tables.
        "View", "ViewBuilder",
    ])
}

/// A short name `TableSpecRuntime` gives every table's namespace (`Mail.Row` for
/// `TableRow<Mail>`), so app code reads as the spec does.
public enum RuntimeAlias: String, CaseIterable, Sendable {
    case row = "Row", section = "Section", content = "Content", rowEvent = "RowEvent", contentChange = "ContentChange"
    case rowAction = "RowAction", rowActions = "RowActions", rowKey = "RowKey", rowIdentity = "RowIdentity"
    case sectionIdentity = "SectionIdentity", localizedText = "LocalizedText"
    case rowPosition = "RowPosition", cellStyle = "CellStyle", role = "Role", accessory = "Accessory", control = "Control"
    case editingStyle = "EditingStyle", selectionList = "SelectionList", actionColor = "ActionColor", indexEntry = "IndexEntry"
    case dataSource = "DataSource", viewController = "ViewController"

    /// The runtime's own type the alias stands for.
    public var runtimeType: String {
        switch self {
        case .row: "TableRow"
        case .section: "TableSection"
        case .content: "TableContent"
        case .rowEvent: "TableRowEvent"
        case .contentChange: "TableContentChange"
        case .rowAction: "TableRowAction"
        case .rowActions: "TableRowActions"
        case .rowKey: "TableRowKey"
        case .rowIdentity: "TableRowIdentity"
        case .sectionIdentity: "TableSectionIdentity"
        case .localizedText: "TableLocalizedText"
        case .rowPosition: "TableRowPosition"
        case .cellStyle: "TableCellStyle"
        case .role: "RowRole"
        case .accessory: "CellAccessory"
        case .control: "TableRowControl"
        case .editingStyle: "RowEditingStyle"
        case .selectionList: "TableSelectionList"
        case .actionColor: "TableActionColor"
        case .indexEntry: "TableIndexEntry"
        case .dataSource: "TableDataSource"
        case .viewController: "TableViewController"
        }
    }

    /// Whether the runtime's type is generic over the table (`TableRow<Mail>`).
    public var isGeneric: Bool {
        switch self {
        case .rowPosition, .cellStyle, .role, .accessory, .editingStyle, .selectionList, .actionColor, .indexEntry: false
        default: true
        }
    }
}
