import TableSpecDiagnostics
import TableSpecLayout
import TableSpecModel
import TableSpecOutput

/// `tablespec preview --format text`: the table drawn in the terminal with box-drawing
/// characters (or ASCII), every line exactly the width, optionally coloured, and optionally a
/// viewport of it. Text from the spec that could move the cursor or reorder the line is shown
/// escaped (`TerminalSafeText`).
public struct TextPreviewFormat: PreviewFormat {
    public init() {}

    public var name: String { "text" }
    public var summary: String { "the table drawn in the terminal" }

    public func render(_ table: ResolvedTable, content: TableContent, request: PreviewRequest) -> Result<String, Diagnostic> {
        let layout = TableLayout(table.terminalSafeTitles(), content: content.terminalSafe(),
                                 options: LayoutOptions(width: request.width, editing: request.editing))
        var renderer = PreviewRenderer(layout: layout, colored: request.colored, ascii: request.ascii)
        if let reveal = request.reveal {
            let edge = request.revealsLeading ? "leading" : "trailing"
            switch Self.find(reveal, in: layout.content, option: "--reveal", lacking: edge + " swipe actions", has: { row in
                !(request.revealsLeading ? row.actions.leading : row.actions.trailing).isEmpty
            }) {
            case .success(let position): renderer.revealed = (position.section, position.row, request.revealsLeading)
            case .failure(let problem): return .failure(problem)
            }
        }
        if let menu = request.menu {
            switch Self.find(menu, in: layout.content, option: "--menu", lacking: "context menu", has: { !$0.actions.menu.isEmpty }) {
            case .success(let position): renderer.menuRow = (position.section, position.row)
            case .failure(let problem): return .failure(problem)
            }
        }
        // The bar stays on top, as a navigation bar does while the table scrolls under it.
        let bar = request.navigationBar.map { renderer.navigationBar(backTitle: $0.backTitle, title: $0.title) } ?? ""
        guard let height = request.height else { return .success(bar + renderer.render()) }
        let start: Int
        switch request.scroll {
        case .line(let line):
            start = line
        case .section(let name, let row):
            guard let target = request.scroll.target(in: layout.content),
                  let line = layout.firstLine(ofSection: target.section, row: target.row) else {
                return .failure(.error("--scroll-to \(name)\(row.map { ":\($0)" } ?? ""): the table has no such section or row", at: nil))
            }
            start = line
        }
        // A table scrolls no further than its end: past it, the last screen shows.
        let top = max(0, min(start, layout.lineCount - height))
        return .success(bar + renderer.render(lines: top..<(top + max(0, height))))
    }

    /// The row a `--reveal` or `--menu` names, or why it names none: an unknown id (with the
    /// nearest ids), a position the table does not have, or a row without what is asked for.
    static func find(_ reference: PreviewRequest.RowReference, in content: TableContent, option: String, lacking: String,
                     has: (TableContent.Row) -> Bool) -> Result<(section: Int, row: Int), Diagnostic> {
        let found: (section: Int, row: Int)?
        let shown: String
        switch reference {
        case .id(let id):
            shown = id
            found = content.sections.indices.lazy.compactMap { section in
                content.sections[section].rows.firstIndex { $0.id == id }.map { (section, $0) }
            }.first
            if found == nil {
                let ids = content.sections.flatMap { $0.rows.compactMap(\.id) }
                let hint = ids.isEmpty ? " (no row has an id; name a row as SECTION:ROW)" : NearestName.hint(for: id, among: ids)
                return .failure(.error("\(option) \(id): the table has no row with that id\(hint)", at: nil))
            }
        case .position(let section, let row):
            shown = "\(section):\(row)"
            let index = Int(section) ?? content.sections.firstIndex { $0.id == section }
            found = index.flatMap { content.sections.indices.contains($0) && content.sections[$0].rows.indices.contains(row) ? ($0, row) : nil }
            if found == nil { return .failure(.error("\(option) \(shown): the table has no such section or row", at: nil)) }
        }
        guard let found else { return .failure(.error("\(option) \(shown): the table has no such row", at: nil)) }
        guard has(content.sections[found.section].rows[found.row]) else {
            return .failure(.error("\(option) \(shown): the row has no \(lacking)", at: nil))
        }
        return .success(found)
    }
}
