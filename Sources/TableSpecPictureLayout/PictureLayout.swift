import TableSpecDiagnostics
import TableSpecLayoutRules
import TableSpecModel

/// A table laid out in points, as UIKit lays it out on a screen `width` points wide: which block
/// (table header, section header, row, footer) covers which span of the height.
///
/// Both picture formats draw from this one layout, through `PictureScene`; neither knows a
/// metric of its own.
public struct PictureLayout: Sendable {
    public enum Block: Hashable, Sendable {
        /// The refresh control spinning above the table (`--refreshing`).
        case refreshControl
        case tableHeader
        /// Space above a grouped section that has no header.
        case sectionGap(Int)
        case sectionHeader(Int)
        case row(section: Int, row: Int)
        /// A section's empty state, where its rows would be, in place of its footer.
        case sectionEmpty(Int)
        case sectionFooter(Int)
        case tableFooter
        /// Space below the last section in the grouped styles.
        case bottomGap
        /// The table's empty state, or a search's "No Results", in what the screen has left.
        case unavailable
    }

    public struct Placed: Hashable, Sendable {
        public var block: Block
        public var y: Double
        public var height: Double
        public var maxY: Double { y + height }
    }

    public let table: ResolvedTable
    public let content: TableContent
    public let width: Double
    public let editing: Bool
    /// Whether the refresh control spins above the table (`--refreshing`).
    public let refreshing: Bool
    /// The height of the screen the table is shown on: a table without rows centres its empty state in what the
    /// screen has left below the sections' headers.
    public let screenHeight: Double
    /// The section index: each title and the section it leads to; empty without an index.
    public let indexTitles: [(title: String, section: Int)]
    /// The index column's width at the right edge; 0 without an index.
    public let indexWidth: Double
    public private(set) var blocks: [Placed] = []
    public private(set) var height = 0.0

    public var style: TableStyle { table.style }
    var grouped: Bool { style != .plain }

    /// Lays out `content`, whose texts must already be `PictureText.visible`.
    public init(
        _ table: ResolvedTable, content: TableContent, width: Double, editing: Bool, refreshing: Bool = false,
        screenHeight: Double = PictureMetrics.screenHeight
    ) {
        self.table = table
        self.content = content
        self.width = min(
            max(width.isFinite ? width : PictureMetrics.defaultDeviceWidth, PictureMetrics.deviceWidths.lowerBound),
            PictureMetrics.deviceWidths.upperBound)
        self.editing = editing
        self.refreshing = refreshing
        self.screenHeight = min(max(screenHeight.isFinite ? screenHeight : PictureMetrics.screenHeight, 0), PictureMetrics.maximumBlockHeight)
        indexTitles = table.index.map { content.sectionIndex($0) } ?? []
        if indexTitles.isEmpty {
            indexWidth = 0
        } else {
            let widest = indexTitles.map { PictureFont.caption2Semibold.width(of: $0.title) }.max() ?? 0
            indexWidth = min(max(widest + 4, PictureMetrics.indexWidth.lowerBound), PictureMetrics.indexWidth.upperBound)
        }
        build()
    }

    private mutating func append(_ block: Block, height: Double) {
        let clamped = min(max(height.isFinite ? height : 0, 0), PictureMetrics.maximumBlockHeight)
        guard clamped > 0 else { return }
        blocks.append(Placed(block: block, y: self.height, height: clamped))
        self.height += clamped
    }

    private mutating func build() {
        if refreshing { append(.refreshControl, height: PictureMetrics.refreshControlHeight) }
        if table.header != nil { append(.tableHeader, height: textBlockHeight(.tableHeader)) }
        for (index, section) in content.sections.enumerated() {
            if section.header != nil {
                append(.sectionHeader(index), height: textBlockHeight(.sectionHeader(index)))
            } else if grouped {
                append(.sectionGap(index), height: PictureMetrics.groupedSectionGap)
            }
            for row in section.rows.indices {
                append(.row(section: index, row: row), height: rowLayout(section: index, row: row).height)
            }
            if section.showsEmptyState {
                append(.sectionEmpty(index), height: emptyState(of: .sectionEmpty(index))?.height ?? 0)
            } else if section.footer != nil {
                append(.sectionFooter(index), height: textBlockHeight(.sectionFooter(index)))
            }
        }
        if table.footer != nil { append(.tableFooter, height: textBlockHeight(.tableFooter)) }
        if grouped { append(.bottomGap, height: PictureMetrics.groupedSectionGap) }
        // UIKit centres the state in the whole table view, behind what it still shows; here it takes the rest of
        // the screen below that, so nothing is drawn over it.
        if let state = emptyState(of: .unavailable) { append(.unavailable, height: max(state.height, screenHeight - height)) }
    }

    /// The empty state a block shows, laid out across its span: the table's (or "No Results") for
    /// `.unavailable`, a section's for `.sectionEmpty`; nil for any other block.
    public func emptyState(of block: Block) -> EmptyStatePicture? {
        switch block {
        case .unavailable:
            guard let unavailable = content.unavailable else { return nil }
            let span = textSpan(of: .tableHeader)
            return EmptyStatePicture(
                state: unavailable.state, isNoResults: unavailable == .noResults, compact: false,
                width: span.right - span.left - 2 * PictureMetrics.layoutMargin)
        case .sectionEmpty(let index):
            guard let state = content.sections[index].empty else { return nil }
            let span = contentSpan
            return EmptyStatePicture(state: state, compact: true, width: span.right - span.left)
        default:
            return nil
        }
    }

    // MARK: Finding blocks

    /// The index of the first block that ends below `y`: a binary search, so a viewport of a
    /// huge table costs what it costs of a small one.
    public func firstBlock(endingAfter y: Double) -> Int {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].maxY <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where `block` is placed, if the table has it.
    public func placed(_ block: Block) -> Placed? {
        blocks.first { $0.block == block }
    }

    /// The top of a section (its header, or its first row), or of one of its rows, for `--scroll-to`.
    public func top(ofSection section: Int, row: Int? = nil) -> Double? {
        blocks.first { placed in
            switch placed.block {
            case .row(let s, let r): s == section && (row == nil || row == r)
            case .sectionGap(let s), .sectionHeader(let s), .sectionEmpty(let s), .sectionFooter(let s): s == section && row == nil
            default: false
            }
        }?.y
    }

    // MARK: Sections

    /// The horizontal span of a section's rows: the full width, or inset in `insetGrouped`
    /// (and clear of the section index there).
    public var sectionSpan: (left: Double, right: Double) {
        style == .insetGrouped
            ? (PictureMetrics.sectionInset, width - PictureMetrics.sectionInset - indexWidth)
            : (0, width)
    }

    /// Where text starts and accessories end inside a section's span.
    var contentSpan: (left: Double, right: Double) {
        let span = sectionSpan
        return (
            span.left + PictureMetrics.layoutMargin,
            span.right - PictureMetrics.layoutMargin - (style == .insetGrouped ? 0 : indexWidth)
        )
    }

    // MARK: Text blocks

    /// The font, colour and alignment of a table header, section header or footer.
    func textStyle(of block: Block) -> (font: PictureFont, color: SystemColor, alignment: PictureTextRun.Alignment) {
        switch block {
        case .tableHeader, .tableFooter: (.subheadline, .secondaryLabel, .center)
        case .sectionHeader where !grouped: (.headline, .label, .leading)
        default: (.footnote, .secondaryLabel, .leading)
        }
    }

    /// The box a text block's lines go in, across the table. A collapsible section's header stops short of its
    /// chevron, at the trailing edge.
    func textSpan(of block: Block) -> (left: Double, right: Double) {
        switch block {
        case .tableHeader, .tableFooter:
            return (PictureMetrics.layoutMargin, width - PictureMetrics.layoutMargin - indexWidth)
        case .sectionHeader(let index) where content.sections[index].collapsible:
            let span = contentSpan
            return (span.left, span.right - PictureMetrics.sectionChevronSide - PictureMetrics.accessoryGap)
        default:
            return contentSpan
        }
    }

    /// The lines of a text block: grouped headers in capitals, a plain header on one line.
    public func textLines(of block: Block) -> [String] {
        let (font, _, _) = textStyle(of: block)
        let span = textSpan(of: block)
        let available = span.right - span.left
        switch block {
        case .tableHeader: return PictureText.lines(table.header ?? "", font: font, width: available, wraps: true)
        case .tableFooter: return PictureText.lines(table.footer ?? "", font: font, width: available, wraps: true)
        case .sectionHeader(let index):
            let header = content.sections[index].header ?? ""
            return grouped
                ? PictureText.lines(header.uppercased(), font: font, width: available, wraps: true)
                : [PictureText.line(header, font: font, width: available)]
        case .sectionFooter(let index):
            return PictureText.lines(content.sections[index].footer ?? "", font: font, width: available, wraps: true)
        default: return []
        }
    }

    /// A text block's padding above and below its lines.
    func textPadding(of block: Block) -> (top: Double, bottom: Double) {
        switch block {
        case .tableHeader: (PictureMetrics.tableTextPadding, grouped ? 0 : PictureMetrics.tableTextPadding)
        case .tableFooter: (PictureMetrics.tableTextPadding, PictureMetrics.tableTextPadding)
        case .sectionHeader: grouped ? (PictureMetrics.groupedHeaderTop, PictureMetrics.groupedHeaderBottom) : (3, 3)
        case .sectionFooter: (PictureMetrics.groupedFooterTop, grouped ? 0 : PictureMetrics.groupedFooterTop)
        default: (0, 0)
        }
    }

    /// The height of a text block: its lines and padding, a plain header's bar, or the height the
    /// spec gives (`headerHeight`, `footerHeight`, or the table's section defaults).
    func textBlockHeight(_ block: Block) -> Double {
        let declared: Height?
        switch block {
        case .sectionHeader(let index): declared = content.sections[index].headerHeight ?? table.sectionHeaderHeight
        case .sectionFooter(let index): declared = content.sections[index].footerHeight ?? table.sectionFooterHeight
        default: declared = nil
        }
        if case .points(let points)? = declared { return points }
        let padding = textPadding(of: block)
        let natural = padding.top + Double(textLines(of: block).count) * textStyle(of: block).font.lineHeight + padding.bottom
        if case .sectionHeader = block, !grouped { return max(PictureMetrics.plainHeaderHeight, natural) }
        return natural
    }
}
