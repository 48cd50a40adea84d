import TableSpecDiagnostics

/// One entry of a `.strings` file (`"key" = "value";`), with the comment before it and where it is.
public struct StringsEntry: Sendable, Hashable {
    public var key: String
    public var value: String
    /// The comment just before the entry, without its `/*` `*/` or `//` and the spaces inside
    /// them (`Title of the General pane`): Xcode writes one to say where a string is used. Nil
    /// when there is none, and always nil in the compiled (property list) forms.
    public var comment: String?
    /// The entry from its key to its `;`; in a compiled form, the value's node.
    public var location: SourceLocation

    public init(key: String, value: String, comment: String? = nil, location: SourceLocation) {
        self.key = key
        self.value = value
        self.comment = comment
        self.location = location
    }
}
