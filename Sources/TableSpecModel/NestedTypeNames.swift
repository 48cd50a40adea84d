/// The types a table's namespace holds besides its models (`Settings.Row`, `Settings.DataSource`,
/// …): the ones the generated file declares there (`RowID`, `RowItem`, `CustomCell`, …), which are
/// also `TableSpecRuntime`'s associated types, and the runtime's types the generated code names
/// through the namespace's typealiases (`Row`, `Section`, `Content`, …).
///
/// A model is declared there too, and an opened table is named from there, so a model or an
/// opened table with one of these names would be shadowed by, or collide with, one of them: the
/// generated file would not compile. The front end refuses such names where they are written.
/// `NestedTypeNameTests` checks this list against every type the generated goldens declare.
public enum NestedTypeNames {
    public static let all: Set<String> = [
        "Accessory", "ActionColor", "ActionID", "CellStyle", "Content", "ContentChange", "Control", "CustomCell", "DataSource",
        "EditingStyle", "IndexEntry", "LocalizedText", "OpenedTable", "Role", "Row", "RowAction", "RowActions", "RowEvent", "RowID",
        "RowIdentity", "RowItem", "RowKey", "RowPosition", "Section", "SectionID", "SectionIdentity", "SelectionList", "ViewController",
    ]
}
