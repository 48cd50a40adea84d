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
        abstract: "Draw a table the way UIKit lays it out: in the terminal, or as an HTML or SVG picture."
    )

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "The spec to preview.")
    var file: String

    @Option(help: ArgumentHelp("How to draw it: \(PreviewFormats.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")).",
                               valueName: "format"))
    var format: String = PreviewFormats.default.name

    @Option(help: "Columns per line (default: the terminal's width up to 60, or 48 when not a terminal).")
    var width: Int?

    @Option(help: "Show only this many lines (html and svg: points): a viewport, as on a phone's screen.")
    var height: Int?

    @Option(help: "The first line of the viewport (html and svg: its top, in points).")
    var scroll: Int?

    @Option(help: "Start the viewport at a section (an id or a number), or at a row: SECTION:ROW.")
    var scrollTo: String?

    @Flag(help: "Draw the table in editing mode.")
    var editing = false

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Draw frames and controls with ASCII only.")
    var ascii = false

    @Option(help: "A YAML list of items for the dynamic section, instead of its sample.")
    var data: String?

    @Flag(help: "Draw again whenever the spec or its data file changes (with --output, rewrite the file; an HTML page reloads itself).")
    var watch = false

    @Option(help: ArgumentHelp("Write the preview to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("html and svg: the screen's width in points (default 390).", valueName: "points"))
    var deviceWidth: Double?

    @Option(help: "html and svg: the system colours of the light or the dark appearance.")
    var appearance: AppearanceChoice?

    enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    /// The picture formats measure in points, not in terminal columns.
    private var isPicture: Bool { format != TextPreviewFormat().name }

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        guard PreviewFormats.named(format) != nil else {
            throw ValidationError("'\(format)' is not a preview format (expected one of: \(PreviewFormats.all.map(\.name).joined(separator: ", ")))")
        }
        if let width, width < LayoutOptions.minimumWidth { throw ValidationError("--width must be at least \(LayoutOptions.minimumWidth)") }
        if let height, height < 1 { throw ValidationError("--height must be at least 1") }
        if scroll != nil, scrollTo != nil { throw ValidationError("--scroll and --scroll-to cannot be used together") }
        if (scroll != nil || scrollTo != nil), height == nil { throw ValidationError("--scroll and --scroll-to need --height") }
        if isPicture {
            if width != nil { throw ValidationError("--width counts terminal columns; --format \(format) takes --device-width POINTS") }
            if ascii { throw ValidationError("--ascii is for --format text") }
            if watch, output == nil { throw ValidationError("--watch with --format \(format) needs --output FILE") }
        } else {
            if deviceWidth != nil { throw ValidationError("--device-width is for --format html and svg; --format text takes --width") }
            if appearance != nil { throw ValidationError("--appearance is for --format html and svg") }
        }
        if let deviceWidth, !PictureMetrics.deviceWidths.contains(deviceWidth) {
            throw ValidationError("--device-width must be from \(Int(PictureMetrics.deviceWidths.lowerBound)) to \(Int(PictureMetrics.deviceWidths.upperBound)) points")
        }
    }

    func run() throws {
        let request = try makeRequest()
        let pipeline = PreviewPipeline(frontEnd: FrontEnd(limits: limits.limits), format: PreviewFormats.named(format) ?? PreviewFormats.default)
        guard watch else {
            let (text, diagnostics) = pipeline.preview(path: file, request: request)
            DiagnosticOutput(format: .text).emit(diagnostics.sorted)
            guard let text else { throw ExitCode(1) }
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
        if let output {
            PreviewWatcher(file: file, dataPath: data, clearScreen: false) { stamp in
                var request = request
                let marker = Self.reloadMarker(for: output)
                if format == HTMLPreviewFormat().name { request.liveReload = LiveReload(markerFile: marker.name, stamp: stamp) }
                return pipeline.preview(path: file, request: request)
            }.run(writingTo: output, marker: format == HTMLPreviewFormat().name ? Self.reloadMarker(for: output).path : nil)
        }
        PreviewWatcher(file: file, dataPath: data, clearScreen: isatty(STDOUT_FILENO) != 0) { _ in
            pipeline.preview(path: file, request: request)
        }.run()
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
        request.ascii = ascii
        request.dataPath = data
        request.height = height
        request.deviceWidth = deviceWidth ?? PictureMetrics.defaultDeviceWidth
        request.appearance = appearance == .dark ? .dark : .light
        let environment = ProcessInfo.processInfo.environment
        switch color {
        case .always: request.colored = true
        case .never: request.colored = false
        case .auto: request.colored = TerminalColor.enabled(isTerminal: terminal, environment: environment)
        }
        if let scroll { request.scroll = .line(scroll) }
        if let scrollTo {
            let parts = scrollTo.split(separator: ":", maxSplits: 1).map(String.init)
            var row: Int?
            if parts.count == 2 {
                guard let number = Int(parts[1]) else { throw ValidationError("--scroll-to takes SECTION or SECTION:ROW, with ROW a number") }
                row = number
            }
            request.scroll = .section(parts.first ?? "", row: row)
        }
        return request
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
