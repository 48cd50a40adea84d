import Foundation
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel

/// The SwiftUI view of every Sample: pinned by golden files (`Fixtures/GeneratedSwiftUI/<Sample>View.swift`,
/// regenerated with `TABLESPEC_UPDATE_GOLDENS=1`), and type-checked against the SwiftUI stub with
/// Apple's signatures, together with the UIKit target's files and an app that uses the views, all in
/// one module: the two targets do not clash.
@Suite("Generated SwiftUI code")
struct GeneratedSwiftUITests {
    static let goldenDirectory = TestPaths.fixtures.appendingPathComponent("GeneratedSwiftUI")

    /// The resolved table and the view file of a Sample, named as `tablespec generate Samples/…` names it.
    static func generate(_ name: String) throws -> (table: ResolvedTable, source: String) {
        let table = try compiledSpec(TestPaths.samples.appendingPathComponent(name + ".table.yaml").path)
        return (table, SwiftUIOutputTarget().source(for: table, sourcePath: "Samples/\(name).table.yaml"))
    }

    @Test("the generated view matches its golden file", arguments: GeneratedCodeTests.sampleNames)
    func golden(name: String) throws {
        let source = try Self.generate(name).source
        let url = Self.goldenDirectory.appendingPathComponent(name + "View.swift")
        let golden = try GoldenFile.expected(at: url) { source }
        #expect(source == golden, "regenerate with TABLESPEC_UPDATE_GOLDENS=1 swift test --filter GeneratedSwiftUI, then review the diff")
    }

    /// An app's use of a view, the way the README shows it: the content in the app's state, and
    /// handlers that switch over the generated ids and the content changes.
    static func appCode(_ table: ResolvedTable) -> String {
        let name = table.name
        let ids = table.sections.flatMap { $0.rows.compactMap(\.id) }
        var select = "{ event in print(event.position) }"
        if !ids.isEmpty {
            select = "{ event in\n                    guard let id = event.id else { return }\n                    switch id {\n"
            for id in ids { select += "                    case .\(SwiftNames.implicitMemberName(id)): print(\"\(id)\")\n" }
            select += "                    }\n                }"
        }
        return """
            import SwiftUI
            import TableSpecRuntime

            @available(iOS 16, *)
            struct \(name)Screen: View {
                @State private var content = \(name).Content()

                var body: some View {
                    NavigationStack {
                        \(name)View(content: $content, onSelect: \(select), onSwitchChange: { event in print(event.row.isOn) }, onContentChange: { change in
                            if case .switched(let event) = change { print(event.row.isOn) }
                        })
                    }
                }
            }

            struct \(name)OwnContent: View {
                var body: some View {
                    \(name)View(title: "\(name)")
                }
            }

            """
    }

    @Test("every Sample's view type-checks against SwiftUI, beside its UIKit file, with warnings as errors",
          arguments: [UIKitStubCompiler.Settings.swift6, .defaultIsolationMainActor, .all])
    func typechecks(settings: UIKitStubCompiler.Settings) throws {
        var sources: [(String, String)] = []
        for name in GeneratedCodeTests.sampleNames {
            let (table, view) = try Self.generate(name)
            let neutral = try GeneratedCodeTests.generate(name).source
            sources.append((name + ".swift", neutral))
            sources.append((name + "View.swift", view))
            sources.append((name + "App.swift", Self.appCode(table)))
        }
        let result = try SwiftUIStubCompiler.typecheck(named: sources, settings: settings)
        #expect(result.succeeded, "\(settings): \(result.diagnostics.prefix(4_000))")
    }

    @Test("`--target swiftui` alone writes the neutral part as <Table>.swift and the view as <Table>View.swift; with uikit too, the UIKit file is the one written")
    func targetFiles() throws {
        let result = FrontEnd().compile(path: TestPaths.samples.appendingPathComponent("Settings.table.yaml").path)
        let table = try #require(result.table)
        let options = OutputOptions(sourcePath: "Samples/Settings.table.yaml", baseName: "Settings")
        let swiftUI = OutputTargets.files(for: table, targets: [SwiftUIOutputTarget()], options: options)
        #expect(swiftUI.map(\.name) == ["Settings.swift", "SettingsView.swift"])
        let neutral = String(decoding: swiftUI[0].bytes, as: UTF8.self)
        #expect(!neutral.contains("canImport(UIKit)") && neutral.contains("public nonisolated enum Settings"))
        let uikitFile = UIKitOutputTarget().files(for: table, options: options)[0]
        for targets in [[UIKitOutputTarget(), SwiftUIOutputTarget()], [SwiftUIOutputTarget(), UIKitOutputTarget()]] as [[any OutputTarget]] {
            let both = OutputTargets.files(for: table, targets: targets, options: options)
            #expect(Set(both.map(\.name)) == ["Settings.swift", "SettingsView.swift"])
            #expect(both.first { $0.name == "Settings.swift" } == uikitFile)
            #expect(both.first { $0.name == "SettingsView.swift" }?.bytes == swiftUI[1].bytes)
        }
    }
}
