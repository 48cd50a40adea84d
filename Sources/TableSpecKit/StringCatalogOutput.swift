import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecJSON
import TableSpecModel
import TableSpecOutput
import TableSpecStringCatalog
import TableSpecStrings

/// The String Catalogs of a run's localized tables: the one output that is not a function of
/// the table alone, because it merges with the catalog already in the output directory.
///
/// Output targets stay pure (table in, files out); the catalog is worked out once per run from
/// all its tables, since specs may share a strings table, and read, merged and handed back as
/// ordinary generated files, which the caller writes with the others, atomically and only when
/// their bytes change. Nothing is handed back when any catalog cannot be merged, so a failed run
/// leaves every catalog as it was.
public enum StringCatalogOutput {
    /// The catalog files for the localized tables among `tables` (none when there are errors), each merged with the file at
    /// `path(name)`, where the caller will write it.
    public static func files(for tables: [ResolvedTable], at path: (String) -> String) -> (files: [GeneratedFile], diagnostics: DiagnosticBag) {
        var groups: [String: [TableStrings]] = [:]
        for table in tables {
            guard let strings = TableStrings(table) else { continue }
            groups[strings.localization.table, default: []].append(strings)
        }
        var files: [GeneratedFile] = []
        var problems = DiagnosticBag()
        for name in groups.keys.sorted() {
            let group = (groups[name] ?? []).sorted { $0.tableName < $1.tableName }
            let fileName = StringCatalog.fileName(name)
            let path = path(fileName)
            if let language = group.first?.localization.language, let other = group.first(where: { $0.localization.language != language }) {
                problems.append(
                    .error(
                        "the tables \(group[0].tableName) and \(other.tableName) share the strings table '\(name)' but are written in different languages (\(language) and \(other.localization.language))",
                        at: SourceLocation(file: other.specFile, range: other.localization.range)))
                continue
            }
            let existing: [UInt8]?
            switch SystemFile.kind(of: path) {
            case .missing: existing = nil
            case .file(let size):
                guard size <= JSONParser.defaultMaxBytes else {
                    problems.append(
                        .error(
                            "the String Catalog is \(size) bytes, more than the \(JSONParser.defaultMaxBytes) bytes (64 MiB) this tool reads; nothing was written",
                            at: SourceLocation(file: path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))))
                    continue
                }
                guard let bytes = SystemFile.contents(of: path, upTo: JSONParser.defaultMaxBytes + 1) else {
                    problems.append(.error("cannot read \(ControlCharacters.escaped(path)): \(SystemFile.lastError)", at: nil))
                    continue
                }
                existing = bytes
            default:
                problems.append(.error("cannot write \(ControlCharacters.escaped(path)): it is not a file", at: nil))
                continue
            }
            switch StringCatalog.merged(existing: existing, path: path, tables: group) {
            case .success(let bytes): files.append(GeneratedFile(name: fileName, bytes: bytes))
            case .failure(let problem): problems.append(problem)
            }
        }
        return (problems.hasErrors ? [] : files, problems)
    }
}
