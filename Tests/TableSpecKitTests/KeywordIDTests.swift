import Foundation
import Testing
@testable import TableSpecKit
@testable import SwiftCodeModel

/// Any Swift keyword is a valid row or section id, `self`, `Self`, `Type`, `Protocol`, `init` and
/// `_` included: each becomes a backticked case of `RowID` or `SectionID`, and the generated code
/// names it wherever it needs it. Only names that break the `String`-backed enum are refused.
@Suite("Keyword ids")
struct KeywordIDTests {
    /// Every Swift keyword and contextual keyword, and the words that mean something after a dot.
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "each", "macro",
        "associativity", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy", "left", "mutating",
        "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "Type",
        "unowned", "weak", "willSet", "copy", "discard", "then", "yield", "_",
    ]

    /// The section ids: the words Swift treats most specially after a dot or as a name.
    static let sectionIDs = ["self", "Type", "init", "_", "Protocol", "Self"]

    /// A table whose rows carry every keyword as an id, spread over sections named by keywords,
    /// with an exclusive checkmark list, editing and an index map that leads to keyword ids.
    static var spec: String {
        var yaml = "table: Keywords\nindex:\n"
        for (position, id) in sectionIDs.enumerated() { yaml += "  I\(position): \(StringLiteralTests.yamlQuoted(id))\n" }
        yaml += "sections:\n"
        let perSection = (keywords.count + sectionIDs.count - 1) / sectionIDs.count
        for (section, sectionID) in sectionIDs.enumerated() {
            yaml += "  - id: \(StringLiteralTests.yamlQuoted(sectionID))\n"
            if section == 0 { yaml += "    selection: exclusive\n" }
            yaml += "    rows:\n"
            for (row, id) in keywords.dropFirst(section * perSection).prefix(perSection).enumerated() {
                let checked = section == 0 && row == 0 ? ", checked: true" : ""
                yaml += "      - { text: \(StringLiteralTests.yamlQuoted(id)), id: \(StringLiteralTests.yamlQuoted(id)), editingStyle: delete, canMove: true\(checked) }\n"
            }
        }
        return yaml
    }

    static func compile() throws -> ResolvedTable { try compiledTable(spec, file: "Keywords.table.yaml") }

    @Test("every keyword is accepted as a row id and a section id")
    func accepted() throws {
        let table = try Self.compile()
        #expect(table.sections.compactMap(\.id) == Self.sectionIDs)
        #expect(table.sections.flatMap { $0.rows.compactMap(\.id) } == Self.keywords)
    }

    @Test("keyword ids compile, run, keep their names and positions, and can be named by the app")
    func compilesAndRuns() throws {
        let table = try Self.compile()
        let directory = try SwiftToolchain.temporaryDirectory("keywords")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Keywords.swift")
        try UIKitOutputTarget().source(for: table, sourcePath: "Keywords.table.yaml").write(to: generated, atomically: false, encoding: .utf8)
        let main = directory.appendingPathComponent("main.swift")
        // The app names the hardest cases itself, in backticks, as Format.md tells it to.
        try """
            let content = Keywords.Content()
            for id in Keywords.RowID.allCases {
                let back = Keywords.RowID(rawValue: id.rawValue) == id ? "" : " lost"
                print("R", id.rawValue, content.position(of: id).map { "\\($0.section).\\($0.row)" } ?? "nil", terminator: back + "\\n")
            }
            for id in Keywords.SectionID.allCases { print("S", id.rawValue) }
            func named(_ id: Keywords.RowID) -> String {
                switch id {
                case .`self`: "self"
                case .`Self`: "Self"
                case .`Type`: "Type"
                case .`Protocol`: "Protocol"
                case .`init`: "init"
                case .`_`: "_"
                case .`deinit`: "deinit"
                case .`subscript`: "subscript"
                default: "other"
                }
            }
            print("N", [Keywords.RowID.`self`, .`Self`, .`Type`, .`Protocol`, .`init`, .`_`, .`deinit`, .`subscript`, .`class`].map(named).joined(separator: " "))

            """.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("keywords")
        let build = try SwiftToolchain.buildExecutable([generated, main], output: executable)
        try #require(build.status == 0, "\(build.stderr.prefix(3_000))")
        let lines = try SwiftToolchain.run(executable, []).stdout.split(separator: "\n").map(String.init)
        let perSection = (Self.keywords.count + Self.sectionIDs.count - 1) / Self.sectionIDs.count
        let expected = Self.keywords.enumerated().map { "R \($1) \($0 / perSection).\($0 % perSection)" }
            + Self.sectionIDs.map { "S \($0)" }
            + ["N self Self Type Protocol init _ deinit subscript other"]
        #expect(lines == expected)
    }

    @Test("keyword ids type-check in the UIKit half, with an app that switches over every one")
    func typechecksWithUIKit() throws {
        let table = try Self.compile()
        let directory = try SwiftToolchain.temporaryDirectory("keywords-uikit")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Keywords.swift")
        try UIKitOutputTarget().source(for: table, sourcePath: "Keywords.table.yaml").write(to: generated, atomically: false, encoding: .utf8)
        let app = directory.appendingPathComponent("App.swift")
        try GeneratedUIKitTests.appCode(table).write(to: app, atomically: false, encoding: .utf8)
        let result = try UIKitStubCompiler.typecheck([generated, app])
        #expect(result.succeeded, "\(result.diagnostics.prefix(3_000))")
    }

    /// Not keywords, but names that break the generated enum or its use.
    @Test("RawValue and none are still refused: one hides the enum's raw type, the other reads as Optional.none")
    func refusedNames() {
        let result = FrontEnd().compile(Array("table: T\nsections:\n  - id: self\n    rows:\n      - { text: a, id: RawValue }\n      - { text: b, id: init }\n      - { text: c, id: none }\n".utf8), file: "T.table.yaml")
        #expect(result.table == nil)
        #expect(DiagnosticTextRenderer().render(result.diagnostics.sorted).split(separator: "\n").filter { $0.contains("error:") } == [
            "T.table.yaml:5:24: error: the row id 'RawValue' cannot become a case of the generated enum of ids: 'RawValue' names that enum's raw type, which Swift needs; choose another id",
            "T.table.yaml:7:24: error: the row id 'none' would be read as Optional's '.none' (no id at all) wherever an id is optional, in the generated code and in the app's; choose another id",
        ])
    }

    @Test("the implicit-member spelling escapes what a bare dot would misread")
    func implicitMembers() {
        #expect(SwiftRenderer().inline(.dot("init")) == ".`init`")
        #expect(SwiftRenderer().inline(.dot("self")) == ".`self`")
        #expect(SwiftRenderer().inline(.dot("Type")) == ".`Type`")
        #expect(SwiftRenderer().inline(.dot("class")) == ".class")
        #expect(SwiftRenderer().inline(.path("super.init")) == "super.init")
    }
}
