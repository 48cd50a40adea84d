/// `textDocument/codeAction`'s parameters: the range, and the diagnostics the client shows there.
struct CodeActionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: CodeActionContext
}

struct CodeActionContext: Decodable {
    var diagnostics: [LSPDiagnostic]
    /// The kinds the client asks for; nil for any.
    var only: [String]?
}

/// A quick fix: the edit that applies one of a diagnostic's suggestions.
struct CodeAction: Encodable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [LSPDiagnostic]
    var isPreferred: Bool
    var edit: WorkspaceEdit
}

struct WorkspaceEdit: Encodable {
    /// Edits by document URI.
    var changes: [String: [TextEdit]]
}

struct TextEdit: Encodable, Equatable {
    var range: Range
    var newText: String

    /// `text` with `edits` made, as a client makes a rename's edits: all against the text as it is, none
    /// overlapping another.
    static func applying(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        let map = PositionMap(text)
        let spans = edits.map { (start: map.byteOffset(of: $0.range.start), end: map.byteOffset(of: $0.range.end), text: $0.newText) }
        var result = text
        for span in spans.sorted(by: { $0.start > $1.start }) {
            result.replaceSubrange(span.start..<max(span.start, span.end), with: Array(span.text.utf8))
        }
        return result
    }
}
