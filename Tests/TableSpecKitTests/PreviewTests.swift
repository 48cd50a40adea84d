import Foundation
import PropertyBased
import Testing
@testable import TableSpecKit
@testable import TableSpecTextPreview

/// The preview: golden pictures of every Sample, structural checks of the layout, and
/// properties that hold for any table (every line exactly the width; viewports tile the table).
@Suite("Preview")
struct PreviewTests {
    static let goldenDirectory = TestPaths.fixtures.appendingPathComponent("Previews")

    struct Variant: Sendable, CustomStringConvertible {
        var sample: String
        var width: Int
        var editing = false
        var ascii = false
        var style: TableStyle?

        var fileName: String {
            var name = "\(sample)-w\(width)"
            if let style { name += "-\(style.rawValue)" }
            if editing { name += "-editing" }
            if ascii { name += "-ascii" }
            return name + ".txt"
        }

        var description: String { fileName }
    }

    static var variants: [Variant] {
        var all: [Variant] = []
        for sample in GeneratedCodeTests.sampleNames {
            for width in [32, 48, 80] { all.append(Variant(sample: sample, width: width)) }
            all.append(Variant(sample: sample, width: 48, editing: true))
            all.append(Variant(sample: sample, width: 48, ascii: true))
        }
        for sample in ["Settings", "TableParts", "Customers"] {
            for style in TableStyle.allCases { all.append(Variant(sample: sample, width: 48, style: style)) }
        }
        return all
    }

    static func table(_ sample: String, style: TableStyle? = nil) throws -> ResolvedTable {
        var table = try #require(FrontEnd().compile(path: TestPaths.samples.appendingPathComponent(sample + ".table.yaml").path).table)
        if let style { table.style = style }
        return table
    }

    static func render(_ variant: Variant) throws -> String {
        let table = try table(variant.sample, style: variant.style)
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: variant.width, editing: variant.editing))
        return PreviewRenderer(layout: layout, ascii: variant.ascii).render()
    }

    @Test("previews match their golden files", arguments: variants)
    func golden(variant: Variant) throws {
        let text = try Self.render(variant)
        let url = Self.goldenDirectory.appendingPathComponent(variant.fileName)
        #expect(text == (try GoldenFile.expected(at: url) { text }), "regenerate with TABLESPEC_UPDATE_GOLDENS=1, then review the diff by eye")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(TextWidth.columns(String(line)) == variant.width, "\(line)")
        }
        if variant.ascii {
            let user = Set(try Self.userText(variant.sample).flatMap(\.unicodeScalars))
            for scalar in text.unicodeScalars where !scalar.isASCII {
                #expect(user.contains(scalar), "non-ASCII glyph \(scalar) in an --ascii preview")
            }
        }
    }

    static func userText(_ sample: String) throws -> [String] {
        let content = TableContent(try table(sample))
        let table = try table(sample)
        return [table.header, table.footer].compactMap { $0 } + content.sections.flatMap { section in
            [section.header, section.footer].compactMap { $0 } + section.rows.flatMap { [$0.text, $0.detail, $0.appearance.customClass].compactMap { $0 } }
        } + content.sections.compactMap(\.header).map { $0.uppercased() }
    }

    // MARK: Structure

    @Test("rows: labels after the image, separators inset to the label, controls at the edges")
    func rowGeometry() throws {
        let table = try Self.table("Settings")
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48))
        let wifi = layout.geometry(section: 0, row: 1)
        #expect(wifi.image == 4)
        #expect(wifi.labelStart == 6)
        #expect(wifi.separatorStart == wifi.labelStart)
        #expect(wifi.trailing == 48 - 3 - 1 - 1)
        #expect(wifi.innerStart == 3 && wifi.innerEnd == 45)
        let editing = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48, editing: true))
        #expect(editing.geometry(section: 0, row: 1).labelStart == wifi.labelStart + 2, "editing shifts the content right")
    }

    @Test("44 pt rows take a content line and a separator; taller rows centre their content")
    func rowHeights() throws {
        let table = try Self.table("CellStyles")
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48))
        let heights = layout.content.sections.enumerated().flatMap { section, content in
            content.rows.indices.map { (layout.geometry(section: section, row: $0), content.rows[$0]) }
        }
        for (geometry, row) in heights {
            if case .points(let points) = row.height, row.appearance.style != .subtitle {
                #expect(geometry.topPadding + geometry.contentLines == max(1, LineMetrics.lines(forPoints: points) - 1))
            }
        }
        #expect(LineMetrics.lines(forPoints: 44) == 2)
    }

    @Test("the section index runs down the right edge and condenses with a dot when it does not fit")
    func sectionIndex() throws {
        let table = try Self.table("Contacts")
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 40))
        #expect(layout.indexTitles.count == 27)
        #expect(layout.contentWidth == 38)
        let renderer = PreviewRenderer(layout: layout)
        let full = renderer.indexColumn(height: 40)
        #expect(full.filter { !$0.isEmpty }.count == 27)
        let condensed = renderer.indexColumn(height: 9)
        #expect(condensed == ["A", "•", "G", "•", "N", "•", "T", "•", "#"])
    }

    @Test("finding a line is a binary search over block offsets")
    func lookup() throws {
        let table = try Self.table("Contacts")
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48))
        var line = 0
        for index in layout.blocks.indices {
            for offset in 0..<layout.lineCount(ofBlock: index) {
                let found = try #require(layout.block(atLine: line))
                #expect(found.index == index && found.offset == offset)
                line += 1
            }
        }
        #expect(line == layout.lineCount)
        #expect(layout.block(atLine: line) == nil)
    }

    // MARK: Properties

    /// Specs made of random rows: every style, accessory, editing setting and string.
    static let texts = Gen<String?>.element(of: [
        "Wi-Fi", "中文字符测试", "Ünïcödé", "👨‍👩‍👧 family", "e\u{301}\u{301}", "🇯🇵🇳🇴", "", "a very long text that will certainly need truncating somewhere",
        "한국어 텍스트", "Ｆｕｌｌ", "x",
    ]).map { $0 ?? "" }

    static func randomSpec(_ seeds: [Int], texts: [String]) -> String {
        let styles = ["default", "subtitle", "value1", "value2", "custom"]
        let accessories = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
        let tableStyles = ["plain", "grouped", "insetGrouped"]
        var yaml = "table: Random\nstyle: \(tableStyles[(seeds.first ?? 0) % 3])\nheader: \(StringLiteralTests.yamlQuoted(texts.first ?? ""))\nindex: auto\nsections:\n"
        for (position, seed) in seeds.enumerated() {
            if position % 4 == 0 { yaml += "  - header: \(StringLiteralTests.yamlQuoted(texts[position % texts.count] + "h"))\n    footer: \(StringLiteralTests.yamlQuoted(texts[(position + 1) % texts.count]))\n    rows:\n" }
            let style = styles[seed % 5]
            yaml += "      - text: \(StringLiteralTests.yamlQuoted(texts[position % texts.count]))\n        style: \(style)\n        accessory: \(accessories[seed % 5])\n"
            if style == "custom" { yaml += "        class: SwitchCell\n" }
            if style != "default" && style != "custom" { yaml += "        detail: \(StringLiteralTests.yamlQuoted(texts[(position + 3) % texts.count]))\n" }
            if style != "value2" && seed % 3 == 0 { yaml += "        image: star\n" }
            if seed % 4 == 0 { yaml += "        editingStyle: delete\n        canMove: true\n" }
            if seed % 7 == 0 { yaml += "        height: automatic\n" }
            else if seed % 11 == 0 { yaml += "        height: 100\n" }
        }
        return yaml
    }

    @Test("any table, any width: every line is exactly the width, and viewports tile the table")
    func viewportsTile() async {
        let input = Gen<Int>.int(in: 0...1_000).array(of: 1...24)
        await propertyCheck(count: 60, input: input, Self.texts.array(of: 3...6), Gen<Int>.int(in: 24...90), Gen<Int>.int(in: 1...17)) { seeds, texts, width, height in
            let result = FrontEnd().compile(Array(Self.randomSpec(seeds, texts: texts).utf8), file: "Random.table.yaml")
            guard let table = result.table else {
                Issue.record("random spec did not validate: \(DiagnosticTextRenderer().render(result.diagnostics.sorted))")
                return
            }
            for editing in [false, true] {
                let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: width, editing: editing))
                let renderer = PreviewRenderer(layout: layout)
                let all = renderer.lines(in: 0..<layout.lineCount, indexHeight: layout.lineCount)
                #expect(all.count == layout.lineCount)
                for line in all where TextWidth.columns(line) != width {
                    Issue.record("line is \(TextWidth.columns(line)) columns, not \(width): \(line)")
                }
                // Without the index (which is laid out per viewport), viewports are slices of the whole.
                let bare = PreviewRenderer(layout: layout).lines(in: 0..<layout.lineCount, indexHeight: 0)
                var sliced: [String] = []
                var start = 0
                while start < layout.lineCount {
                    sliced += PreviewRenderer(layout: layout).lines(in: start..<(start + height), indexHeight: 0)
                    start += height
                }
                #expect(sliced == bare)
            }
        }
    }
}
