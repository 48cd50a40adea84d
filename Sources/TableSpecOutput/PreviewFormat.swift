import TableSpecDiagnostics
import TableSpecModel

/// One way of drawing a table as UIKit would lay it out: text for a terminal today, an HTML or
/// SVG picture next.
///
/// Like `OutputTarget`, a format is a module with one conforming type and one line in the
/// umbrella's registry (`PreviewFormats`).
public protocol PreviewFormat: Sendable {
    /// What `tablespec preview --format` calls it.
    var name: String { get }
    var summary: String { get }
    /// The drawing of `content`, the rows `table` shows, or why the request cannot be drawn
    /// (a `--scroll-to` that names no section).
    func render(_ table: ResolvedTable, content: TableContent, request: PreviewRequest) -> Result<String, Diagnostic>
}

/// Everything `tablespec preview` can ask for.
public struct PreviewRequest: Sendable {
    public var width: Int = 48
    public var editing = false
    public var colored = false
    public var ascii = false
    /// Lines to show, from `scrollLine`; nil shows the whole table.
    public var height: Int?
    public var scroll: Scroll = .line(0)
    /// A YAML list of items for the table's dynamic section, instead of its sample.
    public var dataPath: String?
    /// The picture formats (`html`, `svg`): the screen's width in points. They read `height`
    /// and `scroll` in points too.
    public var deviceWidth = 390.0
    /// The picture formats: which of iOS's two sets of system colours to draw with.
    public var appearance: PreviewAppearance = .light
    /// `--watch --output` of a page: the page polls a marker file beside it and reloads itself
    /// when the marker names another stamp.
    public var liveReload: LiveReload?

    public enum Scroll: Hashable, Sendable {
        case line(Int)
        /// A section by id or number (of the sections as shown), and optionally a row in it.
        case section(String, row: Int?)
    }

    public init() {}
}

/// iOS's light and dark appearances (`UIUserInterfaceStyle`), for `--appearance`.
public enum PreviewAppearance: String, CaseIterable, Sendable {
    case light, dark
}

/// What a page rewritten by `--watch` needs to reload itself without a server: the marker
/// script's file name, relative to the page, and the stamp of the inputs this page was drawn from.
/// The watcher rewrites the marker to call `tablespecReload` with the stamp of the newest page.
public struct LiveReload: Hashable, Sendable {
    public var markerFile: String
    public var stamp: String

    public init(markerFile: String, stamp: String) {
        self.markerFile = markerFile
        self.stamp = stamp
    }

    /// The marker file's whole text for `stamp`.
    public static func markerScript(stamp: String) -> String {
        "tablespecReload(\"" + stamp + "\");\n"
    }
}
