import TableSpecDiagnostics
import TableSpecModel
import TableSpecStrings

extension SpecValidator {
    /// The table's `localization`, with its defaults: the strings table is the table's name, the
    /// language `en`, the bundle `main`. Nil, with the problem reported, when a value cannot be
    /// used as a file name or a language code.
    mutating func validateLocalization(tableName: String?) -> ResolvedLocalization? {
        guard let declaration = table.localization, let tableName else { return nil }
        var usable = true
        if let name = declaration.table {
            if let problem = Self.stringsTableProblem(name.value) {
                error("the strings table '\(ControlCharacters.escaped(name.value))' \(problem)", at: name.range)
                usable = false
            }
        }
        if let language = declaration.language, !Self.isLanguageCode(language.value) {
            error(
                "'\(ControlCharacters.escaped(language.value))' is not a language code; write one such as en, de, zh-Hans or pt-BR",
                at: language.range)
            usable = false
        }
        guard usable else { return nil }
        return ResolvedLocalization(
            table: declaration.table?.value ?? tableName, language: declaration.language?.value ?? "en",
            bundle: declaration.bundle?.value ?? .main, range: declaration.range)
    }

    /// Two of a localized table's strings that would share a key with different values.
    mutating func checkStringKeys(_ resolved: ResolvedTable) {
        guard let strings = TableStrings(resolved) else { return }
        for collision in strings.collisions { add(collision) }
    }

    /// The strings table names a file, `<table>.xcstrings`, beside the generated Swift.
    static func stringsTableProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty; name the String Catalog, such as 'Settings'" }
        if name.hasSuffix(".xcstrings") { return "names the file; write it without '.xcstrings'" }
        if name.contains("/") || name.contains("\\") || name.hasPrefix(".") {
            return "must be a file name without a directory; the catalog is written beside the generated Swift"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "contains a control character" }
        return nil
    }

    /// A BCP 47 style code as Xcode names languages: two or three letters, then subtags of
    /// letters and digits after `-` or `_` (`en`, `zh-Hans`, `pt-BR`, `es-419`).
    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
