import Foundation
import Testing
@testable import TableSpecKit

/// Choosing what to generate and how to preview, through the real binary: `generate --target`,
/// `tablespec-config.yaml` (what the build plugin passes with `--config`), and
/// `preview --format`. Each name is checked against the registries, with a suggestion.
@Suite("Output targets and preview formats")
struct OutputSelectionTests {
    static let spec = "table: T\nsections:\n  - rows: [A]\n"

    static func scratch() throws -> URL {
        let directory = try SwiftToolchain.temporaryDirectory("targets")
        try Data(spec.utf8).write(to: directory.appendingPathComponent("T.table.yaml"))
        return directory
    }

    @Test("every registered target and format has a unique name, and uikit and text are the defaults")
    func registries() {
        #expect(OutputTargets.all.map(\.name) == ["uikit", "swiftui", "settings-bundle"])
        #expect(OutputTargets.default.name == "uikit")
        #expect(PreviewFormats.all.map(\.name) == ["text", "html", "svg"])
        #expect(PreviewFormats.default.name == "text")
        #expect(Set(OutputTargets.all.map(\.name)).count == OutputTargets.all.count)
        #expect(OutputTargets.named("swiftui")?.name == "swiftui")
        #expect(OutputTargets.named("SwiftUI") == nil)
    }

    @Test("--target uikit writes what the default writes; an unknown target is a usage error with a suggestion, and writes nothing")
    func targetOption() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try runTablespec(["generate", "T.table.yaml", "--output", "default"], in: directory)
        let explicit = try runTablespec(["generate", "T.table.yaml", "--output", "uikit", "--target", "uikit"], in: directory)
        #expect(plain.status == 0 && explicit.status == 0)
        let expected = try Data(contentsOf: directory.appendingPathComponent("default/T.swift"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("uikit/T.swift")) == expected)

        let wrong = try runTablespec(["generate", "T.table.yaml", "--output", "wrong", "--target", "UIKit"], in: directory)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("'UIKit' is not an output target; did you mean 'uikit'? (expected one of: uikit, swiftui, settings-bundle)"), "\(wrong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("wrong").path))
    }

    @Test("a configuration names the target; its mistakes are located in it and nothing is written; --target wins over it")
    func configFile() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent(GeneratorConfig.fileName)
        let cases: [(text: String, status: Int32, stderr: String)] = [
            ("target: uikit\n", 0, ""),
            ("# nothing set\n", 0, ""),
            ("target: uikt\n", 1, "tablespec-config.yaml:1:9: error: 'uikt' is not an output target; did you mean 'uikit'? (expected one of: uikit, swiftui, settings-bundle)\n"),
            ("targte: uikit\n", 1, "tablespec-config.yaml:1:1: error: unknown key 'targte' in a generator configuration; did you mean 'target'?\n"),
            ("- uikit\n", 1, "tablespec-config.yaml:1:1: error: expected a mapping of generator settings, such as 'target: uikit', found a list\n"),
            ("target: [uikit]\n", 0, ""),
            ("target: {uikit: yes}\n", 1, "tablespec-config.yaml:1:9: error: expected a string for 'target', found a mapping\n"),
            ("target: uikit\ntarget: uikit\n", 1, "tablespec-config.yaml:2:1: error: duplicate key 'target' in this mapping\ntablespec-config.yaml:1:1: note: 'target' is first set here\n"),
        ]
        for (index, item) in cases.enumerated() {
            try Data(item.text.utf8).write(to: config)
            let output = "out\(index)"
            let result = try runTablespec(["generate", "T.table.yaml", "--output", output, "--config", GeneratorConfig.fileName], in: directory)
            #expect(result.status == item.status, "\(item.text): \(result.stderr)")
            #expect(result.stderr == item.stderr, "\(item.text)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(output)/T.swift").path) == (item.status == 0))
        }
        try Data("target: uikt\n".utf8).write(to: config)
        let overridden = try runTablespec(["generate", "T.table.yaml", "--output", "over", "--config", GeneratorConfig.fileName, "--target", "uikit"],
                                          in: directory)
        #expect(overridden.status == 0, "\(overridden.stderr)")
        let missing = try runTablespec(["generate", "T.table.yaml", "--output", "missing", "--config", "nowhere.yaml"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere.yaml"), "\(missing.stderr)")
    }

    @Test("preview --format text is the default drawing; an unknown format is a usage error")
    func formatOption() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try runTablespec(["preview", "T.table.yaml"], in: directory)
        let text = try runTablespec(["preview", "T.table.yaml", "--format", "text"], in: directory)
        #expect(plain.status == 0)
        #expect(text.stdout == plain.stdout)
        #expect(text.stdout.hasPrefix(" A "), "\(text.stdout)")
        let wrong = try runTablespec(["preview", "T.table.yaml", "--format", "pdf"], in: directory)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("'pdf' is not a preview format (expected one of: text, html, svg)"), "\(wrong.stderr)")
    }
}
