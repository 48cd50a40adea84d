import Foundation
import Testing
@testable import TableSpecKit
import TableSpecStringCatalog

/// Localization end to end, through the real CLI and real files: the String Catalog written next
/// to the Swift, its golden, Xcode's shape (a JSON Schema written from real catalogs), and the
/// merge with a catalog that translators have worked on.
@Suite("Localization")
struct LocalizationTests {
    static let catalogs = TestPaths.fixtures.appendingPathComponent("Catalogs")
    static let schema = catalogs.appendingPathComponent("xcstrings.schema.json")

    static let spec = """
        table: Shop
        localization: { language: en }
        models:
          Article: { name: String, count: Int, price: Double, onSale: Bool }
        prototypes:
          item: { style: subtitle, text: "{name}", detail: "{count} left at 100% for {price}, sale: {onSale}" }
        sections:
          - id: account
            header: Account
            rows:
              - { text: Sign In, id: signIn }
              - { text: Orders, detail: None yet, style: value1 }
          - items: { model: Article, prototype: item }

        """

    /// A scratch directory with `Shop.table.yaml`, generated once.
    static func generated(_ spec: String = spec) throws -> URL {
        let directory = try SwiftToolchain.temporaryDirectory("l10n")
        try spec.write(to: directory.appendingPathComponent("Shop.table.yaml"), atomically: false, encoding: .utf8)
        let run = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        return directory
    }

    static func catalog(in directory: URL) throws -> JSONValue {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent("Shop.xcstrings")))
        return try JSONParser.parse(bytes).get()
    }

    static func write(_ value: JSONValue, in directory: URL) throws {
        try XcodeCatalogStyle.render(value).write(to: directory.appendingPathComponent("Shop.xcstrings"), atomically: false, encoding: .utf8)
    }

    /// `value` with the member at `path` set, creating objects on the way.
    static func setting(_ path: ArraySlice<String>, to newValue: JSONValue, in value: JSONValue) -> JSONValue {
        guard let key = path.first else { return newValue }
        var members: [JSONValue.Member] = []
        if case .object(let existing) = value { members = existing }
        if let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = setting(path.dropFirst(), to: newValue, in: members[position].value)
        } else {
            members.append(.init(key, setting(path.dropFirst(), to: newValue, in: .null)))
        }
        return .object(members)
    }

    static func german(_ value: String) -> JSONValue { ["stringUnit": ["state": "translated", "value": .string(value)]] }

    @Test("the Preferences sample's catalog matches its golden and Xcode's shape")
    func sampleCatalogGolden() throws {
        let directory = try SwiftToolchain.temporaryDirectory("l10n-sample")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTablespec(["generate", "Samples/Preferences.table.yaml", "-o", directory.path], in: TestPaths.packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let written = try String(contentsOf: directory.appendingPathComponent("Preferences.xcstrings"), encoding: .utf8)
        let golden = Self.catalogs.appendingPathComponent("Preferences.xcstrings")
        #expect(written == (try GoldenFile.expected(at: golden) { written }), "regenerate with TABLESPEC_UPDATE_GOLDENS=1")
        #expect(try Self.validate(directory.appendingPathComponent("Preferences.xcstrings")) == "PASS")
        // Rendering what was read gives the same bytes: Xcode's formatting, kept.
        #expect(XcodeCatalogStyle.render(try JSONParser.parse(Array(written.utf8)).get()) == written)
    }

    @Test("templates become format strings with each field's specifier; static text stays as written")
    func formatStrings() throws {
        let directory = try Self.generated()
        defer { try? FileManager.default.removeItem(at: directory) }
        let strings = try #require(try Self.catalog(in: directory)["strings"])
        let detail = strings["Shop.prototype.item.detail"]
        #expect(detail?["localizations"]?["en"]?["stringUnit"]?["value"] == "%1$lld left at 100%% for %2$lf, sale: %3$@",
                "several arguments are positional, as Xcode writes them")
        #expect(strings["Shop.prototype.item.text"] == nil, "a template that is only a field has nothing to translate")
        #expect(strings["Shop.[Orders].detail"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "None yet")
        #expect(strings["Shop.signIn.text"]?["comment"] == "In the Shop table, section 'account', row 'signIn': the row's text.")
        #expect(detail?["comment"] == "In the Shop table, each Article row ('item' prototype): the row's detail text (%1$lld count, %2$lf price, %3$@ onSale).")
        #expect(strings["Shop.title"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "Shop")
        let swift = try String(contentsOf: directory.appendingPathComponent("Shop.swift"), encoding: .utf8)
        #expect(swift.contains(#"defaultValue: "\(item.count) left at 100% for \(item.price), sale: \(String(item.onSale))","#))
    }

    @Test("swipe and menu action titles are localized: one string per action id of a row, and the built-in delete's own title")
    func actionTitles() throws {
        let spec = """
            table: Shop
            localization: { language: en }
            models:
              Product: { name: String }
            prototypes:
              item:
                text: "{name}"
                swipe: { trailing: [delete, { id: flag, title: Flag, color: orange }] }
            sections:
              - id: account
                rows:
                  - text: Sign In
                    id: signIn
                    canEdit: true
                    deleteConfirmation: Remove
                    swipe: { leading: [{ id: pin, title: Pin }], trailing: [delete] }
                    menu: [{ id: pin, title: Pin }, { id: share, image: square.and.arrow.up }]
              - items: { model: Product, prototype: item }

            """
        let directory = try Self.generated(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let strings = try #require(try Self.catalog(in: directory)["strings"])
        #expect(strings["Shop.signIn.action.pin"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "Pin")
        #expect(strings["Shop.signIn.action.pin"]?["comment"] == "In the Shop table, section 'account', row 'signIn': the title of its 'pin' swipe or menu action.")
        #expect(strings["Shop.signIn.action.share"] == nil, "an action with only an image has no title to translate")
        #expect(strings["Shop.signIn.deleteConfirmation"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "Remove",
                "a swipe delete shows the row's delete-confirmation title")
        #expect(strings["Shop.prototype.item.action.flag"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "Flag")
        #expect(strings["Shop.delete"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "Delete",
                "the prototype's delete has no title of its own, so the built-in one is looked up")
        let swift = try String(contentsOf: directory.appendingPathComponent("Shop.swift"), encoding: .utf8)
        #expect(swift.contains("localizedTitle: LocalizedText(\n" + String(repeating: " ", count: 40) + #""Shop.signIn.action.pin","#))
        #expect(swift.contains(#"LocalizedText(\#n"#) && swift.contains(#""Shop.prototype.item.action.flag","#))
        #expect(swift.contains("public static var deleteActionTitle: TableText<Self>? {") && swift.contains(#""Shop.delete","#))
        let check = try UIKitStubCompiler.typecheck([directory.appendingPathComponent("Shop.swift")])
        #expect(check.succeeded, "\(check.diagnostics)")
    }

    @Test("a translation survives a changed spec; a removed string goes stale; a changed source needs review")
    func roundTrip() throws {
        let directory = try Self.generated()
        defer { try? FileManager.default.removeItem(at: directory) }
        var catalog = try Self.catalog(in: directory)
        catalog = Self.setting(["strings", "Shop.account.header", "localizations", "de"], to: Self.german("Konto"), in: catalog)
        catalog = Self.setting(["strings", "Shop.signIn.text", "localizations", "de"], to: Self.german("Anmelden"), in: catalog)
        catalog = Self.setting(["strings", "Shop.[Orders].text", "localizations", "de"], to: Self.german("Bestellungen"), in: catalog)
        try Self.write(catalog, in: directory)
        // A new row before the others, Orders removed, Sign In renamed.
        let changed = Self.spec
            .replacingOccurrences(of: "{ text: Sign In, id: signIn }", with: "{ text: Help, id: help }\n      - { text: Log In, id: signIn }")
            .replacingOccurrences(of: "      - { text: Orders, detail: None yet, style: value1 }\n", with: "")
        #expect(changed != Self.spec)
        let run = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory)
        #expect(run.status == 0)
        try changed.write(to: directory.appendingPathComponent("Shop.table.yaml"), atomically: false, encoding: .utf8)
        let second = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory)
        #expect(second.status == 0, "\(second.stderr)")
        let strings = try #require(try Self.catalog(in: directory)["strings"])
        #expect(strings["Shop.account.header"]?["localizations"]?["de"] == Self.german("Konto"), "an untouched translation stays")
        #expect(strings["Shop.account.header"]?["extractionState"] == "manual")
        let signIn = strings["Shop.signIn.text"]?["localizations"]
        #expect(signIn?["en"]?["stringUnit"]?["value"] == "Log In")
        #expect(signIn?["de"]?["stringUnit"] == ["state": "needs_review", "value": "Anmelden"], "a changed source needs review")
        #expect(strings["Shop.[Orders].text"]?["extractionState"] == "stale", "a string the spec no longer has is stale")
        #expect(strings["Shop.[Orders].text"]?["localizations"]?["de"] == Self.german("Bestellungen"), "a stale string keeps its translations")
        #expect(strings["Shop.help.text"]?["localizations"]?["en"]?["stringUnit"]?["value"] == "Help")
        #expect(try Self.validate(directory.appendingPathComponent("Shop.xcstrings")) == "PASS")
    }

    @Test("fields the tool does not know, other tables' strings and people's comments are kept")
    func unknownFieldsPreserved() throws {
        let directory = try Self.generated()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plural: JSONValue = ["variations": ["plural": [
            "one": ["stringUnit": ["state": "translated", "value": "Nur noch %lld"]],
            "other": ["stringUnit": ["state": "translated", "value": "Noch %lld"]],
        ]]]
        var catalog = try Self.catalog(in: directory)
        catalog = Self.setting(["strings", "Shop.prototype.item.detail", "localizations", "de"], to: plural, in: catalog)
        catalog = Self.setting(["strings", "Shop.signIn.text", "shouldTranslate"], to: false, in: catalog)
        catalog = Self.setting(["strings", "Shop.signIn.text", "comment"], to: "Keep it short: a button.", in: catalog)
        catalog = Self.setting(["strings", "Other.thing", "localizations", "en"], to: Self.german("Thing"), in: catalog)
        catalog = Self.setting(["strings", "Other.thing", "extractionState"], to: "manual", in: catalog)
        try Self.write(catalog, in: directory)
        let before = try Self.catalog(in: directory)
        let run = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory)
        #expect(run.status == 0)
        let after = try Self.catalog(in: directory)
        #expect(after == before || XcodeCatalogStyle.render(after) == XcodeCatalogStyle.render(before))
        #expect(after["strings"]?["Shop.prototype.item.detail"]?["localizations"]?["de"] == plural)
        #expect(after["strings"]?["Shop.signIn.text"]?["shouldTranslate"] == false)
        #expect(after["strings"]?["Shop.signIn.text"]?["comment"] == "Keep it short: a button.")
        #expect(after["strings"]?["Other.thing"]?["extractionState"] == "manual", "another table's string is not this spec's to mark stale")
        #expect(try Self.validate(directory.appendingPathComponent("Shop.xcstrings")) == "PASS")
    }

    @Test("a malformed catalog is an error at its line and column, and nothing is written")
    func malformedCatalog() throws {
        let directory = try Self.generated()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { ,\n  }\n}\n".utf8)
        let catalog = directory.appendingPathComponent("Shop.xcstrings"), swift = directory.appendingPathComponent("Shop.swift")
        try broken.write(to: catalog)
        let swiftBefore = try Data(contentsOf: swift)
        try (Self.spec + "    footer: New\n").write(to: directory.appendingPathComponent("Shop.table.yaml"), atomically: false, encoding: .utf8)
        let run = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == "Shop.xcstrings:4:13: error: the String Catalog cannot be read: expected a member name in quotes\n")
        #expect(try Data(contentsOf: catalog) == broken)
        #expect(try Data(contentsOf: swift) == swiftBefore, "a failed run writes no Swift either")
    }

    @Test("a catalog over the size limit is refused with its size and the limit, at the file, before it is read; nothing is written")
    func oversizedCatalog() throws {
        let directory = try Self.generated()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Shop.xcstrings"), swift = directory.appendingPathComponent("Shop.swift")
        // A sparse file: its size is what the limit is about, and it costs no disk.
        #expect(FileManager.default.createFile(atPath: catalog.path, contents: nil))
        let handle = try FileHandle(forWritingTo: catalog)
        try handle.truncate(atOffset: UInt64(JSONParser.defaultMaxBytes + 1))
        try handle.close()
        let swiftBefore = try Data(contentsOf: swift)
        try (Self.spec + "    footer: New\n").write(to: directory.appendingPathComponent("Shop.table.yaml"), atomically: false, encoding: .utf8)
        let run = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == "Shop.xcstrings:1:1: error: the String Catalog is \(JSONParser.defaultMaxBytes + 1) bytes, more than the \(JSONParser.defaultMaxBytes) bytes (64 MiB) this tool reads; nothing was written\n")
        #expect(try FileManager.default.attributesOfItem(atPath: catalog.path)[.size] as? Int == JSONParser.defaultMaxBytes + 1)
        #expect(try Data(contentsOf: swift) == swiftBefore, "a failed run writes no Swift either")
    }

    @Test("hostile JSON is a located error, never a crash")
    func hostileJSON() throws {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        guard case .failure(let failure) = JSONParser.parse(deep) else { Issue.record("deep nesting parsed"); return }
        #expect(failure.message.contains("nested more than"))
        #expect(failure.line == 1 && failure.column == 129)
        for text in ["", "{\"a\" : \"\\ud800\"}", "{\"a\":1,\"a\":2}", "[1,]", "\"\u{01}\"", "{\"a\" : tru}", "-", "1e", "[\"\\x\"]"] {
            if case .success = JSONParser.parse(Array(text.utf8)) { Issue.record("\(text.debugDescription) parsed") }
        }
        #expect(try JSONParser.parse(Array("{\"a\" : [1, 2.5, true, null, \"\\u00e9\\ud83d\\ude00\"]}".utf8)).get()
                == ["a": [1, 2.5, true, .null, "é😀"]])
    }

    @Test("a second run leaves the catalog untouched; the output is the same bytes every run")
    func deterministic() throws {
        let directory = try Self.generated()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Shop.xcstrings")
        let first = try Data(contentsOf: catalog)
        let date = try FileManager.default.attributesOfItem(atPath: catalog.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        let run = try runTablespec(["generate", "Shop.table.yaml", "-o", "."], in: directory, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.status == 0)
        #expect(try Data(contentsOf: catalog) == first)
        #expect(try FileManager.default.attributesOfItem(atPath: catalog.path)[.modificationDate] as? Date == date)
        let keys = try Self.catalog(in: directory)["strings"].map { value -> [String] in
            if case .object(let members) = value { return members.map(\.key) } else { return [] }
        } ?? []
        #expect(keys == StandardOrder.sorted(keys, by: { $0 }), "in Xcode's order")
    }

    @Test("--no-string-catalogs writes only Swift, as the build plugin asks; a table without localization writes no catalog")
    func noCatalog() throws {
        let directory = try SwiftToolchain.temporaryDirectory("l10n-none")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.spec.write(to: directory.appendingPathComponent("Shop.table.yaml"), atomically: false, encoding: .utf8)
        try "table: Plain\nsections:\n  - rows: [A]\n".write(to: directory.appendingPathComponent("Plain.table.yaml"), atomically: false, encoding: .utf8)
        #expect(try runTablespec(["generate", "Shop.table.yaml", "-o", "out", "--no-string-catalogs"], in: directory).status == 0)
        #expect(try runTablespec(["generate", "Plain.table.yaml", "-o", "out"], in: directory).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted() == ["Plain.swift", "Shop.swift"])
    }

    @Test("two strings with one key and different values are an error at the later one")
    func keyCollision() throws {
        let spec = "table: T\nlocalization: {}\nsections:\n  - rows:\n      - { text: Size, detail: Small, style: value1 }\n  - rows:\n      - { text: Size, detail: Large, style: value1 }\n      - { text: Size, detail: Small, style: value1 }\n"
        let result = FrontEnd().compile(Array(spec.utf8), file: "T.table.yaml")
        #expect(result.table == nil)
        let text = DiagnosticTextRenderer().render(result.diagnostics.sorted)
        #expect(text == """
            T.table.yaml:7:9: error: the localization key 'T.[Size].detail' would name both 'Small' and 'Large'; give one of these rows or sections an 'id', which keys its strings instead of its text
            T.table.yaml:5:9: note: the string first given that key is here

            """)
    }

    @Test("bad localization values are located errors")
    func badValues() throws {
        let spec = "table: T\nlocalization: { table: T.xcstrings, language: english, bundel: main }\nsections:\n  - rows: [A]\n"
        let text = DiagnosticTextRenderer().render(FrontEnd().compile(Array(spec.utf8), file: "T.table.yaml").diagnostics.sorted)
        #expect(text.contains("T.table.yaml:2:24: error: the strings table 'T.xcstrings' names the file; write it without '.xcstrings'"))
        #expect(text.contains("T.table.yaml:2:47: error: 'english' is not a language code"))
        #expect(text.contains("T.table.yaml:2:56: error: unknown key 'bundel' in 'localization'; did you mean 'bundle'?"))
    }

    /// `PASS` or `FAIL …` from the independent validator.
    static func validate(_ catalog: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", SchemaTests.validatorScript.path, schema.path, catalog.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return out.hasPrefix("PASS ") ? "PASS" : out
    }
}
