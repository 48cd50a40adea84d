import Foundation
import Testing
@testable import TableSpecKit

/// `tablespec preview --search`, `--scope`, `--empty`, `--refreshing`, `--expand` and `--collapse` as a user runs
/// them: the binary draws what the library draws, asks for nothing the spec lacks (a usage error, exit status 64,
/// naming the option), says so in `--help`, and keeps drawing under `--watch`.
@Suite("tablespec preview of search, empty states, refresh and folding")
struct ScreenPreviewCommandTests {
    static let directory = PreviewTests.goldenDirectory

    @Test("the binary draws what the library draws, in every format")
    func matchesLibrary() throws {
        let text = try runTablespec(["preview", "Inbox.table.yaml", "--search", "cafe"], in: Self.directory)
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(text.stdout == (try String(contentsOf: Self.directory.appendingPathComponent("Inbox-w48-search-cafe.txt"), encoding: .utf8)))
        let folded = try runTablespec(["preview", "Inbox.table.yaml", "--refreshing", "--expand", "archived", "--collapse", "flagged"], in: Self.directory)
        #expect(folded.stdout == (try String(contentsOf: Self.directory.appendingPathComponent("Inbox-w48-refreshing-expand-archived-collapse-flagged.txt"),
                                             encoding: .utf8)))
        for format in ["html", "svg"] {
            let drawn = try runTablespec(["preview", "Atlas.table.yaml", "--format", format, "--search", "a", "--scope", "asia", "--empty"], in: Self.directory)
            #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
            var request = ScreenPreviewTests.request(search: "a", scope: "asia", empty: true)
            request.width = 48
            let library = ScreenPreviewTests.preview("Atlas", request, format: format == "html" ? HTMLPreviewFormat() : SVGPreviewFormat())
            #expect(drawn.stdout == library.text, "\(format)")
            #expect(drawn.stdout.contains("No Countries") && drawn.stdout.contains(">Asia<"), "\(format)")
        }
    }

    @Test("an option that asks for what the spec does not give is a usage error naming it, in every format", arguments: [
        ("Settings", ["--search", "wifi"], "--search: the table has no search field; add 'search' to the spec to draw one"),
        ("Settings", ["--scope", "all"], "--scope all: the table has no search field; add 'search' to the spec to draw one"),
        ("Inbox", ["--scope", "inbx"], "--scope inbx: the search field has no such scope; did you mean 'inbox'?"),
        ("Settings", ["--refreshing"], "--refreshing: the table is not refreshable; add 'refreshable: true' to the spec"),
        ("Inbox", ["--collapse", "inbox"], "--collapse inbox: the section is not collapsible"),
        ("Inbox", ["--expand", "archivd"], "--expand archivd: the table has no such section; did you mean 'archived'?"),
        ("Inbox", ["--collapse", "9"], "--collapse 9: the table has no such section"),
        ("Inbox", ["--expand", "archived", "--search", "a"],
         "--expand archived: a search shows the rows it finds, folded or not; leave out --search and --scope to fold a section"),
        ("Inbox", ["--expand", "archived", "--collapse", "archived"], "--expand and --collapse both name 'archived'; a section is either folded or not"),
    ])
    func refused(spec: String, arguments: [String], message: String) throws {
        let file = spec == "Settings" ? TestPaths.samples.appendingPathComponent("Settings.table.yaml").path : spec + ".table.yaml"
        for format in ["text", "html", "svg"] {
            let result = try runTablespec(["preview", file, "--format", format] + arguments, in: Self.directory)
            #expect(result.status == 64 && result.stdout.isEmpty, "\(format): \(result.stderr)")
            #expect(result.stderr == usageError(message, command: "preview"), "\(format)")
        }
    }

    @Test("--scope on a field with one scope, which draws no scope bar, is refused")
    func oneScope() throws {
        let directory = try SwiftToolchain.temporaryDirectory("one-scope")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "table: One\nsearch: { scope: { all: All } }\nsections:\n  - rows: [A]\n".write(to: directory.appendingPathComponent("One.table.yaml"),
                                                                                         atomically: false, encoding: .utf8)
        let result = try runTablespec(["preview", "One.table.yaml", "--scope", "all"], in: directory)
        #expect(result.status == 64)
        #expect(result.stderr.hasSuffix(usageError("--scope all: the search field shows no scope buttons; 'search.scope' needs two or more", command: "preview")),
                "\(result.stderr)")
        #expect(result.stderr.contains("warning: a search field shows scope buttons only when there are two or more"), "the spec's own warning stays")
    }

    @Test("a data file without items leaves a table of one dynamic section without rows: its empty state shows, as with --empty")
    func emptyData() throws {
        let directory = try SwiftToolchain.temporaryDirectory("empty-data")
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            table: Shelf
            empty: { title: No Books, message: Books you add appear here. }
            models:
              Book: { title: String }
            prototypes:
              book: { text: "{title}" }
            sections:
              - items: { model: Book, prototype: book, sample: [{ title: Dune }] }

            """.write(to: directory.appendingPathComponent("Shelf.table.yaml"), atomically: false, encoding: .utf8)
        try "[]\n".write(to: directory.appendingPathComponent("none.yaml"), atomically: false, encoding: .utf8)
        let drawn = try runTablespec(["preview", "Shelf.table.yaml", "--data", "none.yaml", "--width", "30", "--height", "4"], in: directory)
        #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
        let blank = String(repeating: " ", count: 30) + "\n"
        #expect(drawn.stdout == blank + "           No Books           \n" + "  Books you add appear here.  \n" + blank)
        let emptied = try runTablespec(["preview", "Shelf.table.yaml", "--empty", "--width", "30", "--height", "4"], in: directory)
        #expect(emptied.stdout == drawn.stdout)
        let full = try runTablespec(["preview", "Shelf.table.yaml", "--width", "30", "--height", "4"], in: directory)
        #expect(full.stdout.hasPrefix(" Dune "))
    }

    @Test("--help lists the options")
    func help() throws {
        let help = try runTablespec(["preview", "--help"])
        for option in ["--search <text>", "--scope <key>", "--empty", "--refreshing", "--expand <section>", "--collapse <section>"] {
            #expect(help.stdout.contains(option), "\(option)")
        }
    }

    @Test("--watch with --search draws again when the spec changes, searching the new rows")
    func watch() throws {
        let directory = try SwiftToolchain.temporaryDirectory("screen-watch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("W.table.yaml")
        try "table: W\nsearch: {}\nsections:\n  - rows: [Apple, Banana]\n".write(to: spec, atomically: true, encoding: .utf8)
        let session = try PreviewWatchTests.Session(["W.table.yaml", "--search", "an"], in: directory)
        defer { session.stop() }
        let first = try #require(session.drawing(1, of: "W.table.yaml"))
        #expect(first.contains(" Banana") && !first.contains(" Apple"))
        usleep(1_100_000)
        try "table: W\nsearch: {}\nsections:\n  - rows: [Apple, Banana, Mango]\n".write(to: spec, atomically: true, encoding: .utf8)
        let second = try #require(session.drawing(2, of: "W.table.yaml"))
        #expect(second.contains(" Banana") && second.contains(" Mango") && !second.contains(" Apple"))
    }
}
