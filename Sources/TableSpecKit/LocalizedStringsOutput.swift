import TableSpecJSON
import TableSpecModel
import TableSpecOutput
import TableSpecStringCatalog
import TableSpecPropertyList
import TableSpecStrings

/// The per-language `.strings` files targets ask for (`LocalizedStringsRequest`), filled from the run's
/// String Catalogs: for each language a catalog has, each requested text that is the source value of
/// one of the table's strings maps to that string's value in the language. A Settings.bundle's
/// `<lang>.lproj/Root.strings` is made this way, so the Settings app shows the pane in every language
/// the in-app screen has, from the one catalog translators edit.
enum LocalizedStringsOutput {
    static func files(for requests: [(table: ResolvedTable, request: LocalizedStringsRequest)], catalogs: [GeneratedFile]) -> [GeneratedFile] {
        var byFile: [String: [(key: String, value: String, comment: String?)]] = [:]
        var seen: [String: Set<String>] = [:]
        // Each catalog parsed once, however many tables share it.
        var documents: [String: JSONValue] = [:]
        for catalog in catalogs {
            if case .success(let document) = JSONParser.parse(catalog.bytes) { documents[catalog.name] = document }
        }
        for (table, request) in requests {
            guard let strings = TableStrings(table), let document = documents[StringCatalog.fileName(strings.localization.table)] else { continue }
            for entry in strings.entries where !entry.isFormat && entry.pluralValues.isEmpty && request.texts.contains(entry.sourceValue) {
                guard case .object(let localizations)? = document["strings"]?[entry.key]?["localizations"] else { continue }
                for localization in localizations {
                    let file = request.fileName(language: localization.key)
                    guard case .string(let value)? = localization.value["stringUnit"]?["value"],
                        seen[file, default: []].insert(entry.sourceValue).inserted
                    else { continue }
                    byFile[file, default: []].append((entry.sourceValue, value, entry.comment))
                }
            }
        }
        return byFile.keys.sorted().map { GeneratedFile(name: $0, bytes: StringsFileWriter.write(byFile[$0] ?? [])) }
    }
}
