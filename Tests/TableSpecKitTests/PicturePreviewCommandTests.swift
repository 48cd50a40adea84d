import Foundation
import Testing
@testable import TableSpecKit

/// `tablespec preview --format html|svg` as a user runs it: `--output`, the picture options,
/// and `--watch --output` rewriting a page that reloads itself.
@Suite("tablespec preview --format html|svg")
struct PicturePreviewCommandTests {
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("the binary writes what the library draws, to standard output or to --output")
    func output() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try PicturePreviewTests.render(.init(sample: "Settings", format: "html"))
        let printed = try runTablespec(["preview", "Samples/Settings.table.yaml", "--format", "html"], in: TestPaths.packageRoot)
        #expect(printed.status == 0 && printed.stderr.isEmpty)
        #expect(printed.stdout == expected)
        let file = directory.appendingPathComponent("settings.svg")
        let written = try runTablespec(["preview", "Samples/Settings.table.yaml", "--format", "svg", "--appearance", "dark", "--output", file.path],
                                       in: TestPaths.packageRoot)
        #expect(written.status == 0 && written.stdout.isEmpty && written.stderr.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == (try PicturePreviewTests.render(.init(sample: "Settings", format: "svg", appearance: .dark))))
        let narrow = try runTablespec(["preview", "Samples/Settings.table.yaml", "--format", "svg", "--device-width", "320", "--data", "Samples/countries.sample.yaml"],
                                      in: TestPaths.packageRoot)
        #expect(narrow.status == 1, "Settings has no dynamic section for --data")
        let data = try runTablespec(["preview", "Samples/Countries.table.yaml", "--format", "html", "--data", "Samples/countries.sample.yaml"],
                                    in: TestPaths.packageRoot)
        #expect(data.status == 0 && data.stdout.hasPrefix("<!DOCTYPE html>"), "\(data.stderr)")
        let countries = try runTablespec(["preview", "Samples/Countries.table.yaml", "--format", "svg", "--device-width", "320", "--device-height", "400",
                                          "--scroll-to", "0", "--editing"], in: TestPaths.packageRoot)
        #expect(countries.status == 0)
        #expect(countries.stdout.contains("width=\"320\" height=\"400\""))
    }

    @Test("options that belong to the other kind of preview are refused with a reason", arguments: [
        (["--format", "html", "--width", "40"], "--device-width"),
        (["--format", "svg", "--height", "400"], "--height counts terminal lines; --format svg takes --device-height POINTS"),
        (["--device-height", "400"], "--device-height is for --format html and svg; --format text takes --height"),
        (["--format", "html", "--scroll", "40"], "--scroll and --scroll-to need --device-height"),
        (["--format", "svg", "--ascii"], "--ascii is for --format text"),
        (["--format", "html", "--watch"], "--watch with --format html needs --output FILE"),
        (["--device-width", "390"], "--device-width is for --format html and svg"),
        (["--appearance", "dark"], "--appearance is for --format html and svg"),
        (["--format", "html", "--device-width", "10"], "--device-width must be from 200 to 2000 points"),
    ])
    func refused(arguments: [String], message: String) throws {
        let result = try runTablespec(["preview", "Samples/Settings.table.yaml"] + arguments, in: TestPaths.packageRoot)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--reveal draws a picture, and an unknown row is refused with the text preview's own message")
    func reveal() throws {
        let drawn = try runTablespec(["preview", "Samples/Mail.table.yaml", "--format", "svg", "--reveal", "inbox:0"], in: TestPaths.packageRoot)
        #expect(drawn.status == 0 && drawn.stdout.contains(">Trash</text>"), "\(drawn.stderr)")
        let text = try runTablespec(["preview", "Samples/Mail.table.yaml", "--reveal", "inbx:0"], in: TestPaths.packageRoot)
        for format in ["html", "svg"] {
            let picture = try runTablespec(["preview", "Samples/Mail.table.yaml", "--format", format, "--reveal", "inbx:0"], in: TestPaths.packageRoot)
            #expect(picture.status != 0 && text.status != 0)
            #expect(picture.stderr == text.stderr && text.stderr.contains("--reveal inbx:0"), "\(picture.stderr)")
        }
    }

    @Test("--menu and --open draw pictures through the binary, as the library draws them; their errors are the text preview's")
    func menuAndOpen() throws {
        let menu = try runTablespec(["preview", "Samples/Mail.table.yaml", "--format", "html", "--menu", "pinnedDinner"], in: TestPaths.packageRoot)
        #expect(menu.status == 0 && menu.stderr.isEmpty, "\(menu.stderr)")
        #expect(menu.stdout == (try PicturePreviewTests.render(.init(sample: "Mail", format: "html", menu: .id("pinnedDinner")))))
        let open = try runTablespec(["preview", "Samples/Account.table.yaml", "--format", "svg", "--open", "privacy"], in: TestPaths.packageRoot)
        #expect(open.status == 0 && open.stdout.contains(">Privacy &amp; Security</text>") && open.stdout.contains(">Account</text>"), "\(open.stderr)")
        for (option, value) in [("--menu", "inbx:0"), ("--open", "privcy")] {
            let text = try runTablespec(["preview", "Samples/Account.table.yaml", option, value], in: TestPaths.packageRoot)
            let picture = try runTablespec(["preview", "Samples/Account.table.yaml", "--format", "svg", option, value], in: TestPaths.packageRoot)
            #expect(picture.status != 0 && text.status != 0)
            #expect(picture.stderr == text.stderr && text.stderr.contains("\(option) \(value)"), "\(picture.stderr)")
        }
    }

    @Test("--watch --output rewrites the page atomically when the spec changes, and the page polls a marker that names the new stamp")
    func watch() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Watched.table.yaml")
        try "table: Watched\nsections:\n  - rows:\n      - text: First\n".write(to: spec, atomically: true, encoding: .utf8)
        let page = directory.appendingPathComponent("watched.html"), marker = directory.appendingPathComponent("watched.html.reload.js")
        let process = Process()
        process.executableURL = TestPaths.tablespec
        process.arguments = ["preview", spec.path, "--format", "html", "--watch", "--output", page.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGKILL: a child spawned from a test thread may inherit a mask that blocks SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        func waitFor(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if condition() { return true }
                usleep(50_000)
            }
            return false
        }
        func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

        #expect(waitFor { read(page).contains("First") && !read(marker).isEmpty })
        let firstMarker = read(marker)
        let stamp = try #require(firstMarker.firstMatch(of: /tablespecReload\("([0-9a-f]+)"\);/)?.1)
        #expect(read(page).contains("var stamp=\"\(stamp)\""), "the page knows its own stamp")
        #expect(read(page).contains("e.src=\"watched.html.reload.js?\""), "and polls the marker beside it")
        // Edit the spec (with a new modification time) and wait for the rewrite.
        usleep(1_100_000)
        try "table: Watched\nsections:\n  - rows:\n      - text: Second\n".write(to: spec, atomically: true, encoding: .utf8)
        #expect(waitFor { read(page).contains("Second") && read(marker) != firstMarker })
        let newStamp = try #require(read(marker).firstMatch(of: /tablespecReload\("([0-9a-f]+)"\);/)?.1)
        #expect(newStamp != stamp)
        #expect(read(page).contains("var stamp=\"\(newStamp)\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no temporary files left behind: \(leftovers)")
    }
}
