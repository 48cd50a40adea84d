import Foundation
import Testing
@testable import TableSpecKit

/// What the UIKit target does about each fault the audit of issue 18 found, read from the code
/// it generates for small specs. There is no UIKit on Linux to run it against: these check that
/// the generated code takes the path that avoids the fault (the stub tests check that each path
/// type-checks with Apple's signatures, and the content tests run the platform-neutral rules).
@Suite("UIKit behaviour of the generated code")
struct UIKitBehaviourTests {
    static func generate(_ spec: String) throws -> String {
        let result = FrontEnd().compile(Array(spec.utf8), file: "t.table.yaml")
        #expect(!result.diagnostics.hasErrors, "\(DiagnosticTextRenderer().render(result.diagnostics.sorted))")
        let table = try #require(result.table)
        return UIKitOutputTarget().source(for: table, sourcePath: "t.table.yaml")
    }

    /// The lines of one generated function or computed property, from its signature to its end.
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
        for style in ["default", "subtitle", "value1", "value2", "custom"] {
            #expect(source.contains("\"TableSpec.\(style)\""), "\(style)")
        }
        #expect(source.contains("tableView.register(MyCell.self, forCellReuseIdentifier: \"Mine\")"))
        let cell = Self.body(of: "fileprivate func cell(in tableView: UITableView", in: source)
        #expect(cell.contains("tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier(for: row), for: indexPath)"))
        let identifier = Self.body(of: "private static func cellIdentifier(for row: Row)", in: source)
        #expect(identifier.contains("Self.registeredIdentifiers.contains(row.reuseIdentifier) ? row.reuseIdentifier : row.style.defaultReuseIdentifier"))
    }

    @Test("moves are retargeted by the content's move rule")
    func movesRetargeted() throws {
        let source = try Self.generate("table: T\nediting: { canMove: true }\nsections:\n  - rows: [A, B]\n")
        let target = Self.body(of: "targetIndexPathForMoveFromRowAt sourceIndexPath", in: source)
        #expect(target.contains("content.targetPosition(movingRowAt: source, to: proposed)"))
    }

    @Test("custom cells keep their own layout: no built-in label or content configuration is touched")
    func customCellsUntouched() throws {
        let source = try Self.generate("table: T\nsections:\n  - rows:\n      - { text: A, style: custom, class: MyCell }\n")
        for deprecated in ["textLabel", "detailTextLabel", "imageView"] { #expect(!source.contains(deprecated), "\(deprecated)") }
        let cell = Self.body(of: "fileprivate func cell(in tableView: UITableView", in: source)
        let customBranch = try #require(cell.components(separatedBy: "if row.style == .custom {").last?.components(separatedBy: "} else {").first)
        #expect(customBranch.contains("cell.configure(with: row)"))
        #expect(!customBranch.contains("contentConfiguration"))
    }

    @Test("the table header and footer size themselves to the width and the text size")
    func headerSizesItself() throws {
        let source = try Self.generate("table: T\nheader: A long header that wraps\nfooter: F\nsections:\n  - rows: [A]\n")
        #expect(source.contains("tableView.tableHeaderView = TableTextView(text: \"A long header that wraps\")"))
        let layout = Self.body(of: "override func layoutSubviews()", in: source)
        #expect(layout.contains("label.sizeThatFits"))
        #expect(layout.contains("tableView.tableHeaderView = self"))
        #expect(source.contains("UIContentSizeCategory.didChangeNotification"))
        #expect(!source.contains("UILabel(frame:"))
    }

    @Test("a tap is deselected before the app hears it, unless the table selects many; a row that does nothing does not highlight")
    func selectionCleared() throws {
        let single = try Self.generate("table: T\nsections:\n  - rows: [{ text: A, id: a }, B]\n")
        let didSelect = Self.body(of: "didSelectRowAt indexPath", in: single)
        let deselect = try #require(didSelect.range(of: "tableView.deselectRow(at: indexPath, animated: true)"))
        let notify = try #require(didSelect.range(of: "onSelect?("))
        #expect(deselect.lowerBound < notify.lowerBound, "an onSelect that updates the content would leave this index path naming another row")
        #expect(Self.body(of: "shouldHighlightRowAt indexPath", in: single).contains("respondsToTap"))
        let responds = Self.body(of: "private func respondsToTap", in: single)
        #expect(responds.contains("row.id != nil"))
        #expect(!responds.contains("true"))
        let multiple = try Self.generate("table: T\nselection: multiple\nsections:\n  - rows: [A, B]\n")
        #expect(!Self.body(of: "didSelectRowAt indexPath", in: multiple).contains("deselectRow"))
        #expect(multiple.contains("didDeselectRowAt"))
    }

    @Test("rows self-size by default, estimated at 44 pt; a fixed height stays fixed")
    func selfSizingDefault() throws {
        let automatic = try Self.generate(Self.plain)
        #expect(automatic.contains("tableView.rowHeight = UITableView.automaticDimension"))
        #expect(automatic.contains("tableView.estimatedRowHeight = 44.0"))
        let fixed = try Self.generate("table: T\nrowHeight: 60\nsections:\n  - rows: [A]\n")
        #expect(fixed.contains("tableView.rowHeight = 60.0"))
        #expect(!fixed.contains("estimatedRowHeight"))
    }

    @Test("rows without an editing or reorder control do not indent in edit mode")
    func noIndentWithoutControls() throws {
        let source = try Self.generate("table: T\nsections:\n  - rows:\n      - { text: A, canEdit: true, editingStyle: delete }\n      - B\n")
        let indent = Self.body(of: "shouldIndentWhileEditingRowAt indexPath", in: source)
        #expect(indent.contains("return (row.canEdit && (row.editingStyle != .none)) || row.canMove"))
    }

    @Test("changed rows are reconfigured in one snapshot, and reloaded only when they now need another kind of cell")
    func checkmarksReconfigure() throws {
        let source = try Self.generate("table: T\nsections:\n  - selection: exclusive\n    rows: [A, { text: B, checked: true }]\n")
        #expect(!source.contains("reloadRows"))
        #expect(!source.contains("reloadData"))
        let apply = Self.body(of: "private func apply(_ newContent: Content", in: source)
        #expect(apply.contains("newContent.rowChanges(since: content)"))
        // Apple: a reconfigured item's cell provider must dequeue the same type of cell.
        #expect(apply.contains("if Self.cellIdentifier(for: change.before) == Self.cellIdentifier(for: change.after) {\n                    reconfigured.append(change.identity)\n                } else {\n                    reloaded.append(change.identity)"))
        #expect(apply.contains("snapshot.reconfigureItems(reconfigured)"))
        #expect(apply.contains("snapshot.reloadItems(reloaded)"))
    }

    @Test("a switch row shows a UISwitch whose state comes from the content and whose flips reach the app with the row")
    func switches() throws {
        let source = try Self.generate("table: T\nsections:\n  - rows:\n      - { text: Wi-Fi, control: switch, on: true, id: wifi }\n")
        #expect(source.contains("control: .switch"))
        #expect(source.contains("isOn: true"))
        let cell = Self.body(of: "fileprivate func cell(in tableView: UITableView", in: source)
        #expect(cell.contains("cell.accessoryView = switchView(reusing: reusedSwitch, for: cell, isOn: row.isOn)"))
        // Taken off before the custom branch, so a reused custom cell loses a switch its new row does not have.
        let cleared = try #require(cell.range(of: "cell.accessoryView = nil"))
        let custom = try #require(cell.range(of: "if row.style == .custom {"))
        #expect(cleared.lowerBound < custom.lowerBound)
        let changed = Self.body(of: "private func switchChanged", in: source)
        #expect(changed.contains("updated.setOn(isOn, at: position)"))
        #expect(changed.contains("onSwitchChange?(event)"))
    }
}
