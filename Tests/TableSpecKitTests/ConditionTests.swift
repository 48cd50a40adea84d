import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecFrontEnd

/// `hidden` and `disabled` from the spec to the generated code: the generated `Content` shows and
/// hides rows and sections as the values change exactly as the previews draw the same values, and
/// the parser's grammar holds where the fixtures do not look.
@Suite("Conditions")
struct ConditionTests {
    static let spec = """
        table: Radios
        style: insetGrouped
        sections:
          - id: network
            rows:
              - { text: Wi-Fi, id: wifi, control: switch, on: true }
              - { text: Ask to Join, id: askToJoin, control: switch, hidden: "!wifi" }
              - { text: Networks, hidden: "!wifi || askToJoin == true" }
              - { text: Bluetooth, id: bluetooth, control: switch }
              - { text: Devices, hidden: "!(bluetooth && wifi)", disabled: askToJoin }
              - { text: About }
          - id: advanced
            header: Advanced
            hidden: "!bluetooth"
            rows:
              - { text: Logging, id: logging, control: switch, disabled: "!wifi" }

        """

    /// The value sets the program walks through, one per step.
    static let steps: [[String: Bool]] = [
        [:],
        ["wifi": false],
        ["bluetooth": true],
        ["wifi": true],
        ["askToJoin": true],
        ["bluetooth": false, "askToJoin": false],
    ]

    @Test("the generated Content hides, shows and disables as the previews draw the same values")
    func generatedAgreesWithPreview() throws {
        let compiled = FrontEnd().compile(Array(Self.spec.utf8), file: "Radios.table.yaml")
        let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
        let source = UIKitOutputTarget().source(for: table, sourcePath: "Radios.table.yaml")
        #expect(source.contains("hidden: .any([.not(.value(.wifi)), .compare(.value(.askToJoin), .equal, .constant(.bool(true)))])"))
        // The switch rows hold the starting values (`isOn`): the file repeats none of them.
        #expect(source.contains("Row(text: \"Wi-Fi\", control: .switch, isOn: true") && !source.contains("defaultValues"))

        // What the previews draw for each step's values: the model's content, by row text.
        var values = table.declaredValues
        var expected = ""
        for step in Self.steps {
            for (id, on) in step { values[id] = .bool(on) }
            let content = TableSpecModel.TableContent(table, values: values)
            expected += content.sections.map { section in
                section.rows.map { ($0.text ?? "") + (content.isDisabled($0) ? " (disabled)" : "") }.joined(separator: ", ")
            }.joined(separator: " | ") + "\n"
        }

        let program = """
            import TableSpecRuntime

            var content = Radios.Content()
            let steps: [[Radios.RowID: Bool]] = [\(Self.steps.map { step in step.isEmpty ? "[:]" : "[" + step.sorted { $0.key < $1.key }.map { ".\($0.key): \($0.value)" }.joined(separator: ", ") + "]" }.joined(separator: ", "))]
            for step in steps {
                for (id, on) in step.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { content.setOn(on, for: id) }
                print(content.sections.map { section in
                    section.rows.map { ($0.text ?? "") + (content.isDisabled($0) ? " (disabled)" : "") }.joined(separator: ", ")
                }.joined(separator: " | "))
            }
            """
        let directory = try SwiftToolchain.temporaryDirectory("conditions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tableFile = directory.appendingPathComponent("Radios.swift"), main = directory.appendingPathComponent("main.swift")
        try source.write(to: tableFile, atomically: false, encoding: .utf8)
        try program.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("radios")
        let build = try SwiftToolchain.buildExecutable([tableFile, main], output: executable)
        try #require(build.status == 0, "\(build.stderr.prefix(3_000))")
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected, "generated:\n\(run.stdout)\npreview:\n\(expected)")
        // The walk reaches the states it is about: rows hidden, a section hidden and shown, a row disabled.
        #expect(expected.contains("Logging (disabled)") && expected.contains("Devices (disabled)") && expected.split(separator: "\n").contains { !$0.contains("Ask to Join") })
    }

    @Test("preview --set draws another state: rows hide, switches show their values, disabled rows dim; a wrong --set is a clear error")
    func previewSet() throws {
        let settings = TestPaths.samples.appendingPathComponent("Settings.table.yaml").path
        let spec = try runTablespec(["preview", settings, "--color", "always", "--width", "48"])
        let set = try runTablespec(["preview", settings, "--color", "always", "--width", "48", "--set", "allowNotifications=false", "--set", "airplaneMode=true"])
        #expect(spec.status == 0 && set.status == 0, "\(set.stderr)")
        // As the spec says: the notification options show and Personal Hotspot is not dimmed.
        #expect(spec.stdout.contains("Sounds") && spec.stdout.contains("Badges"))
        #expect(!spec.stdout.contains("\u{1B}[90mPersonal Hotspot"))
        // With notifications off and Airplane Mode on: the options are gone and the hotspot is dimmed.
        // (The section's footer still names the badges.)
        #expect(!set.stdout.contains("Sounds") && set.stdout.components(separatedBy: "Badges").count == spec.stdout.components(separatedBy: "Badges").count - 1)
        #expect(set.stdout.contains("\u{1B}[90mPersonal Hotspot"))
        let airplane = try #require(set.stdout.split(separator: "\n").first { $0.contains("Airplane Mode") })
        #expect(airplane.contains("(──●)") || airplane.contains("──●"), "the switch is drawn on: \(airplane)")
        let page = try runTablespec(["preview", settings, "--format", "html", "--set", "airplaneMode=true"])
        #expect(page.stdout.contains("secondaryLabel\" style=\"left:76px;top:11px;width:225.95px;height:22px\">Personal Hotspot"))

        let unknown = try runTablespec(["preview", settings, "--set", "allowNotification=false"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == usageError("--set allowNotification: no row with a value has that id; did you mean 'allowNotifications'?", command: "preview"))
        let notBool = try runTablespec(["preview", settings, "--set", "airplaneMode=on"])
        #expect(notBool.status == 64 && notBool.stderr.contains("'airplaneMode' is a switch; give true or false"), "\(notBool.stderr)")
        let malformed = try runTablespec(["preview", settings, "--set", "airplaneMode"])
        #expect(malformed.status != 0 && malformed.stderr.contains("--set takes ID=VALUE"), "\(malformed.stderr)")
    }

    @Test("on a device, a flip that shows or hides rows animates: UIKit in one snapshot, SwiftUI inside withAnimation")
    func animated() throws {
        let editor = try String(contentsOf: RuntimeModule.sourceDirectory.appendingPathComponent("SwiftUI/TableListEditor.swift"), encoding: .utf8)
        #expect(editor.contains("if updated.hasConditions {\n            // Rows the new value shows or hides slide in and out, as UIKit's snapshot animates them.\n            withAnimation { content.wrappedValue = updated }"))
        let dataSource = try String(contentsOf: RuntimeModule.sourceDirectory.appendingPathComponent("UIKit/TableDataSource.swift"), encoding: .utf8)
        #expect(dataSource.contains("apply(updated, animated: true)"))
        // A row disabled or enabled by a value is redrawn although the row itself did not change.
        #expect(dataSource.contains("for identity in content.disabledChanges(since: old, identities: identities, oldIdentities: oldIdentities)"))
    }

    @Test("the grammar: precedence, parentheses, quoting, numbers, and where an error points", arguments: [
        ("a || b && !c", "or(a, and(b, not(c)))"),
        ("(a || b) && c", "and(or(a, b), c)"),
        ("x <= 2.5 || y != 'on'", "or(x <= 2.5, y != \"on\")"),
        ("!!a", "not(not(a))"),
        ("a == \"say \\\"hi\\\"\"", "a == \"say \"hi\"\""),
        ("-3 < x", "-3 < x"),
    ])
    func grammar(text: String, shape: String) throws {
        let parsed = try ConditionParser.parse(text).get()
        #expect(Self.describe(parsed) == shape)
    }

    @Test("syntax errors point at their bytes", arguments: [
        ("a = b", 2..<3), ("a & b", 2..<3), ("(a", 0..<1), ("a b", 2..<3), ("'open", 0..<1), ("a < b < c", 6..<7), ("", 0..<0), ("a &&", 3..<4), ("2x", 0..<2), ("é", 0..<2),
    ])
    func syntaxErrors(text: String, bytes: Range<Int>) {
        guard case .failure(let problem) = ConditionParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(problem.range == bytes, "\(text): \(problem.message)")
    }

    static func describe(_ expression: ConditionParser.Expression) -> String {
        switch expression {
        case .name(let name, _): name
        case .bool(let value, _): "\(value)"
        case .number(let value, let isInteger, _): isInteger ? "\(Int(value))" : "\(value)"
        case .text(let text, _): "\"\(text)\""
        case .not(let operand, _): "not(\(describe(operand)))"
        case .and(let operands): "and(" + operands.map(describe).joined(separator: ", ") + ")"
        case .or(let operands): "or(" + operands.map(describe).joined(separator: ", ") + ")"
        case .compare(let left, let comparison, let right, _): "\(describe(left)) \(comparison.rawValue) \(describe(right))"
        }
    }
}
