import TableSpecDiagnostics
import TableSpecModel

/// The words a UIKit developer writes for what a spec names otherwise, and what to write instead.
///
/// A spec's keys are short (`text`, `detail`, `accessory`), while the same developer has typed
/// `textLabel`, `detailTextLabel` and `accessoryType` for years, and those are too far from
/// ours for a did-you-mean by spelling. This one table answers for them: an unknown key (or,
/// for a few enumerations, an unknown value) found here is reported with what to write, and
/// the key it stands for is treated as unreadable, so the rules that read that key stay quiet.
/// `UIKitWordsTests` checks every entry's message through the real front end.
struct UIKitWord: Sendable {
    /// Where the word is looked for: the kinds of mapping for a key, nil for a value.
    let objects: [SpecObject]
    /// For a value: the enumeration it was given to (`SpecEnum.kindName`).
    let enumeration: String?
    /// The word as written.
    let word: String
    /// What the word names, in the message's "for …" ("UIKit's textLabel", "a subtitle").
    let meaning: String
    /// What to write instead, as the message shows it ("'text'", "'detail' with 'style: subtitle'").
    let instead: String
    /// The spec's key the word stands for, as a spec spells it.
    let key: String

    /// The clause an unknown key or value's message ends with.
    var hint: String { "; for \(meaning), write \(instead)" }

    /// A key `word` in the kinds of mapping `objects`.
    init(_ objects: [SpecObject], _ word: String, _ meaning: String, _ instead: String, _ key: String) {
        self.objects = objects
        enumeration = nil
        self.word = word
        self.meaning = meaning
        self.instead = instead
        self.key = key
    }

    /// A value `word` given to an enumeration of the kind `enumeration`.
    init(value word: String, of enumeration: String, _ meaning: String, _ instead: String, _ key: String) {
        objects = []
        self.enumeration = enumeration
        self.word = word
        self.meaning = meaning
        self.instead = instead
        self.key = key
    }
}

enum UIKitWords {
    /// Rows, prototypes and `defaults` share the row keys.
    private static let cell: [SpecObject] = [.row, .prototype, .defaults]
    /// `defaults` cannot set a row's text or id.
    private static let cellText: [SpecObject] = [.row, .prototype]

    static let all: [UIKitWord] = [
        // The table.
        UIKitWord([.table], "name", "the table's name (its Swift type)", "'table'", "table"),
        UIKitWord([.table], "tableStyle", "UITableView.Style", "'style'", "style"),
        UIKitWord([.table], "separatorStyle", "UITableView's separatorStyle", "'separator'", "separator"),
        UIKitWord([.table], "estimatedHeight", "UITableView's estimatedRowHeight", "'estimatedRowHeight'", "estimatedRowHeight"),
        UIKitWord([.table], "sectionIndexTitles", "UITableView's sectionIndexTitles", "'index' ('auto', or a map from title to section)", "index"),
        UIKitWord([.table], "tableHeaderView", "UITableView's tableHeaderView", "'header'", "header"),
        UIKitWord([.table], "tableFooterView", "UITableView's tableFooterView", "'footer'", "footer"),
        UIKitWord([.table], "allowsSelection", "UITableView's allowsSelection", "'selection' (none, single or multiple)", "selection"),
        UIKitWord([.table], "allowsMultipleSelection", "UITableView's allowsMultipleSelection", "'selection: multiple'", "selection"),
        UIKitWord([.table], "editingStyle", "every row's editing style", "'editing: { style: delete }'", "editing"),
        UIKitWord([.table], "canEdit", "whether every row can be edited", "'editing: { canEdit: true }'", "editing"),
        UIKitWord([.table], "canMove", "whether every row can move", "'editing: { canMove: true }'", "editing"),
        UIKitWord([.table], "cellStyle", "every row's cell style", "'defaults: { style: subtitle }'", "defaults"),
        UIKitWord([.table], "accessory", "every row's accessory", "'defaults: { accessory: disclosureIndicator }'", "defaults"),
        UIKitWord([.table], "rows", "the table's rows", "'sections', each with its 'rows'", "sections"),
        // Sections.
        UIKitWord([.section], "title", "a section's title", "'header' (or 'footer')", "header"),
        UIKitWord([.section], "headerTitle", "UIKit's titleForHeaderInSection", "'header'", "header"),
        UIKitWord([.section], "titleForHeader", "UIKit's titleForHeaderInSection", "'header'", "header"),
        UIKitWord([.section], "titleForHeaderInSection", "UIKit's titleForHeaderInSection", "'header'", "header"),
        UIKitWord([.section], "footerTitle", "UIKit's titleForFooterInSection", "'footer'", "footer"),
        UIKitWord([.section], "titleForFooter", "UIKit's titleForFooterInSection", "'footer'", "footer"),
        UIKitWord([.section], "titleForFooterInSection", "UIKit's titleForFooterInSection", "'footer'", "footer"),
        UIKitWord([.section], "heightForHeader", "UIKit's heightForHeaderInSection", "'headerHeight'", "headerHeight"),
        UIKitWord([.section], "heightForFooter", "UIKit's heightForFooterInSection", "'footerHeight'", "footerHeight"),
        UIKitWord([.section], "sectionIndexTitle", "the section's title in the section index", "'indexTitle'", "indexTitle"),
        UIKitWord([.section], "cells", "a section's cells", "'rows'", "rows"),
        // Rows, prototypes and defaults.
        UIKitWord(cellText, "textLabel", "UIKit's textLabel", "'text'", "text"),
        UIKitWord(cellText, "title", "a row's title", "'text'", "text"),
        UIKitWord(cellText, "label", "a row's label", "'text'", "text"),
        UIKitWord(cell, "detailTextLabel", "UIKit's detailTextLabel", "'detail'", "detail"),
        UIKitWord(cell, "subtitle", "a subtitle", "'detail' with 'style: subtitle'", "detail"),
        UIKitWord(cell, "imageView", "UIKit's imageView", "'image' (the image's name)", "image"),
        UIKitWord(cell, "imageName", "the image's name", "'image'", "image"),
        UIKitWord(cell, "icon", "an icon", "'image' (the image's name)", "image"),
        UIKitWord(cell, "cellStyle", "UITableViewCell.CellStyle", "'style'", "style"),
        UIKitWord(cell, "accessoryType", "UIKit's accessoryType", "'accessory'", "accessory"),
        UIKitWord(cell, "accessoryView", "UIKit's accessoryView", "'accessory', or 'control: switch' for a UISwitch", "accessory"),
        UIKitWord(cell, "editingAccessoryType", "UIKit's editingAccessoryType", "'editingAccessory'", "editingAccessory"),
        UIKitWord(cell, "switch", "a switch", "'control: switch'", "control"),
        UIKitWord(cell, "toggle", "a switch", "'control: switch'", "control"),
        UIKitWord(cell, "isOn", "the switch's state", "'default'", "default"),
        UIKitWord(cell, "reuseId", "the reuse identifier", "'reuseIdentifier'", "reuseIdentifier"),
        UIKitWord(cell, "cellIdentifier", "the reuse identifier", "'reuseIdentifier'", "reuseIdentifier"),
        UIKitWord(cell, "cellClass", "the UITableViewCell subclass", "'class' with 'style: custom'", "class"),
        UIKitWord(cell, "customClass", "the UITableViewCell subclass", "'class' with 'style: custom'", "class"),
        UIKitWord(cell, "isEnabled", "UIKit's isEnabled", "'selectable'", "selectable"),
        UIKitWord(cell, "enabled", "a row that can be tapped", "'selectable'", "selectable"),
        UIKitWord(cell, "isSelectable", "a row that can be tapped", "'selectable'", "selectable"),
        UIKitWord(cell, "rowHeight", "the row's height", "'height'", "height"),
        UIKitWord(cell, "destination", "the screen the row shows", "'opens' (the table's name)", "opens"),
        UIKitWord(cell, "segueIdentifier", "the storyboard segue identifier", "'segue'", "segue"),
        UIKitWord(cell, "swipeActions", "swipe actions", "'swipe' (with 'leading' and 'trailing')", "swipe"),
        UIKitWord(cell, "trailingSwipeActions", "UIKit's trailingSwipeActionsConfiguration", "'swipe: { trailing: [...] }'", "swipe"),
        UIKitWord(cell, "leadingSwipeActions", "UIKit's leadingSwipeActionsConfiguration", "'swipe: { leading: [...] }'", "swipe"),
        UIKitWord(cell, "contextMenu", "a context menu", "'menu'", "menu"),
        // A text field's keys, which only a row has. The value of a word written for a key is not read, so the
        // hint says what the value becomes too.
        UIKitWord(
            [.row], "autocapitalizationType", "UIKit's autocapitalizationType", "'autocapitalization' (none, sentences, words or allCharacters)",
            "autocapitalization"),
        UIKitWord(
            [.row], "textInputAutocapitalization", "SwiftUI's textInputAutocapitalization",
            "'autocapitalization' (none, sentences, words or allCharacters)", "autocapitalization"),
        UIKitWord([.row], "autocorrectionType", "UIKit's autocorrectionType", "'autocorrection: true' or 'autocorrection: false'", "autocorrection"),
        UIKitWord([.row], "autocorrectionDisabled", "SwiftUI's autocorrectionDisabled", "'autocorrection: false'", "autocorrection"),
        // Editing, items and actions.
        UIKitWord([.editing], "editingStyle", "the editing style", "'style'", "style"),
        UIKitWord([.items], "cell", "the cell that draws each item", "'prototype'", "prototype"),
        UIKitWord([.items], "type", "the items' type", "'model'", "model"),
        UIKitWord([.action], "backgroundColor", "the button's background", "'color'", "color"),
        UIKitWord([.action], "systemImage", "an SF Symbol", "'image'", "image"),
        // Values.
        UIKitWord(value: "switch", of: Accessory.kindName, "a switch", "'control: switch'", "control"),
        UIKitWord(value: "toggle", of: Accessory.kindName, "a switch", "'control: switch'", "control"),
        UIKitWord(value: "destructive", of: CellStyle.kindName, "a destructive row", "'role: destructive'", "role"),
        UIKitWord(value: "button", of: CellStyle.kindName, "a row drawn as a button", "'role: button'", "role"),
    ]

    /// The entry for an unknown key `word` in a mapping of kind `object`.
    static func key(_ word: String, in object: SpecObject) -> UIKitWord? {
        keys[KeyWhere(object: object, word: word)]
    }

    /// The entry for an unknown value `word` of an enumeration (`SpecEnum.kindName`).
    static func value(_ word: String, of enumeration: String) -> UIKitWord? {
        values[KeyWhere(enumeration: enumeration, word: word)]
    }

    private struct KeyWhere: Hashable {
        var place: String
        var word: String

        init(object: SpecObject, word: String) {
            place = "object " + object.rawValue
            self.word = word
        }

        init(enumeration: String, word: String) {
            place = "value " + enumeration
            self.word = word
        }
    }

    private static let keys: [KeyWhere: UIKitWord] = Dictionary(
        all.flatMap { entry in entry.objects.map { (KeyWhere(object: $0, word: entry.word), entry) } },
        uniquingKeysWith: { first, _ in first })

    private static let values: [KeyWhere: UIKitWord] = Dictionary(
        all.compactMap { entry in entry.enumeration.map { (KeyWhere(enumeration: $0, word: entry.word), entry) } },
        uniquingKeysWith: { first, _ in first })
}
