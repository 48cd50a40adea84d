import Foundation
import Testing
import TableSpecKit

/// `TableGeneration`: what `tablespec generate` does, as one library call (issue 39 item 2). The run's
/// rules hold for any caller, not only the CLI: one table per name, one table per file name, the
/// embedded runtime's file, catalogs merged before anything is returned, and a target's files and
/// warnings made in one pass.
@Suite("Generation as a library call")
struct TableGenerationTests {
    static func spec(_ table: String, rows: String = "- Wi-Fi") -> String {
        "table: \(table)\nsections:\n  - rows:\n" + rows.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
    }

    /// Writes each `(file, text)` into a new folder and makes each a spec of the run, named after its table.
    static func specs(_ files: [(String, String)], in directory: URL, namedAfterSpecs: Bool = false) throws -> [TableGeneration.Spec] {
        try files.map { name, text in
            let path = directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return TableGeneration.Spec(path: path, shownPath: name, headerPath: name,
                                        fileBaseName: namedAfterSpecs ? String(name.dropLast(".table.yaml".count)) : nil)
        }
    }

    static func run(_ generation: TableGeneration, _ specs: [TableGeneration.Spec]) -> TableGeneration.Result {
        generation.run(specs, frontEnd: FrontEnd(tables: TableDirectory(specs: specs.map(\.path))))
    }

    @Test("two specs naming one table, two tables generated into one file, and a table where the embedded runtime goes are errors, and nothing is returned")
    func runRules() throws {
        let directory = try SwiftToolchain.temporaryDirectory("generation-rules")
        defer { try? FileManager.default.removeItem(at: directory) }
        let uikit = TableGeneration(targets: [OutputTargets.named("uikit")].compactMap { $0 }, catalogs: .none)

        let same = Self.run(uikit, try Self.specs([("A.table.yaml", Self.spec("Wireless")), ("B.table.yaml", Self.spec("Wireless"))], in: directory))
        #expect(same.files.isEmpty)
        #expect(same.diagnostics.sorted.map(\.message) == ["two specs declare the table 'Wireless' (A.table.yaml and B.table.yaml); each table needs its own name"])

        let both = TableGeneration(targets: OutputTargets.named(list: ["uikit,swiftui"]).targets, catalogs: .none)
        let clash = Self.run(both, try Self.specs([("C.table.yaml", Self.spec("Network")), ("D.table.yaml", Self.spec("NetworkView"))], in: directory))
        #expect(clash.files.isEmpty)
        #expect(clash.diagnostics.sorted.map(\.message) == ["two specs would both be generated into NetworkView.swift (C.table.yaml and D.table.yaml); rename one of the tables"])

        let embedded = TableGeneration(targets: uikit.targets, embedsRuntime: true, catalogs: .none)
        let runtime = Self.run(embedded, try Self.specs([("E.table.yaml", Self.spec("TableSpecRuntime"))], in: directory))
        #expect(runtime.files.isEmpty)
        #expect(runtime.diagnostics.sorted.map(\.message) == ["E.table.yaml would be generated into TableSpecRuntime.swift, where --embed-runtime writes the runtime; rename its table"])

        let fine = Self.run(embedded, try Self.specs([("F.table.yaml", Self.spec("Network"))], in: directory))
        #expect(fine.diagnostics.sorted.isEmpty)
        #expect(fine.files.map(\.name) == ["Network.swift", "TableSpecRuntime.swift"])
    }

    @Test("a Settings.bundle run returns the panes, their warnings and each language's strings from the catalog beside the specs, without writing the catalog")
    func settingsBundle() throws {
        let directory = try SettingsBundleTests.importedSample("generation-settings")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = ["Settings.table.yaml", "Advanced.table.yaml"].map { directory.appendingPathComponent($0).path }
        let specs = paths.map { TableGeneration.Spec(path: $0, shownPath: $0, headerPath: PathText.lastComponent($0)) }
        let target = try #require(OutputTargets.named("settings-bundle"))

        let beside = Self.run(TableGeneration(targets: [target], catalogs: .besideSpecs), specs)
        #expect(beside.diagnostics.sorted.isEmpty, "\(beside.diagnostics.sorted)")
        #expect(beside.files.map(\.name) == [
            "Settings.bundle/Root.plist", "Settings.bundle/Advanced.plist",
            "Settings.bundle/de.lproj/Root.strings", "Settings.bundle/en.lproj/Root.strings",
        ])
        let german = try #require(beside.files.first { $0.name.hasSuffix("de.lproj/Root.strings") })
        let entries = try StringsFileReader.read(german.bytes, file: "Root.strings").get()
        #expect(entries.contains { $0.key == "Send Reports" && $0.value == "Berichte senden" }, "the child pane's text, from the shared catalog")

        // Merged with the catalog in an output folder, the catalog is returned to be written, and the strings are the same.
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: directory.appendingPathComponent("Settings.xcstrings"), to: out.appendingPathComponent("Settings.xcstrings"))
        let merged = Self.run(TableGeneration(targets: [target], catalogs: .merged(into: out.path)), specs)
        #expect(merged.files.map(\.name).contains("Settings.xcstrings"))
        let strings = { (files: [GeneratedFile]) in files.filter { $0.name.hasSuffix(".strings") }.map { "\($0.name) \($0.bytes.count) bytes" } }
        #expect(strings(merged.files) == strings(beside.files))
        let sameBytes = merged.files.filter { $0.name.hasSuffix(".strings") } == beside.files.filter { $0.name.hasSuffix(".strings") }
        #expect(sameBytes, "the .strings files differ between a merged catalog and the one beside the specs")

        // A row the Settings app cannot show comes back as a warning of the same call, at its line.
        try (Self.spec("Extra", rows: "- { text: Steps, id: steps, control: stepper, range: { min: 1, max: 3 } }")
             + "values: { store: userDefaults }\n").write(toFile: directory.appendingPathComponent("Extra.table.yaml").path, atomically: false, encoding: .utf8)
        let extra = Self.run(TableGeneration(targets: [target], catalogs: .none),
                             [TableGeneration.Spec(path: directory.appendingPathComponent("Extra.table.yaml").path, shownPath: "Extra.table.yaml", headerPath: "Extra.table.yaml")])
        #expect(extra.diagnostics.sorted.map { "\($0.severity) \($0.location?.line ?? 0)" } == ["warning 4"], "\(extra.diagnostics.sorted)")
        #expect(extra.files.map(\.name) == ["Settings.bundle/Root.plist"])
    }
}
