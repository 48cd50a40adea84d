/// Prints diagnostics as `path:line:col: severity: message`, the shape compilers use, so Xcode,
/// SwiftPM's build log and editors' problem matchers attach each one to its place in the spec.
public struct DiagnosticTextRenderer: Sendable {
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += line(diagnostic.severity, diagnostic.message, diagnostic.location)
            for note in diagnostic.notes {
                out += line(.note, note.message, note.location)
            }
        }
        return out
    }

    private func line(_ severity: Diagnostic.Severity, _ message: String, _ location: SourceLocation?) -> String {
        let place = location.map { "\(ControlCharacters.escaped($0.file)):\($0.line):\($0.column): " } ?? ""
        let label = "\(severity.rawValue):"
        let text = ControlCharacters.escaped(message)
        guard colored else { return "\(place)\(label) \(text)\n" }
        return "\(ANSI.bold)\(place)\(severity.color)\(label)\(ANSI.reset)\(ANSI.bold) \(text)\(ANSI.reset)\n"
    }
}

/// The few terminal escapes we use; kept together so no stray escape leaks into plain output.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[1;31m"
    static let magenta = "\u{1B}[1;35m"
    static let gray = "\u{1B}[1;90m"
}

extension Diagnostic.Severity {
    fileprivate var color: String {
        switch self {
        case .error: ANSI.red
        case .warning: ANSI.magenta
        case .note: ANSI.gray
        }
    }
}
