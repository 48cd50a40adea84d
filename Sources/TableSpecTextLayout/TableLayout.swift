import TableSpecLayoutRules
import TableSpecModel

/// The geometry of a whole table at one width: which block (table header, section header, row,
/// border, footer) covers which lines, and where each row's parts go.
///
/// Blocks are kept with a prefix sum of their line counts, so finding what is on line L is a
/// binary search: drawing lines L..L+H of a million-row table costs what it costs for a hundred.
/// Nothing here holds characters; `PreviewRenderer` draws from it.
public struct TableLayout: Sendable {
    public enum Block: Hashable, Sendable {
        /// The refresh control spinning above the table (`--refreshing`).
        case refreshControl
        case tableHeader
        /// Space above a section in the grouped styles.
        case sectionGap(Int)
        case sectionHeader(Int)
        /// The border above a grouped section's rows.
        case sectionTop(Int)
        case row(section: Int, row: Int)
        case sectionBottom(Int)
        /// A section's empty state, where its rows would be.
        case sectionEmpty(Int)
        case sectionFooter(Int)
        case tableFooter
        /// The table's empty state, or a search's "No Results", in what the screen has left.
        case unavailable
    }

    public let table: ResolvedTable
    public let content: TableContent
    public let options: LayoutOptions
    /// Columns left of the section index.
    public let contentWidth: Int
    /// The section index: each title and the section it leads to; empty without an index.
    public let indexTitles: [(title: String, section: Int)]
    public private(set) var blocks: [Block] = []
    /// `lineStarts[i]` is the first line of block i; the last entry is the line count.
    private var lineStarts: [Int] = [0]

    public var style: TableStyle { table.style }
    public var lineCount: Int { lineStarts[lineStarts.count - 1] }

    public init(_ table: ResolvedTable, content: TableContent, options: LayoutOptions) {
        self.table = table
        self.content = content
        var options = options
        options.width = max(options.width, LayoutOptions.minimumWidth)
        self.options = options
        indexTitles = table.index.map { content.sectionIndex($0) } ?? []
        let indexWidth = indexTitles.isEmpty ? 0 : 1 + min(2, indexTitles.map { TextWidth.columns($0.title) }.max() ?? 1)
        contentWidth = self.options.width - indexWidth
        build()
    }

    private mutating func append(_ block: Block, lines: Int) {
        guard lines > 0 else { return }
        blocks.append(block)
        lineStarts.append(lineStarts[lineStarts.count - 1] + lines)
    }

    private mutating func build() {
        let grouped = style != .plain
        if options.refreshing { append(.refreshControl, lines: LineMetrics.lines(forPoints: LayoutOptions.refreshControlPoints)) }
        if table.header != nil { append(.tableHeader, lines: lineCount(of: .tableHeader)) }
        for (index, section) in content.sections.enumerated() {
            if grouped { append(.sectionGap(index), lines: 1) }
            if section.header != nil { append(.sectionHeader(index), lines: lineCount(of: .sectionHeader(index))) }
            if grouped, !section.rows.isEmpty { append(.sectionTop(index), lines: 1) }
            for row in section.rows.indices {
                append(.row(section: index, row: row), lines: geometry(section: index, row: row).lineCount)
            }
            if grouped, !section.rows.isEmpty { append(.sectionBottom(index), lines: 1) }
            if section.showsEmptyState {
                append(.sectionEmpty(index), lines: emptyStateLines(of: .sectionEmpty(index)).count)
            } else if section.footer != nil {
                append(.sectionFooter(index), lines: lineCount(of: .sectionFooter(index)))
            }
        }
        if table.footer != nil { append(.tableFooter, lines: lineCount(of: .tableFooter)) }
        // UIKit centres the state in the whole table view, behind what it still shows; here it takes the rest of
        // the screen below that, so nothing is drawn over it.
        if content.unavailable != nil {
            append(.unavailable, lines: max(emptyStateLines(of: .unavailable).count, options.screenLines - lineCount))
        }
    }

    // MARK: Finding lines

    /// The block covering `line`, and the line's offset within it.
    public func block(atLine line: Int) -> (index: Int, offset: Int)? {
        guard line >= 0, line < lineCount else { return nil }
        var low = 0, high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return (low, line - lineStarts[low])
    }

    /// The first line of a block.
    public func firstLine(ofBlock index: Int) -> Int { lineStarts[index] }

    public func lineCount(ofBlock index: Int) -> Int { lineStarts[index + 1] - lineStarts[index] }

    /// The first line of a section (its header, or its first row), for `--scroll-to`.
    public func firstLine(ofSection section: Int, row: Int? = nil) -> Int? {
        let target: Block? = row.map { .row(section: section, row: $0) }
        guard
            let index = blocks.firstIndex(where: { block in
                if let target { return block == target }
                switch block {
                case .sectionGap(let s), .sectionHeader(let s), .sectionTop(let s), .sectionBottom(let s), .sectionEmpty(let s),
                    .sectionFooter(let s):
                    return s == section
                case .row(let s, _): return s == section
                default: return false
                }
            })
        else { return nil }
        return lineStarts[index]
    }

    // MARK: Text blocks

    /// The columns a table header, section header or footer wraps to. A collapsible section's header ends a
    /// column before its chevron.
    public func textWidth(of block: Block) -> Int {
        switch block {
        case .sectionHeader(let index) where content.sections[index].collapsible: chevronColumn - 1 - headerTextColumn
        case .sectionHeader where style == .plain: contentWidth - 2
        case .tableHeader, .tableFooter, .unavailable: contentWidth - 4
        default: contentWidth - (style == .insetGrouped ? 6 : 2)
        }
    }

    /// Where a section header's text starts: after a plain header bar's fill, else where the rows' text starts.
    public var headerTextColumn: Int {
        switch style {
        case .plain: 2
        case .grouped: 1
        case .insetGrouped: 4
        }
    }

    /// The column of a collapsible section's chevron, at the header's trailing edge: where the rows' accessories
    /// are, as UIKit lines the header's chevron up with the layout margin.
    public var chevronColumn: Int {
        contentWidth - (style == .insetGrouped ? 5 : 2)
    }

    /// The lines of a text block, wrapped at its width; plain section headers are one bar.
    public func textLines(of block: Block) -> [String] {
        let width = textWidth(of: block)
        switch block {
        case .tableHeader:
            // Grouped styles already open each section with a gap.
            return TextWidth.wrap(table.header ?? "", width: width) + (style == .plain ? [""] : [])
        case .tableFooter: return [""] + TextWidth.wrap(table.footer ?? "", width: width)
        case .sectionHeader(let index):
            let header = content.sections[index].header ?? ""
            return style == .plain ? [header] : TextWidth.wrap(header.uppercased(), width: width)
        case .sectionFooter(let index):
            return TextWidth.wrap(content.sections[index].footer ?? "", width: width)
        default: return []
        }
    }

    private func lineCount(of block: Block) -> Int { textLines(of: block).count }

    // MARK: Rows

    public func row(section: Int, row: Int) -> TableContent.Row { content.sections[section].rows[row] }

    /// What the row shows at its trailing edge in this layout. While editing, UIKit shows the
    /// editing accessory in place of the accessory view, so a switch is hidden then.
    public func trailingControl(section: Int, row: Int) -> TrailingControl? {
        TrailingControl.shown(by: self.row(section: section, row: row), editing: options.editing)
    }

    public func geometry(section: Int, row index: Int) -> RowGeometry {
        let row = self.row(section: section, row: index)
        let inset = style == .insetGrouped ? 3 : 0
        let innerStart = inset, innerEnd = contentWidth - inset
        var x = innerStart + 1
        var editingControl: Int?
        if options.editing {
            if row.editing.style != .none { editingControl = x }
            x += 2
        }
        var image: Int?
        if row.image != nil, row.appearance.style.hasImage {
            image = x
            x += 2
        }
        let trailing = trailingControl(section: section, row: index)
        let trailingWidth = trailing?.width ?? 0
        let trailingX = trailingWidth > 0 ? innerEnd - 1 - trailingWidth : nil
        let labelEnd = (trailingX.map { $0 - 1 } ?? innerEnd - 1)
        let labelStart = x
        let width = max(1, labelEnd - labelStart)
        let natural = naturalLines(row, width: width)
        let sectionRows = content.sections[section].rows.count
        let hasSeparator = style == .plain || index < sectionRows - 1
        var contentLines = natural
        var padding = 0
        if case .points(let points) = row.height {
            let available = LineMetrics.lines(forPoints: points) - 1
            if available > natural {
                padding = (available - natural) / 2
                contentLines = available - padding
            }
        }
        return RowGeometry(
            contentLines: contentLines, topPadding: padding, hasSeparator: hasSeparator,
            innerStart: innerStart, innerEnd: innerEnd, editingControl: editingControl, image: image,
            labelStart: labelStart, labelEnd: labelEnd, trailing: trailingX, trailingWidth: trailingWidth,
            separatorStart: labelStart)
    }

    /// Lines the row's labels need: one, or two for a subtitle with a detail; self-sizing rows
    /// wrap their text instead of truncating it.
    private func naturalLines(_ row: TableContent.Row, width: Int) -> Int {
        let automatic = row.height == .automatic
        switch row.appearance.style {
        case .subtitle:
            let text = automatic ? TextWidth.wrap(row.text ?? "", width: width).count : 1
            let detail = row.detail.map { automatic ? TextWidth.wrap($0, width: width).count : 1 } ?? 0
            return text + detail
        case .default, .custom:
            return automatic ? TextWidth.wrap(row.text ?? "", width: width).count : 1
        case .value1, .value2:
            return 1
        }
    }
}
