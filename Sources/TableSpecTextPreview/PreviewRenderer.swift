import TableSpecLayoutRules
import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput

/// Draws a `TableLayout` as text: the lines of a viewport, or the whole table.
///
/// Every line is exactly the layout's width in terminal columns. Only the blocks that touch the
/// requested lines are drawn, so a viewport costs the same in a table of any length.
public struct PreviewRenderer: Sendable {
    public let layout: TableLayout
    public var colored: Bool
    public var ascii: Bool
    /// A row drawn slid over to show its swipe actions (`--reveal`), and which edge's.
    public var revealed: (section: Int, row: Int, leading: Bool)?
    /// A row whose context menu is drawn under it (`--menu`).
    public var menuRow: (section: Int, row: Int)?

    public init(layout: TableLayout, colored: Bool = false, ascii: Bool = false) {
        self.layout = layout
        self.colored = colored
        self.ascii = ascii
    }

    private var overlays: ActionOverlays { ActionOverlays(glyphs: glyphs) }

    var glyphs: PreviewGlyphs { ascii ? .ascii : .unicode }
    private var width: Int { layout.options.width }

    /// Lines of an iPhone's screen (844 pt at 22 pt a line): UIKit lays the section index over
    /// the visible table, so a whole-table preview shows it over its first screenful.
    public static let screenLines = 38

    /// Every line of the table.
    public func render() -> String {
        withMenu(lines(in: 0..<layout.lineCount, indexHeight: min(layout.lineCount, Self.screenLines)), from: 0).map { $0 + "\n" }.joined()
    }

    /// Lines `range` of the table (clamped to it), with the section index laid out over the
    /// viewport's height as UIKit lays it over the visible table.
    public func render(lines range: Range<Int>) -> String {
        Array(withMenu(lines(in: range, indexHeight: range.count), from: range.lowerBound).prefix(range.count)).map { $0 + "\n" }.joined()
    }

    /// `lines`, which start at table line `first`, with the menu row's context menu inserted
    /// after the row's content, where iOS shows it below the lifted row.
    private func withMenu(_ lines: [String], from first: Int) -> [String] {
        guard let menuRow, let start = layout.firstLine(ofSection: menuRow.section, row: menuRow.row) else { return lines }
        let geometry = layout.geometry(section: menuRow.section, row: menuRow.row)
        let at = start + geometry.topPadding + geometry.contentLines - first
        guard at >= 0, at <= lines.count else { return lines }
        let box = overlays.menu(layout.row(section: menuRow.section, row: menuRow.row), x: geometry.labelStart, width: width)
        return Array(lines[..<at]) + box.map { $0.rendered(colored: colored) } + Array(lines[at...])
    }

    func lines(in range: Range<Int>, indexHeight: Int?) -> [String] {
        let start = max(0, range.lowerBound), end = min(layout.lineCount, range.upperBound)
        guard start < end else { return [] }
        var output: [StyledLine] = []
        output.reserveCapacity(end - start)
        guard var (block, offset) = layout.block(atLine: start) else { return [] }
        while output.count < end - start, block < layout.blocks.count {
            let drawn = draw(block)
            output += drawn[min(offset, drawn.count)...].prefix(end - start - output.count)
            block += 1
            offset = 0
        }
        let index = indexColumn(height: indexHeight ?? output.count)
        return output.enumerated().map { position, line in
            var line = line
            if !index.isEmpty {
                line.fill(" ", to: layout.contentWidth, style: .plain)
                if position < index.count {
                    line.place(
                        index[position], at: layout.contentWidth + 1, style: index[position] == glyphs.indexDot ? .secondary : .tint,
                        ellipsis: glyphs.ellipsis)
                }
            }
            return line.rendered(colored: colored)
        }
    }

    // MARK: The section index

    /// The index titles stacked for a column `height` lines tall, centred. When there are more
    /// titles than lines, UIKit keeps the first and last and shows a dot where titles were left out.
    func indexColumn(height: Int) -> [String] {
        let titles = layout.indexTitles.map(\.title)
        guard !titles.isEmpty, height > 0 else { return [] }
        let shown = SectionIndexTitles.condensed(titles, slots: height, dot: glyphs.indexDot)
        let top = max(0, (height - shown.count) / 2)
        return Array(repeating: "", count: top) + shown
    }

    // MARK: Blocks

    private func blank() -> StyledLine { StyledLine(width: width) }

    func draw(_ blockIndex: Int) -> [StyledLine] {
        let block = layout.blocks[blockIndex]
        let contentWidth = layout.contentWidth
        switch block {
        case .tableHeader, .tableFooter:
            return layout.textLines(of: block).map { text in
                var line = blank()
                let x = max(0, (contentWidth - TextWidth.columns(text)) / 2)
                line.place(text, at: x, maxWidth: layout.textWidth(of: block), style: .secondary, ellipsis: glyphs.ellipsis)
                return line
            }
        case .sectionGap:
            return [blank()]
        case .sectionHeader(let index):
            let section = layout.content.sections[index]
            // A collapsible header's text stops short of its chevron.
            let end = section.collapsible ? layout.chevronColumn - 1 : contentWidth
            let chevron = section.collapsible ? (section.collapsed ? glyphs.disclosure : glyphs.openChevron) : nil
            if layout.style == .plain {
                var line = blank()
                let fill = colored ? " " : glyphs.headerFill
                let text = layout.textLines(of: block).first ?? ""
                line.place(colored ? " " + text : fill + " " + text + " ", at: 0, maxWidth: end, style: .headerBar, ellipsis: glyphs.ellipsis)
                if let chevron {
                    line.fill(fill, to: layout.chevronColumn - 1, style: .headerBar)
                    line.place(" " + chevron + " ", at: layout.chevronColumn - 1, style: .headerBar)
                }
                line.fill(fill, to: contentWidth, style: .headerBar)
                return [line]
            }
            var lines = textBlock(block)
            // The chevron sits beside the header's last line, which is next to the rows.
            if let chevron, let last = lines.indices.last { lines[last].place(chevron, at: layout.chevronColumn, style: .secondary) }
            return lines
        case .refreshControl:
            // The spinner, centred in the space the control pushes the table down by.
            let count = layout.lineCount(ofBlock: blockIndex)
            return (0..<count).map { position in
                var line = blank()
                if position == count / 2 { line.place(glyphs.spinner, at: contentWidth / 2, style: .secondary) }
                return line
            }
        case .sectionEmpty, .unavailable:
            return emptyState(block, lines: layout.lineCount(ofBlock: blockIndex))
        case .sectionFooter:
            return textBlock(block)
        case .sectionTop, .sectionBottom:
            var line = blank()
            let isTop = block.isSectionTop
            if layout.style == .insetGrouped {
                line.place(isTop ? glyphs.topLeft : glyphs.bottomLeft, at: 2, style: .border)
                line.fill(glyphs.horizontal, to: contentWidth - 3, style: .border)
                line.place(isTop ? glyphs.topRight : glyphs.bottomRight, at: contentWidth - 3, style: .border)
            } else {
                line.fill(glyphs.horizontal, to: contentWidth, style: .border)
            }
            return [line]
        case .row(let section, let row):
            return drawRow(section: section, row: row)
        }
    }

    /// An empty state's lines, each centred across the table, the whole centred in `count` lines: an image
    /// glyph (a search's magnifying glass for "No Results"), the title, the message in secondary text and the
    /// button in the tint colour.
    private func emptyState(_ block: TableLayout.Block, lines count: Int) -> [StyledLine] {
        let parts = layout.emptyStateLines(of: block)
        let image = layout.content.unavailable == .noResults && block == .unavailable ? glyphs.search : glyphs.image
        let width = layout.textWidth(of: block)
        var lines = Array(repeating: blank(), count: max(0, (count - parts.count) / 2))
        for part in parts {
            var line = blank()
            let (text, style): (String, PreviewStyle) =
                switch part.part {
                case .image: (image, .secondary)
                case .title: (part.text, .plain)
                case .message: (part.text, .secondary)
                case .action: (part.text, .tint)
                case .space: ("", .plain)
                }
            if !text.isEmpty {
                line.place(
                    text, at: max(0, (layout.contentWidth - TextWidth.columns(text)) / 2), maxWidth: width, style: style, ellipsis: glyphs.ellipsis)
            }
            lines.append(line)
        }
        while lines.count < count { lines.append(blank()) }
        return lines
    }

    /// Grouped headers and footers: secondary text indented to the rows' text.
    private func textBlock(_ block: TableLayout.Block) -> [StyledLine] {
        let x = layout.style == .insetGrouped ? 4 : 1
        return layout.textLines(of: block).map { text in
            var line = blank()
            line.place(text, at: x, maxWidth: layout.textWidth(of: block), style: .secondary, ellipsis: glyphs.ellipsis)
            return line
        }
    }

    // MARK: Rows

    private func drawRow(section: Int, row index: Int) -> [StyledLine] {
        let geometry = layout.geometry(section: section, row: index)
        let row = layout.row(section: section, row: index)
        let labels = labelLines(row, geometry: geometry)
        var lines: [StyledLine] = []
        for position in 0..<(geometry.topPadding + geometry.contentLines) {
            var line = frame(geometry)
            let contentLine = position - geometry.topPadding
            if contentLine == 0 {
                if let x = geometry.editingControl {
                    let isDelete = row.editing.style == .delete
                    line.place(isDelete ? glyphs.deleteControl : glyphs.insertControl, at: x, style: isDelete ? .delete : .insert)
                }
                if let x = geometry.image { line.place(glyphs.image, at: x, style: .secondary) }
            }
            if contentLine >= 0, contentLine < labels.count {
                for piece in labels[contentLine] {
                    line.place(piece.text, at: piece.x, maxWidth: piece.width, style: piece.style, ellipsis: glyphs.ellipsis)
                }
            }
            if contentLine == 0, let x = geometry.trailing, let control = layout.trailingControl(section: section, row: index) {
                line.place(glyphs.trailing(control), at: x, style: Self.style(of: control))
            }
            lines.append(closed(line, geometry))
        }
        if let revealed, revealed.section == section, revealed.row == index {
            lines = overlays.revealed(lines, row: row, leading: revealed.leading, width: width)
        }
        if geometry.hasSeparator {
            var line = frame(geometry)
            let end = layout.style == .plain ? layout.contentWidth : geometry.innerEnd
            if layout.table.separator == .singleLine {
                line.fill(" ", to: geometry.separatorStart, style: .plain)
                line.fill(glyphs.horizontal, to: end, style: .border)
            }
            lines.append(closed(line, geometry))
        }
        return lines
    }

    /// A checkmark is tinted and a switch that is on is green, as iOS draws them.
    private static func style(of control: TrailingControl) -> PreviewStyle {
        switch control {
        case .checkmark: .tint
        case .toggle(isOn: true): .switchOn
        case .form(.textField(_, isPlaceholder: false)): .plain
        case .form(.slider), .form(.segmented), .form(.menu), .form(.date): .tint
        default: .secondary
        }
    }

    /// The colour of a row's text: an action row's is the tint colour or system red.
    private static func textStyle(_ role: RowRole) -> PreviewStyle {
        switch role {
        case .normal: .plain
        case .button: .tint
        case .destructive: .delete
        }
    }

    /// A row line's left border, for inset-grouped sections.
    private func frame(_ geometry: RowGeometry) -> StyledLine {
        var line = blank()
        if layout.style == .insetGrouped { line.place(glyphs.vertical, at: geometry.innerStart - 1, style: .border) }
        return line
    }

    private func closed(_ line: StyledLine, _ geometry: RowGeometry) -> StyledLine {
        guard layout.style == .insetGrouped else { return line }
        var line = line
        line.place(glyphs.vertical, at: geometry.innerEnd, style: .border)
        return line
    }

    private struct LabelPiece {
        var text: String
        var x: Int
        var width: Int
        var style: PreviewStyle
    }

    /// The text of a row's content lines, placed as its cell style places it.
    private func labelLines(_ row: TableContent.Row, geometry: RowGeometry) -> [[LabelPiece]] {
        let x = geometry.labelStart, width = geometry.labelWidth
        let text = row.text ?? "", automatic = row.height == .automatic
        // A row whose `disabled` condition holds is dimmed (with colour on), as the runtime dims its cell.
        let textStyle = layout.content.isDisabled(row) ? PreviewStyle.secondary : Self.textStyle(row.appearance.role)
        func wrapped(_ text: String) -> [String] { automatic ? TextWidth.wrap(text, width: width) : [text] }
        switch row.appearance.style {
        case .default:
            return wrapped(text).map { [LabelPiece(text: $0, x: x, width: width, style: textStyle)] }
        case .custom:
            let name = "[" + (row.appearance.customClass ?? "Cell") + "] "
            let nameWidth = min(TextWidth.columns(name), width)
            return [
                [
                    LabelPiece(text: name, x: x, width: nameWidth, style: .secondary),
                    LabelPiece(text: text, x: x + nameWidth, width: width - nameWidth, style: textStyle),
                ]
            ]
        case .subtitle:
            let lines = wrapped(text).map { [LabelPiece(text: $0, x: x, width: width, style: textStyle)] }
            let details = row.detail.map { wrapped($0).map { [LabelPiece(text: $0, x: x, width: width, style: .secondary)] } } ?? []
            return lines + details
        case .value1:
            let detail = row.detail ?? ""
            let detailWidth = min(TextWidth.columns(detail), max(0, width - 1 - min(TextWidth.columns(text), width * 3 / 5)))
            var pieces = [LabelPiece(text: text, x: x, width: width - (detailWidth > 0 ? detailWidth + 1 : 0), style: textStyle)]
            if detailWidth > 0 {
                let shown = TextWidth.truncate(detail, to: detailWidth)
                pieces.append(LabelPiece(text: shown, x: x + width - TextWidth.columns(shown), width: detailWidth, style: .secondary))
            }
            return [pieces]
        case .value2:
            let column = max(3, width * 3 / 10)
            let shown = TextWidth.truncate(text, to: column)
            return [
                [
                    LabelPiece(
                        text: shown, x: x + column - TextWidth.columns(shown), width: column,
                        style: row.appearance.role == .normal ? .tint : textStyle),
                    LabelPiece(text: row.detail ?? "", x: x + column + 1, width: max(0, width - column - 1), style: .plain),
                ]
            ]
        }
    }
}

extension TableLayout.Block {
    var isSectionTop: Bool {
        if case .sectionTop = self { return true }
        return false
    }
}
