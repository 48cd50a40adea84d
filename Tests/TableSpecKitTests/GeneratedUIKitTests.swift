import Foundation
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel

/// The UIKit half of every Sample's generated code, type-checked against the UIKit stub with
/// Apple's signatures, and probed for exactly the data-source and delegate methods the spec needs.
@Suite("Generated UIKit code")
struct GeneratedUIKitTests {
    /// The methods the generated data source must implement for `table`, from the spec alone.
    static func expectedMethods(_ table: ResolvedTable) -> [ProbeMethod] {
        var methods: [ProbeMethod] = [
            .numberOfSections, .numberOfRowsInSection, .cellForRowAt, .titleForHeaderInSection, .titleForFooterInSection,
            .willSelectRowAt,
        ]
        let hasItems = table.sections.contains { if case .items = $0.content { true } else { false } }
        let hasIDs = table.sections.contains { $0.rows.contains { $0.id != nil } }
        if table.sections.contains(where: { $0.selectionList != nil }) || hasIDs || hasItems { methods.append(.didSelectRowAt) }
        if table.index != nil { methods += [.sectionIndexTitles, .sectionForSectionIndexTitle] }
        if table.uniformRowHeight == nil { methods.append(.heightForRowAt) }
        if table.hasEditing { methods += [.canEditRowAt, .canMoveRowAt, .editingStyleForRowAt, .commitEditingStyle, .moveRowAt] }
        let rows = table.sections.flatMap(\.rows)
        if rows.contains(where: { $0.editing.deleteConfirmation != nil }) { methods.append(.titleForDeleteConfirmationButton) }
        if rows.contains(where: { [.detailButton, .detailDisclosureButton].contains($0.appearance.accessory) }) { methods.append(.accessoryButtonTapped) }
        return methods
    }

    /// App code that uses the generated API the way the README shows, including an exhaustive
    /// switch over the row ids, and declares the app's custom cell classes.
    static func appCode(_ table: ResolvedTable) -> String {
        let name = table.name
        let customClasses = table.cellKinds.compactMap(\.customClass)
        let ids = table.sections.flatMap { $0.rows.compactMap(\.id) }
        var code = "import UIKit\n\n"
        for cellClass in customClasses { code += "final class \(cellClass): UITableViewCell {}\n" }
        code += """

            @MainActor
            final class \(name)ViewController {
                let tableView = UITableView(frame: .zero, style: .\(table.style.rawValue))
                let dataSource = \(name).DataSource()
                var log: [String] = []

                func viewDidLoad() {
                    dataSource.install(on: tableView)

            """
        if !ids.isEmpty {
            code += "        dataSource.onSelect = { [weak self] id in\n            switch id {\n"
            for id in ids { code += "            case .\(SwiftNames.implicitMemberName(id)): self?.log.append(\"\(id)\")\n" }
            code += "            }\n        }\n"
        }
        code += "        dataSource.onContentChange = { [weak self] content in self?.log.append(\"\\(content.numberOfSections)\") }\n    }\n}\n"
        return code
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
        let result = try UIKitStubCompiler.typecheck([generated, app])
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")
    }

    @Test("every Sample's data source declares exactly the methods its spec needs, with Apple's types", arguments: GeneratedCodeTests.sampleNames)
    func conformance(name: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("probe")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile(name, in: directory)
        let custom = directory.appendingPathComponent("Cells.swift")
        try ("import UIKit\n" + table.cellKinds.compactMap(\.customClass).map { "final class \($0): UITableViewCell {}\n" }.joined())
            .write(to: custom, atomically: false, encoding: .utf8)
        let probe = directory.appendingPathComponent("Probe.swift")
        try UIKitStubCompiler.conformanceProbe(type: "\(table.name).DataSource", methods: Self.expectedMethods(table))
            .write(to: probe, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, custom, probe], flavor: .probe)
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")

        // And nothing more: the generated class implements no method the spec does not need.
        let source = try String(contentsOf: generated, encoding: .utf8)
        let implemented = source.split(separator: "\n").filter { $0.contains("public func tableView(") || $0.contains("public func numberOfSections(") || $0.contains("public func sectionIndexTitles(") }
        #expect(implemented.count == Self.expectedMethods(table).count)
    }

    @Test("a data source missing a method the spec needs fails the probe")
    func probeCatchesMissingMethod() throws {
        let directory = try SwiftToolchain.temporaryDirectory("probe-missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (table, generated) = try Self.generatedFile("Customers", in: directory)
        let probe = directory.appendingPathComponent("Probe.swift")
        try UIKitStubCompiler.conformanceProbe(type: "\(table.name).DataSource", methods: Self.expectedMethods(table) + [.accessoryButtonTapped])
            .write(to: probe, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, probe], flavor: .probe)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("accessoryButtonTappedForRowWith"))
    }
}
