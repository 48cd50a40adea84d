import TableSpecDiagnostics
import TableSpecModel
import TableSpecOutput
import TableSpecPictureLayout

/// `tablespec preview --format svg`: the table as an SVG picture, drawn from the same layout in
/// points as `--format html`. It loads nothing: no fonts, images or scripts from elsewhere.
public struct SVGPreviewFormat: PreviewFormat {
    public init() {}

    public var name: String { "svg" }
    public var summary: String { "an SVG picture of the table as an iPhone draws it" }

    public func render(_ table: ResolvedTable, content: TableContent, request: PreviewRequest) -> Result<String, Diagnostic> {
        PictureRequest.scene(table, content: content, request: request).map(Self.document)
    }

    static func document(_ scene: PictureScene) -> String {
        let n = PictureNumber.text
        let shown = scene.frame
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(shown.width))\" height=\"\(n(shown.height))\""
        out +=
            " viewBox=\"0 \(n(shown.y)) \(n(shown.width)) \(n(shown.height))\" font-family=\"\(PictureRequest.fontFamily)\" xml:space=\"preserve\">\n"
        out += "<title>\(MarkupText.escaped(PictureText.visible(scene.layout.table.name)))</title>\n"
        out += HairlineMarkup.svgStyle
        var writer = SVGWriter(dark: scene.dark, out: out)
        for node in scene.nodes { writer.write(node) }
        writer.out += "</svg>\n"
        return writer.out
    }
}

/// Writes picture nodes as SVG elements; a group is a nested `<svg>`, which clips what it holds
/// and gives it the group's coordinates, and so is a hairline (`HairlineMarkup`).
struct SVGWriter {
    let dark: Bool
    var out: String

    mutating func write(_ node: PictureNode) {
        let n = PictureNumber.text
        switch node {
        case .rect(let rect, let fill, let corners):
            if corners.top || corners.bottom, corners.radius > 0 {
                if corners.top && corners.bottom {
                    out +=
                        "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" rx=\"\(n(min(corners.radius, rect.height / 2)))\""
                } else {
                    out += "<path d=\"\(GlyphMarkup.roundedPath(rect, corners))\""
                }
            } else {
                out += "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
            }
            out += GlyphMarkup.paint("fill", fill, dark: dark) + "/>\n"
        case .hairline(let line):
            out += HairlineMarkup.svg(line, dark: dark)
        case .text(let run):
            let font = run.font
            let baseline = run.frame.y + (font.lineHeight - font.size) / 2 + font.size * 0.8
            let (x, anchor): (Double, String) =
                switch run.alignment {
                case .leading: (run.frame.x, "")
                case .center: (run.frame.x + run.frame.width / 2, " text-anchor=\"middle\"")
                case .trailing: (run.frame.maxX, " text-anchor=\"end\"")
                }
            out += "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(font.size))\""
            if font.weight != 400 { out += " font-weight=\"\(font.weight)\"" }
            out += anchor + GlyphMarkup.paint("fill", run.color, dark: dark) + ">" + MarkupText.escaped(run.text) + "</text>\n"
        case .glyph(let glyph, let rect, let color):
            out += "<svg x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
            // A glyph drawn larger than its own box (an empty state's symbol) is scaled to the frame.
            let box = GlyphMarkup.viewBox(glyph)
            if box.width != rect.width || box.height != rect.height { out += " viewBox=\"0 0 \(n(box.width)) \(n(box.height))\"" }
            out += " overflow=\"visible\">"
            out += GlyphMarkup.shapes(glyph, color: color, dark: dark) + "</svg>\n"
        case .group(let rect, let children):
            out += "<svg x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" overflow=\"hidden\">\n"
            for child in children { write(child) }
            out += "</svg>\n"
        }
    }
}
