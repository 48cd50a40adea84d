import TableSpecDiagnostics
import TableSpecTextLayout
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
        let layout = TableLayout(
            table.terminalSafeTitles(), content: content.terminalSafe(),
            options: LayoutOptions(
                width: request.width, editing: request.editing, refreshing: request.refreshing,
                screenLines: request.height ?? LayoutOptions.screenLines))
        var renderer = PreviewRenderer(layout: layout, colored: request.colored, ascii: request.ascii)
        switch request.revealedRow(in: layout.content) {
        case .success(let position): renderer.revealed = position.map { ($0.section, $0.row, request.revealsLeading) }
        case .failure(let problem): return .failure(problem)
        }
        switch request.menuRow(in: layout.content) {
        case .success(let position): renderer.menuRow = position.map { ($0.section, $0.row) }
        case .failure(let problem): return .failure(problem)
        }
        // The bars stay on top, as a navigation bar and its search field do while the table scrolls under them.
        var bar = request.navigationBar.map { renderer.navigationBar(backTitle: $0.backTitle, title: $0.title) } ?? ""
        if let search = layout.table.search {
            bar += renderer.searchBar(prompt: search.prompt ?? ResolvedSearch.systemPrompt, query: request.search, isActive: request.isSearching)
            if search.showsScopeBar {
                bar += renderer.scopeBar(titles: search.scopes.map(\.title), selected: search.scopes.firstIndex { $0.key == request.scope } ?? 0)
            }
        }
        guard let height = request.height else { return .success(bar + renderer.render()) }
        let start: Int
        switch request.scroll {
        case .line(let line):
            start = line
        case .section(let name, let row):
            guard let target = request.scroll.target(in: layout.content),
                let line = layout.firstLine(ofSection: target.section, row: target.row)
            else {
                return .failure(PreviewRequest.noScrollTarget(name, row: row, in: layout.content))
            }
            start = line
        }
        // A table scrolls no further than its end: past it, the last screen shows.
        let top = max(0, min(start, layout.lineCount - height))
        return .success(bar + renderer.render(lines: top..<(top + max(0, height))))
    }
}
