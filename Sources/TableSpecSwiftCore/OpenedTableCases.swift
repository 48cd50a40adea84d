import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// The generated `OpenedTable` enum: one case per table this table's rows open, so the app
/// switches over where a row leads and the compiler checks the switch.
///
/// A case is the type name in lowerCamelCase (`Privacy` → `privacy`, `URLSettings` →
/// `urlSettings`); two type names that would make the same case keep their own spelling instead.
package struct OpenedTableCases {
    /// Each opened table's type name and its case, sorted by type name.
    package let tables: [(typeName: String, caseName: String)]

    init(_ typeNames: [String]) {
        var used = Set<String>()
        var tables: [(String, String)] = []
        for name in typeNames {
            var caseName = Self.lowerCamel(name)
            if !used.insert(caseName).inserted {
                caseName = name
                used.insert(name)
            }
            tables.append((name, caseName))
        }
        self.tables = tables
    }

    func caseName(of typeName: String) -> String? {
        tables.first { $0.typeName == typeName }?.caseName
    }

    /// The leading capitals lowered, all but the last of a run that begins a word.
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        guard capitals > 0 else { return name }
        // `URLSettings`: the `S` begins the next word.
        let lowered = capitals > 1 && capitals < characters.count && characters[capitals].isLowercase ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `public nonisolated enum OpenedTable`.
    func declaration() -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                SwiftDeclarationHeader(
                    docs: ["The tables this table's rows open (`opens`); a row's `opens` says which one selecting it shows."],
                    modifiers: NeutralTypesGenerator.modifiers),
                .enum, Constants.Table.openedTable, inherits: [Constants.Swift.caseIterable, Constants.Swift.hashable, Constants.Swift.sendable],
                members: tables.map { .enumCase(name: $0.caseName, docs: ["The `\($0.typeName)` table."]) }))
    }
}
