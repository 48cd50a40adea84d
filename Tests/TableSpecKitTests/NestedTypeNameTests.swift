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
        #expect(seen.isSuperset(of: ["Row", "Section", "Content", "DataSource", "ViewController", "Item", "RowAction", "OpenedTable"]), "the Samples cover the generator's types")
    }
}
