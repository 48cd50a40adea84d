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

/// The row keys. Rows, prototypes and `defaults` share them (each allows a subset, see
/// `SpecObject.keys`), and defaults resolve key by key, which is why they are one type.
public struct RowAttributes: Sendable {
    public var range: SourceRange
    public var text: Located<String>?
    public var detail: Located<String>?
    public var image: Located<String>?
    public var style: Located<CellStyle>?
    public var accessory: Located<Accessory>?
    public var editingAccessory: Located<Accessory>?
    public var id: Located<String>?
    public var height: Located<Height>?
    public var reuseIdentifier: Located<String>?
    public var customClass: Located<String>?
    public var selectable: Located<Bool>?
    public var checked: Located<Bool>?
    public var editingStyle: Located<EditingStyle>?
    public var canEdit: Located<Bool>?
    public var canMove: Located<Bool>?
    public var deleteConfirmation: Located<String>?
    public var accessibilityLabel: Located<String>?

    public init(range: SourceRange) {
        self.range = range
    }
}
