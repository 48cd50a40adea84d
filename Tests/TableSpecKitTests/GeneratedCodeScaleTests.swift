import Foundation
import Testing
@testable import TableSpecKit

/// Generated code stays faithful at scale: thousands of hostile strings and ids in one table,
/// through the real generator and the real `swiftc` (warnings as errors), run and compared.
@Suite("Generated code at scale")
struct GeneratedCodeScaleTests {
    /// The pieces hostile strings are made of: everything a Swift literal must escape or keep
    /// exactly (quotes, backslashes, interpolation, raw-string and multi-line delimiters, line
    /// breaks of every kind, bidi controls, NUL, lone combining marks, emoji sequences).
    static let pieces: [String] = StringLiteralTests.torture + [
        "\\(", "\"#", "#\"\"\"#", "\"\"\"", "\r\n", "\r", "\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{202E}", "\u{2067}",
        "\u{0}", "\u{301}", "\u{20DD}\u{301}", "👩🏽‍💻", "🇳🇴", "a", " ", "{x}", "{{", "}}",
    ]

    /// `count` distinct strings, each three pieces and a number, so every piece meets every other
    /// at a boundary somewhere.
    static func hostileStrings(_ count: Int) -> [String] {
        let n = pieces.count
        return (0..<count).map { i in pieces[i % n] + pieces[(i / n) % n] + "\(i)" + pieces[(i * 7 + 3) % n] }
    }

    @Test("hostile strings (10,000 in the exhaustive run, 2,000 in the quick one) compile with -warnings-as-errors and every one round-trips exactly")
    func tenThousandStrings() throws {
        let strings = Self.hostileStrings(TestEnvironment.isExhaustive ? 10_000 : 2_000)
        #expect(Set(strings).count == strings.count)
        try StringLiteralTests.roundTrip(strings)
    }

    /// The words the validator refuses as ids: `RawValue`, which no case of a `String`-backed enum
    /// can be named, and `none`, which Swift reads as `Optional.none` where an id is optional.
    /// Every keyword, `self`, `init` and `_` included, is a valid id.
    static let reservedIDs: Set<String> = ["RawValue", "none"]

    /// Ids that are valid spec ids but hostile to a code generator: every Swift keyword (`self`,
    /// `Type` and `init` among them), `_` and underscores, names of members the generated enums
    /// already have (`RawValue` and `none`, refused as `reservedIDs` says, are checked too), non-ASCII letters, names that differ only in case, and
    /// many more after them.
    static let hostileIDs: [String] = {
        let keywords = KeywordIDTests.keywords + ["Sendable"]
        // "allCases" once made `RowID.allCases` ambiguous in the generated decoder (found by this test).
        let members = ["allCases", "rawValue", "hashValue", "hash", "description", "init", "RowID", "SectionID", "Content", "Row", "Section", "String", "Int"]
        let odd = ["_", "__", "___", "_0", "_1", "__x", "x_", "café", "naïve", "日本", "Ωmega", "ÅngStröm", "a", "A", "aB", "Ab", "ab", "AB"]
        var ids: [String] = []
        var seen = Set<String>()
        for id in keywords + members + odd where !reservedIDs.contains(id) && seen.insert(id).inserted { ids.append(id) }
        var index = 0
        while ids.count < hostileIDCount {
            for candidate in ["k\(index)", "K\(index)", "_\(index)", "x_\(index)_"] where ids.count < hostileIDCount && seen.insert(candidate).inserted {
                ids.append(candidate)
            }
            index += 1
        }
        return ids
    }()

    /// Every keyword and odd name, then made-up ones up to 1,000 (400 in the quick run).
    static let hostileIDCount = TestEnvironment.isExhaustive ? 1_000 : 400

    @Test("hostile ids (1,000 in the exhaustive run, 400 in the quick one) compile, keep their names, stay unique, and generate the same bytes on two runs of the binary")
    func thousandIDs() throws {
        let ids = Self.hostileIDs
        #expect(ids.count == Self.hostileIDCount && Set(ids).count == Self.hostileIDCount)
        var yaml = "table: IDs\nsections:\n"
        for (position, id) in ids.enumerated() {
            if position % 100 == 0 { yaml += "  - id: \(StringLiteralTests.yamlQuoted(id))\n    rows:\n" }
            yaml += "      - { text: r\(position), id: \(StringLiteralTests.yamlQuoted(id)) }\n"
        }
        let directory = try SwiftToolchain.temporaryDirectory("ids")
        defer { try? FileManager.default.removeItem(at: directory) }
        let reserved = Self.reservedIDs.sorted()
        let refused = try runTablespec(["validate", "-"], stdin: Data(("table: R\nsections:\n  - rows:\n" + reserved.map { "      - { text: x, id: \"\($0)\" }\n" }.joined()).utf8))
        #expect(refused.status == 1)
        #expect(refused.stderr.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) + ":" + String($0.split(separator: ":")[1]) }
                == reserved.indices.map { "-:\($0 + 4)" }, "each reserved word is refused at its own row: \(refused.stderr)")
        for run in ["first", "second"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(run), withIntermediateDirectories: true)
        }
        try yaml.write(to: directory.appendingPathComponent("IDs.table.yaml"), atomically: false, encoding: .utf8)
        var outputs: [Data] = []
        for run in ["first", "second"] {
            let generate = try runTablespec(["generate", "IDs.table.yaml", "-o", run], in: directory)
            #expect(generate.status == 0, "\(generate.stderr.prefix(3_000))")
            outputs.append(try Data(contentsOf: directory.appendingPathComponent("\(run)/IDs.swift")))
        }
        #expect(outputs[0] == outputs[1], "two runs generate different code")
        let main = directory.appendingPathComponent("main.swift")
        try """
            let content = IDs.Content()
            for id in IDs.RowID.allCases { print("R", id.rawValue, content.position(of: id).map { "\\($0.section).\\($0.row)" } ?? "nil") }
            for id in IDs.SectionID.allCases { print("S", id.rawValue) }

            """.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("ids")
        let build = try SwiftToolchain.buildExecutable([directory.appendingPathComponent("first/IDs.swift"), main], output: executable)
        #expect(build.status == 0, "\(build.stderr.prefix(3_000))")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        let expected = ids.enumerated().map { "R \($1) \($0 / 100).\($0 % 100)" } + stride(from: 0, to: ids.count, by: 100).map { "S \(ids[$0])" }
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (actual, wanted) in zip(lines, expected) where actual != wanted {
            Issue.record("generated code says \(actual), the spec says \(wanted)")
            break
        }
    }
}
