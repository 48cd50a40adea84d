#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

/// `--watch`: polls every file the preview read (the spec, its sample files, the data file, and
/// with `--open` the opened table's spec and samples) and draws again when any of them changes.
/// Polling keeps it portable.
struct PreviewWatcher {
    let file: String
    let clearScreen: Bool
    /// The files the next drawing will read, asked before each drawing: an edit can name
    /// another sample file.
    let inputs: () -> [String]
    /// Draws the preview; its argument is the stamp of the inputs it is drawn from.
    let draw: (String) -> (text: String?, diagnostics: DiagnosticBag)

    /// Draws in the terminal, showing the diagnostics in place of the preview while the spec is broken.
    func run() -> Never {
        watch { _, text, diagnostics in
            var screen = clearScreen ? "\u{1B}[2J\u{1B}[H" : ""
            screen += DiagnosticTextRenderer().render(diagnostics.sorted)
            screen += text ?? ""
            if !clearScreen { screen += "--- \(file) ---\n" }
            StandardStream.output.write(screen)
        }
    }

    /// `--watch --output`: rewrites `output` atomically whenever the inputs change, then the
    /// reload marker (when there is one), so a page that sees the new marker reloads into the
    /// new page. While the spec is broken the last good file stays and the diagnostics go to
    /// standard error.
    func run(writingTo output: String, marker: String?) -> Never {
        watch { stamp, text, diagnostics in
            var problems = diagnostics.sorted
            if let text {
                if case .failure(let problem) = OutputFile.write(text, to: output) { problems.append(problem) }
                if let marker, case .failure(let problem) = OutputFile.write(LiveReload.markerScript(stamp: stamp), to: marker) {
                    problems.append(problem)
                }
            }
            let status = text == nil ? "\(output) keeps its last good preview" : "\(output) drawn from \(file)"
            StandardStream.error.write(DiagnosticTextRenderer().render(problems) + "--- \(status) ---\n")
        }
    }

    private func watch(_ show: (_ stamp: String, _ text: String?, _ diagnostics: DiagnosticBag) -> Void) -> Never {
        var watched: [String] = []
        // The files' modification times (nil: missing) when the drawing shown read them.
        var last: [Int64?]?
        while true {
            if last != watched.map({ SystemFile.modificationTime(of: $0) }) {
                // Stamped before drawing reads them, so an edit made while drawing draws again.
                watched = inputs()
                last = watched.map { SystemFile.modificationTime(of: $0) }
                let stamp = Self.stamp(of: watched)
                let (text, diagnostics) = draw(stamp)
                show(stamp, text, diagnostics)
            }
            usleep(300_000)
        }
    }

    /// A stamp of the inputs' bytes (FNV-1a, 64 bits, in hex): the same inputs give the same
    /// page, and any edit gives a new stamp.
    private static func stamp(of inputs: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for path in inputs {
            for byte in SystemFile.contents(of: path) ?? [] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
