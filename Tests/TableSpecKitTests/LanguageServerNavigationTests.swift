import Foundation
import Testing
@testable import TableSpecKit
import TableSpecStringCatalog

/// `tablespec lsp`'s completion from the YAML tree, go to definition, find references and rename
/// of ids, prototypes, models and model fields, through the real binary.
@Suite("tablespec lsp: completion and navigation from the YAML tree")
struct LanguageServerNavigationTests {
    typealias PositionParams = LanguageServerFeatureTests.PositionParams
    typealias TextEdit = LanguageServerFeatureTests.TextEdit

    struct CompletionItem: Decodable {
        var label: String
        var detail: String?
        var textEdit: TextEdit?
    }

    struct ReferenceParams: Encodable {
        struct Context: Encodable { var includeDeclaration: Bool }
        var textDocument: LSPWire.DocumentID
        var position: LSPWire.Position
        var context: Context
    }

    struct RenameParams: Encodable {
        var textDocument: LSPWire.DocumentID
        var position: LSPWire.Position
        var newName: String
    }

    struct Location: Decodable, Equatable {
        var uri: String
        var range: LSPWire.Range
    }

    struct WorkspaceEdit: Decodable {
        var changes: [String: [TextEdit]]
    }

    static let lines = [
        "table: Navigate",                                                            // 0
        "models:",                                                                    // 1
        "  Country:",                                                                 // 2
        "    name: String",                                                           // 3
        "    capital: String?",                                                       // 4
        "prototypes:",                                                                // 5
        "  country:",                                                                 // 6
        "    style: subtitle",                                                        // 7
        "    text: \"{name}\"",                                                       // 8
        "    detail: \"Capital: {capital ?? none} of {name}\"",                       // 9
        "sections:",                                                                  // 10
        "  - id: general",                                                            // 11
        "    rows:",                                                                  // 12
        "      - { text: Wi-Fi, id: wifi, control: switch, default: true }",          // 13
        "      - { text: Ask, id: askToJoin, control: switch, hidden: \"!wifi\" }",   // 14
        "      - { text: Units, id: units, control: segmented, options: { metric: Metric, imperial: Imperial } }", // 15
        "      - text: Speed",                                                        // 16
        "        disabled: \"!wifi || units == imperial\"",                           // 17
        "  - items:",                                                                 // 18
        "      model: Country",                                                       // 19
        "      prototype: country",                                                   // 20
        "      id: name",                                                             // 21
        "      sample:",                                                              // 22
        "        - { name: France, capital: Paris }",                                 // 23
    ]

    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-lsp-navigation-\(getpid())")

    static func session(_ lines: [String] = lines, name: String = "Navigate") throws -> (LanguageServerClient, String) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let uri = directory.appendingPathComponent("\(name).table.yaml").absoluteString
        try client.open(uri, lines.joined(separator: "\n") + "\n")
        return (client, uri)
    }

    static func complete(_ client: LanguageServerClient, _ uri: String, _ line: Int, _ character: Int) throws -> [CompletionItem] {
        let id = try client.request("textDocument/completion", PositionParams(textDocument: .init(uri: uri), position: .init(line: line, character: character)))
        return try client.response(to: id, as: [CompletionItem].self).result ?? []
    }

    static func range(_ line: Int, _ start: Int, _ end: Int) -> LSPWire.Range {
        LSPWire.Range(start: .init(line: line, character: start), end: .init(line: line, character: end))
    }

    @Test func theTreeSaysWhoseKeyIsTypedNotTheIndentation() throws {
        // A key typed on a new line at a mapping's column, with the rest of the spec after it.
        func complete(inserting line: String, at index: Int) throws -> [CompletionItem] {
            var lines = Self.lines
            lines.insert(line, at: index)
            let (client, uri) = try Self.session(lines)
            return try Self.complete(client, uri, index, line.utf16.count)
        }
        let table = try complete(inserting: "sty", at: 5)
        #expect(table.contains { $0.label == "style" })
        #expect(!table.contains { $0.label == "models" }, "present already")
        #expect(!table.contains { $0.label == "accessory" }, "a row's key")
        #expect(table.first { $0.label == "style" }?.textEdit?.range == Self.range(5, 0, 3))
        // In the section `general`, which has id and rows.
        let section = try complete(inserting: "    hea", at: 12)
        #expect(section.contains { $0.label == "header" } && section.contains { $0.label == "collapsible" })
        #expect(!section.contains { $0.label == "rows" } && !section.contains { $0.label == "id" }, "present already")
        #expect(!section.contains { $0.label == "accessory" })
        // In the row `Speed`, which has text and disabled.
        let row = try complete(inserting: "        st", at: 17)
        #expect(row.contains { $0.label == "style" } && row.contains { $0.label == "accessory" })
        #expect(!row.contains { $0.label == "text" } && !row.contains { $0.label == "disabled" }, "present already")
        #expect(!row.contains { $0.label == "sections" })
        // A key in a prototype: a prototype's keys, never `id`, which only a static row has.
        let prototype = try complete(inserting: "    acc", at: 8)
        #expect(prototype.contains { $0.label == "accessory" } && !prototype.contains { $0.label == "id" })
        #expect(!prototype.contains { $0.label == "style" }, "present already")
        // In `items`: its keys, without model, prototype, id and sample.
        let items = try complete(inserting: "      gro", at: 22)
        #expect(items.map(\.label).contains("groupBy") && !items.contains { $0.label == "model" || $0.label == "text" }, "\(items.map(\.label))")
        // Inside a flow mapping: the keys its row lacks.
        var flow = Self.lines
        flow[13] = "      - { text: Wi-Fi, id: wifi, control: switch, default: true, acc }"
        let (flowClient, flowURI) = try Self.session(flow, name: "Flow")
        let flowKeys = try Self.complete(flowClient, flowURI, 13, flow[13].utf16.count - 2)
        #expect(flowKeys.contains { $0.label == "accessory" } && !flowKeys.contains { $0.label == "control" || $0.label == "sections" })
        // A new row started with a dash: all of a row's keys.
        let dashed = Self.lines + ["  - rows:", "      - { text: A }", "      - te"]
        let (client, uri) = try Self.session(dashed, name: "Dashed")
        let started = try Self.complete(client, uri, 26, 10)
        #expect(started.contains { $0.label == "text" } && started.contains { $0.label == "id" })
    }

    @Test func completionOffersTheNamesAValueRefersTo() throws {
        let (client, uri) = try Self.session()
        // In a condition: row ids, with their rows' text.
        let ids = try Self.complete(client, uri, 17, 20)
        #expect(Set(ids.map(\.label)).isSuperset(of: ["wifi", "askToJoin", "units", "true", "false"]))
        #expect(ids.first { $0.label == "wifi" }?.detail == "row id: Wi-Fi")
        // After `units == `: the options of `units`.
        let options = try Self.complete(client, uri, 17, 45)
        #expect(options.map(\.label) == ["metric", "imperial"])
        #expect(options.first?.textEdit?.range == Self.range(17, 37, 45))
        #expect(try Self.complete(client, uri, 19, 16).map(\.label) == ["Country"])
        #expect(try Self.complete(client, uri, 20, 18).map(\.label) == ["country"])
        #expect(try Self.complete(client, uri, 21, 10).map(\.label) == ["name", "capital"])
        // `{…}` in a prototype's text: the fields of the model its items show, with their types.
        let fields = try Self.complete(client, uri, 8, 13)
        #expect(fields.map(\.label) == ["name", "capital"])
        #expect(fields.last?.detail == "String?")
        #expect(try Self.complete(client, uri, 9, 16).isEmpty, "outside the braces")
        // `id` written before `model` in `items`: still that model's fields.
        var reordered = Self.lines
        reordered.swapAt(19, 21)
        let (items, itemsURI) = try Self.session(reordered, name: "Reordered")
        #expect(try Self.complete(items, itemsURI, 19, 10).map(\.label) == ["name", "capital"])
        // A section id in the index map; `auto` as the index itself.
        var lines = Self.lines
        lines.insert(contentsOf: ["index:", "  G: gen"], at: 1)
        let (indexed, indexedURI) = try Self.session(lines, name: "Indexed")
        #expect(try Self.complete(indexed, indexedURI, 2, 8).map(\.label) == ["general"])
        try indexed.change(indexedURI, (["table: Navigate", "index: au"] + Self.lines.dropFirst()).joined(separator: "\n"), version: 2)
        #expect(try Self.complete(indexed, indexedURI, 1, 9).map(\.label) == ["auto"])
    }

    @Test func completionOffersTheTablesBesideTheSpecForOpens() throws {
        let (client, uri) = try Self.session(["table: Opener", "sections:", "  - rows:", "      - { text: A, opens: Pr }"], name: "Opener")
        let neighbour = Self.directory.appendingPathComponent("Privacy.table.yaml").absoluteString
        try client.open(neighbour, "table: Privacy\nsections:\n  - rows: [A]\n")
        _ = try client.published(for: neighbour)
        let tables = try Self.complete(client, uri, 3, 28).map(\.label)
        #expect(tables.contains("Privacy") && tables.contains("Opener"))
    }

    @Test func aHalfTypedLineStillHasItsContext() throws {
        var lines = Self.lines
        lines[13] = "      - { text: Wi-Fi, id: wifi, control: sw"
        let (client, uri) = try Self.session(lines)
        // An unclosed flow mapping: the value after `control:`, read from the line.
        #expect(try Self.complete(client, uri, 13, lines[13].utf16.count).map(\.label).contains("switch"))
        lines = Self.lines
        lines[8] = "    text: {na"
        try client.change(uri, lines.joined(separator: "\n"), version: 2)
        let typed = try Self.complete(client, uri, 8, 13)
        #expect(typed.map(\.label) == ["name", "capital"], "the value is blanked to parse, the key kept")
        try client.change(uri, "table: [\n\u{0}\u{FEFF}{{{{", version: 3)
        _ = try Self.complete(client, uri, 1, 3)
        #expect(try Self.complete(client, uri, 0, 8).isEmpty)
    }

    @Test func definitionAndReferencesOfIdsPrototypesModelsAndFields() throws {
        let (client, uri) = try Self.session()
        func definition(_ line: Int, _ character: Int) throws -> Location? {
            let id = try client.request("textDocument/definition", PositionParams(textDocument: .init(uri: uri), position: .init(line: line, character: character)))
            return try client.response(to: id, as: Location.self).result
        }
        #expect(try definition(14, 64)?.range == Self.range(13, 27, 31), "a condition's id: the row's id")
        #expect(try definition(17, 29)?.range == Self.range(15, 27, 32), "units")
        #expect(try definition(19, 13)?.range == Self.range(2, 2, 9), "a model")
        #expect(try definition(20, 18)?.range == Self.range(6, 2, 9), "a prototype")
        #expect(try definition(8, 12)?.range == Self.range(3, 4, 8), "{name}")
        #expect(try definition(9, 24)?.range == Self.range(4, 4, 11), "{capital ?? none}")
        #expect(try definition(17, 40)?.range == Self.range(15, 81, 89), "an option key compared with its row: the option")

        let id = try client.request("textDocument/references", ReferenceParams(textDocument: .init(uri: uri), position: .init(line: 13, character: 28), context: .init(includeDeclaration: true)))
        let wifi = try client.response(to: id, as: [Location].self).result ?? []
        #expect(wifi.map(\.range) == [Self.range(13, 27, 31), Self.range(14, 63, 67), Self.range(17, 20, 24)])
        let optionID = try client.request("textDocument/references", ReferenceParams(textDocument: .init(uri: uri), position: .init(line: 15, character: 83), context: .init(includeDeclaration: true)))
        #expect(try client.response(to: optionID, as: [Location].self).result?.map(\.range) == [Self.range(15, 81, 89), Self.range(17, 37, 45)])
        let fieldID = try client.request("textDocument/references", ReferenceParams(textDocument: .init(uri: uri), position: .init(line: 3, character: 5), context: .init(includeDeclaration: false)))
        let name = try client.response(to: fieldID, as: [Location].self).result ?? []
        #expect(Set(name.map(\.range)) == [Self.range(8, 12, 16), Self.range(9, 44, 48), Self.range(21, 10, 14), Self.range(23, 12, 16)])
    }

    @Test func renameAnIdOrAFieldEverywhereAndRefuseANameSwiftCannotHave() throws {
        let (client, uri) = try Self.session()
        func rename(_ line: Int, _ character: Int, _ newName: String) throws -> LSPWire.Response<WorkspaceEdit> {
            let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: line, character: character), newName: newName))
            return try client.response(to: id, as: WorkspaceEdit.self)
        }
        // Renamed from a use in a condition: the declaration and every condition.
        let wifi = try #require(try rename(17, 21, "wireless").result)
        #expect(wifi.changes.keys.sorted() == [uri])
        let edits = wifi.changes[uri] ?? []
        #expect(edits.map(\.range) == [Self.range(13, 27, 31), Self.range(14, 63, 67), Self.range(17, 20, 24)])
        #expect(edits.allSatisfy { $0.newText == "wireless" })
        // Applied, the spec still validates, with no diagnostics.
        var lines = Self.lines
        for edit in edits.sorted(by: { ($0.range.start.line, $0.range.start.character) > ($1.range.start.line, $1.range.start.character) }) {
            var line = Array(lines[edit.range.start.line].utf16)
            line.replaceSubrange(edit.range.start.character..<edit.range.end.character, with: Array(edit.newText.utf16))
            lines[edit.range.start.line] = String(decoding: line, as: UTF16.self)
        }
        try client.change(uri, lines.joined(separator: "\n") + "\n", version: 2)
        #expect(try client.published(for: uri).diagnostics.filter { $0.severity == 1 }.isEmpty)

        // A model field: the model, the templates, the items' id and the inline sample.
        let field = try #require(try rename(3, 5, "title").result)
        #expect(field.changes[uri]?.count == 5)
        // Not a Swift identifier: refused with an error, nothing edited.
        let refused = try rename(3, 5, "2fast")
        #expect(refused.result == nil && refused.error?.code == -32803)
        #expect(refused.error?.message.contains("digit") == true)
        #expect(try rename(3, 5, "a b").error != nil)
        #expect(try rename(3, 5, "capital").error?.message.contains("already") == true)
        // An option key navigates but is not renamed (in a list it is its title too): null.
        let option = try rename(17, 40, "royal")
        #expect(option.hasResult && option.result == nil && option.error == nil)
        // Nothing to rename: null.
        let none = try rename(7, 12, "x")
        #expect(none.hasResult && none.result == nil && none.error == nil)
        // prepareRename: the name's range, or null.
        let prepare = try client.request("textDocument/prepareRename", PositionParams(textDocument: .init(uri: uri), position: .init(line: 20, character: 19)))
        #expect(try client.response(to: prepare, as: LSPWire.Range.self).result == Self.range(20, 17, 24))
    }

    @Test func aFieldRenamedIsRenamedInTheSearchFieldsToo() throws {
        var lines = Self.lines
        lines.insert("search: { fields: [name, text] }", at: 1)
        let (client, uri) = try Self.session(lines, name: "Searched")
        let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 4, character: 5), newName: "title"))
        let edits = try #require(try client.response(to: id, as: WorkspaceEdit.self).result).changes[uri] ?? []
        #expect(edits.contains { $0.range == Self.range(1, 19, 23) }, "the search field's name: \(edits.map(\.range))")
        #expect(!edits.contains { $0.range.start.line == 1 && $0.range.start.character == 25 }, "`text` is the row's label, not the field")
        for edit in edits.sorted(by: { ($0.range.start.line, $0.range.start.character) > ($1.range.start.line, $1.range.start.character) }) {
            var line = Array(lines[edit.range.start.line].utf16)
            line.replaceSubrange(edit.range.start.character..<edit.range.end.character, with: Array(edit.newText.utf16))
            lines[edit.range.start.line] = String(decoding: line, as: UTF16.self)
        }
        try client.change(uri, lines.joined(separator: "\n") + "\n", version: 2)
        #expect(try client.published(for: uri).diagnostics.filter { $0.severity == 1 }.isEmpty, "the renamed spec validates")
    }

    @Test func hoverSaysWhatANameRefersToAndWhoseKeyAKeyIs() throws {
        let (client, uri) = try Self.session()
        func hover(_ line: Int, _ character: Int) throws -> LanguageServerFeatureTests.Hover? {
            let id = try client.request("textDocument/hover", PositionParams(textDocument: .init(uri: uri), position: .init(line: line, character: character)))
            return try client.response(to: id, as: LanguageServerFeatureTests.Hover.self).result
        }
        // `style` in a prototype: a prototype's key only, not the table's nor a row's too.
        let style = try #require(try hover(7, 6)).contents.value
        #expect(style.contains("(in a prototype)") && !style.contains("the table"), "\(style)")
        // A model's field declared under `models` is a name, not a key of any mapping.
        #expect(try hover(3, 5)?.contents.value == "`name`: `String`, a field of the model **Country**.")
        let field = try #require(try hover(9, 25))
        #expect(field.contents.value == "`capital`: `String?`, a field of the model **Country**.")
        #expect(field.range == Self.range(9, 23, 30))
        let model = try #require(try hover(19, 14)).contents.value
        #expect(model.contains("**Country**") && model.contains("`capital`: `String?`"), "\(model)")
        #expect(try hover(20, 19)?.contents.value == "The prototype cell **country** (line 7), drawing the items of the model **Country**.")
        #expect(try hover(17, 21)?.contents.value == "The row 'Wi-Fi' with the id **wifi** (line 14).")
        #expect(try hover(17, 40)?.contents.value == "The option **imperial** of the row **units** (line 16).")
    }

    @Test func hoverOverAStyleDrawsTheCellAsThePreviewDoes() throws {
        var lines = Self.lines
        lines.insert("        detail: Fast", at: 17)
        lines.insert("        style: value1", at: 18)
        let (client, uri) = try Self.session(lines)
        func picture(_ line: Int, _ character: Int) throws -> [String] {
            let id = try client.request("textDocument/hover", PositionParams(textDocument: .init(uri: uri), position: .init(line: line, character: character)))
            let value = try #require(try client.response(to: id, as: LanguageServerFeatureTests.Hover.self).result).contents.value
            let block = value.components(separatedBy: "```text\n").last?.components(separatedBy: "```").first ?? ""
            return block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        // value1: the row's own text and detail on one line, the detail at the trailing edge.
        let value1 = try picture(18, 17)
        #expect(value1.first?.hasPrefix("Speed") == true && value1.first?.hasSuffix("Fast") == true, "\(value1)")
        // subtitle, in a prototype: the detail under the text.
        let subtitle = try picture(7, 13)
        #expect(subtitle.prefix(2) == ["Title", "Detail"], "\(subtitle)")
    }

    @Test func renamingAModelFieldRenamesItInTheSampleFile() throws {
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        let sample = Self.directory.appendingPathComponent("countries.sample.yaml")
        try "- name: France\n  capital: Paris\n- { name: Chad, capital: N'Djamena }\n".write(to: sample, atomically: true, encoding: .utf8)
        var lines = Array(Self.lines.prefix(22))
        lines.append("      sample: countries.sample.yaml")
        let (client, uri) = try Self.session(lines, name: "Sampled")
        let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 4, character: 6), newName: "city"))
        let edit = try #require(try client.response(to: id, as: WorkspaceEdit.self).result)
        #expect(edit.changes[uri]?.count == 2, "the declaration and {capital ?? none}")
        let sampleEdits = try #require(edit.changes.first { $0.key.hasSuffix("/countries.sample.yaml") }?.value)
        #expect(sampleEdits.map(\.range) == [Self.range(1, 2, 9), Self.range(2, 16, 23)])
        #expect(sampleEdits.allSatisfy { $0.newText == "city" })
    }

    @Test func everyPrefixOfASpecAndHostileTextsAreAnsweredWithoutCrashing() throws {
        // The spec cut at every few bytes (a spec being typed, half a line, half a flow mapping),
        // then nesting at the depth limit and past it, and text over the size limit.
        let client = try LanguageServerClient(arguments: ["--max-input-bytes", "4096", "--max-depth", "32"])
        _ = try client.initialize()
        let uri = "file:///tmp/tablespec-lsp-prefixes/Cut.table.yaml"
        let whole = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
        var texts = stride(from: 0, through: whole.count, by: 7).map { String(decoding: whole[..<$0], as: UTF8.self) }
        texts.append("table: Deep\nsections:\n  - rows:\n      - { swipe: " + String(repeating: "{ a: ", count: 40) + String(repeating: "}", count: 40) + " }\n")
        texts.append("table: Deep\nsections:\n  - rows:\n      - " + String(repeating: "[", count: 28) + String(repeating: "]", count: 28) + "\n")
        texts.append("table: Big\nheader: " + String(repeating: "x", count: 5000) + "\n")
        texts.append("table: Odd\r\nsections:\r  - rows:\u{2028}      - { text: \"\u{0}\", hidden: \"!\" }\n")
        try client.open(uri, "")
        for (version, text) in texts.enumerated() {
            try client.change(uri, text, version: version + 2)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = max(lines.count - 2, 0)
            let position = LSPWire.Position(line: line, character: lines.isEmpty ? 0 : lines[line].utf16.count)
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                let id = try client.request(method, PositionParams(textDocument: .init(uri: uri), position: position))
                // Whatever the answer holds (read as nothing), it comes, and is no error.
                let response = try client.response(to: id, as: LSPWire.Empty.self)
                #expect(response.error == nil, "\(method) at \(position) in text \(version)")
            }
            let renamed = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: position, newName: "renamed"))
            _ = try client.response(to: renamed, as: LSPWire.Empty.self)
        }
        // Still serving: a rename in the whole spec.
        try client.change(uri, String(decoding: whole, as: UTF8.self), version: 1000)
        let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 3, character: 5), newName: "title"))
        #expect(try client.response(to: id, as: WorkspaceEdit.self).result?.changes[uri]?.count == 5)
    }

    @Test func theOutlineHoldsModelsWithTheirFieldsAndPrototypes() throws {
        let (client, uri) = try Self.session()
        let id = try client.request("textDocument/documentSymbol", LanguageServerFeatureTests.DocumentParams(textDocument: .init(uri: uri)))
        let table = try #require(try client.response(to: id, as: [LanguageServerFeatureTests.Symbol].self).result?.first)
        let children = table.children ?? []
        #expect(children.map(\.name) == ["Country", "country", "general", "section 2"])
        #expect(children.map(\.kind) == [23, 11, 3, 3])
        #expect(children.first?.children?.map(\.name) == ["name", "capital"])
        #expect(children.first?.selectionRange == Self.range(2, 2, 9))
        #expect(children.first?.children?.last?.selectionRange == Self.range(4, 4, 11))
    }

    @Test func aRowReachedTwiceThroughAnAliasIsRenamedOnce() throws {
        let lines = [
            "table: Aliased",
            "sections:",
            "  - rows: &common",
            "      - { text: Wi-Fi, id: wifi, control: switch }",
            "      - { text: Ask, hidden: \"!wifi\" }",
            "  - rows: *common",
        ]
        let (client, uri) = try Self.session(lines, name: "Aliased")
        let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 3, character: 28), newName: "wireless"))
        let edits = try #require(try client.response(to: id, as: WorkspaceEdit.self).result?.changes[uri])
        #expect(edits.map(\.range) == [Self.range(3, 27, 31), Self.range(4, 31, 35)])
    }

    /// A localized spec's String Catalog keys are made from its ids: renaming an id moves each of its strings in the
    /// catalog beside the spec to the new key, translations and all, so the next `generate` finds them there and
    /// marks nothing stale. A catalog that already has a new key refuses the rename; a renamed table keeps its
    /// catalog only with an explicit strings table.
    @Test func renamingAnIdInALocalizedTableMovesItsTranslations() throws {
        let folder = Self.directory.appendingPathComponent("localized")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let specText = """
            table: Shop
            localization: { language: en }
            sections:
              - id: network
                header: Network
                rows:
                  - { text: Wi-Fi, id: wifi, control: switch }
                  - { text: Ask to Join, hidden: "!wifi" }

            """
        let spec = folder.appendingPathComponent("Shop.table.yaml")
        try specText.write(to: spec, atomically: true, encoding: .utf8)
        let table = try #require(FrontEnd().compile(path: spec.path).table)
        let strings = try #require(TableStrings(table))
        let fresh = try StringCatalog.merged(existing: nil, path: "Shop.xcstrings", tables: [strings]).get()
        let translated = try StringCatalog.addingTranslations(
            ["de": ["Shop.wifi.text": "WLAN", "Shop.network.header": "Netzwerk"]], to: fresh, path: "Shop.xcstrings"
        ).get()
        let catalog = folder.appendingPathComponent("Shop.xcstrings")
        try Data(translated).write(to: catalog)

        let client = try LanguageServerClient()
        _ = try client.initialize()
        let uri = spec.absoluteString
        try client.open(uri, specText)
        let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 6, character: 28), newName: "wlan"))
        let edit = try #require(try client.response(to: id, as: WorkspaceEdit.self).result)
        #expect(edit.changes[uri]?.count == 2)
        let catalogEdits = try #require(edit.changes[catalog.absoluteString], "\(edit.changes.keys)")
        #expect(catalogEdits.count == 1)
        let renamedCatalog = try #require(catalogEdits.first?.newText)
        #expect(renamedCatalog.contains("\"Shop.wlan.text\""), "\(renamedCatalog)")
        #expect(!renamedCatalog.contains("Shop.wifi."), "\(renamedCatalog)")
        #expect(renamedCatalog.contains("\"value\" : \"WLAN\""))

        // The spec and the catalog as the editor leaves them, then `generate`: the translation is the new key's,
        // and nothing is stale.
        try specText.replacingOccurrences(of: "wifi", with: "wlan").write(to: spec, atomically: true, encoding: .utf8)
        try renamedCatalog.write(to: catalog, atomically: true, encoding: .utf8)
        let renamedTable = try #require(FrontEnd().compile(path: spec.path).table)
        let merged = try StringCatalog.merged(existing: Array(renamedCatalog.utf8), path: "Shop.xcstrings", tables: [try #require(TableStrings(renamedTable))]).get()
        #expect(merged == Array(renamedCatalog.utf8), "generate changes nothing: the catalog is what the merge writes")
        #expect(!String(decoding: merged, as: UTF8.self).contains("stale"))

        // A section id into a key the catalog has already: refused, with the key.
        // The catalog open in the editor, unsaved, is the one read.
        let withBoth = String(decoding: translated, as: UTF8.self)
            .replacingOccurrences(of: "\"strings\" : {", with: "\"strings\" : {\n    \"Shop.net.header\" : {\n\n    },")
        try client.open(catalog.absoluteString, withBoth)
        let clash = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 3, character: 10), newName: "net"))
        let refused = try client.response(to: clash, as: WorkspaceEdit.self)
        #expect(refused.error?.code == -32803)
        #expect(refused.error?.message.contains("'Shop.net.header'") == true, "\(String(describing: refused.error))")

        // The table's name is its strings table's too: renamed, it would look in another catalog.
        let tableRename = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 0, character: 8), newName: "Store"))
        let tableRefused = try client.response(to: tableRename, as: WorkspaceEdit.self)
        #expect(tableRefused.error?.message.contains("localization: { table: Shop }") == true, "\(String(describing: tableRefused.error))")
        // With the strings table written out, every key follows the table's name.
        let explicit = specText.replacingOccurrences(of: "{ language: en }", with: "{ table: Shop, language: en }")
        try client.change(uri, explicit, version: 2)
        try client.change(catalog.absoluteString, String(decoding: translated, as: UTF8.self), version: 2)
        let storeRename = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: uri), position: .init(line: 0, character: 8), newName: "Store"))
        let store = try #require(try client.response(to: storeRename, as: WorkspaceEdit.self).result)
        let storeCatalog = try #require(store.changes[catalog.absoluteString]?.first?.newText)
        #expect(storeCatalog.contains("\"Store.wifi.text\"") && !storeCatalog.contains("\"Shop."), "\(storeCatalog)")
    }

    @Test func renamingATableRenamesEveryOpensOfItBesideIt() throws {
        let folder = Self.directory.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // On disk: a spec that opens Privacy twice (block and flow style) and mentions it in a comment.
        let onDisk = folder.appendingPathComponent("Settings.table.yaml")
        try "table: Settings\nsections:\n  - rows:\n      - text: A # opens: Privacy\n        opens: Privacy\n      - { text: B, opens: Privacy }\n"
            .write(to: onDisk, atomically: true, encoding: .utf8)
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let privacy = folder.appendingPathComponent("Privacy.table.yaml").absoluteString
        try client.open(privacy, "table: Privacy\nsections:\n  - rows: [A]\n")
        // Open in the editor, unsaved: it opens Privacy too.
        let account = folder.appendingPathComponent("Account.table.yaml").absoluteString
        try client.open(account, "table: Account\nsections:\n  - rows:\n      - { text: P, opens: Privacy }\n")
        let id = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: privacy), position: .init(line: 0, character: 9), newName: "PrivacySettings"))
        let edit = try #require(try client.response(to: id, as: WorkspaceEdit.self).result)
        #expect(edit.changes[privacy]?.map(\.range) == [Self.range(0, 7, 14)])
        #expect(edit.changes[account]?.map(\.range) == [Self.range(3, 26, 33)])
        let settings = try #require(edit.changes.first { $0.key.hasSuffix("/tables/Settings.table.yaml") }?.value)
        #expect(settings.map(\.range) == [Self.range(4, 15, 22), Self.range(5, 26, 33)], "not the comment")
        #expect(edit.changes.values.joined().allSatisfy { $0.newText == "PrivacySettings" })
        // From an opens, the same; to a table that exists, or a name Swift refuses: an error.
        let fromOpens = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: account), position: .init(line: 3, character: 26), newName: "Secrets"))
        #expect(try client.response(to: fromOpens, as: WorkspaceEdit.self).result?.changes.count == 3)
        let taken = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: account), position: .init(line: 3, character: 26), newName: "Account"))
        #expect(try client.response(to: taken, as: WorkspaceEdit.self).error?.code == -32803)
        let invalid = try client.request("textDocument/rename", RenameParams(textDocument: .init(uri: account), position: .init(line: 3, character: 26), newName: "my-table"))
        #expect(try client.response(to: invalid, as: WorkspaceEdit.self).error?.code == -32803)
        let references = try client.request("textDocument/references", ReferenceParams(textDocument: .init(uri: account), position: .init(line: 3, character: 26), context: .init(includeDeclaration: true)))
        #expect(try client.response(to: references, as: [Location].self).result?.count == 4)
    }
}
