import Foundation
import Testing
@testable import TableSpecKit
import TableSpecModel

/// Plural texts: the rules that choose a form (the tool's, for previews, and the runtime's, for
/// tables without a catalog) against CLDR's data as Babel carries it, and the front end's checks.
@Suite("Plural texts")
struct PluralTests {
    static let languages = ["en", "de", "nl", "sv", "da", "nb", "fi", "et", "el", "hu", "tr", "ka", "kk", "az", "bg", "ca", "es", "it",
                            "pt", "pt-PT", "fr", "hi", "bn", "fa", "am", "zu", "hy", "ru", "uk", "be", "pl", "cs", "sk", "hr", "sr", "bs",
                            "lt", "lv", "ro", "sl", "ar", "he", "ga", "cy", "is", "mk", "fil", "mt", "gd", "ja", "zh-Hans", "ko", "th", "vi",
                            "id", "ms", "se"]
    static let numbers = Array(0...220) + [1_000, 1_001, 1_011, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 21_000_000]

    static let script = TestPaths.packageRoot.appendingPathComponent("Tests/TableSpecKitTests/Support/cldr_plurals.py")

    @Test("the tool's rules give CLDR's category for every number from 0 to 220 and round millions, in 57 languages",
          PythonModules.required(["babel"], install: "babel==2.19.0"))
    func toolRulesAreCLDRs() throws {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let version = try runProcess(env, ["python3", Self.script.path, "--version"], timeout: 60)
        guard version.status == 0 else {
            Issue.record("The plural rules' reference needs python3 with Babel (CLDR's data): python3 -m pip install babel (\(version.stderr))")
            return
        }
        let input = Data(Self.numbers.map(String.init).joined(separator: "\n").utf8)
        let result = try runProcess(env, ["python3", Self.script.path] + Self.languages, stdin: input, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == Self.languages.count)
        for (language, line) in zip(Self.languages, lines) {
            let reference = line.split(separator: " ").map(String.init)
            let ours = Self.numbers.map { PluralRules.category(of: $0, language: language).rawValue }
            let differing = zip(Self.numbers, zip(ours, reference)).filter { $1.0 != $1.1 }
            #expect(differing.isEmpty, "\(language): \(differing.prefix(5).map { "\($0): \($1.0), CLDR \($1.1)" }) (\(version.stdout))")
        }
    }

    @Test("the runtime's rules, compiled on their own, agree with the tool's everywhere")
    func runtimeRulesAgree() throws {
        let directory = try SwiftToolchain.temporaryDirectory("plurals")
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try """
            for language in \(Self.languages) {
                print((\(Self.numbers) as [Int]).map { TablePluralRules.category(of: $0, language: language) }.joined(separator: " "))
            }
            print(TablePluralRules.text(for: 1, language: "en", one: "1 item", other: "1 items"), TablePluralRules.text(for: 22, language: "ru", few: "few", other: "other"),
                  TablePluralRules.text(for: 5, language: "ru", one: "one", other: "other"))
            """.write(to: main, atomically: false, encoding: .utf8)
        let rules = TestPaths.packageRoot.appendingPathComponent("Sources/TableSpecRuntime/Neutral/TablePluralRules.swift")
        let executable = directory.appendingPathComponent("plurals")
        let build = try SwiftToolchain.buildExecutable([rules, main], output: executable)
        #expect(build.status == 0, "\(build.stderr)")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.languages.count + 1)
        for (language, line) in zip(Self.languages, lines) {
            #expect(line == Self.numbers.map { PluralRules.category(of: $0, language: language).rawValue }.joined(separator: " "), "\(language)")
        }
        #expect(lines.last == "1 item few other", "a missing form falls back to other")
    }

    static func diagnostics(_ spec: String) -> String {
        let compiled = FrontEnd().compile(Array(spec.utf8), file: "P.table.yaml")
        return DiagnosticTextRenderer().render(compiled.diagnostics.sorted)
    }

    static func spec(detail: String, fields: String = "{ name: String, count: Int }", localized: Bool = false, row: String = "Plain") -> String {
        """
        table: P
        \(localized ? "localization: { language: en }\n" : "")models:
          Item: \(fields)
        prototypes:
          item: { style: subtitle, text: "{name}", detail: \(detail) }
        sections:
          - rows: [\(row)]
          - items: { model: Item, prototype: item }

        """
    }

    @Test("plural forms are read, and each mistake is a located error")
    func frontEndChecks() {
        #expect(Self.diagnostics(Self.spec(detail: #"{ one: "{count} item", other: "{count} items" }"#)) == "")
        var cases: [(String, String)] = [
            (Self.spec(detail: #"{ one: "{count} item" }"#), #"P.table.yaml:5:52: error: plural forms of 'detail' need 'other'"#),
            (Self.spec(detail: #"{ oen: "{count} item", other: "{count} items" }"#), "P.table.yaml:5:54: error: 'oen' is not a plural category of 'detail' (zero, one, two, few, many, other, and 'count' for the Int field that chooses); did you mean 'one'?"),
            (Self.spec(detail: #"{ one: "{count} item", other: "{count} items", count: size }"#), "error: 'count: size' names no field of model 'Item'"),
            (Self.spec(detail: #"{ one: "{name}", other: "{name}s", count: name }"#), "error: 'count: name' is 'String'; the field that chooses a plural form is a non-optional 'Int'"),
            (Self.spec(detail: #"{ one: "One", other: "Many" }"#), "error: plural forms are chosen by a number: the forms name no Int field"),
            (Self.spec(detail: #"{ one: "{count} of {total}", other: "{count} of {total}s" }"#, fields: "{ name: String, count: Int, total: Int }"),
             "the forms name several Int fields (count, total); say which chooses with 'count: count'"),
            (Self.spec(detail: #"{ one: "{count} item, {name}", other: "{count} items" }"#), "error: '{name}' is in the 'one' form but not in 'other'"),
            (Self.spec(detail: #"{ one: "{count} item", other: "{count} items" }"#, fields: "{ name: String, count: Int? }"), "error: '{count}' is optional ('Int?')"),
            (Self.spec(detail: #"{ one: "{name}: {count} item", other: "{name}: {count} items" }"#, localized: true),
             "error: in a localized table a plural text shows one field, the number that chooses its form; '{name}' makes it a format of 2 arguments"),
            (Self.spec(detail: #"{ one: "One item", other: "Some items", count: count }"#, localized: true), "error: 'other' does not show '{count}'"),
            (Self.spec(detail: #""{count} items""#, row: #"{ text: { one: "a", other: "b" } }"#),
             "P.table.yaml:7:20: error: plural forms are chosen by a number: a prototype's 'text' by a field of each item, a stepper's 'detail' by its value; a row takes one string here"),
        ]
        let stepper = #"{ text: Keep, id: keep, control: stepper, range: { min: 1, max: 9 }, detail: { one: "{keep} day", other: "{keep} days" } }"#
        #expect(Self.diagnostics(Self.spec(detail: #""{count}""#, row: stepper)) == "")
        cases += [
            (Self.spec(detail: #""{count}""#, row: #"{ text: Keep, id: keep, detail: { one: "a", other: "b" } }"#),
             "P.table.yaml:7:44: error: plural forms of a row's 'detail' are chosen by a stepper's value; this row has no stepper"),
            (Self.spec(detail: #""{count}""#, row: stepper.replacingOccurrences(of: "one: \"{keep} day\"", with: "one: \"a day\"")),
             "error: a stepper's row shows its value as its detail, so the detail's 'one' form would never show"),
            (Self.spec(detail: #""{count}""#, row: stepper.replacingOccurrences(of: "max: 9 }", with: "max: 9 }, step: 0.5")),
             "error: plural forms are chosen by a whole number, but this stepper's value has a fractional step or range"),
        ]
        for (spec, expected) in cases {
            let text = Self.diagnostics(spec)
            #expect(text.contains(expected), "\(spec)\n→ \(text)")
        }
        #expect(Self.diagnostics(Self.spec(detail: #"{ one: "{count} item", other: "Items: {count}", count: count }"#, localized: true)) == "")
    }

    @Test("generated code without a catalog shows the forms the spec says: prototypes by a field, steppers by their value")
    func generatedCodeChooses() throws {
        let spec = """
            table: Files
            models:
              Folder: { name: String, count: Int }
            prototypes:
              folder: { style: value1, text: "{name}", detail: { one: "{count} файл", few: "{count} файла", many: "{count} файлов", other: "{count} файла" } }
            sections:
              - rows:
                  - { text: Keep, id: keep, control: stepper, range: { min: 0, max: 30 }, default: 1, detail: { one: "{keep} день", few: "{keep} дня", many: "{keep} дней", other: "{keep} дня" } }
                  - { text: Size, id: size, control: stepper, range: { min: 0, max: 30 }, default: 21, detail: { one: "{size} pt", other: "{size} pts" } }
              - items:
                  model: Folder
                  prototype: folder
                  sample: [{ name: A, count: 1 }, { name: B, count: 22 }, { name: C, count: 25 }, { name: D, count: 111 }, { name: E, count: 0 }]

            """
        let compiled = FrontEnd().compile(Array(spec.utf8), file: "Files.table.yaml")
        let table = try #require(compiled.table, "\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
        let directory = try SwiftToolchain.temporaryDirectory("plural-code")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = UIKitOutputTarget().source(for: table, sourcePath: "Files.table.yaml")
        #expect(source.contains("TablePluralRules.text(") && source.contains("forms: [.one(after: \" день\"), .few(after: \" дня\"), .many(after: \" дней\")]"), "\(source)")
        let url = directory.appendingPathComponent("Files.swift"), main = directory.appendingPathComponent("main.swift")
        try source.write(to: url, atomically: false, encoding: .utf8)
        try (GeneratedCodeProbe.prelude + GeneratedCodeProbe.source(for: table)).write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe")
        let build = try SwiftToolchain.buildExecutable([url, main], output: executable)
        #expect(build.status == 0, "\(build.stderr)")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        let expected = GeneratedCodeProbe.expectedOutput(for: table)
        #expect(run.stdout == expected)
        // Without `localization` the table's language is English, whose rules read these forms: 1 is `one`, the rest `other`.
        for shown in ["detail=\"1 файл\"", "detail=\"22 файла\"", "detail=\"111 файла\"", "detail=\"0 файла\"", "detail=\"1 день\"", "detail=\"21 pts\""] {
            #expect(expected.contains(shown), "\(shown) in\n\(expected)")
        }
    }

    @Test("the preview shows each item's form as the table's language chooses it")
    func previewPicksForms() throws {
        let spec = """
            table: P
            localization: { language: ru }
            models:
              Folder: { name: String, count: Int }
            prototypes:
              folder: { style: value1, text: "{name}", detail: { one: "{count} файл", few: "{count} файла", many: "{count} файлов", other: "{count} файла" } }
            sections:
              - items:
                  model: Folder
                  prototype: folder
                  sample: [{ name: A, count: 1 }, { name: B, count: 22 }, { name: C, count: 25 }, { name: D, count: 111 }]

            """
        let directory = try SwiftToolchain.temporaryDirectory("plural-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        try spec.write(to: directory.appendingPathComponent("P.table.yaml"), atomically: false, encoding: .utf8)
        let run = try runTablespec(["preview", "P.table.yaml", "--width", "40"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        for shown in ["1 файл", "22 файла", "25 файлов", "111 файлов"] {
            #expect(run.stdout.contains(shown), "\(shown) in\n\(run.stdout)")
        }
        let catalog = try String(contentsOf: directory.appendingPathComponent("P.table.yaml"), encoding: .utf8)
        #expect(catalog == spec)
    }
}
