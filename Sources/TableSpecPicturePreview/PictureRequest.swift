import TableSpecDiagnostics
import TableSpecModel
import TableSpecOutput
import TableSpecPictureLayout

/// What the two picture formats share: the layout in points of a request, and the part of it shown.
enum PictureRequest {
    /// The scene `request` asks for: the whole table, or with `--height` a viewport that many
    /// points tall from `--scroll` points or from a `--scroll-to` section or row.
    static func scene(_ table: ResolvedTable, content: TableContent, request: PreviewRequest) -> Result<PictureScene, Diagnostic> {
        let layout = PictureLayout(
            table.pictureSafeTitles(), content: content.pictureSafe(), width: request.deviceWidth, editing: request.editing,
            refreshing: request.refreshing, screenHeight: request.height.map(Double.init) ?? PictureMetrics.screenHeight)
        let dark = request.appearance == .dark
        let revealed: PictureScene.Revealed?
        switch request.revealedRow(in: layout.content) {
        case .success(let position):
            revealed = position.map { PictureScene.Revealed(section: $0.section, row: $0.row, leading: request.revealsLeading) }
        case .failure(let problem): return .failure(problem)
        }
        let menuRow: (section: Int, row: Int)?
        switch request.menuRow(in: layout.content) {
        case .success(let position): menuRow = position
        case .failure(let problem): return .failure(problem)
        }
        let bar = request.navigationBar.map {
            NavigationBarPicture(backTitle: PictureText.visible($0.backTitle), title: PictureText.visible($0.title))
        }
        let search = layout.table.search.map { search in
            SearchBarPicture(
                prompt: search.prompt ?? ResolvedSearch.systemPrompt, query: request.search.map(PictureText.visible), isActive: request.isSearching,
                scopes: search.showsScopeBar ? search.scopes.map(\.title) : [],
                selectedScope: search.scopes.firstIndex { $0.key == request.scope } ?? 0)
        }
        func scene(_ viewport: PictureRect?) -> PictureScene {
            PictureScene(layout, viewport: viewport, dark: dark, revealed: revealed, menuRow: menuRow, navigationBar: bar, searchBar: search)
        }
        guard let height = request.height else { return .success(scene(nil)) }
        let top: Double
        switch request.scroll {
        case .line(let points):
            top = Double(max(0, points))
        case .section(let name, let row):
            guard let target = request.scroll.target(in: layout.content), let found = layout.top(ofSection: target.section, row: target.row) else {
                return .failure(PreviewRequest.noScrollTarget(name, row: row, in: layout.content))
            }
            top = found
        }
        // A table scrolls no further than its end: past it, the last screen shows, as in the text preview.
        let shown = Double(max(1, height))
        let viewport = PictureRect(x: 0, y: max(0, min(top, layout.height - shown)), width: layout.width, height: shown)
        return .success(scene(viewport))
    }

    /// The font stack: the system's own font (SF Pro on Apple platforms), then common local
    /// fonts and a CJK font; nothing is loaded from anywhere.
    static let fontFamily =
        "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'Noto Sans CJK SC', system-ui, sans-serif"
}
