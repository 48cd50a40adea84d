import TableSpecPictureLayout

/// A `PictureHairline` in HTML and SVG: one device pixel thick, as UIKit draws a separator
/// (`1 / UIScreen.scale` points), and never thinner.
///
/// A page does not know its screen's scale when it is written, so the thickness is chosen by CSS
/// media queries on `resolution`, which the browser answers for the screen it draws on (and
/// again when the page is zoomed): 1 CSS pixel below 2 device pixels per CSS pixel, half a CSS
/// pixel from 2, a third from 3. Each is at least one device pixel at any scale in its range, and
/// exactly one at 1x, 2x and 3x, the scales iPhones have. A fixed 0.5 px line, by contrast, is
/// half a device pixel at 1x: a browser snaps it to nothing or blends it to a faint shade.
///
/// The line is drawn on its side of its edge (`PictureHairline.Side`), so a thicker device pixel
/// grows into the row it belongs to, as UIKit's separator stays inside its cell, never into the
/// next row or out of a clipping group.
enum HairlineMarkup {
    /// The page's rules: `--hairline` is one device pixel, in CSS pixels.
    static let htmlStyle =
        ":root{--hairline:1px}\n@media (min-resolution:2dppx){:root{--hairline:calc(1px / 2)}}\n"
        + "@media (min-resolution:3dppx){:root{--hairline:calc(1px / 3)}}\n.hairline{height:var(--hairline)}\n"

    /// A box `--hairline` tall on the line's side of its edge.
    static func html(_ line: PictureHairline, dark: Bool) -> String {
        let n = PictureNumber.text
        let top = line.side == .below ? "\(n(line.edge))px" : "calc(\(n(line.edge))px - var(--hairline))"
        return
            "<div class=\"hairline\" style=\"left:\(n(line.x))px;top:\(top);width:\(n(line.width))px;background:\(line.color.value(dark: dark).css)\"></div>\n"
    }

    /// The SVG's rules. An SVG's stroke width can follow a media query where its position
    /// cannot, so the line is stroked along its edge twice as thick as a device pixel, and a
    /// one-point box on its side of the edge clips the other half away. Where the SVG is shown
    /// without its own resolution (as an `<img>`, or by librsvg) the first rule holds: a line one
    /// CSS pixel thick, at least a device pixel at any scale from 1. A renderer without CSS draws
    /// the attribute's width: the half point of a 2x iPhone.
    static let svgStyle =
        "<style>.hairline{stroke-width:2px}@media (min-resolution:2dppx){.hairline{stroke-width:1px}}"
        + "@media (min-resolution:3dppx){.hairline{stroke-width:0.6667px}}</style>\n"

    static func svg(_ line: PictureHairline, dark: Bool) -> String {
        let n = PictureNumber.text
        let (boxY, lineY) = line.side == .below ? (line.edge, 0.0) : (line.edge - 1, 1.0)
        return "<svg x=\"\(n(line.x))\" y=\"\(n(boxY))\" width=\"\(n(line.width))\" height=\"1\" overflow=\"hidden\">"
            + "<line class=\"hairline\" x1=\"0\" y1=\"\(n(lineY))\" x2=\"\(n(line.width))\" y2=\"\(n(lineY))\""
            + GlyphMarkup.paint("stroke", line.color, dark: dark) + " stroke-width=\"1\" shape-rendering=\"crispEdges\"/></svg>\n"
    }
}
