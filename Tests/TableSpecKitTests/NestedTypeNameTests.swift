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

    @Test("every name TableSpecRuntime gives a table's namespace (its typealiases) is in NestedTypeNames")
    func runtimeNamesListed() throws {
        let alias = try Regex(#"(?m)^    public typealias ([A-Za-z]+) ="#)
        var names: [String] = []
        for file in ["Neutral/TableDefinition.swift", "UIKit/UIKitTable.swift"] {
            let source = try String(contentsOf: RuntimeModule.sourceDirectory.appendingPathComponent(file), encoding: .utf8)
            names += try source.matches(of: alias).map { String(try #require($0.output[1].substring)) }
        }
        #expect(names.contains("Row") && names.contains("DataSource"))
        for name in names { #expect(NestedTypeNames.all.contains(name), "\(name)") }
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
