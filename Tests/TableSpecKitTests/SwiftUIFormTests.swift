import Foundation
import Testing
@testable import TableSpecKit

/// The SwiftUI list's form rows: each control of the spec is SwiftUI's own, bound to the row's value in
/// the content, and the app hears each change through `onValueChange` (and `onContentChange`'s
/// `.valueChanged`). An app screen on the General Sample's generated view type-checks against the
/// SwiftUI stub with Apple's signatures; a handler of the wrong type, and the pushed picker's iOS 16
/// style outside its availability check, do not.
@Suite("SwiftUI form rows")
struct SwiftUIFormTests {
    /// The General Sample's two files: its neutral part and its view.
    static func generalSources() throws -> [(name: String, text: String)] {
        [("General.swift", try GeneratedCodeTests.generate("General").source),
         ("GeneralView.swift", try GeneratedSwiftUITests.generate("General").source)]
    }

    /// A settings screen as an app writes it: the content in its state, a handler that switches over the
    /// generated ids and the kinds of value, the content changes, a value set by the app, and a list that
    /// owns its content. Every failing case changes one thing of it.
    static let appScreen = #"""
        import SwiftUI
        import TableSpecRuntime

        @available(iOS 16, *)
        struct GeneralScreen: View {
            @State private var content = General.Content()
            @State private var log: [String] = []
            @State private var canSave = true

            var body: some View {
                NavigationStack {
                    GeneralView(content: $content, onSwitchChange: { event in
                        log.append("\(event.id?.rawValue ?? "") \(event.row.isOn)")
                    }, onValueChange: { event in
                        guard let id = event.id, let value = event.row.value else { return }
                        switch (id, value) {
                        case (.name, .text(let name)), (.email, .text(let name)), (.nickname, .text(let name)): log.append(name)
                        case (.textSize, .int(let size)): log.append("\(size) pt")
                        case (.volume, .double(let volume)): log.append("\(Int(volume * 100))%")
                        case (.units, .text(let key)), (.appearance, .text(let key)), (.startPage, .text(let key)): log.append(key)
                        case (.wakeUp, .date(let date)): log.append(date.description)
                        default: log.append("\(event.position.section) \(event.position.row)")
                        }
                    }, onValidityChange: { isValid in
                        canSave = isValid
                    }, onContentChange: { change in
                        if case .valueChanged(let event) = change, event.id == .nickname {
                            log.append("nickname changed")
                        }
                    })
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Reset") {
                                content.setValue(.int(17), for: .textSize)
                                content.setValue(nil, for: .name)
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                content.markAllEdited()
                                if content.isValid { log.append("saved") }
                            }
                            .disabled(!canSave)
                        }
                    }
                }
            }
        }

        /// A list that owns its content, from iOS 15, shown in whatever navigation its caller has.
        struct GeneralPane: View {
            var onChange: (General.RowEvent) -> Void

            var body: some View {
                GeneralView(title: "Settings", onValueChange: onChange)
            }
        }

        """#

    @Test("an app screen on the General view, with onValueChange, type-checks against SwiftUI with warnings as errors",
          arguments: [UIKitStubCompiler.Settings.swift6, .defaultIsolationMainActor, .all])
    func appTypechecks(settings: UIKitStubCompiler.Settings) throws {
        let sources = try Self.generalSources() + [("GeneralApp.swift", Self.appScreen)]
        let result = try SwiftUIStubCompiler.typecheck(named: sources, settings: settings)
        #expect(result.succeeded, "\(settings): \(result.diagnostics.prefix(4_000))")
    }

    /// One change to the correct screen, and the diagnostic it must cause.
    struct Mistake: Sendable, CustomStringConvertible {
        var description: String
        var replacing: String
        var with: String
        var diagnostic: String
    }

    static let mistakes = [
        Mistake(description: "a switch's Bool handler is not a value handler: onValueChange takes the row's event",
                replacing: "GeneralView(title: \"Settings\", onValueChange: onChange)",
                with: "GeneralView(title: \"Settings\", onValueChange: { (isOn: Bool) in print(isOn) })",
                diagnostic: "cannot convert value of type '(Bool) -> ()' to expected argument type '(TableRowEvent<General>) -> Void'"),
        Mistake(description: "a value is a TableValue of the control's kind, not a bare number",
                replacing: "content.setValue(.int(17), for: .textSize)",
                with: "content.setValue(17, for: .textSize)",
                diagnostic: "cannot convert value of type 'Int' to expected argument type 'TableValue'"),
        Mistake(description: "onValueChange comes after onSwitchChange, as the data source declares them",
                replacing: "GeneralView(content: $content, onSwitchChange: { event in\n                log.append(\"\\(event.id?.rawValue ?? \"\") \\(event.row.isOn)\")\n            }, onValueChange: { event in",
                with: "GeneralView(content: $content, onValueChange: { event in\n                log.append(\"\\(event.id?.rawValue ?? \"\") \\(event.row.isOn)\")\n            }, onSwitchChange: { event in",
                diagnostic: "argument 'onSwitchChange' must precede argument 'onValueChange'"),
        Mistake(description: "the change a value makes is valueChanged, not a switch's",
                replacing: "if case .valueChanged(let event) = change",
                with: "if case .valueChange(let event) = change",
                diagnostic: "has no member 'valueChange'"),
    ]

    @Test("each wrong use of the form API fails with its diagnostic", arguments: mistakes)
    func mistake(_ mistake: Mistake) throws {
        #expect(Self.appScreen.contains(mistake.replacing), "the screen has \(mistake.replacing)")
        let broken = Self.appScreen.replacingOccurrences(of: mistake.replacing, with: mistake.with)
        let result = try SwiftUIStubCompiler.typecheck(named: try Self.generalSources() + [("GeneralApp.swift", broken)])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(mistake.diagnostic), "\(result.diagnostics.prefix(3_000))")
    }

    /// The runtime's SwiftUI sources, by file name.
    static func runtimeSwiftUI() throws -> [(name: String, text: String)] {
        try RuntimeModule.sources().filter { $0.path.contains("/SwiftUI/") }.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test("every control is SwiftUI's own, bound through the editor's one setValue, with onValueChange a public callback beside onSwitchChange")
    func controls() throws {
        let list = try Self.runtimeSwiftUI().map(\.text).joined(separator: "\n")
        for control in ["Toggle(isOn: isOn)", "TextField(text: text, prompt: prompt)", "SecureField(text: text, prompt: prompt)",
                        "Stepper(value: wholeNumber, in: numbers.wholeBounds, step: numbers.wholeStep)",
                        "Stepper(value: number, in: numbers.bounds, step: numbers.positiveStep ?? 1)",
                        "minimumValueLabel:", "maximumValueLabel:", ".pickerStyle(.segmented)", ".pickerStyle(.menu)",
                        ".pickerStyle(.navigationLink)", ".datePickerStyle(.compact)", ".datePickerStyle(.graphical)",
                        ".datePickerStyle(.wheel)", ".submitLabel(entry.nextTextField == nil ? .done : .next)",
                        ".focused(focusedField, equals: entry.id)", "@FocusState private var focusedField: TableRowIdentity<Table>?"] {
            #expect(list.contains(control), "the list draws \(control)")
        }
        // The placeholder and the options' titles are the spec's strings, looked up in the list's locale.
        for shown in ["TableListText.text($0, field.localizedPlaceholder)", "TableListText.text(option.title, option.localizedTitle)"] {
            #expect(list.contains(shown), "the list shows \(shown)")
        }
        let editor = try #require(Self.runtimeSwiftUI().first { $0.name == "TableListEditor.swift" }?.text)
        #expect(editor.contains("updated.setValue(value, at: position)"))
        #expect(editor.contains("callbacks.onValueChange?(event)\n        callbacks.onContentChange?(.valueChanged(event))"))
        let tableList = try #require(Self.runtimeSwiftUI().first { $0.name == "TableList.swift" }?.text)
        #expect(tableList.components(separatedBy: "onValueChange: ((TableRowEvent<Table>) -> Void)? = nil,").count == 3, "both initializers take it")
        #expect(tableList.contains("public var onValueChange: ((TableRowEvent<Table>) -> Void)?"))
    }

    @Test("the pushed picker's navigation-link style is iOS 16: without its availability check the runtime does not type-check",
          TestEnvironment.exhaustiveOnly("checks that the stub refuses the unguarded call"))
    func pushedPickerNeedsAvailability() throws {
        let guarded = "if #available(iOS 16, *) {\n                picker\n                    .pickerStyle(.navigationLink)\n            } else {"
        var runtime = try RuntimeModule.sources().map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let index = try #require(runtime.firstIndex { $0.1.contains(guarded) })
        runtime[index].1 = runtime[index].1.replacingOccurrences(of: guarded, with: "if true {\n                picker\n                    .pickerStyle(.navigationLink)\n            } else {")
        let result = try SwiftUIStubCompiler.typecheck(named: runtime, moduleName: "TableSpecRuntime")
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("'navigationLink' is only available in iOS_16"), "\(result.diagnostics.prefix(2_000))")
    }
}
