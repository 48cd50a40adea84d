/// Text from a spec written into HTML or SVG (XML) as character data or an attribute value.
///
/// `&`, `<`, `>`, `"` and `'` become references, so no text can open a tag, close an attribute
/// or end a CDATA section (`]]>` becomes `]]&gt;`); invisible characters were already spelled
/// out by `PictureText.visible`, so what remains renders as the text itself.
enum MarkupText {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
