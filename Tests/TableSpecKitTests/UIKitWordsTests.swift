import Testing
@testable import TableSpecKit
@testable import TableSpecFrontEnd

/// UIKit's words for the spec's keys (`UIKitWords`), each through the real front end, in every
/// kind of mapping it is listed for: the one error is exactly the message below, and the key it
/// stands for is not reported missing or checked as absent.
@Suite("UIKit's words for the spec's keys")
struct UIKitWordsTests {
    /// The word, the kind of mapping it is written in (the first its entry lists), and the whole
    /// message. Written out here rather than built from the table, so a change of wording shows.
    static let expected: [(word: String, object: SpecObject, message: String)] = [
        ("name", .table, "unknown key 'name' in the table; for the table's name (its Swift type), write 'table'"),
        ("tableStyle", .table, "unknown key 'tableStyle' in the table; for UITableView.Style, write 'style'"),
        ("separatorStyle", .table, "unknown key 'separatorStyle' in the table; for UITableView's separatorStyle, write 'separator'"),
        ("estimatedHeight", .table, "unknown key 'estimatedHeight' in the table; for UITableView's estimatedRowHeight, write 'estimatedRowHeight'"),
        ("sectionIndexTitles", .table, "unknown key 'sectionIndexTitles' in the table; for UITableView's sectionIndexTitles, write 'index' ('auto', or a map from title to section)"),
        ("tableHeaderView", .table, "unknown key 'tableHeaderView' in the table; for UITableView's tableHeaderView, write 'header'"),
        ("tableFooterView", .table, "unknown key 'tableFooterView' in the table; for UITableView's tableFooterView, write 'footer'"),
        ("allowsSelection", .table, "unknown key 'allowsSelection' in the table; for UITableView's allowsSelection, write 'selection' (none, single or multiple)"),
        ("allowsMultipleSelection", .table, "unknown key 'allowsMultipleSelection' in the table; for UITableView's allowsMultipleSelection, write 'selection: multiple'"),
        ("editingStyle", .table, "unknown key 'editingStyle' in the table; for every row's editing style, write 'editing: { style: delete }'"),
        ("canEdit", .table, "unknown key 'canEdit' in the table; for whether every row can be edited, write 'editing: { canEdit: true }'"),
        ("canMove", .table, "unknown key 'canMove' in the table; for whether every row can move, write 'editing: { canMove: true }'"),
        ("cellStyle", .table, "unknown key 'cellStyle' in the table; for every row's cell style, write 'defaults: { style: subtitle }'"),
        ("accessory", .table, "unknown key 'accessory' in the table; for every row's accessory, write 'defaults: { accessory: disclosureIndicator }'"),
        ("rows", .table, "unknown key 'rows' in the table; for the table's rows, write 'sections', each with its 'rows'"),
        ("title", .section, "unknown key 'title' in a section; for a section's title, write 'header' (or 'footer')"),
        ("headerTitle", .section, "unknown key 'headerTitle' in a section; for UIKit's titleForHeaderInSection, write 'header'"),
        ("titleForHeader", .section, "unknown key 'titleForHeader' in a section; for UIKit's titleForHeaderInSection, write 'header'"),
        ("titleForHeaderInSection", .section, "unknown key 'titleForHeaderInSection' in a section; for UIKit's titleForHeaderInSection, write 'header'"),
        ("footerTitle", .section, "unknown key 'footerTitle' in a section; for UIKit's titleForFooterInSection, write 'footer'"),
        ("titleForFooter", .section, "unknown key 'titleForFooter' in a section; for UIKit's titleForFooterInSection, write 'footer'"),
        ("titleForFooterInSection", .section, "unknown key 'titleForFooterInSection' in a section; for UIKit's titleForFooterInSection, write 'footer'"),
        ("heightForHeader", .section, "unknown key 'heightForHeader' in a section; for UIKit's heightForHeaderInSection, write 'headerHeight'"),
        ("heightForFooter", .section, "unknown key 'heightForFooter' in a section; for UIKit's heightForFooterInSection, write 'footerHeight'"),
        ("sectionIndexTitle", .section, "unknown key 'sectionIndexTitle' in a section; for the section's title in the section index, write 'indexTitle'"),
        ("cells", .section, "unknown key 'cells' in a section; for a section's cells, write 'rows'"),
        ("textLabel", .row, "unknown key 'textLabel' in a row; for UIKit's textLabel, write 'text'"),
        ("title", .row, "unknown key 'title' in a row; for a row's title, write 'text'"),
        ("label", .row, "unknown key 'label' in a row; for a row's label, write 'text'"),
        ("detailTextLabel", .row, "unknown key 'detailTextLabel' in a row; for UIKit's detailTextLabel, write 'detail'"),
        ("subtitle", .row, "unknown key 'subtitle' in a row; for a subtitle, write 'detail' with 'style: subtitle'"),
        ("imageView", .row, "unknown key 'imageView' in a row; for UIKit's imageView, write 'image' (the image's name)"),
        ("imageName", .row, "unknown key 'imageName' in a row; for the image's name, write 'image'"),
        ("icon", .row, "unknown key 'icon' in a row; for an icon, write 'image' (the image's name)"),
        ("cellStyle", .row, "unknown key 'cellStyle' in a row; for UITableViewCell.CellStyle, write 'style'"),
        ("accessoryType", .row, "unknown key 'accessoryType' in a row; for UIKit's accessoryType, write 'accessory'"),
        ("accessoryView", .row, "unknown key 'accessoryView' in a row; for UIKit's accessoryView, write 'accessory', or 'control: switch' for a UISwitch"),
        ("editingAccessoryType", .row, "unknown key 'editingAccessoryType' in a row; for UIKit's editingAccessoryType, write 'editingAccessory'"),
        ("switch", .row, "unknown key 'switch' in a row; for a switch, write 'control: switch'"),
        ("toggle", .row, "unknown key 'toggle' in a row; for a switch, write 'control: switch'"),
        ("isOn", .row, "unknown key 'isOn' in a row; for the switch's state, write 'default'"),
        ("reuseId", .row, "unknown key 'reuseId' in a row; for the reuse identifier, write 'reuseIdentifier'"),
        ("cellIdentifier", .row, "unknown key 'cellIdentifier' in a row; for the reuse identifier, write 'reuseIdentifier'"),
        ("cellClass", .row, "unknown key 'cellClass' in a row; for the UITableViewCell subclass, write 'class' with 'style: custom'"),
        ("customClass", .row, "unknown key 'customClass' in a row; for the UITableViewCell subclass, write 'class' with 'style: custom'"),
        ("isEnabled", .row, "unknown key 'isEnabled' in a row; for UIKit's isEnabled, write 'selectable'"),
        ("enabled", .row, "unknown key 'enabled' in a row; for a row that can be tapped, write 'selectable'"),
        ("isSelectable", .row, "unknown key 'isSelectable' in a row; for a row that can be tapped, write 'selectable'"),
        ("rowHeight", .row, "unknown key 'rowHeight' in a row; for the row's height, write 'height'"),
        ("destination", .row, "unknown key 'destination' in a row; for the screen the row shows, write 'opens' (the table's name)"),
        ("segueIdentifier", .row, "unknown key 'segueIdentifier' in a row; for the storyboard segue identifier, write 'segue'"),
        ("swipeActions", .row, "unknown key 'swipeActions' in a row; for swipe actions, write 'swipe' (with 'leading' and 'trailing')"),
        ("trailingSwipeActions", .row, "unknown key 'trailingSwipeActions' in a row; for UIKit's trailingSwipeActionsConfiguration, write 'swipe: { trailing: [...] }'"),
        ("leadingSwipeActions", .row, "unknown key 'leadingSwipeActions' in a row; for UIKit's leadingSwipeActionsConfiguration, write 'swipe: { leading: [...] }'"),
        ("contextMenu", .row, "unknown key 'contextMenu' in a row; for a context menu, write 'menu'"),
        ("autocapitalizationType", .row, "unknown key 'autocapitalizationType' in a row; for UIKit's autocapitalizationType, write 'autocapitalization' (none, sentences, words or allCharacters)"),
        ("textInputAutocapitalization", .row, "unknown key 'textInputAutocapitalization' in a row; for SwiftUI's textInputAutocapitalization, write 'autocapitalization' (none, sentences, words or allCharacters)"),
        ("autocorrectionType", .row, "unknown key 'autocorrectionType' in a row; for UIKit's autocorrectionType, write 'autocorrection: true' or 'autocorrection: false'"),
        ("autocorrectionDisabled", .row, "unknown key 'autocorrectionDisabled' in a row; for SwiftUI's autocorrectionDisabled, write 'autocorrection: false'"),
        ("editingStyle", .editing, "unknown key 'editingStyle' in 'editing'; for the editing style, write 'style'"),
        ("cell", .items, "unknown key 'cell' in 'items'; for the cell that draws each item, write 'prototype'"),
        ("type", .items, "unknown key 'type' in 'items'; for the items' type, write 'model'"),
        ("backgroundColor", .action, "unknown key 'backgroundColor' in an action; for the button's background, write 'color'"),
        ("systemImage", .action, "unknown key 'systemImage' in an action; for an SF Symbol, write 'image'"),
    ]

    /// Values given to an enumeration that are UIKit's words for another key.
    static let expectedValues: [(key: String, value: String, message: String)] = [
        ("accessory", "switch", "'switch' is not an accessory; for a switch, write 'control: switch' (expected one of: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton)"),
        ("accessory", "toggle", "'toggle' is not an accessory; for a switch, write 'control: switch' (expected one of: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton)"),
        ("style", "destructive", "'destructive' is not a cell style; for a destructive row, write 'role: destructive' (expected one of: default, subtitle, value1, value2, custom)"),
        ("style", "button", "'button' is not a cell style; for a row drawn as a button, write 'role: button' (expected one of: default, subtitle, value1, value2, custom)"),
    ]

    /// Every (word, kind of mapping) the table lists, in its order.
    static var cases: [(word: String, object: SpecObject)] {
        UIKitWords.all.flatMap { entry in entry.objects.map { (entry.word, $0) } }
    }

    static var keyCases: [String] { cases.map { "\($0.word) in \($0.object.rawValue)" } }

    @Test("the expectations cover every word of the table, and only those")
    func coversTheTable() {
        let listed = Set(Self.expected.map { "\($0.word) \($0.object.rawValue)" })
        let firsts = Set(UIKitWords.all.compactMap { entry in entry.objects.first.map { "\(entry.word) \($0.rawValue)" } })
        #expect(listed == firsts)
        #expect(Set(Self.expectedValues.map(\.value)) == Set(UIKitWords.all.filter { $0.enumeration != nil }.map(\.word)))
    }

    @Test("each word is unknown where it is listed, and the key it stands for is known there")
    func wordsAndKeys() {
        for entry in UIKitWords.all {
            for object in entry.objects {
                #expect(!object.keyNames.contains(entry.word), "\(entry.word) is a key of \(object.rawValue)")
                // A table-level word may stand for a key of the table that holds the real one.
                #expect(object.keyNames.contains(entry.key), "\(entry.word): \(entry.key) is no key of \(object.rawValue)")
            }
            if entry.enumeration != nil {
                #expect(SpecObject.row.keyNames.contains(entry.key))
            }
        }
    }

    @Test("an unknown key that is UIKit's word gets the spec's word, and one error", arguments: keyCases)
    func key(_ name: String) throws {
        let found = try #require(Self.cases.first { "\($0.word) in \($0.object.rawValue)" == name })
        let entry = try #require(UIKitWords.key(found.word, in: found.object))
        let listed = try #require(Self.expected.first { $0.word == found.word && $0.object == entry.objects.first })
        let message = listed.message.replacingOccurrences(of: "in \(listed.object.displayName);", with: "in \(found.object.displayName);")
        let errors = Self.errors(in: Self.spec(writing: found.word, in: found.object))
        #expect(errors == [message])
    }

    @Test("an enumeration's value that is UIKit's word for another key says which, and gives one error", arguments: expectedValues.map(\.value))
    func value(_ word: String) throws {
        let expected = try #require(Self.expectedValues.first { $0.value == word })
        // What follows from the meant key stays quiet: a switch's state, a style's detail label.
        let follows = expected.key == "accessory" ? "on: true" : "detail: B"
        let spec = "table: T\nsections:\n  - rows:\n      - text: A\n        \(expected.key): \(word)\n        \(follows)\n"
        #expect(Self.errors(in: spec) == [expected.message])
    }

    /// A spec that is valid but for `word` written as a key of a mapping of kind `object`.
    static func spec(writing word: String, in object: SpecObject) -> String {
        let models = "models:\n  Country: { name: String }\nprototypes:\n  cell:\n    text: \"{name}\"\n"
        switch object {
        case .table:
            return word == "rows" ? "table: T\nrows: [A]\n" : "table: T\n\(word): x\nsections:\n  - rows: [A]\n"
        case .section:
            return "table: T\nsections:\n  - \(word): x\n    \(word == "cells" ? "" : "rows: [A]")\n"
        case .row:
            return "table: T\nsections:\n  - rows:\n      - text: A\n        \(word): x\n"
        case .prototype:
            return "table: T\n\(models)    \(word): x\nsections:\n  - items: { model: Country, prototype: cell }\n"
        case .defaults:
            return "table: T\ndefaults:\n  \(word): x\nsections:\n  - rows: [A]\n"
        case .editing:
            return "table: T\nediting:\n  \(word): x\nsections:\n  - rows: [A]\n"
        case .items:
            let items = word == "cell" ? "{ model: Country, cell: cell }" : word == "type" ? "{ type: Country, prototype: cell }" : "{ model: Country, prototype: cell, \(word): x }"
            return "table: T\n\(models)sections:\n  - items: \(items)\n"
        case .action:
            return "table: T\nsections:\n  - rows:\n      - text: A\n        menu: [{ id: a, title: A, \(word): x }]\n"
        case .validate:
            return "table: T\nsections:\n  - rows:\n      - text: A\n        id: a\n        control: textField\n        validate: { \(word): x }\n"
        case .swipe, .localization, .values, .search:
            return "table: T\n\(object.rawValue):\n  \(word): x\nsections:\n  - rows: [A]\n"
        case .empty:
            return "table: T\nempty:\n  title: None\n  \(word): x\nsections:\n  - rows: [A]\n"
        case .emptyAction:
            return "table: T\nempty:\n  title: None\n  action: { id: a, title: A, \(word): x }\nsections:\n  - rows: [A]\n"
        }
    }

    /// The messages of the errors the front end reports for `spec`.
    static func errors(in spec: String) -> [String] {
        FrontEnd().compile(Array(spec.utf8), file: "t.table.yaml").diagnostics.sorted.filter { $0.severity == .error }.map(\.message)
    }
}
