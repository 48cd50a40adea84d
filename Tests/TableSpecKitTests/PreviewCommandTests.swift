import Foundation
import Testing
@testable import TableSpecKit

/// `tablespec preview` as a user runs it.
@Suite("tablespec preview")
struct PreviewCommandTests {
    @Test("the binary draws what the library draws, 48 columns wide when not on a terminal")
    func matchesLibrary() throws {
        let result = try runTablespec(["preview", "Samples/Settings.table.yaml"], in: TestPaths.packageRoot)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (try PreviewTests.render(.init(sample: "Settings", width: 48))))
    }

    @Test("a viewport shows exactly --height lines from --scroll, or from a section with --scroll-to")
    func viewports() throws {
        let full = try PreviewTests.render(.init(sample: "Contacts", width: 40)).split(separator: "\n", omittingEmptySubsequences: false)
        let window = try runTablespec(["preview", "Samples/Contacts.table.yaml", "--width", "40", "--height", "10", "--scroll", "30"], in: TestPaths.packageRoot)
        #expect(window.status == 0)
        let lines = window.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        // The viewport's content matches the whole table's (the index is laid out per viewport).
        for (line, whole) in zip(lines, full[30..<40]) {
            #expect(line.prefix(38) == whole.prefix(38))
        }
        let section = try runTablespec(["preview", "Samples/Contacts.table.yaml", "--width", "40", "--height", "3", "--scroll-to", "c"], in: TestPaths.packageRoot)
        #expect(section.stdout.split(separator: "\n").first?.hasPrefix("░ C ░") == true)
        let row = try runTablespec(["preview", "Samples/Contacts.table.yaml", "--width", "40", "--height", "1", "--scroll-to", "c:1"], in: TestPaths.packageRoot)
        #expect(row.stdout.hasPrefix(" Wei Chen"))
        let missing = try runTablespec(["preview", "Samples/Contacts.table.yaml", "--height", "3", "--scroll-to", "nope"], in: TestPaths.packageRoot)
        #expect(missing.status == 64)
        #expect(missing.stderr == usageError("--scroll-to nope: the table has no such section or row", command: "preview"))
    }

    @Test("an invalid spec prints its diagnostics and no preview; warnings go to stderr above a preview")
    func diagnostics() throws {
        let directory = TestPaths.fixtures.appendingPathComponent("Invalid")
        let invalid = try runTablespec(["preview", "unknown-keys.table.yaml"], in: directory)
        #expect(invalid.status == 1)
        #expect(invalid.stdout.isEmpty)
        #expect(invalid.stderr == (try String(contentsOf: directory.appendingPathComponent("unknown-keys.expected"), encoding: .utf8)))
        let warned = try runTablespec(["preview", "warning-index-on-grouped-table.table.yaml"], in: directory)
        #expect(warned.status == 0)
        #expect(warned.stderr.contains(": warning: a section index is meant for 'plain' tables"))
        #expect(warned.stdout.contains("ANNA") == false && warned.stdout.contains("Anna"))
    }

    @Test("colour only when asked or on a terminal, and never with NO_COLOR")
    func colour() throws {
        let plain = try runTablespec(["preview", "Samples/Difficulty.table.yaml"], in: TestPaths.packageRoot)
        #expect(!plain.stdout.contains("\u{1B}["))
        let always = try runTablespec(["preview", "Samples/Difficulty.table.yaml", "--color", "always"], in: TestPaths.packageRoot)
        #expect(always.stdout.contains("\u{1B}[34m✓\u{1B}[0m"))
        #expect(always.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain.stdout)
    }

    @Test("--data draws the dynamic section from a file of items, checked against the model")
    func data() throws {
        let directory = try SwiftToolchain.temporaryDirectory("data")
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("few.yaml")
        try "- {name: Zambia, capital: Lusaka}\n- {name: Andorra}\n".write(to: good, atomically: false, encoding: .utf8)
        let result = try runTablespec(["preview", "Samples/Countries.table.yaml", "--data", good.path], in: TestPaths.packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        #expect(text.contains(" Andorra") && text.contains(" Zambia") && text.contains(" Lusaka") && !text.contains("Afghanistan"))
        // The search field (Countries has `search`); A, then Andorra (no capital: no detail line) and its
        // separator; Z, then Zambia, Lusaka, separator.
        #expect(text.split(separator: "\n").count == 8)
        #expect(text.split(separator: "\n").first?.contains("Search Countries") == true)
        let bad = directory.appendingPathComponent("bad.yaml")
        try "- {name: Zambia, capitol: Lusaka}\n".write(to: bad, atomically: false, encoding: .utf8)
        let failed = try runTablespec(["preview", TestPaths.samples.appendingPathComponent("Countries.table.yaml").path, "--data", "bad.yaml"], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stderr.hasSuffix("bad.yaml:1:18: error: 'capitol' is not a field of model 'Country'; did you mean 'capital'?\n"))
        // A tag in the data file is reported, as in a sample file the spec names.
        try "- {name: !city Zambia}\n".write(to: bad, atomically: false, encoding: .utf8)
        let tagged = try runTablespec(["preview", TestPaths.samples.appendingPathComponent("Countries.table.yaml").path, "--data", "bad.yaml"], in: directory)
        #expect(tagged.status == 1)
        #expect(tagged.stderr.hasSuffix("bad.yaml:1:10: error: the tag '!city' is not supported in a table spec; remove it\n"), "\(tagged.stderr)")
    }

    @Test("--watch draws again when the spec changes, and shows errors while it is broken")
    func watch() throws {
        let directory = try SwiftToolchain.temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("W.table.yaml")
        try "table: W\nsections:\n  - rows: [First]\n".write(to: spec, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = TestPaths.tablespec
        process.arguments = ["preview", "W.table.yaml", "--watch", "--width", "30"]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        Thread.sleep(forTimeInterval: 1.0)
        try "table: W\nsections:\n  - rows: [Second]\n    heder: x\n".write(to: spec, atomically: false, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1.0)
        try "table: W\nsections:\n  - rows: [Third]\n".write(to: spec, atomically: false, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1.0)
        // SIGKILL: a child spawned from a test thread may inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains(" First"))
        #expect(text.contains("W.table.yaml:4:5: error: unknown key 'heder' in a section; did you mean 'header'?"))
        #expect(text.contains(" Third"))
        #expect(text.components(separatedBy: "--- W.table.yaml ---").count == 4)
    }
}
