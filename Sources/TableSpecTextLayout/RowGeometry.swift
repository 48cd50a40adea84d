import TableSpecModel

/// Where the parts of one row go, in columns from the left edge of the output.
///
/// The renderer draws from this and the tests inspect it: a row's label starts after its
/// editing control and image, its separator is inset to the label as UIKit insets it, and its
/// accessory or reorder control sits at the trailing edge.
public struct RowGeometry: Hashable, Sendable {
    /// Lines of content (the separator, when the row has one, comes after them).
    public var contentLines: Int
    /// Blank lines above the content, which UIKit centres vertically in a tall row.
    public var topPadding: Int
    public var hasSeparator: Bool
    /// The span the row owns between its section's borders.
    public var innerStart: Int
    public var innerEnd: Int
    /// The editing control (`⊖` or `⊕`), when the table is editing and the row has one.
    public var editingControl: Int?
    public var image: Int?
    public var labelStart: Int
    /// End of the label area, before the trailing control.
    public var labelEnd: Int
    /// The trailing control (accessory, switch, checkmark or reorder control) and its width.
    public var trailing: Int?
    public var trailingWidth: Int
    /// Where the separator line starts: at the label, as UIKit insets it.
    public var separatorStart: Int

    public var lineCount: Int { topPadding + contentLines + (hasSeparator ? 1 : 0) }
    public var labelWidth: Int { max(0, labelEnd - labelStart) }
}
