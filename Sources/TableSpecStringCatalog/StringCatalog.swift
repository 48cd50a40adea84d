import TableSpecDiagnostics
import TableSpecJSON
import TableSpecModel
import TableSpecStrings

/// A String Catalog (`<table>.xcstrings`) for the localized tables that share its strings table,
/// merged with the catalog already on disk, never written over it.
///
/// The merge keeps everything people and Xcode wrote: translations and their states, other
/// languages, plural and device variations, substitutions, `shouldTranslate`, and any field this
/// tool does not know, as values. It changes only what the spec decides:
/// - each of the spec's strings is `"extractionState" : "manual"` (Xcode neither extracts nor
///   removes it), with the spec's text as the source language's value;
/// - a source text that changed marks every other language's string units `needs_review`;
/// - a string of these tables that the spec no longer has is `"extractionState" : "stale"`,
///   not deleted; strings of other tables are left as they are;
/// - a comment this tool wrote (it starts "In the <Table> table") follows the spec; any other
///   comment was written by a person and stays.
public enum StringCatalog {
    public static let fileExtension = "xcstrings"
    public static let version = "1.0"

    /// The catalog's file name.
    public static func fileName(_ stringsTable: String) -> String {
        stringsTable + "." + fileExtension
    }

    /// The catalog's bytes for `tables` (all with the same strings table), merged with `existing`,
    /// the file's bytes if there is one. A file that is not a catalog is an error at its line and
    /// column; so is one whose source language is not the specs'.
    public static func merged(existing: [UInt8]?, path: String, tables: [TableStrings]) -> Result<[UInt8], Diagnostic> {
        guard let language = tables.first?.localization.language else { return .failure(.error("no localized table for \(path)", at: nil)) }
        var document: [JSONValue.Member] = [.init("sourceLanguage", .string(language)), .init("strings", .object([])), .init("version", .string(version))]
        if let existing {
            switch JSONParser.parse(existing) {
            case .failure(let failure):
                return .failure(.error("the String Catalog cannot be read: \(failure.message)",
                                       at: SourceLocation(file: path, range: SourceRange(at: SourcePosition(line: failure.line, column: failure.column, offset: 0)))))
            case .success(let value):
                guard case .object(let members) = value, case .object? = value["strings"] else {
                    return .failure(.error("this is not a String Catalog: it has no \"strings\" object", at: SourceLocation(file: path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))))
                }
                if case .string(let catalogLanguage)? = value["sourceLanguage"], catalogLanguage != language {
                    return .failure(.error("the String Catalog's source language is '\(DiagnosticText.escaped(catalogLanguage))', but the spec is written in '\(DiagnosticText.escaped(language))'; set 'localization: { language: \(catalogLanguage) }' or change the catalog's source language in Xcode",
                                           at: SourceLocation(file: tables[0].specFile, range: tables[0].localization.range)))
                }
                document = members
                if value["sourceLanguage"] == nil { document.append(.init("sourceLanguage", .string(language))) }
                if value["version"] == nil { document.append(.init("version", .string(version))) }
            }
        }
        let index = document.firstIndex { $0.key == "strings" } ?? 0
        guard case .object(let strings) = document[index].value else { return .failure(.error("unreadable catalog", at: nil)) }
        document[index].value = .object(merge(strings, tables: tables, language: language))
        return .success(Array(XcodeCatalogStyle.render(.object(document)).utf8))
    }

    static func merge(_ existing: [JSONValue.Member], tables: [TableStrings], language: String) -> [JSONValue.Member] {
        var strings = existing
        var positions = Dictionary(existing.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var current = Set<String>()
        for table in tables {
            let prefix = TableStrings.commentPrefix(table.tableName)
            for entry in table.entries where current.insert(entry.key).inserted {
                if let position = positions[entry.key] {
                    strings[position].value = updated(strings[position].value, with: entry, language: language, commentPrefix: prefix)
                } else {
                    positions[entry.key] = strings.count
                    strings.append(.init(entry.key, fresh(entry, language: language)))
                }
            }
        }
        let owned = tables.map { $0.tableName + "." }
        for position in strings.indices where !current.contains(strings[position].key) && owned.contains(where: strings[position].key.hasPrefix) {
            strings[position].value = setting("extractionState", to: .string("stale"), in: strings[position].value)
        }
        return strings
    }

    static func fresh(_ entry: LocalizableString, language: String) -> JSONValue {
        [
            "comment": .string(entry.comment),
            "extractionState": "manual",
            "localizations": .object([.init(language, ["stringUnit": ["state": "translated", "value": .string(entry.sourceValue)]])]),
        ]
    }

    static func updated(_ value: JSONValue, with entry: LocalizableString, language: String, commentPrefix: String) -> JSONValue {
        guard case .object = value else { return fresh(entry, language: language) }
        var result = setting("extractionState", to: "manual", in: value)
        switch result["comment"] {
        case .string(let comment)? where !comment.hasPrefix(commentPrefix): break
        default: result = setting("comment", to: .string(entry.comment), in: result)
        }
        guard case .object(var localizations)? = result["localizations"] else {
            return setting("localizations", to: .object([.init(language, ["stringUnit": ["state": "translated", "value": .string(entry.sourceValue)]])]), in: result)
        }
        guard let source = localizations.firstIndex(where: { $0.key == language }) else {
            localizations.append(.init(language, ["stringUnit": ["state": "translated", "value": .string(entry.sourceValue)]]))
            return setting("localizations", to: .object(localizations), in: result)
        }
        // Source-language variations (plural forms of the spec's text) belong to people.
        guard let unit = localizations[source].value["stringUnit"] else { return result }
        guard unit["value"] != .string(entry.sourceValue) else { return result }
        localizations[source].value = setting("stringUnit", to: setting("value", to: .string(entry.sourceValue), in: setting("state", to: "translated", in: unit)), in: localizations[source].value)
        for position in localizations.indices where position != source {
            localizations[position].value = needingReview(localizations[position].value)
        }
        return setting("localizations", to: .object(localizations), in: result)
    }

    /// Every string unit in a language's localization, variations included, marked for review.
    static func needingReview(_ value: JSONValue) -> JSONValue {
        guard case .object(var members) = value else { return value }
        for position in members.indices {
            if members[position].key == "stringUnit", case .object = members[position].value {
                members[position].value = setting("state", to: "needs_review", in: members[position].value)
            } else {
                members[position].value = needingReview(members[position].value)
            }
        }
        return .object(members)
    }

    /// An object with one member set: in its place if it has one, else added.
    static func setting(_ key: String, to newValue: JSONValue, in value: JSONValue) -> JSONValue {
        guard case .object(var members) = value else { return value }
        if let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = newValue
        } else {
            members.append(.init(key, newValue))
        }
        return .object(members)
    }
}
