import Foundation
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel

/// The UIKit half of every Sample's generated code, type-checked against the UIKit stub with
/// Apple's signatures, and probed for exactly the data-source and delegate methods the spec needs.
@Suite("Generated UIKit code")
struct GeneratedUIKitTests {
    /// The delegate methods `TableSpecRuntime`'s data source implements for every table: what a spec
    /// does not use answers as UIKit would without the method (no swipe actions, no menu, the table
    /// view's own heights).
    static let runtimeDelegateMethods: [ProbeMethod] = [
        .heightForRowAt, .heightForHeaderInSection, .heightForFooterInSection, .shouldHighlightRowAt, .willSelectRowAt, .didSelectRowAt,
        .didDeselectRowAt, .accessoryButtonTapped, .editingStyleForRowAt, .titleForDeleteConfirmationButton, .shouldIndentWhileEditingRowAt,
        .targetIndexPathForMove, .leadingSwipeActions, .trailingSwipeActions, .contextMenuConfiguration, .viewForHeaderInSection,
        .viewForFooterInSection,
    ]

    /// The search bar's delegate methods the runtime's data source answers: optional, so one whose name or type is
    /// not Apple's would never be called.
    static let runtimeSearchBarMethods: [ProbeMethod] = [
        ProbeMethod(name: "searchBar(_:selectedScopeButtonIndexDidChange:)", type: "(UISearchBar, Int) -> Void"),
        ProbeMethod(name: "searchBarTextDidBeginEditing(_:)", type: "(UISearchBar) -> Void"),
    ]

    /// The data-source methods the runtime's cell source overrides: the diffable data source answers
    /// the rest (counts and cells) itself.
    static let runtimeDataSourceOverrides = [
        "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)", "sectionIndexTitles(for:)",
        "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)",
        "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)",
    ]

    /// For a table whose rows open others: the app intercepts one table to present it its own way,
    /// lets the others be pushed, and installs the data source on a view controller of its own.
    static func openingCode(_ table: ResolvedTable) -> String {
        guard !table.openedTables.isEmpty else { return "" }
        return """
                    dataSource.onOpen = { event in
                        guard let opens = event.opens, opens == \(table.name).OpenedTable.allCases.first,
                              let opened = \(table.name).viewController(for: opens) else { return false }
                        opened.title = event.row.text
                        return true
                    }
                    dataSource.hostViewController = UIViewController()
            """
    }

    /// Swift actions and menus handled as the README shows: an exhaustive switch over the
    /// generated `ActionID`, and the completion called.
    static func actionCode(_ table: ResolvedTable) -> String {
        var ids: [String] = []
        for section in table.sections {
            let actions: [RowActions] = switch section.content {
            case .rows(let rows): rows.map(\.actions)
            case .items(let items): [items.prototype.actions]
            }
            for id in actions.flatMap(\.all).compactMap(\.id) where !ids.contains(id) { ids.append(id) }
        }
        // An empty state's button is an action too: every switch over `ActionID` names it.
        for id in table.emptyActionIDs where !ids.contains(id) { ids.append(id) }
        guard !ids.isEmpty else { return "" }
        var code = ""
        if !table.emptyActionIDs.isEmpty {
            code += "        dataSource.onEmptyAction = { [weak self] action in\n            switch action {\n"
            for id in ids { code += "            case .\(SwiftNames.implicitMemberName(id)): self?.log.append(\"\(id)\")\n" }
            code += "            }\n        }\n"
        }
        if table.refreshable {
            code += "        dataSource.onRefresh = { [weak self] in self?.log.append(\"refresh\") }\n"
        }
        if table.hasSwipeActions {
            code += "        dataSource.onSwipeAction = { [weak self] action, event, completion in\n            switch action {\n"
            for id in ids { code += "            case .\(SwiftNames.implicitMemberName(id)): self?.log.append(\"\\(event.position.row)\"); completion(true)\n" }
            code += "            }\n        }\n"
        }
        if table.containsActions(where: { !$0.menu.isEmpty }) {
            code += "        dataSource.onMenuAction = { [weak self] action, event in if action == .\(SwiftNames.implicitMemberName(ids[0])) { self?.log.append(event.row.text ?? \"\") } }\n"
        }
        return code
    }

    /// App code that uses the generated API the way the README shows: the view controller in
    /// three lines, a data source of its own with an exhaustive switch over the row ids, every
    /// callback, the updates by id, and the app's custom cells adopting `CustomCell`.
    static func appCode(_ table: ResolvedTable) -> String {
        let name = table.name
        let ids = table.sections.flatMap { $0.rows.compactMap(\.id) }
        var code = GeneratedUIKitSettingsTests.appCells(table)
        code += """

            @MainActor
            func show\(name)(in navigationController: UINavigationController) {
                let controller = \(name).ViewController()
                controller.dataSource.onSelect = { event in print(event.position) }
                navigationController.pushViewController(controller, animated: true)
            }

            @MainActor
            final class \(name)Screen {
                let tableView = UITableView(frame: .zero, style: .\(table.style.rawValue))
                let dataSource = \(name).DataSource()
                var log: [String] = []

                func viewDidLoad() {
                    dataSource.install(on: tableView)

            """
        if !ids.isEmpty {
            code += "        dataSource.onSelect = { [weak self] event in\n            guard let id = event.id else { return }\n            switch id {\n"
            for id in ids { code += "            case .\(SwiftNames.implicitMemberName(id)): self?.log.append(\"\(id)\")\n" }
            code += "            }\n        }\n"
            code += "        if let id = \(name).RowID.allCases.first {\n"
            code += "            dataSource.setDetail(\"New\", for: id)\n            dataSource.setOn(true, for: id)\n"
            if table.hasSelectionLists { code += "            dataSource.setChecked(true, for: id)\n" }
            code += "        }\n"
        }
        code += """
                    dataSource.onSwitchChange = { [weak self] event in self?.log.append("\\(event.position.row) \\(event.row.isOn)") }
                    dataSource.onContentChange = { [weak self] change in
                        if case .switched(let event) = change { self?.log.append("\\(event.row.isOn)") }
                    }
                    dataSource.configureCustomCell = { cell, event in cell.accessibilityLabel = event.row.detail }
            \(openingCode(table))
            \(actionCode(table))
                    dataSource.update(\(name).Content(), animated: false)
                }
            }

            """
        return code
    }

    /// The generated files of the other Samples a table opens: its `viewController(for:)` names
    /// their types, so they are compiled together, as they are in one app module.
    static func openedFiles(_ table: ResolvedTable, in directory: URL) throws -> [URL] {
        try table.openedTables.filter { $0 != table.name }.map { try generatedFile($0, in: directory).1 }
    }

    static func generatedFile(_ name: String, in directory: URL) throws -> (ResolvedTable, URL) {
        let (table, source) = try GeneratedCodeTests.generate(name)
        let url = directory.appendingPathComponent(name + ".swift")
        try source.write(to: url, atomically: false, encoding: .utf8)
        return (table, url)
    }

    @Test("every Sample's generated code type-checks against UIKit with warnings as errors", arguments: GeneratedCodeTests.sampleNames)
    func typechecks(name: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("uikit")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile(name, in: directory)
        let app = directory.appendingPathComponent("App.swift")
        try Self.appCode(table).write(to: app, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, app] + Self.openedFiles(table, in: directory))
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")
    }

    @Test("the runtime's data source declares exactly the delegate methods it answers, with Apple's types, for every Sample", arguments: GeneratedCodeTests.sampleNames)
    func conformance(name: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("probe")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile(name, in: directory)
        let custom = directory.appendingPathComponent("Cells.swift")
        try GeneratedUIKitSettingsTests.appCells(table).write(to: custom, atomically: false, encoding: .utf8)
        let probe = directory.appendingPathComponent("Probe.swift")
        try ("import TableSpecRuntime\n" + UIKitStubCompiler.conformanceProbe(type: "\(table.name).DataSource",
                                                                             methods: Self.runtimeDelegateMethods + Self.runtimeSearchBarMethods))
            .write(to: probe, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, custom, probe] + Self.openedFiles(table, in: directory), flavor: .probe)
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")
    }

    @Test("the runtime implements no delegate method beyond those, and its cell source overrides exactly the data-source methods it must")
    func runtimeMethodsCounted() throws {
        let dataSource = try UIKitBehaviourTests.runtime("TableDataSource")
        let lines = dataSource.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let delegate = lines.filter { $0.hasPrefix("public func tableView(") }
        #expect(delegate.count == Self.runtimeDelegateMethods.count, "\(delegate)")
        // An `override` whose signature is not Apple's does not compile against the stub.
        let cellSource = try UIKitBehaviourTests.runtime("TableCellSource").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let overrides = cellSource.filter { $0.hasPrefix("override func tableView(") || $0.hasPrefix("override func sectionIndexTitles(") }
        #expect(overrides.count == Self.runtimeDataSourceOverrides.count, "\(overrides)")
    }

    @Test("a data source missing a method the probe names fails the probe")
    func probeCatchesMissingMethod() throws {
        let directory = try SwiftToolchain.temporaryDirectory("probe-missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile("Customers", in: directory)
        let probe = directory.appendingPathComponent("Probe.swift")
        try ("import TableSpecRuntime\n" + UIKitStubCompiler.conformanceProbe(type: "\(table.name).DataSource", methods: Self.runtimeDelegateMethods + [.estimatedHeightForRowAt]))
            .write(to: probe, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, probe], flavor: .probe)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("estimatedHeightForRowAt"))
    }
}

extension GeneratedUIKitTests {
    @Test("the PluginDemo's own profile cell adopts the generated CustomCell and type-checks with its table")
    func pluginDemoCustomCell() throws {
        let directory = try SwiftToolchain.temporaryDirectory("demo-cell")
        defer { try? FileManager.default.removeItem(at: directory) }
        let demo = TestPaths.samples.appendingPathComponent("PluginDemo/Sources/DemoTables")
        let generated = directory.appendingPathComponent("Preferences.swift")
        let result = try runTablespec(["generate", demo.appendingPathComponent("Preferences.table.yaml").path, "--output", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let use = directory.appendingPathComponent("Use.swift")
        try """
            import UIKit
            import TableSpecRuntime

            @MainActor
            func showPreferences(in navigationController: UINavigationController) -> ProfileCell? {
                let controller = Preferences.ViewController()
                controller.dataSource.onSelect = { event in print(event.id as Any) }
                navigationController.pushViewController(controller, animated: true)
                return controller.tableView.dequeueReusableCell(withIdentifier: "TableSpec.ProfileCell") as? ProfileCell
            }

            """.write(to: use, atomically: false, encoding: .utf8)
        let checked = try UIKitStubCompiler.typecheck([generated, demo.appendingPathComponent("ProfileCell.swift"), use])
        #expect(checked.succeeded, "\(checked.diagnostics.prefix(3_000))")
    }
}
