import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecTextPreview

/// Swipe actions and context menus (issue 19): what the front end resolves, which delegate
/// methods the UIKit target writes and when, and how `preview --reveal` and `--menu` draw them.
@Suite("Swipe actions and context menus")
struct ActionsTests {
    static func table(_ spec: String) throws -> ResolvedTable { try compiledTable(spec, file: "t.table.yaml") }

    static let inbox = """
        table: T
        defaults:
          swipe:
            trailing: [delete, { id: archive, title: Archive, color: indigo }]
            leading: [{ id: pin, image: pin }]
            fullSwipe: false
        sections:
          - rows:
              - A
              - { text: B, menu: [{ id: copy, title: Copy }, delete] }
              - { text: C, swipe: { trailing: [{ id: flag, title: Flag, style: destructive }] } }

        """

    @Test("swipe and menu resolve through defaults as whole keys, in the spec's order")
    func resolved() throws {
        let rows = try Self.table(Self.inbox).sections[0].rows
        #expect(rows[0].actions.trailing == [.delete, .custom(CustomAction(id: "archive", title: "Archive", image: nil, color: .indigo))])
        #expect(rows[0].actions.leading.map(\.id) == ["pin"])
        #expect(rows[0].actions.performsFirstActionWithFullSwipe == false)
        #expect(rows[1].actions.menu.map(\.id) == ["copy", nil])
        // A row's own swipe replaces the default's entirely, fullSwipe included.
        #expect(rows[2].actions.leading.isEmpty)
        #expect(rows[2].actions.performsFirstActionWithFullSwipe)
        #expect(rows[2].actions.trailing == [.custom(CustomAction(id: "flag", title: "Flag", image: nil, style: .destructive))])
    }

    @Test("without swipe or menu nothing about actions is written")
    func absentWithoutActions() throws {
        let source = try UIKitBehaviourTests.generate("table: T\nediting: { style: delete }\nsections:\n  - rows: [A, B]\n")
        for name in ["ActionID", "RowActions(", "actions:", "declaredActions"] {
            #expect(!source.contains(name), "\(name)")
        }
    }

    @Test("swipe actions: the spec's ids and actions are generated; the runtime answers both edges for every row and deletes through one path")
    func swipeMethods() throws {
        let source = try UIKitBehaviourTests.generate(Self.inbox)
        #expect(source.contains("public nonisolated enum ActionID: String, CaseIterable, Hashable, Sendable"))
        #expect(source.contains("actions: RowActions("))
        let runtime = try UIKitBehaviourTests.runtime("TableDataSource")
        #expect(runtime.contains("leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath"))
        #expect(runtime.contains("trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath"))
        let swipe = UIKitBehaviourTests.body(of: "private func swipeActions(leading: Bool", in: runtime)
        // A row without swipe actions keeps UIKit's default; one with them gets exactly its own.
        #expect(swipe.contains("guard let row = content.row(at: position(indexPath)), row.actions.hasSwipeActions, let identity = cells?.itemIdentifier(for: indexPath) else {\n            return nil"))
        #expect(swipe.contains("configuration.performsFirstActionWithFullSwipe = row.actions.performsFirstActionWithFullSwipe"))
        let contextual = UIKitBehaviourTests.body(of: "private func contextualAction(", in: runtime)
        // Handlers run when the user taps, after the content may have changed: they find the row by identity.
        #expect(contextual.contains("completion(self?.deleteRow(identity: identity) ?? false)"))
        #expect(contextual.contains("guard let self, let event = self.event(for: identity), let onSwipeAction = self.onSwipeAction else {"))
        #expect(contextual.contains("onSwipeAction(id, event, completion)"))
        #expect(UIKitBehaviourTests.body(of: "private func event(for identity: TableRowIdentity<Table>)", in: runtime).contains("cells?.indexPath(for: identity)"))
        #expect(contextual.contains("completion(false)"), "an action nobody handles fails, so the row slides back")
        #expect(try UIKitBehaviourTests.runtime("CellContent").contains("case .indigo: .systemIndigo"))
        // UIKit swipes only rows it may edit.
        #expect(UIKitBehaviourTests.body(of: "override func tableView(_ tableView: UITableView, canEditRowAt", in: try UIKitBehaviourTests.runtime("TableCellSource"))
            .contains("return row.canEdit || row.actions.hasSwipeActions"))
        let delete = UIKitBehaviourTests.body(of: "private func deleteRow(at position: TableRowPosition)", in: runtime)
        #expect(delete.contains("updated.deleteRow(at: position)"))
        #expect(delete.contains("onContentChange?(.deleted(TableRowEvent(row: row, position: position)))"))
        #expect(runtime.components(separatedBy: "updated.deleteRow(at:").count == 2, "one delete path, not two")
        #expect(runtime.contains("public var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?"))
    }

    @Test("a context menu: its actions are generated; the runtime makes the menu with UIKit's destructive attribute and SF Symbols")
    func menuOnly() throws {
        let source = try UIKitBehaviourTests.generate("table: T\nsections:\n  - rows:\n      - { text: A, menu: [{ id: copy, title: Copy, image: doc.on.doc }, { id: remove, title: Remove, style: destructive }] }\n")
        #expect(source.contains("menu: ["))
        #expect(source.contains("RowAction(id: .remove, title: \"Remove\", isDestructive: true)"))
        #expect(!source.contains("leading:") && !source.contains("trailing:"))
        let runtime = try UIKitBehaviourTests.runtime("TableDataSource")
        #expect(runtime.contains("contextMenuConfigurationForRowAt indexPath: IndexPath"))
        let item = UIKitBehaviourTests.body(of: "private func menuAction(", in: runtime)
        #expect(item.contains("attributes: action.isDestructive ? .destructive : []"))
        #expect(item.contains("UIImage(systemName: $0)"))
    }

    @Test("the delete of an editing table and a swipe's delete share deleteRow(at:)")
    func sharedDelete() throws {
        let runtime = try UIKitBehaviourTests.runtime("TableDataSource")
        let commit = UIKitBehaviourTests.body(of: "func commit(_ style: UITableViewCell.EditingStyle", in: runtime)
        #expect(commit.contains("case .delete:\n            deleteRow(at: position)"))
        #expect(runtime.components(separatedBy: "updated.deleteRow(at:").count == 2)
    }

    // MARK: Preview

    struct PreviewCase: Sendable, CustomStringConvertible {
        var name: String
        var request: PreviewRequest
        var description: String { name }
    }

    static var previewCases: [PreviewCase] {
        var trailing = PreviewRequest()
        trailing.reveal = .position(section: "inbox", row: 1)
        var leading = PreviewRequest()
        leading.reveal = .id("pinnedDinner")
        leading.revealsLeading = true
        var menu = PreviewRequest()
        menu.menu = .position(section: "1", row: 2)
        var ascii = menu
        ascii.ascii = true
        ascii.reveal = .position(section: "inbox", row: 0)
        return [PreviewCase(name: "Mail-w48-reveal-trailing", request: trailing), PreviewCase(name: "Mail-w48-reveal-leading", request: leading),
                PreviewCase(name: "Mail-w48-menu", request: menu), PreviewCase(name: "Mail-w48-reveal-menu-ascii", request: ascii)]
    }

    @Test("--reveal and --menu draw as their golden files", arguments: previewCases)
    func previews(_ preview: PreviewCase) throws {
        let table = try PreviewTests.table("Mail")
        let text = try TextPreviewFormat().render(table, content: TableContent(table), request: preview.request).get()
        let expected = try GoldenFile.expected(at: PreviewTests.goldenDirectory.appendingPathComponent(preview.name + ".txt")) { text }
        #expect(text == expected)
        for line in text.split(separator: "\n") { #expect(TextWidth.columns(String(line)) == 48, "\(line)") }
    }

    @Test("without --reveal and --menu the preview is the plain one")
    func unchangedWithoutFlags() throws {
        let table = try PreviewTests.table("Mail")
        let text = try TextPreviewFormat().render(table, content: TableContent(table), request: PreviewRequest()).get()
        #expect(text == (try PreviewTests.render(PreviewTests.Variant(sample: "Mail", width: 48))))
    }

    @Test("the CLI names an unknown row with the nearest id, and a row without actions")
    func cliErrors() throws {
        let unknown = try runTablespec(["preview", "Samples/Mail.table.yaml", "--reveal", "pinedDinner:leading"], in: TestPaths.packageRoot)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == usageError("--reveal pinedDinner: the table has no row with that id; did you mean 'pinnedDinner'?", command: "preview"))
        let lacking = try runTablespec(["preview", "Samples/Mail.table.yaml", "--menu", "inbox:7"], in: TestPaths.packageRoot)
        #expect(lacking.stderr == usageError("--menu inbox:7: the table has no such section or row", command: "preview"))
        let noTrailing = try runTablespec(["preview", "Samples/Mail.table.yaml", "--reveal", "pinnedDinner"], in: TestPaths.packageRoot)
        #expect(noTrailing.stderr == usageError("--reveal pinnedDinner: the row has no trailing swipe actions", command: "preview"))
        let shown = try runTablespec(["preview", "Samples/Mail.table.yaml", "--reveal", "inbox:0", "--color", "always"], in: TestPaths.packageRoot)
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("\u{1B}[97;41m Trash \u{1B}[0m"), "the built-in delete is red and titled by deleteConfirmation")
    }
}
