/// `textDocument/hover`'s answer: Markdown, over the word it describes.
struct Hover: Encodable {
    var contents: MarkupContent
    var range: Range?
}

struct MarkupContent: Encodable {
    var kind = "markdown"
    var value: String
}
