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
/// - the source language's localization is the spec's text, a string unit or, for a plural
///   text, plural variations; one written with positions (`%1$@`, as Xcode writes several
///   arguments) is the same text;
/// - a source text that changed, plain or plural, marks every other language's string units
///   `needs_review`;
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
        var document: [JSONValue.Member] = [
            .init("sourceLanguage", .string(language)), .init("strings", .object([])), .init("version", .string(version)),
        ]
        if let existing {
            switch JSONParser.parse(existing) {
            case .failure(let failure):
                return .failure(
                    .error(
                        "the String Catalog cannot be read: \(failure.message)",
                        at: SourceLocation(file: path, range: SourceRange(at: SourcePosition(line: failure.line, column: failure.column, offset: 0))))
                )
            case .success(let value):
                if let problem = CatalogShape.problem(in: value) {
                    let position = JSONParser.position(of: problem.path, in: existing) ?? (1, 1)
                    return .failure(
                        .error(
                            problem.message,
                            at: SourceLocation(
                                file: path, range: SourceRange(at: SourcePosition(line: position.line, column: position.column, offset: 0)))))
                }
                guard case .object(let members) = value else { return .failure(.error("unreadable catalog", at: nil)) }
                if case .string(let catalogLanguage)? = value["sourceLanguage"], catalogLanguage != language {
                    return .failure(
                        .error(
                            "the String Catalog's source language is '\(ControlCharacters.escaped(catalogLanguage))', but the spec is written in '\(ControlCharacters.escaped(language))'; set 'localization: { language: \(catalogLanguage) }' or change the catalog's source language in Xcode",
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
            "localizations": .object([.init(language, source(entry))]),
        ]
    }

    /// The source language's localization as the spec gives it: a string unit, or for a plural
    /// text its plural variations.
    static func source(_ entry: LocalizableString) -> JSONValue {
        let plural = entry.pluralValues
        guard !plural.isEmpty else { return ["stringUnit": unit(entry.sourceValue)] }
        return ["variations": ["plural": .object(plural.map { .init($0.category.rawValue, ["stringUnit": unit($0.value)]) })]]
    }

    static func unit(_ value: String) -> JSONValue {
        ["state": "translated", "value": .string(value)]
    }

    /// An entry already in the catalog (its shape checked by `CatalogShape`), brought up to the
    /// spec: extraction state, comment, and the source language's text. When the source text
    /// is unchanged, nothing else is touched; when it changed, the source localization becomes
    /// the spec's and every other language's units need review.
    static func updated(_ value: JSONValue, with entry: LocalizableString, language: String, commentPrefix: String) -> JSONValue {
        guard case .object = value else { return fresh(entry, language: language) }
        var result = setting("extractionState", to: "manual", in: value)
        switch result["comment"] {
        case .string(let comment)? where !comment.hasPrefix(commentPrefix): break
        default: result = setting("comment", to: .string(entry.comment), in: result)
        }
        guard case .object(var localizations)? = result["localizations"] else {
            return setting("localizations", to: .object([.init(language, source(entry))]), in: result)
        }
        guard let position = localizations.firstIndex(where: { $0.key == language }) else {
            localizations.append(.init(language, source(entry)))
            return setting("localizations", to: .object(localizations), in: result)
        }
        guard !sourceMatches(localizations[position].value, entry) else { return result }
        // The spec's shape replaces the old one; members this tool does not know are kept.
        var replaced = localizations[position].value
        for key in ["stringUnit", "variations", "substitutions"] { replaced = removing(key, from: replaced) }
        if case .object(let members) = source(entry) {
            for member in members { replaced = setting(member.key, to: member.value, in: replaced) }
        }
        localizations[position].value = replaced
        for other in localizations.indices where other != position {
            localizations[other].value = needingReview(localizations[other].value)
        }
        return setting("localizations", to: .object(localizations), in: result)
    }

    /// Whether the catalog's source-language localization says what the spec says. Positions
    /// that only restate the order (`%1$@` for `%@`) are the same text. A plain text is also
    /// unchanged when someone gave it plural forms in Xcode whose `other` is the spec's text, or
    /// varied it by device, which leaves no one text to compare.
    static func sourceMatches(_ localization: JSONValue, _ entry: LocalizableString) -> Bool {
        func same(_ unit: JSONValue?, _ value: String) -> Bool {
            guard case .string(let written)? = unit?["stringUnit"]?["value"] else { return false }
            return FormatSpecifier.sameFormat(written, value)
        }
        let plural = entry.pluralValues
        let cases = localization["variations"]?["plural"]
        guard !plural.isEmpty else {
            if localization["stringUnit"] != nil { return same(localization, entry.sourceValue) }
            if let cases { return localization["substitutions"] == nil && same(cases["other"], entry.sourceValue) }
            // Device variations, or a shape someone made that has no one text to compare: theirs.
            return true
        }
        guard localization["stringUnit"] == nil, localization["substitutions"] == nil, case .object(let written)? = cases,
            written.count == plural.count
        else { return false }
        return plural.allSatisfy { same(cases?[$0.category.rawValue], $0.value) }
    }

    static func removing(_ key: String, from value: JSONValue) -> JSONValue {
        guard case .object(let members) = value else { return value }
        return .object(members.filter { $0.key != key })
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
