import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a table the way UIKit lays it out: in the terminal, or as an HTML or SVG picture.",
        usage: "tablespec preview [<options>] <file>",
        discussion: """
            The text preview measures in terminal columns and lines (--width, --height, --scroll); the pictures \
            measure in points, as UIKit does (--device-width, --device-height, --scroll).
            """
    )

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "The spec to preview.")
    var file: String

    @Option(
        help: ArgumentHelp(
            "How to draw it: \(PreviewFormats.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")).",
            valueName: "format"))
    var format: String = PreviewFormats.default.name

    @Option(help: "Columns per line (default: the terminal's width up to 60, or 48 when not a terminal).")
    var width: Int?

    @Option(
        help: ArgumentHelp("Show only this many lines: a viewport, as on a phone's screen (html and svg take --device-height).", valueName: "lines"))
    var height: Int?

    @Option(
        help: ArgumentHelp(
            "The viewport's top, from 0: a line of the text, or a point of the picture; past the end, the last screen shows.",
            valueName: "line-or-point"))
    var scroll: Int?

    @Option(
        help: ArgumentHelp(
            "Start the viewport at a section (an id, or a number from 0), at a row's id, or at SECTION:ROW (rows from 0).",
            valueName: "section[:row]|row-id"))
    var scrollTo: String?

    @Flag(help: "Draw the table in editing mode.")
    var editing = false

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Draw frames and controls with ASCII only (the default when the locale is not UTF-8, as with LANG=C).")
    var ascii = false

    @Flag(help: "Draw frames with Unicode even when the locale (LC_ALL, LC_CTYPE or LANG) is not UTF-8.")
    var unicode = false

    @Option(
        help:
            "A YAML list of items for the dynamic section, instead of its sample; for a form, a YAML mapping of row ids to values (wifi: false), as --set gives them."
    )
    var data: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Draw the table with a row's value set, as after the user changed it: ID=VALUE, such as wifi=false (repeatable). Rows and sections hide and dim as their conditions say.",
            valueName: "id=value"))
    var values: [String] = []

    @Option(
        help: ArgumentHelp(
            "Draw a row slid over, its swipe actions showing: a row id, or SECTION:ROW; add :leading for the leading edge (default :trailing).",
            valueName: "row[:leading|trailing]"))
    var reveal: String?

    @Option(help: ArgumentHelp("Draw a row's context menu under it: a row id, or SECTION:ROW.", valueName: "row"))
    var menu: String?

    @Option(
        help: ArgumentHelp(
            "Draw the table a row opens, under a navigation bar, as selecting the row shows it: ROW is the row's id (or a dynamic section's prototype).",
            valueName: "row"))
    var open: String?

    @Option(
        help: ArgumentHelp(
            "Draw the table searched for TEXT, as typed into its search field: only the rows in which every word of TEXT occurs, ignoring case and accents, and iOS's No Results when none does. The table needs 'search'.",
            valueName: "text"))
    var search: String?

    @Option(
        help: ArgumentHelp(
            "Choose the search field's scope button KEY (default the first); a key that is a section's id limits the search to that section.",
            valueName: "key"))
    var scope: String?

    @Flag(name: .customLong("empty"), help: "Draw the table with every section's rows dropped, so its empty states show.")
    var dropsRows = false

    @Flag(help: "Draw the refresh control spinning above the table, as during a refresh. The table needs 'refreshable: true'.")
    var refreshing = false

    @Option(help: ArgumentHelp("Draw a collapsible section unfolded: its id, or its number from 0 (repeatable).", valueName: "section"))
    var expand: [String] = []

    @Option(help: ArgumentHelp("Draw a collapsible section folded: its id, or its number from 0 (repeatable).", valueName: "section"))
    var collapse: [String] = []

    @Flag(
        help:
            "Draw again whenever a file the preview read changes: the spec, its sample files, the --data file, an --open table's spec (with --output, rewrite the file; an HTML page reloads itself)."
    )
    var watch = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The file to write the preview to (atomically), or '-' for standard output (the default).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("html and svg: the screen's width in points (default 390).", valueName: "points"))
    var deviceWidth: Double?

    @Option(
        help: ArgumentHelp(
            "html and svg: show only this many points of the table, as a screen of that height does (844 on a 6.1-inch iPhone).",
            valueName: "points"))
    var deviceHeight: Int?

    @Option(help: "html and svg: the system colours of the light or the dark appearance.")
    var appearance: AppearanceChoice?

    enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    /// The picture formats measure in points, not in terminal columns.
    private var isPicture: Bool { format != TextPreviewFormat().name }

    @OptionGroup(title: LimitOptions.title) var limits: LimitOptions

    @OptionGroup var standardInput: StandardInputOptions

    func validate() throws {
        guard PreviewFormats.named(format) != nil else {
            throw ValidationError("'\(format)' is not a preview format (expected one of: \(PreviewFormats.all.map(\.name).joined(separator: ", ")))")
        }
        if let width, width < LayoutOptions.minimumWidth { throw ValidationError("--width must be at least \(LayoutOptions.minimumWidth)") }
        if let height, height < 1 { throw ValidationError("--height must be at least 1") }
        if let deviceHeight, deviceHeight < 1 { throw ValidationError("--device-height must be at least 1") }
        if scroll != nil, scrollTo != nil { throw ValidationError("--scroll and --scroll-to cannot be used together") }
        if (scroll != nil || scrollTo != nil), viewportHeight == nil {
            throw ValidationError("--scroll and --scroll-to need \(isPicture ? "--device-height" : "--height")")
        }
        if watch, file == "-" || data == "-" { throw ValidationError("--watch cannot watch standard input; name the spec's file") }
        try standardInput.check([file])
        if ascii, unicode { throw ValidationError("--ascii and --unicode cannot be used together") }
        if let scroll, scroll < 0 { throw ValidationError("--scroll counts lines from 0; it cannot be negative") }
        // Checked here, not in run(), so a malformed value prints this command's usage.
        _ = try scrollTarget()
        _ = try revealedRow()
        if let menu { _ = try Self.rowReference(menu, option: "--menu") }
        if let both = expand.first(where: collapse.contains) {
            throw ValidationError("--expand and --collapse both name '\(both)'; a section is either folded or not")
        }
        if isPicture {
            if width != nil { throw ValidationError("--width counts terminal columns; --format \(format) takes --device-width POINTS") }
            if height != nil { throw ValidationError("--height counts terminal lines; --format \(format) takes --device-height POINTS") }
            if ascii { throw ValidationError("--ascii is for --format text") }
            if watch, output == nil || output == "-" { throw ValidationError("--watch with --format \(format) needs --output FILE") }
        } else {
            if deviceWidth != nil { throw ValidationError("--device-width is for --format html and svg; --format text takes --width") }
            if deviceHeight != nil { throw ValidationError("--device-height is for --format html and svg; --format text takes --height") }
            if appearance != nil { throw ValidationError("--appearance is for --format html and svg") }
        }
        if let deviceWidth, !PictureMetrics.deviceWidths.contains(deviceWidth) {
            throw ValidationError(
                "--device-width must be from \(Int(PictureMetrics.deviceWidths.lowerBound)) to \(Int(PictureMetrics.deviceWidths.upperBound)) points")
        }
    }

    /// The viewport's height in the format's unit: terminal lines, or points for a picture.
    private var viewportHeight: Int? { isPicture ? deviceHeight : height }

    func run() throws {
        let request = try makeRequest()
        let pipeline = PreviewPipeline(
            frontEnd: standardInput.frontEnd(FrontEnd(limits: limits.limits)), format: PreviewFormats.named(format) ?? PreviewFormats.default)
        let output = self.output == "-" ? nil : self.output
        guard watch else {
            let result = pipeline.preview(path: file, request: request)
            DiagnosticOutput(format: .text).emit(result.diagnostics.sorted)
            // An option naming what the table lacks is a usage error, reported as every other one.
            if let misuse = result.misuse { UsageError.exit(misuse.message, in: Self.self) }
            guard let text = result.text else { throw ExitCode(1) }
            guard let output else {
                StandardStream.output.write(text)
                return
            }
            if case .failure(let problem) = OutputFile.write(text, to: output) {
                DiagnosticOutput(format: .text).emit([problem])
                throw ExitCode(1)
            }
            return
        }
        let inputs = { pipeline.inputs(path: file, request: request) }
        if let output {
            let isPage = format == HTMLPreviewFormat().name
            let marker = Self.reloadMarker(for: output)
            PreviewWatcher(file: file, clearScreen: false, inputs: inputs) { stamp in
                var request = request
                if isPage { request.liveReload = LiveReload(markerFile: marker.name, stamp: stamp) }
                return pipeline.preview(path: file, request: request).drawing
            }.run(writingTo: output, marker: isPage ? marker.path : nil)
        }
        PreviewWatcher(file: file, clearScreen: isatty(STDOUT_FILENO) != 0, inputs: inputs) { _ in
            pipeline.preview(path: file, request: request).drawing
        }.run()
    }

    /// A row id, or SECTION:ROW with ROW a number.
    static func rowReference(_ text: String, option: String) throws -> PreviewRequest.RowReference {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { throw ValidationError("\(option) takes a row id or SECTION:ROW") }
        guard parts.count == 2 else { return .id(text) }
        guard let row = Int(parts[1]) else { throw ValidationError("\(option) takes a row id or SECTION:ROW, with ROW a number") }
        return .position(section: parts[0], row: row)
    }

    /// The marker a watched page polls: beside the page, named after it.
    static func reloadMarker(for output: String) -> (path: String, name: String) {
        let name = (output.split(separator: "/").last.map(String.init) ?? output) + ".reload.js"
        return (output + ".reload.js", name)
    }

    private func makeRequest() throws -> PreviewRequest {
        var request = PreviewRequest()
        let terminal = isatty(STDOUT_FILENO) != 0
        request.width = width ?? (terminal ? min(60, max(LayoutOptions.minimumWidth, TerminalSize.columns() ?? 48)) : 48)
        request.editing = editing
        request.ascii = ascii || (!unicode && !TerminalLocale.isUTF8(environment: ProcessInfo.processInfo.environment))
        request.dataPath = data
        request.values = try values.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw ValidationError("--set takes ID=VALUE, such as wifi=false") }
            return (parts[0], parts[1])
        }
        request.open = open
        request.height = viewportHeight
        request.deviceWidth = deviceWidth ?? PictureMetrics.defaultDeviceWidth
        request.appearance = appearance == .dark ? .dark : .light
        let environment = ProcessInfo.processInfo.environment
        switch color {
        case .always: request.colored = true
        case .never: request.colored = false
        case .auto: request.colored = TerminalColor.enabled(isTerminal: terminal, environment: environment)
        }
        if let (row, leading) = try revealedRow() {
            request.reveal = row
            request.revealsLeading = leading
        }
        if let menu { request.menu = try Self.rowReference(menu, option: "--menu") }
        request.search = search
        request.scope = scope
        request.dropsRows = dropsRows
        request.refreshing = refreshing
        request.folds = expand.map { ($0, false) } + collapse.map { ($0, true) }
        if let scroll { request.scroll = .line(scroll) }
        if let scrollTo = try scrollTarget() { request.scroll = scrollTo }
        return request
    }

    /// `--reveal ROW[:leading|trailing]`: the row, and whether the leading edge shows.
    private func revealedRow() throws -> (PreviewRequest.RowReference, Bool)? {
        guard var reveal else { return nil }
        var leading = false
        for (suffix, isLeading) in [(":leading", true), (":trailing", false)] where reveal.hasSuffix(suffix) {
            reveal = String(reveal.dropLast(suffix.count))
            leading = isLeading
        }
        return (try Self.rowReference(reveal, option: "--reveal"), leading)
    }

    /// `--scroll-to`: SECTION (an id or a number), a row id, or SECTION:ROW with ROW a number.
    /// Which of a section and a row a bare name is, the table decides when it is drawn.
    private func scrollTarget() throws -> PreviewRequest.Scroll? {
        guard let scrollTo else { return nil }
        let parts = scrollTo.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty }) else {
            throw ValidationError("--scroll-to takes a section (an id or a number), a row id, or SECTION:ROW; got '\(scrollTo)'")
        }
        guard parts.count == 2 else { return .section(scrollTo, row: nil) }
        guard let row = Int(parts[1]), row >= 0 else {
            throw ValidationError("--scroll-to takes SECTION:ROW with ROW a number from 0; got '\(scrollTo)'")
        }
        return .section(parts[0], row: row)
    }
}

/// The terminal's size, asked of the terminal itself.
enum TerminalSize {
    static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
