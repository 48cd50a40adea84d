import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecPictureLayout
@testable import TableSpecPicturePreview

/// The pictures at a device scale factor of 1 (a 390 px window), as well as at an iPhone's 2 and
/// 3: hairlines one device pixel thick at every scale, the page ending where the table ends in a
/// taller window, and each SF Symbol's placeholder named and drawn apart from the others. Every
/// test draws the page in headless Chromium and reads the screenshot's pixels.
@Suite("Picture previews at every scale")
struct PictureScaleTests {
    /// A picture to find hairlines in: a whole table, or one with an open menu or a scrolled
    /// navigation bar, whose own lines are the ones looked at.
    struct HairlineShot: Sendable, CustomStringConvertible {
        enum Overlay: String, Sendable { case none, menu, bar }
        var sample: String
        var dark: Bool
        var scale: Int
        var overlay: Overlay = .none
        /// The SVG rather than the page, drawn by Chromium as an SVG inline in a page.
        var svg = false
        var description: String {
            "\(sample) \(dark ? "dark" : "light") \(overlay == .none ? "" : overlay.rawValue + " ")\(svg ? "SVG " : "")at \(scale)x"
        }
    }

    /// At 1x only in the quick run: the scale where a hairline is easiest to lose.
    static var hairlineShots: [HairlineShot] { TestEnvironment.isExhaustive ? everyHairlineShot : everyHairlineShot.filter { $0.scale == 1 } }

    static let everyHairlineShot: [HairlineShot] = [
        // Inset grouped rows; grouped rows with full-width lines at a section's top and bottom;
        // plain rows; a menu's lines between items; a scrolled bar's line.
        HairlineShot(sample: "Settings", dark: false, scale: 1), HairlineShot(sample: "Settings", dark: false, scale: 2),
        HairlineShot(sample: "Settings", dark: false, scale: 3),
        HairlineShot(sample: "CellStyles", dark: true, scale: 1), HairlineShot(sample: "CellStyles", dark: false, scale: 2),
        HairlineShot(sample: "Mail", dark: false, scale: 1), HairlineShot(sample: "Mail", dark: true, scale: 2),
        HairlineShot(sample: "Mail", dark: false, scale: 1, overlay: .menu), HairlineShot(sample: "Mail", dark: true, scale: 2, overlay: .menu),
        HairlineShot(sample: "Account", dark: true, scale: 1, overlay: .bar), HairlineShot(sample: "Account", dark: false, scale: 2, overlay: .bar),
        HairlineShot(sample: "Settings", dark: false, scale: 1, svg: true), HairlineShot(sample: "CellStyles", dark: true, scale: 2, svg: true),
        HairlineShot(sample: "Mail", dark: false, scale: 3, svg: true), HairlineShot(sample: "Account", dark: true, scale: 1, overlay: .bar, svg: true),
    ]

    /// The scene of a shot, and the hairlines to look at in it, in the page's points.
    static func hairlines(_ shot: HairlineShot) throws -> (PictureScene, [(line: PictureHairline, x: Double, edge: Double)]) {
        let scene: PictureScene
        let nodes: [PictureNode]
        switch shot.overlay {
        case .none:
            scene = try PicturePreviewTests.scene(shot.sample, appearance: shot.dark ? .dark : .light)
            nodes = scene.nodes
        case .menu:
            scene = try PictureOverlayTests.scene(shot.sample, menu: .id("pinnedDinner"), dark: shot.dark)
            nodes = try #require(scene.menu).nodes()
        case .bar:
            scene = try PictureOverlayTests.scene(shot.sample, open: "privacy", height: 200, scroll: .line(50), dark: shot.dark)
            nodes = try #require(scene.navigationBar).nodes(width: scene.layout.width, y: scene.frame.y, scrolled: true, background: scene.background)
        }
        let lines = PicturePreviewTests.placed(nodes).compactMap { node, rect -> (line: PictureHairline, x: Double, edge: Double)? in
            guard case .hairline(let line) = node else { return nil }
            return (line, rect.x, (line.side == .above ? rect.maxY : rect.y) - scene.frame.y)
        }
        return (scene, lines)
    }

    /// `color` composed over an opaque pixel, as the browser blends a translucent fill.
    static func blend(_ color: RGBA, over pixel: (UInt8, UInt8, UInt8)) -> (Int, Int, Int) {
        let alpha = Double(color.percent) / 100
        func mix(_ top: UInt8, _ bottom: UInt8) -> Int { Int((Double(bottom) + (Double(top) - Double(bottom)) * alpha).rounded()) }
        return (mix(color.red, pixel.0), mix(color.green, pixel.1), mix(color.blue, pixel.2))
    }

    static func distance(_ a: (UInt8, UInt8, UInt8)?, _ b: (Int, Int, Int)) -> Int {
        guard let a else { return 255 }
        return max(abs(Int(a.0) - b.0), abs(Int(a.1) - b.1), abs(Int(a.2) - b.2))
    }

    @Test("every hairline is one device pixel thick at 1x (and 2x and 3x in the exhaustive run), in the separator colour, on its own side of its edge",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: hairlineShots)
    func hairlines(shot: HairlineShot) throws {
        let (scene, lines) = try Self.hairlines(shot)
        #expect(!lines.isEmpty, "\(shot): no hairlines to look at")
        let markup = shot.svg ? Self.page(svg: SVGPreviewFormat.document(scene)) : HTMLPreviewFormat.page(scene, liveReload: nil)
        guard let image = try PictureTools.screenshot(html: markup, height: Int(scene.frame.height.rounded(.up)), scale: shot.scale) else { return }
        Self.expectOnePixel(lines, in: image, scale: shot.scale, dark: shot.dark, "\(shot)")
    }

    /// An SVG inline in a page with no margin, so it starts at the window's top left.
    static func page(svg: String) -> String {
        let document = svg.drop { $0 != ">" }.dropFirst()
        return "<!DOCTYPE html>\n<html>\n<head>\n<style>body{margin:0}</style>\n</head>\n<body>\(document)</body>\n</html>\n"
    }

    @Test("librsvg draws the SVG's hairlines one pixel thick at its 1:1 size",
          .enabled(if: PictureTools.rsvgOrCI, "rsvg-convert is not installed (.ci/run installs librsvg2-bin)"),
          arguments: [HairlineShot(sample: "CellStyles", dark: false, scale: 1), HairlineShot(sample: "Mail", dark: true, scale: 1, overlay: .menu)])
    func librsvgHairlines(shot: HairlineShot) throws {
        guard let rsvg = PictureTools.require(PictureTools.rsvg, "rsvg-convert") else { return }
        let (scene, lines) = try Self.hairlines(shot)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("picture.svg"), png = directory.appendingPathComponent("picture.png")
        try SVGPreviewFormat.document(scene).write(to: file, atomically: false, encoding: .utf8)
        // librsvg writes RGBA, read without the alpha: the picture's own background rectangle
        // makes every pixel opaque.
        let result = try runProcess(rsvg, [file.path, "-o", png.path], timeout: 60)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        Self.expectOnePixel(lines, in: try Screenshot(png: png), scale: 1, dark: shot.dark, "\(shot) in librsvg")
    }

    /// Each line is one device pixel on its side of its edge, in its colour over what it lies on.
    static func expectOnePixel(_ lines: [(line: PictureHairline, x: Double, edge: Double)], in image: Screenshot, scale: Int, dark: Bool,
                               _ shot: String) {
        for (line, x, edge) in lines {
            let column = Int(((x + line.width / 2) * Double(scale)).rounded(.down))
            let edgeRow = Int((edge * Double(scale)).rounded())
            // The device pixel row on the line's side of its edge, the next one further in, and
            // the background the line lies on, a little further in again.
            let inward = line.side == .above ? -1 : 1
            let row = line.side == .above ? edgeRow - 1 : edgeRow
            guard let background = image.pixel(column, row + inward * (2 * scale + 1)) else {
                Issue.record("\(shot): the line at \(edge) pt is outside the screenshot"); continue
            }
            let expected = Self.blend(line.color.value(dark: dark), over: background)
            #expect(Self.distance(image.pixel(column, row), expected) <= 3,
                    "\(shot): the line along \(edge) pt is \(image.hex(column, row)) at (\(column), \(row)), not the separator over \(image.hex(column, row + inward * (2 * scale + 1)))")
            let plain = (Int(background.0), Int(background.1), Int(background.2))
            #expect(Self.distance(image.pixel(column, row + inward), plain) <= 3,
                    "\(shot): the line along \(edge) pt is thicker than one device pixel (\(image.hex(column, row + inward)) at row \(row + inward))")
        }
    }

    @Test("in a window taller than the table, at 1x and 2x, the page paints nothing below the table's last pixel",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: [(false, 1), (true, 1), (false, 2)])
    func pageEnds(dark: Bool, scale: Int) throws {
        // Account is shorter than an iPhone's screen: the window is the user's 390 by 844.
        let scene = try PicturePreviewTests.scene("Account", appearance: dark ? .dark : .light)
        let html = HTMLPreviewFormat.page(scene, liveReload: nil)
        let window = Int(PictureMetrics.screenHeight)
        let height = Int(scene.layout.height.rounded(.up))
        #expect(height < window - 100)
        #expect(html.contains("#table{position:relative;overflow:hidden;width:390px;height:\(PictureNumber.text(scene.layout.height))px;"))
        guard let image = try PictureTools.screenshot(html: html, height: window, scale: scale),
              let empty = try PictureTools.screenshot(html: PictureTools.emptyPage(like: html), height: window, scale: scale) else { return }
        #expect(image.width == 390 * scale && image.height == window * scale)
        let background = scene.background.value(dark: dark).hex
        for x in [1, 195, 388] {
            #expect(image.hex(x * scale, height * scale - 1) == background, "the table's last pixel row at x \(x)")
            let painted = (height * scale..<window * scale).first { y in image.hex(x * scale, y) != empty.hex(x * scale, y) }
            #expect(painted == nil, "\(painted.map { image.hex(x * scale, $0) } ?? "") painted below the table at (\(x * scale), \(painted ?? 0))")
        }
        // The empty page is not the table's colour, or the comparison above would prove nothing.
        #expect(empty.hex(1, 1) != background)
        #expect(PictureTools.emptyPage(like: html).contains("content=\"\(dark ? "dark" : "light")\""))
    }

    @Test("each SF Symbol's placeholder carries its name and draws differently from another symbol's",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"))
    func symbols() throws {
        let scene = try PicturePreviewTests.scene("Settings")
        let html = HTMLPreviewFormat.page(scene, liveReload: nil)
        let svg = SVGPreviewFormat.document(scene)
        let images = PicturePreviewTests.placed(scene.nodes).compactMap { node, rect -> (String, PictureRect)? in
            if case .glyph(.image(let name), _, _) = node { return (name, rect) }
            return nil
        }
        #expect(images.count > 2 && images.contains { $0.0 == "wifi" } && images.contains { $0.0 == "bluetooth" })
        for (name, _) in images {
            #expect(html.contains("aria-label=\"\(name)\"") && html.contains("<title>\(name)</title>"), "\(name) in the page")
            #expect(svg.contains("<title>\(name)</title>"), "\(name) in the SVG")
        }
        let names = Set(images.map(\.0))
        #expect(Set(names.map { GlyphMarkup.shapes(.image(name: $0), color: .tint, dark: false) }).count == names.count,
                "two symbols drew the same placeholder")
        // Names with the same first letter still differ, by the mark in a corner.
        #expect(GlyphMarkup.shapes(.image(name: "person.2"), color: .tint, dark: false)
                != GlyphMarkup.shapes(.image(name: "person.crop.circle"), color: .tint, dark: false))

        guard let image = try PictureTools.screenshot(html: html, height: Int(scene.layout.height.rounded(.up))) else { return }
        let wifi = try #require(images.first { $0.0 == "wifi" }?.1), bluetooth = try #require(images.first { $0.0 == "bluetooth" }?.1)
        let tint = SystemColor.tint.value(dark: false).hex
        var differing = 0
        for dy in 0..<24 {
            for dx in 0..<24 {
                let a = image.pixel(Int(wifi.x) + dx, Int(wifi.y) + dy), b = image.pixel(Int(bluetooth.x) + dx, Int(bluetooth.y) + dy)
                if let a, let b, a != b { differing += 1 }
            }
        }
        #expect(differing >= 20, "wifi's and bluetooth's placeholders differ in only \(differing) pixels")
        for box in [wifi, bluetooth] {
            #expect(image.closest(to: tint, x: box.x, y: box.y, width: box.width, height: box.height) <= 16, "a placeholder in the tint colour")
        }
    }

    @Test("a placeholder's letter and mark come from the name's bytes: its capital initial, a fixed FNV-1a digest")
    func placeholderDerivation() {
        #expect(SymbolPlaceholder(name: "wifi").initial == "W")
        #expect(SymbolPlaceholder(name: "0.circle").initial == "0")
        #expect(SymbolPlaceholder(name: ".é-x").initial == "X")
        #expect(SymbolPlaceholder(name: "").initial == nil && SymbolPlaceholder(name: "★").initial == nil)
        // FNV-1a's published test values: the empty string and "a".
        #expect(SymbolPlaceholder.digest("") == 0xcbf2_9ce4_8422_2325)
        #expect(SymbolPlaceholder.digest("a") == 0xaf63_dc4c_8601_ec8c)
        let marks = ["wifi", "bluetooth", "airplane", "bell.badge", "speaker.wave.2", "app.badge", "trash", "flag"].map { SymbolPlaceholder(name: $0).mark }
        #expect(Set(marks.map { $0.corner * 2 + ($0.isBar ? 1 : 0) }).count > 3, "the marks are spread over the corners")
        // No name reaches the markup as markup.
        let hostile = GlyphMarkup.shapes(.image(name: "a</title><script>"), color: .tint, dark: false)
        #expect(hostile.contains("<title>a&lt;/title&gt;&lt;script&gt;</title>") && !hostile.contains("<script>"))
    }
}
