import TableSpecDiagnostics
import TableSpecModel

/// Every key name of the spec's mappings other than the row keys, so decoding switches over keys
/// instead of comparing strings key by key. A row key's name is in its declaration (`RowKey`),
/// where the decoder finds it; the names here that rows also use (`id`, `style`, `hidden`) are
/// other mappings' keys as well.
enum SpecKeyName: String, CaseIterable, Sendable {
    // The table.
    case version, table, style, separator, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
    case estimatedSectionHeaderHeight, estimatedSectionFooterHeight, header, footer, selection
    case allowsSelectionDuringEditing, editing, index, defaults, models, prototypes, sections
    // Sections.
    case id, headerHeight, footerHeight, indexTitle, rows, items
    // Keys rows share with other mappings: an action's image, the editing block's keys, a rule's range.
    case image, canEdit, canMove, deleteConfirmation, range
    // Validation of a form row's value.
    case required, minLength, maxLength, pattern, format, message
    // Where the values live.
    case values, store, suite, keyPrefix
    // Conditions, on sections.
    case hidden
    // Items.
    case model, prototype, groupBy, sample
    // Swipe actions and context menus: the keys of `swipe` and of an action.
    case leading, trailing, fullSwipe, title, color
    // Localization.
    case localization, language, bundle
    // The screen around the rows: search, the empty state, pull to refresh and folding sections.
    case search, prompt, fields, scope, empty, action, refreshable, collapsible, collapsed
}
