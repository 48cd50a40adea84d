import TableSpecDiagnostics
import TableSpecModel

/// The mappings a spec is made of, each with a fixed set of keys.
///
/// The keys are listed once, here, and both the decoder (unknown keys, suggestions) and the JSON
/// Schema (properties, descriptions, enums) read this list, so an editor flags exactly what the
/// compiler flags.
public enum SpecObject: String, CaseIterable, Sendable {
    case table, section, row, prototype, defaults, editing, items
    case swipe, action
    case localization
    case values
    case validate
    case search, empty, emptyAction

    /// How messages name a mapping of this kind ("unknown key 'x' in a row").
    public var displayName: String {
        switch self {
        case .table: "the table"
        case .section: "a section"
        case .row: "a row"
        case .prototype: "a prototype"
        case .defaults: "defaults"
        case .editing: "'editing'"
        case .items: "'items'"
        case .swipe: "'swipe'"
        case .action: "an action"
        case .localization: "'localization'"
        case .values: "'values'"
        case .validate: "'validate'"
        case .search: "'search'"
        case .empty: "'empty'"
        case .emptyAction: "the empty state's 'action'"
        }
    }

    public var summary: String {
        switch self {
        case .table: "A table spec: one UITableView, its sections, rows, index, selection and editing."
        case .section: "One section of the table: its header, footer, index title, and static rows or dynamic items."
        case .row: "One static row: a UITableViewCell with its style, labels, image and accessory."
        case .prototype: "A prototype cell for dynamic items: row keys whose text may bind model fields with {field} templates."
        case .defaults: "Row keys applied to every row that does not set them."
        case .editing: "Editing defaults for every row: editingStyleForRowAt, canMoveRowAt and the delete-confirmation title."
        case .items: "Rows that come from data at run time: a model, the prototype that draws it, and optional grouping and sample data."
        case .swipe: "Swipe actions: the buttons a swipe from the row's leading or trailing edge reveals (UISwipeActionsConfiguration)."
        case .action:
            "A swipe or menu action of the app's: its id (a case of the generated ActionID), a title or an image or both, a style and a colour."
        case .localization:
            "Looks up every user-visible string at run time in a strings table (a String Catalog), with the spec's text as the source-language value."
        case .values:
            "Where the form rows' values live: in UserDefaults (each under its row's id, or its 'key', after keyPrefix), or in the content the app owns."
        case .validate: "The rules a text field's value must meet; once the user has edited it, an invalid value shows its message under the row."
        case .search:
            "A search field over the rows (UISearchController in the navigation item; SwiftUI's searchable): what it searches, its prompt and its scope buttons."
        case .empty:
            "What shows in place of rows when there are none, after a search too (UIContentUnavailableConfiguration; SwiftUI's ContentUnavailableView)."
        case .emptyAction: "The empty state's button: its id, which the app's handler receives, and its title."
        }
    }

    public var keys: [SpecKey] {
        switch self {
        case .table: SpecKey.table
        case .section: SpecKey.section
        case .row, .prototype, .defaults: rowKeys.map { $0.specKey(in: self) }
        case .editing: SpecKey.editing
        case .items: SpecKey.items
        case .swipe: SpecKey.swipe
        case .action: SpecKey.action
        case .localization: SpecKey.localization
        case .values: SpecKey.values
        case .validate: SpecKey.validate
        case .search: SpecKey.search
        case .empty: SpecKey.empty
        case .emptyAction: SpecKey.emptyAction
        }
    }

    /// The decoder reads them once per kind of mapping, into its `KeyTable`, and only for the
    /// kinds the spec has.
    public var keyNames: [String] { keys.map(\.name) }

    /// The row keys a row, a prototype or `defaults` allows, in slot order; none for the others.
    var rowKeys: [RowKeyDeclaration] {
        switch self {
        case .row, .prototype, .defaults:
            let place = RowKeyPlaces(self)
            return RowKeys.all.filter { $0.places.contains(place) }
        default: return []
        }
    }
}

/// One key of a spec mapping: its name, what it means, and what it holds.
public struct SpecKey: Sendable {
    public let name: String
    public let summary: String
    public let value: ValueKind

    public init(_ name: String, _ value: ValueKind, _ summary: String) {
        self.name = name
        self.value = value
        self.summary = summary
    }

    func withValue(_ value: ValueKind) -> SpecKey { SpecKey(name, value, summary) }

    /// What a key's value may be.
    public indirect enum ValueKind: Sendable {
        case text
        /// Text that may bind model fields as `{field}` (prototypes only).
        case template
        /// A template, or its plural forms: `{ one: "{count} item", other: "{count} items", count: count }`.
        case pluralTemplate
        /// Text, or plural forms chosen by a stepper's value: `{ one: "{keepDays} day", other: "{keepDays} days" }`.
        case pluralText
        /// A Swift identifier (lowerCamelCase by convention).
        case identifier
        /// A Swift type name (UpperCamelCase).
        case typeName
        case boolean
        /// A positive number of points.
        case points
        /// Points or `automatic`.
        case height
        case version
        /// One of a spec enum's spellings. The type, not its spellings: the key lists are built
        /// whenever a spec is decoded, and only the schema reads the spellings.
        case enumeration(any SpecEnum.Type)
        case object(SpecObject)
        case sections
        case rows
        case index
        case models
        case prototypes
        case sample
        /// A list of actions: the bare `delete`, or action mappings.
        case actions
        /// A condition over other rows' values (`!wifi`, `textSize > 20`).
        case condition
        /// Any finite number.
        case number
        /// A whole number, 0 or more.
        case count
        /// `{ min, max }`.
        case numberRange
        /// A mapping from option key to title, or a list of keys.
        case options
        /// A form row's value: true or false, a number, or a text.
        case formValue
        /// A list of names: model fields, or `text` and `detail`.
        case names
    }

    static let table: [SpecKey] = [
        SpecKey("version", .version, "The spec format version. Optional; this compiler reads version 1."),
        SpecKey("table", .typeName, "The Swift type name of the generated table (UpperCamelCase). Required."),
        SpecKey("style", .enumeration(TableStyle.self), "UITableView.Style: plain (default), grouped or insetGrouped."),
        SpecKey("separator", .enumeration(SeparatorStyle.self), "The separator between rows: singleLine (default) or none."),
        SpecKey("rowHeight", .height, "The default row height in points, or automatic (self-sizing). Default 44."),
        SpecKey("estimatedRowHeight", .points, "UITableView.estimatedRowHeight in points, for self-sizing rows."),
        SpecKey("sectionHeaderHeight", .height, "The default section header height in points, or automatic."),
        SpecKey("sectionFooterHeight", .height, "The default section footer height in points, or automatic."),
        SpecKey("estimatedSectionHeaderHeight", .points, "UITableView.estimatedSectionHeaderHeight in points."),
        SpecKey("estimatedSectionFooterHeight", .points, "UITableView.estimatedSectionFooterHeight in points."),
        SpecKey("header", .text, "The table header (tableHeaderView), shown as text above the first section."),
        SpecKey("footer", .text, "The table footer (tableFooterView), shown as text below the last section."),
        SpecKey("selection", .enumeration(TableSelection.self), "How many rows can be selected: none, single (default) or multiple."),
        SpecKey("allowsSelectionDuringEditing", .boolean, "Whether rows can be selected while the table is editing. Default false."),
        SpecKey("editing", .object(.editing), "Editing defaults for every row."),
        SpecKey(
            "index", .index,
            "The section index: auto (one title per section), or an ordered map from index title to a section id or 0-based section number."),
        SpecKey("defaults", .object(.defaults), "Row keys applied to every row of the table that does not set them."),
        SpecKey("models", .models, "Item models for dynamic sections: a map from model name to its fields and their Swift types."),
        SpecKey("prototypes", .prototypes, "Prototype cells for dynamic sections: a map from prototype name to row keys with {field} templates."),
        SpecKey("sections", .sections, "The sections of the table, in order. Required."),
        SpecKey(
            "values", .object(.values),
            "Where the form rows' values live: store (userDefaults, the default, or app), suite and keyPrefix. Without it they live in the content the app owns."
        ),
        SpecKey(
            "localization", .object(.localization),
            "Localize the table's text through a String Catalog: table (default: the table's name), language (default en), bundle (main or module)."),
        SpecKey(
            "search", .object(.search),
            "A search field over the rows: prompt, fields (model fields, or text and detail; default text and detail) and scope buttons."),
        SpecKey(
            "empty", .object(.empty), "What the table shows when it has no rows, after a search too: title, message, image (an SF Symbol) and action."
        ),
        SpecKey(
            "refreshable", .boolean,
            "Pull to refresh (UIRefreshControl; SwiftUI's refreshable): the app's handler runs, and the spinner ends when it returns. Default false."),
    ]

    static let section: [SpecKey] = [
        SpecKey("id", .identifier, "The section's id: unique, a Swift identifier; index maps and the generated code refer to it."),
        SpecKey("header", .text, "The section header title (titleForHeaderInSection)."),
        SpecKey("footer", .text, "The section footer title (titleForFooterInSection)."),
        SpecKey("headerHeight", .height, "This section's header height in points, or automatic."),
        SpecKey("footerHeight", .height, "This section's footer height in points, or automatic."),
        SpecKey("indexTitle", .text, "The section's title in the section index (with index: auto)."),
        SpecKey(
            "selection", .enumeration(SelectionList.self),
            "Makes the section a checkmark list: exclusive (one checkmark, like a radio list) or inclusive (a checklist)."),
        SpecKey("hidden", .condition, "A condition over rows' values ('!showAdvanced'): while it holds, the section and its rows are not shown."),
        SpecKey("defaults", .object(.defaults), "Row keys applied to every row of this section that does not set them."),
        SpecKey("rows", .rows, "Static rows. A row is a mapping of row keys, or a string (a row with only text)."),
        SpecKey("items", .object(.items), "Dynamic rows, from data at run time."),
        SpecKey("empty", .object(.empty), "What the section shows when it has no rows: title, message, image (an SF Symbol) and action."),
        SpecKey("collapsible", .boolean, "Whether tapping the section's header folds and unfolds its rows. Needs a header. Default false."),
        SpecKey("collapsed", .boolean, "Whether a collapsible section starts folded. Default false."),
    ]

    static let search: [SpecKey] = [
        SpecKey("prompt", .text, "The placeholder text of the search field. Default: the system's (\"Search\")."),
        SpecKey(
            "fields", .names,
            "What a query is matched against: the model fields of dynamic rows, and text and detail (each row's labels). Default [text, detail]."),
        SpecKey(
            "scope", .options,
            "Scope buttons under the search field: a mapping from scope key to title, in order, or a list of keys that are their own titles. A key that is a section id limits the search to that section; the first is selected at the start."
        ),
    ]

    static let empty: [SpecKey] = [
        SpecKey("title", .text, "The empty state's title, such as 'No Mail'. Required."),
        SpecKey("message", .text, "The text under the title."),
        SpecKey("image", .text, "The SF Symbol above the title, such as 'tray'."),
        SpecKey("action", .object(.emptyAction), "A button under the message: { id, title }. Its id reaches the app's handler."),
    ]

    static let emptyAction: [SpecKey] = [
        SpecKey("id", .identifier, "The button's id: a Swift identifier, which the app's handler receives. Required."),
        SpecKey("title", .text, "The button's title. Required."),
    ]

    static let editing: [SpecKey] = [
        SpecKey("style", .enumeration(EditingStyle.self), "The editing style of every row: none, delete or insert."),
        SpecKey("canEdit", .boolean, "Whether rows can be edited."),
        SpecKey("canMove", .boolean, "Whether every row shows a reorder control."),
        SpecKey("deleteConfirmation", .text, "The title of the delete-confirmation button."),
    ]

    static let swipe: [SpecKey] = [
        SpecKey("leading", .actions, "The actions a swipe from the leading edge reveals; the first is nearest the edge."),
        SpecKey(
            "trailing", .actions, "The actions a swipe from the trailing edge reveals; the first is nearest the edge. delete is the built-in delete."),
        SpecKey("fullSwipe", .boolean, "Whether a full swipe performs the first action (performsFirstActionWithFullSwipe). Default true."),
    ]

    static let action: [SpecKey] = [
        SpecKey(
            "id", .identifier,
            "The action's id: a Swift identifier, unique within the row's swipe actions and within its menu; a case of the generated ActionID enum. Required."
        ),
        SpecKey("title", .text, "The button's or menu item's title. An action needs a title or an image, or both."),
        SpecKey("image", .text, "The name of an SF Symbol shown on the button or beside the menu item."),
        SpecKey("style", .enumeration(ActionStyle.self), "normal (default) or destructive (drawn in red)."),
        SpecKey(
            "color", .enumeration(ActionColor.self), "The swipe button's background: a system colour. Default gray, or red for a destructive action."),
    ]

    static let items: [SpecKey] = [
        SpecKey("model", .typeName, "The model of the items: a name declared under models. Required."),
        SpecKey("prototype", .identifier, "The prototype cell that draws each item: a name declared under prototypes. Required."),
        SpecKey("groupBy", .enumeration(GroupBy.self), "initial: one section per first letter of the row text, sorted, headed by the letter."),
        SpecKey(
            "id", .identifier,
            "The model field that identifies an item (non-optional, unique among the items); animated updates key on it. Default: the whole item."),
        SpecKey(
            "sample", .sample, "Example items for previews: a path (relative to the spec) to a YAML list of model mappings, or such a list inline."),
    ]

    static let values: [SpecKey] = [
        SpecKey(
            "store", .enumeration(ValueStore.self),
            "userDefaults (default): each value is kept in UserDefaults under its key, and a change made elsewhere shows; app: the values live in the content the app owns."
        ),
        SpecKey("suite", .text, "The UserDefaults suite, such as an app group ('group.com.example.app'). Default: the standard defaults."),
        SpecKey("keyPrefix", .text, "Put before every UserDefaults key, such as 'settings.'. Default none."),
    ]

    static let validate: [SpecKey] = [
        SpecKey("required", .boolean, "Whether the text may not be empty (spaces alone count as empty)."),
        SpecKey("minLength", .count, "The fewest characters the text may have."),
        SpecKey("maxLength", .count, "The most characters the text may have."),
        SpecKey("pattern", .text, "A regular expression (NSRegularExpression) the whole text must match."),
        SpecKey("format", .enumeration(ValueFormat.self), "A format the text must have: email, url or phone."),
        SpecKey("range", .numberRange, "For a number typed in the field: { min, max }; the text must be a number in it."),
        SpecKey("message", .text, "What the row shows when its value is invalid. Default: a message naming the first rule it breaks."),
    ]

    static let localization: [SpecKey] = [
        SpecKey("table", .text, "The strings table: the String Catalog <table>.xcstrings. Default: the table's name."),
        SpecKey("language", .text, "The language the spec is written in (a language code such as en, de or pt-BR). Default en."),
        SpecKey(
            "bundle", .enumeration(LocalizationBundle.self),
            "The bundle that holds the strings table: main (the app, default) or module (the Swift package target's Bundle.module)."),
    ]
}
