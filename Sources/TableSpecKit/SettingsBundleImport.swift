import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecModel
import TableSpecOutput
import TableSpecSettingsBundle
import TableSpecStringCatalog
import TableSpecStrings
import TableSpecJSON
import TableSpecPropertyList

extension SettingsBundleFiles {
    /// The file system, as the CLI reads it.
    public static let system = SettingsBundleFiles(
        contents: { path, maximum in
            guard case .file = SystemFile.kind(of: path) else { return nil }
            return SystemFile.contents(of: path, upTo: maximum)
        },
        entries: { SystemFile.entries(of: $0, limit: 10_000) })
}

/// The String Catalog an imported Settings.bundle's specs share, with the bundle's translations: each
/// of the specs' strings as the catalog merge writes it, and for each other language the text the
/// bundle's `.strings` file gives the string's source text. A catalog already at `path` is the base,
/// and a translation it has is kept, never replaced.
public enum SettingsBundleCatalog {
    public static func file(for tables: [ResolvedTable], localization: SettingsLocalization, existing: [UInt8]?, path: String)
        -> Result<GeneratedFile, Diagnostic>
    {
        let strings = tables.compactMap { TableStrings($0) }
        guard !strings.isEmpty else { return .failure(.error("the imported specs have no localized strings", at: nil)) }
        var byKey: [String: [String: String]] = [:]
        for table in strings {
            for entry in table.entries where !entry.isFormat && entry.pluralValues.isEmpty {
                for (language, texts) in localization.translations {
                    if let translated = texts[entry.sourceValue] { byKey[language, default: [:]][entry.key] = translated }
                }
            }
        }
        let merged: [UInt8]
        switch StringCatalog.merged(existing: existing, path: path, tables: strings) {
        case .success(let bytes): merged = bytes
        case .failure(let problem): return .failure(problem)
        }
        return StringCatalog.addingTranslations(byKey, to: merged, path: path).map {
            GeneratedFile(name: StringCatalog.fileName(localization.catalogTable), bytes: $0)
        }
    }
}
