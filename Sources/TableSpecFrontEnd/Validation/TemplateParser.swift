import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// Splits prototype text into literal text and `{field}` placeholders; `{{` and `}}` stand for
/// literal braces.
enum TemplateParser {
    enum Piece: Equatable {
        case literal(String)
        case field(String)
    }

    struct Parsed {
        var pieces: [Piece]
        var fieldNames: [String] {
            pieces.compactMap { if case .field(let name) = $0 { name } else { nil } }
        }
    }

    /// Nil when a brace is unbalanced or a placeholder is empty.
    static func parse(_ text: String) -> Parsed? {
        var pieces: [Piece] = []
        var literal = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case "{":
                var name = ""
                var closed = false
                var escaped = false
                while let next = characters.next() {
                    if next == "}" { closed = true; break }
                    if next == "{" {
                        guard name.isEmpty else { return nil }
                        escaped = true
                        break
                    }
                    name.append(next)
                }
                if escaped {
                    literal.append("{")
                    continue
                }
                let trimmed = name.trimmingSpaces
                guard closed, !trimmed.isEmpty else { return nil }
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.field(trimmed))
            case "}":
                guard characters.next() == "}" else { return nil }
                literal.append("}")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return Parsed(pieces: pieces)
    }
}
