import TableSpecDiagnostics
import TableSpecJSON

extension StringCatalog {
    /// `catalog` (a catalog's bytes, as `merged` writes them) with `translations` added: for each
    /// language, each key's translated value, as a `translated` string unit. A translation is added
    /// only where the catalog has none for that key and language, so a translator's work already in
    /// the catalog is never replaced; keys the catalog does not have are ignored. Used when an
    /// import brings translations from elsewhere (a Settings.bundle's `.strings` files).
    public static func addingTranslations(_ translations: [String: [String: String]], to catalog: [UInt8], path: String) -> Result<
        [UInt8], Diagnostic
    > {
        guard case .success(let value) = JSONParser.parse(catalog), case (var document, let index, var strings)? = stringsOf(value) else {
            return .failure(unreadable(path))
        }
        for position in strings.indices {
            let key = strings[position].key
            for language in translations.keys.sorted() {
                guard let translated = translations[language]?[key] else { continue }
                var entry = strings[position].value
                var localizations: [JSONValue.Member] = []
                if case .object(let members)? = entry["localizations"] { localizations = members }
                guard !localizations.contains(where: { $0.key == language }) else { continue }
                localizations.append(.init(language, ["stringUnit": unit(translated)]))
                entry = setting("localizations", to: .object(localizations), in: entry)
                strings[position].value = entry
            }
        }
        document[index].value = .object(strings)
        return .success(Array(XcodeCatalogStyle.render(.object(document)).utf8))
    }

    /// A parsed catalog's members, the position of its `strings` member and that member's entries; nil for JSON that
    /// is not such an object.
    static func stringsOf(_ catalog: JSONValue) -> (document: [JSONValue.Member], index: Int, strings: [JSONValue.Member])? {
        guard case .object(let document) = catalog,
            let index = document.firstIndex(where: { $0.key == "strings" }), case .object(let strings) = document[index].value
        else { return nil }
        return (document, index, strings)
    }

    static func unreadable(_ path: String) -> Diagnostic {
        .error("the String Catalog cannot be read", at: SourceLocation(file: path, range: SourceRange(at: .start)))
    }
}
