import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecTextPreview

/// The text preview of the screen around the rows (`search`, `empty`, `refreshable`, `collapsible`): golden
/// drawings of two specs written for it (`Fixtures/Previews/Inbox.table.yaml`, plain, and `Atlas.table.yaml`,
/// inset grouped, whose search looks in model fields), and the rules behind them checked one by one: which rows a
/// search keeps, what stands in place of rows, what folds.
@Suite("Previews of search, empty states, refresh and folding")
struct ScreenPreviewTests {
    static func path(_ name: String) -> String {
        PreviewTests.goldenDirectory.appendingPathComponent(name + ".table.yaml").path
    }

    static func table(_ name: String) throws -> ResolvedTable { try compiledSpec(path(name)) }

    /// The preview through the pipeline, which runs the search, drops rows and folds, as the command does.
    static func preview(_ name: String, _ request: PreviewRequest, format: any PreviewFormat = TextPreviewFormat()) -> PreviewResult {
        PreviewPipeline(format: format).preview(path: path(name), request: request)
    }

    static func request(width: Int = 48, search: String? = nil, scope: String? = nil, empty: Bool = false, refreshing: Bool = false,
                        folds: [(String, Bool)] = [], height: Int? = nil, ascii: Bool = false) -> PreviewRequest {
        var request = PreviewRequest()
        request.width = width
        request.search = search
        request.scope = scope
        request.dropsRows = empty
        request.refreshing = refreshing
        request.folds = folds.map { (section: $0.0, folded: $0.1) }
        request.height = height
        request.ascii = ascii
        return request
    }

    /// The content the pipeline would draw: the spec's rows searched with `search` and `scope`.
    static func searched(_ name: String, _ text: String, scope: String? = nil) throws -> TableContent {
        let table = try table(name)
        let search: TableSearch = try #require(request(search: text, scope: scope).tableSearch(in: table))
        return TableContent(table, search: search)
    }

    static func texts(_ content: TableContent) -> [String] {
        content.sections.flatMap { $0.rows.compactMap(\.text) }
    }

    // MARK: Golden drawings

    struct Variant: Sendable, CustomStringConvertible {
        var spec: String
        var name: String
        var request: PreviewRequest
        var description: String { "\(spec)-\(name)" }
    }

    static let variants: [Variant] = [
        Variant(spec: "Inbox", name: "w48", request: request()),
        Variant(spec: "Inbox", name: "w48-search-cafe", request: request(search: "cafe")),
        Variant(spec: "Inbox", name: "w48-search-zoe-lisbon-h12", request: request(search: "zoe lisbon", height: 12)),
        Variant(spec: "Inbox", name: "w48-empty-ascii", request: request(empty: true, ascii: true)),
        Variant(spec: "Inbox", name: "w48-refreshing-expand-archived-collapse-flagged",
                request: request(refreshing: true, folds: [("archived", false), ("flagged", true)])),
        Variant(spec: "Atlas", name: "w48-search-a-scope-asia", request: request(search: "a", scope: "asia")),
        Variant(spec: "Atlas", name: "w40-collapse-recent", request: request(width: 40, folds: [("recent", true)])),
    ]

    @Test("the screen around the rows draws as its golden files, every line exactly the width", arguments: variants)
    func golden(variant: Variant) throws {
        let result = Self.preview(variant.spec, variant.request)
        let text = try #require(result.text, "\(result.drawing.diagnostics.sorted.map(\.message))")
        let url = PreviewTests.goldenDirectory.appendingPathComponent("\(variant.spec)-\(variant.name).txt")
        let expected = try GoldenFile.expected(at: url) { text }
        #expect(text == expected, "regenerate with TABLESPEC_UPDATE_GOLDENS=1, then review the diff by eye")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(TextWidth.columns(String(line)) == variant.request.width, "\(line)")
        }
        if variant.request.ascii {
            let spec = try String(contentsOfFile: Self.path(variant.spec), encoding: .utf8)
            for scalar in text.unicodeScalars where !scalar.isASCII {
                #expect(spec.unicodeScalars.contains(scalar), "non-ASCII glyph \(scalar) in an --ascii preview")
            }
        }
    }

    // MARK: The search field

    @Test("the field shows the prompt (or Search) until a query is typed; in use, the query, its clear button and Cancel")
    func searchField() throws {
        let idle = try #require(Self.preview("Inbox", Self.request()).text).split(separator: "\n").map(String.init)
        try #require(idle.count > 2)
        #expect(idle[0] == " (⌕ Search Mail" + String(repeating: " ", count: 31) + ") ")
        #expect(idle[1].contains("[All Mailboxes]") && idle[1].contains(" Inbox "), "the first scope is chosen")
        let atlas = try #require(Self.preview("Atlas", Self.request()).text)
        #expect(atlas.hasPrefix(" (⌕ Search "), "no prompt: the system's")
        let typed = try #require(Self.preview("Inbox", Self.request(search: "cafe", scope: "inbox")).text).split(separator: "\n").map(String.init)
        try #require(typed.count > 2)
        #expect(typed[0].hasPrefix(" (⌕ cafe ") && typed[0].hasSuffix("⊗) Cancel "))
        #expect(typed[1].contains(" All Mailboxes ") && typed[1].contains("[Inbox]"), "--scope chooses the scope")
        // A table whose search has one scope draws no scope bar, as iOS does not.
        let one = FrontEnd().compile(Array("table: One\nsearch: { scope: { all: All } }\nsections:\n  - rows: [A]\n".utf8), file: "One.table.yaml")
        let table = try #require(one.table)
        let lines = try TextPreviewFormat().render(table, content: TableContent(table), request: PreviewRequest()).get().split(separator: "\n")
        #expect(lines.count == 3 && lines[0].hasPrefix(" (⌕ Search") && lines[1].hasPrefix(" A"))
    }

    @Test("a query typed on the command line reaches the terminal escaped")
    func hostileQuery() throws {
        let text = try #require(Self.preview("Inbox", Self.request(search: "\u{1B}[31m\u{202E}x")).text)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"))
        #expect(text.contains(#"\u{1B}[31m\u{202E}"#))
    }

    @Test("a row is kept when every word occurs in one of its searched texts, ignoring case and accents")
    func words() throws {
        // Words may be found in different fields of one row: the sender (a model field) and the preview (the detail).
        #expect(Self.texts(try Self.searched("Inbox", "kwame draft")) == ["Quarterly report"])
        #expect(Self.texts(try Self.searched("Inbox", "ZURICH")) == ["Café in Zürich"])
        #expect(Self.texts(try Self.searched("Inbox", "zoe")) == ["Café in Zürich"], "Zoë, a model field the row does not show")
        #expect(Self.texts(try Self.searched("Inbox", "  ")).count == 4, "no words keep every row the content shows (not the folded one)")
        // Two words of two different rows: no row has both.
        let neither = try Self.searched("Inbox", "zoe lisbon")
        #expect(neither.sections.isEmpty && neither.unavailable == .noResults)
        // Atlas looks in name and capital, not in the code its rows show as detail, nor in static rows' text.
        #expect(Self.texts(try Self.searched("Atlas", "reykjavik")) == ["Ísland"])
        #expect(Self.texts(try Self.searched("Atlas", "viet")) == ["Việt Nam"])
        #expect(Self.texts(try Self.searched("Atlas", "HA NOI")) == ["Việt Nam"])
        #expect(try Self.searched("Atlas", "JP").unavailable == .noResults)
        #expect(Self.texts(try Self.searched("Atlas", "madrid")) == ["España"], "the static row Madrid has no searched text")
    }

    @Test("a scope that is a section's id limits the search to it; another scope searches everything")
    func scopes() throws {
        #expect(Self.texts(try Self.searched("Atlas", "a", scope: "asia")) == ["Japan", "Việt Nam"])
        #expect(Self.texts(try Self.searched("Atlas", "a", scope: "all")) == ["España", "Ísland", "Japan", "Việt Nam"])
        #expect(Self.texts(try Self.searched("Atlas", "", scope: "europe")) == ["Österreich", "España", "Ísland"])
    }

    @Test("a search does not look in folded sections, whose rows are out of the content as on a device; sections without matches are left out")
    func searchAndFolding() throws {
        let content = try Self.searched("Inbox", "cafe")
        try #require(content.sections.map(\.id) == ["inbox"], "the archived café receipt is folded away")
        #expect(content.sections[0].rows.map(\.text) == ["Café in Zürich"])
        #expect(content.isSearchResult)
        #expect(try Self.searched("Inbox", "receipt").unavailable == .noResults)
    }

    @Test("a search's results leave out the index titles of the sections they leave out")
    func indexTitles() throws {
        let spec = "table: Letters\nindex: auto\nsearch: { fields: [text] }\nsections:\n  - { header: Alpha, rows: [Apple, Avocado] }\n"
            + "  - { header: Bravo, rows: [Banana] }\n  - { header: Charlie, rows: [Cherry, Apricot] }\n"
        let table = try #require(FrontEnd().compile(Array(spec.utf8), file: "Letters.table.yaml").table)
        let index = try #require(table.index)
        #expect(TableContent(table).sectionIndex(index).map(\.title) == ["A", "B", "C"])
        let found = TableContent(table, search: TableSearch(try #require(table.search), text: "ap", scope: nil))
        #expect(found.sectionIndex(index).map(\.title) == ["A", "C"])
        #expect(found.sectionIndex(index).map(\.section) == [0, 1])
        let layout = TableLayout(table, content: found, options: LayoutOptions(width: 30))
        #expect(layout.indexTitles.map(\.title) == ["A", "C"])
    }

    // MARK: In place of rows

    @Test("No Results stands in for a search that matched nothing; the table's empty state for a table without rows, searched or not")
    func noResultsOrEmpty() throws {
        let table = try Self.table("Atlas")
        var emptyItems: [Int: ResolvedSample] = [:]
        for section in table.sections where section.rows.isEmpty {
            emptyItems[section.position] = ResolvedSample(fieldCount: 3, text: [], reservingItems: 0)
        }
        let search = try #require(Self.request(search: "zzz").tableSearch(in: table))
        #expect(TableContent(table, search: search).unavailable == .noResults)
        // Atlas's static row keeps the table from being empty: no state, and each dynamic section shows none.
        #expect(TableContent(table, items: emptyItems).unavailable == nil)
        let dropped = TableContent(table).withoutRows(table)
        #expect(dropped.unavailable == .empty(try #require(table.empty)))
        #expect(TableContent(table, search: search).withoutRows(table).unavailable == .empty(try #require(table.empty)),
                "a search over a table without rows shows its empty state, not No Results")
        #expect(ContentUnavailable.noResults.state.title == "No Results")
        #expect(ContentUnavailable.noResults.state.message == "Check the spelling or try a new search.")
    }

    @Test("the table's empty state is centred in what the screen has left below the sections; a section's stands for its rows and footer")
    func emptyStates() throws {
        let table = try Self.table("Inbox")
        let content = TableContent(table).withoutRows(table)
        let layout = TableLayout(table, content: content, options: LayoutOptions(width: 48, screenLines: 30))
        #expect(layout.lineCount == 30, "the state fills the screen")
        let last = try #require(layout.blocks.last)
        #expect(last == .unavailable)
        let drafts = try #require(content.sections.firstIndex { $0.id == "drafts" })
        #expect(layout.blocks.contains(.sectionEmpty(drafts)) && !layout.blocks.contains(.sectionFooter(drafts)), "the footer gives way")
        // A folded section shows no empty state, whatever it has.
        let archived = try #require(content.sections.firstIndex { $0.id == "archived" })
        #expect(!layout.blocks.contains(.sectionEmpty(archived)))
        let lines = PreviewRenderer(layout: layout).render().split(separator: "\n").map(String.init)
        let title = try #require(lines.firstIndex { $0.contains("No Mail") })
        try #require(title >= 2 && title + 3 < lines.count)
        let first = layout.firstLine(ofBlock: layout.blocks.count - 1)
        let parts = layout.emptyStateLines(of: .unavailable)
        #expect(parts.map(\.part) == [.image, .space, .title, .message, .space, .action])
        // Centred: as many blank lines above the column as below, give or take one.
        let above = title - 2 - first, below = 30 - 1 - (title + 3)
        #expect(abs(above - below) <= 1, "\(above) above, \(below) below")
        #expect(lines[title].trimmingCharacters(in: .whitespaces) == "No Mail")
        #expect(lines[title + 3].trimmingCharacters(in: .whitespaces) == "Check Again")
        #expect(lines[title - 2].trimmingCharacters(in: .whitespaces) == "▣")
        // Without --empty the sections keep their rows and the table has no state.
        #expect(TableContent(table).unavailable == nil)
    }

    // MARK: Refresh and folding

    @Test("--refreshing pushes the table down by the control's 60 pt, the spinner in their middle")
    func refreshing() throws {
        let table = try Self.table("Inbox")
        let plain = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48))
        let spinning = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48, refreshing: true))
        #expect(spinning.blocks.first == .refreshControl)
        #expect(spinning.lineCount == plain.lineCount + 3)
        #expect(spinning.firstLine(ofSection: 0) == 3)
        let lines = PreviewRenderer(layout: spinning).render().split(separator: "\n").map(String.init)
        try #require(lines.count > 3)
        #expect(lines[0].allSatisfy { $0 == " " } && lines[2].allSatisfy { $0 == " " })
        #expect(lines[1].trimmingCharacters(in: .whitespaces) == "⣾")
        #expect(PreviewRenderer(layout: spinning, ascii: true).render().split(separator: "\n")[1].contains("*"))
    }

    @Test("a collapsible header ends in a chevron, down while open and forward while folded; a folded section shows no rows and keeps them")
    func folding() throws {
        let table = try Self.table("Inbox")
        let content = TableContent(table)
        try #require(content.sections.map(\.id) == ["flagged", "inbox", "drafts", "archived"])
        let flagged = content.sections[0], archived = content.sections[3]
        #expect(flagged.collapsible && !flagged.collapsed && flagged.rows.count == 1)
        #expect(archived.collapsed && archived.rows.isEmpty && archived.foldedRows.count == 1, "collapsed: true starts folded")
        let layout = TableLayout(table, content: content, options: LayoutOptions(width: 48))
        #expect(!layout.blocks.contains { if case .row(3, _) = $0 { true } else { false } })
        let lines = PreviewRenderer(layout: layout).render().split(separator: "\n").map(String.init)
        let chevrons = lines.filter { $0.hasPrefix("░") }.map { Array($0)[layout.chevronColumn] }
        #expect(chevrons == ["⌄", "░", "░", "›"], "Flagged open, Inbox and Drafts not collapsible, Archived folded")
        let unfolded = try Self.request(folds: [("archived", false), ("0", true)]).folding(content).get()
        #expect(unfolded.sections[3].rows.count == 1 && unfolded.sections[3].foldedRows.isEmpty)
        #expect(unfolded.sections[0].collapsed && unfolded.sections[0].rows.isEmpty, "a section by its number")
        // The header's text stops a column short of the chevron.
        let long = "table: L\nsections:\n  - { header: \(String(repeating: "Long ", count: 20)), collapsible: true, rows: [A] }\n"
        let longTable = try #require(FrontEnd().compile(Array(long.utf8), file: "L.table.yaml").table)
        for style in TableStyle.allCases {
            var styled = longTable
            styled.style = style
            let styledLayout = TableLayout(styled, content: TableContent(styled), options: LayoutOptions(width: 40))
            let header = try #require(PreviewRenderer(layout: styledLayout).render().split(separator: "\n").first { $0.contains("⌄") })
            let characters = Array(header)
            #expect(characters[styledLayout.chevronColumn] == "⌄", "\(style): \(header)")
            #expect(characters[styledLayout.chevronColumn - 1] == " " || characters[styledLayout.chevronColumn - 1] == "░", "\(style): \(header)")
        }
    }
}
