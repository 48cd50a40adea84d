import ArgumentParser
import Foundation
import TableSpecKit

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Where diagnostics go: text on standard error (coloured on a terminal), or one JSON document
/// on standard output for tools.
struct DiagnosticOutput {
    var format: DiagnosticFormat

    func emit(_ diagnostics: [Diagnostic]) {
        switch format {
        case .text:
            guard !diagnostics.isEmpty else { return }
            let colored = TerminalColor.enabled(isTerminal: isatty(STDERR_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
            FileHandle.standardError.write(Data(DiagnosticTextRenderer(colored: colored).render(diagnostics).utf8))
        case .json:
            FileHandle.standardOutput.write(Data(DiagnosticJSONRenderer().render(diagnostics).utf8))
        }
    }
}
