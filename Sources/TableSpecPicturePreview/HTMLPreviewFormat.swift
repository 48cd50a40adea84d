import TableSpecDiagnostics
import TableSpecModel
import TableSpecOutput
import TableSpecPictureLayout

/// `tablespec preview --format html`: a self-contained page that shows the table as an iPhone
/// draws it, from the same layout in points as `--format svg`. The page loads nothing from
/// anywhere; only a page written by `--watch --output` has a script, which reads a marker file
/// beside the page and reloads it when the spec changes.
///
/// Every box is placed absolutely from the layout, so the page is exactly the layout's size and
/// the browser's own text layout cannot move anything; text that is wider in the browser's font
/// than the layout estimated is cut with "…" inside its box.
///
/// Only the table paints its background; the page (`html` and `body`) has none, since a
/// background there would fill the whole window. So a window taller or wider than the table
/// shows the browser's own empty page past the table's last pixel, as an empty page would,
/// and a screenshot's table ends where the layout ends at any scale.
public struct HTMLPreviewFormat: PreviewFormat {
    public init() {}

    public var name: String { "html" }
    public var summary: String { "a web page picturing the table as an iPhone draws it" }

    public func render(_ table: ResolvedTable, content: TableContent, request: PreviewRequest) -> Result<String, Diagnostic> {
        PictureRequest.scene(table, content: content, request: request).map { Self.page($0, liveReload: request.liveReload) }
    }

    static func page(_ scene: PictureScene, liveReload: LiveReload?) -> String {
        let n = PictureNumber.text
        let shown = scene.frame
        let dark = scene.dark
        var out = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=\(n(shown.width))\">\n"
        out += "<meta name=\"color-scheme\" content=\"\(dark ? "dark" : "light")\">\n"
        out += "<title>\(MarkupText.escaped(PictureText.visible(scene.layout.table.name)))</title>\n<style>\n"
        out += "body{margin:0}\n"
        out += "#table{position:relative;overflow:hidden;width:\(n(shown.width))px;height:\(n(shown.height))px;"
        out += "background:\(scene.background.value(dark: dark).css);font-family:\(PictureRequest.fontFamily)}\n"
        out += "#table div,#table svg{position:absolute;box-sizing:border-box;margin:0}\n"
        out +=
            ".g{overflow:hidden}\n.x{white-space:pre;overflow:hidden;text-overflow:ellipsis}\n.center{text-align:center}\n.trailing{text-align:right}\n"
        out += HairlineMarkup.htmlStyle
        for (name, font) in Self.fonts {
            out += ".\(name){font-size:\(n(font.size))px;line-height:\(n(font.lineHeight))px;font-weight:\(font.weight)}\n"
        }
        for color in SystemColor.allCases where !color.isFillOnly {
            out += ".\(color.rawValue){color:\(color.value(dark: dark).css)}\n"
        }
        out += "</style>\n"
        if let liveReload { out += Self.reloadScript(liveReload) }
        out += "</head>\n<body>\n<div id=\"table\">\n"
        out += "<div style=\"left:0;top:\(n(-shown.y))px;width:\(n(shown.width))px;height:\(n(shown.maxY))px\">\n"
        var writer = HTMLWriter(dark: dark, out: out)
        for node in scene.nodes { writer.write(node) }
        writer.out += "</div>\n</div>\n</body>\n</html>\n"
        return writer.out
    }

    /// The text styles, by the class names the page gives them.
    static let fonts: [(String, PictureFont)] = [
        ("body", .body), ("headline", .headline), ("subheadline", .subheadline), ("footnote", .footnote), ("caption2", .caption2Semibold),
    ]

    /// The class of a text style the page has a rule for; nil for one it writes on the text itself (an empty
    /// state's title), so a page without it carries no rule for it.
    static func fontClass(_ font: PictureFont) -> String? {
        fonts.first { $0.1 == font }?.0
    }

    /// Polls the marker file beside the page once a second by loading it as a script (a page
    /// opened from a file may load scripts beside it, but may not read files); the marker calls
    /// `tablespecReload` with the newest page's stamp, and a different stamp reloads the page.
    static func reloadScript(_ reload: LiveReload) -> String {
        let marker = percentEncoded(reload.markerFile), stamp = percentEncoded(reload.stamp)
        return "<script>\n(function(){var stamp=\"\(stamp)\";window.tablespecReload=function(s){if(s!==stamp)location.reload()};"
            + "setInterval(function(){var e=document.createElement(\"script\");e.src=\"\(marker)?\"+Date.now();"
            + "e.onload=e.onerror=function(){e.remove()};document.head.appendChild(e)},1000)})();\n</script>\n"
    }

    /// Letters, digits and `-._~` as they are, every other byte as `%XX`: safe in a URL, a
    /// JavaScript string and HTML at once.
    static func percentEncoded(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF")
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return out
    }
}

/// Writes picture nodes as absolutely placed HTML boxes; a group is a box that clips what it
/// holds, a glyph an inline SVG (an image's placeholder named by its symbol for screen readers),
/// and a hairline a box one device pixel tall (`HairlineMarkup`).
struct HTMLWriter {
    let dark: Bool
    var out: String

    private func box(_ rect: PictureRect) -> String {
        let n = PictureNumber.text
        return "left:\(n(rect.x))px;top:\(n(rect.y))px;width:\(n(rect.width))px;height:\(n(rect.height))px"
    }

    mutating func write(_ node: PictureNode) {
        let n = PictureNumber.text
        switch node {
        case .rect(let rect, let fill, let corners):
            out += "<div style=\"\(box(rect));background:\(fill.value(dark: dark).css)"
            if corners.radius > 0, corners.top || corners.bottom {
                let top = corners.top ? n(corners.radius) + "px" : "0", bottom = corners.bottom ? n(corners.radius) + "px" : "0"
                out += ";border-radius:\(top) \(top) \(bottom) \(bottom)"
            }
            out += "\"></div>\n"
        case .hairline(let line):
            out += HairlineMarkup.html(line, dark: dark)
        case .text(let run):
            var classes = "x"
            var style = box(run.frame)
            if let font = HTMLPreviewFormat.fontClass(run.font) {
                classes += " " + font
            } else {
                style += ";font-size:\(n(run.font.size))px;line-height:\(n(run.font.lineHeight))px;font-weight:\(run.font.weight)"
            }
            if run.color.isFillOnly {
                style += ";color:\(run.color.value(dark: dark).css)"
            } else {
                classes += " " + run.color.rawValue
            }
            if run.alignment != .leading { classes += " " + run.alignment.rawValue }
            out += "<div class=\"\(classes)\" style=\"\(style)\">" + MarkupText.escaped(run.text) + "</div>\n"
        case .glyph(let glyph, let rect, let color):
            out += "<svg"
            if case .image(let name) = glyph { out += " role=\"img\" aria-label=\"\(MarkupText.escaped(name))\"" }
            // The glyph's own box, which a larger frame (an empty state's symbol) scales.
            let viewBox = GlyphMarkup.viewBox(glyph)
            out +=
                " style=\"left:\(n(rect.x))px;top:\(n(rect.y))px\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" viewBox=\"0 0 \(n(viewBox.width)) \(n(viewBox.height))\">"
            out += GlyphMarkup.shapes(glyph, color: color, dark: dark) + "</svg>\n"
        case .group(let rect, let children):
            out += "<div class=\"g\" style=\"\(box(rect))\">\n"
            for child in children { write(child) }
            out += "</div>\n"
        }
    }
}
