/// A place in a document as LSP counts it: 0-based line, and a character offset in UTF-16 code
/// units, the default encoding every client supports.
struct Position: Codable, Hashable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

struct Range: Codable, Hashable {
    var start: Position
    var end: Position
}

struct Location: Codable, Hashable {
    var uri: String
    var range: Range
}

struct TextDocumentIdentifier: Codable {
    var uri: String
}

struct TextDocumentItem: Decodable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}

struct VersionedTextDocumentIdentifier: Decodable {
    var uri: String
    var version: Int?
}

struct DidOpenTextDocumentParams: Decodable {
    var textDocument: TextDocumentItem
}

/// One change. The server asks for full text; a client that sends a range anyway gets it applied.
struct TextDocumentContentChangeEvent: Decodable {
    var range: Range?
    var text: String
}

struct DidChangeTextDocumentParams: Decodable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]
}

struct DidCloseTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct TextDocumentPositionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}
