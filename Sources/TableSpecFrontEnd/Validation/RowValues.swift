import TableSpecDiagnostics
import TableSpecModel

/// Every key of a row, read out of its layers (the row, then its section's `defaults`, then the
/// table's) into plain properties, so validation reads each key as a field.
///
/// Built on the stack for each row, one pass over the few keys each layer sets: a million-row
/// spec asks for every key of every row, and looking each up in each layer costs more.
struct RowValues {
    var text: Located<String>?
    var detail: Located<String>?
    /// A row's `detail` written as plural forms (a stepper's, chosen by its value): `detail` is
    /// its `other` form. An array, empty for nearly every row, to keep the struct small.
    var detailPlural: [PluralTextDeclaration] = []
    var image: Located<String>?
    var id: Located<String>?
    var reuseIdentifier: Located<String>?
    var customClass: Located<String>?
    var deleteConfirmation: Located<String>?
    var accessibilityLabel: Located<String>?
    var style: Located<CellStyle>?
    var accessory: Located<Accessory>?
    var editingAccessory: Located<Accessory>?
    var editingStyle: Located<EditingStyle>?
    var height: Located<Height>?
    var selectable: Located<Bool>?
    var checked: Located<Bool>?
    var canEdit: Located<Bool>?
    var canMove: Located<Bool>?
    var control: Located<RowControl>?
    var on: Located<Bool>?
    var role: Located<RowRole>?
    var swipe: Located<SwipeDeclaration>?
    var menu: Located<[ActionDeclaration]>?
    var opens: Located<String>?
    var segue: Located<String>?
    /// `default` as written; a plain `true` or `false` is also the switch's state, in `on`.
    var defaultValue: Located<FormScalar>?
    /// The form keys: rows only, and each for some controls only.
    var placeholder: Located<String>?
    var keyboard: Located<KeyboardKind>?
    var contentType: Located<TextContentKind>?
    var secure: Located<Bool>?
    var autocapitalization: Located<Autocapitalization>?
    var autocorrection: Located<Bool>?
    var range: Located<NumberRangeDeclaration>?
    var step: Located<Double>?
    var minImage: Located<String>?
    var maxImage: Located<String>?
    var options: Located<[OptionDeclaration]>?
    var pickerStyle: Located<String>?
    var mode: Located<DatePickerMode>?
    var key: Located<String>?
    var validate: Located<ValidationDeclaration>?
    /// The row's conditions: rows only, not prototypes or `defaults`.
    var hidden: ConditionText?
    var disabled: ConditionText?

    /// Which layer set the keys that decide the row's trailing edge: 0 for the row (or the
    /// prototype), 1 for the first `defaults` filled from, 2 for the next. A control or a role
    /// set nearer the row than an accessory replaces it; set in the same layer, they conflict.
    var accessoryLayer = 0, controlLayer = 0, roleLayer = 0
    /// Which layer set `on`: only the row's own is an error without a control.
    var onLayer = 0
    /// How the nearest layer spelled the switch's state: `default`, or its older spelling `on`.
    var onKey = "on"
    /// Which layer set `opens`: its disclosure indicator gives way to an accessory set as near or nearer.
    var opensLayer = 0
    /// The layer the next `fill` reads.
    private var layer = 0
    /// Keys a layer wrote but whose value could not be read (`style: subtitel`), and no nearer
    /// layer set: the row's value for them is unknown, not absent, so rules that read them
    /// (a detail label in the default style, `class` without `custom`) stay quiet instead of
    /// adding a second error to the one the decoder gave. Checked with `isUnknown`.
    private var unknown: UInt64 = 0
    /// Keys set or unknown so far.
    private var decided: UInt64 = 0

    init() {}

    /// Whether a layer wrote `key` with a value that could not be read, nearer than any layer
    /// that set it.
    func isUnknown(_ key: SpecKeyName) -> Bool {
        unknown & RowAttributes.bit(key) != 0
    }

    /// Whether any layer set one of `keys` (`RowAttributes.bit`s), read or not: most rows set none of a rare
    /// group of keys, and one test tells them apart.
    func setsAny(of keys: UInt64) -> Bool {
        decided & keys != 0
    }

    /// Takes each key `layer` sets that no earlier layer did.
    mutating func fill(from layer: RowAttributes) {
        defer {
            self.layer += 1
            // A value that failed nearer the row hides what a farther layer sets: the row meant to override it.
            unknown |= layer.failed & ~decided
            decided |= layer.failed
        }
        for field in layer.setFields {
            let bit = RowAttributes.bit(field.key)
            if unknown & bit != 0 { continue }
            decided |= bit
            let range = field.range
            switch (field.key, field.value) {
            case (.text, .text(let value)): if text == nil { text = Located(value, at: range) }
            case (.detail, .text(let value)): if detail == nil { detail = Located(value, at: range) }
            case (.image, .text(let value)): if image == nil { image = Located(value, at: range) }
            case (.id, .text(let value)): if id == nil { id = Located(value, at: range) }
            case (.reuseIdentifier, .text(let value)): if reuseIdentifier == nil { reuseIdentifier = Located(value, at: range) }
            case (.customClass, .text(let value)): if customClass == nil { customClass = Located(value, at: range) }
            case (.deleteConfirmation, .text(let value)): if deleteConfirmation == nil { deleteConfirmation = Located(value, at: range) }
            case (.accessibilityLabel, .text(let value)): if accessibilityLabel == nil { accessibilityLabel = Located(value, at: range) }
            case (.segue, .text(let value)): if segue == nil { segue = Located(value, at: range) }
            case (.style, .cellStyle(let value)): if style == nil { style = Located(value, at: range) }
            case (.accessory, .accessory(let value)):
                if accessory == nil {
                    accessory = Located(value, at: range)
                    accessoryLayer = self.layer
                }
            case (.editingAccessory, .accessory(let value)): if editingAccessory == nil { editingAccessory = Located(value, at: range) }
            case (.editingStyle, .editingStyle(let value)): if editingStyle == nil { editingStyle = Located(value, at: range) }
            case (.height, .height(let value)): if height == nil { height = Located(value, at: range) }
            case (.selectable, .flag(let value)): if selectable == nil { selectable = Located(value, at: range) }
            case (.checked, .flag(let value)): if checked == nil { checked = Located(value, at: range) }
            case (.canEdit, .flag(let value)): if canEdit == nil { canEdit = Located(value, at: range) }
            case (.canMove, .flag(let value)): if canMove == nil { canMove = Located(value, at: range) }
            case (.control, .control(let value)):
                if control == nil {
                    control = Located(value, at: range)
                    controlLayer = self.layer
                }
            case (.on, .flag(let value)):
                if on == nil {
                    on = Located(value, at: range)
                    onLayer = self.layer
                    onKey = field.key.rawValue
                }
            case (.defaultValue, .scalar(let value)):
                guard defaultValue == nil else { break }
                defaultValue = Located(value, at: range)
                if on == nil, case .bool(let isOn) = value.kind {
                    on = Located(isOn, at: range)
                    onLayer = self.layer
                    onKey = field.key.rawValue
                }
            case (.placeholder, .text(let value)): if placeholder == nil { placeholder = Located(value, at: range) }
            case (.keyboard, .keyboard(let value)): if keyboard == nil { keyboard = Located(value, at: range) }
            case (.contentType, .contentType(let value)): if contentType == nil { contentType = Located(value, at: range) }
            case (.secure, .flag(let value)): if secure == nil { secure = Located(value, at: range) }
            case (.autocapitalization, .autocapitalization(let value)):
                if autocapitalization == nil { autocapitalization = Located(value, at: range) }
            case (.autocorrection, .flag(let value)): if autocorrection == nil { autocorrection = Located(value, at: range) }
            case (.range, .range(let value)): if self.range == nil { self.range = Located(value, at: range) }
            case (.step, .number(let value)): if step == nil { step = Located(value, at: range) }
            case (.minImage, .text(let value)): if minImage == nil { minImage = Located(value, at: range) }
            case (.maxImage, .text(let value)): if maxImage == nil { maxImage = Located(value, at: range) }
            case (.options, .options(let value)): if options == nil { options = Located(value, at: range) }
            case (.pickerStyle, .text(let value)): if pickerStyle == nil { pickerStyle = Located(value, at: range) }
            case (.mode, .dateMode(let value)): if mode == nil { mode = Located(value, at: range) }
            case (.key, .text(let value)): if key == nil { key = Located(value, at: range) }
            case (.validate, .validation(let value)): if validate == nil { validate = Located(value, at: range) }
            case (.role, .role(let value)):
                if role == nil {
                    role = Located(value, at: range)
                    roleLayer = self.layer
                }
            case (.swipe, .swipe(let value)): if swipe == nil { swipe = Located(value, at: range) }
            case (.menu, .actions(let value)): if menu == nil { menu = Located(value, at: range) }
            case (.hidden, .condition(let value)): if hidden == nil { hidden = value }
            case (.disabled, .condition(let value)): if disabled == nil { disabled = value }
            case (.opens, .text(let value)):
                if opens == nil {
                    opens = Located(value, at: range)
                    opensLayer = self.layer
                }
            // Last, as the rarest: a prototype's plural text reads as its `other` form; its forms are read from the prototype.
            case (.text, .plural(let plural)): if text == nil { text = plural.other }
            case (.detail, .plural(let plural)):
                if detail == nil {
                    detail = plural.other
                    detailPlural = [plural]
                }
            case (.accessibilityLabel, .plural(let plural)): if accessibilityLabel == nil { accessibilityLabel = plural.other }
            default: break
            }
        }
    }
}
