import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecStringCatalog
import TableSpecJSON
import TableSpecStrings

/// The String Catalog merge against a catalog in the shape Xcode saves (`XcodeSaved.xcstrings`:
/// written by Foundation's `JSONSerialization` with sorted keys, which reproduces catalogs Xcode
/// saved byte for byte): Xcode's key order and file end, plural sources, positional specifiers,
/// and a located error, with nothing written, for everything that is not a catalog.
@Suite("String Catalog merge")
struct CatalogMergeTests {
    static let saved = TestPaths.fixtures.appendingPathComponent("Catalogs/XcodeSaved.xcstrings")

    static let spec = """
        table: Shop
        localization: { language: en }
        models:
          Folder: { name: String, count: Int }
        prototypes:
          folder:
            style: subtitle
            text: "{name}"
            detail: { one: "{count} item", other: "{count} items" }
            accessibilityLabel: "{name}, {count} items"
        sections:
          - id: account
            rows:
              - { text: Sign In, id: signIn }
              - { text: Orders, id: orders, detail: None yet, style: value1 }
          - items: { model: Folder, prototype: folder }

        """

    static func strings(_ spec: String = spec) throws -> TableStrings {
        let compiled = FrontEnd().compile(Array(spec.utf8), file: "Shop.table.yaml")
        let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
        return try #require(TableStrings(table))
    }

    static func merge(_ existing: [UInt8], spec: String = spec) throws -> Result<[UInt8], Diagnostic> {
        StringCatalog.merged(existing: existing, path: "Shop.xcstrings", tables: [try strings(spec)])
    }

    /// Foundation's writer, the independent reference for Xcode's bytes.
    static func foundationBytes(_ bytes: [UInt8]) throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        return [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    static func value(_ bytes: [UInt8]) throws -> JSONValue { try JSONParser.parse(bytes).get() }

    @Test("a catalog Xcode saved is left byte-identical by a merge that changes no string")
    func noOpMergeIsIdentical() throws {
        let saved = try [UInt8](Data(contentsOf: Self.saved))
        #expect(try Self.foundationBytes(saved) == saved, "the fixture is in Foundation's (Xcode's) shape")
        #expect(saved.last == UInt8(ascii: "}"), "Xcode writes no final newline")
        let merged = try Self.merge(saved).get()
        #expect(merged == saved, "\(String(decoding: merged, as: UTF8.self))")
    }

    @Test("a merge that adds a string changes only that string's lines, in Xcode's order")
    func addedStringIsTheOnlyChange() throws {
        let saved = try [UInt8](Data(contentsOf: Self.saved))
        let spec = Self.spec + "  - id: extra\n    rows: [{ text: Help, id: help }]\n"
        let merged = try Self.merge(saved, spec: spec).get()
        #expect(try Self.foundationBytes(merged) == merged, "written as Foundation (and Xcode) would write it")
        let before = String(decoding: saved, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: merged, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let added = after.count - before.count
        let start = try #require(after.firstIndex { $0.contains("\"Shop.help.text\"") })
        #expect(Array(after[..<start]) + Array(after[(start + added)...]) == before, "everything but the new entry is as it was")
        #expect(after[start..<(start + added)].joined(separator: "\n").contains("\"value\" : \"Help\""))
    }

    @Test("plural forms in the spec become the source language's plural variations; a changed plural source needs review")
    func pluralSource() throws {
        let saved = try [UInt8](Data(contentsOf: Self.saved))
        let changed = Self.spec.replacingOccurrences(of: "{count} items\" }", with: "{count} files\" }")
        let merged = try Self.value(try Self.merge(saved, spec: changed).get())
        let detail = merged["strings"]?["Shop.prototype.folder.detail"]?["localizations"]
        #expect(detail?["en"]?["variations"]?["plural"]?["other"]?["stringUnit"]?["value"] == "%lld files")
        #expect(detail?["en"]?["variations"]?["plural"]?["one"]?["stringUnit"]?["value"] == "%lld item")
        #expect(detail?["en"]?["stringUnit"] == nil)
        for form in ["one", "other"] {
            #expect(detail?["de"]?["variations"]?["plural"]?[form]?["stringUnit"]?["state"] == "needs_review")
            #expect(detail?["de"]?["variations"]?["plural"]?[form]?["stringUnit"]?["value"] != nil, "the translation is kept")
        }
        #expect(detail?["fr"]?["variations"]?["plural"]?["many"]?["stringUnit"]?["state"] == "needs_review")
        #expect(merged["strings"]?["Shop.title"]?["localizations"]?["de"]?["stringUnit"]?["state"] == "translated", "unchanged strings stay as they were")
    }

    @Test("a plain spec text whose English someone varied by plural in Xcode: the same text is kept, a changed one is the spec's and needs review")
    func plainSourceOverPeoplesPlurals() throws {
        let spec = Self.spec.replacingOccurrences(of: "detail: { one: \"{count} item\", other: \"{count} items\" }", with: "detail: \"{count} items\"")
        let saved = try [UInt8](Data(contentsOf: Self.saved))
        let same = try Self.value(try Self.merge(saved, spec: spec).get())
        let kept = same["strings"]?["Shop.prototype.folder.detail"]?["localizations"]
        #expect(kept == (try Self.value(saved))["strings"]?["Shop.prototype.folder.detail"]?["localizations"], "English plural forms of the same text are people's")
        let changed = try Self.value(try Self.merge(saved, spec: spec.replacingOccurrences(of: "detail: \"{count} items\"", with: "detail: \"{count} files\"")).get())
        let detail = changed["strings"]?["Shop.prototype.folder.detail"]?["localizations"]
        #expect(detail?["en"]?["stringUnit"]?["value"] == "%lld files")
        #expect(detail?["en"]?["variations"] == nil)
        #expect(detail?["de"]?["variations"]?["plural"]?["one"]?["stringUnit"]?["state"] == "needs_review")
    }

    @Test("an English value with positions that restate the order is the generated one: kept, and nothing needs review")
    func positionalSpecifiers() throws {
        #expect(FormatSpecifier.sameFormat("%1$@, %2$lld items", "%@, %lld items"))
        #expect(FormatSpecifier.sameFormat("100%% of %1$lld", "100%% of %lld"))
        #expect(!FormatSpecifier.sameFormat("%2$lld, %1$@ items", "%@, %lld items"), "positions that reorder are another text")
        #expect(!FormatSpecifier.sameFormat("%1$@, %2$lld item", "%@, %lld items"))
        let saved = try [UInt8](Data(contentsOf: Self.saved))
        let plainValue = String(decoding: saved, as: UTF8.self).replacingOccurrences(of: "\"value\" : \"%1$@, %2$lld items\"", with: "\"value\" : \"%@, %lld items\"")
        #expect(plainValue != String(decoding: saved, as: UTF8.self))
        #expect(try Self.merge(Array(plainValue.utf8)).get() == Array(plainValue.utf8), "either spelling is the same text, left as written")
        let strings = try Self.strings()
        #expect(strings["Shop.prototype.folder.accessibilityLabel"]?.sourceValue == "%1$@, %2$lld items", "several arguments are written positionally")
        #expect(strings["Shop.prototype.folder.detail"]?.sourceValue == "%lld items", "one argument is not")
    }

    /// `text` with `old` replaced, which must be in it.
    static func replacing(_ old: String, with new: String, in text: String) throws -> [UInt8] {
        #expect(text.contains(old), "the fixture has \(old)")
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    @Test("what is not a String Catalog is an error at its line and column, never replaced or dropped")
    func wrongShapes() throws {
        let saved = String(decoding: try [UInt8](Data(contentsOf: Self.saved)), as: UTF8.self)
        let cases: [(old: String, new: String, message: String, line: Int)] = [
            ("\"sourceLanguage\" : \"en\"", "\"sourceLanguage\" : 5", "\"sourceLanguage\" is a number, but a String Catalog has a string there", 2),
            ("\"version\" : \"1.1\"", "\"version\" : \"2.0\"", "the String Catalog's version is '2.0', a format this tool does not know", 0),
            ("\"version\" : \"1.1\"", "\"version\" : 1.1", "\"version\" is a number", 0),
            ("\"Vitamin B6\" : {", "\"Vitamin B6\" : \"Vitamin\", \"x\" : {", "\"strings\" › \"Vitamin B6\" is a string, but a String Catalog has an object there", 0),
            ("\"AI Assistants\" : {\n      \"comment\" : \"A settings row.\",", "\"AI Assistants\" : {\n      \"comment\" : \"A settings row.\",\n      \"localizations\" : [],",
             "\"strings\" › \"AI Assistants\" › \"localizations\" is an array, but a String Catalog has an object there", 0),
            ("\"isCommentAutoGenerated\" : true", "\"isCommentAutoGenerated\" : \"yes\"", "\"isCommentAutoGenerated\" is a string, but a String Catalog has true or false there", 0),
            ("\"zh-HK\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"進階設定\"\n          }\n        }",
             "\"zh-HK\" : {\n          \"stringUnit\" : \"進階設定\"\n        }", "\"localizations\" › \"zh-HK\" › \"stringUnit\" is a string, but a String Catalog has an object there", 0),
            ("\"argNum\" : 1", "\"argNum\" : \"1\"", "\"substitutions\" › \"count\" › \"argNum\" is a string, but a String Catalog has a whole number there", 0),
        ]
        for (old, new, message, line) in cases {
            let broken = try Self.replacing(old, with: new, in: saved)
            guard case .failure(let problem) = try Self.merge(broken) else {
                Issue.record("\(new) was merged")
                continue
            }
            #expect(problem.message.contains(message), "\(problem.message)")
            let position = try #require(problem.location?.range.start)
            let text = String(decoding: broken, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let shown = text[position.line - 1].dropFirst(position.column - 1)
            #expect(new.contains(shown.prefix(1)), "the error points at the value: line \(position.line) column \(position.column), '\(shown)'")
            if line > 0 { #expect(position.line == line) }
        }
    }

    @Test("a truncated catalog says the file ended early, at its last line")
    func truncated() throws {
        let saved = try [UInt8](Data(contentsOf: Self.saved))
        let cut = Array(saved.prefix(saved.count / 2))
        let lastLine = String(decoding: cut, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count
        guard case .failure(let problem) = try Self.merge(cut) else { Issue.record("a truncated catalog was merged"); return }
        #expect(problem.message.contains("the file ends early"), "\(problem.message)")
        #expect(problem.location?.range.start.line == lastLine || problem.message.contains("string that starts here"))
        guard case .failure(let empty) = try Self.merge(Array("  \n".utf8)) else { Issue.record("an empty file was merged"); return }
        #expect(empty.message.contains("empty"))
    }
}
