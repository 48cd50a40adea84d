import TableSpecDiagnostics
import TableSpecModel

/// Splits prototype text into literal text and `{field}` placeholders; `{{` and `}}` stand for
/// literal braces. A placeholder may give an optional field a fallback, `{capital ?? "—"}`, the
/// text shown when the field is nil, so that one nil no longer hides the whole label.
enum TemplateParser {
    enum Piece: Equatable {
        case literal(String)
        case field(String)
        /// `{field ?? "text"}`: the field, and the text shown in its place when it is nil.
        case fallback(String, String)
    }

    struct Parsed {
        var pieces: [Piece]
        /// The fields whose nil hides the label: those without a fallback.
        var fieldNames: [String] {
            pieces.compactMap { if case .field(let name) = $0 { name } else { nil } }
        }
    }

    /// Why a template cannot be read.
    enum Problem: Equatable, Error {
        /// A brace without its partner, or an empty placeholder.
        case unbalanced
        /// A `??` placeholder that is not `{field ?? "text"}`; the message says what is wrong.
        case fallback(String)
    }

    static func parse(_ text: String) -> Result<Parsed, Problem> {
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
                        guard name.isEmpty else { return .failure(.unbalanced) }
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
                guard closed, !trimmed.isEmpty else { return .failure(.unbalanced) }
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                switch placeholder(trimmed) {
                case .success(let piece): pieces.append(piece)
                case .failure(let problem): return .failure(problem)
                }
            case "}":
                guard characters.next() == "}" else { return .failure(.unbalanced) }
                literal.append("}")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return .success(Parsed(pieces: pieces))
    }

    /// `field`, or `field ?? "text"`: the fallback is quoted with `"` or `'`, or written bare;
    /// quotes let it keep spaces at its ends, or be empty.
    private static func placeholder(_ inside: String) -> Result<Piece, Problem> {
        guard let mark = inside.indices.first(where: { inside[$0...].hasPrefix("??") }) else { return .success(.field(inside)) }
        let name = String(inside[..<mark]).trimmingSpaces
        let rest = String(inside[inside.index(mark, offsetBy: 2)...]).trimmingSpaces
        let shown = "'{" + ControlCharacters.escaped(inside) + "}'"
        guard !name.isEmpty else {
            return .failure(.fallback("\(shown) has no field before '??': write '{field ?? \"text\"}'"))
        }
        guard !rest.isEmpty else {
            return .failure(
                .fallback(
                    "\(shown) has no text after '??': write the text shown when '\(ControlCharacters.escaped(name))' is nil, as '{\(ControlCharacters.escaped(name)) ?? \"—\"}'"
                ))
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return .success(.fallback(name, rest)) }
        let body = rest.dropFirst()
        guard body.last == quote, !body.dropLast().contains(quote) else {
            return .failure(
                .fallback(
                    "the fallback in \(shown) opens a quote (\(quote)) that does not close at the '}'; a fallback is one quoted text, without braces")
            )
        }
        return .success(.fallback(name, String(body.dropLast())))
    }
}
