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

    /// `UITableView`'s properties that a table's settings set in `prepare(_:)`, and the labels of its calls.
    enum TableView {
        static let forCellReuseIdentifier = "forCellReuseIdentifier"
        static let rowHeight = "rowHeight"
        static let estimatedRowHeight = "estimatedRowHeight"
        static let sectionHeaderHeight = "sectionHeaderHeight"
        static let sectionFooterHeight = "sectionFooterHeight"
        static let estimatedSectionHeaderHeight = "estimatedSectionHeaderHeight"
        static let estimatedSectionFooterHeight = "estimatedSectionFooterHeight"
        static let separatorStyle = "separatorStyle"
        /// `UITableViewCell.SeparatorStyle.none`.
        static let noSeparator = "none"
        static let allowsSelection = "allowsSelection"
        static let allowsMultipleSelection = "allowsMultipleSelection"
        static let allowsSelectionDuringEditing = "allowsSelectionDuringEditing"
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
