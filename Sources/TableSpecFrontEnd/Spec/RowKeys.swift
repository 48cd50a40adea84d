import TableSpecDiagnostics
import TableSpecModel

/// A row key, as validation asks for it: `layers[.style]` is a `Located<CellStyle>?`. Its facts
/// (its spelling, where it may be written, what the schema says of it) are in its declaration in
/// `RowKeys.all`, at the position that is its slot. Rows, prototypes and `defaults` share the
/// row keys.
///
/// A key is a slot number known when the front end is compiled, so asking a row for one of the
/// many keys it does not set is a test of one bit.
///
/// Everything the front end does with a row key follows from its declaration: the decoder reads
/// it by its value type (`RowKeyValue`), `RowAttributes` stores it in its slot, `RowValues` fills
/// it in from the defaults, the form-key check keeps it to the controls it describes, and the
/// schema, the unknown-key suggestions and the language server's completion and hover list it
/// from `RowKeys.all`.
///
/// Adding a row key:
/// 1. In this file: give it the next slot among the handles below, and declare it at that
///    position in `RowKeys.all` (a test checks that the slots are the list's positions, and that
///    the schema file is the schema this makes). A value of a new type conforms that type to
///    `RowKeyValue` (`RowKeyValue.swift`).
/// 2. Resolve it into the model where validation reads the row's keys (`layers[.key]`), with the
///    rules only it has: `FormControlValidation` for a form key, `SectionValidation` for the
///    rest.
/// 3. Add its field to the resolved model (`TableSpecModel`).
/// 4. Emit it in the generator that needs it (`TableSpecSwiftCore`); the runtime's behaviour
///    for it is written by hand in `TableSpecRuntime`.
/// Then regenerate the schema: `swift run tablespec schema > Schemas/tablespec.schema.json`.
struct RowKey<Value: RowKeyValue>: Sendable {
    /// The key's position in `RowKeys.all`, and its bit in a row's masks.
    let slot: UInt8

    /// The key's bit in a row's masks of keys set and keys unreadable.
    var bit: UInt64 { 1 << UInt64(slot) }
}

/// A row key's facts, whatever its value's type: what the decoder and the schema read.
final class RowKeyDeclaration: Sendable {
    /// The key's position in `RowKeys.all`, and its bit in a row's masks.
    let slot: UInt8
    /// The key as a spec spells it.
    let name: String
    let places: RowKeyPlaces
    let forms: RowKeyTextForms
    /// The controls a form key describes; empty for a key that any row may set.
    let controls: [RowControl]
    /// The schema's description of the key's value in a row.
    let schema: SpecKey.ValueKind
    let summary: String
    let valueType: any RowKeyValue.Type

    /// The declaration of `key`, spelled `name`: by default written in rows, prototypes and
    /// `defaults`, one string where it is a text, and described by its value's type.
    init<Value>(
        _ key: RowKey<Value>, _ name: String, in places: RowKeyPlaces = .all, forms: RowKeyTextForms = .plain,
        describing controls: [RowControl] = [], schema: SpecKey.ValueKind? = nil, _ summary: String
    ) {
        slot = key.slot
        self.name = name
        self.places = places
        self.forms = forms
        self.controls = controls
        self.schema = schema ?? Value.schemaKind
        self.summary = summary
        valueType = Value.self
    }

    var bit: UInt64 { 1 << UInt64(slot) }

    /// The key as the schema lists it for `object`: a prototype's texts are templates, and
    /// `defaults` takes one string where a row may take plural forms.
    func specKey(in object: SpecObject) -> SpecKey {
        let value: SpecKey.ValueKind =
            switch (object, forms, schema) {
            case (.prototype, .template, _): .template
            case (.prototype, .pluralTemplate, _): .pluralTemplate
            case (.defaults, _, .pluralText): .text
            default: schema
            }
        return SpecKey(name, value, summary)
    }
}

/// The mappings a row key may be written in.
struct RowKeyPlaces: OptionSet, Sendable {
    let rawValue: UInt8

    static let row = RowKeyPlaces(rawValue: 1 << 0)
    static let prototype = RowKeyPlaces(rawValue: 1 << 1)
    static let defaults = RowKeyPlaces(rawValue: 1 << 2)
    static let all: RowKeyPlaces = [.row, .prototype, .defaults]

    /// The place of the keys of `object` (a row, a prototype or `defaults`).
    init(_ object: SpecObject) {
        switch object {
        case .prototype: self = .prototype
        case .defaults: self = .defaults
        default: self = .row
        }
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}

/// How a text key may be written beyond one string.
enum RowKeyTextForms: Sendable {
    case plain
    /// A prototype's may bind model fields as `{field}`.
    case template
    /// A prototype's may bind fields and have plural forms (`{ one: …, other: … }`); a stepper
    /// row's `detail` may have plural forms too.
    case pluralTemplate
}

enum RowKeys {
    /// Every row key's declaration, in slot order, which is also the order the schema and
    /// completion list them in.
    static let all: [RowKeyDeclaration] = [
        RowKeyDeclaration(
            .text, "text", in: [.row, .prototype], forms: .pluralTemplate,
            "The cell's textLabel text."),
        RowKeyDeclaration(
            .detail, "detail", forms: .pluralTemplate, schema: .pluralText,
            "The cell's detailTextLabel text (not in the default style); a stepper's may have plural forms."),
        RowKeyDeclaration(
            .image, "image", forms: .template,
            "The name of the image in the cell's imageView (not in the value2 style)."),
        RowKeyDeclaration(
            .style, "style",
            "UITableViewCell.CellStyle: default, subtitle, value1, value2, or custom (with class)."),
        RowKeyDeclaration(
            .accessory, "accessory",
            "UITableViewCell.AccessoryType shown at the trailing edge."),
        RowKeyDeclaration(
            .editingAccessory, "editingAccessory",
            "The accessory shown while the table is editing."),
        RowKeyDeclaration(
            .id, "id", in: .row, schema: .identifier,
            "The row's action id: unique in the table, a Swift identifier; a case of the generated row enum."),
        RowKeyDeclaration(
            .height, "height",
            "The row height in points, or automatic."),
        RowKeyDeclaration(
            .reuseIdentifier, "reuseIdentifier",
            "The cell's reuse identifier. Derived from the style (and class) when absent."),
        RowKeyDeclaration(
            .customClass, "class", schema: .typeName,
            "The UITableViewCell subclass of a custom row, or of a row in one of the four styles that the app draws in that style."),
        RowKeyDeclaration(
            .selectable, "selectable",
            "Whether the row can be selected. Default true, unless the table's selection is none."),
        RowKeyDeclaration(
            .checked, "checked", in: .row,
            "The row's initial checkmark in a section with a selection list."),
        RowKeyDeclaration(
            .editingStyle, "editingStyle",
            "The row's editing control: none, delete or insert (editingStyleForRowAt)."),
        RowKeyDeclaration(
            .canEdit, "canEdit",
            "Whether the row can be edited (canEditRowAt). Default: true when it has an editing style or can move."),
        RowKeyDeclaration(
            .canMove, "canMove",
            "Whether the row shows a reorder control (canMoveRowAt)."),
        RowKeyDeclaration(
            .deleteConfirmation, "deleteConfirmation",
            "The title of the delete-confirmation button (titleForDeleteConfirmationButtonForRowAt)."),
        RowKeyDeclaration(
            .accessibilityLabel, "accessibilityLabel", forms: .pluralTemplate,
            "What VoiceOver reads for the whole cell."),
        RowKeyDeclaration(
            .control, "control",
            "A form control in place of the accessory, holding a value named by the row's id: switch (Bool), textField (String), stepper or slider (Int or Double), segmented or picker (an option's key), datePicker (Date). Not with an accessory."
        ),
        RowKeyDeclaration(
            .defaultValue, "default",
            "The row's value when the screen first shows: a switch's true or false (default false), a number in a stepper's or slider's range (default its min), a text field's text, an option's key (default the first)."
        ),
        RowKeyDeclaration(
            .on, "on",
            "The older spelling of 'default': the switch's initial state, for a row with control: switch."),
        RowKeyDeclaration(
            .role, "role",
            "How the text is drawn: normal (default), button (tint colour) or destructive (system red). An action row has no detail, accessory or control."
        ),
        RowKeyDeclaration(
            .swipe, "swipe",
            "Swipe actions: leading and trailing lists of actions, and fullSwipe."),
        RowKeyDeclaration(
            .menu, "menu",
            "A context menu on a long press: a list of actions (delete, or mappings with id, title, image and style)."),
        RowKeyDeclaration(
            .opens, "opens", schema: .typeName,
            "The table that selecting the row shows (its 'table' name): a spec in the same run, or Name.table.yaml next to this one. The row gets a disclosure indicator unless it sets an accessory."
        ),
        RowKeyDeclaration(
            .segue, "segue",
            "The storyboard segue identifier the row stands for: the row's events carry it (event.segue), so code that keyed on it in prepare(for:sender:) or performSegue(withIdentifier:sender:) keeps working. Written by tablespec import."
        ),
        RowKeyDeclaration(
            .placeholder, "placeholder", in: .row, describing: [.textField],
            "A text field's placeholder, shown while it is empty."),
        RowKeyDeclaration(
            .keyboard, "keyboard", in: .row, describing: [.textField],
            "A text field's keyboard: default, email, number, decimal, phone or url."),
        RowKeyDeclaration(
            .contentType, "contentType", in: .row, describing: [.textField],
            "What a text field's text is, by UITextContentType's names (name, username, password, newPassword, emailAddress, telephoneNumber, oneTimeCode, ...): AutoFill and suggestions."
        ),
        RowKeyDeclaration(
            .secure, "secure", in: .row, describing: [.textField],
            "Whether a text field hides its text as it is typed, as for a password. Default false."),
        RowKeyDeclaration(
            .autocapitalization, "autocapitalization", in: .row, describing: [.textField],
            "When a text field's keyboard turns Shift on by itself (UITextAutocapitalizationType): none, sentences, words or allCharacters. Default: none with an email or url keyboard or a content type of emailAddress, URL, username, password, newPassword or oneTimeCode; else sentences."
        ),
        RowKeyDeclaration(
            .autocorrection, "autocorrection", in: .row, describing: [.textField],
            "Whether a text field's keyboard corrects spelling as the user types (UITextAutocorrectionType). Default: false with the keyboards and content types that capitalize nothing by default, else the system's choice."
        ),
        RowKeyDeclaration(
            .range, "range", in: .row, describing: [.stepper, .slider],
            "A stepper's or slider's values: { min, max }. Required for both."),
        RowKeyDeclaration(
            .step, "step", in: .row, describing: [.stepper, .slider],
            "A stepper's or slider's step. A stepper's defaults to 1; a slider without one moves freely. With a whole-number range and step the value is an Int, else a Double."
        ),
        RowKeyDeclaration(
            .minImage, "minImage", in: .row, describing: [.slider],
            "A slider's image at its minimum end: an SF Symbol or asset name."),
        RowKeyDeclaration(
            .maxImage, "maxImage", in: .row, describing: [.slider],
            "A slider's image at its maximum end: an SF Symbol or asset name."),
        RowKeyDeclaration(
            .options, "options", in: .row, describing: [.segmented, .picker],
            "A segmented control's or picker's options: a mapping from key (the value) to title, in order, or a list of keys that are their own titles."
        ),
        RowKeyDeclaration(
            .pickerStyle, "pickerStyle", in: .row, describing: [.picker, .datePicker],
            "How a picker shows its options: push (a pushed checkmark list, default), menu, or inline (checkmark rows under the row). How a date picker looks: compact (default), inline or wheels."
        ),
        RowKeyDeclaration(
            .mode, "mode", in: .row, describing: [.datePicker],
            "What a date picker picks: date, time or dateAndTime (default)."),
        RowKeyDeclaration(
            .validate, "validate", in: .row, describing: [.textField],
            "The rules a text field's value must meet: required, minLength, maxLength, pattern, format (email, url, phone), range (a number) and message."
        ),
        RowKeyDeclaration(
            .key, "key", in: .row,
            "The row's UserDefaults key when it is not the row's id (values: store: userDefaults); keyPrefix is put before it."),
        RowKeyDeclaration(
            .hidden, "hidden", in: .row,
            "A condition over other rows' values ('!wifi', 'wifi && bluetooth'): while it holds, the row is not shown, and keeps its value. Static rows only."
        ),
        RowKeyDeclaration(
            .disabled, "disabled", in: .row,
            "A condition over other rows' values: while it holds, the row is dimmed, its control does not respond and it cannot be selected. Static rows only."
        ),
    ]

    /// The declaration of the key spelled `name`: for messages and other cold paths.
    static func named(_ name: String) -> RowKeyDeclaration? {
        all.first { $0.name == name }
    }

    /// The bits of `keys`, as one mask.
    static func bits(_ keys: [RowKeyDeclaration]) -> UInt64 {
        keys.reduce(0) { $0 | $1.bit }
    }
}

// The keys by their value types; each one's slot is its position in `RowKeys.all`.

extension RowKey<String> {
    static var text: RowKey { RowKey(slot: 0) }
    static var detail: RowKey { RowKey(slot: 1) }
    static var image: RowKey { RowKey(slot: 2) }
    static var id: RowKey { RowKey(slot: 6) }
    static var reuseIdentifier: RowKey { RowKey(slot: 8) }
    static var customClass: RowKey { RowKey(slot: 9) }
    static var deleteConfirmation: RowKey { RowKey(slot: 15) }
    static var accessibilityLabel: RowKey { RowKey(slot: 16) }
    static var opens: RowKey { RowKey(slot: 23) }
    static var segue: RowKey { RowKey(slot: 24) }
    static var placeholder: RowKey { RowKey(slot: 25) }
    static var minImage: RowKey { RowKey(slot: 33) }
    static var maxImage: RowKey { RowKey(slot: 34) }
    static var pickerStyle: RowKey { RowKey(slot: 36) }
    static var key: RowKey { RowKey(slot: 39) }
}

extension RowKey<CellStyle> {
    static var style: RowKey { RowKey(slot: 3) }
}

extension RowKey<Accessory> {
    static var accessory: RowKey { RowKey(slot: 4) }
    static var editingAccessory: RowKey { RowKey(slot: 5) }
}

extension RowKey<Height> {
    static var height: RowKey { RowKey(slot: 7) }
}

extension RowKey<Bool> {
    static var selectable: RowKey { RowKey(slot: 10) }
    static var checked: RowKey { RowKey(slot: 11) }
    static var canEdit: RowKey { RowKey(slot: 13) }
    static var canMove: RowKey { RowKey(slot: 14) }
    static var on: RowKey { RowKey(slot: 19) }
    static var secure: RowKey { RowKey(slot: 28) }
    static var autocorrection: RowKey { RowKey(slot: 30) }
}

extension RowKey<EditingStyle> {
    static var editingStyle: RowKey { RowKey(slot: 12) }
}

extension RowKey<RowControl> {
    static var control: RowKey { RowKey(slot: 17) }
}

extension RowKey<FormScalar> {
    static var defaultValue: RowKey { RowKey(slot: 18) }
}

extension RowKey<RowRole> {
    static var role: RowKey { RowKey(slot: 20) }
}

extension RowKey<SwipeDeclaration> {
    static var swipe: RowKey { RowKey(slot: 21) }
}

extension RowKey<[ActionDeclaration]> {
    static var menu: RowKey { RowKey(slot: 22) }
}

extension RowKey<KeyboardKind> {
    static var keyboard: RowKey { RowKey(slot: 26) }
}

extension RowKey<TextContentKind> {
    static var contentType: RowKey { RowKey(slot: 27) }
}

extension RowKey<Autocapitalization> {
    static var autocapitalization: RowKey { RowKey(slot: 29) }
}

extension RowKey<NumberRangeDeclaration> {
    static var range: RowKey { RowKey(slot: 31) }
}

extension RowKey<Double> {
    static var step: RowKey { RowKey(slot: 32) }
}

extension RowKey<[OptionDeclaration]> {
    static var options: RowKey { RowKey(slot: 35) }
}

extension RowKey<DatePickerMode> {
    static var mode: RowKey { RowKey(slot: 37) }
}

extension RowKey<ValidationDeclaration> {
    static var validate: RowKey { RowKey(slot: 38) }
}

extension RowKey<ConditionText> {
    static var hidden: RowKey { RowKey(slot: 40) }
    static var disabled: RowKey { RowKey(slot: 41) }
}
