import Foundation
import Testing
@testable import TableSpecKit

/// A text field's `autocapitalization` and `autocorrection`, which a Settings.bundle text field says as
/// `AutocapitalizationType` and `AutocorrectionType`: what the resolved model holds, what the generated row
/// writes, and what the keyboard gets when that code runs on Linux. Each mistake has its diagnostic fixture
/// (`Invalid/form-text-input`); the General Sample's name field carries both keys through the goldens and the
/// UIKit and SwiftUI stubs.
@Suite("Text field autocapitalization and autocorrection")
struct TextInputKeyTests {
    /// Every capitalization, both corrections, and fields that say neither: one of words, one of an address.
    static let spec = """
        table: Fields
        sections:
          - rows:
              - { text: Plain, id: plain, control: textField }
              - { text: Quiet, id: quiet, control: textField, autocapitalization: none, autocorrection: true }
              - { text: Prose, id: prose, control: textField, autocapitalization: sentences }
              - { text: Name, id: name, control: textField, autocapitalization: words, autocorrection: false }
              - { text: Code, id: code, control: textField, autocapitalization: allCharacters }
              - { text: Mail, id: mail, control: textField, keyboard: email, autocapitalization: words, autocorrection: true }
              - { text: User, id: user, control: textField, contentType: username }

        """

    static func table() throws -> ResolvedTable { try compiledTable(spec, file: "Fields.table.yaml") }

    @Test("each spelling is read into the text field's settings, and a field that says neither leaves both to its kind")
    func resolved() throws {
        let settings = try Self.table().sections.flatMap(\.rows).compactMap { row -> (String, Autocapitalization?, Bool?)? in
            guard case .textField(let field)? = row.form, let id = row.id else { return nil }
            return (id, field.autocapitalization, field.autocorrection)
        }
        #expect(settings.map(\.0) == ["plain", "quiet", "prose", "name", "code", "mail", "user"])
        #expect(settings.map(\.1) == [nil, Autocapitalization.none, .sentences, .words, .allCharacters, .words, nil])
        #expect(settings.map(\.2) == [nil, true, nil, false, nil, true, nil])
    }

    @Test("defaults cannot set them, as they cannot set the other text-field keys")
    func notInDefaults() {
        for key in ["autocapitalization: words", "autocorrection: false"] {
            let spec = "table: T\ndefaults: { \(key) }\nsections:\n  - rows: [A]\n"
            let errors = FrontEnd().compile(Array(spec.utf8), file: "T.table.yaml").diagnostics.sorted.filter { $0.severity == .error }
            let name = String(key.prefix { $0 != ":" })
            #expect(errors.map(\.message) == ["unknown key '\(name)' in defaults"])
            #expect(errors.first?.location?.range.start.line == 2 && errors.first?.location?.range.start.column == 13)
        }
    }

    @Test("the generated row writes only what the spec says, and running it gives the keyboard the spec's settings or the kind's")
    func generatedAndRun() throws {
        let source = UIKitOutputTarget().source(for: try Self.table(), sourcePath: "Fields.table.yaml")
        #expect(source.contains("control: .textField(autocapitalization: .none, autocorrects: true)"))
        #expect(source.contains("control: .textField(autocapitalization: .words, autocorrects: false)"))
        #expect(source.contains("control: .textField(autocapitalization: .allCharacters)"))
        #expect(source.contains("control: .textField(contentType: .username)"))
        #expect(source.components(separatedBy: "autocapitalization: ").count - 1 == 5)
        #expect(source.components(separatedBy: "autocorrects: ").count - 1 == 3)

        let program = """
            import TableSpecRuntime

            for row in Fields.Content().sections.flatMap(\\.rows) {
                guard case .textField(let field)? = row.control else { continue }
                print(row.text ?? "", field.effectiveAutocapitalization, field.effectiveAutocorrects.map { String($0) } ?? "system")
            }

            """
        let directory = try SwiftToolchain.temporaryDirectory("text-input")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tableFile = directory.appendingPathComponent("Fields.swift"), main = directory.appendingPathComponent("main.swift")
        try source.write(to: tableFile, atomically: false, encoding: .utf8)
        try program.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("fields")
        let build = try SwiftToolchain.buildExecutable([tableFile, main], output: executable)
        try #require(build.status == 0, "\(build.stderr.prefix(3_000))")
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            Plain sentences system
            Quiet none true
            Prose sentences system
            Name words false
            Code allCharacters system
            Mail words true
            User none false

            """)
    }
}
