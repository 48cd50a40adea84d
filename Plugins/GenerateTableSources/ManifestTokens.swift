import Foundation

/// The tokens of Swift source that the scan needs; everything else is `.other`.
enum ManifestToken: Equatable {
    case identifier(String)
    case string(String)
    case colon
    case open(Character)
    case close
    case other
}

/// Splits Swift source into `ManifestToken`s, skipping comments and whitespace. String literals
/// keep their text without interpreting escapes (target and plugin names have none); raw and
/// multi-line literals are read to their closing delimiter.
struct ManifestTokens: Sequence, IteratorProtocol {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func next() -> ManifestToken? {
        while let character = peek() {
            if character.isWhitespace {
                index += 1
            } else if character == "/", peek(1) == "/" {
                while let next = peek(), !next.isNewline { index += 1 }
            } else if character == "/", peek(1) == "*" {
                skipBlockComment()
            } else {
                break
            }
        }
        guard let character = peek() else { return nil }
        if character == "#" || character == "\"" { return readString() }
        if character.isLetter || character == "_" {
            var word = ""
            while let next = peek(), next.isLetter || next.isNumber || next == "_" {
                word.append(next)
                index += 1
            }
            return .identifier(word)
        }
        index += 1
        switch character {
        case ":": return .colon
        case "(", "[": return .open(character)
        case ")", "]": return .close
        default: return .other
        }
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        while let character = peek() {
            if character == "/", peek(1) == "*" {
                depth += 1
                index += 2
            } else if character == "*", peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    private mutating func readString() -> ManifestToken {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            index += 1
        }
        guard peek() == "\"" else { return .other }
        let multiline = peek(1) == "\"" && peek(2) == "\""
        let quotes = multiline ? 3 : 1
        index += quotes
        var text = ""
        while let character = peek() {
            if character == "\\" && hashes == 0 {
                if let escaped = peek(1) { text.append(escaped) }
                index += 2
                continue
            }
            if character == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }),
                (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
            {
                index += quotes + hashes
                return .string(text)
            }
            text.append(character)
            index += 1
        }
        return .string(text)
    }
}
