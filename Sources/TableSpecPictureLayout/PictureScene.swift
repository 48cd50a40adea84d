import TableSpecDiagnostics
import TableSpecLayoutRules
import TableSpecModel

/// What a picture shows: the nodes of the blocks inside a viewport of the layout, the section
/// index over the viewport, and the colours to resolve them with.
public struct PictureScene: Sendable {
    public let layout: PictureLayout
    /// The part of the table shown, in the table's coordinates.
    public let viewport: PictureRect
    public let dark: Bool
    /// `--reveal`: the row drawn swiped open, and from which edge.
    public let revealed: Revealed?
    /// `--menu`: the row whose context menu is open, and the menu's panel.
    public let menuRow: (section: Int, row: Int)?
    public private(set) var menu: ContextMenuPanel?
    /// Where the menu's row is in the layout, found once.
    private var menuBlock: PictureLayout.Placed?
    /// `--open`: the navigation bar over the table.
    public let navigationBar: NavigationBarPicture?
    /// The table's search field (`search`), under the navigation bar.
    public let searchBar: SearchBarPicture?
    /// What the picture shows, in the table's coordinates: the viewport, with the navigation bar
    /// above it, and below it as much of an open menu as runs past a whole table's end.
    public private(set) var frame: PictureRect
    public private(set) var nodes: [PictureNode] = []

    /// The table's own background: grouped or plain.
    public var background: SystemColor { layout.style == .plain ? .systemBackground : .systemGroupedBackground }

    /// The scene of `viewport` (nil: the whole table). Only blocks that touch it are drawn.
    public init(
        _ layout: PictureLayout, viewport: PictureRect? = nil, dark: Bool, revealed: Revealed? = nil,
        menuRow: (section: Int, row: Int)? = nil, navigationBar: NavigationBarPicture? = nil, searchBar: SearchBarPicture? = nil
    ) {
        self.layout = layout
        self.revealed = revealed
        self.menuRow = menuRow
        self.navigationBar = navigationBar
        self.searchBar = searchBar
        let shown = viewport ?? PictureRect(x: 0, y: 0, width: layout.width, height: layout.height)
        self.viewport = shown
        self.dark = dark
        let bar = (navigationBar == nil ? 0 : PictureMetrics.navigationBarHeight) + (searchBar?.height ?? 0)
        frame = PictureRect(x: 0, y: shown.y - bar, width: shown.width, height: shown.height + bar)
        if let menuRow, let placed = layout.placed(.row(section: menuRow.section, row: menuRow.row)) {
            let panel = ContextMenuPanel(
                row: layout.content.sections[menuRow.section].rows[menuRow.row], lifted: liftedFrame(placed),
                width: layout.width, top: shown.y, bottom: shown.maxY, growsDown: viewport == nil)
            if viewport == nil, panel.frame.maxY + PictureMetrics.contextMenuMargin > frame.maxY {
                frame.height = panel.frame.maxY + PictureMetrics.contextMenuMargin - frame.y
            }
            menu = panel
            menuBlock = placed
        }
        build()
    }

    private mutating func build() {
        let top = viewport.y, bottom = viewport.maxY
        nodes.append(.rect(PictureRect(x: 0, y: top, width: layout.width, height: frame.maxY - top), fill: background))
        var index = layout.firstBlock(endingAfter: top)
        while index < layout.blocks.count, layout.blocks[index].y < bottom {
            if let node = node(for: layout.blocks[index]) { nodes.append(node) }
            index += 1
        }
        if let column = indexColumn() { nodes.append(column) }
        if let navigationBar {
            // Under a search field, the hairline goes below the field instead.
            nodes += navigationBar.nodes(
                width: layout.width, y: frame.y, scrolled: viewport.y > 0, background: background, hairline: searchBar == nil)
        }
        if let searchBar {
            nodes += searchBar.nodes(width: layout.width, y: viewport.y - searchBar.height, scrolled: viewport.y > 0, background: background)
        }
        if let menu, let menuRow, let placed = menuBlock {
            // The veil covers everything, the bar too; the row and its menu sit above it.
            nodes.append(.rect(frame, fill: .dimming))
            nodes.append(lifted(placed, section: menuRow.section, row: menuRow.row))
            nodes += menu.nodes()
        }
    }

    /// The rectangle of the row a menu lifts: the row's background, across its section's span.
    private func liftedFrame(_ placed: PictureLayout.Placed) -> PictureRect {
        let span = layout.sectionSpan
        return PictureRect(x: span.left, y: placed.y, width: span.right - span.left, height: placed.height)
    }

    /// The row drawn above the veil with every corner rounded and without its separators.
    private func lifted(_ placed: PictureLayout.Placed, section: Int, row: Int) -> PictureNode {
        var cell = layout.rowLayout(section: section, row: row)
        cell.corners = RoundedCorners(radius: PictureMetrics.contextMenuCornerRadius, top: true, bottom: true)
        cell.separator = nil
        cell.topLine = nil
        return .group(PictureRect(x: 0, y: placed.y, width: layout.width, height: placed.height), rowNodes(cell))
    }

    private func node(for placed: PictureLayout.Placed) -> PictureNode? {
        let frame = PictureRect(x: 0, y: placed.y, width: layout.width, height: placed.height)
        switch placed.block {
        case .sectionGap, .bottomGap:
            return nil
        case .tableHeader, .tableFooter, .sectionHeader, .sectionFooter:
            return .group(frame, textBlock(placed.block, height: placed.height))
        case .refreshControl:
            let side = PictureMetrics.spinnerSide
            return .group(
                frame,
                [
                    .glyph(
                        .activityIndicator,
                        PictureRect(
                            x: ((layout.width - side) / 2).rounded(.down), y: ((placed.height - side) / 2).rounded(.down),
                            width: side, height: side), color: .secondaryLabel)
                ])
        case .sectionEmpty, .unavailable:
            guard let state = layout.emptyState(of: placed.block) else { return nil }
            // A section's state across its text; the table's across the screen, clear of the index, centred in what it fills.
            let left = placed.block == .unavailable ? layout.textSpan(of: .tableHeader).left + PictureMetrics.layoutMargin : layout.contentSpan.left
            return .group(frame, state.nodes(x: left, y: ((placed.height - state.height) / 2).rounded(.down)))
        case .row(let section, let row):
            let nodes = rowNodes(layout.rowLayout(section: section, row: row))
            if let revealed, revealed.section == section, revealed.row == row {
                return .group(frame, swiped(nodes, row: layout.content.sections[section].rows[row], leading: revealed.leading, height: placed.height))
            }
            return .group(frame, nodes)
        }
    }

    /// A header's or footer's lines, at the bottom of a header's block (above the rows, as UIKit
    /// places a grouped header) and at the top of a footer's. A plain header is a bar across the table.
    private func textBlock(_ block: PictureLayout.Block, height: Double) -> [PictureNode] {
        let (font, color, alignment) = layout.textStyle(of: block)
        let lines = layout.textLines(of: block)
        let span = layout.textSpan(of: block)
        let padding = layout.textPadding(of: block)
        var nodes: [PictureNode] = []
        var y = padding.top
        if case .sectionHeader = block {
            y = height - padding.bottom - Double(lines.count) * font.lineHeight
            if layout.style == .plain {
                nodes.append(.rect(PictureRect(x: 0, y: 0, width: layout.width, height: height), fill: .secondarySystemBackground))
                y = ((height - font.lineHeight) / 2).rounded(.down)
            }
        }
        for line in lines {
            nodes.append(
                .text(
                    PictureTextRun(
                        line, frame: PictureRect(x: span.left, y: y, width: span.right - span.left, height: font.lineHeight),
                        font: font, color: color, alignment: alignment)))
            y += font.lineHeight
        }
        if case .sectionHeader(let index) = block, layout.content.sections[index].collapsible {
            // At the trailing margin, beside the header's last line (a plain header's bar: its middle).
            let side = PictureMetrics.sectionChevronSide
            let lineTop = y - font.lineHeight
            nodes.append(
                .glyph(
                    .sectionChevron(folded: layout.content.sections[index].collapsed),
                    PictureRect(
                        x: layout.contentSpan.right - side, y: lineTop + ((font.lineHeight - side) / 2).rounded(.down), width: side, height: side),
                    color: .secondaryLabel))
        }
        return nodes
    }

    private func rowNodes(_ row: PictureRowLayout) -> [PictureNode] {
        var nodes: [PictureNode] = [
            .rect(row.frame, fill: layout.style == .plain ? .systemBackground : .secondarySystemGroupedBackground, corners: row.corners)
        ]
        if let line = row.topLine { nodes.append(.hairline(line)) }
        if let glyph = row.editingControl, let frame = row.editingControlFrame {
            nodes.append(.glyph(glyph, frame, color: glyph == .deleteControl ? .systemRed : .systemGreen))
        }
        if let image = row.image { nodes.append(image) }
        nodes += row.labels.map(PictureNode.text)
        nodes += row.trailing
        if let separator = row.separator { nodes.append(.hairline(separator)) }
        return nodes
    }

    /// A row swiped open: its content slid over by its buttons' total width, the buttons filling
    /// the edge it uncovers, the first action outermost, all clipped to the row's span.
    private func swiped(_ nodes: [PictureNode], row: TableContent.Row, leading: Bool, height: Double) -> [PictureNode] {
        let span = layout.sectionSpan
        let buttons = SwipeButton.buttons(of: row, leading: leading)
        let total = buttons.reduce(0) { $0 + $1.width }
        let spanWidth = span.right - span.left
        var clipped: [PictureNode] = [
            .group(PictureRect(x: (leading ? total : -total) - span.left, y: 0, width: layout.width, height: height), nodes)
        ]
        // Trailing: the first action at the right edge, the rest leftwards; leading: the first at the left edge.
        var x = leading ? 0 : spanWidth
        for button in buttons {
            if !leading { x -= button.width }
            clipped.append(.group(PictureRect(x: x, y: 0, width: button.width, height: height), button.nodes(height: height)))
            if leading { x += button.width }
        }
        return [.group(PictureRect(x: span.left, y: 0, width: spanWidth, height: height), clipped)]
    }

    /// A row `--reveal` names, and the edge it was swiped from.
    public struct Revealed: Hashable, Sendable {
        public var section: Int, row: Int, leading: Bool

        public init(section: Int, row: Int, leading: Bool) {
            self.section = section
            self.row = row
            self.leading = leading
        }
    }

    /// The section index down the right edge in the tint colour, centred over the viewport (a
    /// whole-table picture: over its first screen), condensed with dots when it does not fit.
    private func indexColumn() -> PictureNode? {
        let titles = layout.indexTitles.map(\.title)
        guard !titles.isEmpty else { return nil }
        let height = min(viewport.height, PictureMetrics.screenHeight)
        let entry = PictureMetrics.indexEntryHeight
        let shown = SectionIndexTitles.condensed(titles, slots: max(1, Int(height / entry)), dot: "•")
        let font = PictureFont.caption2Semibold
        var y = ((height - Double(shown.count) * entry) / 2).rounded(.down)
        var nodes: [PictureNode] = []
        for title in shown {
            let text = PictureText.line(title, font: font, width: layout.indexWidth)
            nodes.append(
                .text(
                    PictureTextRun(
                        text, frame: PictureRect(x: 0, y: y, width: layout.indexWidth, height: entry), font: font,
                        color: title == "•" ? .secondaryLabel : .tint, alignment: .center)))
            y += entry
        }
        return .group(PictureRect(x: layout.width - layout.indexWidth, y: viewport.y, width: layout.indexWidth, height: height), nodes)
    }
}

extension TableContent {
    /// The same content with every shown text made `PictureText.visible`.
    public func pictureSafe() -> TableContent { mappingShownTexts(PictureText.visible) }
}

extension ResolvedTable {
    /// The table with its own shown texts (header, footer, index titles) made `PictureText.visible`.
    public func pictureSafeTitles() -> ResolvedTable { mappingShownTitles(PictureText.visible) }
}
