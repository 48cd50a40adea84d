import Foundation
import Testing

/// `tablespec preview`'s viewport and frame options, through the real binary, with exact output.
@Suite("tablespec preview options")
struct PreviewOptionTests {
    /// Two sections of two rows, every row with an id.
    static let spec = """
        table: S
        sections:
          - id: first
            rows:
              - {text: Alpha, id: alpha}
              - {text: Beta, id: beta}
          - id: second
            header: More
            rows:
              - {text: Gamma, id: gamma}
              - {text: Delta, id: delta}

        """

    static func preview(_ options: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        let directory = try SwiftToolchain.temporaryDirectory("preview-options")
        defer { try? FileManager.default.removeItem(at: directory) }
        try spec.write(to: directory.appendingPathComponent("S.table.yaml"), atomically: false, encoding: .utf8)
        return try runTablespec(["preview", "S.table.yaml", "--width", "24"] + options, in: directory, environment: environment)
    }

    static let rule = " " + String(repeating: "─", count: 23) + "\n"

    @Test("--scroll-to takes a row id as well as SECTION[:ROW], sections and rows counting from 0")
    func scrollToRow() throws {
        let byID = try Self.preview(["--height", "3", "--scroll-to", "gamma"])
        #expect(byID.status == 0 && byID.stderr.isEmpty)
        #expect(byID.stdout == " Gamma                  \n" + Self.rule + " Delta                  \n")
        let section = try Self.preview(["--height", "2", "--scroll-to", "second"])
        #expect(section.stdout == "░ More ░░░░░░░░░░░░░░░░░\n Gamma                  \n")
        let number = try Self.preview(["--height", "2", "--scroll-to", "1"])
        #expect(number.stdout == section.stdout)
        let position = try Self.preview(["--height", "1", "--scroll-to", "0:1"])
        #expect(position.stdout == " Beta                   \n")
        let missing = try Self.preview(["--height", "1", "--scroll-to", "gama"])
        #expect(missing.status == 64 && missing.stdout.isEmpty)
        #expect(missing.stderr == usageError("--scroll-to gama: the table has no such section or row; did you mean 'gamma'?", command: "preview"))
    }

    @Test("--scroll past the end, or to a row near it, shows the last screen")
    func scrollPastEnd() throws {
        let lastScreen = Self.rule + " Delta                  \n" + Self.rule
        let far = try Self.preview(["--height", "3", "--scroll", "9999"])
        #expect(far.status == 0 && far.stderr.isEmpty)
        #expect(far.stdout == lastScreen)
        #expect(try Self.preview(["--height", "3", "--scroll-to", "delta"]).stdout == lastScreen)
        // A viewport taller than the table shows all of it.
        let whole = try Self.preview([])
        #expect(try Self.preview(["--height", "50", "--scroll", "4"]).stdout == whole.stdout)
    }

    @Test("a malformed --scroll-to prints the preview command's usage, with exit status 64")
    func malformedScrollTo() throws {
        let row = try Self.preview(["--height", "3", "--scroll-to", "second:two"])
        #expect(row.status == 64 && row.stdout.isEmpty)
        #expect(row.stderr == usageError("--scroll-to takes SECTION:ROW with ROW a number from 0; got 'second:two'", command: "preview"))
        let empty = try Self.preview(["--height", "3", "--scroll-to", "second:"])
        #expect(empty.stderr == usageError("--scroll-to takes a section (an id or a number), a row id, or SECTION:ROW; got 'second:'", command: "preview"))
        let negative = try Self.preview(["--height", "3", "--scroll=-2"])
        #expect(negative.stderr == usageError("--scroll counts lines from 0; it cannot be negative", command: "preview"))
        let reveal = try Self.preview(["--reveal", ":leading"])
        #expect(reveal.stderr == usageError("--reveal takes a row id or SECTION:ROW", command: "preview"))
    }

    @Test("a locale that is not UTF-8 draws ASCII frames unless --unicode; LC_ALL, then LC_CTYPE, then LANG decide")
    func locale() throws {
        let ascii = " Alpha                  \n -----------------------\n"
        let unicode = " Alpha                  \n" + Self.rule
        for (environment, expected) in [
            (["LANG": "C"], ascii),
            (["LANG": "en_US.ISO-8859-1"], ascii),
            (["LANG": "de_DE.utf8@euro"], unicode),
            (["LC_ALL": "C", "LANG": "en_US.UTF-8"], ascii),
            (["LC_ALL": "", "LC_CTYPE": "en_US.UTF-8", "LANG": "C"], unicode),
            (["LC_CTYPE": "POSIX", "LANG": "C.UTF-8"], ascii),
        ] {
            let result = try Self.preview(["--height", "2"], environment: environment)
            #expect(result.stdout == expected, "\(environment)")
        }
        #expect(try Self.preview(["--height", "2", "--unicode"], environment: ["LANG": "C"]).stdout == unicode)
        #expect(try Self.preview(["--height", "2", "--ascii"]).stdout == ascii)
        let both = try Self.preview(["--ascii", "--unicode"])
        #expect(both.status == 64 && both.stderr.hasPrefix("Error: --ascii and --unicode cannot be used together\n"))
    }
}
