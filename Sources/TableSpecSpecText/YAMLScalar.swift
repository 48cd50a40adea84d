/// One text as a YAML scalar that reads back as exactly that text, in any YAML 1.1 or 1.2
/// reader.
///
/// Imported texts are anything a designer typed: `Note: read me`, `#1`, `- item`, `No`,
/// `3.0`, typographic quotes, line breaks, CJK. A text is written plain only when no reader
/// could take it for anything else (an indicator, a comment, a mapping, a boolean, a null, a
/// number, a date); otherwise it is double-quoted, where every character can be escaped.
public enum YAMLScalar {
    public static func text(_ value: String) -> String {
        isPlainSafe(value) ? value : doubleQuoted(value)
    }

    public static func isPlainSafe(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        // Indicators that start something other than a plain scalar, and digits, dots and signs
        // that may start a number, a date or a time (`1:20` is sexagesimal in YAML 1.1).
        if "-?:,[]{}#&*!|>'\"%@`~.+0123456789".unicodeScalars.contains(first) { return false }
        if value.contains(": ") || value.contains(" #") { return false }
        for scalar in value.unicodeScalars {
            // Flow indicators (safe in block context, but not in every reader's), and anything
            // that is not a printable character: controls, line breaks, separators, BOM.
            if ",[]{}".unicodeScalars.contains(scalar) { return false }
            if needsEscape(scalar) { return false }
        }
        // YAML 1.1's booleans and nulls, in the spellings a 1.1 reader accepts.
        let words: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "nan", "inf"]
        if words.contains(value.lowercased()) { return false }
        return true
    }

    public static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    if scalar.value <= 0xFF {
                        out += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    } else {
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Characters YAML does not allow as they are (C0 and C1 controls, DEL) and those a reader
    /// would take as a line break (NEL, line and paragraph separators) or drop (a BOM).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
