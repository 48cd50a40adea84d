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
        let place = location.map { "\(DiagnosticText.escaped($0.file)):\($0.line):\($0.column): " } ?? ""
        let label = "\(severity.rawValue):"
        let text = DiagnosticText.escaped(message)
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

/// Makes text from a spec safe to print on one line of a terminal.
public enum DiagnosticText {
    /// Spells control characters, line and paragraph separators and bidirectional overrides as
    /// `\u{…}`, so a hostile key can neither break the one-line format nor repaint the terminal.
    public static func escaped(_ text: String) -> String {
        escaped(text, where: needsEscape)
    }

    /// `text` with each scalar that `needsEscape` picks spelled `\u{…}`.
    package static func escaped(_ text: String, where needsEscape: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFEFF: true
        default: false
        }
    }
}
