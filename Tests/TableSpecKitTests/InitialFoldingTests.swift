import Foundation
import Testing
@testable import TableSpecKit

/// `groupBy: initial` away from a device: the preview (`IndexCollation`, without Foundation) and
/// the generated code's neutral part (Foundation's folding) group and sort alike, over every
/// character and in a compiled program, and agree with English collation on Latin text. On a
/// device the data source uses `UILocalizedIndexedCollation`, type-checked against the stub.
@Suite("Grouping by initial")
struct InitialFoldingTests {
    /// One character's sort key as the generated `sortKey(of:)` computes it, with Foundation.
    static func foundationKey(_ character: Character) -> String {
        var key = ""
        for letter in String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).uppercased().unicodeScalars {
            key += IndexCollation.spelling(of: letter) ?? String(letter)
        }
        return key
    }

    /// Names that trip simple rules: sharp s, ring, acute in both cases and forms, stroked and
    /// ligature letters, lower case, digits, other scripts, emoji, empty text and leading space.
    static let trickyNames = [
        "Zürich", "ßpitz", "Åland", "Ærø", "Émile", "émile", "Emile", "e\u{301}clair", "eclair", "Ørsted", "Œuvre", "Oeuvre",
        "Łódź", "Lodz", "lodz", "Straße", "Strasse", "Ðorđe", "Đakovo", "Ĳsselmeer", "ångström", "apple", "Apple", "APPLE",
        "Zoë", "zoe", "42nd Street", "7 Dials", "日本", "Москва", "Αθήνα", "🙂 smile", "", " leading space", "#tag", "Þingvellir",
    ]

    /// What those names must give, worked out by hand from the documented rule.
    static let trickyGroups: [(title: String, rows: [String])] = [
        ("A", ["Ærø", "Åland", "ångström", "apple", "Apple", "APPLE"]),
        ("D", ["Đakovo", "Ðorđe"]),
        ("E", ["eclair", "e\u{301}clair", "Emile", "émile", "Émile"]),
        ("I", ["Ĳsselmeer"]),
        ("L", ["lodz", "Lodz", "Łódź"]),
        ("O", ["Oeuvre", "Œuvre", "Ørsted"]),
        ("S", ["ßpitz", "Strasse", "Straße"]),
        ("Z", ["zoe", "Zoë", "Zürich"]),
        ("#", ["", " leading space", "#tag", "42nd Street", "7 Dials", "Þingvellir", "Αθήνα", "Москва", "日本", "🙂 smile"]),
    ]

    static func groups(_ texts: [String]) -> [(title: String, rows: [String])] {
        var groups: [String: [String]] = [:]
        for text in texts { groups[IndexCollation.initial(of: text), default: []].append(text) }
        return groups.keys.sorted(by: IndexCollation.initialPrecedes).map { title in
            let members = groups[title] ?? []
            return (title, IndexCollation.sortedIndices(members).map { members[$0] })
        }
    }

    static func describe(_ groups: [(title: String, rows: [String])]) -> String {
        groups.map { "\($0.title): \($0.rows.map { String(reflecting: $0) }.joined(separator: ", "))" }.joined(separator: "\n")
    }

    @Test("the preview's sort key and initial match Foundation's folding for every character, precomposed and decomposed")
    func everyCharacter() {
        var mismatches: [String] = []
        var count = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                  scalar.properties.generalCategory != .privateUse, scalar.properties.generalCategory != .surrogate else { continue }
            for text in [String(scalar), String(scalar).decomposedForTest] {
                guard let character = text.first else { continue }
                let ours = IndexCollation.sortKey(of: String(character)), theirs = Self.foundationKey(character)
                if ours != theirs { count += 1 }
                if ours != theirs, mismatches.count < 40 {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(ours.unicodeScalars.map { String($0.value, radix: 16) }) vs Foundation \(theirs.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(count) differ:\n\(mismatches.joined(separator: "\n"))")
    }

    @Test("tricky names group and sort as documented")
    func trickyNamesGroup() {
        #expect(Self.describe(Self.groups(Self.trickyNames)) == Self.describe(Self.trickyGroups))
        // The input order does not matter, and the result is a total order.
        #expect(Self.describe(Self.groups(Self.trickyNames.reversed())) == Self.describe(Self.trickyGroups))
    }

    @Test("text that does not start with a Latin letter goes under #",
          arguments: ["", "1st", " leading space", "\tTab", "#tag", "\u{301}mark first", "🙂 smile", "日本", "Москва", "Αθήνα", "שלום", "Þorn"])
    func hash(text: String) {
        #expect(TableContent.initial(of: text) == "#")
    }

    @Test("lower case goes with upper case, and accents, ß and stroked letters under their letter",
          arguments: [("ß", "S"), ("Å", "A"), ("å", "A"), ("É", "E"), ("é", "E"), ("e\u{301}", "E"), ("z", "Z"), ("Ø", "O"), ("ø", "O"),
                       ("Æ", "A"), ("œ", "O"), ("Ł", "L"), ("ı", "I"), ("İ", "I"), ("ǅ", "D"), ("\u{212B}", "A"), ("ﬁ", "F")])
    func letters(text: String, initial: String) {
        #expect(TableContent.initial(of: text + "x") == initial)
    }

    // MARK: Agreement with English collation

    /// The section English collation (ICU, through Foundation on Linux) files a text under among
    /// A to Z: the last letter that sorts before it, ignoring case and accents. It stands in for
    /// `UILocalizedIndexedCollation` in English, which cannot run here; it puts other scripts
    /// after Z, where the collation puts them under `#`, so it is asked only about Latin text.
    static func englishSection(_ text: String) -> String {
        let english = Locale(identifier: "en_US")
        var section = "#"
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            let order = String(letter).compare(text, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: english)
            if order != .orderedDescending { section = String(letter) }
        }
        return section
    }

    @Test("every Latin letter filed under A to Z is filed there by English collation, and every spelled letter is")
    func latinLettersAgreeWithEnglishCollation() {
        var mismatches: [String] = []
        var filed = 0
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value), Character(scalar).isLetter, scalar.properties.name?.hasPrefix("LATIN ") == true else { continue }
            let ours = TableContent.initial(of: String(scalar) + "a")
            guard ours != "#" else { continue }
            filed += 1
            let english = Self.englishSection(String(scalar) + "a")
            if ours != english { mismatches.append("\(String(scalar)) U+\(String(value, radix: 16, uppercase: true)): \(ours) vs \(english)") }
        }
        for (letter, spelling) in IndexCollation.latinSpellings {
            let english = Self.englishSection(String(letter) + "a")
            if String(spelling.prefix(1)) != english { mismatches.append("spelling of \(String(letter)): \(spelling) vs \(english)") }
        }
        #expect(filed > 500)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("Latin names sort within a section as English collation sorts them")
    func latinOrderAgreesWithEnglishCollation() {
        let names = Self.trickyNames.filter { IndexCollation.initial(of: $0) != "#" }
            + ["New Zealand", "Nepal", "Nauru", "Netherlands", "Niger", "Nigeria", "Saint Lucia", "San Marino", "São Tomé", "Sweden",
               "Curaçao", "Côte d'Ivoire", "Costa Rica", "Croatia", "Réunion", "Romania", "resume", "résumé", "Resume", "Résumé"]
        let english = Locale(identifier: "en_US")
        let collated = names.sorted { $0.compare($1, locale: english) == .orderedAscending }
        let ours = Self.groups(names).flatMap(\.rows)
        #expect(ours == collated)
    }

    // MARK: The generated code

    /// A table grouped by initial whose sample is `names`.
    static func spec(_ names: [String]) -> String {
        var yaml = """
            table: Places
            index: auto
            models:
              Place:
                name: String
            prototypes:
              place:
                text: "{name}"
            sections:
              - items:
                  model: Place
                  prototype: place
                  groupBy: initial
                  sample:

            """
        for name in names { yaml += "          - {name: \"\(name)\"}\n" }
        return yaml
    }

    @Test("the generated code, compiled and run, groups and sorts exactly as the preview does")
    func generatedCodeAgrees() throws {
        let compiled = FrontEnd().compile(Array(Self.spec(Self.trickyNames).utf8), file: "Places.table.yaml")
        let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
        let directory = try SwiftToolchain.temporaryDirectory("collation")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Places.swift")
        try UIKitOutputTarget().source(for: table, sourcePath: "Places.table.yaml").write(to: source, atomically: false, encoding: .utf8)
        let main = directory.appendingPathComponent("main.swift")
        try #"""
            let content = Places.Content(placeItems: Places.samplePlaceItems)
            for section in content.sections {
                print("\(section.header ?? "-"): \(section.rows.map { String(reflecting: $0.text ?? "") }.joined(separator: ", "))")
            }
            print("index: \(content.sectionIndexTitles.joined(separator: " "))")
            """#.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("places")
        let build = try SwiftToolchain.buildExecutable([source, main], output: executable)
        #expect(build.status == 0, "\(build.stderr)")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.stderr)")

        let preview = TableContent(table)
        let previewGroups = preview.sections.map { (title: $0.header ?? "-", rows: $0.rows.map { $0.text ?? "" }) }
        let index = TableContent.sectionIndex(try #require(table.index), sections: preview.sections).map(\.title)
        let expected = Self.describe(previewGroups) + "\nindex: " + index.joined(separator: " ") + "\n"
        #expect(run.stdout == expected)
        #expect(Self.describe(previewGroups) == Self.describe(Self.trickyGroups))
    }

    // MARK: On device

    /// App code using the collation as the generated data source does, with one thing changed.
    static func collationUse(selector: String = "#selector(getter: Key.text)", isolation: String = "@MainActor",
                             attribute: String = "@objc") -> String {
        """
        import UIKit

        final class Key: NSObject {
            \(attribute) let text: String
            init(_ text: String) { self.text = text }
        }

        \(isolation)
        func group(_ texts: [String]) -> [[String]] {
            let collation = UILocalizedIndexedCollation.current()
            let selector = \(selector)
            var groups: [[Key]] = Array(repeating: [], count: collation.sectionTitles.count)
            for text in texts {
                let key = Key(text)
                groups[collation.section(for: key, collationStringSelector: selector)].append(key)
            }
            _ = collation.sectionIndexTitles
            _ = collation.section(forSectionIndexTitle: 0)
            return groups.map { collation.sortedArray(from: $0, collationStringSelector: selector).compactMap { ($0 as? Key)?.text } }
        }
        """
    }

    @Test("the stub's UILocalizedIndexedCollation takes Apple's calls and refuses wrong ones")
    func collationStub() throws {
        let correct = try UIKitStubCompiler.typecheck([Self.collationUse()])
        #expect(correct.succeeded, "\(correct.diagnostics.prefix(2_000))")
        // A property that Objective-C cannot see.
        let hidden = try UIKitStubCompiler.typecheck([Self.collationUse(attribute: "")])
        #expect(!hidden.succeeded)
        #expect(hidden.diagnostics.contains("not exposed to Objective-C"))
        // A string where the collation wants a selector.
        let string = try UIKitStubCompiler.typecheck([Self.collationUse(selector: #""text""#)])
        #expect(!string.succeeded)
        // The collation off the main actor.
        let isolated = try UIKitStubCompiler.typecheck([Self.collationUse(isolation: "")])
        #expect(!isolated.succeeded)
        #expect(isolated.diagnostics.contains("main actor"))
    }

    @Test("a grouped table's data source regroups with the collation on a device, type-checked against the stub")
    func generatedCollationTypechecks() throws {
        let compiled = FrontEnd().compile(Array(Self.spec(["Ærø", "Zürich"]).utf8), file: "Places.table.yaml")
        let table = try #require(compiled.table)
        let source = UIKitOutputTarget().source(for: table, sourcePath: "Places.table.yaml")
        #expect(source.contains("public static var collatesOnDevice: Bool {\n        return true"))
        let runtime = try UIKitBehaviourTests.runtime("TableCollation")
        #expect(runtime.contains("UILocalizedIndexedCollation.current()"))
        #expect(runtime.contains("@objc let collationString: String"))
        let apply = UIKitBehaviourTests.body(of: "private func apply(_ newContent: TableContent<Table>", in: try UIKitBehaviourTests.runtime("TableDataSource"))
        #expect(apply.contains("content = Table.collatesOnDevice ? TableCollation.collated(newContent) : newContent"))
        let app = """
            import UIKit

            @MainActor
            func show(in tableView: UITableView) -> [String] {
                let dataSource = Places.DataSource(content: Places.Content(placeItems: Places.samplePlaceItems))
                dataSource.install(on: tableView)
                return dataSource.content.sectionIndexTitles
            }
            """
        let result = try UIKitStubCompiler.typecheck([source, app])
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")
    }
}

private extension String {
    /// Canonical decomposition, through Foundation (the test may use it; the tool does not).
    var decomposedForTest: String { decomposedStringWithCanonicalMapping }
}
