import TableSpecDiagnostics
import TableSpecLayout
import TableSpecModel
import TableSpecOutput

/// Texts from a spec end up on someone's terminal when they preview it. Control characters,
/// bidirectional controls and other invisible format characters are spelled `\u{…}`, as
/// diagnostics spell them, so a spec in a pull request cannot send escape sequences to whoever
/// previews it. Line breaks stay: the layout wraps self-sizing rows at them.
enum TerminalSafeText {
    static func escaped(_ text: String) -> String {
        DiagnosticText.escaped(text, where: needsEscape)
    }

    static func escaped(_ text: String?) -> String? { text.map(escaped) }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        DiagnosticText.needsEscape(scalar) && !Character(scalar).isNewline
    }
}

extension TableContent {
    /// The same content with every shown text made safe for a terminal.
    func terminalSafe() -> TableContent {
        var safe = self
        for section in safe.sections.indices {
            safe.sections[section].header = TerminalSafeText.escaped(safe.sections[section].header)
            safe.sections[section].footer = TerminalSafeText.escaped(safe.sections[section].footer)
            for row in safe.sections[section].rows.indices {
                safe.sections[section].rows[row].text = TerminalSafeText.escaped(safe.sections[section].rows[row].text)
                safe.sections[section].rows[row].detail = TerminalSafeText.escaped(safe.sections[section].rows[row].detail)
            }
        }
        return safe
    }
}

extension ResolvedTable {
    /// The table with its own shown texts (header, footer, index titles) made safe for a terminal.
    func terminalSafeTitles() -> ResolvedTable {
        var safe = self
        safe.header = TerminalSafeText.escaped(header)
        safe.footer = TerminalSafeText.escaped(footer)
        if var index = safe.index {
            index.entries = index.entries.map { entry in
                if case .title(let title, let section) = entry { return .title(TerminalSafeText.escaped(title), section: section) }
                return entry
            }
            safe.index = index
        }
        return safe
    }
}
