import Foundation
import Testing
@testable import TableSpecKit

/// A localized table in SwiftUI: every string of the spec's reaches the view as the `LocalizedText`
/// it was made from, so the view shows it through `LocalizedStringResource` in its own `\.locale`,
/// with the UIKit target's keys; a string the app sets is shown as it is.
@Suite("Localized SwiftUI")
struct LocalizedSwiftUITests {
    /// Every kind of string a table shows: table title, header and footer, section header and
    /// footer, text and detail in the four styles, templates with a number, a Bool and an optional
    /// field, an accessibility label, swipe and menu titles, a delete confirmation and the built-in
    /// delete's own title.
    static let spec = """
        version: 1
        table: Shop
        header: Everything you bought.
        footer: Prices include tax.
        localization: {}
        models:
          Product:
            name: String
            count: Int
            onSale: Bool
            origin: String?
        prototypes:
          item:
            style: subtitle
            text: "{name}"
            detail: "{count} left, on sale: {onSale}"
            accessibilityLabel: "{name} from {origin}"
            swipe: { trailing: [{ id: flag, title: Flag }, delete] }
        sections:
          - header: Account
            footer: Signed in.
            rows:
              - text: Sign In
                id: signIn
                canEdit: true
                deleteConfirmation: Remove
                accessibilityLabel: Sign in to the shop
                swipe: { leading: [{ id: pin, title: Pin }], trailing: [delete] }
                menu: [{ id: pin, title: Pin }, { id: share, image: square.and.arrow.up }]
              - { text: Plan, detail: Family, style: value1, id: plan }
              - { text: Card, detail: Visa, style: value2 }
          - items: { model: Product, prototype: item }
            id: products

        """

    static func generate() throws -> (table: ResolvedTable, neutral: String, view: String) {
        let compiled = FrontEnd().compile(Array(spec.utf8), file: "Shop.table.yaml")
        let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
        return (table, UIKitOutputTarget().source(for: table, sourcePath: "Shop.table.yaml"),
                SwiftUIOutputTarget().source(for: table, sourcePath: "Shop.table.yaml"))
    }

    /// The runtime's SwiftUI sources, named as the list's files.
    static func runtimeSwiftUI() throws -> [(name: String, text: String)] {
        try RuntimeModule.sources().filter { $0.path.contains("/SwiftUI/") }.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test("the list shows each spec string through its LocalizedText, and a localized table's view type-checks against SwiftUI in every setting",
          arguments: [UIKitStubCompiler.Settings.swift6, .defaultIsolationMainActor, .all])
    func typechecks(settings: UIKitStubCompiler.Settings) throws {
        let (table, neutral, view) = try Self.generate()
        let list = try Self.runtimeSwiftUI().map(\.text).joined(separator: "\n")
        // Content strings go through the list's one lookup; verbatim text is left for what the app set.
        #expect(list.contains("if #available(iOS 16, *) {\n            return Text(localized.resource)\n        }"))
        for shown in ["TableListText.text(row.text, row.localizedText)", "TableListText.text($0, row.localizedDetail)",
                      "TableListText.text(header, section.section.localizedHeader)", "TableListText.text(footer, section.section.localizedFooter)",
                      "TableListText.text(label, row.localizedAccessibilityLabel)", "TableListText.text(title, action.localizedTitle)",
                      "TableListText.text(confirmation, entry.row.localizedDeleteConfirmation)", "Table.declaredTitle.map { TableListText.text($0) }"] {
            #expect(list.contains(shown), "the list shows \(shown)")
        }
        // The built-in delete's title and the table's own strings use the UIKit target's keys, in the neutral part.
        for key in ["Shop.delete", "Shop.title", "Shop.header", "Shop.footer"] {
            #expect(neutral.contains("LocalizedText(\n") && neutral.contains("\"\(key)\","), "\(key) is looked up")
        }
        let sources = [("Shop.swift", neutral), ("ShopView.swift", view),
                       ("ShopApp.swift", GeneratedSwiftUITests.appCode(table))]
        let result = try SwiftUIStubCompiler.typecheck(named: sources, settings: settings)
        #expect(result.succeeded, "\(settings): \(result.diagnostics.prefix(4_000))")
    }

    @Test("without the availability check the resource does not type-check: it is iOS 16 and the runtime's minimum is iOS 15",
          TestEnvironment.exhaustiveOnly("checks that the stub refuses the unguarded call"))
    func resourceNeedsAvailability() throws {
        let guarded = "if #available(iOS 16, *) {\n            return Text(localized.resource)\n        }"
        var runtime = try RuntimeModule.sources().map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let index = try #require(runtime.firstIndex { $0.1.contains(guarded) })
        runtime[index].1 = runtime[index].1.replacingOccurrences(of: guarded, with: "return Text(localized.resource)")
        let result = try SwiftUIStubCompiler.typecheck(named: runtime, moduleName: "TableSpecRuntime")
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("'resource' is only available in iOS_16"), "\(result.diagnostics.prefix(2_000))")
    }

    /// Runs the neutral part on Linux with `GeneratedCodeProbe`'s stand-in for `String(localized:)`
    /// (which answers with the default value, as iOS does without a catalog entry).
    @Test("rows and sections keep the spec's string until the app sets the text; templates keep their arguments")
    func keepsTheSpecString() throws {
        let (_, neutral, _) = try Self.generate()
        let directory = try SwiftToolchain.temporaryDirectory("localized-neutral")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Shop.swift"), main = directory.appendingPathComponent("main.swift")
        try neutral.write(to: source, atomically: false, encoding: .utf8)
        try (GeneratedCodeProbe.prelude + """
            var content = Shop.Content(products: [
                Shop.Product(name: "Tea", count: 3, onSale: true, origin: "India"),
                Shop.Product(name: "Salt", count: 1, onSale: false, origin: nil),
            ])
            let signIn = content.sections[0].rows[0]
            print("text", q(signIn.text), signIn.localizedText.map { "\\($0.key)" } ?? "nil")
            print("confirm", q(signIn.deleteConfirmation), signIn.localizedDeleteConfirmation != nil)
            print("label", q(signIn.accessibilityLabel), signIn.localizedAccessibilityLabel != nil)
            print("pin", q(signIn.actions.leading[0].title), signIn.actions.leading[0].localizedTitle.map { "\\($0.key)" } ?? "nil")
            print("header", q(content.sections[0].header), content.sections[0].localizedHeader != nil)
            let tea = content.sections[1].rows[0], salt = content.sections[1].rows[1]
            print("tea", q(tea.text), tea.localizedText == nil, q(tea.detail), q(tea.accessibilityLabel))
            print("tea parts", tea.localizedDetail?.defaultValue.parts.filter { if case .literal = $0 { false } else { true } } ?? [])
            print("salt", q(salt.accessibilityLabel), salt.localizedAccessibilityLabel == nil)
            print("same", tea.localizedDetail == Shop.itemRow(Shop.Product(name: "Tea", count: 3, onSale: true, origin: nil)).localizedDetail)
            print("differs", tea.localizedDetail == salt.localizedDetail)
            content.setDetail("Premium", for: .plan)
            let plan = content.sections[0].rows[1]
            print("plan", q(plan.detail), plan.localizedDetail == nil, q(plan.text), plan.localizedText != nil)
            var row = signIn
            row.text = "Log In"
            print("set", q(row.text), row.localizedText == nil, row.localizedDetail == nil, row.localizedAccessibilityLabel != nil)
            row.localize(text: Shop.LocalizedText("Shop.signIn.text", defaultValue: "Sign In", comment: "c"))
            print("again", q(row.text), row.localizedText != nil, row == signIn)
            let percent = Shop.LocalizedText("k", defaultValue: "Save 100% now", comment: "c")
            let template = Shop.LocalizedText("k", defaultValue: "Save \\(100)% now", comment: "c")
            print("percent", q(percent.string), !percent.defaultValue.hasArguments, !template.defaultValue.hasArguments)
            var section = content.sections[0]
            section.header = "Yours"
            print("section", q(section.header), section.localizedHeader == nil, section.localizedFooter != nil)

            """).write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe")
        let build = try SwiftToolchain.buildExecutable([source, main], output: executable)
        #expect(build.status == 0, "\(build.stderr)")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.stdout == """
            text "Sign In" Shop.signIn.text
            confirm "Remove" true
            label "Sign in to the shop" true
            pin "Pin" Shop.signIn.action.pin
            header "Account" true
            tea "Tea" true "3 left, on sale: true" "Tea from India"
            tea parts [TableSpecRuntime.LocalizableValue.Part.integer(3), TableSpecRuntime.LocalizableValue.Part.string("true")]
            salt nil true
            same true
            differs false
            plan "Premium" true "Plan" true
            set "Log In" true true true
            again "Sign In" true true
            percent "Save 100% now" true false
            section "Yours" true true

            """, "\(run.stderr)")
    }
}
