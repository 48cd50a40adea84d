import TableSpecDiagnostics
import TableSpecJSON

extension StringCatalog {
    /// `catalog` with each string whose key `renames` maps moved to its new key, with everything under it:
    /// translations, their states, a person's comment, plural variations. A localized table's keys are made from
    /// its ids and prototype names (`Settings.wifi.detail`), so a rename of one in the spec would otherwise leave
    /// every translation under a key no string has, marked stale at the next `generate`.
    ///
    /// Nil when the catalog has none of the old keys. A new key the catalog already has, other than one that is
    /// itself renamed away, is an error: two entries, each perhaps translated, cannot become one, and keeping
    /// either would drop the other's translations.
    public static func renamingKeys(_ renames: [String: String], in catalog: [UInt8], path: String) -> Result<[UInt8]?, Diagnostic> {
        guard case .success(let value) = JSONParser.parse(catalog), CatalogShape.problem(in: value) == nil,
            case (var document, let index, var strings)? = stringsOf(value)
        else { return .failure(unreadable(path)) }
        let start = SourceLocation(file: path, range: SourceRange(at: .start))
        let present = Set(strings.map(\.key))
        guard present.contains(where: { renames[$0] != nil }) else { return .success(nil) }
        for (old, new) in renames.sorted(by: { $0.key < $1.key }) where present.contains(old) {
            if present.contains(new), renames[new] == nil {
                return .failure(
                    .error(
                        "the String Catalog already has the key '\(ControlCharacters.escaped(new))', which '\(ControlCharacters.escaped(old))' would become; remove one of the two entries in Xcode first",
                        at: start))
            }
        }
        var taken: [String: String] = [:]
        for position in strings.indices {
            guard let new = renames[strings[position].key] else { continue }
            if let other = taken.updateValue(strings[position].key, forKey: new) {
                return .failure(
                    .error(
                        "the String Catalog's keys '\(ControlCharacters.escaped(other))' and '\(ControlCharacters.escaped(strings[position].key))' would both become '\(ControlCharacters.escaped(new))'",
                        at: start))
            }
            strings[position].key = new
        }
        document[index].value = .object(strings)
        return .success(Array(XcodeCatalogStyle.render(.object(document)).utf8))
    }
}
