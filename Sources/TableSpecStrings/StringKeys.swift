import TableSpecModel

/// The key scheme of a localized table. Keys never depend on a position, so adding, removing or
/// moving a row or section changes no other string's key:
///
/// - the table's own strings: `<Table>.header`, `<Table>.footer`, `<Table>.title`;
/// - a row or section with an id: `<Table>.<id>.<label>`, such as `Settings.wifi.detail` or
///   `Settings.general.header` (row and section labels differ, so an id both use is fine);
/// - a row or section without an id: its first text in brackets, `Settings.[Wi-Fi].detail`:
///   a row's text (else its detail, accessibility label, delete title), a section's header
///   (else its footer, index title). Editing that text makes new keys; an id keeps them;
/// - a prototype's labels: `<Table>.prototype.<name>.<label>`;
/// - a row's or prototype's action title: `<Table>.<owner>.action.<id>`;
/// - the built-in delete action's title where the row gives none: `<Table>.delete`;
/// - a word of an index map: `<Table>.index.[<title>]`;
/// - the search field's prompt and scope titles: `<Table>.search.prompt`, `<Table>.search.scope.<key>`;
/// - an empty state's strings: `<Table>.empty.title` (`.message`, `.action`) for the table's, and
///   `<Table>.<section>.empty.title` for a section's.
public enum StringKeys {
    public static func table(_ table: String, _ component: String) -> String {
        table + "." + component
    }

    /// The key part that names a row: its id, else its first text.
    public static func rowOwner(_ row: ResolvedRow) -> String? {
        if let id = row.id { return id }
        return (row.text ?? row.detail ?? row.accessibilityLabel ?? row.editing.deleteConfirmation).map(bracketed)
    }

    /// The key part that names a section: its id, else its first text.
    public static func sectionOwner(_ section: ResolvedSection) -> String? {
        if let id = section.id { return id }
        return (section.header ?? section.footer ?? section.indexTitle).map(bracketed)
    }

    public static func row(_ table: String, _ row: ResolvedRow, _ label: StringLabel) -> String? {
        rowOwner(row).map { table + "." + $0 + "." + label.keyComponent }
    }

    /// The title of an inline picker's option, which its checkmark row shows: the picker row's own string for the
    /// option (`General.autoLock.option.never`), so the title is translated once.
    public static func option(_ table: String, _ choice: OptionChoice) -> String {
        table + "." + choice.picker + "." + StringLabel.optionTitle(choice.key).keyComponent
    }

    public static func section(_ table: String, _ section: ResolvedSection, _ label: StringLabel) -> String? {
        sectionOwner(section).map { table + "." + $0 + "." + label.keyComponent }
    }

    public static func prototype(_ table: String, _ prototype: ResolvedPrototype, _ label: StringLabel) -> String {
        table + ".prototype." + prototype.name + "." + label.keyComponent
    }

    public static func indexTitle(_ table: String, _ title: String) -> String {
        table + ".index." + bracketed(title)
    }

    static func bracketed(_ text: String) -> String { "[" + text + "]" }
}
