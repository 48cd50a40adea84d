import Testing
@testable import SwiftCodeModel
@testable import TableSpecDiagnostics
@testable import TableSpecFrontEnd
@testable import TableSpecKit
@testable import TableSpecLayout
@testable import TableSpecModel
@testable import TableSpecOutput
@testable import TableSpecSwiftCore
@testable import TableSpecTextPreview
@testable import TableSpecUIKit

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
