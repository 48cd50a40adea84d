import TableSpecLayoutRules
import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput

/// The kinds of text a preview colours differently. `tint` is also a `button` row's text, and
/// `delete` (system red) a `destructive` row's; `switchOn` is the green of a switch that is on.
enum PreviewStyle: Hashable {
    case plain, secondary, headerBar, tint, border, delete, insert, switchOn
    /// A swipe action's button: white text on its colour (gray by default, red when destructive).
    case button(ActionColor?, destructive: Bool)

    var ansi: String {
        switch self {
        case .plain: ""
        case .secondary, .border: "\u{1B}[90m"
        case .headerBar: "\u{1B}[97;100m"
        case .tint: "\u{1B}[34m"
        case .delete: "\u{1B}[31m"
        case .insert, .switchOn: "\u{1B}[32m"
        case .button(let color, let destructive):
            "\u{1B}[97;" + Self.background(color ?? (destructive ? .red : .gray)) + "m"
        }
    }

    /// The nearest of the terminal's eight background colours.
    private static func background(_ color: ActionColor) -> String {
        switch color {
        case .red, .pink: "41"
        case .green, .mint: "42"
        case .orange, .yellow, .brown: "43"
        case .blue, .indigo: "44"
        case .purple: "45"
        case .teal, .cyan: "46"
        case .gray: "100"
        }
    }
}

/// One output line assembled left to right from styled pieces placed at columns; gaps become
/// spaces and the line is padded or cut to exactly its width.
struct StyledLine {
    let width: Int
    private(set) var pieces: [(text: String, style: PreviewStyle)] = []
    private(set) var column = 0

    init(width: Int) {
        self.width = width
    }

    /// Places `text` at column `x` (after anything already placed), cut to `maxWidth` columns.
    mutating func place(_ text: String, at x: Int, maxWidth: Int? = nil, style: PreviewStyle = .plain, ellipsis: String = "…") {
        guard x < width else { return }
        if x > column { pieces.append((String(repeating: " ", count: x - column), .plain)); column = x }
        let room = min(maxWidth ?? (width - column), width - column)
        guard room > 0 else { return }
        var fitted = TextWidth.truncate(text, to: room)
        if fitted != text, ellipsis != "…", fitted.hasSuffix("…") { fitted = String(fitted.dropLast()) + ellipsis }
        pieces.append((fitted, style))
        column += TextWidth.columns(fitted)
    }

    /// Fills from the current column up to `x` with `fill`.
    mutating func fill(_ fill: String, to x: Int, style: PreviewStyle) {
        let end = min(x, width)
        guard end > column else { return }
        pieces.append((String(repeating: fill, count: end - column), style))
        column = end
    }

    /// `count` columns of this line from column `start`, at the start of a line `lineWidth`
    /// wide; a wide character cut in two becomes spaces.
    func columns(from start: Int, count width: Int, lineWidth: Int) -> StyledLine {
        var out = StyledLine(width: lineWidth)
        var x = 0
        for piece in pieces {
            var kept = ""
            for character in piece.text {
                let columns = TextWidth.columns(character)
                defer { x += columns }
                guard x + columns > start, x < start + width else { continue }
                kept +=
                    x < start || x + columns > start + width
                    ? String(repeating: " ", count: min(x + columns, start + width) - max(x, start)) : String(character)
            }
            if !kept.isEmpty { out.place(kept, at: out.column, maxWidth: width - out.column, style: piece.style) }
        }
        return out
    }

    func rendered(colored: Bool) -> String {
        var out = ""
        for piece in pieces {
            if colored, piece.style != .plain {
                out += piece.style.ansi + piece.text + "\u{1B}[0m"
            } else {
                out += piece.text
            }
        }
        if column < width { out += String(repeating: " ", count: width - column) }
        return out
    }
}
