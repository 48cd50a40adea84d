/// `initialize`'s parameters. The server needs none of them, but reads the few it could use
/// so that a client sending something else in their place gets "invalid params", not silence.
struct InitializeParams: Decodable {
    var processId: Int?
    var rootUri: String?
}

/// What the server answers to `initialize`: only the capabilities it implements, so a client
/// never sends a request the server would refuse.
struct InitializeResult: Encodable {
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo
}

struct ServerCapabilities: Encodable {
    var textDocumentSync: TextDocumentSyncOptions
    var hoverProvider: Bool?
    var codeActionProvider: CodeActionOptions?
    var definitionProvider: Bool?
    var documentSymbolProvider: Bool?
    var completionProvider: CompletionOptions?
    var referencesProvider: Bool?
    var renameProvider: RenameOptions?
}

struct TextDocumentSyncOptions: Encodable {
    var openClose = true
    /// 1: the whole text on every change. A spec is checked whole anyway, and full sync leaves no
    /// edit arithmetic to get wrong.
    var change = 1
}

struct CodeActionOptions: Encodable {
    var codeActionKinds = ["quickfix"]
}

/// Completion of values the format lists; no trigger characters, so a client asks as a word is typed.
struct CompletionOptions: Encodable {
    var resolveProvider = false
}

struct ServerInfo: Encodable {
    var name: String
    var version: String
}
