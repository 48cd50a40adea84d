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
        // Outside a package the schema goes next to the spec; init says how to write it.
        #expect(created.stdout == "wrote \(name).table.yaml\nits modeline names tablespec.schema.json; write the schema there with: tablespec schema -o tablespec.schema.json\n")
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
        // The schema it names, written as init says, is the one editors check it with.
        let schema = try runTablespec(["schema", "-o", "tablespec.schema.json"], in: directory)
        #expect(schema.status == 0 && schema.stdout == "wrote tablespec.schema.json\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("tablespec.schema.json"), encoding: .utf8)
                == (try String(contentsOf: TestPaths.schemas.appendingPathComponent("tablespec.schema.json"), encoding: .utf8)))
        #expect(try runTablespec(["schema", "-o", "tablespec.schema.json"], in: directory).stdout == "unchanged tablespec.schema.json\n")
    }

    @Test("inside a Swift package, the modeline names the schema at the package's root, where SwiftPM does not warn about it, from any directory")
    func schemaAtPackageRoot() throws {
        let directory = try SwiftToolchain.temporaryDirectory("init-package")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "// swift-tools-version: 6.1\n".write(to: directory.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        let created = try runTablespec(["init", "Settings", "-o", "Sources/AppTables"], in: directory)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == """
            wrote Sources/AppTables/Settings.table.yaml
            its modeline names ../../tablespec.schema.json; write the schema there with: tablespec schema -o tablespec.schema.json

            """)
        let spec = try String(contentsOf: directory.appendingPathComponent("Sources/AppTables/Settings.table.yaml"), encoding: .utf8)
        #expect(spec.hasPrefix("# yaml-language-server: $schema=../../tablespec.schema.json\n"))
        // Once the schema is there, init in the target's own directory names it without the hint.
        #expect(try runTablespec(["schema", "-o", "tablespec.schema.json"], in: directory).status == 0)
        let inTarget = try runTablespec(["init", "Privacy"], in: directory.appendingPathComponent("Sources/AppTables"))
        #expect(inTarget.stdout == "wrote Privacy.table.yaml\n")
        let other = try String(contentsOf: directory.appendingPathComponent("Sources/AppTables/Privacy.table.yaml"), encoding: .utf8)
        #expect(other.hasPrefix("# yaml-language-server: $schema=../../tablespec.schema.json\n"))
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
        #expect(result.stderr == usageError(message, command: "init"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
