/// `textDocument/references`' parameters.
struct ReferenceParams: Decodable {
    struct Context: Decodable {
        var includeDeclaration: Bool
    }

    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

/// `textDocument/rename`'s parameters.
struct RenameParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

/// What `initialize` says of rename: `prepareRename` is answered, so an editor can tell before
/// asking for a new name whether the word under the cursor can be renamed.
struct RenameOptions: Encodable {
    var prepareProvider = true
}
