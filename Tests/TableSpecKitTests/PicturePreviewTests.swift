import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecPictureLayout
@testable import TableSpecPicturePreview

/// `--format html` and `--format svg`: golden files for the Samples, the pages drawn by headless
/// Chromium with their pixels read back, the SVGs rendered by librsvg and parsed as XML, and
/// hostile text that must come out as text.
@Suite("Picture previews")
struct PicturePreviewTests {
    static let goldenDirectory = TestPaths.fixtures.appendingPathComponent("Previews")

    struct Variant: Sendable, CustomStringConvertible {
        var sample: String
        var format: String
        var appearance: PreviewAppearance = .light
        var editing = false
        var height: Int?
        var scrollTo: String?
        /// `--reveal`: a row and whether its leading edge is swiped.
        var reveal: (row: PreviewRequest.RowReference, leading: Bool)?
        /// `--menu`: the row whose context menu is open.
        var menu: PreviewRequest.RowReference?
        /// `--open`: the row whose table is drawn under a navigation bar.
        var open: String?

        var fileName: String {
            var name = "\(sample)-picture-\(appearance.rawValue)"
            if editing { name += "-editing" }
            if let height { name += "-h\(height)" }
            if let scrollTo { name += "-at-\(scrollTo)" }
            if let reveal {
                switch reveal.row {
                case .id(let id): name += "-reveal-\(id)"
                case .position(let section, let row): name += "-reveal-\(section)-\(row)"
                }
                name += reveal.leading ? "-leading" : "-trailing"
            }
            switch menu {
            case .id(let id)?: name += "-menu-\(id)"
            case .position(let section, let row)?: name += "-menu-\(section)-\(row)"
            case nil: break
            }
            if let open { name += "-open-\(open)" }
            return name + "." + format
        }

        var description: String { fileName }

        var request: PreviewRequest {
            var request = PreviewRequest()
            request.appearance = appearance
            request.editing = editing
            request.height = height
            if let scrollTo { request.scroll = .section(scrollTo, row: nil) }
            request.reveal = reveal?.row
            request.revealsLeading = reveal?.leading ?? false
            request.menu = menu
            request.open = open
            return request
        }
    }

    static var variants: [Variant] {
        var all: [Variant] = []
        for sample in GeneratedCodeTests.sampleNames {
            all.append(Variant(sample: sample, format: "html"))
            all.append(Variant(sample: sample, format: "svg", appearance: .dark))
        }
        all.append(Variant(sample: "Customers", format: "html", appearance: .dark, editing: true))
        all.append(Variant(sample: "Contacts", format: "svg", height: 600, scrollTo: "m"))
        for format in ["html", "svg"] {
            all.append(Variant(sample: "Mail", format: format, reveal: (.position(section: "inbox", row: 0), false)))
            all.append(Variant(sample: "Mail", format: format, appearance: .dark, reveal: (.id("pinnedDinner"), true)))
        }
        all.append(Variant(sample: "Mail", format: "html", menu: .id("pinnedDinner")))
        all.append(Variant(sample: "Mail", format: "svg", appearance: .dark, menu: .position(section: "inbox", row: 3)))
        all.append(Variant(sample: "Account", format: "html", open: "privacy"))
        all.append(Variant(sample: "Account", format: "svg", appearance: .dark, height: 200, scrollTo: "1", open: "privacy"))
        return all
    }

    static func render(_ variant: Variant) throws -> String {
        let format: any PreviewFormat = variant.format == "html" ? HTMLPreviewFormat() : SVGPreviewFormat()
        if variant.open != nil {
            // The pipeline finds the opened table's spec and names the bar, as the command does.
            let path = TestPaths.samples.appendingPathComponent(variant.sample + ".table.yaml").path
            let result = PreviewPipeline(format: format).preview(path: path, request: variant.request)
            return try #require(result.text, "\(result.diagnostics)")
        }
        let table = try PreviewTests.table(variant.sample)
        return try format.render(table, content: TableContent(table), request: variant.request).get()
    }

    static func scene(_ sample: String, appearance: PreviewAppearance = .light, editing: Bool = false) throws -> PictureScene {
        let table = try PreviewTests.table(sample)
        let layout = PictureLayout(table.pictureSafeTitles(), content: TableContent(table).pictureSafe(), width: 390, editing: editing)
        return PictureScene(layout, dark: appearance == .dark)
    }

    @Test("pictures match their golden files and are byte-identical on every run", arguments: variants)
    func golden(variant: Variant) throws {
        let text = try Self.render(variant)
        #expect(text == (try Self.render(variant)))
        let url = Self.goldenDirectory.appendingPathComponent(variant.fileName)
        let expected = try GoldenFile.expected(at: url) { text }
        #expect(text == expected, "regenerate with TABLESPEC_UPDATE_GOLDENS=1, then review the diff by eye")
        // Self-contained: nothing is fetched, and only a --watch page has a script.
        let markup = text.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for remote in ["http:", "https:", "<script", "@import", "url(", "<link", "<img", "@font-face"] {
            #expect(!markup.contains(remote), "\(remote) in \(variant)")
        }
    }

    // MARK: Layout

    @Test("rows are at least 44 pt, text is inset past the image, separators start at the text")
    func rowLayout() throws {
        let scene = try Self.scene("Settings")
        let layout = scene.layout
        let wifi = layout.rowLayout(section: 0, row: 1)
        #expect(wifi.height == 44)
        #expect(wifi.frame.x == PictureMetrics.sectionInset && wifi.frame.maxX == 390 - PictureMetrics.sectionInset)
        #expect(wifi.textStart == PictureMetrics.sectionInset + PictureMetrics.layoutMargin + PictureMetrics.imageSlot + PictureMetrics.imageGap)
        #expect(wifi.separator?.x == wifi.textStart)
        #expect(wifi.labels.count == 2 && wifi.labels[1].alignment == .trailing && wifi.labels[1].color == .secondaryLabel, "value1's detail")
        #expect(layout.rowLayout(section: 0, row: 0).corners == RoundedCorners(radius: 10, top: true, bottom: false))
        #expect(layout.rowLayout(section: 0, row: 4).separator == nil, "no separator below a grouped section's last row")
        let editing = PictureLayout(layout.table, content: layout.content, width: 390, editing: true)
        #expect(editing.rowLayout(section: 0, row: 1).textStart == wifi.textStart + PictureMetrics.editingShift)
        let cells = try Self.scene("CellStyles").layout
        let subtitle = cells.rowLayout(section: 1, row: 0)
        #expect(subtitle.labels.map(\.font) == [.body, .subheadline], "subtitle's second line")
        #expect(subtitle.height == 22 + 20 + 2 * PictureMetrics.rowVerticalPadding)
        #expect(cells.rowLayout(section: 1, row: 1).height == 104, "a row with a height in points keeps it")
        let value2 = cells.rowLayout(section: 3, row: 0)
        #expect(value2.labels.first?.color == .tint && value2.labels.first?.alignment == .trailing, "value2's tinted leading column")
        #expect(value2.image == nil)
    }

    @Test("the page is as tall as the layout, and the width follows --device-width")
    func sizes() throws {
        let table = try PreviewTests.table("Settings")
        var request = PreviewRequest()
        request.deviceWidth = 320
        let svg = try SVGPreviewFormat().render(table, content: TableContent(table), request: request).get()
        let layout = PictureLayout(table, content: TableContent(table), width: 320, editing: false)
        #expect(svg.contains("width=\"320\" height=\"\(PictureNumber.text(layout.height))\""))
        request.height = 300
        request.scroll = .section("general", row: nil)
        let viewport = try SVGPreviewFormat().render(table, content: TableContent(table), request: request).get()
        let top = try #require(layout.top(ofSection: 3))
        #expect(viewport.contains("viewBox=\"0 \(PictureNumber.text(top)) 320 300\""))
        request.scroll = .section("nowhere", row: nil)
        #expect(throws: Diagnostic.self) { try HTMLPreviewFormat().render(table, content: TableContent(table), request: request).get() }
    }

    @Test("numbers print with at most two decimals and no exponent")
    func numbers() {
        #expect(PictureNumber.text(43.5) == "43.5")
        #expect(PictureNumber.text(0.25) == "0.25")
        #expect(PictureNumber.text(-12) == "-12")
        #expect(PictureNumber.text(1e30) == "1000000000000")
        #expect(PictureNumber.text(.nan) == "0")
        #expect(PictureNumber.text(2.004) == "2")
    }

    // MARK: In a browser

    /// Where a node is on the page: groups place their children in their own coordinates.
    static func placed(_ nodes: [PictureNode], dx: Double = 0, dy: Double = 0) -> [(PictureNode, PictureRect)] {
        nodes.flatMap { node -> [(PictureNode, PictureRect)] in
            switch node {
            case .group(let rect, let children):
                return [(node, PictureRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))]
                    + placed(children, dx: dx + rect.x, dy: dy + rect.y)
            case .rect(let rect, _, _), .glyph(_, let rect, _):
                return [(node, PictureRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))]
            case .hairline(let line):
                let rect = line.frame
                return [(node, PictureRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))]
            case .text(let run):
                return [(node, PictureRect(x: run.frame.x + dx, y: run.frame.y + dy, width: run.frame.width, height: run.frame.height))]
            }
        }
    }

    struct Shot: Sendable, CustomStringConvertible {
        var sample: String
        var appearance: PreviewAppearance
        var description: String { "\(sample) \(appearance.rawValue)" }
    }

    /// Every Sample in both appearances in the exhaustive run; in the quick one, each Sample in
    /// one of them, light and dark in turn.
    static var shots: [Shot] {
        let all = GeneratedCodeTests.sampleNames.flatMap { sample in PreviewAppearance.allCases.map { Shot(sample: sample, appearance: $0) } }
        return TestEnvironment.isExhaustive ? all : GeneratedCodeTests.sampleNames.enumerated().map { index, sample in
            Shot(sample: sample, appearance: index.isMultiple(of: 2) ? .light : .dark)
        }
    }

    @Test("Chromium draws every Sample (in light and dark in the exhaustive run) with iOS's colours, as tall as its layout",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"),
          arguments: shots)
    func browser(shot: Shot) throws {
        let scene = try Self.scene(shot.sample, appearance: shot.appearance)
        let dark = shot.appearance == .dark
        let html = HTMLPreviewFormat.page(scene, liveReload: nil)
        let height = Int(scene.layout.height.rounded(.up))
        guard let image = try PictureTools.screenshot(html: html, height: height + 20),
              let empty = try PictureTools.screenshot(html: PictureTools.emptyPage(like: html), height: 20) else { return }
        #expect(image.width == 390 && image.height == height + 20)
        // The table's background at its left margin, down to its last point, and below it only
        // what the browser shows for the page without its table: the page paints nothing there.
        let background = scene.background.value(dark: dark).hex
        #expect(image.hex(1, height - 1) == background, "\(shot): the table's background at its bottom margin")
        #expect(image.hex(1, height + 10) == empty.hex(1, 10), "\(shot): the page ends where the layout ends")
        #expect(background == (dark ? "#000000" : (scene.layout.style == .plain ? "#FFFFFF" : "#F2F2F7")))
        let nodes = Self.placed(scene.nodes)
        // A cell's colour just inside its leading edge.
        if let (_, row) = nodes.first(where: { node, _ in if case .rect(_, .secondarySystemGroupedBackground, _) = node { true } else { false } }) {
            #expect(image.hex(Int(row.x) + 4, Int(row.midY)) == (dark ? "#1C1C1E" : "#FFFFFF"), "\(shot): a grouped cell's colour")
            if scene.layout.style == .insetGrouped {
                #expect(image.hex(Int(row.x) - 6, Int(row.midY)) == background, "\(shot): the margin beside an inset section")
            }
        }
        for (node, rect) in nodes {
            guard case .glyph(let glyph, _, _) = node else { continue }
            switch glyph {
            case .switchOn:
                #expect(image.hex(Int(rect.x) + 10, Int(rect.midY)) == (dark ? "#30D158" : "#34C759"), "\(shot): an on switch is green")
                #expect(image.hex(Int(rect.maxX) - 14, Int(rect.midY)) == "#FFFFFF", "\(shot): its knob at the trailing end")
            case .switchOff:
                #expect(image.hex(Int(rect.maxX) - 10, Int(rect.midY)) == (dark ? "#2C2C2E" : "#E5E5EA"), "\(shot): an off switch's grey track")
            case .checkmark:
                let tint = dark ? "#0A84FF" : "#007AFF"
                #expect(image.closest(to: tint, x: rect.x, y: rect.y, width: rect.width, height: rect.height) <= 16, "\(shot): a checkmark in the tint colour")
            case .deleteControl:
                #expect(image.hex(Int(rect.x) + 4, Int(rect.midY)) == (dark ? "#FF453A" : "#FF3B30"), "\(shot): a red delete control")
            default:
                break
            }
        }
        // Index titles are tinted.
        if !scene.layout.indexTitles.isEmpty, let (_, title) = nodes.first(where: { node, _ in if case .text(let run) = node { run.color == .tint } else { false } }) {
            let tint = dark ? "#0A84FF" : "#007AFF"
            #expect(image.closest(to: tint, x: title.x, y: title.y, width: title.width, height: title.height) <= 40, "\(shot): the section index")
        }
    }

    @Test("librsvg renders every Sample's SVG without a complaint, and each parses as XML",
          .enabled(if: PictureTools.rsvgOrCI, "rsvg-convert is not installed (.ci/run installs librsvg2-bin)"))
    func librsvg() throws {
        guard let rsvg = PictureTools.require(PictureTools.rsvg, "rsvg-convert") else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for sample in GeneratedCodeTests.sampleNames + ["Hostile"] {
            let svg = sample == "Hostile" ? try Self.hostile(format: SVGPreviewFormat()) : try Self.render(Variant(sample: sample, format: "svg"))
            let file = directory.appendingPathComponent(sample + ".svg")
            try svg.write(to: file, atomically: false, encoding: .utf8)
            files.append(file.path)
            let result = try runProcess(rsvg, [file.path, "-o", directory.appendingPathComponent(sample + ".png").path], timeout: 60)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(sample): \(result.stderr)")
        }
        let parse = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                   ["python3", "-c", "import sys, xml.etree.ElementTree as E\nfor f in sys.argv[1:]: E.parse(f)"] + files)
        #expect(parse.status == 0, "\(parse.stderr)")
    }

    // MARK: Hostile text

    static let hostileSpec = #"""
    table: Hostile
    style: insetGrouped
    header: "<script>alert('x')</script> & \"quoted\" ]]> <!-- -->"
    sections:
      - header: "</div><svg onload=alert(1)>"
        footer: "a\u202Eevil\u202C b \u2066isolate\u2069 \u200F"
        rows:
          - text: "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"
          - text: "中文字符测试，一个很长的句子没有空格可以断开的地方中文字符测试一个很长的句子没有空格"
            detail: "👨‍👩‍👧 family 🇯🇵 e\u0301\u0301"
            style: subtitle
          - text: "&amp; &lt;b&gt; stays as typed"
            detail: "']]>\u0007\u001B[31m"
            style: value1
            height: 44
    """#

    static func hostile(format: any PreviewFormat) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Hostile.table.yaml")
        try hostileSpec.write(to: spec, atomically: false, encoding: .utf8)
        let result = FrontEnd().compile(path: spec.path)
        let table = try #require(result.table, "\(result.diagnostics.sorted.map(\.message))")
        return try format.render(table, content: TableContent(table), request: PreviewRequest()).get()
    }

    @Test("hostile text comes out as text in HTML and SVG: escaped markup, visible bidi controls, nothing past its cell")
    func hostileText() throws {
        for format in [HTMLPreviewFormat(), SVGPreviewFormat()] as [any PreviewFormat] {
            let text = try Self.hostile(format: format)
            #expect(!text.contains("<script") && !text.contains("</script>"), "\(format.name)")
            #expect(text.contains("&lt;/DIV&gt;&lt;SVG ONLOAD=ALERT(1)&gt;"), "a grouped header, in capitals")
            #expect(text.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot; ]]&gt;"), "\(format.name)")
            #expect(text.contains("&lt;!-- --&gt;"))
            #expect(text.contains("&amp;amp; &amp;lt;b&amp;gt; sta"), "entities in the spec stay as typed")
            #expect(!text.contains("]]>"))
            for scalar in text.unicodeScalars {
                #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value) && scalar.value != 0x200F
                        && scalar.value != 0x07 && scalar.value != 0x1B, "\(format.name): U+\(String(scalar.value, radix: 16)) reached the markup")
            }
            for spelled in [#"a\u{202E}evil\u{202C}"#, #"\u{2066}isolate\u{2069}"#, #"\u{200F}"#, #"\u{7}"#] {
                #expect(text.contains(spelled), "\(format.name): \(spelled)")
            }
            #expect(text.contains("中文字符") && text.contains("👨‍👩‍👧 family 🇯🇵"))
        }
        // Every line of text lies inside its row or block, which clips it.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Hostile.table.yaml")
        try Self.hostileSpec.write(to: spec, atomically: false, encoding: .utf8)
        let table = try #require(FrontEnd().compile(path: spec.path).table)
        let layout = PictureLayout(table.pictureSafeTitles(), content: TableContent(table).pictureSafe(), width: 390, editing: false)
        for (section, content) in layout.content.sections.enumerated() {
            for row in content.rows.indices {
                let placed = layout.rowLayout(section: section, row: row)
                for label in placed.labels {
                    #expect(label.frame.x >= placed.frame.x && label.frame.maxX <= placed.frame.maxX, "\(label.text)")
                    #expect(label.font.width(of: label.text) <= label.frame.width + 0.01, "\(label.text) is wider than its box")
                }
            }
        }
        #expect(layout.rowLayout(section: 0, row: 0).labels.count > 1, "a long word wraps in a self-sizing row")
    }

    @Test("in Chromium, a long word and wide text stay inside their inset cell",
          .enabled(if: PictureTools.chromiumOrCI, "chromium-headless-shell is not installed (.ci/run installs it)"))
    func hostileInBrowser() throws {
        let html = try Self.hostile(format: HTMLPreviewFormat())
        let height = Int(try #require(html.firstMatch(of: /#table\{[^}]*height:([0-9.]+)px/)).1.split(separator: ".")[0])! + 1
        guard let image = try PictureTools.screenshot(html: html, height: height) else { return }
        // Between each inset cell's trailing edge and the screen's edge there is only the grouped background.
        for y in stride(from: 0, to: height - 1, by: 3) {
            #expect(image.hex(390 - 6, y) == "#F2F2F7", "something drawn past the inset section at y \(y)")
        }
    }
}
