import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput

/// Texts from a spec end up on someone's terminal when they preview it. Control characters,
/// bidirectional controls and other invisible format characters are spelled `\u{…}`, as
/// diagnostics spell them, so a spec in a pull request cannot send escape sequences to whoever
/// previews it. Line breaks stay: the layout wraps self-sizing rows at them.
enum TerminalSafeText {
    static func escaped(_ text: String) -> String {
        ControlCharacters.escaped(text, where: needsEscape)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.needsEscape(scalar) && !Character(scalar).isNewline
    }
}

extension TableContent {
    /// The same content with every shown text made safe for a terminal.
    func terminalSafe() -> TableContent { mappingShownTexts(TerminalSafeText.escaped) }
}

extension ResolvedTable {
    /// The table with its own shown texts (header, footer, index titles) made safe for a terminal.
    func terminalSafeTitles() -> ResolvedTable { mappingShownTitles(TerminalSafeText.escaped) }
}
