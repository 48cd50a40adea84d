import Foundation
import Testing

/// `tablespec init NAME [--dynamic]` through the real binary, in a scratch directory.
@Suite("tablespec init")
struct InitCommandTests {
    static let starters = TestPaths.fixtures.appendingPathComponent("Starters")

    @Test("init writes the starter (a golden file), which validates as written without warnings, and generates",
          arguments: [("Settings", false), ("Library", true)])
    func starter(name: String, dynamic: Bool) throws {
        let directory = try SwiftToolchain.temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = try runTablespec(["init", name] + (dynamic ? ["--dynamic"] : []), in: directory)
        #expect(created.status == 0 && created.stderr.isEmpty)
        #expect(created.stdout == "wrote \(name).table.yaml\n")
        let file = directory.appendingPathComponent("\(name).table.yaml")
        let written = try String(contentsOf: file, encoding: .utf8)
        let golden = try GoldenFile.expected(at: Self.starters.appendingPathComponent("\(name).table.yaml")) { written }
        #expect(written == golden)
        #expect(written.hasPrefix("# yaml-language-server: $schema=tablespec.schema.json\n"))
        let validated = try runTablespec(["validate", "--warnings-as-errors", "\(name).table.yaml"], in: directory)
        #expect(validated.status == 0 && validated.stderr.isEmpty)
        let summary = dynamic ? "1 section, 1 dynamic (2 sample items)" : "2 sections, 3 rows"
        #expect(validated.stdout == "\(name).table.yaml: ok, \(name) (insetGrouped): \(summary)\n")
        let generated = try runTablespec(["generate", "\(name).table.yaml", "--output", "-"], in: directory)
        #expect(generated.status == 0 && generated.stderr.isEmpty)
        // The schema it names, written as its comment says, is the one editors check it with.
        let schema = try runTablespec(["schema"], in: directory)
        #expect(schema.stdout == (try String(contentsOf: TestPaths.schemas.appendingPathComponent("tablespec.schema.json"), encoding: .utf8)))
    }

    @Test("--schema puts another path or URL in the modeline")
    func schemaOption() throws {
        let directory = try SwiftToolchain.temporaryDirectory("init-schema")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runTablespec(["init", "Home", "--schema", "../Schemas/tablespec.schema.json"], in: directory)
        #expect(result.status == 0)
        let written = try String(contentsOf: directory.appendingPathComponent("Home.table.yaml"), encoding: .utf8)
        #expect(written.hasPrefix("# yaml-language-server: $schema=../Schemas/tablespec.schema.json\n#\n# Home: a table spec"))
    }

    @Test("init refuses to overwrite a file, leaving it untouched")
    func noOverwrite() throws {
        let directory = try SwiftToolchain.temporaryDirectory("init-exists")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Settings.table.yaml")
        try "table: Mine\n".write(to: file, atomically: false, encoding: .utf8)
        let result = try runTablespec(["init", "Settings", "--dynamic"], in: directory)
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr == "error: cannot write Settings.table.yaml: it already exists; init never overwrites a file\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "table: Mine\n")
    }

    @Test("a name that is not an UpperCamelCase Swift type name is refused, with the usage and a suggestion",
          arguments: [
            ("settings", "the table name 'settings' becomes a Swift type, which starts with a capital letter; use 'Settings'"),
            ("My Table", "the table name 'My Table' cannot become a Swift type name: a space cannot appear in a Swift identifier; use 'MyTable'"),
            ("2Up", "the table name '2Up' cannot become a Swift type name: it starts with a digit; use '_2Up'"),
            ("Self", "the table name 'Self' cannot become a Swift type name: 'Self' is reserved in Swift"),
          ])
    func badName(name: String, message: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("init-name")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runTablespec(["init", name], in: directory)
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\nUsage: tablespec init <name> [--dynamic] [--schema <path-or-url>]\n  See 'tablespec init --help' for more information.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
