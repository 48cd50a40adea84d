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

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json

    static let help = ArgumentHelp("How to print diagnostics: text (on standard error) or json (on standard output).", valueName: "format")
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
            StandardStream.error.write(DiagnosticTextRenderer(colored: colored).render(diagnostics))
        case .json:
            StandardStream.output.write(DiagnosticJSONRenderer().render(diagnostics))
        }
    }
}
