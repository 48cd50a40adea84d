import TableSpecModel

/// A row's context menu as iOS presents it after a long press (`--menu`): the rest of the screen
/// veiled, the row lifted above the veil with rounded corners, and the menu's panel beside it,
/// below the row when there is room, else above it.
///
/// Each of the row's `menu:` actions is one item the HIG's minimum height, its title leading and
/// its SF Symbol (drawn as a placeholder) trailing; a destructive action is red, as
/// `UIMenuElement.Attributes.destructive` draws it.
public struct ContextMenuPanel: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var title: String
        /// The SF Symbol's name, or nil for an item without one.
        public var image: String?
        public var destructive: Bool
    }

    public var items: [Item]
    /// The panel in the table's coordinates.
    public var frame: PictureRect

    /// The items of `row`'s menu, in the spec's order, top to bottom.
    public static func items(of row: TableContent.Row) -> [Item] {
        row.actions.menu.map { action in
            switch action {
            case .delete:
                // UIKit's own delete item shows the trash symbol, as the runtime's menu does.
                Item(title: row.editing.deleteConfirmation ?? "Delete", image: "trash", destructive: true)
            case .custom(let custom):
                Item(title: custom.title ?? "", image: custom.image, destructive: custom.style == .destructive)
            }
        }
    }

    /// The panel for `row`'s menu, lifted from `lifted` (the row's rectangle), in a screen
    /// `width` wide whose visible part runs from `top` to `bottom`. With `growsDown`, a picture
    /// of the whole table, the panel always goes below the row and the picture grows to hold it.
    public init(row: TableContent.Row, lifted: PictureRect, width: Double, top: Double, bottom: Double, growsDown: Bool) {
        items = Self.items(of: row)
        let margin = PictureMetrics.contextMenuMargin, gap = PictureMetrics.contextMenuGap
        let panelWidth = max(0, min(PictureMetrics.contextMenuWidth, width - 2 * margin))
        let height = Double(items.count) * PictureMetrics.contextMenuItemHeight
        // Lined up with the lifted row's leading edge, kept inside the screen's margins.
        let x = max(margin, min(lifted.x, width - margin - panelWidth))
        let below = lifted.maxY + gap, above = lifted.y - gap - height
        let y = growsDown || below + height <= bottom - gap || above < top + gap ? below : above
        frame = PictureRect(x: x, y: y, width: panelWidth, height: height)
    }

    /// The panel's nodes: its rounded background, each item's title and symbol, and a hairline
    /// between items.
    public func nodes() -> [PictureNode] {
        let font = PictureFont.body, itemHeight = PictureMetrics.contextMenuItemHeight
        let inset = PictureMetrics.layoutMargin, side = PictureMetrics.imageSide
        var children: [PictureNode] = [
            .rect(
                PictureRect(x: 0, y: 0, width: frame.width, height: frame.height), fill: .menuBackground,
                corners: RoundedCorners(radius: PictureMetrics.contextMenuCornerRadius, top: true, bottom: true))
        ]
        for (index, item) in items.enumerated() {
            let top = Double(index) * itemHeight
            let color: SystemColor = item.destructive ? .systemRed : .label
            let imageRoom = item.image != nil ? side + PictureMetrics.accessoryGap : 0
            let textWidth = max(0, frame.width - 2 * inset - imageRoom)
            children.append(
                .text(
                    PictureTextRun(
                        PictureText.line(item.title, font: font, width: textWidth),
                        frame: PictureRect(
                            x: inset, y: top + ((itemHeight - font.lineHeight) / 2).rounded(.down), width: textWidth, height: font.lineHeight),
                        font: font, color: color)))
            if let image = item.image {
                children.append(
                    .glyph(
                        .image(name: image),
                        PictureRect(x: frame.width - inset - side, y: top + ((itemHeight - side) / 2).rounded(.down), width: side, height: side),
                        color: color))
            }
            if index > 0 {
                children.append(.hairline(PictureHairline(x: 0, width: frame.width, edge: top, side: .below)))
            }
        }
        return [.group(frame, children)]
    }
}
