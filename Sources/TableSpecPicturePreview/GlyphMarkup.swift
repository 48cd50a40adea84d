import TableSpecPictureLayout

/// The SVG shapes of each glyph in its own box (0,0 at its top left), which the SVG format
/// places with a nested `<svg>` and the HTML format inlines: one drawing of each glyph for both.
enum GlyphMarkup {
    /// `fill` or `stroke` with the colour's opacity beside it, as SVG 1.1 wants it.
    static func paint(_ attribute: String, _ color: SystemColor, dark: Bool) -> String {
        let value = color.value(dark: dark)
        var text = " \(attribute)=\"\(value.hex)\""
        if let opacity = value.opacity { text += " \(attribute)-opacity=\"\(opacity)\"" }
        return text
    }

    static func shapes(_ glyph: PictureGlyph, color: SystemColor, dark: Bool) -> String {
        let fill = paint("fill", color, dark: dark)
        let stroke = paint("stroke", color, dark: dark) + " fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        let white = paint("fill", .white, dark: dark)
        switch glyph {
        case .chevron:
            return "<path d=\"M1.5 1.5L6.5 7L1.5 12.5\"\(stroke) stroke-width=\"2\"/>"
        case .checkmark:
            return "<path d=\"M1.5 7L5.5 11L13.5 1.5\"\(stroke) stroke-width=\"2.2\"/>"
        case .info:
            return "<circle cx=\"11\" cy=\"11\" r=\"10\"\(stroke) stroke-width=\"1.5\"/><circle cx=\"11\" cy=\"6.5\" r=\"1.4\"\(fill)/>"
                + "<rect x=\"10\" y=\"9.5\" width=\"2\" height=\"7.5\" rx=\"1\"\(fill)/>"
        case .switchOn, .switchOff:
            let knob = glyph == .switchOn ? "35.5" : "15.5"
            return "<rect x=\"0\" y=\"0\" width=\"51\" height=\"31\" rx=\"15.5\"\(fill)/><circle cx=\"\(knob)\" cy=\"15.5\" r=\"13.5\"\(white)/>"
        case .deleteControl:
            return "<circle cx=\"11\" cy=\"11\" r=\"11\"\(fill)/><rect x=\"5.5\" y=\"10\" width=\"11\" height=\"2\" rx=\"1\"\(white)/>"
        case .insertControl:
            return "<circle cx=\"11\" cy=\"11\" r=\"11\"\(fill)/><rect x=\"5.5\" y=\"10\" width=\"11\" height=\"2\" rx=\"1\"\(white)/>"
                + "<rect x=\"10\" y=\"5.5\" width=\"2\" height=\"11\" rx=\"1\"\(white)/>"
        case .reorder:
            return
                "<rect x=\"0\" y=\"1\" width=\"22\" height=\"2\" rx=\"1\"\(fill)/><rect x=\"0\" y=\"6\" width=\"22\" height=\"2\" rx=\"1\"\(fill)/>"
                + "<rect x=\"0\" y=\"11\" width=\"22\" height=\"2\" rx=\"1\"\(fill)/>"
        case .backChevron:
            return "<path d=\"M10 1.5L1.5 10.5L10 19.5\"\(stroke) stroke-width=\"2.6\"/>"
        case .image(let name):
            return SymbolPlaceholder(name: name).shapes(color: color, dark: dark)
        case .magnifyingGlass:
            return
                "<circle cx=\"6.75\" cy=\"6.75\" r=\"5.25\"\(stroke) stroke-width=\"1.8\"/><path d=\"M10.6 10.6L14.8 14.8\"\(stroke) stroke-width=\"2\"/>"
        case .clearText:
            let cross = paint("stroke", .white, dark: dark) + " fill=\"none\" stroke-linecap=\"round\""
            return "<circle cx=\"8\" cy=\"8\" r=\"8\"\(fill)/><path d=\"M5.25 5.25L10.75 10.75M10.75 5.25L5.25 10.75\"\(cross) stroke-width=\"1.6\"/>"
        case .activityIndicator:
            return spinnerSpokes(stroke)
        case .sectionChevron(let folded):
            return "<path d=\"\(folded ? "M4.5 2L9 6.5L4.5 11" : "M2 4.5L6.5 9L11 4.5")\"\(stroke) stroke-width=\"2\"/>"
        }
    }

    /// The spinner's eight spokes around the centre of its 20 pt box, fading clockwise from the top one as a
    /// medium `UIActivityIndicatorView` draws a moment of its turn. The directions are written out, so every
    /// machine prints the same numbers.
    static func spinnerSpokes(_ stroke: String) -> String {
        let half = 0.7071
        let directions: [(Double, Double)] = [(0, -1), (half, -half), (1, 0), (half, half), (0, 1), (-half, half), (-1, 0), (-half, -half)]
        let n = PictureNumber.text
        var out = ""
        for (index, (dx, dy)) in directions.enumerated() {
            let opacity = n(1 - Double(index) * 0.1)
            out +=
                "<path d=\"M\(n(10 + 4.5 * dx)) \(n(10 + 4.5 * dy))L\(n(10 + 8.5 * dx)) \(n(10 + 8.5 * dy))\"\(stroke) stroke-width=\"2.2\" opacity=\"\(opacity)\"/>"
        }
        return out
    }

    /// The box `glyph`'s shapes are drawn in, which a larger frame scales (`viewBox`).
    static func viewBox(_ glyph: PictureGlyph) -> (width: Double, height: Double) {
        PictureGlyph.size(of: glyph)
    }

    /// An SVG path for a rectangle with some corners rounded.
    static func roundedPath(_ rect: PictureRect, _ corners: RoundedCorners) -> String {
        let r = min(corners.radius, rect.width / 2, rect.height / 2)
        let n = PictureNumber.text
        let (x, y, maxX, maxY) = (rect.x, rect.y, rect.maxX, rect.maxY)
        var d =
            corners.top
            ? "M\(n(x)) \(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))H\(n(maxX - r))A\(n(r)) \(n(r)) 0 0 1 \(n(maxX)) \(n(y + r))"
            : "M\(n(x)) \(n(y))H\(n(maxX))"
        d +=
            corners.bottom
            ? "V\(n(maxY - r))A\(n(r)) \(n(r)) 0 0 1 \(n(maxX - r)) \(n(maxY))H\(n(x + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(maxY - r))Z"
            : "V\(n(maxY))H\(n(x))Z"
        return d
    }
}
