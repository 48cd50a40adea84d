/// The numbers a picture preview lays a table out with, in points. Each is documented in
/// Docs/Format.md ("The picture previews") with where it comes from: Apple's documentation or the
/// HIG where they give a number, otherwise our approximation of what iOS draws.
public enum PictureMetrics {
    /// An iPhone's width in points when `--device-width` is not given (iPhone 12 to 15).
    public static let defaultDeviceWidth = 390.0
    /// A swipe action button's narrowest width, and the padding each side of its title (ours:
    /// Apple gives no figure; these match what iOS draws closely enough to read).
    public static let swipeButtonMinimumWidth = 74.0
    public static let swipeButtonPadding = 16.0
    /// The narrowest and widest screens a picture is drawn for.
    public static let deviceWidths = 200.0...2000.0
    /// Points of that iPhone's screen: a whole-table picture lays the section index over this much
    /// of the table, as UIKit lays it over the visible table.
    public static let screenHeight = 844.0
    /// UIKit's standard row height, and the HIG's minimum tappable size.
    public static let minimumRowHeight = 44.0
    /// Above and below a self-sizing row's text.
    public static let rowVerticalPadding = 11.0
    /// The tallest row or header drawn (as the text preview's 1,000 lines of 22 pt): UIKit sets no
    /// upper bound, but a picture must stay drawable.
    public static let maximumBlockHeight = 22_000.0
    /// A cell's leading and trailing layout margin, where its text starts and its accessory ends.
    public static let layoutMargin = 16.0
    /// How far `insetGrouped` sections stand in from the screen's edges.
    public static let sectionInset = 16.0
    /// The corner radius of an `insetGrouped` section.
    public static let cornerRadius = 10.0
    /// The width an image takes before the text, and the gap after it: an SF Symbol at the body
    /// size is drawn in a box this wide, so rows with images line their text up.
    public static let imageSlot = 29.0
    public static let imageGap = 15.0
    /// The image placeholder's side.
    public static let imageSide = 24.0
    /// While editing, the content moves right by this much to make room for the editing control.
    public static let editingShift = 38.0
    /// The red delete and green insert circles' diameter.
    public static let editingControlDiameter = 22.0
    /// Between the text and the trailing accessory or control.
    public static let accessoryGap = 10.0
    /// A UISwitch's size.
    public static let switchWidth = 51.0
    public static let switchHeight = 31.0
    /// A hairline's thickness on a 2x iPhone, where the layout measures a separator from; the
    /// notations draw it one device pixel thick at any scale (`PictureHairline`).
    public static let separatorThickness = 0.5
    /// Grouped styles: the space above a section without a header, and above a header's text.
    public static let groupedSectionGap = 35.0
    public static let groupedHeaderTop = 22.0
    /// Grouped styles: between a header's text and the rows, and between the rows and the footer.
    public static let groupedHeaderBottom = 7.0
    public static let groupedFooterTop = 7.0
    /// A plain section header's bar.
    public static let plainHeaderHeight = 28.0
    /// Above and below the table header's and footer's text.
    public static let tableTextPadding = 16.0
    /// One section index title's height, and the index column's narrowest and widest.
    public static let indexEntryHeight = 14.0
    public static let indexWidth = 16.0...32.0
    /// A text's width is estimated from its terminal columns (an East Asian wide character or an
    /// emoji counts two) at this fraction of the font size per column: the picture is laid out
    /// without the font, so the same spec gives the same picture everywhere.
    public static let columnWidthPerPoint = 0.55
    /// A navigation bar's height with an inline title, as a pushed table shows it (`--open`).
    public static let navigationBarHeight = 44.0
    /// The back button: its chevron's distance from the leading edge, and the gap between the
    /// chevron and the back title (ours: measured from what iOS draws).
    public static let backChevronLeading = 8.0
    public static let backTitleGap = 6.0
    /// A context menu (`--menu`): the panel's width, its corners' radius (also the lifted row's),
    /// the gap between the lifted row and the panel, and the panel's margin from the screen's
    /// edges (ours: UIKit documents none of them; these are what iOS draws on an iPhone).
    public static let contextMenuWidth = 250.0
    public static let contextMenuCornerRadius = 13.0
    public static let contextMenuGap = 8.0
    public static let contextMenuMargin = 16.0
    /// One menu item's height: the HIG's minimum tappable size.
    public static let contextMenuItemHeight = 44.0
    /// The refresh control while it spins (`--refreshing`): how far it pushes the table down (UIKit documents none;
    /// this is what iOS shows), and its spinner's side, a medium `UIActivityIndicatorView`'s.
    public static let refreshControlHeight = 60.0
    public static let spinnerSide = 20.0
    /// The search field under the navigation bar (ours: what iOS 17 draws on an iPhone): the bar's height, the
    /// field's height and corners, the magnifying glass's side and the gaps around it.
    public static let searchBarHeight = 52.0
    public static let searchFieldHeight = 36.0
    public static let searchFieldCornerRadius = 10.0
    public static let searchGlyphSide = 16.0
    public static let searchFieldPadding = 8.0
    public static let searchTextGap = 6.0
    /// The scope bar under the search field (ours): its height and its segmented control's.
    public static let scopeBarHeight = 44.0
    public static let scopeControlHeight = 32.0
    /// A collapsible section header's chevron: its box at the header's trailing edge.
    public static let sectionChevronSide = 13.0
}

/// A text style of iOS's Dynamic Type at its default (Large) size: the point size, the line
/// height and the weight (400 regular, 600 semibold).
public struct PictureFont: Hashable, Sendable {
    public var size: Double
    public var lineHeight: Double
    public var weight: Int

    public static let body = PictureFont(size: 17, lineHeight: 22, weight: 400)
    public static let headline = PictureFont(size: 17, lineHeight: 22, weight: 600)
    public static let subheadline = PictureFont(size: 15, lineHeight: 20, weight: 400)
    public static let footnote = PictureFont(size: 13, lineHeight: 18, weight: 400)
    public static let caption2Semibold = PictureFont(size: 11, lineHeight: 13, weight: 600)
    /// An empty state's title, bold as `UIContentUnavailableConfiguration` sets it.
    public static let title2Bold = PictureFont(size: 22, lineHeight: 28, weight: 700)

    /// The estimated width of `text` in this font (see `PictureMetrics.columnWidthPerPoint`).
    public func width(of text: String) -> Double {
        Double(PictureText.columns(text)) * columnWidth
    }

    /// Whole columns that fit in `width` points; at least one.
    public func columns(in width: Double) -> Int {
        // A hair of slack, so a width measured from this font's own columns fits them again.
        guard width.isFinite, width + 0.001 > columnWidth else { return 1 }
        return Int((width + 0.001) / columnWidth)
    }

    var columnWidth: Double { size * PictureMetrics.columnWidthPerPoint }
}
