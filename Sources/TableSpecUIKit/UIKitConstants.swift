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
}
