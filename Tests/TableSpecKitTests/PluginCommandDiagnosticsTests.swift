import Foundation
import Testing

/// The `generate` command exactly as the build plugin runs it (absolute spec paths, names after
/// the spec files, no String Catalogs): a spec with one typo fails the build with one error, the
/// same the `validate` fixtures expect, not the errors that would follow from a value nobody wrote.
@Suite("Diagnostics through the build plugin's command")
struct PluginCommandDiagnosticsTests {
    @Test("one typo, one error, each printed once", arguments: ["typo-cascade-style", "typo-cascade-values", "typo-cascade-sections"])
    func oneErrorPerTypo(name: String) throws {
        let directory = TestPaths.fixtures.appendingPathComponent("Invalid")
        let spec = directory.appendingPathComponent(name + ".table.yaml").path
        let output = try SwiftToolchain.temporaryDirectory("plugin-command")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try runTablespec(["generate", "--output", output.path, "--file-names", "spec",
                                       "--spec-paths-relative-to", TestPaths.packageRoot.path, "--no-string-catalogs", spec])
        let expected = try String(contentsOf: directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : directory.path + "/" + $0 }
            .joined(separator: "\n")
        #expect(result.status == 1)
        #expect(result.stderr == expected)
        #expect(result.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty, "nothing is written for a spec with errors")
    }
}
