import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecPictureLayout
@testable import TableSpecPicturePreview
@testable import TableSpecTextPreview

/// `--reveal` in the pictures: the swipe buttons where iOS puts them, in their colours, drawn by
/// Chromium; and the same row lookup (and errors) as the text preview.
@Suite("Picture previews of swipe actions")
struct PictureActionsTests {
    static func scene(_ reveal: PreviewRequest.RowReference, leading: Bool, dark: Bool = false) throws -> PictureScene {
        let table = try PreviewTests.table("Mail")
        var request = PreviewRequest()
        request.reveal = reveal
        request.revealsLeading = leading
        request.appearance = dark ? .dark : .light
        return try PictureRequest.scene(table, content: TableContent(table), request: request).get()
    }

    /// The buttons of the revealed row, in the page's coordinates: each button's background.
    static func buttons(_ scene: PictureScene) -> [(SystemColor, PictureRect)] {
        PicturePreviewTests.placed(scene.nodes).compactMap { node, rect in
            let backgrounds: [SystemColor] = [.systemBackground, .secondarySystemGroupedBackground, .systemGroupedBackground, .secondarySystemBackground]
            if case .rect(_, let fill, _) = node, rect.width >= PictureMetrics.swipeButtonMinimumWidth - 0.01, !backgrounds.contains(fill) { return (fill, rect) }
            return nil
        }
    }

    @Test("a trailing reveal puts delete outermost at the right edge, then flag and archive leftwards, at the row's full height")
    func trailing() throws {
        let scene = try Self.scene(.position(section: "inbox", row: 0), leading: false)
        let buttons = Self.buttons(scene)
        #expect(buttons.map(\.0) == [.systemRed, .systemOrange, .systemIndigo])
        #expect(abs((buttons.first?.1.maxX ?? 0) - scene.layout.width) < 0.01)
        #expect(zip(buttons, buttons.dropFirst()).allSatisfy { abs($0.1.x - $1.1.maxX) < 0.01 })
        let inbox = try #require(scene.layout.content.sections.firstIndex { $0.id == "inbox" })
        let row = try #require(scene.layout.blocks.first { $0.block == .row(section: inbox, row: 0) })
        #expect(buttons.allSatisfy { abs($0.1.height - row.height) < 0.01 && abs($0.1.y - row.y) < 0.01 })
    }

    @Test("the text preview's errors for an unknown row and a row without actions are the pictures' errors too")
    func errors() throws {
        let table = try PreviewTests.table("Mail")
        for (reference, leading) in [(PreviewRequest.RowReference.id("nosuch"), false), (.position(section: "9", row: 0), false),
                                     (.id("pinnedDinner"), false)] {
            var request = PreviewRequest()
            request.reveal = reference
            request.revealsLeading = leading
            let text = TextPreviewFormat().render(table, content: TableContent(table), request: request)
            for format in [HTMLPreviewFormat() as any PreviewFormat, SVGPreviewFormat()] {
                let picture = format.render(table, content: TableContent(table), request: request)
                guard case .failure(let expected) = text, case .failure(let got) = picture else {
                    Issue.record("\(reference): both formats refuse"); continue
                }
                #expect(got.message == expected.message)
            }
        }
    }

    @Test("Chromium draws the revealed buttons in their colours, light and dark, and the leading ones from the left",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: [(false, false), (true, true)])
    func browser(leading: Bool, dark: Bool) throws {
        let reference: PreviewRequest.RowReference = leading ? .id("pinnedDinner") : .position(section: "inbox", row: 0)
        let scene = try Self.scene(reference, leading: leading, dark: dark)
        let height = Int(scene.layout.height.rounded(.up))
        guard let image = try PictureTools.screenshot(html: HTMLPreviewFormat.page(scene, liveReload: nil), height: height) else { return }
        let buttons = Self.buttons(scene)
        #expect(!buttons.isEmpty)
        for (color, rect) in buttons {
            // Near the button's left edge, clear of its white title and image.
            #expect(image.hex(Int(rect.x) + 3, Int(rect.y) + 3) == color.value(dark: dark).hex, "\(color) at x \(rect.x)")
        }
        if leading {
            #expect(buttons.first?.0 == .systemGray && (buttons.first?.1.x ?? -1) < 17)
        }
    }
}
