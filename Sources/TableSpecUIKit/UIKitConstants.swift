/// The names `--target uikit` spells besides the ones every Swift target shares (`Constants`): UIKit's
/// and the runtime's UIKit part's.
enum UIKitConstants {
    static let module = "UIKit"
    static let tableView = "UITableView"
    static let cell = "UITableViewCell"
    static let viewController = "UIViewController"
    static let automaticDimension = "UITableView.automaticDimension"
    /// The runtime's view controller and data source, generic over the table.
    static let viewControllerType = "TableViewController"
    static let dataSource = "TableDataSource"

    /// The members of the runtime's `UIKitTable` that a table's generated conformance declares.
    enum Table {
        /// The reuse identifiers the table registers a class for.
        static let registeredIdentifiers = "registeredIdentifiers"
        /// Sets the spec's table-wide settings on the table view, once.
        static let prepare = "prepare"
        /// Hands a custom cell its row.
        static let configureCustomCell = "configureCustomCell"
        /// The screen a row that opens a table pushes.
        static let viewController = "viewController"
        /// Whether the section index is collated for the device's language.
        static let collatesOnDevice = "collatesOnDevice"
    }

    /// What the generated code calls on the runtime's view controller and on the app's cells.
    enum Calls {
        /// `TableViewController.update(_:animated:)`: shows new content, animating the difference.
        static let update = "update"
        /// The view controller's content, which the generated setters change.
        static let content = "content"
        /// `CustomCell.configure(with:)`, which the app's custom cell class implements.
        static let configure = "configure"
        /// `UITableView.register(_:forCellReuseIdentifier:)`.
        static let register = "register"
    }
}
