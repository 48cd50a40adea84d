import TableSpecFrontEnd
import TableSpecModel
import TableSpecOutput
import TableSpecTextPreview

/// Hover over a `style` value: a small picture of a cell in that style (or of a table, for the
/// table's style), drawn by `tablespec preview --format text`'s renderer from a one-row spec the
/// front end compiles, so the picture is the preview's own, never a drawing of the server's.
///
/// A static row's picture shows its own `text` and `detail` when they are plain text; anything
/// else (a prototype's templates) shows "Title" and "Detail".
enum StylePicture {
    /// `tree` is the text's, parsed as it is; nil when it does not parse.
    static func hover(in text: [UInt8], at position: Position, tree: SpecTree?, limits: YAMLLimits) -> Hover? {
        guard let tree else { return nil }
        let offset = tree.map.byteOffset(of: position)
        var wordStart = offset
        while wordStart > 0, TableNameText.isNameByte(text[wordStart - 1]) { wordStart -= 1 }
        guard let context = SpecContext.at(offset, wordStart: wordStart, in: text, tree: tree),
            context.place == .value("style"), let node = context.valueNode, let style = node.scalar
        else { return nil }
        let spec: String
        switch context.object {
        case .table:
            guard TableStyle(rawValue: style) != nil else { return nil }
            spec = "table: StylePicture\nstyle: \(style)\nsections:\n  - { header: Header, rows: [Row, Row] }\n"
        case .row, .prototype, .defaults:
            guard CellStyle(rawValue: style) != nil else { return nil }
            let rowText = context.object == .row ? sibling("text", of: node, in: tree) : nil
            let detail = context.object == .row ? sibling("detail", of: node, in: tree) : nil
            spec =
                "table: StylePicture\nsections:\n  - rows:\n      - { text: \(quoted(rowText ?? "Title")), detail: \(quoted(detail ?? "Detail")), style: \(style) }\n"
        default:
            return nil
        }
        let compiled = FrontEnd(limits: limits).compile(Array(spec.utf8), file: "-")
        guard let table = compiled.table else { return nil }
        var request = PreviewRequest()
        request.width = 40
        guard case .success(let picture) = TextPreviewFormat().render(table, content: TableContent(table), request: request) else { return nil }
        let title = context.object == .table ? "The table style **\(style)**" : "The cell style **\(style)**"
        return Hover(
            contents: MarkupContent(value: "\(title), as `tablespec preview` draws it:\n\n```text\n\(picture)```"),
            range: tree.range(node))
    }

    /// A plain scalar beside `node` in its row, found by looking for the row's mapping in the tree.
    private static func sibling(_ key: String, of node: YAMLNode, in tree: SpecTree) -> String? {
        func search(_ current: YAMLNode, depth: Int) -> String?? {
            guard depth < 8 else { return nil }
            switch current.content {
            case .mapping(let pairs):
                if pairs.contains(where: { $0.value.id == node.id }) {
                    return .some(pairs.first { $0.key.scalar == key }?.value.scalar)
                }
                for pair in pairs { if let found = search(pair.value, depth: depth + 1) { return found } }
            case .sequence(let items):
                for item in items { if let found = search(item, depth: depth + 1) { return found } }
            case .scalar:
                break
            }
            return nil
        }
        return search(tree.root, depth: 0) ?? nil
    }

    /// `text` as a YAML double-quoted scalar, short and without line breaks.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars.prefix(30) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
