#if canImport(UIKit)
public import UIKit

/// What a table's UIKit part knows of its spec beyond its content: the generated namespace conforms to it
/// in its `#if canImport(UIKit)` part, with only what its spec says; everything else has a default here.
public protocol UIKitTable: TableDefinition {
    /// The reuse identifiers the spec names, registered by `prepare(_:)`; the built-in styles' are always
    /// registered. A row whose identifier is neither dequeues its style's cell: dequeuing an unregistered
    /// identifier would trap.
    static var registeredIdentifiers: Set<String> { get }
    /// Registers the spec's cells (`reuseIdentifier`, `cellClass`) and applies its table settings: row and
    /// section heights, separators, selection.
    @MainActor static func prepare(_ tableView: UITableView)
    /// Hands a cell of the app's own class (`style: custom`) its row: the generated `CustomCell` protocol's
    /// `configure(with:)`.
    @MainActor static func configureCustomCell(_ cell: UITableViewCell, with row: TableRow<Self>)
    /// A new view controller of a table this table opens, with the content its spec declares; nil for a table
    /// that opens none.
    @MainActor static func viewController(for table: OpenedTable) -> UIViewController?
    /// Whether a dynamic section is grouped by initial (`groupBy: initial`): on a device its rows are
    /// regrouped by `UILocalizedIndexedCollation`, in the user's language.
    static var collatesOnDevice: Bool { get }
}

extension UIKitTable {
    public static var registeredIdentifiers: Set<String> { [] }
    @MainActor public static func prepare(_ tableView: UITableView) {}
    @MainActor public static func configureCustomCell(_ cell: UITableViewCell, with row: TableRow<Self>) {}
    public static var collatesOnDevice: Bool { false }
    @MainActor public static func viewController(for table: OpenedTable) -> UIViewController? { nil }
}

extension TableStyle {
    /// The table view style UIKit makes the table in; it cannot change after the table view exists.
    var tableViewStyle: UITableView.Style {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

/// The UIKit engine's names inside a table's namespace: `Settings.DataSource`, `Settings.ViewController`.
extension UIKitTable {
    public typealias DataSource = TableDataSource<Self>
    public typealias ViewController = TableViewController<Self>
}
#endif
