import Foundation
import Testing
import TableSpecKit

/// `tablespec import FILE.storyboard` through the real binary: storyboards in the shape Xcode
/// writes, imported into a scratch directory and compared with golden files; every imported spec
/// validates, generates code that type-checks against the UIKit stub, and previews with its
/// texts; hostile XML fails fast at its line and column.
@Suite("tablespec import")
struct ImportCommandTests {
    static let storyboards = TestPaths.fixtures.appendingPathComponent("Storyboards")
    static let names = GoldenFile.names(in: storyboards, suffix: ".storyboard")

    /// Imports a fixture copied into a scratch directory (so paths in the output are relative).
    static func importFixture(_ name: String, extra: [String] = []) throws -> (URL, ProcessResult, [String]) {
        let directory = try SwiftToolchain.temporaryDirectory("import")
        try FileManager.default.copyItem(at: storyboards.appendingPathComponent(name + ".storyboard"),
                                         to: directory.appendingPathComponent(name + ".storyboard"))
        let result = try runTablespec(["import", name + ".storyboard", "--output", "specs"] + extra, in: directory)
        let specs = ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("specs").path)) ?? []).sorted()
        return (directory, result, specs)
    }

    @Test("import writes the specs of every table view, reports what it drops, and matches the golden files", arguments: names)
    func golden(name: String) throws {
        let (directory, result, specs) = try Self.importFixture(name)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0)
        var transcript = "$ tablespec import \(name).storyboard --output specs\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
        for spec in specs {
            transcript += "--- specs/\(spec)\n" + (try String(contentsOf: directory.appendingPathComponent("specs/\(spec)"), encoding: .utf8))
        }
        let golden = try GoldenFile.expected(at: Self.storyboards.appendingPathComponent(name + ".import.txt")) { transcript }
        #expect(transcript == golden)
    }

    @Test("every imported spec validates, generates code that type-checks against the UIKit stub, and previews with its texts", arguments: names)
    func roundTrip(name: String) throws {
        let (directory, result, specs) = try Self.importFixture(name)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0 && !specs.isEmpty)
        let folder = directory.appendingPathComponent("specs")
        let validated = try runTablespec(["validate"] + specs, in: folder)
        #expect(validated.status == 0, "\(validated.stderr)")
        #expect(!validated.stderr.contains("error:"))
        let generated = try runTablespec(["generate"] + specs + ["--output", "swift"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        var sources: [URL] = []
        for spec in specs {
            let table = try #require(FrontEnd(tables: TableDirectory(specs: specs.map { folder.appendingPathComponent($0).path }))
                .compile(path: folder.appendingPathComponent(spec).path).table)
            sources.append(folder.appendingPathComponent("swift/\(table.name).swift"))
            let cells = folder.appendingPathComponent("swift/\(table.name)Cells.swift")
            try GeneratedUIKitSettingsTests.appCells(table).write(to: cells, atomically: false, encoding: .utf8)
            sources.append(cells)
            let preview = try runTablespec(["preview", spec, "--width", "80"], in: folder, environment: ["LANG": "C.UTF-8"])
            #expect(preview.status == 0)
            for section in table.sections {
                for row in section.rows {
                    // A one-line label shows its first line.
                    if let text = row.text, let first = text.split(separator: "\n").first {
                        #expect(preview.stdout.contains(String(first.prefix(20))), "\(spec): \(first)")
                    }
                }
            }
        }
        let checked = try UIKitStubCompiler.typecheck(sources)
        #expect(checked.succeeded, "\(checked.diagnostics.prefix(3_000))")
    }

    @Test("text comes back exactly: entities, typographic quotes, line breaks, CJK, YAML's special words")
    func textsRoundTrip() throws {
        let (directory, result, _) = try Self.importFixture("Texts")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0)
        let table = try #require(FrontEnd(tables: TableDirectory(specs: [directory.appendingPathComponent("specs/RowTable2.table.yaml").path]))
            .compile(path: directory.appendingPathComponent("specs/RowTable.table.yaml").path).table)
        let section = try #require(table.sections.first)
        #expect(section.header == "#1: <tags> & \"quotes\" 'single'")
        #expect(section.footer == "- not a list\nsecond line")
        #expect(section.rows.map(\.text) == ["First line\nSecond: line # here", "3.0 null ~ 東京 😀", "Notifications"])
        #expect(section.rows.first?.detail == "yes")
    }

    @Test("the Sample's committed specs are what importing its storyboard writes")
    func sample() throws {
        let directory = try SwiftToolchain.temporaryDirectory("import-sample")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = TestPaths.samples.appendingPathComponent("Storyboards")
        let result = try runTablespec(["import", folder.appendingPathComponent("Main.storyboard").path, "--output", directory.path])
        #expect(result.status == 0)
        // The Sample's specs are all of them: one file more or less, and the list below changes.
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".table.yaml") }.sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == committed)
        for spec in ["Settings", "PrivacySecurity", "CountriesTable"].map({ $0 + ".table.yaml" }) {
            let written = try String(contentsOf: directory.appendingPathComponent(spec), encoding: .utf8)
            #expect(written == (try String(contentsOf: folder.appendingPathComponent(spec), encoding: .utf8)), "\(spec)")
        }
    }

    @Test("an existing spec is never overwritten without --force, and nothing is written then")
    func noOverwrite() throws {
        let directory = try SwiftToolchain.temporaryDirectory("import-exists")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.storyboards.appendingPathComponent("Main.storyboard"), to: directory.appendingPathComponent("Main.storyboard"))
        let existing = directory.appendingPathComponent("PrivacySecurity.table.yaml")
        try "table: Mine\n".write(to: existing, atomically: false, encoding: .utf8)
        let refused = try runTablespec(["import", "Main.storyboard"], in: directory)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.hasSuffix("error: PrivacySecurity.table.yaml already exists; nothing was written (--force overwrites)\n"))
        #expect(try String(contentsOf: existing, encoding: .utf8) == "table: Mine\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Settings.table.yaml").path))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["Main.storyboard", "PrivacySecurity.table.yaml"])
        let forced = try runTablespec(["import", "Main.storyboard", "--force"], in: directory)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: existing, encoding: .utf8).contains("table: PrivacySecurity\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
    static let hostile: [(String, String, String)] = [
        ("malformed", header + "\n<scenes>\n  <scene>\n</scenes>\n</document>\n",
         "hostile.storyboard:5:10: error: not well-formed XML: Opening and ending tag mismatch: scene line 4 and scenes\n"),
        ("truncated", header + "\n<scenes>\n  <scene sceneID=\"a\">",
         "hostile.storyboard:4:22: error: the document ends early, at line 4: the file stops before the storyboard's closing </document>, so it may have been cut short\n"),
        ("macOS", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\">\n<scenes/>\n</document>\n",
         "hostile.storyboard:2:1: error: this is a macOS storyboard (targetRuntime MacOSX.Cocoa, whose tables are NSTableView); tablespec imports the UITableViews of iOS storyboards\n"),
        ("derived names meet", header + "\n<scenes>\n"
            + "<scene sceneID=\"s1\"><objects><tableViewController storyboardIdentifier=\"ListViewController\" customClass=\"ListViewController\" id=\"v1\" sceneMemberID=\"viewController\"><tableView key=\"view\" dataMode=\"static\" id=\"t1\"/></tableViewController></objects></scene>\n"
            + "<scene sceneID=\"s2\"><objects><tableViewController storyboardIdentifier=\"ListController\" customClass=\"ListController\" id=\"v2\" sceneMemberID=\"viewController\"><tableView key=\"view\" dataMode=\"static\" id=\"t2\"/></tableViewController></objects></scene>\n"
            + "</scenes>\n</document>\n",
         "hostile.storyboard:5:30: error: two scenes would both be named 'ListTable' (this one, and the one at line 4): each is named after a class of the app's; give one a storyboard identifier that is not a class name\nhostile.storyboard:4:30: note: the other scene\n"),
        ("billion laughs", "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n <!ENTITY a \"aaaaaaaaaa\">\n <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n <!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">\n]>\n<document>&c;&c;&c;</document>\n",
         "hostile.storyboard:2:1: error: a storyboard has no DOCTYPE; this file declares one, and its entities are not read (no DTD is loaded, no entity expanded)\n"),
        ("undeclared entity", header + "<scenes title=\"&lol;\"/></document>\n", "hostile.storyboard:2:106: error: not well-formed XML: Entity 'lol' not defined\n"),
        ("deep nesting", header + String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000) + "</document>\n",
         "hostile.storyboard:2:467: error: elements are nested more than 128 deep; a storyboard nests about 30\n"),
        ("huge attribute", header + "<scenes title=\"" + String(repeating: "A", count: 50 << 20) + "\"/></document>\n",
         "hostile.storyboard:2:86: error: an attribute value or text is longer than 1048576 bytes, the limit for one value in a storyboard\n"),
        ("not a storyboard", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
         "hostile.storyboard:2:1: error: not a storyboard: its root element is <plist>; a storyboard starts with <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"),
        ("a spec", "table: Settings\nsections: []\n", "hostile.storyboard:1:1: error: not well-formed XML: Document is empty\n"),
        ("empty", "", "hostile.storyboard:1:1: error: the file is empty, not a storyboard\n"),
        ("no table views", header + "<scenes/></document>\n", "hostile.storyboard:2:1: error: the storyboard has no table view to import\n"),
    ]

    @Test("hostile XML gets its located error, exit 1, fast, and nothing written", arguments: hostile.map(\.0))
    func hostileInput(name: String) throws {
        let (_, text, message) = try #require(Self.hostile.first { $0.0 == name })
        let directory = try SwiftToolchain.temporaryDirectory("import-hostile")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent("hostile.storyboard"))
        let started = Date()
        let result = try runTablespec(["import", "hostile.storyboard"], in: directory)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["hostile.storyboard"])
    }
}
