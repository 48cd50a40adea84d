import Testing
@testable import TableSpecKit
@testable import TableSpecDiagnostics

@Suite("Suggestions")
struct NearestNameTests {
    @Test("typos, swaps, case and prefixes find the intended word; distant words find nothing", arguments: [
        ("stlye", ["style", "separator"], ["style"]),
        ("detial", ["text", "detail"], ["detail"]),
        ("value3", CellStyle.spellings, ["value1", "value2"]),
        ("Grouped", TableStyle.spellings, ["grouped"]),
        ("disclosure", Accessory.spellings, ["disclosureIndicator"]),
        ("colour", SpecObject.row.keyNames, []),
        ("x", ["y"], []),
    ])
    func suggestions(name: String, candidates: [String], expected: [String]) {
        #expect(NearestName.suggestions(for: name, among: candidates) == expected)
    }

    @Test("edit distance counts a swap as one")
    func distance() {
        #expect(NearestName.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(NearestName.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(NearestName.editDistance([], Array("abc".unicodeScalars)) == 3)
    }
}
