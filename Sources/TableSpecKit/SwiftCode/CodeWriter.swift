/// Accumulates lines of code at the current indentation, so renderers never count spaces.
struct CodeWriter {
    private(set) var text = ""
    private var level = 0
    private let unit = "    "

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: unit, count: level) + content + "\n"
        }
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `opening {`, the body one level deeper, then `}` (plus an optional suffix).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening + " {")
        indented(body)
        line(closing)
    }

    var currentIndentation: String { String(repeating: unit, count: level) }
}
