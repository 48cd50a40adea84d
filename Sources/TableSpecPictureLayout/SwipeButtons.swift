import TableSpecModel

/// A revealed row's swipe action buttons, as UIKit draws them when the row is swiped open: each
/// button the row's full height, its colour the action's (`color:`), else UIKit's default (system
/// red for a destructive action and the built-in delete, system gray for a normal one), its SF
/// Symbol (as a placeholder) above its title in white.
public struct SwipeButton: Hashable, Sendable {
    public var title: String?
    /// The SF Symbol's name, or nil for a button with only a title.
    public var image: String?
    public var color: SystemColor
    public var width: Double

    /// The buttons of one edge of `row`, in the spec's order: the first is the outermost.
    public static func buttons(of row: TableContent.Row, leading: Bool) -> [SwipeButton] {
        (leading ? row.actions.leading : row.actions.trailing).map { action in
            let title: String?, image: String?, color: SystemColor
            switch action {
            case .delete:
                title = row.editing.deleteConfirmation ?? "Delete"
                image = nil
                color = .systemRed
            case .custom(let custom):
                title = custom.title
                image = custom.image
                color = custom.color.map(SystemColor.init(action:)) ?? (custom.style == .destructive ? .systemRed : .systemGray)
            }
            let text = title.map { PictureFont.footnote.width(of: $0) } ?? 0
            let width = max(PictureMetrics.swipeButtonMinimumWidth, text + 2 * PictureMetrics.swipeButtonPadding)
            return SwipeButton(title: title, image: image, color: color, width: width)
        }
    }

    /// The button's image and title, centred in a box `width` by `height`.
    public func nodes(height: Double) -> [PictureNode] {
        let side = PictureMetrics.imageSide, font = PictureFont.footnote
        let content = (image != nil ? side : 0) + (title != nil ? font.lineHeight : 0) + (image != nil && title != nil ? 2 : 0)
        var y = ((height - content) / 2).rounded(.down)
        var nodes: [PictureNode] = [.rect(PictureRect(x: 0, y: 0, width: width, height: height), fill: color)]
        if let image {
            nodes.append(
                .glyph(.image(name: image), PictureRect(x: ((width - side) / 2).rounded(.down), y: y, width: side, height: side), color: .white))
            y += side + 2
        }
        if let title {
            let inner = width - 2 * PictureMetrics.swipeButtonPadding / 2
            nodes.append(
                .text(
                    PictureTextRun(
                        PictureText.line(title, font: font, width: inner),
                        frame: PictureRect(x: PictureMetrics.swipeButtonPadding / 2, y: y, width: inner, height: font.lineHeight),
                        font: font, color: .white, alignment: .center)))
        }
        return nodes
    }
}

extension SystemColor {
    /// The UIKit system colour an action's `color:` names.
    init(action: ActionColor) {
        switch action {
        case .red: self = .systemRed
        case .orange: self = .systemOrange
        case .yellow: self = .systemYellow
        case .green: self = .systemGreen
        case .mint: self = .systemMint
        case .teal: self = .systemTeal
        case .cyan: self = .systemCyan
        case .blue: self = .tint
        case .indigo: self = .systemIndigo
        case .purple: self = .systemPurple
        case .pink: self = .systemPink
        case .brown: self = .systemBrown
        case .gray: self = .systemGray
        }
    }
}
