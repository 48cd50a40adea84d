import TableSpecDiagnostics
import TableSpecLayoutRules

/// Text from a spec as a picture shows it: measured, wrapped and cut by the same rules as the
/// text preview, with invisible characters made visible.
public enum PictureText {
    /// Control characters, bidirectional controls and other invisible format characters are
    /// spelled `\u{…}`, as the text preview and diagnostics spell them: a spec cannot reorder
    /// the picture's text or hide text in it. Line breaks stay, for wrapping. U+FFFE and U+FFFF,
    /// which XML forbids, are spelled out too.
    public static func visible(_ text: String) -> String {
        ControlCharacters.escaped(text) { scalar in
            (ControlCharacters.needsEscape(scalar) && !Character(scalar).isNewline) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    /// Columns as a terminal counts them: wide characters and emoji two, others one.
    public static func columns(_ text: String) -> Int { TextWidth.columns(text) }

    /// `text` in lines that fit `width` points of `font`: wrapped when the row sizes itself to
    /// its text, otherwise its first line, cut with "…".
    public static func lines(_ text: String, font: PictureFont, width: Double, wraps: Bool) -> [String] {
        let columns = font.columns(in: width)
        return wraps ? TextWidth.wrap(text, width: columns) : [TextWidth.truncate(text, to: columns)]
    }

    /// One line of `text` cut to `width` points of `font`.
    public static func line(_ text: String, font: PictureFont, width: Double) -> String {
        TextWidth.truncate(text, to: font.columns(in: width))
    }
}

/// Numbers as the pictures print them: at most two decimals, no trailing zeros, never an
/// exponent or a locale's separator, so output is byte-identical everywhere.
public enum PictureNumber {
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -1e12), 1e12) * 100).rounded()
        let whole = Int64(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(integer) }
        if fraction % 10 == 0 { return sign + String(integer) + "." + String(fraction / 10) }
        return sign + String(integer) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
