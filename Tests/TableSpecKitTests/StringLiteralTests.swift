import Foundation
import PropertyBased
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel
@testable import TableSpecSwiftCore

/// The one string-literal writer, and identifiers from user text: what the source looks like,
/// and, through the real compiler, that every string comes out at run time exactly as written.
@Suite("String literals and identifiers")
struct StringLiteralTests {
    @Test("escapes produce readable, exact source", arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"C:\path\(x)"#, #""C:\\path\\(x)""#),
        ("a\nb\rc\td\0e", #""a\nb\rc\td\0e""#),
        ("\u{1B}[31m\u{7F}\u{85}", #""\u{1B}[31m\u{7F}\u{85}""#),
        ("line\u{2028}para\u{2029}", #""line\u{2028}para\u{2029}""#),
        ("\u{202E}evil\u{2066}", #""\u{202E}evil\u{2066}""#),
        ("\u{301}lone, e\u{301} fine", #""\u{301}lone, é fine""#),
        ("👨‍👩‍👧 🇳🇴 👍🏽", #""👨‍👩‍👧 🇳🇴 👍🏽""#),
        ("\"\"\" #\"raw\"#", ##""\"\"\" #\"raw\"#""##),
        ("nbsp\u{A0}zwsp\u{200B}bom\u{FEFF}", #""nbsp\u{A0}zwsp\u{200B}bom\u{FEFF}""#),
        ("中文 Русский", #""中文 Русский""#),
    ])
    func sourceForms(text: String, source: String) {
        #expect(SwiftStringLiteral.render(text) == source)
        #expect(!SwiftStringLiteral.render(text).contains("\n"))
    }

    static let torture: [String] = [
        "", " ", "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#\"", "\"#", "##\"\"##", "'",
        "\n", "\r", "\r\n", "\t", "\0", "\u{1}\u{1F}\u{7F}", "\u{80}\u{85}\u{9F}", "\u{2028}\u{2029}",
        "\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}",
        "\u{301}", "\u{20DD}", "a\u{301}\u{302}\u{303}", "\u{FEFF}", "\u{FFFD}", "\u{E000}", "\u{10FFFF}",
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵", "👋🏿", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "/* not a comment */", "// nor this", "#if false", "\"); fatalError(); (\"",
        "Ünïcödé 中文 한국어 العربية עברית", String(repeating: "long ", count: 200),
    ]

    /// A spec whose rows carry `strings` as text, detail and section headers, written with YAML
    /// escapes so that any scalar can be expressed.
    static func spec(_ strings: [String]) -> String {
        var yaml = "table: Hostile\nsections:\n"
        for (index, text) in strings.enumerated() {
            if index % 50 == 0 { yaml += "  - header: \(yamlQuoted(text))\n    rows:\n" }
            yaml += "      - text: \(yamlQuoted(text))\n        detail: \(yamlQuoted(String(text.reversed())))\n        style: value1\n"
        }
        return yaml
    }

    static func yamlQuoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case " "..."~": String(scalar)
            default: String(format: "\\U%08X", scalar.value)
            }
        }.joined() + "\""
    }

    static func hexScalars(_ text: String?) -> String {
        guard let text else { return "nil" }
        return "[" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "]"
    }

    /// Compiles the generated table with a probe that prints every string as scalar values, and
    /// checks them against the strings the spec was made from.
    static func roundTrip(_ strings: [String]) throws {
        let result = FrontEnd().compile(Array(spec(strings).utf8), file: "Hostile.table.yaml")
        #expect(!result.diagnostics.hasErrors, "\(DiagnosticTextRenderer().render(result.diagnostics.sorted))")
        let table = try #require(result.table)
        let directory = try SwiftToolchain.temporaryDirectory("strings")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Hostile.swift")
        try UIKitOutputTarget().source(for: table, sourcePath: "Hostile.table.yaml").write(to: generated, atomically: false, encoding: .utf8)
        let main = directory.appendingPathComponent("main.swift")
        try """
            func hex(_ text: String?) -> String {
                guard let text else { return "nil" }
                return "[" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "]"
            }
            for section in Hostile.Content().sections {
                print("H " + hex(section.header))
                for row in section.rows { print("T " + hex(row.text)); print("D " + hex(row.detail)) }
            }

            """.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("hostile")
        let build = try SwiftToolchain.buildExecutable([generated, main], output: executable)
        #expect(build.status == 0, "\(build.stderr.prefix(2_000))")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        var expected: [String] = []
        for (index, text) in strings.enumerated() {
            if index % 50 == 0 { expected.append("H " + hexScalars(text)) }
            expected.append("T " + hexScalars(text))
            expected.append("D " + hexScalars(String(text.reversed())))
        }
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (index, (actual, wanted)) in zip(lines, expected).enumerated() where actual != wanted {
            Issue.record("string \(index) changed on its way through: generated \(actual), spec \(wanted)")
            break
        }
    }

    @Test("torture strings round-trip through YAML, the generator, swiftc and run time, as literals and encoded", arguments: [1, 6])
    func tortureRoundTrip(copies: Int) throws {
        let strings = Array(repeating: Self.torture, count: copies).flatMap { $0 }
        #expect((strings.count > EncodedSections.rowThreshold) == (copies > 1))
        try Self.roundTrip(strings)
    }

    /// Any scalar but the surrogates, which a Swift string cannot hold.
    static let anyScalar = Gen<UnicodeScalar>.oneOf(
        Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}").eraseToAnySequence(),
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}").eraseToAnySequence(),
        Gen<UnicodeScalar?>.element(of: Array("\"\\(#\n\r\t\u{0}\u{85}\u{2028}\u{202E}\u{301}\u{200D}".unicodeScalars)).map { $0 ?? "x" }.eraseToAnySequence()
    )

    @Test("random strings of any scalars round-trip exactly (property-based)")
    func randomRoundTrip() async {
        // 250 rows: past the threshold, so the rows travel in the encoded payload, not as literals.
        let strings = Self.anyScalar.array(of: 0...12).map { String(String.UnicodeScalarView($0)) }.array(of: 250)
        await propertyCheck(count: 2, input: strings) { strings in
            try Self.roundTrip(strings)
        }
    }

    @Test("Swift keywords as row and section ids compile and keep their names")
    func keywordIDs() throws {
        let keywords = ["default", "class", "import", "func", "let", "var", "in", "is", "as", "where", "case", "return", "nil", "true", "false",
                        "Any", "associatedtype", "protocol", "extension", "operator", "inout", "throws", "rethrows", "super", "repeat", "defer"]
        let output = try Self.runIDs(table: "Keywords", rowIDs: keywords, sectionIDs: ["default", "class"])
        #expect(output == keywords.enumerated().map { "\($1) 0.\($0)" } + ["default class"])
    }

    @Test("the names of the id enums' own members work as row and section ids; RawValue, which would hide the raw type, is refused")
    func memberNameIDs() throws {
        let names = ["rawValue", "allCases", "AllCases", "hashValue", "hash", "description", "Element", "ID", "init_", "position", "content"]
        let output = try Self.runIDs(table: "Members", rowIDs: names, sectionIDs: ["rawValue", "allCases"])
        #expect(output == names.enumerated().map { "\($1) 0.\($0)" } + ["rawValue allCases"])

        let refused = FrontEnd().compile(Array("table: T\nsections:\n  - id: RawValue\n    rows:\n      - text: a\n        id: RawValue\n".utf8), file: "T.table.yaml")
        #expect(refused.table == nil)
        #expect(DiagnosticTextRenderer().render(refused.diagnostics.sorted).split(separator: "\n").filter { $0.contains("error:") } == [
            "T.table.yaml:3:9: error: the section id 'RawValue' cannot become a case of the generated enum of ids: 'RawValue' names that enum's raw type, which Swift needs; choose another id",
            "T.table.yaml:6:13: error: the row id 'RawValue' cannot become a case of the generated enum of ids: 'RawValue' names that enum's raw type, which Swift needs; choose another id",
        ])
    }

    /// Compiles a table whose first section has a row per id in `rowIDs` and whose two sections
    /// have `sectionIDs`, builds its generated code with a program that prints each row id with
    /// its position, then the section ids, and returns what the program printed.
    private static func runIDs(table name: String, rowIDs: [String], sectionIDs: [String]) throws -> [String] {
        var yaml = "table: \(name)\nsections:\n  - id: \(sectionIDs[0])\n    rows:\n"
        for id in rowIDs { yaml += "      - text: \(id)\n        id: \(id)\n" }
        yaml += "  - id: \(sectionIDs[1])\n    rows: [x]\n"
        let result = FrontEnd().compile(Array(yaml.utf8), file: "\(name).table.yaml")
        let table = try #require(result.table, "\(DiagnosticTextRenderer().render(result.diagnostics.sorted))")
        let directory = try SwiftToolchain.temporaryDirectory(name.lowercased())
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("\(name).swift")
        try UIKitOutputTarget().source(for: table, sourcePath: "\(name).table.yaml").write(to: generated, atomically: false, encoding: .utf8)
        let main = directory.appendingPathComponent("main.swift")
        try """
            let content = \(name).Content()
            for id in \(name).RowID.allCases { print(id.rawValue, content.position(of: id).map { "\\($0.section).\\($0.row)" } ?? "nil") }
            print(\(name).SectionID.allCases.map(\\.rawValue).joined(separator: " "))

            """.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent(name.lowercased())
        let build = try SwiftToolchain.buildExecutable([generated, main], output: executable)
        try #require(build.status == 0, "\(build.stderr.prefix(3_000))")
        return try SwiftToolchain.run(executable, []).stdout.split(separator: "\n").map(String.init)
    }
}
