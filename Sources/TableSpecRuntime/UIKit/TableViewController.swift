#if canImport(UIKit)
public import UIKit

/// The table in a ready table view controller: it makes the table view in the spec's style, installs
/// `dataSource`, shows an Edit button when rows can be edited and the search field when the spec has `search`,
/// and clears the selection when it appears, so a row that opened a table is deselected on the way back,
/// alongside the transition.
@MainActor
open class TableViewController<Table: UIKitTable>: UITableViewController {
    /// The data source: set its callbacks, update its content.
    public let dataSource: TableDataSource<Table>

    public init(content: TableContent<Table> = TableContent()) {
        self.dataSource = TableDataSource(content: content)
        super.init(style: Table.style.tableViewStyle)
        title = Table.declaredTitle?.string
    }

    /// From a storyboard (through a subclass of your own: a storyboard cannot name a generic class): the style
    /// is the storyboard's.
    public required init?(coder: NSCoder) {
        self.dataSource = TableDataSource()
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = true
        dataSource.hostViewController = self
        dataSource.install(on: tableView)
        if Table.hasEditableRows {
            navigationItem.rightBarButtonItem = editButtonItem
        }
        if let search = dataSource.makeSearchController() {
            navigationItem.searchController = search
            // The search field presents over this screen, not over whatever presented it.
            definesPresentationContext = true
        }
    }
}
#endif
