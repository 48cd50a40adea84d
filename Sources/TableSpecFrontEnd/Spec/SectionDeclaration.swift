import TableSpecDiagnostics
import TableSpecModel

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
    /// The section's `hidden` condition, as written.
    public var hidden: ConditionText?
    public var defaults: RowAttributes?
    public var content: Content?
    /// `empty`: what the section shows when it has no rows.
    public var empty: EmptyStateDeclaration?
    /// `collapsible` and `collapsed`: a header the user taps to fold the section, and how it starts.
    public var collapsible: Located<Bool>?
    public var collapsed: Located<Bool>?
    /// Keys written with a value that could not be read, or meant by an unknown key (`title`
    /// for `header`): reported already, and not to be taken as absent by the rules that read them.
    var unread: Set<SpecKeyName> = []

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
    public var attributes: RowAttributes
    /// Written as a bare string, the shorthand for a row with only text.
    public var isShorthand: Bool

    /// The row's mapping or string. Stored once, in the attributes: a million rows would
    /// otherwise carry each range twice.
    public var range: SourceRange {
        get { attributes.range }
        set { attributes.range = newValue }
    }

    public init(range: SourceRange, attributes: RowAttributes, isShorthand: Bool) {
        self.attributes = attributes
        self.isShorthand = isShorthand
        self.range = range
    }
}
