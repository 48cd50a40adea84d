import TableSpecModel

/// What a layout depends on besides the table itself.
public struct LayoutOptions: Hashable, Sendable {
    /// Terminal columns of every output line.
    public var width: Int
    /// Draw the table in editing mode: editing controls on the left, reorder controls on the right.
    public var editing: Bool
    /// Draw the refresh control spinning above the table, as during a refresh (`--refreshing`).
    public var refreshing: Bool
    /// Lines of the screen the table is shown on: a table without rows centres its empty state in what the
    /// screen has left below the sections' headers.
    public var screenLines: Int

    public init(width: Int = 48, editing: Bool = false, refreshing: Bool = false, screenLines: Int = LayoutOptions.screenLines) {
        self.width = width
        self.editing = editing
        self.refreshing = refreshing
        self.screenLines = screenLines
    }

    /// The narrowest layout that still has room for a row's controls and some text.
    public static let minimumWidth = 24
    /// Lines of an iPhone's screen: 844 pt at 22 pt a line.
    public static let screenLines = 38
    /// The height UIKit gives the refresh control while it spins, which pushes the table down by as much
    /// (`UIRefreshControl` documents none; 60 pt is what iOS shows).
    public static let refreshControlPoints = 60.0
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
