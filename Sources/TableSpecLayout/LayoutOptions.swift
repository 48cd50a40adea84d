import TableSpecDiagnostics
import TableSpecModel

/// What a layout depends on besides the table itself.
public struct LayoutOptions: Hashable, Sendable {
    /// Terminal columns of every output line.
    public var width: Int
    /// Draw the table in editing mode: editing controls on the left, reorder controls on the right.
    public var editing: Bool

    public init(width: Int = 48, editing: Bool = false) {
        self.width = width
        self.editing = editing
    }

    /// The narrowest layout that still has room for a row's controls and some text.
    public static let minimumWidth = 24
}

/// How points become terminal lines: one line per 22 pt, so UIKit's standard 44 pt row is one
/// line of content plus the line its separator takes.
public enum LineMetrics {
    public static let pointsPerLine = 22.0

    /// The most lines one row or header takes: 22,000 pt, twenty screens. UIKit sets no upper
    /// bound on a height, so neither does the spec, but a preview must not try to draw a row of
    /// 10^26 points (found by fuzzing: the conversion to `Int` trapped).
    public static let maximumLines = 1_000

    /// Lines for a height in points, at least one and at most `maximumLines`.
    public static func lines(forPoints points: Double) -> Int {
        let lines = (points / pointsPerLine).rounded()
        guard lines.isFinite, lines < Double(maximumLines) else { return maximumLines }
        return max(1, Int(lines))
    }
}
