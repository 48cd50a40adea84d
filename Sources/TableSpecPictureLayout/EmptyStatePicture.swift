import TableSpecModel

/// An empty state as iOS 17 draws it (`UIContentUnavailableView` with the `empty()` configuration, or `search()`
/// for "No Results"): one centred column of the symbol in secondary grey, the title, the message in secondary text
/// and the button's title in the tint colour, on the table's own background.
///
/// The table's state (`empty`, or "No Results") is drawn large, as on a screen with nothing else on it; a section's,
/// which UIKit shows as the section's footer view, is drawn smaller, in the section's place. The sizes are ours:
/// UIKit documents none, and these follow what iOS draws on an iPhone.
public struct EmptyStatePicture: Hashable, Sendable {
    public var state: ResolvedEmptyState
    /// A search's "No Results", whose symbol is drawn as the magnifying glass it is.
    public var isNoResults: Bool
    /// A section's state, drawn smaller.
    public var compact: Bool
    /// The width of the column the parts are centred in.
    public var width: Double

    public init(state: ResolvedEmptyState, isNoResults: Bool = false, compact: Bool, width: Double) {
        self.state = state
        self.isNoResults = isNoResults
        self.compact = compact
        self.width = max(0, width)
    }

    /// The symbol's side, the title's, message's and button's fonts, and the space above each part.
    var symbolSide: Double { compact ? 28 : 48 }
    var titleFont: PictureFont { compact ? .headline : .title2Bold }
    var messageFont: PictureFont { compact ? .footnote : .subheadline }
    var buttonFont: PictureFont { compact ? .subheadline : .body }
    var titleGap: Double { compact ? 8 : 14 }
    var messageGap: Double { compact ? 2 : 6 }
    var buttonGap: Double { compact ? 8 : 16 }
    /// Above and below the column: what sets a section's state off from the sections around it.
    var padding: Double { compact ? 16 : 24 }

    var titleLines: [String] { PictureText.lines(state.title, font: titleFont, width: width, wraps: true) }
    var messageLines: [String] { state.message.map { PictureText.lines($0, font: messageFont, width: width, wraps: true) } ?? [] }

    /// The column's height, padding included.
    public var height: Double {
        var height = padding
        if state.image != nil { height += symbolSide + titleGap }
        height += Double(titleLines.count) * titleFont.lineHeight
        if !messageLines.isEmpty { height += messageGap + Double(messageLines.count) * messageFont.lineHeight }
        if state.action != nil { height += buttonGap + buttonFont.lineHeight }
        return height + padding
    }

    /// The parts, each centred in a column `width` wide from `x`, the column's top at `y`.
    public func nodes(x: Double, y: Double) -> [PictureNode] {
        var nodes: [PictureNode] = []
        var top = y + padding
        if let image = state.image {
            let glyph: PictureGlyph = isNoResults ? .magnifyingGlass : .image(name: image)
            nodes.append(
                .glyph(
                    glyph, PictureRect(x: x + ((width - symbolSide) / 2).rounded(.down), y: top, width: symbolSide, height: symbolSide),
                    color: .secondaryLabel))
            top += symbolSide + titleGap
        }
        func stack(_ lines: [String], font: PictureFont, color: SystemColor) {
            for line in lines {
                nodes.append(
                    .text(
                        PictureTextRun(
                            line, frame: PictureRect(x: x, y: top, width: width, height: font.lineHeight), font: font, color: color,
                            alignment: .center)))
                top += font.lineHeight
            }
        }
        stack(titleLines, font: titleFont, color: .label)
        if !messageLines.isEmpty {
            top += messageGap
            stack(messageLines, font: messageFont, color: .secondaryLabel)
        }
        if let action = state.action {
            top += buttonGap
            stack([PictureText.line(action.title, font: buttonFont, width: width)], font: buttonFont, color: .tint)
        }
        return nodes
    }
}
