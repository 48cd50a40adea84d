import TableSpecDiagnostics
import TableSpecPropertyList

/// A Settings.bundle's languages: each `<lang>.lproj/<StringsTable>.strings` maps the panes' texts
/// (their `Title`s, `FooterText`s and option titles, as written in the plists) to that language's.
///
/// The import makes the specs localized in English, the language Xcode's Settings.bundle template
/// writes the panes in (the bundle does not record its development language), and writes every
/// other language's translations into the String Catalog, so nothing a translator wrote for the
/// Settings app is lost.
public struct SettingsLocalization: Sendable {
    /// The language the plists' texts are written in.
    public var developmentLanguage: String
    /// The specs' strings table, and so the catalog's name.
    public var catalogTable: String
    /// Each other language's translation of each text, keyed by the text as the plists have it.
    public var translations: [String: [String: String]]
    /// What the import leaves out of the bundle's strings: a `.stringsdict` entry with plural forms.
    public var warnings: [Diagnostic] = []

    /// The languages of the bundle at `bundle`; nil when it has no `.strings` for `stringsTable`.
    static func read(
        bundle: String, stringsTable: String, catalogTable: String, files: SettingsBundleFiles,
        limits: PropertyListLimits
    ) -> Result<SettingsLocalization?, Diagnostic> {
        var tables: [String: [String: String]] = [:]
        let folders = (files.entries(bundle) ?? []).filter { $0.hasSuffix(".lproj") && $0.count > 6 }.sorted()
        for folder in folders {
            let language = String(folder.dropLast(".lproj".count))
            let path = bundle + "/" + folder + "/" + stringsTable + ".strings"
            guard let bytes = files.contents(path, limits.maxInputBytes + 1) else { continue }
            guard bytes.count <= limits.maxInputBytes else {
                return .failure(
                    .error(
                        "the strings file is over \(limits.maxInputBytes) bytes, the limit for one file of a Settings.bundle",
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
        var warnings: [Diagnostic] = []
        for folder in folders {
            let language = String(folder.dropLast(".lproj".count))
            let path = bundle + "/" + folder + "/" + stringsTable + ".stringsdict"
            guard let bytes = files.contents(path, limits.maxInputBytes + 1) else { continue }
            switch stringsDictionary(bytes, file: path, limits: limits) {
            case .success(let read):
                for (key, value) in read.texts where tables[language]?[key] == nil { tables[language, default: [:]][key] = value }
                warnings += read.warnings
            case .failure(let problem):
                return .failure(problem)
            }
        }
        guard !tables.isEmpty else { return .success(nil) }
        // The plists' texts are the keys of every `.strings` file, in the language their author wrote them in,
        // which the bundle does not record: English, as in Xcode's Settings.bundle template, is assumed.
        let development = "en"
        var translations = tables
        translations["Base"] = nil
        translations[development] = nil
        return .success(
            SettingsLocalization(developmentLanguage: development, catalogTable: catalogTable, translations: translations, warnings: warnings))
    }

    /// A `.stringsdict`'s texts: an entry whose `NSStringLocalizedFormatKey` names no plural variable
    /// (`%#@…@`) is a plain translation, as a `.strings` entry is. One with plural forms is a warning at its key
    /// path: a Settings pane's titles and footers take no number, so no spec string could hold them.
    static func stringsDictionary(_ bytes: [UInt8], file: String, limits: PropertyListLimits)
        -> Result<(texts: [String: String], warnings: [Diagnostic]), Diagnostic>
    {
        guard bytes.count <= limits.maxInputBytes else {
            return .failure(
                .error(
                    "the strings dictionary is over \(limits.maxInputBytes) bytes, the limit for one file of a Settings.bundle",
                    at: SourceLocation(file: file, range: SourceRange(at: .start))))
        }
        let root: PropertyListNode
        switch PropertyListReader.read(bytes, file: file, limits: limits) {
        case .success(let node): root = node
        case .failure(let problem): return .failure(problem)
        }
        guard case .dictionary(let entries) = root.value else {
            return .failure(.error("a .stringsdict is a dictionary of texts; this one is \(root.value.kindName)", at: root.location.sourceLocation))
        }
        var texts: [String: String] = [:]
        var warnings: [Diagnostic] = []
        for entry in entries {
            guard let format = entry.node["NSStringLocalizedFormatKey"]?.string else {
                return .failure(
                    .error(
                        "`\(entry.key)` has no `NSStringLocalizedFormatKey` string"
                            + (entry.node.location.range == nil ? " (at `\(entry.node.location.keyPath)`)" : ""),
                        at: entry.node.location.sourceLocation))
            }
            if format.contains("%#@") {
                warnings.append(
                    .warning(
                        "`\(entry.key)` has plural forms, which no text of a Settings pane takes; it is left out of the catalog (the file is unchanged)",
                        at: entry.node.location.sourceLocation))
            } else {
                texts[entry.key] = format
            }
        }
        return .success((texts, warnings))
    }
}
