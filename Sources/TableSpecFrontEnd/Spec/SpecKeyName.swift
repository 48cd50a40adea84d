import TableSpecDiagnostics
import TableSpecModel

/// Every key name a spec mapping can have, so decoding switches over keys instead of comparing
/// strings key by key.
enum SpecKeyName: String, CaseIterable, Sendable {
    // The table.
    case version, table, style, separator, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
    case estimatedSectionHeaderHeight, estimatedSectionFooterHeight, header, footer, selection
    case allowsSelectionDuringEditing, editing, index, defaults, models, prototypes, sections
    // Sections.
    case id, headerHeight, footerHeight, indexTitle, rows, items
    // Rows, prototypes and defaults.
    case text, detail, image, accessory, editingAccessory, height, reuseIdentifier
    case customClass = "class"
    case selectable, checked, editingStyle, canEdit, canMove, deleteConfirmation, accessibilityLabel
    case control, on, role
    case defaultValue = "default"
    case opens, segue
    // Form controls, on static rows.
    case placeholder, keyboard, contentType, secure, autocapitalization, autocorrection, range, step, minImage, maxImage, options, pickerStyle, mode,
        key
    // Validation of a form row's value.
    case validate, required, minLength, maxLength, pattern, format, message
    // Where the values live.
    case values, store, suite, keyPrefix
    // Conditions, on static rows and sections.
    case hidden, disabled
    // Items.
    case model, prototype, groupBy, sample
    // Swipe actions and context menus: the row keys, then the keys of `swipe` and of an action.
    case swipe, menu, leading, trailing, fullSwipe, title, color
    // Localization.
    case localization, language, bundle
    // The screen around the rows: search, the empty state, pull to refresh and folding sections.
    case search, prompt, fields, scope, empty, action, refreshable, collapsible, collapsed
}
