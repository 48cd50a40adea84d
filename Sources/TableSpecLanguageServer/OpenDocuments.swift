/// The documents the client has open, with the text it last sent for each.
struct OpenDocument {
    var uri: String
    /// The path for a `file://` document; nil for any other scheme.
    var path: String?
    var version: Int?
    var text: [UInt8]
}

struct OpenDocuments {
    private(set) var byURI: [String: OpenDocument] = [:]

    mutating func open(_ item: TextDocumentItem) {
        byURI[item.uri] = OpenDocument(uri: item.uri, path: DocumentURI.path(of: item.uri), version: item.version, text: Array(item.text.utf8))
    }

    /// Applies the changes in order; false when the document is not open.
    mutating func change(_ params: DidChangeTextDocumentParams) -> Bool {
        guard var document = byURI[params.textDocument.uri] else { return false }
        for change in params.contentChanges {
            if let range = change.range {
                let map = PositionMap(document.text)
                let start = map.byteOffset(of: range.start), end = max(start, map.byteOffset(of: range.end))
                document.text.replaceSubrange(start..<end, with: Array(change.text.utf8))
            } else {
                document.text = Array(change.text.utf8)
            }
        }
        document.version = params.textDocument.version
        byURI[params.textDocument.uri] = document
        return true
    }

    mutating func close(_ uri: String) {
        byURI[uri] = nil
    }

    subscript(uri: String) -> OpenDocument? { byURI[uri] }

    /// The open document of a path, whichever way its client spelt the URI.
    func document(atPath path: String) -> OpenDocument? {
        byURI.values.first { $0.path == path }
    }

    /// The open `file://` documents' texts by path: the front end reads them instead of the disk.
    var editedTexts: [String: [UInt8]] {
        var texts: [String: [UInt8]] = [:]
        for document in byURI.values {
            if let path = document.path { texts[path] = document.text }
        }
        return texts
    }
}
