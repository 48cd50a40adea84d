#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

/// `--watch`: polls every file the preview read (the spec, its sample files, the data file, and
/// with `--open` the opened table's spec and samples) and draws again when any of them changes,
/// showing the diagnostics in place of the preview while the spec is broken. Polling keeps it
/// portable.
struct PreviewWatcher {
    let file: String
    let clearScreen: Bool
    /// The files the next drawing will read, asked before each drawing: an edit can name
    /// another sample file.
    let inputs: () -> [String]
    let draw: () -> (text: String?, diagnostics: DiagnosticBag)

    func run() -> Never {
        var watched: [String] = []
        // The files' modification times (nil: missing) when the drawing on screen read them.
        var last: [Int64?]?
        while true {
            if last != watched.map({ SystemFile.modificationTime(of: $0) }) {
                // Stamped before drawing reads them, so an edit made while drawing draws again.
                watched = inputs()
                last = watched.map { SystemFile.modificationTime(of: $0) }
                let (text, diagnostics) = draw()
                var screen = clearScreen ? "\u{1B}[2J\u{1B}[H" : ""
                screen += DiagnosticTextRenderer().render(diagnostics.sorted)
                screen += text ?? ""
                if !clearScreen { screen += "--- \(file) ---\n" }
                StandardStream.output.write(screen)
            }
            usleep(300_000)
        }
    }
}
