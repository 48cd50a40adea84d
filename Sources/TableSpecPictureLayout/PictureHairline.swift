/// A line UIKit draws as a hairline: a cell's separator, a grouped section's top and bottom lines,
/// a scrolled navigation bar's shadow line, the lines between a context menu's items.
///
/// UIKit draws these one device pixel thick, `1 / scale` points (0.5 pt on a 2x iPhone, 0.33 pt
/// on a 3x one, 1 pt on a 1x screen), so a separator is as thin as the screen can show and never
/// thinner. A picture does not know the scale it will be shown at, so the layout does not fix the
/// thickness: it keeps the edge the line lies along and which side of it the line is on, and each
/// notation draws it one device pixel thick where it can learn the scale, and never thinner than
/// one device pixel where it cannot. A fixed 0.5 pt line is half a pixel at scale 1, which a
/// browser snaps to nothing or blends to a shade too faint to see.
public struct PictureHairline: Hashable, Sendable {
    /// Which side of its edge the line is drawn on, so that it stays inside what it belongs to
    /// however thick a device pixel is.
    public enum Side: String, Hashable, Sendable {
        /// Above the edge: a separator along a row's bottom, inside the row, as UIKit draws it.
        case above
        /// Below the edge: a grouped section's line along its first row's top, a menu's line
        /// along an item's top.
        case below
    }

    /// Where the line starts and how long it is, in points.
    public var x: Double, width: Double
    /// The edge the line lies along, in points from the top of what holds it.
    public var edge: Double
    public var side: Side
    public var color: SystemColor

    public init(x: Double, width: Double, edge: Double, side: Side, color: SystemColor = .separator) {
        self.x = x
        self.width = max(0, width)
        self.edge = edge
        self.side = side
        self.color = color
    }

    /// The line as a 2x iPhone draws it, `PictureMetrics.separatorThickness` thick: where it is
    /// in the layout's points, for finding and measuring it.
    public var frame: PictureRect {
        let thickness = PictureMetrics.separatorThickness
        return PictureRect(x: x, y: side == .above ? edge - thickness : edge, width: width, height: thickness)
    }
}
