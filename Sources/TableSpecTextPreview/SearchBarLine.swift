import TableSpecLayoutRules
import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput

extension PreviewRenderer {
    /// The search field under the navigation bar, in one line: a rounded field with the magnifying glass and the
    /// prompt in secondary text, as the screen first shows it. In use (`--search`, `--scope`) the field makes room
    /// for Cancel at its trailing edge, in the tint colour, and shows the query with its clear button.
    public func searchBar(prompt: String, query: String?, isActive: Bool) -> String {
        let width = layout.options.width
        let cancel = "Cancel"
        // The field runs from the second column to the one before Cancel, or to the end, a column in from each edge.
        let fieldEnd = isActive ? width - 3 - TextWidth.columns(cancel) : width - 2
        var line = StyledLine(width: width)
        line.place("(", at: 1, style: .border)
        line.place(glyphs.search, at: 2, style: .secondary)
        let hasQuery = !(query ?? "").isEmpty
        let textEnd = fieldEnd - (hasQuery ? 2 : 1)
        // The prompt comes from the terminal-safe table; the query from the command line, made safe here.
        let shown = hasQuery ? TerminalSafeText.escaped(query ?? "") : prompt
        line.place(shown, at: 4, maxWidth: max(0, textEnd - 4), style: hasQuery ? .plain : .secondary, ellipsis: glyphs.ellipsis)
        if hasQuery { line.place(glyphs.clear, at: fieldEnd - 1, style: .secondary) }
        line.place(")", at: fieldEnd, style: .border)
        if isActive { line.place(cancel, at: fieldEnd + 2, style: .tint) }
        return line.rendered(colored: colored) + "\n"
    }

    /// The scope bar under the search field, in one line: a segmented control across the width, its segments
    /// equally wide as `UISegmentedControl` makes them, the chosen one in brackets. The titles come from the
    /// terminal-safe table.
    public func scopeBar(titles: [String], selected: Int) -> String {
        let width = layout.options.width
        var line = StyledLine(width: width)
        let inner = width - 4, count = max(1, titles.count)
        let segment = max(1, (inner - (count - 1)) / count)
        line.place("(", at: 1, style: .border)
        for (index, title) in titles.enumerated() {
            let start = 2 + index * (segment + 1)
            if index > 0 { line.place(glyphs.vertical, at: start - 1, style: .border) }
            let text = index == selected ? "[" + title + "]" : title
            line.place(
                text, at: start + max(0, (segment - min(TextWidth.columns(text), segment)) / 2), maxWidth: segment,
                style: index == selected ? .plain : .secondary, ellipsis: glyphs.ellipsis)
        }
        line.place(")", at: width - 2, style: .border)
        return line.rendered(colored: colored) + "\n"
    }
}
