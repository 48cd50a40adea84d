import TableSpecLayoutRules
import TableSpecModel

/// One line of an empty state as the text preview draws it, centred: iOS 17 lays the parts of an empty state
/// (`UIContentUnavailableConfiguration`) out in one centred column.
public struct EmptyStateLine: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        /// The state's SF Symbol, which the preview draws as its image glyph (a search's "No Results": its
        /// magnifying glass).
        case image
        case title
        case message
        /// The button, in the tint colour.
        case action
        case space
    }

    public var part: Part
    /// The line's text; empty for an image and a space.
    public var text: String
}

extension TableLayout {
    /// The empty state a block shows: the table's (or "No Results") for `.unavailable`, a section's for
    /// `.sectionEmpty`; nil for any other block.
    public func emptyState(of block: Block) -> ResolvedEmptyState? {
        switch block {
        case .unavailable: content.unavailable?.state
        case .sectionEmpty(let index): content.sections[index].empty
        default: nil
        }
    }

    /// The lines of the empty state in `block`, its message wrapped to the block's width: the image, the title,
    /// the message and the button, top to bottom. The table's has a blank line after the image and one before the
    /// button, as the screen's has room; a section's, smaller, has none, and a blank line above and below
    /// to set it off from the sections around it.
    public func emptyStateLines(of block: Block) -> [EmptyStateLine] {
        guard let state = emptyState(of: block) else { return [] }
        let compact = block != .unavailable
        let width = textWidth(of: block)
        var lines: [EmptyStateLine] = compact ? [EmptyStateLine(part: .space, text: "")] : []
        if state.image != nil {
            lines.append(EmptyStateLine(part: .image, text: ""))
            if !compact { lines.append(EmptyStateLine(part: .space, text: "")) }
        }
        lines += TextWidth.wrap(state.title, width: width).map { EmptyStateLine(part: .title, text: $0) }
        if let message = state.message {
            lines += TextWidth.wrap(message, width: width).map { EmptyStateLine(part: .message, text: $0) }
        }
        if let action = state.action {
            if !compact { lines.append(EmptyStateLine(part: .space, text: "")) }
            lines.append(EmptyStateLine(part: .action, text: TextWidth.truncate(action.title, to: width)))
        }
        if compact { lines.append(EmptyStateLine(part: .space, text: "")) }
        return lines
    }
}
