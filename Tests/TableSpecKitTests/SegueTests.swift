import Foundation
import Testing
@testable import TableSpecKit

/// `segue`: the storyboard segue identifier a row stands for, carried by its events so that code moved out
/// of `prepare(for:sender:)` keeps keying on it.
@Suite("Segue identifiers")
struct SegueTests {
    static func messages(_ yaml: String) -> String {
        let result = FrontEnd().compile(Array(yaml.utf8), file: "T.table.yaml")
        return DiagnosticTextRenderer().render(result.diagnostics.sorted)
    }

    @Test("an empty segue is a located error; a row no event can come from is warned about; a detail button is such an event")
    func validation() throws {
        let empty = Self.messages("table: T\nsections:\n  - rows:\n      - { text: A, segue: \"\" }\n")
        #expect(empty.contains("T.table.yaml:4:27: error: 'segue' cannot be empty"), "\(empty)")

        let unselectable = Self.messages("table: T\nsections:\n  - rows:\n      - { text: A, selectable: false, segue: showA }\n")
        #expect(unselectable.contains("T.table.yaml:4:46: warning: the row carries the segue 'showA', but it cannot be selected and has no detail button"),
                "\(unselectable)")
        let noSelection = Self.messages("table: T\nselection: none\nsections:\n  - rows:\n      - { text: A, segue: showA }\n")
        #expect(noSelection.contains("warning: the row carries the segue 'showA'"), "\(noSelection)")

        let button = Self.messages("table: T\nsections:\n  - rows:\n      - { text: A, selectable: false, accessory: detailButton, segue: showA }\n")
        #expect(button.isEmpty, "\(button)")
        let misspelt = Self.messages("table: T\nsections:\n  - rows:\n      - { text: A, segeu: showA }\n")
        #expect(misspelt.contains("did you mean 'segue'?"), "\(misspelt)")
    }

    @Test("the resolved row and prototype hold the identifier; rows without one hold none")
    func resolved() throws {
        let table = try compiledTable("""
            table: T
            models:
              Item: { name: String }
            prototypes:
              item: { text: "{name}", segue: showItem }
            sections:
              - rows:
                  - { text: A, id: a, segue: showA }
                  - { text: B, id: b }
              - items: { model: Item, prototype: item }
            """)
        #expect(table.sections[0].rows.map(\.segue) == ["showA", nil])
        guard case .items(let items) = table.sections[1].content else {
            Issue.record("the second section is not dynamic")
            return
        }
        #expect(items.prototype.segue == "showItem")
    }

    static func spec(name: String, rows: Int) -> String {
        var text = """
            table: \(name)
            models:
              Item: { name: String }
            prototypes:
              item: { text: "{name}", segue: showItem }
            sections:
              - items: { model: Item, prototype: item }
              - rows:

            """
        for row in 0..<rows {
            text += row % 2 == 0 ? "      - { text: \"Row \(row)\", segue: \"show \\\"\(row)\\\"\\tnext\" }\n" : "      - Row \(row)\n"
        }
        return text
    }

    @Test("literal and encoded tables carry each row's segue into its events, and a prototype into every item's row")
    func generated() throws {
        let directory = try SwiftToolchain.temporaryDirectory("segue-forms")
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [URL] = []
        var main = ""
        for (name, rows, encoded) in [("LargeSegues", 240, true), ("SmallSegues", 5, false)] {
            let table = try compiledTable(Self.spec(name: name, rows: rows), file: name + ".table.yaml")
            let source = UIKitOutputTarget().source(for: table, sourcePath: name + ".table.yaml")
            #expect(source.contains("static let encodedStaticSections") == encoded)
            let url = directory.appendingPathComponent(name + ".swift")
            try source.write(to: url, atomically: false, encoding: .utf8)
            sources.append(url)
            main += """
                do {
                    let rows = \(name).Content().sections[1].rows
                    let events = rows.indices.map { TableRowEvent<\(name)>(row: rows[$0], position: TableRowPosition(section: 1, row: $0)) }
                    print(rows.count, events.prefix(3).map { $0.segue ?? "-" }, \(name).itemRow(\(name).Item(name: "x")).segue ?? "-")
                }

                """
        }
        let mainFile = directory.appendingPathComponent("main.swift")
        try ("import TableSpecRuntime\n" + main).write(to: mainFile, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe")
        let build = try SwiftToolchain.buildExecutable(sources + [mainFile], output: executable)
        #expect(build.status == 0, "\(build.stderr.prefix(3_000))")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        let expected = #"["show \"0\"\tnext", "-", "show \"2\"\tnext"] showItem"#
        #expect(run.stdout == "240 \(expected)\n5 \(expected)\n")

        let typecheck = try UIKitStubCompiler.typecheck(Array(sources.dropFirst()))
        #expect(typecheck.succeeded, "\(typecheck.diagnostics.prefix(3_000))")
    }

    @Test("import keeps each cell's segue identifier: the tap's (with opens or without), else the accessory button's; a second one is named in a warning")
    func imported() throws {
        let (directory, result, specs) = try ImportCommandTests.importFixture("Migration")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0 && specs.contains("MailSettingsTable.table.yaml"))
        let folder = directory.appendingPathComponent("specs")
        let compiled = FrontEnd(tables: TableDirectory(specs: specs.map { folder.appendingPathComponent($0).path }))
            .compile(path: folder.appendingPathComponent("MailSettingsTable.table.yaml").path)
        let table = try #require(compiled.table)
        let rows = table.sections.flatMap(\.rows)
        let segues = Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.id.map { ($0, row.segue ?? "-") } })
        #expect(segues == ["addAccount": "showAccount", "importSubscriptions": "-", "signature": "editSignature",
                           "importSubscriptions2": "importAgain", "drafts": "showDrafts"])
        #expect(rows.first { $0.id == "addAccount" }?.opens == "AccountTable")
        #expect(!result.stderr.contains("'showAccount'"), "a kept identifier needs no warning")
        #expect(result.stderr.contains("its identifier 'draftsHistory' is not kept (the row's events carry one segue identifier, 'showDrafts')"))
        #expect(result.stderr.contains("handle it in onAccessoryButtonTap, where event.id is .signature and event.segue is \"editSignature\""))
    }
}
