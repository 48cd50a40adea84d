import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecSwiftCore

/// `opens: Name`: where the front end finds the opened table, what the resolved rows hold, and
/// the disclosure indicator an opening row gets. (Each mistake has its diagnostic fixture.)
@Suite("Nested tables: the front end")
struct OpensFrontEndTests {
    /// Writes the specs into a new directory and returns it.
    static func folder(_ specs: [String: String]) throws -> URL {
        let directory = try SwiftToolchain.temporaryDirectory("opens")
        for (name, text) in specs {
            try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        return directory
    }

    static func compile(_ file: URL, tables: [URL] = []) -> FrontEndResult {
        FrontEnd(tables: TableDirectory(specs: tables.map(\.path))).compile(path: file.path)
    }

    static func messages(_ result: FrontEndResult, in directory: URL) -> String {
        DiagnosticTextRenderer().render(result.diagnostics.sorted).replacingOccurrences(of: directory.path + "/", with: "")
    }

    @Test("a cycle compiles: A opens B and itself, B opens A back; each opening row gets a disclosure indicator")
    func cycle() throws {
        let directory = try Self.folder([
            "Account.table.yaml": "table: Account\nsections:\n  - rows:\n      - { text: Privacy, opens: Privacy }\n      - { text: Again, opens: Account }\n      - Plain\n",
            "Privacy.table.yaml": "table: Privacy\nsections:\n  - rows:\n      - { text: Account, opens: Account }\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["Account", "Privacy"] {
            let result = Self.compile(directory.appendingPathComponent("\(name).table.yaml"))
            #expect(result.succeeded, "\(Self.messages(result, in: directory))")
            #expect(result.diagnostics.diagnostics.isEmpty)
        }
        let account = try #require(Self.compile(directory.appendingPathComponent("Account.table.yaml")).table)
        let rows = account.sections[0].rows
        #expect(rows.map(\.opens) == ["Privacy", "Account", nil])
        #expect(rows.map(\.appearance.accessory) == [.disclosureIndicator, .disclosureIndicator, .none])
        #expect(account.openedTables == ["Account", "Privacy"])
    }

    @Test("an accessory set as near as opens, or nearer, wins; one from farther defaults gives way; an action row keeps none; a prototype opens for every item")
    func disclosureRules() throws {
        let directory = try Self.folder(["Detail.table.yaml": "table: Detail\nsections:\n  - rows: [A]\n", "List.table.yaml": """
            table: List
            defaults:
              accessory: checkmark
            models:
              Entry: { name: String }
            prototypes:
              item: { text: "{name}", opens: Detail }
            sections:
              - rows:
                  - { text: From defaults, opens: Detail }
                  - { text: Own accessory, opens: Detail, accessory: detailButton }
                  - { text: No indicator, opens: Detail, accessory: none }
                  - { text: Action, opens: Detail, role: button }
              - defaults: { opens: Detail, accessory: detailDisclosureButton }
                rows:
                  - Same layer
                  - { text: Nearer opens, opens: List }
              - items: { model: Entry, prototype: item }
            """])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = Self.compile(directory.appendingPathComponent("List.table.yaml"))
        let table = try #require(result.table, "\(Self.messages(result, in: directory))")
        #expect(table.sections[0].rows.map(\.appearance.accessory) == [.disclosureIndicator, .detailButton, .none, .none])
        #expect(table.sections[0].rows.allSatisfy { $0.opens == "Detail" })
        #expect(table.sections[1].rows.map(\.appearance.accessory) == [.detailDisclosureButton, .disclosureIndicator])
        #expect(table.sections[1].rows.map(\.opens) == ["Detail", "List"])
        guard case .items(let items) = table.sections[2].content else { Issue.record("not dynamic"); return }
        #expect(items.prototype.opens == "Detail")
        #expect(items.prototype.appearance.accessory == .disclosureIndicator)
        #expect(table.openedTables == ["Detail", "List"])
    }

    @Test("a spec of the run is found wherever it is, and under any file name; without the run it is not")
    func runSpecs() throws {
        let directory = try Self.folder(["Home.table.yaml": "table: Home\nsections:\n  - rows: [{ text: Go, opens: Privacy }]\n"])
        let other = try Self.folder(["settings-privacy.table.yaml": "table: Privacy\nsections:\n  - rows: [A]\n"])
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: other)
        }
        let home = directory.appendingPathComponent("Home.table.yaml")
        let alone = Self.compile(home)
        #expect(!alone.succeeded)
        #expect(Self.messages(alone, in: directory).contains("Home.table.yaml:3:31: error: cannot find the table 'Privacy'"), "\(Self.messages(alone, in: directory))")
        let together = Self.compile(home, tables: [home, other.appendingPathComponent("settings-privacy.table.yaml")])
        #expect(together.succeeded, "\(Self.messages(together, in: directory))")
        // Standard input has no neighbours, but sees the run's specs.
        let piped = FrontEnd(tables: TableDirectory(specs: [other.appendingPathComponent("settings-privacy.table.yaml").path]))
            .compile(Array("table: Piped\nsections:\n  - rows: [{ text: Go, opens: Privacy }]\n".utf8), file: "-")
        #expect(piped.succeeded)
    }

    @Test("a neighbour found under another file name counts; one named after the table that declares another, or is broken, is explained in a note")
    func neighbours() throws {
        let directory = try Self.folder([
            "Home.table.yaml": "table: Home\nsections:\n  - rows:\n      - { text: A, opens: Elsewhere }\n      - { text: B, opens: Privacy }\n      - { text: C, opens: Broken }\n",
            "other-name.table.yaml": "table: Elsewhere\nsections:\n  - rows: [A]\n",
            "Privacy.table.yaml": "table: PrivacySettings\nsections:\n  - rows: [A]\n",
            "Broken.table.yaml": "table: Broken\nsections: [\n",
            "notes.yaml": "table: Privacy\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = Self.compile(directory.appendingPathComponent("Home.table.yaml"))
        #expect(Self.messages(result, in: directory) == """
            Home.table.yaml:5:27: error: cannot find the table 'Privacy' among the specs of this run or the *.table.yaml files next to this spec; did you mean 'PrivacySettings'?
            Privacy.table.yaml:1:8: note: Privacy.table.yaml declares the table 'PrivacySettings', not 'Privacy'
            Home.table.yaml:6:27: error: cannot find the table 'Broken' among the specs of this run or the *.table.yaml files next to this spec
            Broken.table.yaml:3:1: note: Broken.table.yaml is not a spec that can be read: YAML syntax error: did not find expected node content

            """)
    }
}

/// `opens` end to end: `preview --open`, and the CLI compiling specs that open each other.
@Suite("Nested tables: preview and CLI")
struct OpensEndToEndTests {
    /// `preview --open ROW` of a Sample, as the binary prints it, against its golden file.
    static let openedPreviews: [(sample: String, row: String, extra: [String], golden: String)] = [
        ("Account", "privacy", [], "Account-open-privacy-w48.txt"),
        ("Account", "familyAccount", ["--ascii"], "Account-open-familyAccount-w48-ascii.txt"),
        ("Privacy", "allowTracking", [], ""),
    ]

    @Test("preview --open draws the opened table under a navigation bar: the back title is the opening table's, the title the row's text; › shows on opening rows")
    func openedPreview() throws {
        for (sample, row, extra, golden) in Self.openedPreviews where !golden.isEmpty {
            let result = try runTablespec(["preview", "--width", "48", "--open", row] + extra + ["Samples/\(sample).table.yaml"], in: TestPaths.packageRoot)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let url = PreviewTests.goldenDirectory.appendingPathComponent(golden)
            let expected = try GoldenFile.expected(at: url) { result.stdout }
            #expect(result.stdout == expected, "regenerate with TABLESPEC_UPDATE_GOLDENS=1, then review the diff by eye")
            for line in result.stdout.split(separator: "\n") { #expect(TextWidth.columns(String(line)) == 48, "\(line)") }
        }
        let privacy = try runTablespec(["preview", "--width", "48", "--open", "privacy", "Samples/Account.table.yaml"], in: TestPaths.packageRoot)
        let lines = privacy.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("‹ Account") == true)
        #expect(lines.first?.contains("Privacy & Security") == true)
        #expect(privacy.stdout.contains("Account") && privacy.stdout.contains("› │"), "Privacy's rows that open Account show the disclosure")
        // The bar stays on top of a viewport.
        let viewport = try runTablespec(["preview", "--width", "48", "--height", "3", "--scroll", "4", "--open", "privacy", "Samples/Account.table.yaml"],
                                        in: TestPaths.packageRoot)
        #expect(viewport.stdout.split(separator: "\n").count == 4)
        #expect(viewport.stdout.hasPrefix("‹ Account"))
    }

    @Test("preview --open with an unknown row, or a row that opens nothing, is a clear error and draws nothing")
    func openErrors() throws {
        let unknown = try runTablespec(["preview", "--open", "privcy", "Samples/Account.table.yaml"], in: TestPaths.packageRoot)
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == usageError("--open privcy: the table has no row with that id, and no prototype of that name; did you mean 'privacy'?", command: "preview"))
        let nothing = try runTablespec(["preview", "--open", "allowTracking", "Samples/Privacy.table.yaml"], in: TestPaths.packageRoot)
        #expect(nothing.status == 64)
        #expect(nothing.stdout.isEmpty)
        #expect(nothing.stderr == usageError("--open allowTracking: the row opens no table; only a row with 'opens' can be opened", command: "preview"))
    }

    @Test("the CLI compiles two specs in different directories that open each other when both are given; one alone is a located error; --known-spec makes it visible without generating it")
    func twoSpecs() throws {
        let directory = try SwiftToolchain.temporaryDirectory("opens-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("a"), withIntermediateDirectories: true)
        try manager.createDirectory(at: directory.appendingPathComponent("b"), withIntermediateDirectories: true)
        try "table: Home\nsections:\n  - rows:\n      - { text: Settings, opens: Options }\n".write(to: directory.appendingPathComponent("a/Home.table.yaml"), atomically: false, encoding: .utf8)
        try "table: Options\nsections:\n  - rows:\n      - { text: Home, opens: Home }\n".write(to: directory.appendingPathComponent("b/options.table.yaml"), atomically: false, encoding: .utf8)

        let both = try runTablespec(["generate", "-o", "out", "a/Home.table.yaml", "b/options.table.yaml"], in: directory)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted() == ["Home.swift", "Options.swift"])
        let home = try String(contentsOf: directory.appendingPathComponent("out/Home.swift"), encoding: .utf8)
        #expect(home.contains("return TableViewController<Options>()"))

        let alone = try runTablespec(["validate", "a/Home.table.yaml"], in: directory)
        #expect(alone.status == 1)
        #expect(alone.stderr == "a/Home.table.yaml:4:34: error: cannot find the table 'Options' among the specs of this run or the *.table.yaml files next to this spec\n")

        let known = try runTablespec(["generate", "-o", "known", "--known-spec", "b/options.table.yaml", "a/Home.table.yaml"], in: directory)
        #expect(known.status == 0, "\(known.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: directory.appendingPathComponent("known").path) == ["Home.swift"])

        // The pair type-checks together against the UIKit stub.
        let result = try UIKitStubCompiler.typecheck([directory.appendingPathComponent("out/Home.swift"), directory.appendingPathComponent("out/Options.swift")])
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")
    }

    @Test("a table found only next to the spec is fine for validate, a warning at the opens for generate, and an error with --strict that writes nothing")
    func openedOutsideTheRun() throws {
        let directory = try SwiftToolchain.temporaryDirectory("opens-outside")
        defer { try? FileManager.default.removeItem(at: directory) }
        let home = "table: Home\nsections:\n  - rows:\n      - { text: Inbox, opens: Message }\n      - { text: Sent, opens: Message }\n"
        try home.write(to: directory.appendingPathComponent("Home.table.yaml"), atomically: false, encoding: .utf8)
        try "table: Message\nsections:\n  - rows: [Body]\n".write(to: directory.appendingPathComponent("Message.table.yaml"), atomically: false, encoding: .utf8)

        let validated = try runTablespec(["validate", "Home.table.yaml"], in: directory)
        #expect(validated.status == 0 && validated.stderr.isEmpty, "\(validated.stderr)")

        // Once per table, at its first opens; the file is still written.
        let alone = try runTablespec(["generate", "-o", "out", "Home.table.yaml"], in: directory)
        #expect(alone.status == 0)
        #expect(alone.stderr == """
            Home.table.yaml:4:31: warning: the table 'Message' comes from Message.table.yaml, which this run does not generate, but the \
            generated code needs its type in the same module; give that spec to this run too (or name it with --known-spec when another \
            run generates it)

            """)
        #expect(alone.stdout == "wrote out/Home.swift\n")

        let strict = try runTablespec(["generate", "--strict", "-o", "strict", "Home.table.yaml"], in: directory)
        #expect(strict.status == 1 && strict.stdout.isEmpty)
        #expect(strict.stderr.hasPrefix("Home.table.yaml:4:31: error: the table 'Message' comes from Message.table.yaml, which this run does not generate"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("strict").path))

        for arguments in [["Home.table.yaml", "Message.table.yaml"], ["--known-spec", "Message.table.yaml", "Home.table.yaml"]] {
            let quiet = try runTablespec(["generate", "--strict", "-o", "both"] + arguments, in: directory)
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(arguments): \(quiet.stderr)")
        }
    }
}

/// The generated `opens` in both forms of a table: `Row(…)` literals and the encoded payload a
/// large table uses, compiled and run (the platform-neutral part), and the UIKit part type-checked.
@Suite("Nested tables: generated code")
struct OpensGeneratedCodeTests {
    static func spec(name: String, rows: Int) -> String {
        var text = "table: \(name)\nsections:\n  - rows:\n"
        for row in 0..<rows {
            switch row % 3 {
            case 0: text += "      - { text: Row \(row), opens: \(name) }\n"
            case 1: text += "      - { text: Row \(row), opens: URLSettings, accessory: none }\n"
            default: text += "      - Row \(row)\n"
            }
        }
        return text
    }

    @Test("literal and encoded tables carry each row's opens; the cases are lowerCamelCase; an accessory: none row opens without the indicator")
    func bothForms() throws {
        let directory = try SwiftToolchain.temporaryDirectory("opens-forms")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = "table: URLSettings\nsections:\n  - rows: [A]\n"
        try target.write(to: directory.appendingPathComponent("URLSettings.table.yaml"), atomically: false, encoding: .utf8)
        var sources: [URL] = []
        var main = ""
        for (name, rows, encoded) in [("LargeOpening", 240, true), ("SmallOpening", 9, false), ("URLSettings", 0, false)] {
            let file = directory.appendingPathComponent(name + ".table.yaml")
            if rows > 0 { try Self.spec(name: name, rows: rows).write(to: file, atomically: false, encoding: .utf8) }
            let compiled = FrontEnd().compile(path: file.path)
            let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
            let source = UIKitOutputTarget().source(for: table, sourcePath: name + ".table.yaml")
            #expect(source.contains("static let encodedStaticSections") == encoded)
            let url = directory.appendingPathComponent(name + ".swift")
            try source.write(to: url, atomically: false, encoding: .utf8)
            sources.append(url)
            guard rows > 0 else { continue }
            let own = OpenedTableCases.lowerCamel(name)
            main += """
                do {
                    let rows = \(name).Content().sections[0].rows
                    print(rows.count, rows.map { $0.opens == .\(own) ? "self" : $0.opens == .urlSettings ? "url" : "-" }.prefix(4).joined(separator: " "),
                          rows[0].accessory == .disclosureIndicator, rows[1].accessory == .none, \(name).OpenedTable.allCases.count)
                }

                """
        }
        let mainFile = directory.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe")
        let build = try SwiftToolchain.buildExecutable(sources + [mainFile], output: executable)
        #expect(build.status == 0, "\(build.stderr.prefix(3_000))")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.stdout == "240 self url - self true true 2\n9 self url - self true true 2\n")

        // The UIKit part, through the literal table: the stub's toolchain does not build the
        // encoded payload reader (its unsafe pointers), which is the same for every table.
        let typecheck = try UIKitStubCompiler.typecheck(Array(sources.dropFirst()))
        #expect(typecheck.succeeded, "\(typecheck.diagnostics.prefix(3_000))")
    }
}
