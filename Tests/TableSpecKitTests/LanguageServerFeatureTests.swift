import Foundation
import Testing

/// `tablespec lsp`'s hover over keys and its quick fixes from "did you mean", through the real
/// binary.
@Suite("tablespec lsp: hover and quick fixes")
struct LanguageServerFeatureTests {
    struct PositionParams: Encodable {
        var textDocument: LSPWire.DocumentID
        var position: LSPWire.Position
    }

    struct Hover: Decodable {
        struct Contents: Decodable {
            var kind: String
            var value: String
        }
        var contents: Contents
        var range: LSPWire.Range?
    }

    struct CodeActionParams: Encodable {
        struct Context: Encodable {
            var diagnostics: [LSPWire.Diagnostic]
        }
        var textDocument: LSPWire.DocumentID
        var range: LSPWire.Range
        var context: Context
    }

    struct TextEdit: Decodable, Equatable {
        var range: LSPWire.Range
        var newText: String
    }

    struct CodeAction: Decodable {
        struct Edit: Decodable {
            var changes: [String: [TextEdit]]
        }
        var title: String
        var kind: String?
        var edit: Edit?
    }

    static let text = """
        table: Wide
        style: Grouped
        sections:
          - header: 设置
            rows:
              - { text: 中文😀, stlye: value1 }
              - text: Plain
                accessory: disclosure

        """

    static func session() throws -> (LanguageServerClient, String, LSPWire.InitializeResult) {
        let client = try LanguageServerClient()
        let result = try client.initialize()
        let uri = "file:///tmp/tablespec-lsp-features/Wide.table.yaml"
        try client.open(uri, text)
        return (client, uri, result)
    }

    func hover(_ client: LanguageServerClient, _ uri: String, line: Int, character: Int) throws -> Hover? {
        let id = try client.request("textDocument/hover", PositionParams(textDocument: .init(uri: uri), position: .init(line: line, character: character)))
        return try client.response(to: id, as: Hover.self).result
    }

    @Test func hoverOverAKeyShowsItsMeaningFromTheKeyCatalogue() throws {
        let (client, uri, initialized) = try Self.session()
        #expect(initialized.capabilities.hoverProvider == true)
        // `style` at the top level is the table's, and only the table's.
        let tableStyle = try #require(try hover(client, uri, line: 1, character: 2))
        #expect(tableStyle.contents.kind == "markdown")
        #expect(tableStyle.contents.value.contains("UITableView.Style"))
        #expect(!tableStyle.contents.value.contains("UITableViewCell.CellStyle"))
        #expect(tableStyle.range == LSPWire.Range(start: .init(line: 1, character: 0), end: .init(line: 1, character: 5)))
        // A key in a flow mapping after Chinese and an emoji: UTF-16 characters.
        let text = try #require(try hover(client, uri, line: 5, character: 10))
        #expect(text.contents.value.contains("textLabel"))
        #expect(text.range == LSPWire.Range(start: .init(line: 5, character: 10), end: .init(line: 5, character: 14)))
        let accessory = try #require(try hover(client, uri, line: 7, character: 12))
        #expect(accessory.contents.value.contains("**`accessory`**"))
        // A value, and a word that is no key, have nothing to show.
        #expect(try hover(client, uri, line: 1, character: 10) == nil)
        #expect(try hover(client, uri, line: 3, character: 14) == nil)
        // A document the client never opened, and a position past the end.
        #expect(try hover(client, "file:///nowhere.table.yaml", line: 0, character: 0) == nil)
        #expect(try hover(client, uri, line: 400, character: 9) == nil)
    }

    @Test func didYouMeanBecomesAQuickFixThatEditsTheMisspeltWord() throws {
        let (client, uri, initialized) = try Self.session()
        #expect(initialized.capabilities.codeActionProvider?.codeActionKinds == ["quickfix"])
        let published = try client.published(for: uri)
        let messages = published.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'Grouped' is not a table style; did you mean 'grouped'?") })
        #expect(messages.contains { $0.hasPrefix("unknown key 'stlye' in a row; did you mean 'style'?") })

        var edited = Self.text.components(separatedBy: "\n")
        for diagnostic in published.diagnostics {
            let id = try client.request("textDocument/codeAction", CodeActionParams(textDocument: .init(uri: uri), range: diagnostic.range,
                                                                                      context: .init(diagnostics: [diagnostic])))
            let actions = try #require(try client.response(to: id, as: [CodeAction].self).result)
            let action = try #require(actions.first, "no quick fix for: \(diagnostic.message)")
            #expect(action.kind == "quickfix")
            let edits = try #require(action.edit?.changes[uri])
            #expect(edits.count == 1)
            let edit = edits[0]
            #expect(edit.range.start.line == edit.range.end.line)
            // Apply it as an editor does, in UTF-16 units.
            var line = Array(edited[edit.range.start.line].utf16)
            line.replaceSubrange(edit.range.start.character..<edit.range.end.character, with: Array(edit.newText.utf16))
            edited[edit.range.start.line] = String(decoding: line, as: UTF16.self)
        }
        #expect(edited[1] == "style: grouped")
        #expect(edited[5] == "      - { text: 中文😀, style: value1 }")
        #expect(edited[7] == "        accessory: disclosureIndicator")

        // The fixed text checks clean.
        try client.change(uri, edited.joined(separator: "\n"), version: 2)
        #expect(try client.published(for: uri).diagnostics == [])
    }

    @Test func aDiagnosticWithoutASuggestionGetsNoAction() throws {
        let (client, uri, _) = try Self.session()
        let diagnostic = LSPWire.Diagnostic(range: .init(start: .init(line: 0, character: 7), end: .init(line: 0, character: 11)), severity: 1,
                                            source: "tablespec", message: "cannot find the table 'Wide' among the specs of this run")
        let id = try client.request("textDocument/codeAction", CodeActionParams(textDocument: .init(uri: uri), range: diagnostic.range,
                                                                                  context: .init(diagnostics: [diagnostic])))
        #expect(try client.response(to: id, as: [CodeAction].self).result?.isEmpty == true)
    }

    @Test func goToDefinitionOnAnOpensFindsTheSpecAsValidateDoes() throws {
        let folder = try SwiftToolchain.temporaryDirectory("lsp-definition")
        defer { try? FileManager.default.removeItem(at: folder) }
        let account = folder.appendingPathComponent("Account.table.yaml").path
        let privacy = folder.appendingPathComponent("Privacy.table.yaml").path
        let unsaved = folder.appendingPathComponent("Help.table.yaml").path
        let accountText = """
            table: Account
            sections:
              - rows:
                  - text: Privacy
                    opens: Privacy
                  - { text: Me, opens: Account }
                  - text: Help
                    opens: Help
                  - text: Nowhere
                    opens: Nowhere

            """
        try accountText.write(toFile: account, atomically: true, encoding: .utf8)
        try "# the privacy screen\ntable:   Privacy\nsections:\n  - rows: [A]\n".write(toFile: privacy, atomically: true, encoding: .utf8)
        let client = try LanguageServerClient()
        let initialized = try client.initialize()
        #expect(initialized.capabilities.definitionProvider == true)
        try client.open(LanguageServerDiagnosticsTests.uri(account), accountText)
        try client.open(LanguageServerDiagnosticsTests.uri(unsaved), "table: Help\nsections:\n  - rows: [A]\n")

        func definition(line: Int, character: Int) throws -> LSPWire.Location? {
            let id = try client.request("textDocument/definition", PositionParams(textDocument: .init(uri: LanguageServerDiagnosticsTests.uri(account)),
                                                                                  position: .init(line: line, character: character)))
            return try client.response(to: id, as: LSPWire.Location.self).result
        }
        // On disk beside it: at its table name, after the comment line and the extra spaces.
        let onDisk = try #require(try definition(line: 4, character: 17))
        #expect(onDisk.uri == LanguageServerDiagnosticsTests.uri(privacy))
        #expect(onDisk.range == LSPWire.Range(start: .init(line: 1, character: 9), end: .init(line: 1, character: 16)))
        // The table itself, from a flow mapping.
        let itself = try #require(try definition(line: 5, character: 28))
        #expect(itself.uri == LanguageServerDiagnosticsTests.uri(account))
        #expect(itself.range.start == LSPWire.Position(line: 0, character: 7))
        // Open in the editor and never saved.
        let inEditor = try #require(try definition(line: 7, character: 16))
        #expect(inEditor.uri == LanguageServerDiagnosticsTests.uri(unsaved))
        // No such table, and a word that is not an opens.
        #expect(try definition(line: 9, character: 17) == nil)
        #expect(try definition(line: 3, character: 17) == nil)

        // Hover over the same names says what they refer to.
        let onDiskHover = try #require(try hover(client, LanguageServerDiagnosticsTests.uri(account), line: 4, character: 17))
        #expect(onDiskHover.contents.value == "Opens the table **Privacy**, declared in `Privacy.table.yaml`.")
        #expect(onDiskHover.range == LSPWire.Range(start: .init(line: 4, character: 15), end: .init(line: 4, character: 22)))
        #expect(try hover(client, LanguageServerDiagnosticsTests.uri(account), line: 5, character: 28)?.contents.value
                == "Opens the table **Account**, declared in this spec.")
        #expect(try hover(client, LanguageServerDiagnosticsTests.uri(account), line: 9, character: 17)?.contents.value.hasPrefix("No table 'Nowhere'") == true)
    }

    struct Symbol: Decodable, Equatable {
        var name: String
        var kind: Int
        var range: LSPWire.Range
        var selectionRange: LSPWire.Range
        var children: [Symbol]?
    }

    struct DocumentParams: Encodable {
        var textDocument: LSPWire.DocumentID
    }

    @Test func documentSymbolsOutlineSectionsAndRowsByID() throws {
        let client = try LanguageServerClient()
        let initialized = try client.initialize()
        #expect(initialized.capabilities.documentSymbolProvider == true)
        let uri = "untitled:Outline"
        try client.open(uri, """
            table: Outline
            sections:
              - id: network
                header: 网络
                rows:
                  - text: Wi‑Fi 😀
                    id: wifi
                  - Bluetooth
                  - { text: VPN }
              - header: About
                rows: [Version]
              - items:
                  model: Item
                  prototype: Cell

            """)
        let id = try client.request("textDocument/documentSymbol", DocumentParams(textDocument: .init(uri: uri)))
        let symbols = try #require(try client.response(to: id, as: [Symbol].self).result)
        let table = try #require(symbols.first)
        #expect(symbols.count == 1 && table.name == "Outline" && table.kind == 5)
        #expect(table.selectionRange == LSPWire.Range(start: .init(line: 0, character: 7), end: .init(line: 0, character: 14)))
        let sections = table.children ?? []
        #expect(sections.map(\.name) == ["network", "About", "section 3"])
        #expect(sections.map(\.kind) == [3, 3, 3])
        #expect(sections[0].children?.map(\.name) == ["wifi", "Bluetooth", "VPN"])
        #expect(sections[0].children?[0].selectionRange == LSPWire.Range(start: .init(line: 6, character: 12), end: .init(line: 6, character: 16)))
        #expect(sections[1].children?.map(\.name) == ["Version"])
        #expect(sections[2].children?.map(\.name) == ["items"])
        // Every selection lies inside its symbol's range, as LSP requires.
        func check(_ symbol: Symbol) {
            let inside = (symbol.range.start.line, symbol.range.start.character) <= (symbol.selectionRange.start.line, symbol.selectionRange.start.character)
                && (symbol.selectionRange.end.line, symbol.selectionRange.end.character) <= (symbol.range.end.line, symbol.range.end.character)
            #expect(inside, "\(symbol.name)")
            symbol.children?.forEach(check)
        }
        check(table)

        // A spec that does not parse has no outline, and the server goes on.
        try client.change(uri, "table: [Outline\nsections:\n", version: 2)
        let again = try client.request("textDocument/documentSymbol", DocumentParams(textDocument: .init(uri: uri)))
        #expect(try client.response(to: again, as: [Symbol].self).result == [])
    }

    struct CompletionItem: Decodable {
        var label: String
        var detail: String?
        var textEdit: TextEdit?
    }

    @Test func completionOffersTheValuesTheFormatListsForTheKey() throws {
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let uri = "untitled:Complete"
        let lines = [
            "table: Complete",
            "style: gro",
            "sections:",
            "  - rows:",
            "      - text: 中文😀",
            "        accessory: ",
            "      - { text: B, style: val }",
            "        checked: t",
        ]
        try client.open(uri, lines.joined(separator: "\n") + "\n")
        func complete(_ line: Int, _ character: Int) throws -> [CompletionItem] {
            let id = try client.request("textDocument/completion", PositionParams(textDocument: .init(uri: uri), position: .init(line: line, character: character)))
            return try client.response(to: id, as: [CompletionItem].self).result ?? []
        }
        // An unindented style is the table's: its styles only, replacing what is typed.
        let tableStyles = try complete(1, 10)
        #expect(tableStyles.map(\.label) == ["plain", "grouped", "insetGrouped"])
        #expect(tableStyles.allSatisfy { $0.detail == "table style" })
        #expect(tableStyles.first?.textEdit?.range == LSPWire.Range(start: .init(line: 1, character: 7), end: .init(line: 1, character: 10)))
        // A row's accessory, nothing typed yet.
        let accessories = try complete(5, 19)
        #expect(accessories.map(\.label).contains("disclosureIndicator"))
        #expect(accessories.first?.textEdit?.range == LSPWire.Range(start: .init(line: 5, character: 19), end: .init(line: 5, character: 19)))
        // A style in a flow mapping: the cell styles among them, each labelled.
        let cellStyles = try complete(6, 29)
        #expect(cellStyles.contains { $0.label == "value1" && $0.detail == "cell style" })
        #expect(!cellStyles.contains { $0.detail == "table style" })
        #expect(try complete(7, 18).map(\.label) == ["true", "false"])
        // Text has no list of values; on a key, the keys of its mapping.
        #expect(try complete(4, 16).isEmpty)
        #expect(try complete(2, 4).map(\.label).contains("sections"))
        // A key already followed by its colon is only replaced by the name.
        #expect(try complete(2, 4).first { $0.label == "sections" }?.textEdit?.newText == "sections")
    }

    @Test func aKeyCompletedWhereNoneIsWrittenYetComesWithItsColon() throws {
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let uri = "untitled:Keys"
        try client.open(uri, "table: Keys\nsections:\n  - rows:\n      - text: A\n        acc\n")
        let id = try client.request("textDocument/completion", PositionParams(textDocument: .init(uri: uri), position: .init(line: 4, character: 11)))
        let items = try client.response(to: id, as: [CompletionItem].self).result ?? []
        // A scalar's value follows on the line; a mapping's starts below it.
        #expect(items.first { $0.label == "accessory" }?.textEdit?.newText == "accessory: ")
        #expect(items.first { $0.label == "swipe" }?.textEdit?.newText == "swipe:")
        #expect(items.first { $0.label == "validate" }?.textEdit?.newText == "validate:")
        #expect(items.first { $0.label == "accessory" }?.textEdit?.range == LSPWire.Range(start: .init(line: 4, character: 8), end: .init(line: 4, character: 11)))
    }
}
