import TableSpecDiagnostics
import TableSpecPropertyList

/// A Settings.bundle's languages: each `<lang>.lproj/<StringsTable>.strings` maps the panes' texts
/// (their `Title`s, `FooterText`s and option titles, as written in the plists) to that language's.
///
/// The import makes the specs localized in the development language (`en` when the bundle has
/// `en.lproj`, else the first language) and writes the translations into the String Catalog, so
/// nothing a translator wrote for the Settings app is lost.
public struct SettingsLocalization: Sendable {
    /// The language the plists' texts are written in.
    public var developmentLanguage: String
    /// The specs' strings table, and so the catalog's name.
    public var catalogTable: String
    /// Each other language's translation of each text, keyed by the text as the plists have it.
    public var translations: [String: [String: String]]

    /// The languages of the bundle at `bundle`; nil when it has no `.strings` for `stringsTable`.
    static func read(bundle: String, stringsTable: String, catalogTable: String, files: SettingsBundleFiles,
                     limits: PropertyListLimits) -> Result<SettingsLocalization?, Diagnostic> {
        var tables: [String: [String: String]] = [:]
        let folders = (files.entries(bundle) ?? []).filter { $0.hasSuffix(".lproj") && $0.count > 6 }.sorted()
        for folder in folders {
            let language = String(folder.dropLast(".lproj".count))
            let path = bundle + "/" + folder + "/" + stringsTable + ".strings"
            guard let bytes = files.contents(path, limits.maxInputBytes + 1) else { continue }
            guard bytes.count <= limits.maxInputBytes else {
                return .failure(.error("the strings file is over \(limits.maxInputBytes) bytes, the limit for one file of a Settings.bundle",
                                       at: SourceLocation(file: path, range: SourceRange(at: .start))))
            }
            switch StringsFileReader.read(bytes, file: path) {
            case .success(let entries):
                // As Foundation reads a strings file, a later entry for the same key wins.
                var table: [String: String] = [:]
                for entry in entries { table[entry.key] = entry.value }
                tables[language] = table
            case .failure(let problem):
                return .failure(problem)
            }
        }
        guard !tables.isEmpty else { return .success(nil) }
        let development = tables["en"] != nil ? "en" : (tables.keys.filter { $0 != "Base" }.sorted().first ?? "en")
        var translations = tables
        translations["Base"] = nil
        translations[development] = nil
        return .success(SettingsLocalization(developmentLanguage: development, catalogTable: catalogTable, translations: translations))
    }
}
