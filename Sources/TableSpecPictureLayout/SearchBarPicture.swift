/// The table's search field (`search`) as `UISearchController` shows it under the navigation bar: a rounded grey
/// field with the magnifying glass and the prompt, and under it, for two or more scopes, the scope bar, a
/// segmented control with the chosen scope raised. In use (`--search`, `--scope`), the field holds the query with
/// its clear button and makes room for Cancel, in the tint colour, as iOS 17 shows an active search.
///
/// Like the navigation bar it is clear at the top of the table and takes the bar's material once the table has
/// scrolled under it, with the hairline below it rather than below the navigation bar.
public struct SearchBarPicture: Hashable, Sendable {
    /// The placeholder: the spec's prompt, or "Search".
    public var prompt: String
    /// What was typed; nil or empty shows the prompt.
    public var query: String?
    public var isActive: Bool
    /// The scope buttons' titles, drawn when there are two or more, and the chosen one.
    public var scopes: [String]
    public var selectedScope: Int

    public init(prompt: String, query: String?, isActive: Bool, scopes: [String], selectedScope: Int) {
        self.prompt = prompt
        self.query = query
        self.isActive = isActive
        self.scopes = scopes
        self.selectedScope = selectedScope
    }

    var showsScopeBar: Bool { scopes.count >= 2 }

    /// The bars' height: the search field's, and the scope bar's under it.
    public var height: Double {
        PictureMetrics.searchBarHeight + (showsScopeBar ? PictureMetrics.scopeBarHeight : 0)
    }

    static let cancelTitle = "Cancel"

    /// The bars' nodes across a screen `width` wide, their top at `y`.
    func nodes(width: Double, y: Double, scrolled: Bool, background: SystemColor) -> [PictureNode] {
        let margin = PictureMetrics.layoutMargin, padding = PictureMetrics.searchFieldPadding
        let body = PictureFont.body, side = PictureMetrics.searchGlyphSide
        var children: [PictureNode] = [.rect(PictureRect(x: 0, y: 0, width: width, height: height), fill: scrolled ? .barBackground : background)]
        if scrolled {
            children.append(.hairline(PictureHairline(x: 0, width: width, edge: height, side: .above)))
        }
        let cancelWidth = body.width(of: Self.cancelTitle)
        let fieldRight = isActive ? width - margin - cancelWidth - padding : width - margin
        let fieldHeight = PictureMetrics.searchFieldHeight
        let field = PictureRect(
            x: margin, y: ((PictureMetrics.searchBarHeight - fieldHeight) / 2).rounded(.down), width: fieldRight - margin, height: fieldHeight)
        children.append(
            .rect(field, fill: .searchField, corners: RoundedCorners(radius: PictureMetrics.searchFieldCornerRadius, top: true, bottom: true)))
        let glyphY = field.y + ((fieldHeight - side) / 2).rounded(.down)
        children.append(.glyph(.magnifyingGlass, PictureRect(x: field.x + padding, y: glyphY, width: side, height: side), color: .secondaryLabel))
        let hasQuery = !(query ?? "").isEmpty
        let textX = field.x + padding + side + PictureMetrics.searchTextGap
        let textRight = field.maxX - padding - (hasQuery ? side + PictureMetrics.searchTextGap : 0)
        let textY = field.y + (fieldHeight - body.lineHeight) / 2
        let shown = PictureText.line(hasQuery ? query ?? "" : prompt, font: body, width: max(body.columnWidth, textRight - textX))
        children.append(
            .text(
                PictureTextRun(
                    shown, frame: PictureRect(x: textX, y: textY, width: max(0, textRight - textX), height: body.lineHeight),
                    font: body, color: hasQuery ? .label : .secondaryLabel)))
        if hasQuery {
            children.append(
                .glyph(.clearText, PictureRect(x: field.maxX - padding - side, y: glyphY, width: side, height: side), color: .secondaryLabel))
        }
        if isActive {
            children.append(
                .text(
                    PictureTextRun(
                        Self.cancelTitle, frame: PictureRect(x: width - margin - cancelWidth, y: textY, width: cancelWidth, height: body.lineHeight),
                        font: body, color: .tint)))
        }
        if showsScopeBar { children += scopeBar(width: width) }
        return [.group(PictureRect(x: 0, y: y, width: width, height: height), children)]
    }

    /// The scope bar: a segmented control between the margins, its segments equally wide, the chosen one raised.
    private func scopeBar(width: Double) -> [PictureNode] {
        let margin = PictureMetrics.layoutMargin, controlHeight = PictureMetrics.scopeControlHeight
        let top = PictureMetrics.searchBarHeight + ((PictureMetrics.scopeBarHeight - controlHeight) / 2).rounded(.down)
        let control = PictureRect(x: margin, y: top, width: width - 2 * margin, height: controlHeight)
        var nodes: [PictureNode] = [.rect(control, fill: .searchField, corners: RoundedCorners(radius: 8, top: true, bottom: true))]
        let segment = control.width / Double(scopes.count), font = PictureFont.footnote
        for (index, title) in scopes.enumerated() {
            let x = control.x + Double(index) * segment
            if index == selectedScope {
                nodes.append(
                    .rect(
                        PictureRect(x: x + 2, y: top + 2, width: segment - 4, height: controlHeight - 4), fill: .selectedSegment,
                        corners: RoundedCorners(radius: 7, top: true, bottom: true)))
            }
            nodes.append(
                .text(
                    PictureTextRun(
                        PictureText.line(title, font: font, width: segment - 8),
                        frame: PictureRect(x: x + 4, y: top + (controlHeight - font.lineHeight) / 2, width: segment - 8, height: font.lineHeight),
                        font: font, color: .label, alignment: .center)))
        }
        return nodes
    }
}
