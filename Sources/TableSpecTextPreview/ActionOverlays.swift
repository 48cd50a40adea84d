import TableSpecLayoutRules
import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel

/// A row's swipe actions and context menu, drawn over the table for `--reveal` and `--menu`.
///
/// A revealed row slides over by the width of its buttons, as iOS slides it: trailing actions
/// come in at the right edge with the first action outermost (rightmost), leading ones at the
/// left with the first leftmost. The built-in delete shows its title (`deleteConfirmation`, else
/// "Delete") in red. A menu is a box under the row listing its items; destructive ones are red
/// and marked with the delete glyph, as colour alone does not survive a plain terminal.
struct ActionOverlays {
    let glyphs: PreviewGlyphs

    /// The title an action shows: its own, the delete's, or its image's glyph.
    func title(_ action: RowAction, row: TableContent.Row) -> String {
        switch action {
        case .delete: row.editing.deleteConfirmation ?? "Delete"
        case .custom(let custom): custom.title ?? glyphs.image
        }
    }

    private static func style(_ action: RowAction) -> PreviewStyle {
        switch action {
        case .delete: .button(nil, destructive: true)
        case .custom(let custom): .button(custom.color, destructive: custom.style == .destructive)
        }
    }

    /// The row's content lines slid over, with the buttons of one edge in the room they leave.
    func revealed(_ lines: [StyledLine], row: TableContent.Row, leading: Bool, width: Int) -> [StyledLine] {
        let actions = leading ? row.actions.leading : row.actions.trailing
        guard !actions.isEmpty else { return lines }
        // Left to right: the first action is outermost on its edge.
        let ordered = leading ? actions : actions.reversed()
        let titles = ordered.map { TextWidth.truncate(title($0, row: row), to: max(1, (width - 8) / max(1, ordered.count) - 3)) }
        let buttons = titles.map { TextWidth.columns($0) + 2 }.reduce(0, +) + ordered.count
        let slide = min(buttons, width - 1)
        return lines.enumerated().map { position, line in
            // Trailing: the content's columns from `slide` on, then a separator before each button.
            // Leading: each button, a separator after it, then the content from its first column.
            var out = leading ? StyledLine(width: width) : line.columns(from: slide, count: width - slide, lineWidth: width)
            out.fill(" ", to: leading ? 0 : width - slide, style: .plain)
            for (index, action) in ordered.enumerated() {
                let text = position == 0 ? " " + titles[index] + " " : String(repeating: " ", count: TextWidth.columns(titles[index]) + 2)
                if !leading { out.place(glyphs.vertical, at: out.column, style: .border) }
                out.place(text, at: out.column, style: Self.style(action))
                if leading { out.place(glyphs.vertical, at: out.column, style: .border) }
            }
            if leading {
                for piece in line.columns(from: 0, count: width - slide, lineWidth: width - slide).pieces {
                    out.place(piece.text, at: out.column, style: piece.style)
                }
            }
            return out
        }
    }

    /// The menu's box, its left edge at `x`.
    func menu(_ row: TableContent.Row, x: Int, width: Int) -> [StyledLine] {
        let items = row.actions.menu
        guard !items.isEmpty else { return [] }
        let inner = min(max(12, items.map { TextWidth.columns(title($0, row: row)) }.max() ?? 0) + 4, width - x - 2)
        guard inner > 4 else { return [] }
        func edge(_ left: String, _ right: String) -> StyledLine {
            var line = StyledLine(width: width)
            line.place(left, at: x, style: .border)
            line.fill(glyphs.horizontal, to: x + 1 + inner, style: .border)
            line.place(right, at: x + 1 + inner, style: .border)
            return line
        }
        var lines = [edge(glyphs.topLeft, glyphs.topRight)]
        for action in items {
            var line = StyledLine(width: width)
            line.place(glyphs.vertical, at: x, style: .border)
            let destructive = action == .delete || { if case .custom(let custom) = action { custom.style == .destructive } else { false } }()
            line.place(title(action, row: row), at: x + 2, maxWidth: inner - 4, style: destructive ? .delete : .plain, ellipsis: glyphs.ellipsis)
            let hasImage = action == .delete || action.image != nil
            if destructive {
                line.place(glyphs.deleteControl, at: x + inner - 1, style: .delete)
            } else if hasImage {
                line.place(glyphs.image, at: x + inner - 1, style: .secondary)
            }
            line.place(glyphs.vertical, at: x + 1 + inner, style: .border)
            lines.append(line)
        }
        lines.append(edge(glyphs.bottomLeft, glyphs.bottomRight))
        return lines
    }
}

extension RowAction {
    /// The SF Symbol an action of the app's names.
    var image: String? {
        if case .custom(let custom) = self { return custom.image }
        return nil
    }
}
