import TableSpecPictureLayout

/// How a picture draws an image it cannot draw: a row's `image:`, a swipe button's or a menu
/// item's SF Symbol. The picture has neither Apple's symbols nor the app's assets, so it draws a
/// placeholder in the 24 pt box UIKit gives a symbol at the body size, in the colour UIKit would
/// tint the symbol with, and makes it tell one name from another:
///
/// - the name itself is the placeholder's `<title>` (a browser shows it on hover, and a screen
///   reader reads it);
/// - the name's first letter or digit, as a capital, stands inside the frame;
/// - a mark, a dot or a short bar, sits in one of the frame's corners, the two picked from the
///   name's bytes, so two names with the same first letter (`person.2`, `person.crop.circle`)
///   still mostly differ.
///
/// The place comes from FNV-1a over the name's UTF-8 bytes, not from `Hashable`, whose hash is
/// seeded afresh in every process: the same spec draws the same picture on every run.
struct SymbolPlaceholder {
    let name: String

    /// The letter drawn inside the frame: the name's first ASCII letter or digit, upper-cased;
    /// nil when it has none, and the placeholder is a plain picture frame.
    var initial: String? {
        guard let byte = name.utf8.first(where: { Self.isASCIILetterOrDigit($0) }) else { return nil }
        let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
        return String(UnicodeScalar(upper))
    }

    /// The mark: which corner it is in (0 top leading, then clockwise) and whether it is a bar
    /// rather than a dot, from the lowest three bits of the name's digest folded in half.
    var mark: (corner: Int, isBar: Bool) {
        let digest = Self.digest(name)
        let bits = Int((digest ^ (digest >> 32)) & 7)
        return (bits & 3, bits >= 4)
    }

    /// The mark's centre in each corner, clear of the frame and of a capital letter in the middle.
    static let corners: [(x: Double, y: Double)] = [(5.5, 5.5), (18.5, 5.5), (18.5, 18.5), (5.5, 18.5)]

    /// FNV-1a, 64 bits, over `text`'s UTF-8 bytes.
    static func digest(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The placeholder's SVG in its 24 pt box, `<title>` first.
    func shapes(color: SystemColor, dark: Bool) -> String {
        let n = PictureNumber.text
        let fill = GlyphMarkup.paint("fill", color, dark: dark)
        let stroke = GlyphMarkup.paint("stroke", color, dark: dark) + " fill=\"none\""
        var out = "<title>\(MarkupText.escaped(name))</title>"
        out += "<rect x=\"1\" y=\"1\" width=\"22\" height=\"22\" rx=\"5\"\(stroke) stroke-width=\"1.5\"/>"
        guard let initial else {
            // No letter to show: a picture frame's sun and hills.
            return out + "<circle cx=\"8\" cy=\"8\" r=\"2\"\(fill)/><path d=\"M4 19L10 12L14 16L17 13L20 19Z\"\(fill)/>"
        }
        out += "<text x=\"12\" y=\"16\" font-size=\"11\" font-weight=\"600\" text-anchor=\"middle\"\(fill)>\(initial)</text>"
        let mark = mark, centre = Self.corners[mark.corner]
        if mark.isBar {
            out += "<rect x=\"\(n(centre.x - 2))\" y=\"\(n(centre.y - 0.75))\" width=\"4\" height=\"1.5\" rx=\"0.75\"\(fill)/>"
        } else {
            out += "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"1.5\"\(fill)/>"
        }
        return out
    }
}
