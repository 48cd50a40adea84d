import Foundation
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel

/// The UIKit half of every Sample's generated code, type-checked against the UIKit stub with
/// Apple's signatures, and probed for exactly the data-source and delegate methods the spec needs.
@Suite("Generated UIKit code")
struct GeneratedUIKitTests {
    /// The delegate methods the generated `DataSource` must implement for `table`, from the spec alone.
    static func expectedDelegateMethods(_ table: ResolvedTable) -> [ProbeMethod] {
        // The heights always: the app may change a row's or a section's at run time.
        var methods: [ProbeMethod] = [.heightForRowAt, .heightForHeaderInSection, .heightForFooterInSection,
                                      .shouldHighlightRowAt, .willSelectRowAt, .didSelectRowAt]
        if table.selection == .multiple { methods.append(.didDeselectRowAt) }
        let isButton = { (accessory: Accessory) in accessory == .detailButton || accessory == .detailDisclosureButton }
        if table.containsCell(where: { appearance, _ in isButton(appearance.accessory) || isButton(appearance.editingAccessory) }) {
            methods.append(.accessoryButtonTapped)
        }
        // UIKit swipes only rows it may edit, so swipe actions bring the editing methods too.
        if table.hasEditing || table.hasSwipeActions {
            methods += [.editingStyleForRowAt, .shouldIndentWhileEditingRowAt, .targetIndexPathForMove]
            if table.containsCell(where: { _, editing in editing.deleteConfirmation != nil }) { methods.append(.titleForDeleteConfirmationButton) }
        }
        if table.hasSwipeActions { methods += [.leadingSwipeActions, .trailingSwipeActions] }
        if table.containsActions(where: { !$0.menu.isEmpty }) { methods.append(.contextMenuConfiguration) }
        return methods
    }

    /// The data-source methods the generated `CellSource` overrides: the diffable data source
    /// answers the rest (counts and cells) itself.
    static func expectedDataSourceOverrides(_ table: ResolvedTable) -> [String] {
        var methods = ["tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)"]
        if table.index != nil { methods += ["sectionIndexTitles(for:)", "tableView(_:sectionForSectionIndexTitle:at:)"] }
        if table.hasEditing || table.hasSwipeActions { methods += ["tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)", "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)"] }
        return methods
    }

    /// For a table whose rows open others: the app intercepts one table to present it its own way,
    /// lets the others be pushed, and installs the data source on a view controller of its own.
    static func openingCode(_ table: ResolvedTable) -> String {
        guard !table.openedTables.isEmpty else { return "" }
        return """
                    dataSource.onOpen = { event in
                        guard let opens = event.opens, opens == \(table.name).OpenedTable.allCases.first else { return false }
                        let opened = \(table.name).DataSource.viewController(for: opens)
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
        guard !ids.isEmpty else { return "" }
        var code = ""
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

    @Test("every Sample's data source declares exactly the delegate methods its spec needs, with Apple's types", arguments: GeneratedCodeTests.sampleNames)
    func conformance(name: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("probe")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile(name, in: directory)
        let custom = directory.appendingPathComponent("Cells.swift")
        try GeneratedUIKitSettingsTests.appCells(table).write(to: custom, atomically: false, encoding: .utf8)
        let probe = directory.appendingPathComponent("Probe.swift")
        try UIKitStubCompiler.conformanceProbe(type: "\(table.name).DataSource", methods: Self.expectedDelegateMethods(table))
            .write(to: probe, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, custom, probe] + Self.openedFiles(table, in: directory), flavor: .probe)
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")

        // And nothing more: the data source implements no delegate method the spec does not need,
        // and the cell source overrides exactly the data-source methods it must (an `override`
        // whose signature is not Apple's does not compile).
        let source = try String(contentsOf: generated, encoding: .utf8)
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let delegate = lines.filter { $0.hasPrefix("public func tableView(") }
        #expect(delegate.count == Self.expectedDelegateMethods(table).count, "\(delegate)")
        let overrides = lines.filter { $0.hasPrefix("override func tableView(") || $0.hasPrefix("override func sectionIndexTitles(") }
        #expect(overrides.count == Self.expectedDataSourceOverrides(table).count, "\(overrides)")
    }

    @Test("a data source missing a method the spec needs fails the probe")
    func probeCatchesMissingMethod() throws {
        let directory = try SwiftToolchain.temporaryDirectory("probe-missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile("Customers", in: directory)
        let probe = directory.appendingPathComponent("Probe.swift")
        try UIKitStubCompiler.conformanceProbe(type: "\(table.name).DataSource", methods: Self.expectedDelegateMethods(table) + [.accessoryButtonTapped])
            .write(to: probe, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, probe], flavor: .probe)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("accessoryButtonTappedForRowWith"))
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
