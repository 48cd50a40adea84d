import Foundation
import Testing
@testable import TableSpecKit

/// Each file in `Fixtures/Invalid` is a spec with one kind of mistake; its `.expected` file is
/// exactly what `tablespec validate` must print for it. Set `TABLESPEC_UPDATE_GOLDENS=1` to
/// rewrite the expected files after a deliberate change, then review the diff.
@Suite("Diagnostic fixtures")
struct DiagnosticFixtureTests {
    static let directory = TestPaths.fixtures.appendingPathComponent("Invalid")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".table.yaml") }.map { String($0.dropLast(".table.yaml".count)) }.sorted()
    }

    static func expected(_ name: String) throws -> String {
        let url = directory.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["TABLESPEC_UPDATE_GOLDENS"] == "1" {
            let result = FrontEnd().compile(path: directory.appendingPathComponent(name + ".table.yaml").path)
            let text = DiagnosticTextRenderer().render(result.diagnostics.sorted)
                .replacingOccurrences(of: directory.path + "/", with: "")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("there are enough fixtures to cover every rule")
    func fixtureCount() {
        #expect(Self.fixtureNames.count >= 40)
    }

    @Test("the library reports exactly the expected diagnostics", arguments: fixtureNames)
    func inProcess(name: String) throws {
        let expected = try Self.expected(name)
        let path = Self.directory.appendingPathComponent(name + ".table.yaml").path
        let result = FrontEnd().compile(path: path)
        let rendered = DiagnosticTextRenderer().render(result.diagnostics.sorted)
            .replacingOccurrences(of: Self.directory.path + "/", with: "")
        #expect(rendered == expected)
        #expect(!rendered.isEmpty, "a fixture must produce at least one diagnostic")
        let hasErrors = expected.contains(": error: ")
        #expect(result.succeeded == !hasErrors, "a spec with errors must not produce a model, one with only warnings must")
    }

    @Test("the tablespec binary prints them and exits 1 on errors, 0 on warnings", arguments: fixtureNames)
    func endToEnd(name: String) throws {
        let expected = try Self.expected(name)
        let result = try runTablespec(["validate", "--quiet", name + ".table.yaml"], in: Self.directory)
        #expect(result.stderr == expected)
        #expect(result.stdout == "")
        #expect(result.status == (expected.contains(": error: ") ? 1 : 0))
    }
}
