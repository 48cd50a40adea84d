import Foundation
import Testing
@testable import TableSpecKit

/// The generated Swift of every Sample: pinned by golden files, deterministic, and compiled and
/// run with the real `swiftc` to show that it behaves as the spec says.
@Suite("Generated code")
struct GeneratedCodeTests {
    static let goldenDirectory = TestPaths.fixtures.appendingPathComponent("Generated")

    static var sampleNames: [String] {
        TestPaths.sampleSpecs().map { $0.lastPathComponent.replacingOccurrences(of: ".table.yaml", with: "") }
    }

    /// The resolved table and generated source of a Sample, named by its path relative to the
    /// package, as a user running `tablespec generate Samples/…` would.
    static func generate(_ name: String) throws -> (table: ResolvedTable, source: String) {
        let result = FrontEnd().compile(path: TestPaths.samples.appendingPathComponent(name + ".table.yaml").path)
        let table = try #require(result.table)
        return (table, UIKitOutputTarget().source(for: table, sourcePath: "Samples/\(name).table.yaml"))
    }

    @Test("the generated file matches its golden file", arguments: sampleNames)
    func golden(name: String) throws {
        let source = try Self.generate(name).source
        let url = Self.goldenDirectory.appendingPathComponent(name + ".swift")
        let golden = try GoldenFile.expected(at: url) { source }
        #expect(source == golden, "regenerate with TABLESPEC_UPDATE_GOLDENS=1 swift test --filter Generated, then review the diff")
    }

    @Test("the tablespec binary writes the same bytes, and a second run leaves the files untouched")
    func binaryIsDeterministic() throws {
        let output = try SwiftToolchain.temporaryDirectory("generate")
        defer { try? FileManager.default.removeItem(at: output) }
        let specs = TestPaths.sampleSpecs().map { "Samples/" + $0.lastPathComponent }
        let first = try runTablespec(["generate", "--output", output.path] + specs, in: TestPaths.packageRoot)
        #expect(first.status == 0, "\(first.stderr)")
        var modified: [String: Date] = [:]
        for name in Self.sampleNames {
            let url = output.appendingPathComponent(name + ".swift")
            let written = try String(contentsOf: url, encoding: .utf8)
            #expect(written == (try Self.generate(name).source))
            modified[name] = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        }
        Thread.sleep(forTimeInterval: 1.1)
        let second = try runTablespec(["generate", "--output", output.path] + specs.reversed(), in: TestPaths.packageRoot,
                                      environment: ["TZ": "Asia/Tokyo", "LANG": "ja_JP.UTF-8"])
        #expect(second.status == 0)
        for name in Self.sampleNames {
            let url = output.appendingPathComponent(name + ".swift")
            let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            #expect(date == modified[name], "\(name).swift was rewritten although its bytes did not change")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        // The localized sample's String Catalog is written beside the Swift.
        #expect(names == (Self.sampleNames.map { $0 + ".swift" } + ["Preferences.xcstrings"]).sorted(), "no temporary files are left behind")
    }

    @Test("a spec with errors writes nothing and leaves the previous output as it was")
    func failureLeavesOutputAlone() throws {
        let directory = try SwiftToolchain.temporaryDirectory("failure")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("T.table.yaml")
        try "table: T\nsections:\n  - rows: [A]\n".write(to: spec, atomically: false, encoding: .utf8)
        #expect(try runTablespec(["generate", "T.table.yaml", "-o", "."], in: directory).status == 0)
        let before = try Data(contentsOf: directory.appendingPathComponent("T.swift"))
        try "table: T\nsections:\n  - rows: [A]\n    heder: x\n".write(to: spec, atomically: false, encoding: .utf8)
        let failed = try runTablespec(["generate", "T.table.yaml", "-o", "."], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stderr == "T.table.yaml:4:5: error: unknown key 'heder' in a section; did you mean 'header'?\n")
        #expect(try Data(contentsOf: directory.appendingPathComponent("T.swift")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["T.swift", "T.table.yaml"])
    }

    @Test("two specs with the same table name are an error naming both")
    func duplicateTableNames() throws {
        let directory = try SwiftToolchain.temporaryDirectory("duplicate")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in ["a.table.yaml", "b.table.yaml"] {
            try "table: Same\nsections:\n  - rows: [A]\n".write(to: directory.appendingPathComponent(file), atomically: false, encoding: .utf8)
        }
        let result = try runTablespec(["generate", "a.table.yaml", "b.table.yaml", "-o", "."], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "error: two specs declare the table 'Same' (a.table.yaml and b.table.yaml); each table needs its own name\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Same.swift").path))
    }

    @Test("--output - writes the source to standard output")
    func standardOutput() throws {
        let result = try runTablespec(["generate", "Samples/Difficulty.table.yaml", "--output", "-"], in: TestPaths.packageRoot)
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.generate("Difficulty").source))
    }

    @Test("generated code passes swift format lint with the project's configuration")
    func formatLint() throws {
        let directory = try SwiftToolchain.temporaryDirectory("lint")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for name in Self.sampleNames {
            let url = directory.appendingPathComponent(name + ".swift")
            try Self.generate(name).source.write(to: url, atomically: false, encoding: .utf8)
            files.append(url.path)
        }
        let swiftFormat = SwiftToolchain.swiftc.deletingLastPathComponent().appendingPathComponent("swift-format")
        let configuration = TestPaths.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try SwiftToolchain.run(swiftFormat, ["lint", "--strict", "--configuration", configuration] + files)
        #expect(lint.status == 0, "\(lint.stderr.prefix(3_000))")
        #expect(lint.stderr.isEmpty)
    }

    /// A table mixing static and dynamic sections, every style, accessory and editing setting,
    /// ids, a selection list and an index: large enough to be encoded with 240 rows, a literal with 40.
    static func mixedSpec(name: String, rows: Int) -> String {
        var yaml = """
            table: \(name)
            rowHeight: automatic
            index:
              A: first
              Z: 2
            models:
              Person:
                name: String
                nickname: String?
                age: Int
                score: Double?
                member: Bool?
            prototypes:
              person:
                style: subtitle
                text: "{name}"
                detail: { one: "{nickname}, {age} year", other: "{nickname}, {age} years" }
                accessibilityLabel: '{nickname ?? "no nickname"}, {score ?? —}, {member ?? "?"} {age ?? x}'
                editingStyle: delete
            sections:
              - id: first
                header: First
                selection: exclusive
                rows:

            """
        let styles = ["default", "subtitle", "value1", "value2"]
        let accessories = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
        for index in 0..<rows {
            let style = styles[index % 4]
            yaml += "      - text: \"Row \(index) #\\\"q\\\" \\u00e9\"\n        style: \(style)\n        accessory: \(accessories[index % 5])\n"
            if style != "default" { yaml += "        detail: \(index % 3 == 0 ? "\"\"" : "D\(index)")\n" }
            if index % 7 == 0 { yaml += "        id: row\(index)\n        height: \(40 + index % 5)\n" }
            if index % 11 == 0 { yaml += "        editingStyle: insert\n        canMove: true\n        deleteConfirmation: Bye\n" }
            // Row 0 also has editing settings: `isChecked` comes between them in `Row.init`.
            if index == 0 { yaml += "        checked: true\n" }
            // Swipe actions and menus, in a few distinct sets that the encoded form names by position.
            if index % 13 == 5, index % 11 != 0 {
                yaml += "        swipe: { trailing: [delete, { id: flag, title: \"Flag \\\"\(index % 2)\\\"\", color: orange }], fullSwipe: \(index % 2 == 0) }\n"
                yaml += "        menu: [{ id: share, image: square.and.arrow.up }, { id: remove, title: Remove, style: destructive }]\n"
            } else if index % 17 == 3 {
                yaml += "        swipe: { leading: [{ id: pin, title: Pin, color: yellow }] }\n"
            }
        }
        yaml += """
              - header: People
                items:
                  model: Person
                  prototype: person
                  groupBy: initial
                  sample:
                    - {name: Zoë, age: 3, score: 2.5, member: true}
                    - {name: anna, nickname: Ann, age: 40, member: false}
                    - {name: Émile, age: 7}
                    - {name: "42", age: -1}
                    - {name: Bo, nickname: B, age: 1}

            """
        // With many rows, enough items to be encoded too, with the texts the payload must escape.
        let nicknames = [##"\"\"\"#"##, #"tab\there"#, #"back\\slash"#, #"line\nbreak"#, "", #"\u0301mark"#, ##"\\#(x)"##, ##"\"#"##]
        for index in 0..<(rows > 200 ? 230 : 3) {
            yaml += #"        - {name: "P\#(index) \\ \"x\"", age: \#(index * 7 - 100)"#
            if index % 4 == 1 { yaml += ", score: \(Double(index) / 4), member: \(index % 8 == 1)" }
            yaml += index % 3 == 0 ? "}\n" : #", nickname: "\#(nicknames[index % nicknames.count])"}"# + "\n"
        }
        yaml += """
              - header: Last
                rows: [Omega]

            """
        return yaml
    }

    @Test("the platform-neutral part of every Sample, and of mixed tables in literal and encoded form, compiles and behaves as the spec says")
    func compileAndRun() throws {
        let directory = try SwiftToolchain.temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [URL] = []
        var probes: [String] = []
        var expected = ""
        var tables: [(ResolvedTable, String)] = []
        for (name, rows, encoded) in [("LargeMixed", 240, true), ("SmallMixed", 40, false)] {
            let compiled = FrontEnd().compile(Array(Self.mixedSpec(name: name, rows: rows).utf8), file: name + ".table.yaml")
            let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
            let source = UIKitOutputTarget().source(for: table, sourcePath: name + ".table.yaml")
            #expect(source.contains("static let encodedStaticSections") == encoded)
            #expect(source.contains("static let encodedSamplePersonItems") == encoded)
            tables.append((table, source))
        }
        for name in Self.sampleNames { tables.append(try Self.generate(name)) }
        for (table, source) in tables {
            let name = table.name
            let url = directory.appendingPathComponent(name + ".swift")
            try source.write(to: url, atomically: false, encoding: .utf8)
            sources.append(url)
            probes.append(GeneratedCodeProbe.source(for: table))
            expected += GeneratedCodeProbe.expectedOutput(for: table)
        }
        let main = directory.appendingPathComponent("main.swift")
        try (GeneratedCodeProbe.prelude + probes.joined(separator: "\n")).write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe")
        let build = try SwiftToolchain.buildExecutable(sources + [main], output: executable)
        #expect(build.status == 0, "\(build.stderr)")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.stderr)")
        let actualLines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(actualLines.count == expectedLines.count)
        for (index, (actual, wanted)) in zip(actualLines, expectedLines).enumerated() where actual != wanted {
            Issue.record("line \(index + 1) differs:\n  generated code: \(actual)\n  spec says:      \(wanted)")
            break
        }
    }
}
