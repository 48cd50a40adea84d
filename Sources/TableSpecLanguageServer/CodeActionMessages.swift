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
}
