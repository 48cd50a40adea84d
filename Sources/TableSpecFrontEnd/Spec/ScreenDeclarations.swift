import TableSpecDiagnostics
import TableSpecModel

/// `search:` as written: what a query is matched against, the field's prompt and its scope buttons.
public struct SearchDeclaration: Sendable {
    public var range: SourceRange
    public var prompt: Located<String>?
    /// `fields: [name, capital]`: model fields, or `text` and `detail`.
    public var fields: Located<[Located<String>]>?
    /// `scope: { all: All, europe: Europe }`: each scope's key and title, in order.
    public var scope: Located<[OptionDeclaration]>?

    public init(range: SourceRange) {
        self.range = range
    }
}

/// `empty:` as written, on the table or a section: what shows in place of rows when there are none.
public struct EmptyStateDeclaration: Sendable {
    public var range: SourceRange
    public var title: Located<String>?
    public var message: Located<String>?
    /// An SF Symbol's name.
    public var image: Located<String>?
    public var action: EmptyActionDeclaration?

    public init(range: SourceRange) {
        self.range = range
    }
}

/// `action: { id: refresh, title: Check Again }` of an empty state.
public struct EmptyActionDeclaration: Sendable {
    public var range: SourceRange
    public var id: Located<String>?
    public var title: Located<String>?

    public init(range: SourceRange) {
        self.range = range
    }
}
