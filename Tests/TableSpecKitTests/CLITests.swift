import Foundation
import Testing
@testable import TableSpecKit

/// The real `tablespec` process: exit codes, output streams, formats.
@Suite("tablespec CLI")
struct CLITests {
    @Test("every Sample validates through the binary with no diagnostics")
    func samples() throws {
        let specs = TestPaths.sampleSpecs()
        #expect(specs.count == 12)
        let result = try runTablespec(["validate"] + specs.map { "Samples/" + $0.lastPathComponent }, in: TestPaths.packageRoot)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == specs.count)
        for (line, spec) in zip(lines, specs) {
            #expect(line.hasPrefix("Samples/\(spec.lastPathComponent): ok, "))
        }
    }

    @Test("every Sample is also warning-free in the library")
    func samplesInProcess() throws {
        for spec in TestPaths.sampleSpecs() {
            let result = FrontEnd().compile(path: spec.path)
            #expect(result.diagnostics.diagnostics.isEmpty, "\(spec.lastPathComponent): \(DiagnosticTextRenderer().render(result.diagnostics.sorted))")
            #expect(result.table != nil)
        }
    }

    @Test("standard input is read with '-', and diagnostics name it '-'")
    func standardInput() throws {
        let valid = try runTablespec(["validate", "-"], stdin: Data("table: T\nsections:\n  - rows: [A]\n".utf8))
        #expect(valid.status == 0)
        #expect(valid.stdout == "-: ok, T (plain): 1 section, 1 row\n")
        let invalid = try runTablespec(["validate", "-"], stdin: Data("table: T\nsections:\n  - rows: [A]\n    hedaer: x\n".utf8))
        #expect(invalid.status == 1)
        #expect(invalid.stderr == "-:4:5: error: unknown key 'hedaer' in a section; did you mean 'header'?\n")
    }

    @Test("several files: every error of every file, and exit 1 if any has one")
    func severalFiles() throws {
        let result = try runTablespec(["validate", "-q", "unknown-keys.table.yaml", "lowercase-table-name.table.yaml", "duplicate-row-ids.table.yaml"],
                                      in: TestPaths.fixtures.appendingPathComponent("Invalid"))
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 5 + 1 + 2)
        #expect(lines.first?.hasPrefix("duplicate-row-ids.table.yaml:8:13: error:") == true)
    }

    @Test("--warnings-as-errors fails on warnings only")
    func warningsAsErrors() throws {
        let directory = TestPaths.fixtures.appendingPathComponent("Invalid")
        let lenient = try runTablespec(["validate", "-q", "lowercase-table-name.table.yaml"], in: directory)
        #expect(lenient.status == 0)
        let strict = try runTablespec(["validate", "-q", "--warnings-as-errors", "lowercase-table-name.table.yaml"], in: directory)
        #expect(strict.status == 1)
        #expect(strict.stderr == lenient.stderr)
    }

    @Test("--diagnostics-format json prints one sorted-key JSON document on stdout")
    func json() throws {
        let result = try runTablespec(["validate", "--diagnostics-format", "json", "duplicate-row-ids.table.yaml"],
                                      in: TestPaths.fixtures.appendingPathComponent("Invalid"))
        #expect(result.status == 1)
        #expect(result.stderr == "")
        struct Entry: Decodable {
            var severity: String, message: String, file: String?, line: Int?, column: Int?, notes: [Entry]
        }
        struct Document: Decodable { var diagnostics: [Entry]; var errorCount: Int; var warningCount: Int }
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        #expect(document.errorCount == 1 && document.warningCount == 0)
        let entry = try #require(document.diagnostics.first)
        #expect(entry.severity == "error")
        #expect(entry.file == "duplicate-row-ids.table.yaml")
        #expect(entry.line == 8 && entry.column == 13)
        #expect(entry.notes.first?.line == 5)
        #expect(result.stdout.contains("\"column\" : 13,\n"))
    }

    @Test("a missing file, a directory and an oversized file are errors with exit 1")
    func unreadable() throws {
        let missing = try runTablespec(["validate", "no-such.table.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: no such file: no-such.table.yaml\n")
        let directory = try runTablespec(["validate", "Samples"], in: TestPaths.packageRoot)
        #expect(directory.stderr == "error: Samples is a directory, not a spec file\n")
        let large = try runTablespec(["validate", "--max-input-bytes", "10", "Samples/Settings.table.yaml"], in: TestPaths.packageRoot)
        #expect(large.status == 1)
        #expect(large.stderr.hasPrefix("Samples/Settings.table.yaml:1:1: error: Samples/Settings.table.yaml is "))
        #expect(large.stderr.hasSuffix("more than the input limit of 10 bytes (raise it with --max-input-bytes)\n"))
    }

    @Test("control characters from the spec are escaped in messages")
    func escaping() throws {
        let result = try runTablespec(["validate", "-"], stdin: Data("table: T\n\"bad\\e[31mkey\\u202E\": 1\nsections:\n  - rows: [A]\n".utf8))
        #expect(result.stderr == "-:2:1: error: unknown key 'bad\\u{1B}[31mkey\\u{202E}' in the table\n")
    }

    @Test("--version and schema answer")
    func versionAndSchema() throws {
        let version = try runTablespec(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == TableSpecVersion.current + "\n")
        let schema = try runTablespec(["schema"])
        #expect(schema.status == 0)
        #expect(schema.stdout == SpecSchema.json)
    }

    @Test("colour only on a terminal, with TERM set and not dumb, and NO_COLOR unset")
    func colourRules() {
        #expect(TerminalColor.enabled(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        #expect(!TerminalColor.enabled(isTerminal: false, environment: ["TERM": "xterm-256color"]))
        #expect(!TerminalColor.enabled(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!TerminalColor.enabled(isTerminal: true, environment: [:]))
        #expect(!TerminalColor.enabled(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
        let diagnostic = Diagnostic.error("boom", at: SourceLocation(file: "f", range: .fileStart))
        #expect(DiagnosticTextRenderer(colored: true).render([diagnostic]).contains("\u{1B}[1;31merror:"))
        #expect(!DiagnosticTextRenderer(colored: false).render([diagnostic]).contains("\u{1B}"))
    }
}
