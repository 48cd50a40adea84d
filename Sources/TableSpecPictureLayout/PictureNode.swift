import TableSpecLayoutRules
import TableSpecModel

/// A rectangle in points, from the top left.
public struct PictureRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }

    /// The same rectangle moved down by `dy`.
    public func offset(_ dy: Double) -> PictureRect { PictureRect(x: x, y: y + dy, width: width, height: height) }
}

/// Which corners of a rectangle are rounded: an inset-grouped section's first row has its top
/// corners rounded, its last row its bottom ones.
public struct RoundedCorners: Hashable, Sendable {
    public var radius: Double
    public var top: Bool
    public var bottom: Bool

    public static let none = RoundedCorners(radius: 0, top: false, bottom: false)
}

/// What a picture is made of, from which both the HTML and the SVG format write their markup:
/// one drawing, two notations.
///
/// A group has its own coordinates and clips what it holds, so a row's text never spills out of
/// its row however long it is. Adding a kind of drawing (a swipe action's button, a context
/// menu's panel) is adding a case here and a line to each writer.
public indirect enum PictureNode: Hashable, Sendable {
    case rect(PictureRect, fill: SystemColor, corners: RoundedCorners = .none)
    /// A separator: one device pixel thick at whatever scale the picture is shown (`PictureHairline`).
    case hairline(PictureHairline)
    case text(PictureTextRun)
    case glyph(PictureGlyph, PictureRect, color: SystemColor)
    case group(PictureRect, [PictureNode])
}

/// One line of text in a box its own line height tall.
public struct PictureTextRun: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable { case leading, center, trailing }

    public var text: String
    public var frame: PictureRect
    public var font: PictureFont
    public var color: SystemColor
    public var alignment: Alignment

    public init(_ text: String, frame: PictureRect, font: PictureFont, color: SystemColor, alignment: Alignment = .leading) {
        self.text = text
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

/// The vector glyphs of a table: accessories, controls and image placeholders.
public enum PictureGlyph: Hashable, Sendable {
    case chevron
    case checkmark
    /// The detail button: a circled "i".
    case info
    case switchOn, switchOff
    case deleteControl, insertControl
    case reorder
    /// Where a row's, a swipe button's or a menu item's SF Symbol or image would be, with the
    /// name the spec gives it (an SF Symbol's or an asset's), which its placeholder shows.
    case image(name: String)
    /// A navigation bar's back button: `chevron.backward`.
    case backChevron
    /// The search field's `magnifyingglass`, and the symbol of iOS's "No Results".
    case magnifyingGlass
    /// The search field's clear button: `xmark.circle.fill`.
    case clearText
    /// The refresh control's spinner: a medium `UIActivityIndicatorView`.
    case activityIndicator
    /// A collapsible section header's chevron: `chevron.down` while it is open, `chevron.forward` while it is folded.
    case sectionChevron(folded: Bool)

    /// The glyph's box: what the layout reserves at a row's trailing edge. A glyph drawn in a larger box (an empty
    /// state's symbol) is scaled to fill it.
    public static func size(of glyph: PictureGlyph) -> (width: Double, height: Double) {
        switch glyph {
        case .chevron: (8, 14)
        case .checkmark: (15, 13)
        case .info: (22, 22)
        case .switchOn, .switchOff: (PictureMetrics.switchWidth, PictureMetrics.switchHeight)
        case .deleteControl, .insertControl: (PictureMetrics.editingControlDiameter, PictureMetrics.editingControlDiameter)
        case .reorder: (22, 14)
        case .image: (PictureMetrics.imageSide, PictureMetrics.imageSide)
        case .backChevron: (12, 21)
        case .magnifyingGlass, .clearText: (PictureMetrics.searchGlyphSide, PictureMetrics.searchGlyphSide)
        case .activityIndicator: (PictureMetrics.spinnerSide, PictureMetrics.spinnerSide)
        case .sectionChevron: (PictureMetrics.sectionChevronSide, PictureMetrics.sectionChevronSide)
        }
    }
}

extension TrailingControl {
    /// The glyphs a trailing control is drawn with, left to right, and each one's colour: a
    /// checkmark and the detail button in the tint colour, a chevron in tertiary grey, a switch
    /// green when on.
    public var glyphs: [(PictureGlyph, SystemColor)] {
        switch self {
        case .checkmark: [(.checkmark, .tint)]
        case .reorder: [(.reorder, .secondaryLabel)]
        case .toggle(let isOn): [(isOn ? .switchOn : .switchOff, isOn ? .systemGreen : .systemGray5)]
        // Drawn with rectangles and text, not glyphs (`FormControlPicture`).
        case .form: []
        case .accessory(let accessory):
            switch accessory {
            case .none: []
            case .disclosureIndicator: [(.chevron, .tertiaryLabel)]
            case .checkmark: [(.checkmark, .tint)]
            case .detailButton: [(.info, .tint)]
            case .detailDisclosureButton: [(.info, .tint), (.chevron, .tertiaryLabel)]
            }
        }
    }

    /// Points the control takes at the trailing edge.
    public var pictureWidth: Double {
        if case .form(let form) = self { return FormControlPicture.width(of: form) }
        let widths = glyphs.map { PictureGlyph.size(of: $0.0).width }
        return widths.reduce(0, +) + Double(max(0, widths.count - 1)) * Self.glyphGap
    }

    /// Between the detail button and its chevron.
    public static let glyphGap = 12.0
}
