#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

/// `--watch`: polls the spec (and the data file) and draws again when either changes, showing
/// the diagnostics in place of the preview while the spec is broken. Polling keeps it portable.
struct PreviewWatcher {
    let file: String
    let dataPath: String?
    let clearScreen: Bool
    /// Draws the preview; its argument is the stamp of the inputs it is drawn from.
    let draw: (String) -> (text: String?, diagnostics: DiagnosticBag)

    private var inputs: [String] { [file, dataPath].compactMap { $0 } }

    func run() -> Never {
        var last: [Int64?] = []
        while true {
            let stamps = inputs.map { SystemFile.modificationTime(of: $0) }
            if stamps != last {
                last = stamps
                let (text, diagnostics) = draw(stamp())
                var screen = clearScreen ? "\u{1B}[2J\u{1B}[H" : ""
                screen += DiagnosticTextRenderer().render(diagnostics.sorted)
                screen += text ?? ""
                if !clearScreen { screen += "--- \(file) ---\n" }
                StandardStream.output.write(screen)
            }
            usleep(300_000)
        }
    }

    /// `--watch --output`: rewrites `output` atomically whenever the inputs change, then the
    /// reload marker (when there is one), so a page that sees the new marker reloads into the
    /// new page. While the spec is broken the last good file stays and the diagnostics go to
    /// standard error.
    func run(writingTo output: String, marker: String?) -> Never {
        var last: [Int64?] = []
        while true {
            let stamps = inputs.map { SystemFile.modificationTime(of: $0) }
            if stamps != last {
                last = stamps
                let stamp = stamp()
                let (text, diagnostics) = draw(stamp)
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
            usleep(300_000)
        }
    }

    /// A stamp of the inputs' bytes (FNV-1a, 64 bits, in hex): the same inputs give the same
    /// page, and any edit gives a new stamp.
    private func stamp() -> String {
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
