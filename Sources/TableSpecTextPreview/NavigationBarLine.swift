import TableSpecLayoutRules
import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput

extension PreviewRenderer {
    /// The navigation bar of a pushed table, in one line: the back button (`‹` and the title of
    /// the table it returns to, in the tint colour) at the leading edge, and the table's title
    /// centred, as UIKit centres it; moved right of the back button, and cut, when there is no room.
    public func navigationBar(backTitle: String, title: String) -> String {
        let width = layout.options.width
        let back = (ascii ? "<" : "‹") + " " + TerminalSafeText.escaped(backTitle)
        let title = TerminalSafeText.escaped(title)
        let ellipsis = ascii ? PreviewGlyphs.ascii.ellipsis : PreviewGlyphs.unicode.ellipsis
        var line = StyledLine(width: width)
        // The back title gives way first: at most half the bar.
        line.place(back, at: 0, maxWidth: max(1, width / 2 - 1), style: .tint, ellipsis: ellipsis)
        let titleWidth = TextWidth.columns(title)
        let centred = (width - titleWidth) / 2
        line.place(title, at: max(centred, line.column + 2), style: .plain, ellipsis: ellipsis)
        return line.rendered(colored: colored) + "\n"
    }
}
