/// `textDocument/publishDiagnostics`: every diagnostic of one document, replacing the last set.
struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// A diagnostic as LSP carries it. It is also read back: a client sends the diagnostics a code
/// action is asked for, so every field a client may leave out is optional.
struct LSPDiagnostic: Codable, Hashable {
    var range: Range
    /// 1 error, 2 warning, 3 information (a note), 4 hint.
    var severity: Int?
    var source: String?
    var message: String
    /// The notes: each with its place, in this file or another.
    var relatedInformation: [DiagnosticRelatedInformation]?
}

struct DiagnosticRelatedInformation: Codable, Hashable {
    var location: Location
    var message: String
}
