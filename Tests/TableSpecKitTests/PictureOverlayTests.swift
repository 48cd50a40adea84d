import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecPictureLayout
@testable import TableSpecPicturePreview
@testable import TableSpecTextPreview

/// `--menu` and `--open` in the pictures: the context menu's panel beside the lifted row over a
/// veiled table, the navigation bar over an opened table, where iOS puts them, and drawn by Chromium.
@Suite("Picture previews of context menus and navigation bars")
struct PictureOverlayTests {
    static func scene(_ sample: String, menu: PreviewRequest.RowReference? = nil, open: String? = nil, height: Int? = nil,
                      scroll: PreviewRequest.Scroll = .line(0), dark: Bool = false) throws -> PictureScene {
        var table = try PreviewTests.table(sample)
        var request = PreviewRequest()
        request.menu = menu
        request.height = height
        request.scroll = scroll
        request.appearance = dark ? .dark : .light
        if let open {
            let opened = PreviewPipeline().open(open, from: table)
            table = try #require(opened.table, "\(opened.diagnostics)")
            request.navigationBar = opened.bar
        }
        return try PictureRequest.scene(table, content: TableContent(table), request: request).get()
    }

    static func row(_ scene: PictureScene, _ section: Int, _ row: Int) throws -> PictureLayout.Placed {
        try #require(scene.layout.placed(.row(section: section, row: row)))
    }

    /// The texts of the menu's panel, top to bottom, with their colours.
    static func menuTexts(_ scene: PictureScene) -> [(String, SystemColor)] {
        guard let panel = scene.menu else { return [] }
        return PicturePreviewTests.placed(panel.nodes()).compactMap { node, _ in
            if case .text(let run) = node { return (run.text, run.color) }
            return nil
        }
    }

    @Test("a menu opens below its row, 250 pt wide at the margin, one 44 pt item per action, over a veil that covers the picture")
    func menuBelow() throws {
        let scene = try Self.scene("Mail", menu: .id("pinnedDinner"))
        let panel = try #require(scene.menu)
        let row = try Self.row(scene, 0, 0)
        #expect(panel.frame == PictureRect(x: 16, y: row.maxY + 8, width: 250, height: 88))
        #expect(Self.menuTexts(scene).map(\.0) == ["Unpin", "Reply"])
        // The veil, then the lifted row with every corner rounded, then the panel: last, so on top.
        let veil = try #require(scene.nodes.firstIndex { $0 == .rect(scene.frame, fill: .dimming) })
        #expect(scene.nodes.count == veil + 3)
        guard case .group(let lifted, let cell) = scene.nodes[veil + 1], case .rect(_, _, let corners)? = cell.first else {
            Issue.record("the lifted row follows the veil"); return
        }
        #expect(lifted.y == row.y && lifted.height == row.height)
        #expect(corners == RoundedCorners(radius: 13, top: true, bottom: true))
        #expect(!cell.contains { if case .hairline = $0 { true } else { false } })
    }

    @Test("the built-in delete and destructive actions are red; the others in the label colour")
    func destructive() throws {
        let scene = try Self.scene("Mail", menu: .position(section: "inbox", row: 0))
        let texts = Self.menuTexts(scene)
        #expect(texts.map(\.0) == ["Reply", "Flag", "Archive", "Trash"])
        #expect(texts.map(\.1) == [.label, .label, .label, .systemRed])
    }

    @Test("a menu with no room below its row in a viewport opens above it; in a whole-table picture the picture grows to hold it")
    func placement() throws {
        let whole = try Self.scene("Mail", menu: .position(section: "inbox", row: 3))
        let last = try Self.row(whole, 1, 3)
        let panel = try #require(whole.menu)
        #expect(panel.frame.y == last.maxY + 8)
        #expect(whole.frame.maxY == panel.frame.maxY + 16 && whole.frame.maxY > whole.layout.height)
        let page = HTMLPreviewFormat.page(whole, liveReload: nil)
        #expect(page.contains("height:\(PictureNumber.text(whole.frame.height))px;"))

        // A viewport whose bottom is just under the row: the panel goes above it.
        let height = Int(last.maxY.rounded(.up)) - 100
        let viewport = try Self.scene("Mail", menu: .position(section: "inbox", row: 3), height: height, scroll: .line(100))
        let above = try #require(viewport.menu)
        #expect(above.frame.maxY == last.y - 8)
        #expect(viewport.frame == viewport.viewport)
    }

    @Test("the text preview's errors for an unknown row and a row without a menu are the pictures' errors too")
    func errors() throws {
        let table = try PreviewTests.table("Settings")
        for reference in [PreviewRequest.RowReference.id("nosuch"), .position(section: "9", row: 0), .position(section: "0", row: 0)] {
            var request = PreviewRequest()
            request.menu = reference
            let text = TextPreviewFormat().render(table, content: TableContent(table), request: request)
            for format in [HTMLPreviewFormat() as any PreviewFormat, SVGPreviewFormat()] {
                guard case .failure(let expected) = text, case .failure(let got) = format.render(table, content: TableContent(table), request: request) else {
                    Issue.record("\(reference): both formats refuse"); continue
                }
                #expect(got.message == expected.message)
            }
        }
    }

    @Test("an opened table sits under a 44 pt bar: the back button titled as the table it came from, the row's text centred")
    func navigationBar() throws {
        let scene = try Self.scene("Account", open: "privacy")
        #expect(scene.frame == PictureRect(x: 0, y: -44, width: 390, height: scene.layout.height + 44))
        let texts = PicturePreviewTests.placed(scene.nodes).compactMap { node, rect -> (PictureTextRun, PictureRect)? in
            if case .text(let run) = node, rect.y < 0 { return (run, rect) }
            return nil
        }
        #expect(texts.map(\.0.text) == ["Account", "Privacy & Security"])
        #expect(texts.map(\.0.color) == [.tint, .label])
        let title = try #require(texts.last)
        #expect(title.0.alignment == .center && abs(title.1.x + title.1.width / 2 - 195) < 1)
        // At the scroll edge the bar is clear; scrolled, it has its material and a hairline.
        let bar = try #require(PicturePreviewTests.placed(scene.nodes).first { node, rect in
            if case .rect(_, _, _) = node, rect.y == -44, rect.height == 44 { true } else { false }
        })
        #expect(bar.0 == .rect(PictureRect(x: 0, y: 0, width: 390, height: 44), fill: scene.background))
        let scrolled = try Self.scene("Account", open: "privacy", height: 200, scroll: .line(50))
        let fills = PicturePreviewTests.placed(scrolled.nodes).compactMap { node, rect -> SystemColor? in
            guard rect.maxY <= scrolled.viewport.y + 0.01 else { return nil }
            if case .rect(_, let fill, _) = node { return fill }
            if case .hairline(let line) = node { return line.color }
            return nil
        }
        #expect(fills == [.barBackground, .separator])
    }

    @Test("a long back title gives way to the title, and neither runs past the bar")
    func longTitles() throws {
        let bar = NavigationBarPicture(backTitle: String(repeating: "Back ", count: 30), title: String(repeating: "Title ", count: 30))
        let nodes = PicturePreviewTests.placed(bar.nodes(width: 390, y: 0, scrolled: false, background: .systemBackground))
        let texts = nodes.compactMap { node, rect -> (String, PictureRect)? in
            if case .text(let run) = node { return (run.text, rect) }
            return nil
        }
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.0.hasSuffix("…") && $0.1.maxX <= 390 - 16 + 0.01 })
        #expect((texts.first?.1.maxX ?? 999) <= 195)
        #expect((texts.last?.1.x ?? 0) >= (texts.first?.1.maxX ?? 999) + 16)
    }

    @Test("Chromium draws the veil, the lifted row and the menu's panel in their colours, light and dark",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: [false, true])
    func menuInBrowser(dark: Bool) throws {
        let scene = try Self.scene("Mail", menu: .id("pinnedDinner"), dark: dark)
        guard let image = try PictureTools.screenshot(html: HTMLPreviewFormat.page(scene, liveReload: nil), height: Int(scene.frame.height)) else { return }
        let panel = try #require(scene.menu).frame
        let row = try Self.row(scene, 0, 0)
        #expect(image.hex(Int(panel.x + panel.width / 2), Int(panel.y) + 3) == SystemColor.menuBackground.value(dark: dark).hex)
        // The lifted row keeps its own colour; the table around it is veiled.
        #expect(image.hex(195, Int(row.y) + 3) == SystemColor.systemBackground.value(dark: dark).hex)
        let last = try Self.row(scene, 1, 3)
        #expect(image.hex(380, Int(last.y + last.height / 2)) == (dark ? "#000000" : "#CCCCCC"))
    }

    @Test("Chromium draws the bar over the opened table: the page is 44 pt taller, the back button in the tint colour",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: [false, true])
    func barInBrowser(dark: Bool) throws {
        let scene = try Self.scene("Account", open: "privacy", dark: dark)
        let height = Int(scene.layout.height.rounded(.up)) + 44
        let html = HTMLPreviewFormat.page(scene, liveReload: nil)
        guard let image = try PictureTools.screenshot(html: html, height: height + 10),
              let empty = try PictureTools.screenshot(html: PictureTools.emptyPage(like: html), height: 10) else { return }
        #expect(image.hex(1, height - 1) == scene.background.value(dark: dark).hex)
        #expect(image.hex(1, height + 5) == empty.hex(1, 5), "the page ends 44 pt below the table's height")
        let tint = SystemColor.tint.value(dark: dark).hex
        #expect(image.closest(to: tint, x: 8, y: 11, width: 12, height: 21) < 40, "the back chevron")
        #expect(image.closest(to: tint, x: 26, y: 11, width: 60, height: 22) < 40, "the back title")
        // The first section's cell starts 44 pt further down than without the bar.
        let cell = try #require(PicturePreviewTests.placed(scene.nodes).first { node, _ in
            if case .rect(_, .secondarySystemGroupedBackground, _) = node { true } else { false }
        }?.1)
        #expect(image.hex(Int(cell.x) + 4, Int(cell.y) + 44 + 3) == SystemColor.secondarySystemGroupedBackground.value(dark: dark).hex)
    }
}
