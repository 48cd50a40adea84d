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
    let draw: () -> (text: String?, diagnostics: DiagnosticBag)

    func run() -> Never {
        var last: [Int64?] = []
        while true {
            let stamps = [file, dataPath].compactMap { $0 }.map { path in
                SystemFile.modificationTime(of: path)
            }
            if stamps != last {
                last = stamps
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
