import Foundation
import Testing
@testable import TableSpecKit

/// Choosing the SwiftUI target with the real `tablespec` binary: a list on the command line or in
/// `tablespec-config.yaml`, both targets into one directory, and the name clash a view can cause.
@Suite("tablespec generate --target swiftui")
struct SwiftUITargetCLITests {
    static let specs = ["Samples/Settings.table.yaml", "Samples/Mail.table.yaml"]

    static func contents(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    @Test("a comma-separated list and a repeated option write the same files; the UIKit ones are the UIKit goldens")
    func targetList() throws {
        let root = try SwiftToolchain.temporaryDirectory("targets")
        defer { try? FileManager.default.removeItem(at: root) }
        let listed = root.appendingPathComponent("listed"), repeated = root.appendingPathComponent("repeated")
        let first = try runTablespec(["generate", "--target", "uikit,swiftui", "--output", listed.path] + Self.specs, in: TestPaths.packageRoot)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try runTablespec(["generate", "--target", "swiftui", "--target", "uikit", "--output", repeated.path] + Self.specs, in: TestPaths.packageRoot)
        #expect(second.status == 0, "\(second.stderr)")
        let files = try Self.contents(of: listed)
        #expect(files.keys.sorted() == ["Mail.swift", "MailView.swift", "Settings.swift", "SettingsView.swift"])
        #expect(try Self.contents(of: repeated) == files)
        for name in ["Mail", "Settings"] {
            let golden = try Data(contentsOf: GeneratedCodeTests.goldenDirectory.appendingPathComponent(name + ".swift"))
            #expect(files[name + ".swift"] == golden, "\(name).swift is the UIKit target's file, unchanged")
            let view = try Data(contentsOf: GeneratedSwiftUITests.goldenDirectory.appendingPathComponent(name + "View.swift"))
            #expect(files[name + "View.swift"] == view)
        }
        let unknown = try runTablespec(["generate", "--target", "uikit,swiftiu", "--output", "-", Self.specs[0]], in: TestPaths.packageRoot)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("'swiftiu' is not an output target; did you mean 'swiftui'?"), "\(unknown.stderr)")
    }

    @Test("tablespec-config.yaml names the targets as a list, and a wrong name fails at its line and column")
    func configList() throws {
        let root = try SwiftToolchain.temporaryDirectory("config")
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("tablespec-config.yaml")
        try "target: [swiftui]\n".write(to: config, atomically: false, encoding: .utf8)
        let output = root.appendingPathComponent("out")
        let run = try runTablespec(["generate", "--config", config.path, "--output", output.path, Self.specs[0]], in: TestPaths.packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let files = try Self.contents(of: output)
        #expect(files.keys.sorted() == ["Settings.swift", "SettingsView.swift"])
        let neutral = String(decoding: try #require(files["Settings.swift"]), as: UTF8.self)
        #expect(!neutral.contains("canImport(UIKit)"), "with swiftui alone, Settings.swift is the neutral part")
        try "target:\n  - uikit\n  - swiftiu\n".write(to: config, atomically: false, encoding: .utf8)
        let wrong = try runTablespec(["generate", "--config", config.path, "--output", "-", Self.specs[0]], in: TestPaths.packageRoot)
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains(config.path + ":3:5: error: 'swiftiu' is not an output target; did you mean 'swiftui'?"), "\(wrong.stderr)")
    }

    @Test("a table named like another table's view is refused: both would write its file")
    func viewNameClash() throws {
        let root = try SwiftToolchain.temporaryDirectory("clash")
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("SettingsView.table.yaml")
        try "table: SettingsView\nsections:\n  - rows: [A]\n".write(to: spec, atomically: false, encoding: .utf8)
        let output = root.appendingPathComponent("out")
        let run = try runTablespec(["generate", "--target", "swiftui", "--output", output.path, TestPaths.samples.appendingPathComponent("Settings.table.yaml").path, spec.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("would both be generated into SettingsView.swift"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
