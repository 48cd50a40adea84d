/// Text from a spec with its invisible and line-breaking characters spelled out, so it can be put on
/// one line of anything: a diagnostic, the generated file's header comment, the text and picture
/// previews, a String Catalog's comment.
public enum ControlCharacters {
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
