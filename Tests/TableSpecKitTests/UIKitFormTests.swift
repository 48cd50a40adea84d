import Foundation
import Testing
@testable import TableSpecKit

/// A form screen in UIKit: the General Sample's generated table wired into an app's view controller, as an
/// app would read and set its values, type-checked against the UIKit stub (with the runtime's UIKit part,
/// which draws the form controls) under every setting Xcode 26 turns on. Each wrong use beside it fails.
@Suite struct UIKitFormTests {
    static let screen = #"""
        import UIKit
        import TableSpecRuntime

        final class GeneralScreen: UIViewController {
            private let table = TableViewController<General>()
            private(set) var textSize = 17
            private(set) var edits: [General.RowID] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(table)
                view.addSubview(table.view)
                table.dataSource.onValueChange = { [weak self] event in
                    guard let self, let id = event.row.id else { return }
                    self.edits.append(id)
                    if id == .textSize, case .int(let size)? = event.row.value {
                        self.textSize = size
                    }
                }
                table.dataSource.onContentChange = { change in
                    if case .valueChanged(let event) = change, event.row.id == .units {
                        print(event.row.value?.displayText ?? "")
                    }
                }
            }

            func reset() {
                table.dataSource.setValue(.int(17), for: .textSize)
                table.dataSource.setValue(.text("metric"), for: .units)
                table.dataSource.setValue(nil, for: .name)
                let content = table.dataSource.content
                if content.value(for: .appearance) == .text("dark") {
                    print(content.row(at: TableRowPosition(section: 2, row: 3))?.detail ?? "")
                }
            }
        }

        """#

    static func files(app: String) throws -> [URL] {
        let directory = try SwiftToolchain.temporaryDirectory("uikit-form")
        let generated = directory.appendingPathComponent("General.swift")
        try GeneratedCodeTests.generate("General").source.write(to: generated, atomically: false, encoding: .utf8)
        let screen = directory.appendingPathComponent("GeneralScreen.swift")
        try app.write(to: screen, atomically: false, encoding: .utf8)
        return [generated, screen]
    }

    @Test("an app's form screen type-checks under each compiler setting", arguments: UIKitStubCompiler.Settings.forGeneratedCode)
    func screenTypechecks(settings: UIKitStubCompiler.Settings) throws {
        let result = try UIKitStubCompiler.typecheck(try Self.files(app: Self.screen), settings: settings)
        #expect(result.succeeded, "\(settings):\n\(result.diagnostics.prefix(4_000))")
    }

    @Test("a localized form (option titles, placeholders and messages looked up in its catalog) type-checks and lints")
    func localizedFormTypechecks() throws {
        let sample = try String(contentsOf: TestPaths.samples.appendingPathComponent("General.table.yaml"), encoding: .utf8)
        let spec = sample.replacingOccurrences(of: "style: insetGrouped\n", with: "style: insetGrouped\nlocalization: { table: General }\n")
        #expect(spec != sample)
        let table = try compiledTable(spec, file: "General.table.yaml")
        let source = UIKitOutputTarget().source(for: table, sourcePath: "General.table.yaml")
        #expect(source.contains("localizedTitle: LocalizedText(") && source.contains("\"General.units.option.metric\""))
        #expect(source.contains("localizedPlaceholder: LocalizedText("))
        #expect(source.contains("localizedMessage: LocalizedText(") && source.contains("\"General.name.validationMessage\""))
        let directory = try SwiftToolchain.temporaryDirectory("uikit-form-localized")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("General.swift")
        try source.write(to: generated, atomically: false, encoding: .utf8)
        let checked = try UIKitStubCompiler.typecheck([generated], settings: .all)
        #expect(checked.succeeded, "\(checked.diagnostics.prefix(4_000))")
        let swiftFormat = SwiftToolchain.swiftc.deletingLastPathComponent().appendingPathComponent("swift-format")
        let lint = try SwiftToolchain.run(swiftFormat, ["lint", "--strict", "--configuration", TestPaths.packageRoot.appendingPathComponent(".swift-format").path, generated.path])
        #expect(lint.status == 0 && lint.stderr.isEmpty, "\(lint.stderr.prefix(3_000))")
    }

    @Test("wrong uses of the form API fail", arguments: [
        // The handler is handed an event, not the new value.
        ("table.dataSource.onValueChange = { [weak self] event in", "table.dataSource.onValueChange = { [weak self] (event: Bool) in", "cannot assign value of type"),
        // A value is a TableValue: a bare number is not one.
        ("table.dataSource.setValue(.int(17), for: .textSize)", "table.dataSource.setValue(17, for: .textSize)", "TableValue"),
        // Values are set by row id, which the spec declares.
        ("table.dataSource.setValue(.text(\"metric\"), for: .units)", "table.dataSource.setValue(.text(\"metric\"), for: .unit)", "unit"),
    ])
    func wrongUseFails(original: String, replacement: String, expected: String) throws {
        #expect(Self.screen.contains(original))
        let result = try UIKitStubCompiler.typecheck(try Self.files(app: Self.screen.replacingOccurrences(of: original, with: replacement)))
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(expected), "\(result.diagnostics.prefix(2_000))")
    }
}
