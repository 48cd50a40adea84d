import TableSpecFrontEnd

/// `textDocument/documentSymbol`'s answer: one symbol, with children.
struct DocumentSymbol: Encodable {
    var name: String
    var detail: String?
    /// LSP's SymbolKind: 5 class (the table), 3 namespace (a section), 8 field (a row).
    var kind: Int
    var range: Range
    var selectionRange: Range
    var children: [DocumentSymbol]?
}

struct DocumentSymbolParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

/// The outline of a spec: the table, its models (with their fields) and prototypes, its sections
/// (by id, else header), and their rows (by id, else text), in the spec's order, from the YAML
/// tree the front end parses, within the same limits.
///
/// Read from the tree, not the resolved table, so a spec with mistakes still has an outline; a
/// spec that does not parse has none. Only fixed levels are walked, never recursively.
enum DocumentSymbols {
    static func symbols(of text: [UInt8], file: String, limits: YAMLLimits) -> [DocumentSymbol] {
        guard text.count <= limits.maxInputBytes else { return [] }
        let parsed = YAMLParser.parse(text, file: file, limits: limits)
        guard let root = parsed.documents.first?.root, case .mapping(let pairs) = root.content else { return [] }
        let map = PositionMap(text)
        func range(_ node: YAMLNode) -> Range { map.range(of: node.range) }
        func span(_ pair: YAMLPair) -> Range { Range(start: range(pair.key).start, end: max(range(pair.key).start, range(pair.value).end)) }

        var table: DocumentSymbol?
        var sections: [DocumentSymbol] = []
        for pair in pairs {
            switch pair.key.content {
            case .scalar("table", _):
                if case .scalar(let name, _) = pair.value.content, !name.isEmpty {
                    table = DocumentSymbol(name: name, detail: "table", kind: 5, range: span(pair), selectionRange: range(pair.value), children: nil)
                }
            case .scalar("sections", _):
                guard case .sequence(let items) = pair.value.content else { continue }
                for (index, item) in items.enumerated() {
                    sections.append(section(item, index: index, range: range))
                }
            case .scalar("models", _), .scalar("prototypes", _):
                // Models (23, struct) with their fields (8) and types; prototypes (11, interface).
                guard case .mapping(let declared) = pair.value.content else { continue }
                let isModel = pair.key.scalar == "models"
                for entry in declared {
                    guard let name = entry.key.scalar, !name.isEmpty else { continue }
                    var fields: [DocumentSymbol]?
                    if isModel, case .mapping(let fieldPairs) = entry.value.content {
                        fields = fieldPairs.compactMap { field in
                            guard let fieldName = field.key.scalar, !fieldName.isEmpty else { return nil }
                            return DocumentSymbol(
                                name: fieldName, detail: field.value.scalar, kind: 8, range: span(field), selectionRange: range(field.key),
                                children: nil)
                        }
                    }
                    sections.append(
                        DocumentSymbol(
                            name: name, detail: isModel ? "model" : "prototype", kind: isModel ? 23 : 11,
                            range: span(entry), selectionRange: range(entry.key), children: fields))
                }
            default:
                continue
            }
        }
        guard var table else { return sections }
        table.children = sections
        table.range = Range(start: Position(line: 0, character: 0), end: map.position(ofByte: text.count))
        return [table]
    }

    private static func section(_ node: YAMLNode, index: Int, range: (YAMLNode) -> Range) -> DocumentSymbol {
        var name = "section \(index + 1)", selection = range(node)
        var rows: [DocumentSymbol] = []
        if case .mapping(let pairs) = node.content {
            if let (id, node) = scalar("id", in: pairs) ?? scalar("header", in: pairs) {
                name = id
                selection = range(node)
            }
            for pair in pairs {
                switch (pair.key.content, pair.value.content) {
                case (.scalar("rows", _), .sequence(let items)):
                    for (position, item) in items.enumerated() {
                        rows.append(row(item, index: position, range: range))
                    }
                case (.scalar("items", _), _):
                    let whole = Range(start: range(pair.key).start, end: max(range(pair.key).end, range(pair.value).end))
                    rows.append(
                        DocumentSymbol(name: "items", detail: "dynamic rows", kind: 8, range: whole, selectionRange: range(pair.key), children: nil))
                default:
                    continue
                }
            }
        }
        return DocumentSymbol(name: name, detail: "section", kind: 3, range: range(node), selectionRange: selection, children: rows)
    }

    private static func row(_ node: YAMLNode, index: Int, range: (YAMLNode) -> Range) -> DocumentSymbol {
        var name = "row \(index + 1)", selection = range(node)
        switch node.content {
        case .scalar(let text, _) where !text.isEmpty:
            name = text
        case .mapping(let pairs):
            if let (label, labelNode) = scalar("id", in: pairs) ?? scalar("text", in: pairs) {
                name = label
                selection = range(labelNode)
            }
        default:
            break
        }
        return DocumentSymbol(name: name, detail: "row", kind: 8, range: range(node), selectionRange: selection, children: nil)
    }

    /// The non-empty scalar value of `key`, with its node.
    private static func scalar(_ key: String, in pairs: [YAMLPair]) -> (String, YAMLNode)? {
        for pair in pairs {
            guard case .scalar(key, _) = pair.key.content, case .scalar(let value, _) = pair.value.content, !value.isEmpty else { continue }
            return (value, pair.value)
        }
        return nil
    }
}
