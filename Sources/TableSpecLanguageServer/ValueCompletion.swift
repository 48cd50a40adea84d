import TableSpecFrontEnd
import TableSpecModel

/// `textDocument/completion`'s items.
struct CompletionItem: Encodable {
    var label: String
    /// LSP's CompletionItemKind: 20 enum member, 12 value.
    var kind: Int
    var detail: String?
    var textEdit: TextEdit
}

/// The fallback of `SpecCompletion` for a spec that does not parse even repaired around the
/// position, and for a word after a colon in a line the repair had to blank.
///
/// Completion of a key's value where the format lists the values: an enumeration's spellings
/// (styles, accessories, controls, colours…) and `true`/`false`, from the key catalogue the
/// decoder reads, so nothing is offered that the compiler refuses.
///
/// The key is read from the line's text (`key: partial`, block or flow style). An unindented key
/// is the table's, and only an unindented one; elsewhere a name that several mappings use (`style`) offers each one's values,
/// each labelled with what it is ("cell style", "table style").
enum ValueCompletion {
    static func items(in text: [UInt8], at position: Position) -> [CompletionItem] {
        let map = PositionMap(text)
        let offset = map.byteOffset(of: position)
        var start = offset
        while start > 0, TableNameText.isNameByte(text[start - 1]) { start -= 1 }
        guard let key = key(in: text, before: start) else { return [] }
        let topLevel = key.lowerBound == 0 || text[key.lowerBound - 1] == 0x0A || text[key.lowerBound - 1] == 0x0D
        let name = String(decoding: text[key], as: UTF8.self)
        let replaced = Range(start: map.position(ofByte: start), end: map.position(ofByte: offset))
        var items: [CompletionItem] = []
        for object in topLevel ? [.table] : SpecObject.allCases.filter({ $0 != .table }) {
            guard let specKey = object.keys.first(where: { $0.name == name }) else { continue }
            let values: [String], detail: String, kind: Int
            switch specKey.value {
            case .enumeration(let type):
                (values, detail, kind) = (type.spellings, type.kindName, 20)
            case .boolean:
                (values, detail, kind) = (["true", "false"], "Boolean", 12)
            default:
                continue
            }
            for value in values where !items.contains(where: { $0.label == value && $0.detail == detail }) {
                items.append(CompletionItem(label: value, kind: kind, detail: detail, textEdit: TextEdit(range: replaced, newText: value)))
            }
        }
        return items
    }

    /// The key whose value starts at `start`: `key:` then spaces, the key at a line's start, after
    /// a list dash, or after `{` or `,` in flow style.
    private static func key(in text: [UInt8], before start: Int) -> Swift.Range<Int>? {
        var index = start - 1
        while index >= 0, text[index] == 0x20 || text[index] == 0x09 { index -= 1 }
        guard index >= 0, text[index] == 0x3A else { return nil }
        let end = index
        var keyStart = end
        while keyStart > 0, TableNameText.isNameByte(text[keyStart - 1]) { keyStart -= 1 }
        guard keyStart < end else { return nil }
        var before = keyStart - 1
        while before >= 0, text[before] == 0x20 || text[before] == 0x09 { before -= 1 }
        guard before < 0 || [0x0A, 0x0D, 0x2D, 0x7B, 0x2C].contains(text[before]) else { return nil }
        return keyStart..<end
    }
}
