/// The types the Swift targets declare inside a table's type (`Settings.Row`,
/// `Settings.DataSource`, …).
///
/// A model is declared there too, and an opened table is named from there, so a model or an
/// opened table with one of these names would be shadowed by, or collide with, a generated type:
/// the generated file would not compile. The front end refuses such names where they are
/// written. `NestedTypeNameTests` checks this list against every type the generated goldens declare.
public enum NestedTypeNames {
    public static let all: Set<String> = [
        "Accessory", "ActionColor", "ActionID", "CellSource", "CellStyle", "CollationKey", "Content", "ContentChange",
        "Control", "CustomCell", "DataSource", "EditingStyle", "IndexEntry", "Item", "LocalizedText", "OpenedTable", "Role", "Row",
        "RowAction", "RowActions", "RowEvent", "RowID", "RowIdentity", "RowKey", "RowPosition", "Section", "SectionID",
        "SectionIdentity", "SelectionList", "TableTextView", "TextSizeObserver", "ViewController",
    ]
}
