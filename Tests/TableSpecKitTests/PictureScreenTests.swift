import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecPictureLayout
@testable import TableSpecPicturePreview

/// `--format html|svg` of the screen around the rows: the search field and scope bar above the table, the refresh
/// control, folding chevrons, and empty states, where iOS 17 puts them, in golden files and drawn by Chromium.
@Suite("Picture previews of search, empty states, refresh and folding")
struct PictureScreenTests {
    static func scene(_ spec: String, _ request: PreviewRequest) throws -> PictureScene {
        let table = try ScreenPreviewTests.table(spec)
        var content = TableContent(table, search: request.tableSearch(in: table))
        content = try request.folding(content).get()
        if request.dropsRows { content = content.withoutRows(table) }
        return try PictureRequest.scene(table, content: content, request: request).get()
    }

    /// Every node with its place in the picture's coordinates.
    static func placed(_ scene: PictureScene) -> [(PictureNode, PictureRect)] {
        PicturePreviewTests.placed(scene.nodes)
    }

    static func texts(_ scene: PictureScene) -> [(PictureTextRun, PictureRect)] {
        placed(scene).compactMap { node, rect in
            if case .text(let run) = node { return (run, rect) }
            return nil
        }
    }

    static func glyphs(_ scene: PictureScene) -> [(PictureGlyph, PictureRect, SystemColor)] {
        placed(scene).compactMap { node, rect in
            if case .glyph(let glyph, _, let color) = node { return (glyph, rect, color) }
            return nil
        }
    }

    // MARK: Golden files

    struct Variant: Sendable, CustomStringConvertible {
        var spec: String
        var name: String
        var format: String
        var request: PreviewRequest
        var description: String { "\(spec)-picture-\(name).\(format)" }
    }

    static var variants: [Variant] {
        var dark = ScreenPreviewTests.request(empty: true)
        dark.appearance = .dark
        var noResults = ScreenPreviewTests.request(search: "zz", height: 600)
        noResults.appearance = .light
        return [
            Variant(spec: "Inbox", name: "light", format: "html", request: ScreenPreviewTests.request()),
            Variant(spec: "Inbox", name: "light-search-cafe-refreshing", format: "html", request: ScreenPreviewTests.request(search: "cafe", refreshing: true)),
            Variant(spec: "Inbox", name: "dark-empty", format: "svg", request: dark),
            Variant(spec: "Atlas", name: "light-search-zz-h600", format: "svg", request: noResults),
            Variant(spec: "Atlas", name: "light-collapse-recent", format: "html", request: ScreenPreviewTests.request(folds: [("recent", true)])),
        ]
    }

    @Test("pictures of the screen around the rows match their golden files and are the same on every run", arguments: variants)
    func golden(variant: Variant) throws {
        let format: any PreviewFormat = variant.format == "html" ? HTMLPreviewFormat() : SVGPreviewFormat()
        let first = ScreenPreviewTests.preview(variant.spec, variant.request, format: format)
        let text = try #require(first.text, "\(first.drawing.diagnostics.sorted.map(\.message))")
        #expect(text == ScreenPreviewTests.preview(variant.spec, variant.request, format: format).text)
        let url = PreviewTests.goldenDirectory.appendingPathComponent(variant.description)
        let expected = try GoldenFile.expected(at: url) { text }
        #expect(text == expected, "regenerate with TABLESPEC_UPDATE_GOLDENS=1, then review the diff by eye")
        for remote in ["http:", "https:", "<script", "url(", "<img", "@font-face"] {
            #expect(!text.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains(remote), "\(remote) in \(variant)")
        }
    }

    // MARK: The search field

    @Test("the field sits above the table, which the bars make taller: the prompt in grey; in use, the query, its clear button and Cancel")
    func searchField() throws {
        let idle = try Self.scene("Inbox", ScreenPreviewTests.request())
        let bars = PictureMetrics.searchBarHeight + PictureMetrics.scopeBarHeight
        #expect(idle.frame == PictureRect(x: 0, y: -bars, width: 390, height: idle.layout.height + bars))
        let above = Self.texts(idle).filter { $0.1.maxY <= 0 }
        try #require(above.map(\.0.text) == ["Search Mail", "All Mailboxes", "Inbox"])
        #expect(above[0].0.color == .secondaryLabel)
        #expect(!Self.glyphs(idle).contains { $0.0 == .clearText })
        let glass = try #require(Self.glyphs(idle).first { $0.0 == .magnifyingGlass })
        #expect(glass.1.x == PictureMetrics.layoutMargin + PictureMetrics.searchFieldPadding && glass.2 == .secondaryLabel)

        let typed = try Self.scene("Inbox", ScreenPreviewTests.request(search: "cafe", scope: "inbox"))
        let texts = Self.texts(typed).filter { $0.1.maxY <= 0 }
        try #require(texts.map(\.0.text) == ["cafe", "Cancel", "All Mailboxes", "Inbox"])
        #expect(texts.map(\.0.color) == [.label, .tint, .label, .label])
        let cancel = texts[1].1
        #expect(abs(cancel.maxX - (390 - PictureMetrics.layoutMargin)) < 0.01, "Cancel at the trailing margin")
        let clear = try #require(Self.glyphs(typed).first { $0.0 == .clearText })
        #expect(clear.1.maxX <= cancel.x - PictureMetrics.searchFieldPadding, "the clear button inside the shortened field")
        // The chosen scope's raised segment is under its title.
        let segment = try #require(Self.placed(typed).first { node, _ in if case .rect(_, .selectedSegment, _) = node { true } else { false } }?.1)
        #expect(segment.x > 195 && segment.maxX < 390 - 16)
        let atlas = try Self.scene("Atlas", ScreenPreviewTests.request())
        #expect(Self.texts(atlas).first { $0.1.maxY <= 0 }?.0.text == "Search", "no prompt: the system's")
    }

    @Test("scrolled, the bar takes its material and the hairline goes under the search field, not under the navigation bar")
    func scrolled() throws {
        var request = ScreenPreviewTests.request(height: 200)
        request.scroll = .line(40)
        let scene = try Self.scene("Inbox", request)
        let hairlines = Self.placed(scene).compactMap { node, rect -> PictureRect? in
            if case .hairline = node, rect.maxY <= scene.viewport.y + 0.01 { return rect }
            return nil
        }
        #expect(hairlines.count == 1 && abs((hairlines.first?.maxY ?? 0) - scene.viewport.y) < 0.01)
        let fills = Self.placed(scene).compactMap { node, rect -> SystemColor? in
            if case .rect(_, let fill, _) = node, rect.y == scene.frame.y { return fill }
            return nil
        }
        #expect(fills.contains(.barBackground))
        let bar = NavigationBarPicture(backTitle: "Back", title: "T")
        let nodes = PicturePreviewTests.placed(bar.nodes(width: 390, y: 0, scrolled: true, background: .systemBackground, hairline: false))
        #expect(!nodes.contains { if case .hairline = $0.0 { true } else { false } })
    }

    @Test("a query from the command line comes out as text")
    func hostileQuery() throws {
        for format in [HTMLPreviewFormat() as any PreviewFormat, SVGPreviewFormat()] {
            let text = try #require(ScreenPreviewTests.preview("Inbox", ScreenPreviewTests.request(search: "<b>&\u{202E}"), format: format).text)
            #expect(text.contains("&lt;b&gt;&amp;\\u{202E}") && !text.contains("<b>") && !text.contains("\u{202E}"), "\(format.name)")
        }
    }

    // MARK: Rows and what stands for them

    @Test("--refreshing pushes the table down 60 pt, a spinner in the middle of the gap")
    func refreshing() throws {
        let still = try Self.scene("Inbox", ScreenPreviewTests.request())
        let spinning = try Self.scene("Inbox", ScreenPreviewTests.request(refreshing: true))
        #expect(spinning.layout.height == still.layout.height + 60)
        let row = try #require(still.layout.placed(.row(section: 0, row: 0))), moved = try #require(spinning.layout.placed(.row(section: 0, row: 0)))
        #expect(moved.y == row.y + 60)
        let spinner = try #require(Self.glyphs(spinning).first { $0.0 == .activityIndicator })
        #expect(spinner.1 == PictureRect(x: 185, y: 20, width: 20, height: 20) && spinner.2 == .secondaryLabel)
        #expect(!Self.glyphs(still).contains { $0.0 == .activityIndicator })
    }

    @Test("a collapsible header has a chevron at its trailing margin: down while open, forward while folded; a folded section has no rows")
    func chevrons() throws {
        let scene = try Self.scene("Inbox", ScreenPreviewTests.request())
        let chevrons = Self.glyphs(scene).filter { if case .sectionChevron = $0.0 { true } else { false } }
        try #require(chevrons.map(\.0) == [.sectionChevron(folded: false), .sectionChevron(folded: true)])
        #expect(chevrons.allSatisfy { abs($0.1.maxX - (390 - PictureMetrics.layoutMargin)) < 0.01 && $0.2 == .secondaryLabel })
        let archived = try #require(scene.layout.placed(.sectionHeader(3)))
        #expect(chevrons[1].1.y > archived.y && chevrons[1].1.maxY < archived.maxY)
        #expect(scene.layout.placed(.row(section: 3, row: 0)) == nil)
        // The header's text stops short of the chevron.
        let header = try #require(Self.texts(scene).first { $0.0.text == "Archived" })
        #expect(header.1.maxX <= chevrons[1].1.x - PictureMetrics.accessoryGap + 0.01)
        let unfolded = try Self.scene("Inbox", ScreenPreviewTests.request(folds: [("archived", false)]))
        #expect(unfolded.layout.placed(.row(section: 3, row: 0)) != nil)
        #expect(Self.glyphs(unfolded).contains { $0.0 == .sectionChevron(folded: false) && $0.1.y > archived.y })
    }

    @Test("a section's empty state stands in for its rows and its footer; the table's is centred in what the screen has left")
    func emptyStates() throws {
        let scene = try Self.scene("Inbox", ScreenPreviewTests.request(empty: true))
        let layout = scene.layout
        let drafts = try #require(layout.placed(.sectionEmpty(2)))
        #expect(layout.placed(.sectionFooter(2)) == nil)
        let draftTexts = Self.texts(scene).filter { $0.1.y >= drafts.y && $0.1.maxY <= drafts.maxY }
        #expect(draftTexts.map(\.0.text) == ["No Drafts", "Messages you start appear here."])
        #expect(draftTexts.map(\.0.font) == [.headline, .footnote] && draftTexts.map(\.0.color) == [.label, .secondaryLabel])
        let state = try #require(layout.placed(.unavailable))
        #expect(state.maxY == PictureMetrics.screenHeight && layout.height == PictureMetrics.screenHeight)
        let parts = Self.placed(scene).filter { node, rect in
            switch node {
            case .text, .glyph: rect.y >= state.y
            default: false
            }
        }
        let top = parts.map(\.1.y).min() ?? 0, bottom = parts.map(\.1.maxY).max() ?? 0
        #expect(abs((top + bottom) / 2 - (state.y + state.height / 2)) < 2, "centred in the block: \(top)…\(bottom) in \(state.y)…\(state.maxY)")
        let symbol = try #require(Self.glyphs(scene).first { $0.1.y >= state.y })
        #expect(symbol.0 == .image(name: "tray") && symbol.1.width == 48 && symbol.2 == .secondaryLabel)
        let stateTexts = Self.texts(scene).filter { $0.1.y >= state.y }
        try #require(stateTexts.map(\.0.text) == ["No Mail", "New messages appear here.", "Check Again"])
        #expect(stateTexts.map(\.0.color) == [.label, .secondaryLabel, .tint])
        #expect(stateTexts[0].0.font == .title2Bold && stateTexts.allSatisfy { $0.0.alignment == .center })
        // A viewport is the screen: the state fills it.
        let short = try Self.scene("Inbox", ScreenPreviewTests.request(empty: true, height: 500))
        #expect(short.layout.height == 500)
    }

    @Test("No Results: the magnifying glass drawn large, iOS's words, and no other section")
    func noResults() throws {
        let scene = try Self.scene("Atlas", ScreenPreviewTests.request(search: "zz"))
        #expect(scene.layout.content.sections.isEmpty)
        #expect(Self.texts(scene).filter { $0.1.y >= 0 }.map(\.0.text) == ["No Results", "Check the spelling or try a new search."])
        let glass = try #require(Self.glyphs(scene).first { $0.1.y >= 0 })
        #expect(glass.0 == .magnifyingGlass && glass.1.width == 48)
        // The glyph's own 16 pt box, scaled to its frame, in both notations.
        let svg = SVGPreviewFormat.document(scene)
        #expect(svg.contains("width=\"48\" height=\"48\" viewBox=\"0 0 16 16\" overflow=\"visible\""))
        #expect(HTMLPreviewFormat.page(scene, liveReload: nil).contains("width=\"48\" height=\"48\" viewBox=\"0 0 16 16\""))
        // Fonts the page has no rule for are written on the text; fill-only colours get no text rule.
        let page = HTMLPreviewFormat.page(scene, liveReload: nil)
        #expect(page.contains("font-size:22px;line-height:28px;font-weight:700") && !page.contains(".searchField{"))
    }

    // MARK: In a browser

    @Test("Chromium draws the search field in tertiarySystemFill, Cancel in the tint colour, and No Results in the middle, light and dark",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: [false, true])
    func browser(dark: Bool) throws {
        var request = ScreenPreviewTests.request(search: "zz", height: 500)
        request.appearance = dark ? .dark : .light
        let scene = try Self.scene("Inbox", request)
        let html = HTMLPreviewFormat.page(scene, liveReload: nil)
        guard let image = try PictureTools.screenshot(html: html, height: Int(scene.frame.height)) else { return }
        // The field over the table's background: 12% (24% dark) of #767680, between its top and its text.
        let fill = SystemColor.searchField.value(dark: dark), background = scene.background.value(dark: dark)
        let pixel = try #require(image.pixel(200, 11))
        #expect(abs(Int(pixel.0) - Self.blend(fill.red, over: background.red, percent: fill.percent)) <= 2
                && abs(Int(pixel.2) - Self.blend(fill.blue, over: background.blue, percent: fill.percent)) <= 2, "\(pixel)")
        let tint = SystemColor.tint.value(dark: dark).hex
        #expect(image.closest(to: tint, x: 320, y: 14, width: 60, height: 24) < 40, "Cancel")
        // No Results: the magnifying glass in grey and the title in the label colour, about the block's middle.
        let offset = -scene.frame.y
        let state = try #require(scene.layout.placed(.unavailable))
        let glass = try #require(Self.glyphs(scene).first { $0.0 == .magnifyingGlass && $0.1.width == 48 }?.1)
        let grey = SystemColor.secondaryLabel.value(dark: dark)
        let shade = String(format: "#%02X%02X%02X", UInt8(Self.blend(grey.red, over: background.red, percent: grey.percent)),
                           UInt8(Self.blend(grey.green, over: background.green, percent: grey.percent)),
                           UInt8(Self.blend(grey.blue, over: background.blue, percent: grey.percent)))
        #expect(image.closest(to: shade, x: glass.x, y: glass.y + offset, width: glass.width, height: glass.height) < 24)
        let title = try #require(Self.texts(scene).first { $0.0.text == "No Results" }?.1)
        #expect(image.closest(to: SystemColor.label.value(dark: dark).hex, x: title.x, y: title.y + offset, width: title.width, height: title.height) < 40)
        #expect(glass.y > state.y + state.height / 4 && title.maxY < state.maxY - state.height / 4, "in the middle of what the screen has left")
    }

    /// A colour `percent` opaque over another, as the browser blends it.
    static func blend(_ top: UInt8, over under: UInt8, percent: Int) -> Int {
        Int((Double(top) * Double(percent) / 100 + Double(under) * (1 - Double(percent) / 100)).rounded())
    }
}
