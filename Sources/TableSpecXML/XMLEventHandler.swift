import TableSpecDiagnostics

/// What receives a document's elements and text in order, as the reader meets them, after the
/// reader's own limits have passed them: a tree builder (`XMLElement`), or a reader that builds
/// its own values and checks its own rules with its own context (a property list's key path).
///
/// Each call may return a diagnostic, which stops the reading there.
public protocol XMLEventHandler {
    /// An element starts; `range` is its start tag's place. An empty element (`<true/>`) is
    /// followed at once by `endElement()`.
    mutating func startElement(_ name: String, attributes: [(name: String, value: String)], range: SourceRange) -> Diagnostic?
    /// Character data inside the innermost open element, with character and predefined entity
    /// references decoded; CDATA arrives the same way. One element's text may come in several
    /// calls (around a comment, for one). `isWhitespace` is true for a run of nothing but
    /// whitespace, which a document's layout is made of and most handlers pass over.
    mutating func text(_ text: String, isWhitespace: Bool) -> Diagnostic?
    /// The innermost open element ends.
    mutating func endElement() -> Diagnostic?
}
