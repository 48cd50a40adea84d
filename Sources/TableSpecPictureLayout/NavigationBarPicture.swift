/// The navigation bar over a table that another table's row opened (`--open`), as
/// `UINavigationController` shows a pushed view controller: the back button (`chevron.backward`
/// and the previous table's title, in the tint colour) at the leading edge and the title centred
/// in the headline font, moved clear of the back button and cut when there is no room; the back
/// title gives way first, to at most half the bar.
///
/// Since iOS 15 a bar is clear while the table is at its top (`scrollEdgeAppearance`); once the
/// table has scrolled under it, the bar takes its material and a hairline below.
public struct NavigationBarPicture: Hashable, Sendable {
    public var backTitle: String
    public var title: String

    public init(backTitle: String, title: String) {
        self.backTitle = backTitle
        self.title = title
    }

    /// The bar's nodes across a screen `width` wide, with its top at `y`; `hairline` false leaves the scrolled
    /// bar's hairline to a search field under it.
    func nodes(width: Double, y: Double, scrolled: Bool, background: SystemColor, hairline: Bool = true) -> [PictureNode] {
        let height = PictureMetrics.navigationBarHeight
        var children: [PictureNode] = [.rect(PictureRect(x: 0, y: 0, width: width, height: height), fill: scrolled ? .barBackground : background)]
        if scrolled, hairline {
            children.append(.hairline(PictureHairline(x: 0, width: width, edge: height, side: .above)))
        }
        let chevron = PictureGlyph.size(of: .backChevron)
        let chevronX = PictureMetrics.backChevronLeading
        children.append(
            .glyph(
                .backChevron,
                PictureRect(x: chevronX, y: ((height - chevron.height) / 2).rounded(.down), width: chevron.width, height: chevron.height),
                color: .tint))
        let body = PictureFont.body, headline = PictureFont.headline
        let backX = chevronX + chevron.width + PictureMetrics.backTitleGap
        let back = PictureText.line(backTitle, font: body, width: max(body.columnWidth, width / 2 - backX))
        let backEnd = backX + body.width(of: back)
        children.append(
            .text(
                PictureTextRun(
                    back, frame: PictureRect(x: backX, y: (height - body.lineHeight) / 2, width: backEnd - backX, height: body.lineHeight),
                    font: body, color: .tint)))
        // Centred on the screen, unless that would run into the back button.
        let clearOfBack = backEnd + PictureMetrics.layoutMargin
        let natural = headline.width(of: title)
        let titleX = max((width - natural) / 2, clearOfBack)
        let room = max(headline.columnWidth, width - PictureMetrics.layoutMargin - titleX)
        let shown = PictureText.line(title, font: headline, width: room)
        children.append(
            .text(
                PictureTextRun(
                    shown,
                    frame: PictureRect(
                        x: titleX, y: (height - headline.lineHeight) / 2, width: min(room, headline.width(of: shown)), height: headline.lineHeight),
                    font: headline, color: .label, alignment: .center)))
        return [.group(PictureRect(x: 0, y: y, width: width, height: height), children)]
    }
}
