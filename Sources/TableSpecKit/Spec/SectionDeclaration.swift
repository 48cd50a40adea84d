/// One entry of `sections`, as written.
public struct SectionDeclaration: Sendable {
    public var range: SourceRange
    public var id: Located<String>?
    public var header: Located<String>?
    public var footer: Located<String>?
    public var headerHeight: Located<Height>?
    public var footerHeight: Located<Height>?
    public var indexTitle: Located<String>?
    public var selection: Located<SelectionList>?
    public var defaults: RowAttributes?
    public var content: Content?

    public enum Content: Sendable {
        case rows(Located<[RowDeclaration]>)
        case items(ItemsDeclaration)
    }

    public init(range: SourceRange) {
        self.range = range
    }
}

/// One static row, as written.
public struct RowDeclaration: Sendable {
    public var range: SourceRange
    public var attributes: RowAttributes
    /// Written as a bare string, the shorthand for a row with only text.
    public var isShorthand: Bool
}
