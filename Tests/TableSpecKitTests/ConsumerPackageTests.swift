import Foundation
import Testing

/// A new app package that adds TableSpec exactly as the README tells it to, outside this
/// repository: the dependency line and the plugin line are read from README.md, only the URL is
/// pointed at a local git clone (`file://`) of this checkout's files with a `main` branch. It
/// proves that the line a user copies resolves and that the build plugin runs for a package that
/// is not this one.
@Suite("A consumer package set up from the README", .serialized, TestEnvironment.exhaustiveOnly("builds a new package against a clone"))
struct ConsumerPackageTests {
    /// The README's placeholder for the repository's URL.
    static let readmeURL = "https://github.com/<your-org>/TableSpec"

    /// The lines of README.md that a user copies into their manifest.
    static func readmeLines() throws -> (dependency: String, runtime: String, plugin: String) {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let dependency = try #require(lines.first { $0.hasPrefix(".package(url: \"\(readmeURL)\"") },
                                      "README.md has no `.package(url: \"\(readmeURL)\", …)` line")
        let runtime = try #require(lines.first { $0.hasPrefix("dependencies: [.product(name: \"TableSpecRuntime\"") },
                                   "README.md has no `dependencies: [.product(name: \"TableSpecRuntime\", …)]` line")
        let plugin = try #require(lines.first { $0.hasPrefix("plugins: [.plugin(name: \"TableSpecBuildPlugin\"") },
                                  "README.md has no `plugins: [.plugin(name: \"TableSpecBuildPlugin\", …)]` line")
        return (dependency, runtime, plugin)
    }

    /// A git repository holding this checkout's files (tracked and new, as `git status` sees
    /// them, so uncommitted work is what gets tested) committed on a `main` branch.
    static func cloneOfCheckout(into directory: URL) throws -> URL {
        let clone = directory.appendingPathComponent("TableSpec")
        let root = TestPaths.packageRoot
        let git = URL(fileURLWithPath: "/usr/bin/env")
        let listed = try runProcess(git, ["git", "-C", root.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        try #require(listed.status == 0, "git ls-files failed: \(listed.stderr)")
        let files = listed.stdout.split(separator: "\0").map(String.init)
        #expect(files.contains("Package.swift"))
        for file in files {
            let source = root.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
            let target = clone.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"],
                          ["-c", "user.name=TableSpec Tests", "-c", "user.email=tests@invalid", "commit", "-q", "-m", "snapshot"]] {
            let result = try runProcess(git, ["git", "-C", clone.path] + arguments)
            try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return clone
    }

    static let spec = """
        table: Menu
        style: insetGrouped
        sections:
          - header: Drinks
            rows:
              - { text: Espresso, detail: "2.50", style: value1, id: espresso }
              - { text: Flat White, detail: "3.20", style: value1, id: flatWhite }
          - header: Food
            rows: [Croissant]

        """

    static let main = """
        import AppTables

        let content = Menu.Content()
        print("sections: \\(content.numberOfSections)")
        print("drinks: \\(content.sections[0].rows.compactMap(\\.text).joined(separator: ", "))")
        print("flat white at: \\(content.position(of: .flatWhite).map { "\\($0.section),\\($0.row)" } ?? "none")")

        """

    @Test("the README's dependency and plugin lines build a new package's tables from a file:// clone, and a spec-only target is explained")
    func readmeSetUp() throws {
        let (dependency, runtime, plugin) = try Self.readmeLines()
        #expect(dependency.contains(#"branch: "main""#), "until a version is tagged, the README must depend on main: \(dependency)")
        let directory = try SwiftToolchain.temporaryDirectory("consumer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clone = try Self.cloneOfCheckout(into: directory)

        let app = directory.appendingPathComponent("MenuApp")
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "MenuApp",
                platforms: [.macOS(.v13)],
                dependencies: [
                    \(dependency.replacingOccurrences(of: Self.readmeURL, with: clone.absoluteURL.absoluteString))
                ],
                targets: [
                    .target(
                        name: "AppTables",
                        \(runtime)
                        \(plugin)
                    ),
                    .target(
                        name: "SpecsOnly",
                        \(plugin)
                    ),
                    .executableTarget(name: "MenuApp", dependencies: ["AppTables"]),
                ]
            )

            """
        let files: [String: String] = [
            "Package.swift": manifest,
            "Sources/AppTables/Menu.table.yaml": Self.spec,
            "Sources/AppTables/AppTables.swift": "// The tables of this app, generated from the specs beside this file.\n",
            "Sources/SpecsOnly/Orphan.table.yaml": "table: Orphan\nsections:\n  - rows: [A]\n",
            "Sources/MenuApp/main.swift": Self.main,
        ]
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let scratch = ["--scratch-path", app.appendingPathComponent(".build").path]

        let run = try runProcess(PluginTests.swift, ["run"] + scratch + ["MenuApp"], in: app)
        #expect(run.status == 0, "\(run.stdout.suffix(3_000))\n\(run.stderr.suffix(3_000))")
        #expect(run.stdout.hasSuffix("sections: 2\ndrinks: Espresso, Flat White\nflat white at: 0,1\n"), "\(run.stdout.suffix(500))")
        // SwiftPM runs no plugin for the spec-only target, so the build plugin, run for AppTables, names it.
        #expect((run.stdout + run.stderr).contains("warning: target 'SpecsOnly' has 1 spec and no Swift source file, so SwiftPM builds nothing from it and runs no build plugin for it"),
                "\(run.stdout.suffix(2_000))\n\(run.stderr.suffix(2_000))")
        // The tool is the package's dependency's executable: `swift run tablespec` works in the app's package.
        let validated = try runProcess(PluginTests.swift, ["run"] + scratch + ["tablespec", "validate", "Sources/AppTables/Menu.table.yaml"], in: app)
        #expect(validated.status == 0 && validated.stdout.hasSuffix("Sources/AppTables/Menu.table.yaml: ok, Menu (insetGrouped): 2 sections, 3 rows\n"),
                "\(validated.stdout.suffix(500))\n\(validated.stderr.suffix(1_000))")
        let resolved = try String(contentsOf: app.appendingPathComponent("Package.resolved"), encoding: .utf8)
        #expect(resolved.contains(#""branch" : "main""#), "\(resolved)")

        // A target with only specs is no target to SwiftPM, and no plugin runs for it; the
        // command plugin, which reads the manifest, says so.
        let asked = try runProcess(PluginTests.swift, ["package"] + scratch + ["--allow-writing-to-package-directory",
                                                                                 "generate-table-sources", "--target", "SpecsOnly"], in: app)
        let said = asked.stdout + asked.stderr
        #expect(said.contains("warning: target 'SpecsOnly' has 1 spec and no Swift source file, so SwiftPM builds nothing from it and runs no build plugin for it"),
                "\(said.suffix(2_000))")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/SpecsOnly/Orphan.swift").path))
    }
}
