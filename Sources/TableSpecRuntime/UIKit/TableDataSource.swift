#if canImport(UIKit)
public import UIKit

/// Drives a `UITableView` from `content`: cells, titles, the index, selection, checkmarks, switches, editing,
/// swipe actions and menus, and the tables rows open. Keep it alive (a table view holds its delegate weakly)
/// and call `install(on:)`; or use `TableViewController`, which does both.
///
/// Every change, the user's or the app's, is made to `content` first and then shown in one diffable snapshot,
/// so what the table shows and what the app reads never drift apart.
///
/// The UIKit protocols it adopts are Objective-C protocols, and a generic class can adopt one only in its own
/// declaration, with the methods that satisfy them in its body: Swift refuses `@objc` members in an extension of
/// a generic class.
@MainActor
public final class TableDataSource<Table: UIKitTable>: NSObject, UITableViewDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    /// The content as the table shows it.
    public private(set) var content: TableContent<Table>
    /// Called when the user taps a selectable row: after its checkmark moves in a checkmark list, and before a
    /// table it opens is shown.
    public var onSelect: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user deselects a row of a table that selects many (`selection: multiple`).
    public var onDeselect: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user taps a row's detail button (`detailButton`, `detailDisclosureButton`).
    public var onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user flips a row's switch; `row.isOn` is the new state.
    public var onSwitchChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user changes the value of a form row other than a switch: types in its text field, steps,
    /// slides, or chooses an option or a date. `row.value` is the new value, as the control took it.
    public var onValueChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the form's validity changes (`content.isValid`): every shown row's value meets its `validate`
    /// rules, or one stops meeting them. Enable a Save button with it.
    public var onValidityChange: ((Bool) -> Void)?
    /// Called after the user changes the content: a delete, insert or move, a checkmark or a switch.
    public var onContentChange: ((TableContentChange<Table>) -> Void)?
    /// Supplies the row to insert when the user taps an insert control (the event is that row's); nil inserts
    /// nothing.
    public var rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)?
    /// Called when the user chooses a swipe action of the app's (any but the built-in delete), with the action's
    /// id and the row. Call the completion handler once, when the action is done: `true` if it happened, `false`
    /// if it did not (the row slides back). Completing changes nothing by itself: update the content yourself.
    /// Unset, every such action fails at once.
    public var onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)?
    /// Called when the user chooses an action of a row's context menu (any but the built-in delete).
    public var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?
    /// Called when the user taps a row that opens a table (`event.opens`), after `onSelect`. Return true when you
    /// have shown it yourself; false, or no handler, pushes the table's own view controller.
    public var onOpen: ((TableRowEvent<Table>) -> Bool)?
    /// Called when the user pulls to refresh (`refreshable: true`). The spinner shows until the function returns,
    /// or until you call `endRefreshing()`; unset, it ends at once.
    public var onRefresh: (@MainActor () async -> Void)?
    /// Called when the user taps the button of an empty state (`empty: { action: … }`), the table's or a
    /// section's, with the button's id.
    public var onEmptyAction: ((Table.ActionID) -> Void)?
    /// Configures a cell of the app's own class (`style: custom`) for a row, after `CustomCell.configure(with:)`.
    public var configureCustomCell: ((UITableViewCell, TableRowEvent<Table>) -> Void)?
    /// The view controller that shows the table: an opened table is pushed onto its navigation controller.
    /// `TableViewController` sets itself; set it when you install the data source on a table view of your own.
    public weak var hostViewController: UIViewController?

    /// The app's own table view delegate, for what the data source does not answer itself: every other
    /// `UITableViewDelegate` and `UIScrollViewDelegate` method it implements is called, such as
    /// `scrollViewDidScroll(_:)`, `tableView(_:willDisplay:forRowAt:)` or `tableView(_:didEndDisplaying:forRowAt:)`.
    /// What the data source does answer (selection, highlighting, heights, editing, swipe actions, menus) reaches
    /// the app through the handlers above. Held weakly, as UIKit holds delegates. Prefetching is a protocol of its
    /// own: set the table view's `prefetchDataSource`.
    public weak var delegate: (any UITableViewDelegate)? {
        didSet {
            forwardee = delegate
            // A table view asks its delegate which optional methods it implements when the delegate is set, and
            // remembers the answers: set it again, so that it asks with the app's delegate in place.
            if let tableView, tableView.delegate === self {
                tableView.delegate = nil
                tableView.delegate = self
            }
        }
    }
    /// `delegate`, where Objective-C asks which messages the data source answers: that API is nonisolated, and
    /// UIKit calls it on the main thread.
    nonisolated(unsafe) private weak var forwardee: (any UITableViewDelegate)?

    private weak var tableView: UITableView?
    /// The diffable data source; the table view holds its data source weakly, so this keeps it.
    private var cells: TableCellSource<Table>?
    /// Every row of the content by the identity the snapshot knows it by: what the cell provider is handed. A
    /// search's snapshot gives a row the identity it has in the whole content, so a keystroke leaves this as it is.
    private var rowsByIdentity: [TableRowIdentity<Table>: TableRow<Table>] = [:]
    /// The content's sections and rows with their identities, made when the content changes (empty until it is first
    /// shown): a search's snapshot picks its own from them at each keystroke, instead of counting them again.
    private var contentIdentities: TableIdentities<Table> = []
    private var headerView: TableTextView?
    private var footerView: TableTextView?
    /// Follows UserDefaults changes, for a form kept there; it stops when the data source goes.
    private var storageObservation: TableStorageObservation?
    /// The app's refresh, while it runs.
    private var refreshTask: Task<Void, Never>?
    /// What the table view's background shows now: nothing, the table's empty state, or a search's "No Results".
    private var background: TableBackground = .none
    /// What the user searches for (`search`): empty while no search filters the table.
    public private(set) var searchQuery = TableSearchQuery()
    /// Decides whether a row matches a query, in place of the spec's `fields` compared as Foundation compares
    /// for the user's locale: set it to search another way (a server's results, other fields, tokens). Rows of
    /// folded sections are not searched.
    public var searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)? {
        didSet { if !searchQuery.isEmpty { apply(content, animated: false) } }
    }
    /// The spec's matching, which keeps the rows' folded texts between keystrokes.
    private var searchFilter: TableSearchFilter<Table>?
    /// While a search filters the table: the content it shows, where each of its sections and rows is in `content`,
    /// and their identities. Every event and change of the user's is made at the `content` position.
    private var filtered: TableSearchSnapshot<Table>?

    public init(content: TableContent<Table> = TableContent()) {
        self.content = content
        super.init()
    }

    // MARK: - The app's delegate

    #if canImport(Darwin)
    // Objective-C's forwarding: UIKit asks whether the delegate responds to a method before it calls it, and a
    // message the data source does not implement goes to the app's delegate. Only Apple's platforms have the
    // Objective-C runtime; `DelegateForwardingTests` compiles and runs this block against stand-ins for it.
    nonisolated public override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    nonisolated public override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwardee, forwardee.responds(to: aSelector) {
            return forwardee
        }
        return super.forwardingTarget(for: aSelector)
    }
    #endif

    /// Makes this object the table view's delegate and its cells' source, registers every cell the content can
    /// use, and applies the spec's table settings. The style is fixed when a table view is created: make it the
    /// spec's (`Table.tableViewStyle`).
    public func install(on tableView: UITableView) {
        self.tableView = tableView
        tableView.delegate = self
        for style in TableCellStyle.allCases {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: style.defaultReuseIdentifier)
        }
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.register(TableFoldingHeaderView.self, forHeaderFooterViewReuseIdentifier: TableFoldingHeaderView.reuseIdentifier)
        if Table.isRefreshable {
            let control = UIRefreshControl()
            control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            tableView.refreshControl = control
        }
        Table.prepare(tableView)
        let cells = TableCellSource<Table>(tableView: tableView) { [weak self] tableView, indexPath, identity in
            self?.cell(in: tableView, at: indexPath, for: identity) ?? UITableViewCell()
        }
        cells.owner = self
        cells.defaultRowAnimation = .fade
        self.cells = cells
        if let storage = Table.valueStorage {
            // A form kept in UserDefaults shows what is stored, and follows changes made elsewhere (another
            // screen, the Settings app, an extension of the app group) while it is on screen.
            storage.read(into: &content)
            if storageObservation == nil {
                storageObservation = TableStorageObservation { [weak self] in self?.storedValuesChanged() }
            }
        }
        apply(content, animated: false)
    }

    /// UserDefaults changed: the rows whose stored values differ from the content's show them, animated.
    private func storedValuesChanged() {
        guard let storage = Table.valueStorage else {
            return
        }
        var updated = content
        if storage.read(into: &updated) {
            apply(updated, animated: true)
        }
    }

    /// Shows new content: rows that came, went or moved animate, rows that changed are reconfigured in place,
    /// sections whose titles changed are reloaded, and selected rows stay selected.
    public func update(_ content: TableContent<Table>, animated: Bool = true) {
        apply(content, animated: animated)
    }

    /// Sets the detail text of the row with an id, reconfiguring only its cell.
    public func setDetail(_ detail: String?, for id: Table.RowID) {
        var updated = content
        updated.setDetail(detail, for: id)
        apply(updated, animated: true)
    }

    /// Sets the switch of the row with an id, reconfiguring only its cell.
    public func setOn(_ isOn: Bool, for id: Table.RowID) {
        var updated = content
        updated.setOn(isOn, for: id)
        apply(updated, animated: true)
        store(id)
    }

    /// Sets the value of the form row with an id, as its control takes it: the row and the rows its conditions
    /// show, hide or disable redraw.
    public func setValue(_ value: TableValue?, for id: Table.RowID) {
        var updated = content
        updated.setValue(value, for: id)
        apply(updated, animated: true)
        store(id)
    }

    /// Keeps the value of the row with an id in UserDefaults, for a form kept there.
    private func store(_ id: Table.RowID?) {
        guard let id, let storage = Table.valueStorage else {
            return
        }
        storage.write(content.values[id], for: id)
    }

    /// Sets the checkmark of the row with an id; in an exclusive list the others clear.
    public func setChecked(_ isChecked: Bool, for id: Table.RowID) {
        var updated = content
        updated.setChecked(isChecked, for: id)
        apply(updated, animated: true)
    }

    // MARK: - Showing content

    /// Makes `newContent` the content and shows it in one snapshot: the table animates what came, went or moved,
    /// redraws the rows whose values changed and reloads the sections whose titles changed.
    private func apply(_ newContent: TableContent<Table>, animated: Bool) {
        let old = displayed, oldIdentities = displayedIdentities
        let wasValid = content.isValid
        content = Table.collatesOnDevice ? TableCollation.collated(newContent) : newContent
        contentIdentities = content.identities
        filterContent()
        if wasValid != content.isValid {
            onValidityChange?(content.isValid)
        }
        guard let cells, let tableView else {
            return
        }
        let content = displayed, identities = displayedIdentities
        showTableTexts(in: tableView)
        var snapshot = snapshot(of: identities)
        indexRows()
        // A reconfigured row keeps its cell, so a row that now dequeues another kind of cell is reloaded.
        var reconfigured: [TableRowIdentity<Table>] = []
        var reloaded: [TableRowIdentity<Table>] = []
        for change in content.rowChanges(since: old, identities: identities, oldIdentities: oldIdentities) {
            if cellIdentifier(for: change.before) == cellIdentifier(for: change.after) {
                reconfigured.append(change.identity)
            } else {
                reloaded.append(change.identity)
            }
        }
        // A row whose `disabled` condition changed with the values is redrawn, dimmed or not.
        let redrawn = Set(reconfigured).union(reloaded)
        for identity in content.disabledChanges(since: old, identities: identities, oldIdentities: oldIdentities) where !redrawn.contains(identity) {
            reconfigured.append(identity)
        }
        snapshot.reconfigureItems(reconfigured)
        snapshot.reloadItems(reloaded)
        snapshot.reloadSections(content.retitledSections(since: old, identities: identities, oldIdentities: oldIdentities))
        cells.apply(snapshot, animatingDifferences: animated)
        showEmptyState(in: tableView)
    }

    /// A snapshot of the sections and rows with these identities, in order.
    private func snapshot(of identities: TableIdentities<Table>) -> NSDiffableDataSourceSnapshot<TableSectionIdentity<Table>, TableRowIdentity<Table>>
    {
        var snapshot = NSDiffableDataSourceSnapshot<TableSectionIdentity<Table>, TableRowIdentity<Table>>()
        for entry in identities {
            snapshot.appendSections([entry.section])
            snapshot.appendItems(entry.rows, toSection: entry.section)
        }
        return snapshot
    }

    // MARK: - The screen around the rows

    /// Ends the pull-to-refresh spinner, when the refresh is over before `onRefresh` returns.
    public func endRefreshing() {
        tableView?.refreshControl?.endRefreshing()
    }

    /// The user pulled to refresh: the app's refresh runs, and the spinner ends when it returns.
    private func refresh() {
        guard let onRefresh else {
            endRefreshing()
            return
        }
        refreshTask?.cancel()
        refreshTask = Task { [weak self] in
            await onRefresh()
            self?.endRefreshing()
            self?.refreshTask = nil
        }
    }

    /// Shows the table's empty state (`Table.emptyState`) behind a table without rows, or the system's "No
    /// Results" behind a search that matches nothing, and takes it away when rows come.
    private func showEmptyState(in tableView: UITableView) {
        let wanted: TableBackground
        if let filtered, filtered.content.sections.isEmpty, !content.isEmpty {
            wanted = .noResults
        } else if content.isEmpty, Table.emptyState != nil {
            wanted = .emptyState
        } else {
            wanted = .none
        }
        guard wanted != background else {
            return
        }
        background = wanted
        switch wanted {
        case .none:
            tableView.backgroundView = nil
        case .emptyState:
            tableView.backgroundView = Table.emptyState.map { state in TableEmptyStateView.view(state) { [weak self] id in self?.onEmptyAction?(id) }
            }
        case .noResults:
            tableView.backgroundView = TableEmptyStateView.noResults()
        }
    }

    // MARK: - Search

    /// The search field's text and scope button become the data source's query.
    public func updateSearchResults(for searchController: UISearchController) {
        search(query(from: searchController.searchBar))
    }

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        search(query(from: searchBar))
    }

    /// The user tapped the search field: the rows' texts are folded now, before the first keystroke, which then
    /// folds none (10 ms for 10,000 rows, which the first keystroke would add to its own).
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        prepareSearch()
    }

    private func query(from searchBar: UISearchBar) -> TableSearchQuery {
        let scopes = Table.search?.scopes ?? []
        let index = searchBar.selectedScopeButtonIndex
        return TableSearchQuery(text: searchBar.text ?? "", scope: scopes.indices.contains(index) ? scopes[index].key : nil)
    }

    /// Filters the table by a query, as the search field does: the rows that match stay, in their sections,
    /// and the sections left without rows go, with their headers and index titles.
    public func search(_ query: TableSearchQuery) {
        guard query != searchQuery else {
            return
        }
        searchQuery = query
        filterContent()
        guard let cells, let tableView else {
            return
        }
        // The content has not changed, and a search keeps each row's identity: every identity of the snapshot names
        // the row it named, so no row is compared, reconfigured or reloaded, and the rows keep their cells.
        cells.apply(snapshot(of: displayedIdentities), animatingDifferences: true)
        showEmptyState(in: tableView)
    }

    /// Folds the texts of every row for the spec's matching (`TableSearchFilter.prepare`), as the search field
    /// becomes active: the first keystroke then costs what the next ones do.
    private func prepareSearch() {
        guard let settings = Table.search, searchMatches == nil else {
            return
        }
        var filter = searchFilter ?? TableSearchFilter(texts: settings.texts(of:))
        filter.prepare(content.sections)
        searchFilter = filter
    }

    /// A search controller for the table's `search`: its prompt and scope buttons, reporting to this data source.
    /// `TableViewController` puts it in its navigation item; a view controller of your own does the same.
    public func makeSearchController() -> UISearchController? {
        guard let settings = Table.search else {
            return nil
        }
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = self
        controller.obscuresBackgroundDuringPresentation = false
        controller.searchBar.placeholder = settings.prompt?.string
        if settings.scopes.count > 1 {
            controller.searchBar.scopeButtonTitles = settings.scopes.map(\.title.string)
        }
        controller.searchBar.delegate = self
        return controller
    }

    /// Makes `filtered` what the search shows of `content` now.
    private func filterContent() {
        guard let settings = Table.search, !searchQuery.isEmpty else {
            filtered = nil
            return
        }
        var filter = searchFilter ?? TableSearchFilter(texts: settings.texts(of:))
        filtered = TableSearchSnapshot(
            searching: content, identities: contentIdentities, query: searchQuery,
            inSection: settings.scopedSection(of: searchQuery), filter: &filter, matches: searchMatches)
        searchFilter = filter
    }

    /// What the table view shows: the content, or what a search keeps of it.
    var displayed: TableContent<Table> {
        filtered?.content ?? content
    }

    /// The identities of what the table view shows, in order.
    private var displayedIdentities: TableIdentities<Table> {
        filtered?.identities ?? contentIdentities
    }

    /// Where the row at an index path of the table view is in `content`; a position outside the table when the
    /// index path is not one the table view shows.
    func position(_ indexPath: IndexPath) -> TableRowPosition {
        guard let filtered else {
            return Self.position(indexPath)
        }
        guard filtered.positions.indices.contains(indexPath.section), filtered.positions[indexPath.section].indices.contains(indexPath.row) else {
            return TableRowPosition(section: -1, row: -1)
        }
        return filtered.positions[indexPath.section][indexPath.row]
    }

    /// The index path the table view shows a row of `content` at; nil when a search leaves it out.
    func indexPath(_ position: TableRowPosition) -> IndexPath? {
        guard let filtered else {
            return Self.indexPath(position)
        }
        for (section, rows) in filtered.positions.enumerated() {
            if let row = rows.firstIndex(of: position) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The index in `content` of a section the table view shows.
    func contentSection(_ section: Int) -> Int {
        guard let filtered else {
            return section
        }
        return filtered.sections.indices.contains(section) ? filtered.sections[section] : -1
    }

    /// Folds or unfolds a collapsible section, animated, as a tap on its header does.
    public func setCollapsed(_ isCollapsed: Bool, section: Int) {
        var updated = content
        guard updated.setCollapsed(isCollapsed, section: section) else {
            return
        }
        apply(updated, animated: true)
        if let header = tableView?.headerView(forSection: section) as? TableFoldingHeaderView {
            header.show(content.section(at: section)?.header, isCollapsed: isCollapsed)
        }
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        // A search shows matches, not folds: its sections' headers are plain.
        guard filtered == nil, let shown = content.section(at: section), shown.isCollapsible,
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: TableFoldingHeaderView.reuseIdentifier) as? TableFoldingHeaderView
        else {
            return nil
        }
        header.show(shown.header, isCollapsed: shown.isCollapsed)
        // The section is found again when the header is tapped (by the spec section and the group it shows):
        // sections may have come or gone since.
        let declaredIndex = shown.declaredIndex, group = shown.group
        header.onTap = { [weak self] in
            guard let self, let index = self.content.sections.firstIndex(where: { $0.declaredIndex == declaredIndex && $0.group == group }) else {
                return
            }
            self.setCollapsed(!(self.content.section(at: index)?.isCollapsed ?? false), section: index)
        }
        return header
    }

    /// A section without rows shows its empty state (`empty`) as its footer, from iOS 17; before, its footer
    /// title says it (`TableCellSource`).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard #available(iOS 17, *), filtered == nil, let state = content.section(at: section)?.shownEmptyState else {
            return nil
        }
        return TableEmptyStateView.view(state) { [weak self] id in self?.onEmptyAction?(id) }
    }

    /// Keeps every row of the content under the identity the snapshot knows it by, for the cell provider: what a
    /// search shows is known by the same identities.
    private func indexRows() {
        var rows: [TableRowIdentity<Table>: TableRow<Table>] = [:]
        for (section, entry) in zip(content.sections, contentIdentities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                rows[identity] = row
            }
        }
        rowsByIdentity = rows
    }

    /// The table's header and footer texts, as the content has them now.
    private func showTableTexts(in tableView: UITableView) {
        headerView = TableTextView.show(content.header, in: tableView, current: headerView, isHeader: true)
        footerView = TableTextView.show(content.footer, in: tableView, current: footerView, isHeader: false)
    }

    /// The identifier a row's cell is dequeued with, which decides the cell's kind: the row's own when it is
    /// registered, else its style's.
    private func cellIdentifier(for row: TableRow<Table>) -> String {
        Table.registeredIdentifiers.contains(row.reuseIdentifier) ? row.reuseIdentifier : row.style.defaultReuseIdentifier
    }

    /// The cell for the row the snapshot names: the spec's kind, dequeued, configured from the row.
    private func cell(in tableView: UITableView, at indexPath: IndexPath, for identity: TableRowIdentity<Table>) -> UITableViewCell {
        guard let row = rowsByIdentity[identity] else {
            return UITableViewCell()
        }
        let position = position(indexPath)
        let isDisabled = content.isDisabled(row)
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier(for: row), for: indexPath)
        // Off every cell, custom ones too, and back only on a row with a control: left on a reused cell, it would
        // change the new row. The same kind of control is reused, so one being touched keeps its touch.
        let reusedControl = cell.accessoryView
        cell.accessoryView = nil
        let report: @MainActor (TableValue) -> Void = { [weak self, weak cell] value in
            guard let cell else { return }
            self?.valueChanged(in: cell, to: value)
        }
        if row.style == .custom {
            Table.configureCustomCell(cell, with: row)
            configureCustomCell?(cell, TableRowEvent(row: row, position: position))
        } else if let form = FormFieldContent.configuration(
            for: row, isEnabled: !isDisabled, problem: content.shownProblem(for: row),
            returnMovesOn: nextTextField(after: position) != nil,
            report: report,
            returnPressed: { [weak self, weak cell] in
                guard let cell else { return }
                self?.returnPressed(in: cell)
            })
        {
            cell.contentConfiguration = form
        } else {
            cell.contentConfiguration = CellContent.configuration(for: row, isDisabled: isDisabled)
        }
        if let control = FormControlViews.accessoryView(for: row, reusing: reusedControl, isEnabled: !isDisabled, report: report) {
            cell.accessoryView = control
            cell.accessoryType = .none
        } else {
            cell.accessoryType = row.isChecked ? .checkmark : CellContent.accessoryType(row.accessory)
        }
        cell.editingAccessoryType = CellContent.accessoryType(row.editingAccessory)
        cell.selectionStyle = respondsToTap(row, in: position.section) ? .default : .none
        cell.accessibilityLabel = row.accessibilityLabel
        // A row that acts when tapped reads as a button, as in Settings; a disabled one says so.
        var traits: UIAccessibilityTraits = row.role == .normal ? .none : .button
        if isDisabled { traits.insert(.notEnabled) }
        cell.accessibilityTraits = traits
        return cell
    }

    /// Records a value the user gave a row's control in the content, and tells the app.
    private func valueChanged(in cell: UITableViewCell, to value: TableValue) {
        guard let indexPath = tableView?.indexPath(for: cell) else {
            return
        }
        let position = position(indexPath)
        var updated = content
        guard updated.setValue(value, at: position), let row = updated.row(at: position) else {
            return
        }
        if let id = row.id { updated.markEdited(id) }
        if filtered != nil || updated.hasConditions || row.detail != content.row(at: position)?.detail || row.validation != nil {
            // Rows may show, hide or be disabled by the new value, the row's detail shows it (a stepper's number, a
            // picker's choice) or its message may come or go: one snapshot animates them, and the control stays.
            apply(updated, animated: true)
        } else {
            // The control already shows the change: no new snapshot, but the cell provider's rows follow.
            content = updated
            if let identity = cells?.itemIdentifier(for: indexPath) {
                rowsByIdentity[identity] = row
            }
        }
        store(row.id)
        let event = TableRowEvent(row: row, position: position)
        if row.control == .switch {
            onSwitchChange?(event)
            onContentChange?(.switched(event))
        } else {
            onValueChange?(event)
            onContentChange?(.valueChanged(event))
        }
    }

    // MARK: - Text fields

    /// The next row with a text field after `position`, in the order the table shows them.
    private func nextTextField(after position: TableRowPosition) -> TableRowPosition? {
        var section = position.section, row = position.row + 1
        while section < content.numberOfSections {
            while row < content.numberOfRows(inSection: section) {
                let candidate = TableRowPosition(section: section, row: row)
                if case .textField? = content.row(at: candidate)?.control, !(content.row(at: candidate).map(content.isDisabled) ?? true),
                    indexPath(candidate) != nil
                {
                    return candidate
                }
                row += 1
            }
            section += 1
            row = 0
        }
        return nil
    }

    /// Return in a text field moves to the next text field of the table, scrolled into view; in the last one it
    /// ends editing.
    private func returnPressed(in cell: UITableViewCell) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell) else {
            return
        }
        guard let next = nextTextField(after: position(indexPath)) else {
            cell.contentView.endEditing(true)
            return
        }
        guard let nextPath = self.indexPath(next) else {
            cell.contentView.endEditing(true)
            return
        }
        tableView.scrollToRow(at: nextPath, at: .none, animated: false)
        tableView.layoutIfNeeded()
        guard let field = tableView.cellForRow(at: nextPath).flatMap(Self.formField) else {
            cell.contentView.endEditing(true)
            return
        }
        _ = field.becomeFirstResponder()
    }

    /// The text field of a cell showing `FormFieldContent`: its content view, or inside it.
    private static func formField(in cell: UITableViewCell) -> UITextField? {
        if let view = cell.contentView as? FormFieldContentView {
            return view.textField
        }
        return cell.contentView.subviews.lazy.compactMap { ($0 as? FormFieldContentView)?.textField }.first
    }

    // MARK: - Pushed pickers

    /// Pushes a picker row's options (`pickerStyle: push`); a choice is shown in the row at once.
    private func showOptions(of row: TableRow<Table>) -> Bool {
        guard case .picker(let options, .push)? = row.control, let id = row.id, let navigation = hostViewController?.navigationController else {
            return false
        }
        let chosen = if case .text(let key)? = row.value { key } else { nil as String? }
        let list = TableOptionsViewController(
            title: row.text, options: options.map { ($0.key, $0.title) }, chosen: chosen,
            style: Table.style.tableViewStyle
        ) { [weak self] key in
            self?.optionChosen(key, for: id)
        }
        navigation.pushViewController(list, animated: true)
        return true
    }

    /// Records a pushed or inline picker's choice, and tells the app.
    private func optionChosen(_ key: String, for id: Table.RowID) {
        guard let position = content.position(of: id) else {
            return
        }
        var updated = content
        guard updated.setValue(.text(key), at: position), let row = updated.row(at: position) else {
            return
        }
        apply(updated, animated: true)
        store(id)
        let event = TableRowEvent(row: row, position: position)
        onValueChange?(event)
        onContentChange?(.valueChanged(event))
    }

    // MARK: - Selection

    /// Whether tapping a row does something: it is selectable and it is in a checkmark list, has an id, an item
    /// or a table to open, or the app listens for taps. A row that does nothing neither highlights nor selects.
    private func respondsToTap(_ row: TableRow<Table>, in section: Int) -> Bool {
        guard row.isSelectable, !content.isDisabled(row) else {
            return false
        }
        return content.section(at: section)?.selectionList != nil || row.id != nil || row.item != nil || row.opens != nil || row.choice != nil
            || onSelect != nil
    }

    private func respondsToTap(at indexPath: IndexPath) -> Bool {
        let position = position(indexPath)
        guard let row = content.row(at: position) else {
            return false
        }
        return respondsToTap(row, in: position.section)
    }

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        respondsToTap(at: indexPath)
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        respondsToTap(at: indexPath) ? indexPath : nil
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let position = position(indexPath)
        guard let tapped = content.row(at: position) else {
            return
        }
        let inList = content.section(at: position.section)?.selectionList != nil
        // A checkmark list shows its choice with checkmarks, not the selection. A table that selects many keeps
        // its selection. A row that opens a table stays highlighted while the table is pushed; the view
        // controller deselects it on the way back, alongside the transition, as Settings does. Every other tap
        // is deselected at once, before `onSelect`, which may change the content: this index path can then name
        // another row.
        if inList || (!tableView.allowsMultipleSelection && tapped.opens == nil && !Self.pushesOptions(tapped)) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if inList {
            var updated = content
            let changed = updated.toggleCheckmark(at: position)
            apply(updated, animated: true)
            if !changed.isEmpty {
                onContentChange?(.checkmarks(events(at: changed)))
            }
        }
        guard let row = content.row(at: position) else {
            return
        }
        let event = TableRowEvent(row: row, position: position)
        onSelect?(event)
        if row.opens != nil, !open(event), !tableView.allowsMultipleSelection {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if Self.pushesOptions(row), !showOptions(of: row), !tableView.allowsMultipleSelection {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if let choice = row.choice {
            // An inline picker's option: the checkmark moves to it, and the picker's row has the value.
            optionChosen(choice.key, for: choice.picker)
        }
    }

    /// Whether selecting the row pushes its picker's options; it stays highlighted while they are shown, as a row
    /// that opens a table does.
    private static func pushesOptions(_ row: TableRow<Table>) -> Bool {
        if case .picker(_, .push)? = row.control { return true }
        return false
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        let position = position(indexPath)
        guard tableView.allowsMultipleSelection, let row = content.row(at: position) else {
            return
        }
        onDeselect?(TableRowEvent(row: row, position: position))
    }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let position = position(indexPath)
        guard let row = content.row(at: position) else {
            return
        }
        onAccessoryButtonTap?(TableRowEvent(row: row, position: position))
    }

    /// Shows the table a tapped row opens: the app's `onOpen` first, else the table's own view controller,
    /// pushed. Returns whether it was shown.
    private func open(_ event: TableRowEvent<Table>) -> Bool {
        guard let table = event.opens else {
            return false
        }
        if onOpen?(event) == true {
            return true
        }
        guard let navigation = hostViewController?.navigationController, let controller = Table.viewController(for: table) else {
            return false
        }
        if let text = event.row.text {
            controller.title = text
        }
        navigation.pushViewController(controller, animated: true)
        return true
    }

    /// The rows at `positions` as events, for the app.
    private func events(at positions: [TableRowPosition]) -> [TableRowEvent<Table>] {
        positions.compactMap { position in content.row(at: position).map { TableRowEvent(row: $0, position: position) } }
    }

    // MARK: - Heights

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let height = content.row(at: position(indexPath))?.height else {
            return UITableView.automaticDimension
        }
        return CGFloat(height)
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        // A section without its own height gets the table view's, which is what UIKit uses without this method.
        content.section(at: contentSection(section))?.headerHeight.map { CGFloat($0) } ?? tableView.sectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        content.section(at: contentSection(section))?.footerHeight.map { CGFloat($0) } ?? tableView.sectionFooterHeight
    }

    // MARK: - Editing

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let row = content.row(at: position(indexPath)) else {
            return .none
        }
        // Swiping a row for its own actions asks the editing style of a row UIKit may edit.
        if !tableView.isEditing, row.actions.hasSwipeActions {
            return .delete
        }
        return row.canEdit ? CellContent.editingStyle(row.editingStyle) : .none
    }

    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        content.row(at: position(indexPath))?.deleteConfirmation
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        guard let row = content.row(at: position(indexPath)) else {
            return false
        }
        return (row.canEdit && row.editingStyle != .none) || row.canMove
    }

    public func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        // Rows do not move during a search (`canMoveRowAt`), so the positions are the table view's.
        indexPath(content.targetPosition(movingRowAt: position(sourceIndexPath), to: position(proposedDestinationIndexPath))) ?? sourceIndexPath
    }

    /// An editing control was tapped: a delete removes the row, an insert adds the row `rowToInsert` gives.
    func commit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath) {
        let position = position(indexPath)
        switch style {
        case .delete:
            deleteRow(at: position)
        case .insert:
            guard let tapped = content.row(at: position), let row = rowToInsert?(TableRowEvent(row: tapped, position: position)) else {
                return
            }
            var updated = content
            guard updated.insertRow(row, at: position) else {
                return
            }
            apply(updated, animated: true)
            onContentChange?(.inserted(TableRowEvent(row: row, position: position)))
        default:
            return
        }
    }

    /// The user dropped a row: the diffable data source has already moved it in its snapshot (its own
    /// `tableView(_:moveRowAt:to:)` ran first), so the content follows without replaying the move. A new
    /// snapshot goes out, unanimated, only if the move changed identities (a row whose key repeats).
    func rowMoved(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let source = position(sourceIndexPath)
        let destination = position(destinationIndexPath)
        var updated = content
        guard let row = updated.row(at: source), updated.moveRow(from: source, to: destination) else {
            return
        }
        let identities = updated.identities
        if filtered == nil, let snapshot = cells?.snapshot(), snapshot.itemIdentifiers == identities.flatMap(\.rows),
            snapshot.sectionIdentifiers == identities.map(\.section)
        {
            content = updated
            contentIdentities = identities
            indexRows()
        } else {
            apply(updated, animated: false)
        }
        onContentChange?(.moved(TableRowEvent(row: row, position: destination), from: source))
    }

    // MARK: - Swipe actions and menus

    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActions(leading: true, at: indexPath)
    }

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActions(leading: false, at: indexPath)
    }

    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        guard let row = content.row(at: position(indexPath)), !row.actions.menu.isEmpty, let identity = cells?.itemIdentifier(for: indexPath) else {
            return nil
        }
        let actions = row.actions.menu.map { menuAction($0, for: row, identity: identity) }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: actions) }
    }

    /// A row's own swipe actions for one edge; nil keeps UIKit's (the editing delete).
    private func swipeActions(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let row = content.row(at: position(indexPath)), row.actions.hasSwipeActions, let identity = cells?.itemIdentifier(for: indexPath) else {
            return nil
        }
        let actions = leading ? row.actions.leading : row.actions.trailing
        let configuration = UISwipeActionsConfiguration(actions: actions.map { contextualAction($0, for: row, identity: identity) })
        configuration.performsFirstActionWithFullSwipe = row.actions.performsFirstActionWithFullSwipe
        return configuration
    }

    /// A swipe button. Its handler finds the row by identity when it fires: the row may have moved since.
    private func contextualAction(_ action: TableRowAction<Table>, for row: TableRow<Table>, identity: TableRowIdentity<Table>) -> UIContextualAction
    {
        let handler: UIContextualAction.Handler
        if let id = action.id {
            handler = { [weak self] _, _, completion in
                guard let self, let event = self.event(for: identity), let onSwipeAction = self.onSwipeAction else {
                    completion(false)
                    return
                }
                onSwipeAction(id, event, completion)
            }
        } else {
            handler = { [weak self] _, _, completion in completion(self?.deleteRow(identity: identity) ?? false) }
        }
        let contextual = UIContextualAction(
            style: action.isDestructive ? .destructive : .normal, title: Self.title(of: action, for: row), handler: handler)
        if let color = action.color {
            contextual.backgroundColor = CellContent.color(color)
        }
        if let image = action.image {
            contextual.image = UIImage(systemName: image)
        }
        return contextual
    }

    /// A menu item. One with only an image is still named for VoiceOver: its title is the image's name.
    private func menuAction(_ action: TableRowAction<Table>, for row: TableRow<Table>, identity: TableRowIdentity<Table>) -> UIAction {
        let symbol = action.id == nil ? (action.image ?? "trash") : action.image
        let title = Self.title(of: action, for: row) ?? ""
        let menuAction = UIAction(
            title: title, image: symbol.flatMap { UIImage(systemName: $0) },
            attributes: action.isDestructive ? .destructive : []
        ) { [weak self] _ in
            self?.menuActionChosen(action.id, identity: identity)
        }
        if title.isEmpty, let symbol {
            menuAction.accessibilityLabel = symbol
        }
        return menuAction
    }

    private func menuActionChosen(_ id: Table.ActionID?, identity: TableRowIdentity<Table>) {
        guard let id else {
            deleteRow(identity: identity)
            return
        }
        if let event = event(for: identity) {
            onMenuAction?(id, event)
        }
    }

    /// The built-in delete's title is the row's delete confirmation, else the table's (a localized table looks
    /// "Delete" up), else "Delete".
    private static func title(of action: TableRowAction<Table>, for row: TableRow<Table>) -> String? {
        action.id == nil ? (row.deleteConfirmation ?? Table.deleteActionTitle?.string ?? "Delete") : action.title
    }

    private func event(for identity: TableRowIdentity<Table>) -> TableRowEvent<Table>? {
        guard let indexPath = cells?.indexPath(for: identity), let row = content.row(at: position(indexPath)) else {
            return nil
        }
        return TableRowEvent(row: row, position: position(indexPath))
    }

    @discardableResult
    private func deleteRow(identity: TableRowIdentity<Table>) -> Bool {
        guard let indexPath = cells?.indexPath(for: identity) else {
            return false
        }
        return deleteRow(at: position(indexPath))
    }

    @discardableResult
    private func deleteRow(at position: TableRowPosition) -> Bool {
        var updated = content
        guard let row = updated.deleteRow(at: position) else {
            return false
        }
        apply(updated, animated: true)
        onContentChange?(.deleted(TableRowEvent(row: row, position: position)))
        return true
    }

    // MARK: - Positions

    static func position(_ indexPath: IndexPath) -> TableRowPosition {
        TableRowPosition(section: indexPath.section, row: indexPath.row)
    }

    static func indexPath(_ position: TableRowPosition) -> IndexPath {
        IndexPath(row: position.row, section: position.section)
    }
}

/// What a table view's background shows.
enum TableBackground {
    case none, emptyState, noResults
}

#endif
