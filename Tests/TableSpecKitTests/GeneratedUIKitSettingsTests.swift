import Foundation
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel

/// Issue 18, bug 12: generated code must compile, warning-free, under the settings Xcode 26 turns
/// on for new projects. Every golden file is type-checked against the UIKit stub under each
/// setting on its own and under all of them together, always with `-warnings-as-errors`.
///
/// The goldens are read from disk as they are committed (the golden tests keep them equal to what
/// the generator writes). Under `-default-isolation MainActor` a further source uses the
/// platform-neutral types (`Content`, `Row`, `Section`, `RowPosition`, `RowID`, the models) from a
/// `nonisolated` function and from `Task.detached`: an app's model code runs off the main actor,
/// and the generated values must let it.
@Suite struct GeneratedUIKitSettingsTests {
    /// The golden files' names, without `.swift`, sorted.
    static var goldenNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: GeneratedCodeTests.goldenDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    @Test("every golden type-checks against the stub under each compiler setting",
          arguments: goldenNames, UIKitStubCompiler.Settings.forGeneratedCode)
    func goldenTypechecks(name: String, settings: UIKitStubCompiler.Settings) throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files = [GeneratedCodeTests.goldenDirectory.appendingPathComponent(name + ".swift")]
        let table = try GeneratedCodeTests.generate(name).table
        // A table that opens others names their types: their goldens are compiled with it.
        files += table.openedTables.filter { $0 != name }.map { GeneratedCodeTests.goldenDirectory.appendingPathComponent($0 + ".swift") }
        files.append(try Self.write(Self.appCells(table), to: directory, as: "Cells.swift"))
        if settings.defaultIsolationMainActor {
            files.append(try Self.write(Self.offMainActorUse(table), to: directory, as: "OffMainActor.swift"))
        }
        let result = try UIKitStubCompiler.typecheck(files, settings: settings)
        #expect(result.succeeded, "\(name) under \(settings):\n\(result.diagnostics.prefix(4_000))")
    }

    @Test("the PluginDemo's tables and its own cell type-check under each compiler setting", arguments: UIKitStubCompiler.Settings.forGeneratedCode)
    func pluginDemoTypechecks(settings: UIKitStubCompiler.Settings) throws {
        let directory = try SwiftToolchain.temporaryDirectory("demo-settings")
        defer { try? FileManager.default.removeItem(at: directory) }
        let demo = TestPaths.samples.appendingPathComponent("PluginDemo/Sources/DemoTables")
        var files = [demo.appendingPathComponent("ProfileCell.swift")]
        for name in ["Cities", "Preferences"] {
            let result = FrontEnd().compile(path: demo.appendingPathComponent(name + ".table.yaml").path)
            let table = try #require(result.table)
            files.append(try Self.write(UIKitOutputTarget().source(for: table, sourcePath: name + ".table.yaml"), to: directory, as: name + ".swift"))
            if settings.defaultIsolationMainActor {
                files.append(try Self.write(Self.offMainActorUse(table), to: directory, as: name + "OffMainActor.swift"))
            }
        }
        let result = try UIKitStubCompiler.typecheck(files, settings: settings)
        #expect(result.succeeded, "PluginDemo under \(settings):\n\(result.diagnostics.prefix(4_000))")
    }

    /// The off-main-actor source is itself correct: without default main-actor isolation it
    /// compiles against every golden, so under that setting a failure is the golden's.
    @Test("the off-main-actor source compiles in the Swift 6 mode", TestEnvironment.exhaustiveOnly("checks the test's own source"), arguments: goldenNames)
    func offMainActorSourceIsCorrect(name: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("offmain")
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = try GeneratedCodeTests.generate(name).table
        let files = [
            GeneratedCodeTests.goldenDirectory.appendingPathComponent(name + ".swift"),
            try Self.write(Self.appCells(table), to: directory, as: "Cells.swift"),
            try Self.write(Self.offMainActorUse(table), to: directory, as: "OffMainActor.swift"),
        ] + table.openedTables.filter { $0 != name }.map { GeneratedCodeTests.goldenDirectory.appendingPathComponent($0 + ".swift") }
        let result = try UIKitStubCompiler.typecheck(files)
        let ownErrors = result.diagnostics.split(separator: "\n").filter { $0.contains("OffMainActor.swift") && $0.contains("error:") }
        #expect(ownErrors.isEmpty, "\(ownErrors.joined(separator: "\n"))")
    }

    static func write(_ source: String, to directory: URL, as fileName: String) throws -> URL {
        let url = directory.appendingPathComponent(fileName)
        try source.write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    /// The app's own cell classes that the spec names, each adopting the generated `CustomCell`.
    static func appCells(_ table: ResolvedTable) -> String {
        "import TableSpecRuntime\nimport UIKit\n\n" + table.cellKinds.compactMap(\.customClass).map {
            "final class \($0): UITableViewCell, \(table.name).CustomCell {\n    func configure(with row: \(table.name).Row) { accessibilityLabel = row.text }\n}\n"
        }.joined()
    }

    /// Swift source that uses the table's platform-neutral types where no actor is available.
    static func offMainActorUse(_ table: ResolvedTable) -> String {
        let name = table.name
        var body: [String] = [
            "let declared = \(name).Content()",
            "var content = \(name).Content(sections: [\(name).Section(rows: [\(name).Row(text: \"Off the main actor\")])])",
            "let position = \(name).RowPosition(section: 0, row: 0)",
            "let row: \(name).Row? = content.row(at: position)",
            "var total = declared.numberOfSections + content.numberOfRows(inSection: 0) + declared.sections.count",
            "total += row == content.sections[0].rows[0] ? 1 : 0",
            "total += declared.identities.count + content.changedRows(since: declared).count + content.rowChanges(since: declared).count",
            "total += content.setOn(true, at: position) ? 1 : 0",
            "total += declared == content ? 1 : 0",
        ]
        if table.sections.contains(where: { $0.rows.contains { $0.id != nil } }) {
            body.append("if let id = \(name).RowID.allCases.first, let found = declared.position(of: id) { total += found.row }")
        }
        if table.hasSelectionLists {
            body.append("total += content.toggleCheckmark(at: position).count")
        }
        if table.hasEditing {
            body += [
                "content.moveRow(from: position, to: content.targetPosition(movingRowAt: position, to: position))",
                "if let removed = content.deleteRow(at: position) { content.insertRow(removed, at: position) }",
            ]
        } else if !table.hasSelectionLists {
            body.append("content = \(name).Content(sections: content.sections)")
        }
        for model in table.models {
            let arguments = model.fields.map { "\(SwiftNames.label($0.name)): \(sampleValue($0.type))" }.joined(separator: ", ")
            body.append("let \(SwiftNames.lowerCamel(model.name, fallback: "model")): [\(name).\(model.name)] = [\(name).\(model.name)(\(arguments))]")
            body.append("total += \(SwiftNames.lowerCamel(model.name, fallback: "model")).count")
        }
        body.append("return total")
        let lines = body.map { "    " + $0 }.joined(separator: "\n")
        return """
            import Foundation
            import TableSpecRuntime

            /// \(name)'s platform-neutral types, used where no actor isolation is available.
            nonisolated func use\(name)OffTheMainActor() -> Int {
            \(lines)
            }

            /// The same from a detached task, whose result crosses back.
            nonisolated func use\(name)InADetachedTask() async -> Int {
                let content = await Task.detached { () -> \(name).Content in
                    _ = use\(name)OffTheMainActor()
                    return \(name).Content()
                }.value
                return content.numberOfSections
            }

            """
    }

    static func sampleValue(_ type: FieldType) -> String {
        if type.isOptional { return "nil" }
        switch type.base {
        case .string: return "\"\""
        case .int: return "0"
        case .double: return "0"
        case .bool: return "false"
        }
    }
}
