import Foundation
import Testing
@testable import TableSpecKit

/// `NestedTypeNames`, which the front end refuses as model and opened-table names, is every type
/// the generated code declares inside a table's type: a type added to the output without adding
/// it there would let a spec through whose generated file cannot compile.
@Suite("Nested type names")
struct NestedTypeNameTests {
    @Test("every type a Sample's generated file declares inside its table is a model or in NestedTypeNames")
    func listIsComplete() throws {
        let declaration = try Regex(#"(?m)^    (?:[a-z@A-Z]+ )*(?:struct|enum|class|protocol|typealias) ([A-Za-z_]+)"#)
        var seen = Set<String>()
        for name in GeneratedCodeTests.sampleNames {
            let (table, source) = try GeneratedCodeTests.generate(name)
            let models = Set(table.models.map(\.name))
            for match in source.matches(of: declaration) {
                let type = String(try #require(match.output[1].substring))
                seen.insert(type)
                #expect(NestedTypeNames.all.contains(type) || models.contains(type), "\(name): '\(type)' is declared inside the table but not in NestedTypeNames")
            }
        }
        #expect(seen.isSuperset(of: ["RowID", "SectionID", "ActionID", "RowItem", "OpenedTable", "CustomCell"]), "the Samples cover the generator's types")
    }

    @Test("every name TableSpecRuntime gives a table's namespace (its typealiases) is a RuntimeAlias, spelled out as the runtime's type")
    func runtimeNamesListed() throws {
        let alias = try Regex(#"(?m)^    public typealias ([A-Za-z]+) = ([A-Za-z]+)"#)
        var found: [String: String] = [:]
        for file in ["Neutral/TableDefinition.swift", "UIKit/UIKitTable.swift"] {
            let source = try String(contentsOf: RuntimeModule.sourceDirectory.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: alias) {
                found[String(try #require(match.output[1].substring))] = String(try #require(match.output[2].substring))
            }
        }
        #expect(found.count == RuntimeAlias.allCases.count, "\(found.keys.sorted())")
        for alias in RuntimeAlias.allCases {
            #expect(found[alias.rawValue] == alias.runtimeType, "\(alias.rawValue)")
        }
    }

    /// Every capitalized name the generated files spell (types, mostly), taken from the goldens
    /// without their comments and string literals.
    private static func namesTheGoldensSpell() throws -> Set<String> {
        let directories = [GeneratedCodeTests.goldenDirectory, GeneratedSwiftUITests.goldenDirectory]
        var names = Set<String>()
        let comment = try Regex(#"//[^\n]*"#), literal = try Regex(##"(?s)#?""".*?"""#?|"(?:[^"\\\n]|\\.)*""##)
        let word = try Regex(#"\b[A-Z][A-Za-z0-9_]*\b"#)
        for directory in directories {
            for file in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) where file.pathExtension == "swift" {
                let code = try String(contentsOf: file, encoding: .utf8).replacing(literal, with: "\"\"").replacing(comment, with: "")
                for match in code.matches(of: word) { names.insert(String(code[match.range])) }
            }
        }
        return names
    }

    /// A table whose models take `names`, each with a section of its own; localized with an index,
    /// actions, a custom cell and a row that opens the table, or with enough static rows to be
    /// encoded, so every path of the generator that spells a runtime type runs.
    private static func spec(_ table: String, models names: [String], encoded: Bool) -> String {
        var yaml = "table: \(table)\n"
        if !encoded { yaml += "localization: { table: \(table) }\nindex: { A: first }\nediting: { deleteConfirmation: Remove }\n" }
        yaml += "models:\n" + names.map { "  \($0): { name: String, count: Int }\n" }.joined()
        yaml += "prototypes:\n" + names.indices.map {
            "  p\($0): { style: subtitle, text: \"{name}\", detail: \"{count} left\", swipe: { trailing: [delete, { id: flag, title: Flag, color: orange }] }, menu: [{ id: flag, title: Flag }] }\n"
        }.joined()
        yaml += "sections:\n  - id: first\n    header: First\n    rows:\n"
        yaml += "      - { text: Again, id: again, opens: \(table) }\n      - { text: Mine, style: custom, class: MyCell, reuseIdentifier: Mine }\n"
        yaml += "      - { text: Wi-Fi, control: switch }\n      - { text: Clear, role: destructive, editingStyle: delete, swipe: { trailing: [{ id: flag, title: Flag }] } }\n"
        if encoded { yaml += (0...200).map { "      - Row \($0)\n" }.joined() }
        for (index, name) in names.enumerated() {
            yaml += "  - id: s\(index)\n    selection: \(index == 1 ? "exclusive" : "inclusive")\n    items: { model: \(name), prototype: p\(index)\(index == 0 ? ", groupBy: initial" : "") }\n"
        }
        return yaml
    }

    @Test("a model may take any name the generated code spells that the front end does not refuse, and the file compiles: Row, Content, DataSource are free")
    func freeNamesCompile() throws {
        var free: [String] = []
        for name in try Self.namesTheGoldensSpell().union(RuntimeAlias.allCases.map(\.rawValue)).union(["Item"]).sorted() where !["Names", "Encoded", "MyCell"].contains(name) {
            let compiled = FrontEnd().compile(Array(Self.spec("Names", models: [name], encoded: false).utf8), file: "Names.table.yaml")
            guard compiled.diagnostics.hasErrors else { free.append(name); continue }
            let text = DiagnosticTextRenderer().render(compiled.diagnostics.sorted)
            let reserved = NestedTypeNames.generated.contains(name) || NestedTypeNames.referenced.contains(name)
            #expect(reserved || SwiftIdentifier.problem(with: name) != nil, "'\(name)' is refused, but no list reserves it:\n\(text)")
            #expect(text.contains("Names.table.yaml:6:3: error: the model name '\(name)'") || !reserved, "\(text)")
        }
        for alias in RuntimeAlias.allCases { #expect(free.contains(alias.rawValue), "the runtime's '\(alias.rawValue)' is free") }
        #expect(free.contains("Item") && free.count > 40, "\(free)")
        for encoded in [false, true] {
            let table = encoded ? "Encoded" : "Names"
            let compiled = FrontEnd().compile(Array(Self.spec(table, models: free, encoded: encoded).utf8), file: "\(table).table.yaml")
            let maybeTable = compiled.table
            let resolved = try #require(maybeTable, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
            let uikit = UIKitOutputTarget().source(for: resolved, sourcePath: "\(table).table.yaml")
            #expect(uikit.contains("TableRow<\(table)>") && uikit.contains("TableSection<\(table)>"), "the shadowed aliases are spelled out")
            #expect(uikit.contains("encodedStaticSections") == encoded && uikit.contains("TableLocalizedText<\(table)>") == !encoded)
            // App code names the model by its name, and the runtime's type by the runtime's name.
            let app = """
                import TableSpecRuntime
                let row: \(table).Row = \(table).Row(name: "Tea", count: 1)
                let content = TableContent<\(table)>()
                let rows: [TableRow<\(table)>] = content.sections.flatMap(\\.rows)
                """
            let checked = try UIKitStubCompiler.typecheck([uikit, app, "import UIKit\nfinal class MyCell: UITableViewCell {}\n"])
            #expect(checked.succeeded, "\(table), UIKit:\n\(checked.diagnostics.prefix(3_000))")
            let view = SwiftUIOutputTarget().source(for: resolved, sourcePath: "\(table).table.yaml")
            let swiftUI = try SwiftUIStubCompiler.typecheck(named: [("\(table).swift", uikit), ("\(table)View.swift", view), ("App.swift", app)])
            #expect(swiftUI.succeeded, "\(table), SwiftUI:\n\(swiftUI.diagnostics.prefix(3_000))")
        }
    }

    @Test("a model may be called Item; a model named like its table is an error at its name")
    func modelNames() throws {
        let item = "table: Shop\nmodels:\n  Item: { name: String }\nprototypes:\n  item: { text: \"{name}\" }\nsections:\n  - items: { model: Item, prototype: item }\n"
        let compiled = FrontEnd().compile(Array(item.utf8), file: "Shop.table.yaml")
        let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
        let source = UIKitOutputTarget().source(for: table, sourcePath: "Shop.table.yaml")
        let checked = try UIKitStubCompiler.typecheck([source, "import TableSpecRuntime\nlet shop = Shop.Content(itemItems: [Shop.Item(name: \"Tea\")])\n"])
        #expect(checked.succeeded, "\(checked.diagnostics.prefix(2_000))")
        let same = "table: Mail\nmodels:\n  Mail: { subject: String }\nprototypes:\n  mail: { text: \"{subject}\" }\nsections:\n  - items: { model: Mail, prototype: mail }\n"
        let refused = FrontEnd().compile(Array(same.utf8), file: "Mail.table.yaml")
        let text = DiagnosticTextRenderer().render(refused.diagnostics.sorted)
        #expect(refused.diagnostics.hasErrors)
        #expect(text.contains("Mail.table.yaml:3:3: error: the model name 'Mail' is the table's own name"), "\(text)")
    }
}
