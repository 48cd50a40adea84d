import TableSpecFrontEnd

/// Completion read from the YAML tree: the keys a mapping may still take, and the names a value
/// refers to (row and section ids, option keys, prototypes, models, model fields, tables).
///
/// The keys come from the catalogue the decoder checks keys against, for the kind of mapping the
/// tree says the position is in, without those the mapping has. Nil when the text does not parse
/// even repaired around the position: the caller then falls back to reading the line.
enum SpecCompletion {
    /// LSP's CompletionItemKind values used here.
    enum Kind {
        static let property = 10
        static let value = 12
        static let enumMember = 20
        static let variable = 6
        static let `class` = 7
        static let field = 5
        static let reference = 18
    }

    static func items(in document: OpenDocument, at position: Position, documents: OpenDocuments, limits: YAMLLimits) -> [CompletionItem]? {
        let text = document.text
        let map = PositionMap(text)
        let offset = map.byteOffset(of: position)
        var wordStart = offset
        while wordStart > 0, TableNameText.isNameByte(text[wordStart - 1]) { wordStart -= 1 }
        guard let tree = SpecTree(text, limits: limits, repairingAt: offset),
            let context = SpecContext.at(offset, wordStart: wordStart, in: text, tree: tree)
        else { return nil }
        let replaced = Range(start: map.position(ofByte: wordStart), end: position)
        func item(_ label: String, _ kind: Int, _ detail: String?) -> CompletionItem {
            CompletionItem(label: label, kind: kind, detail: detail, textEdit: TextEdit(range: replaced, newText: label))
        }
        switch context.place {
        case .key:
            // A key starts a line's content, or follows a list dash, `{` or `,`. A word anywhere
            // else is in a value, whatever the repaired tree says (its line was blanked to
            // parse): the line's own reading answers instead.
            var before = wordStart - 1
            while before >= 0, text[before] == 0x20 || text[before] == 0x09 { before -= 1 }
            if before >= 0, ![0x0A, 0x0D, 0x2D, 0x7B, 0x2C].contains(text[before]) { return nil }
            // A new key is written with its colon, and a space where its value goes on the same
            // line; a key already followed by its colon is only renamed.
            var after = offset
            while after < text.count, TableNameText.isNameByte(text[after]) || text[after] == 0x20 { after += 1 }
            let hasColon = after < text.count && text[after] == 0x3A
            return context.object.keys.filter { !context.present.contains($0.name) }.map { key in
                let written = hasColon ? key.name : key.name + (Self.valueOnNextLines(key.value) ? ":" : ": ")
                return CompletionItem(
                    label: key.name, kind: Kind.property, detail: key.summary, textEdit: TextEdit(range: replaced, newText: written))
            }
        case .value(let key):
            let symbols = SpecSymbols(tree: tree, text: text)
            let before = String(decoding: text[SpecTree.lineBounds(in: text, at: wordStart).lowerBound..<wordStart], as: UTF8.self)
            switch (context.object, key) {
            case (.row, "hidden"), (.row, "disabled"), (.section, "hidden"):
                return conditionItems(symbols: symbols, before: before).map { item($0.label, $0.kind, $0.detail) }
            case (.table, "index"):
                // In the index map, a section id; as the key's own value, `auto`.
                guard context.path.last == "index" else { return [item("auto", Kind.value, "one index title per section")] }
                return symbols.names(.sectionID).map { item($0, Kind.variable, "section id") }
            case (.items, "prototype"):
                return symbols.names(.prototype).map { item($0, Kind.reference, "prototype") }
            case (.items, "model"):
                return symbols.names(.model).map { item($0, Kind.class, "model") }
            case (.items, "id"):
                return fields(of: itemsModel(context), symbols).map { item($0.name, Kind.field, $0.type) }
            case (_, "opens"):
                var directory = TableDirectory()
                directory.edited = documents.editedTexts
                let frontEnd = FrontEnd(limits: limits, tables: directory)
                let ownName = TableNameText.declaredName(in: text)?.name
                return frontEnd.visibleTables(fromSpec: document.path ?? "-", ownName: ownName).map { item($0, Kind.class, "table") }
            case (.prototype, _) where SpecSymbols.templateKeys.contains(key) && isInsideBraces(before):
                let prototype = context.path.count >= 2 ? context.path[1] : ""
                return fields(of: symbols.modelOfPrototype[prototype], symbols).map { item($0.name, Kind.field, $0.type) }
            default:
                return enumerationItems(context.object, key).map { item($0.label, $0.kind, $0.detail) }
            }
        }
    }

    /// Whether a key's value is usually a block below it (a mapping or a list), so its colon ends
    /// the line, rather than a scalar after `key: `.
    static func valueOnNextLines(_ value: SpecKey.ValueKind) -> Bool {
        switch value {
        case .object, .sections, .rows, .models, .prototypes: true
        default: false
        }
    }

    private static func fields(of model: String?, _ symbols: SpecSymbols) -> [(name: String, type: String)] {
        guard let model else { return [] }
        return symbols.models.first { $0.name == model }?.fields ?? []
    }

    /// The model of the `items` mapping the context is in: its `model:`, before or after the key.
    private static func itemsModel(_ context: SpecContext) -> String? {
        guard case .mapping(let pairs)? = context.mapping?.content else { return nil }
        return pairs.first { $0.key.scalar == "model" }?.value.scalar
    }

    /// Whether a `{` before the position is still open: a template's field is being typed.
    static func isInsideBraces(_ before: String) -> Bool {
        guard let open = before.lastIndex(of: "{") else { return false }
        if open > before.startIndex, before[before.index(before: open)] == "{" { return false }
        return !before[open...].contains("}")
    }

    private static func conditionItems(symbols: SpecSymbols, before: String) -> [(label: String, kind: Int, detail: String)] {
        // `units == ` or `units != `: the option keys of the row `units`.
        let operand = before.reversed().drop { $0 == " " }
        if operand.starts(with: "==") || operand.starts(with: "=!") {
            let left = String(operand.dropFirst(2).drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if let options = symbols.optionKeys[left] {
                return options.map { ($0, Kind.enumMember, "option of \(left)") }
            }
        }
        var items = symbols.names(.rowID).map { ($0, Kind.variable, symbols.rowTexts[$0].map { "row id: \($0)" } ?? "row id") }
        items += [("true", Kind.value, "Boolean"), ("false", Kind.value, "Boolean")]
        return items
    }

    /// A key's listed values (an enumeration's spellings, `true`/`false`), for the mapping it is in.
    private static func enumerationItems(_ object: SpecObject, _ key: String) -> [(label: String, kind: Int, detail: String)] {
        guard let specKey = object.keys.first(where: { $0.name == key }) else { return [] }
        switch specKey.value {
        case .enumeration(let type): return type.spellings.map { ($0, Kind.enumMember, type.kindName) }
        case .boolean: return [("true", Kind.value, "Boolean"), ("false", Kind.value, "Boolean")]
        default: return []
        }
    }
}
