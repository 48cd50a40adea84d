import Foundation
import Testing
@testable import TableSpecKit

/// Each file in `Fixtures/Invalid` is a spec with one kind of mistake; its `.expected` file is
/// exactly what `tablespec validate` must print for it (see `GoldenFile` for updating them).
@Suite("Diagnostic fixtures")
struct DiagnosticFixtureTests {
    static let directory = TestPaths.fixtures.appendingPathComponent("Invalid")

    static var fixtureNames: [String] { GoldenFile.names(in: directory, suffix: ".table.yaml") }

    static func expected(_ name: String) throws -> String {
        try GoldenFile.expected(at: directory.appendingPathComponent(name + ".expected")) {
            let result = FrontEnd().compile(path: directory.appendingPathComponent(name + ".table.yaml").path)
            return DiagnosticTextRenderer().render(result.diagnostics.sorted)
                .replacingOccurrences(of: directory.path + "/", with: "")
        }
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

    @Test("every diagnostic's byte offsets agree with its lines and columns", arguments: fixtureNames)
    func offsets(name: String) throws {
        let result = FrontEnd().compile(path: Self.directory.appendingPathComponent(name + ".table.yaml").path)
        var files: [String: [UInt8]] = [:]
        for diagnostic in result.diagnostics.sorted {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let location else { continue }
                if files[location.file] == nil {
                    files[location.file] = try Array(Data(contentsOf: URL(fileURLWithPath: location.file)))
                }
                let bytes = try #require(files[location.file])
                for position in [location.range.start, location.range.end] {
                    #expect(
                        position.offset == NodePositionTests.offset(line: position.line, column: position.column, in: bytes),
                        "\(diagnostic.message) at \(position.line):\(position.column) in \(location.file)")
                }
            }
        }
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
