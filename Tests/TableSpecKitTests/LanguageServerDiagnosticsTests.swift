import Foundation
import Testing

/// `tablespec lsp`'s diagnostics: the same as `tablespec validate`'s, placed as LSP counts
/// (0-based lines, UTF-16 characters), for specs that open one another whether they are open in
/// the editor or only on disk, and within the CLI's limits.
@Suite("tablespec lsp: diagnostics")
struct LanguageServerDiagnosticsTests {
    /// What `tablespec validate --diagnostics-format json` prints.
    struct CLIReport: Decodable {
        struct Entry: Decodable {
            var severity: String
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
            var endLine: Int?
            var endColumn: Int?
            var notes: [Entry]
        }
        var diagnostics: [Entry]
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// An LSP position worked out here from the CLI's 1-based line and scalar column, over the
    /// file's own text: the test's own count, not the server's.
    static func position(line: Int, column: Int, in text: String) -> LSPWire.Position {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line - 1 < lines.count else { return LSPWire.Position(line: line - 1, character: column - 1) }
        let prefix = String(String.UnicodeScalarView(lines[line - 1].unicodeScalars.prefix(column - 1)))
        return LSPWire.Position(line: line - 1, character: prefix.utf16.count)
    }

    /// The diagnostics `validate` reports, converted to what the server must publish, by URI.
    static func expected(from report: CLIReport, spec: String) -> [String: [LSPWire.Diagnostic]] {
        func location(_ entry: CLIReport.Entry, fallback: LSPWire.Location) -> LSPWire.Location {
            guard let file = entry.file, let line = entry.line, let column = entry.column else { return fallback }
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let start = position(line: line, column: column, in: text)
            let end = position(line: entry.endLine ?? line, column: entry.endColumn ?? column, in: text)
            return LSPWire.Location(uri: uri(file), range: LSPWire.Range(start: start, end: end))
        }
        let top = LSPWire.Location(uri: uri(spec), range: LSPWire.Range(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)))
        var byURI: [String: [LSPWire.Diagnostic]] = [:]
        for entry in report.diagnostics {
            let place = location(entry, fallback: top)
            let related = entry.notes.map { LSPWire.RelatedInformation(location: location($0, fallback: place), message: $0.message.lspEscaped) }
            let severity = ["error": 1, "warning": 2, "note": 3][entry.severity]
            byURI[place.uri, default: []].append(LSPWire.Diagnostic(range: place.range, severity: severity, source: "tablespec",
                                                                    message: entry.message.lspEscaped, relatedInformation: related.isEmpty ? nil : related))
        }
        return byURI
    }

    static func validate(_ spec: String, _ arguments: [String] = []) throws -> CLIReport {
        let result = try runTablespec(["validate", "--diagnostics-format", "json"] + arguments + [spec])
        return try JSONDecoder().decode(CLIReport.self, from: Data(result.stdout.utf8))
    }

    /// Sends a request nobody implements and reads up to its answer: every publish the messages
    /// before it caused has then arrived, in order.
    static func settle(_ client: LanguageServerClient) throws {
        let id = try client.request("probe/settle", LSPWire.Empty())
        _ = try client.response(to: id, as: LSPWire.Empty.self)
    }

    @Test func everyInvalidFixturePublishesWhatValidateReports() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("Invalid")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".table.yaml") }.sorted()
        #expect(specs.count > 40)
        let client = try LanguageServerClient()
        _ = try client.initialize()
        var compared = 0
        for name in specs {
            let spec = folder.appendingPathComponent(name).path
            let text = try String(contentsOfFile: spec, encoding: .utf8)
            let expected = Self.expected(from: try Self.validate(spec), spec: spec)
            client.publishes = []
            try client.open(Self.uri(spec), text)
            try Self.settle(client)
            var got: [String: [LSPWire.Diagnostic]] = [:]
            for publish in client.publishes { got[publish.uri] = publish.diagnostics }
            #expect(got[Self.uri(spec)] != nil, "\(name): nothing published for the spec")
            for (uri, diagnostics) in expected {
                #expect(got[uri] == diagnostics, "\(name): \(uri)")
            }
            for (uri, diagnostics) in got where expected[uri] == nil {
                #expect(diagnostics.isEmpty, "\(name): published for \(uri) what validate does not report")
            }
            compared += expected.values.reduce(0) { $0 + $1.count }
            try client.close(Self.uri(spec))
            try Self.settle(client)
            #expect(client.publishes.last(where: { $0.uri == Self.uri(spec) })?.diagnostics == [], "\(name): closing clears its diagnostics")
        }
        #expect(compared > 100, "the fixtures' diagnostics were compared")
    }

    @Test func charactersAreUTF16UnitsAfterChineseAndEmoji() throws {
        let folder = try SwiftToolchain.temporaryDirectory("lsp-utf16")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Wide.table.yaml")
        let text = """
            table: Wide
            sections:
              - header: 设置
                rows:
                  - { text: 中文😀😀, stlye: value1 }

            """
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let report = try Self.validate(spec.path)
        let first = try #require(report.diagnostics.first)
        #expect(first.message.contains("'stlye'") && first.message.contains("did you mean 'style'?"))
        #expect(first.line == 5 && first.column == 23, "validate counts scalars: 16 + 2 + 2 + 2 before the key, 1-based")

        let client = try LanguageServerClient()
        _ = try client.initialize()
        try client.open(Self.uri(spec.path), text)
        let published = try client.published(for: Self.uri(spec.path))
        let diagnostic = try #require(published.diagnostics.first)
        #expect(diagnostic.message == first.message)
        // "      - { text: " is 16 units, 中文 2, each 😀 a surrogate pair (2), ", " 2.
        #expect(diagnostic.range.start == LSPWire.Position(line: 4, character: 24))
        #expect(diagnostic.range.end == LSPWire.Position(line: 4, character: 29))
        #expect(published.version == 1)
    }

    @Test func specsThatOpenEachOtherAreCheckedTogetherFromTheEditorAndFromDisk() throws {
        let folder = try SwiftToolchain.temporaryDirectory("lsp-opens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let account = folder.appendingPathComponent("Account.table.yaml").path
        let privacy = folder.appendingPathComponent("Privacy.table.yaml").path
        let accountText = """
            table: Account
            sections:
              - rows:
                  - text: Privacy
                    opens: Privacy

            """
        func privacyText(_ name: String) -> String {
            "table: \(name)\nsections:\n  - rows:\n      - text: Tracking\n"
        }
        try accountText.write(toFile: account, atomically: true, encoding: .utf8)
        let client = try LanguageServerClient()
        _ = try client.initialize()

        // Nowhere yet: the error validate gives.
        try client.open(Self.uri(account), accountText)
        let missing = try client.published(for: Self.uri(account))
        #expect(missing.diagnostics.map(\.message) == (try Self.validate(account)).diagnostics.map(\.message))
        #expect(missing.diagnostics.first?.message.hasPrefix("cannot find the table 'Privacy'") == true)

        // Open in the editor, never saved: found, and Account is checked again without a change of its own.
        try client.open(Self.uri(privacy), privacyText("Privacy"))
        try Self.settle(client)
        #expect(client.diagnostics[Self.uri(account)]?.diagnostics == [], "an unsaved Privacy beside Account is the table it opens")

        // Renamed in the editor: the note points into the other tab, at the name it declares.
        try client.change(Self.uri(privacy), privacyText("Privcy"), version: 2)
        try Self.settle(client)
        let renamed = try #require(client.diagnostics[Self.uri(account)]?.diagnostics.first)
        #expect(renamed.message.hasPrefix("cannot find the table 'Privacy'"))
        #expect(renamed.message.hasSuffix("did you mean 'Privcy'?"))
        let note = try #require(renamed.relatedInformation?.first)
        #expect(note.message == "Privacy.table.yaml declares the table 'Privcy', not 'Privacy'")
        #expect(note.location.uri == Self.uri(privacy))
        #expect(note.location.range == LSPWire.Range(start: .init(line: 0, character: 7), end: .init(line: 0, character: 13)))

        // Closed, and on disk with another name: the disk's text counts now.
        try privacyText("Private").write(toFile: privacy, atomically: true, encoding: .utf8)
        try client.close(Self.uri(privacy))
        try Self.settle(client)
        let fromDisk = try #require(client.diagnostics[Self.uri(account)]?.diagnostics.first)
        #expect(fromDisk.relatedInformation?.first?.message == "Privacy.table.yaml declares the table 'Private', not 'Privacy'")
        #expect(client.diagnostics[Self.uri(privacy)]?.diagnostics == [], "closing Privacy cleared its own")

        // Saved right, and Account edited: no error, as validate says.
        try privacyText("Privacy").write(toFile: privacy, atomically: true, encoding: .utf8)
        try client.change(Self.uri(account), accountText + "# edited\n", version: 2)
        let fixed = try client.published(for: Self.uri(account))
        #expect(fixed.diagnostics == [])
        #expect(fixed.version == 2)
        #expect((try Self.validate(account)).diagnostics.isEmpty)
    }

    @Test func everyChangeIsPublishedAndAHalfTypedSpecNeverStopsTheServer() throws {
        let folder = try SwiftToolchain.temporaryDirectory("lsp-typing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let uri = Self.uri(folder.appendingPathComponent("Typed.table.yaml").path)
        let full = "table: Typed\nsections:\n  - header: \"Ω {x}\"\n    rows:\n      - text: 'a'\n        style: value1\n        detail: b\n"
        let client = try LanguageServerClient()
        _ = try client.initialize()
        try client.open(uri, "")
        #expect(try client.published(for: uri).diagnostics.first?.message.hasPrefix("the file is empty") == true)
        // Every prefix, keystroke by keystroke, each answered before the next.
        var version = 1
        for end in full.indices.dropFirst() {
            version += 1
            try client.change(uri, String(full[..<end]), version: version)
            let published = try client.published(for: uri)
            #expect(published.version == version)
        }
        version += 1
        try client.change(uri, full, version: version)
        #expect(try client.published(for: uri).diagnostics == [])
    }

    @Test func hostileDocumentsGetTheCLIsDiagnosticsAndTheServerCarriesOn() throws {
        let folder = try SwiftToolchain.temporaryDirectory("lsp-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LanguageServerClient(arguments: ["--max-input-bytes", "4096", "--max-depth", "32"])
        _ = try client.initialize()
        let cases: [(String, String)] = [
            ("Large", "table: Large\n" + String(repeating: "# padding\n", count: 1000)),
            ("Deep", "table: Deep\nsections: " + String(repeating: "[", count: 500)),
            ("Binary", "table: \u{0}\u{1}\u{7F}\u{FEFF}\u{202E}x\nsections: [\n"),
            ("Alias", "a: &a [x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"),
        ]
        for (name, text) in cases {
            let path = folder.appendingPathComponent("\(name).table.yaml").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let report = try Self.validate(path, ["--max-input-bytes", "4096", "--max-depth", "32"])
            try client.open(Self.uri(path), text)
            let published = try client.published(for: Self.uri(path))
            #expect(!published.diagnostics.isEmpty, "\(name)")
            #expect(published.diagnostics.map(\.message).first == report.diagnostics.first.map { $0.message.lspEscaped }, "\(name)")
        }
        let id = try client.request("shutdown", LSPWire.Empty())
        #expect(try client.response(to: id, as: LSPWire.Empty.self).hasResult)
    }

    @Test func aYAMLFileThatIsNoSpecIsNotCheckedAsOne() throws {
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let sample = "file:///tmp/tablespec-lsp-no-spec/countries.sample.yaml"
        try client.open(sample, "- name: Austria\n  capital: Vienna\n")
        #expect(try client.published(for: sample).diagnostics == [])
        let spec = "file:///tmp/tablespec-lsp-no-spec/Broken.table.yaml"
        try client.open(spec, "- name: Austria\n")
        #expect(try client.published(for: spec).diagnostics.isEmpty == false)
    }
}

extension String {
    /// A message as the CLI prints it on one line: control characters and bidirectional
    /// overrides spelt `\u{…}` (the JSON report keeps them raw; the server sends the printed form).
    var lspEscaped: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

}
