#if canImport(UIKit)
internal import UIKit

/// The cells' diffable data source. It also answers what a data source is asked besides cells (titles, the
/// index, editing) from its owner's content, and hands the user's edits to the owner.
@MainActor
final class TableCellSource<Table: UIKitTable>: UITableViewDiffableDataSource<TableSectionIdentity<Table>, TableRowIdentity<Table>> {
    weak var owner: TableDataSource<Table>?

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        owner?.displayed.section(at: section)?.header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard let section = owner?.displayed.section(at: section) else {
            return nil
        }
        // Before iOS 17 an empty section says its empty state in its footer; from iOS 17 it is a view of its own.
        if #unavailable(iOS 17), let state = section.shownEmptyState {
            return ([state.title.string] + (state.message.map { [$0.string] } ?? [])).joined(separator: "\n")
        }
        return section.footer
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        guard let titles = owner?.displayed.sectionIndexTitles, !titles.isEmpty else {
            return nil
        }
        return titles
    }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        owner?.displayed.section(forSectionIndexTitleAt: index) ?? 0
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let owner, let row = owner.content.row(at: owner.position(indexPath)) else {
            return false
        }
        // UIKit shows swipe actions only on rows it may edit.
        return row.canEdit || row.actions.hasSwipeActions
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        // A search shows some rows of a section: where one would go among all of them is not the user's to see.
        guard let owner, owner.searchQuery.isEmpty else {
            return false
        }
        return owner.content.row(at: owner.position(indexPath))?.canMove ?? false
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        owner?.commit(editingStyle, at: indexPath)
    }

    /// The diffable data source moves the row in its own snapshot; then the content follows.
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        owner?.rowMoved(from: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
