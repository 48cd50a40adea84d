import Foundation
import Testing
@testable import TableSpecKit

/// What the UIKit target does about each fault the audits of the generated code found, read from the
/// code: the behaviour every table shares from `TableSpecRuntime`'s UIKit part, what a spec says from
/// the file generated for it. There is no UIKit on Linux to run it against: these check that the code
/// takes the path that avoids the fault (the stub tests check that each path type-checks with Apple's
/// signatures, and the content tests run the platform-neutral rules).
@Suite("UIKit behaviour of the runtime and the generated code")
struct UIKitBehaviourTests {
    static func generate(_ spec: String) throws -> String {
        let table = try compiledTable(spec, file: "t.table.yaml")
        return UIKitOutputTarget().source(for: table, sourcePath: "t.table.yaml")
    }

    /// A file of the runtime's UIKit part, as written.
    static func runtime(_ file: String) throws -> String {
        try String(contentsOf: RuntimeModule.sourceDirectory.appendingPathComponent("UIKit/" + file + ".swift"), encoding: .utf8)
    }

    /// The lines of one function or computed property, from its signature to its end.
    static func body(of signature: String, in source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains(signature) }) else { return "" }
        let indent = lines[start].prefix { $0 == " " }.count
        var end = start + 1
        while end < lines.count, !(lines[end].prefix { $0 == " " }.count == indent && lines[end].trimmingCharacters(in: .whitespaces) == "}") { end += 1 }
        return lines[start...min(end, lines.count - 1)].joined(separator: "\n")
    }

    static let plain = "table: T\nsections:\n  - rows: [A, B]\n"

    @Test("a restyled row dequeues a registered cell: every identifier a row can produce is registered, others fall back")
    func everyIdentifierRegistered() throws {
        let source = try Self.generate("table: T\nsections:\n  - rows:\n      - { text: A, style: subtitle }\n      - { text: B, style: custom, class: MyCell, reuseIdentifier: Mine }\n")
        #expect(source.contains("tableView.register(MyCell.self, forCellReuseIdentifier: \"Mine\")"))
        #expect(Self.body(of: "public static let registeredIdentifiers", in: source).contains("\"Mine\""))
        let dataSource = try Self.runtime("TableDataSource")
        let install = Self.body(of: "public func install(on tableView: UITableView)", in: dataSource)
        #expect(install.contains("for style in TableCellStyle.allCases {\n            tableView.register(UITableViewCell.self, forCellReuseIdentifier: style.defaultReuseIdentifier)"))
        #expect(install.contains("Table.prepare(tableView)"))
        let cell = Self.body(of: "private func cell(in tableView: UITableView", in: dataSource)
        #expect(cell.contains("tableView.dequeueReusableCell(withIdentifier: cellIdentifier(for: row), for: indexPath)"))
        let identifier = Self.body(of: "private func cellIdentifier(for row: TableRow<Table>)", in: dataSource)
        #expect(identifier.contains("Table.registeredIdentifiers.contains(row.reuseIdentifier) ? row.reuseIdentifier : row.style.defaultReuseIdentifier"))
    }

    @Test("the cell provider finds its row by the item identifier UIKit hands it, not by index path")
    func cellsByIdentity() throws {
        let dataSource = try Self.runtime("TableDataSource")
        let install = Self.body(of: "public func install(on tableView: UITableView)", in: dataSource)
        #expect(install.contains("self?.cell(in: tableView, at: indexPath, for: identity)"))
        let cell = Self.body(of: "private func cell(in tableView: UITableView", in: dataSource)
        #expect(cell.contains("guard let row = rowsByIdentity[identity] else {"))
        #expect(!cell.contains("content.row(at:"))
    }

    @Test("moves are retargeted by the content's move rule, and a drop is not replayed")
    func movesRetargeted() throws {
        let dataSource = try Self.runtime("TableDataSource")
        let target = Self.body(of: "targetIndexPathForMoveFromRowAt sourceIndexPath", in: dataSource)
        #expect(target.contains("content.targetPosition(movingRowAt: position(sourceIndexPath), to: position(proposedDestinationIndexPath))"))
        // The diffable data source moves the row in its own snapshot first (super); the content follows, and a
        // snapshot goes out, unanimated, only when the identities no longer match.
        let move = Self.body(of: "override func tableView(_ tableView: UITableView, moveRowAt", in: try Self.runtime("TableCellSource"))
        let superCall = try #require(move.range(of: "super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)"))
        let follow = try #require(move.range(of: "owner?.rowMoved(from: sourceIndexPath, to: destinationIndexPath)"))
        #expect(superCall.lowerBound < follow.lowerBound)
        let moved = Self.body(of: "func rowMoved(from sourceIndexPath: IndexPath", in: dataSource)
        #expect(moved.contains("apply(updated, animated: false)"))
        #expect(!moved.contains("animated: true"))
    }

    @Test("custom cells keep their own layout: no built-in label or content configuration is touched")
    func customCellsUntouched() throws {
        let source = try Self.generate("table: T\nsections:\n  - rows:\n      - { text: A, style: custom, class: MyCell }\n")
        #expect(Self.body(of: "public static func configureCustomCell", in: source).contains("cell.configure(with: row)"))
        for file in ["TableDataSource", "CellContent", "TableCellSource", "TableViewController"] {
            let runtime = try Self.runtime(file)
            for deprecated in ["textLabel", "detailTextLabel", "imageView"] { #expect(!runtime.contains(deprecated), "\(file): \(deprecated)") }
        }
        for deprecated in ["textLabel", "detailTextLabel", "imageView"] { #expect(!source.contains(deprecated), "\(deprecated)") }
        let cell = Self.body(of: "private func cell(in tableView: UITableView", in: try Self.runtime("TableDataSource"))
        let customBranch = try #require(cell.components(separatedBy: "if row.style == .custom {").last?.components(separatedBy: "} else").first)
        #expect(customBranch.contains("Table.configureCustomCell(cell, with: row)"))
        #expect(!customBranch.contains("contentConfiguration"))
    }

    @Test("the table header and footer are content, and size themselves to the width and the text size")
    func headerSizesItself() throws {
        let source = try Self.generate("table: T\nheader: A long header that wraps\nfooter: F\nsections:\n  - rows: [A]\n")
        #expect(source.contains("TableText(\"A long header that wraps\")"))
        let textView = try Self.runtime("TableTextView")
        let layout = Self.body(of: "override func layoutSubviews()", in: textView)
        #expect(layout.contains("label.sizeThatFits"))
        #expect(layout.contains("tableView.tableHeaderView = self"))
        #expect(textView.contains("UIContentSizeCategory.didChangeNotification"))
        #expect(!textView.contains("UILabel(frame:"))
        // Shown from the content on every update, so "45 Contacts" follows a delete.
        let apply = Self.body(of: "private func apply(_ newContent: TableContent<Table>", in: try Self.runtime("TableDataSource"))
        #expect(apply.contains("showTableTexts(in: tableView)"))
        let texts = Self.body(of: "private func showTableTexts(in tableView: UITableView)", in: try Self.runtime("TableDataSource"))
        #expect(texts.contains("content.header") && texts.contains("content.footer"))
    }

    @Test("a tap is deselected before the app hears it, unless the table selects many or the row opens a table; a selectable row is heard")
    func selectionCleared() throws {
        let dataSource = try Self.runtime("TableDataSource")
        let didSelect = Self.body(of: "didSelectRowAt indexPath", in: dataSource)
        let deselect = try #require(didSelect.range(of: "if inList || (!tableView.allowsMultipleSelection && tapped.opens == nil && !Self.pushesOptions(tapped)) {\n            tableView.deselectRow(at: indexPath, animated: true)"))
        let notify = try #require(didSelect.range(of: "onSelect?("))
        #expect(deselect.lowerBound < notify.lowerBound, "an onSelect that updates the content would leave this index path naming another row")
        // A row that opens a table, or pushes a picker's options, is deselected by the view controller on the way
        // back, or here when nothing was shown.
        #expect(didSelect.contains("if row.opens != nil, !open(event), !tableView.allowsMultipleSelection {"))
        #expect(didSelect.contains("if Self.pushesOptions(row), !showOptions(of: row), !tableView.allowsMultipleSelection {"))
        #expect(Self.body(of: "open override func viewDidLoad()", in: try Self.runtime("TableViewController")).contains("clearsSelectionOnViewWillAppear = true"))
        #expect(Self.body(of: "shouldHighlightRowAt indexPath", in: dataSource).contains("respondsToTap"))
        let responds = Self.body(of: "private func respondsToTap(_ row: TableRow<Table>", in: dataSource)
        #expect(responds.contains("row.id != nil"))
        #expect(responds.contains("onSelect != nil"), "a row without an id is heard when the app listens")
        #expect(responds.contains("guard row.isSelectable, !content.isDisabled(row) else {"), "a disabled row is not heard")
        #expect(dataSource.contains("didDeselectRowAt"))
        let multiple = try Self.generate("table: T\nselection: multiple\nsections:\n  - rows: [A, B]\n")
        #expect(multiple.contains("tableView.allowsMultipleSelection = true"))
    }

    @Test("rows self-size by default, estimated at 44 pt; a fixed height stays fixed")
    func selfSizingDefault() throws {
        let install = Self.body(of: "public func install(on tableView: UITableView)", in: try Self.runtime("TableDataSource"))
        let automaticRow = try #require(install.range(of: "tableView.rowHeight = UITableView.automaticDimension"))
        #expect(install.contains("tableView.estimatedRowHeight = 44"))
        let prepare = try #require(install.range(of: "Table.prepare(tableView)"))
        #expect(automaticRow.lowerBound < prepare.lowerBound, "the spec's settings come after the defaults")
        #expect(!(try Self.generate(Self.plain)).contains("rowHeight"))
        let fixed = try Self.generate("table: T\nrowHeight: 60\nsections:\n  - rows: [A]\n")
        #expect(fixed.contains("tableView.rowHeight = 60.0"))
        #expect(fixed.contains("tableView.estimatedRowHeight = UITableView.automaticDimension"))
    }

    @Test("rows without an editing or reorder control do not indent in edit mode")
    func noIndentWithoutControls() throws {
        let indent = Self.body(of: "shouldIndentWhileEditingRowAt indexPath", in: try Self.runtime("TableDataSource"))
        #expect(indent.contains("return (row.canEdit && row.editingStyle != .none) || row.canMove"))
    }

    @Test("changed rows are reconfigured in one snapshot, reloaded only when they need another kind of cell; retitled sections reload")
    func checkmarksReconfigure() throws {
        let dataSource = try Self.runtime("TableDataSource")
        #expect(!dataSource.contains("reloadRows"))
        #expect(!dataSource.contains("reloadData"))
        let apply = Self.body(of: "private func apply(_ newContent: TableContent<Table>", in: dataSource)
        #expect(apply.contains("content.rowChanges(since: old, identities: identities, oldIdentities: oldIdentities)"))
        // Apple: a reconfigured item's cell provider must dequeue the same type of cell.
        #expect(apply.contains("if cellIdentifier(for: change.before) == cellIdentifier(for: change.after) {\n                reconfigured.append(change.identity)\n            } else {\n                reloaded.append(change.identity)"))
        #expect(apply.contains("snapshot.reconfigureItems(reconfigured)"))
        #expect(apply.contains("snapshot.reloadItems(reloaded)"))
        // Sections are known by id, not title: a changed footer reloads the section instead of replacing it.
        #expect(apply.contains("snapshot.reloadSections(content.retitledSections(since: old, identities: identities, oldIdentities: oldIdentities))"))
    }

    @Test("a keystroke's snapshot is the search's, picked from the content's identities made when the content changed; the search field's focus folds the rows")
    func searchKeystrokes() throws {
        let dataSource = try Self.runtime("TableDataSource")
        let apply = Self.body(of: "private func apply(_ newContent: TableContent<Table>", in: dataSource)
        #expect(apply.contains("contentIdentities = content.identities"))
        #expect(apply.contains("var snapshot = snapshot(of: identities)"))
        // A keystroke changes no content: no identity is counted, no row compared, and the cell provider's rows stay.
        let search = Self.body(of: "public func search(_ query: TableSearchQuery)", in: dataSource)
        #expect(search.contains("filterContent()"))
        #expect(search.contains("cells.apply(snapshot(of: displayedIdentities), animatingDifferences: true)"))
        for slow in ["apply(content", ".identities", "rowChanges", "indexRows"] {
            #expect(!search.contains(slow), "\(slow)")
        }
        let filter = Self.body(of: "private func filterContent()", in: dataSource)
        let oneLine = filter.split(whereSeparator: \.isWhitespace).joined(separator: " ").replacingOccurrences(of: "( ", with: "(")
        #expect(oneLine.contains("TableSearchSnapshot(searching: content, identities: contentIdentities, query: searchQuery,"), "\(filter)")
        #expect(Self.body(of: "private func indexRows()", in: dataSource).contains("zip(content.sections, contentIdentities)"))
        // The move that keeps the snapshot keeps the identities with the content.
        let moved = Self.body(of: "func rowMoved(from sourceIndexPath: IndexPath", in: dataSource)
        #expect(moved.contains("content = updated\n            contentIdentities = identities\n            indexRows()"))
        let began = Self.body(of: "public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)", in: dataSource)
        #expect(began.contains("prepareSearch()"))
        #expect(Self.body(of: "private func prepareSearch()", in: dataSource).contains("filter.prepare(content.sections)"))
    }

    @Test("a switch row shows a UISwitch whose state comes from the content and whose flips reach the app with the row")
    func switches() throws {
        let source = try Self.generate("table: T\nsections:\n  - rows:\n      - { text: Wi-Fi, control: switch, on: true, id: wifi }\n")
        #expect(source.contains("control: .switch"))
        #expect(source.contains("isOn: true"))
        let dataSource = try Self.runtime("TableDataSource")
        let cell = Self.body(of: "private func cell(in tableView: UITableView", in: dataSource)
        #expect(cell.contains("if let control = FormControlViews.accessoryView(for: row, reusing: reusedControl, isEnabled: !isDisabled, report: report) {\n            cell.accessoryView = control"))
        let controls = try Self.runtime("FormControlViews")
        #expect(controls.contains("let control = reused as? UISwitch ?? UISwitch()\n            control.setOn(row.isOn, animated: false)"))
        // Taken off before the custom branch, so a reused custom cell loses a switch its new row does not have.
        let cleared = try #require(cell.range(of: "cell.accessoryView = nil"))
        let custom = try #require(cell.range(of: "if row.style == .custom {"))
        #expect(cleared.lowerBound < custom.lowerBound)
        let changed = Self.body(of: "private func valueChanged", in: dataSource)
        #expect(changed.contains("updated.setValue(value, at: position)"))
        #expect(changed.contains("onSwitchChange?(event)"))
        #expect(changed.contains("onValueChange?(event)"))
        // A flip that shows, hides or disables other rows goes through one snapshot.
        // So does any flip during a search, whose filtered rows follow the content.
        #expect(changed.contains("if filtered != nil || updated.hasConditions || "))
        #expect(changed.contains("apply(updated, animated: true)"))
    }

    @Test("accessibility: action rows carry the button trait; a menu action with only an image is named")
    func accessibility() throws {
        let dataSource = try Self.runtime("TableDataSource")
        let cell = Self.body(of: "private func cell(in tableView: UITableView", in: dataSource)
        #expect(cell.contains("var traits: UIAccessibilityTraits = row.role == .normal ? .none : .button"))
        #expect(cell.contains("if isDisabled { traits.insert(.notEnabled) }\n        cell.accessibilityTraits = traits"), "a disabled row reads as dimmed")
        let menu = Self.body(of: "private func menuAction(_ action: TableRowAction<Table>", in: dataSource)
        #expect(menu.contains("if title.isEmpty, let symbol {\n            menuAction.accessibilityLabel = symbol"))
    }
}
