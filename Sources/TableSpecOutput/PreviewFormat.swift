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
    /// `--set ID=VALUE`, in the order given: row values to draw the table with instead of the spec's,
    /// which decide what `hidden` and `disabled` conditions hide and dim. The pipeline checks them.
    public var values: [(id: String, value: String)] = []
    /// `--reveal ROW[:leading|trailing]`: the row drawn slid over, its swipe actions showing.
    public var reveal: RowReference?
    /// Whether `--reveal` shows the leading edge's actions (else the trailing edge's).
    public var revealsLeading = false
    /// `--menu ROW`: the row's context menu drawn under it.
    public var menu: RowReference?

    /// A row named on the command line: by its id, or by section (an id or a number, of the
    /// sections as shown) and row number.
    public enum RowReference: Hashable, Sendable {
        case id(String)
        case position(section: String, row: Int)
    }

    /// `--open ROW`: draw the table the row (by id, or a dynamic section's prototype) opens
    /// instead; the pipeline finds it and sets `navigationBar`.
    public var open: String?
    /// The navigation bar drawn above the table, as when it was pushed: the back button's title
    /// and the table's title.
    public var navigationBar: NavigationBar?

    public struct NavigationBar: Hashable, Sendable {
        public var backTitle: String
        public var title: String

        public init(backTitle: String, title: String) {
            self.backTitle = backTitle
            self.title = title
        }
    }
    /// The picture formats (`html`, `svg`): the screen's width in points. They read `height`
    /// and `scroll` in points too.
    public var deviceWidth = 390.0
    /// The picture formats: which of iOS's two sets of system colours to draw with.
    public var appearance: PreviewAppearance = .light
    /// `--watch --output` of a page: the page polls a marker file beside it and reloads itself
    /// when the marker names another stamp.
    public var liveReload: LiveReload?
    /// `--search TEXT`: the table's search field holding TEXT, and only the rows it matches (`TableSearch`); nil
    /// draws the field empty, as the screen first shows it.
    public var search: String?
    /// `--scope KEY`: the scope button chosen under the search field; nil chooses the first, as iOS does.
    public var scope: String?
    /// `--empty`: every section's rows dropped, so the table's and the sections' empty states show.
    public var dropsRows = false
    /// `--refreshing`: the refresh control's spinner above the first section, as during a refresh.
    public var refreshing = false
    /// `--expand SECTION` and `--collapse SECTION`, in the order given: collapsible sections unfolded or folded,
    /// each named by its id or its number among the sections shown.
    public var folds: [(section: String, folded: Bool)] = []

    /// Whether the search field is in use, as after the user tapped it: a query typed, or a scope chosen.
    public var isSearching: Bool { search != nil || scope != nil }

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
