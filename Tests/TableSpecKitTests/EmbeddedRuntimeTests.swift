import Foundation
import Testing
@testable import TableSpecKit

/// `tablespec generate --embed-runtime`: the runtime written once into the output folder, made from
/// the library's own sources, and generated code that needs nothing but it.
@Suite("Embedded runtime", .serialized)
struct EmbeddedRuntimeTests {
    static let sourcesFile = TestPaths.packageRoot.appendingPathComponent("Sources/TableSpecKit/EmbeddedRuntimeSources.swift")

    @Test("the sources the tool embeds are the library's, file for file (regenerated with TABLESPEC_UPDATE_GOLDENS=1)")
    func sourcesMatchTheLibrary() throws {
        let root = RuntimeModule.sourceDirectory.path + "/"
        let sources = try RuntimeModule.sources().map { (path: String($0.path.dropFirst(root.count)), text: try String(contentsOf: $0, encoding: .utf8)) }
        #expect(sources.count > 10)
        let expected = EmbeddedRuntime.sourcesFile(sources)
        let actual = try String(contentsOf: Self.sourcesFile, encoding: .utf8)
        if GoldenFile.updating, actual != expected {
            try expected.write(to: Self.sourcesFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(actual == expected, "Sources/TableSpecKit/EmbeddedRuntimeSources.swift is not the runtime's sources: run the tests with TABLESPEC_UPDATE_GOLDENS=1")
        #expect(EmbeddedRuntimeSources.files.map(\.path) == sources.map(\.path))
    }

    @Test("--embed-runtime writes one TableSpecRuntime.swift for all the tables, which import nothing of ours, and they compile without the package",
          TestEnvironment.exhaustiveOnly("compiles the runtime into an app module"))
    func embedded() throws {
        let directory = try SwiftToolchain.temporaryDirectory("embed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Generated")
        let specs = ["Mail", "TableParts", "Preferences", "Account", "Privacy"].map { TestPaths.samples.appendingPathComponent($0 + ".table.yaml").path }
        let run = try runTablespec(["generate"] + specs + ["--embed-runtime", "--no-string-catalogs", "-o", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == ["Account.swift", "Mail.swift", "Preferences.swift", "Privacy.swift", "TableParts.swift", "TableSpecRuntime.swift"])
        let files = written.map { output.appendingPathComponent($0) }
        for file in files where file.lastPathComponent != EmbeddedRuntime.fileName {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("import TableSpecRuntime"), "\(file.lastPathComponent)")
            #expect(source.contains("TableSpecRuntimeVersion_1"))
        }
        let runtime = try String(contentsOf: output.appendingPathComponent(EmbeddedRuntime.fileName), encoding: .utf8)
        #expect(runtime.components(separatedBy: "\npublic import Foundation\n").count == 2, "one set of imports")
        #expect(runtime.contains("public nonisolated struct TableContent<Table: TableDefinition>"))

        // Against UIKit, in one module, as an Xcode app target compiles them, under each of Xcode 26's settings.
        for settings in [UIKitStubCompiler.Settings.swift6, .all] {
            let checked = try UIKitStubCompiler.typecheck(files, settings: settings)
            #expect(checked.succeeded, "\(settings): \(checked.diagnostics.prefix(3_000))")
        }
        // On Linux, without the library: built and run.
        let main = directory.appendingPathComponent("main.swift")
        try """
            var inbox = Mail.Content(inbox: Mail.sampleInbox)
            inbox.setInbox(Array(Mail.sampleInbox.prefix(2)))
            print(inbox.numberOfSections, inbox.numberOfRows(inSection: 1), TableParts.Content().sections.map(\\.rows.count))

            """.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("embedded")
        let build = try SwiftToolchain.run(SwiftToolchain.swiftc, ["-Onone", "-warnings-as-errors", "-o", executable.path] + (files + [main]).map(\.path))
        #expect(build.status == 0, "\(build.stderr.prefix(3_000))")
        guard build.status == 0 else { return }
        let ran = try SwiftToolchain.run(executable, [])
        #expect(ran.stdout == "2 2 [3, 3, 3]\n")
    }

    @Test("without --embed-runtime the generated files import the library and no runtime file is written")
    func notEmbedded() throws {
        let directory = try SwiftToolchain.temporaryDirectory("no-embed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTablespec(["generate", TestPaths.samples.appendingPathComponent("TableParts.table.yaml").path, "-o", directory.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["TableParts.swift"])
        #expect(try String(contentsOf: directory.appendingPathComponent("TableParts.swift"), encoding: .utf8).contains("@_spi(Generated) public import TableSpecRuntime"))
    }
}
