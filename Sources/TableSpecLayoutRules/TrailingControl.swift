import TableSpecModel

/// What sits at a row's trailing edge, by UIKit's rules: the text and picture previews draw the same thing there.
public enum TrailingControl: Hashable, Sendable {
    case accessory(Accessory)
    case checkmark
    case reorder
    /// A switch (`control: switch`), on or off.
    case toggle(isOn: Bool)
    /// A form's other controls, with what they show.
    case form(FormTrailing)
}

extension TrailingControl {
    /// What `item` shows at its trailing edge, editing or not: every preview format asks this. While editing,
    /// UIKit shows the editing accessory in place of the accessory view, so a switch is hidden then.
    public static func shown(by item: TableContent.Row, editing: Bool) -> TrailingControl? {
        if editing {
            if item.editing.canMove { return .reorder }
            return item.appearance.editingAccessory == .none ? nil : .accessory(item.appearance.editingAccessory)
        }
        if item.appearance.control == .switch { return .toggle(isOn: item.isOn) }
        if let form = formTrailing(of: item) { return .form(form) }
        if item.checked { return .checkmark }
        return item.appearance.accessory == .none ? nil : .accessory(item.appearance.accessory)
    }

    /// A form control other than a switch, showing the row's value: `TableContent` has put the value the spec
    /// or `--set` gives in `value`. A pushed picker shows its choice as the detail, beside its chevron.
    static func formTrailing(of item: TableContent.Row) -> FormTrailing? {
        switch (item.appearance.control, item.form) {
        case (.textField?, .textField(let settings)?):
            if case .text(let text)? = item.value, !text.isEmpty {
                return .textField(settings.isSecure ? String(repeating: "•", count: text.count) : text, isPlaceholder: false)
            }
            return .textField(settings.placeholder ?? "", isPlaceholder: true)
        case (.stepper?, _):
            return .stepper
        case (.slider?, .numbers(let numbers)?):
            let number: Double =
                switch item.value {
                case .int(let value)?: Double(value)
                case .double(let value)?: value
                default: numbers.minimum
                }
            return .slider(fraction: numbers.maximum > numbers.minimum ? (number - numbers.minimum) / (numbers.maximum - numbers.minimum) : 0)
        case (.segmented?, .options(let options, _)?):
            return .segmented(options.map(\.title), selected: options.firstIndex { .text($0.key) == item.value })
        case (.picker?, .options(let options, .menu)?):
            return .menu(options.first { .text($0.key) == item.value }?.title ?? "")
        case (.datePicker?, .date(let mode, _, let initial)?):
            if let initial {
                return .date(initial.shownText)
            }
            // Without a default a date picker starts at the moment the screen shows: a preview shows Apple's own 9:41
            // on the day the iPhone was introduced, the same on every run.
            switch mode {
            case .time: return .date("9:41 AM")
            case .date: return .date("Jan 9, 2007")
            case .dateAndTime: return .date("Jan 9, 2007, 9:41 AM")
            }
        default:
            return nil
        }
    }
}

/// A form control at a row's trailing edge, as the previews draw it: with the text it shows, since that is
/// what tells one state from another.
public enum FormTrailing: Hashable, Sendable {
    /// A text field: its text, or its placeholder while it is empty.
    case textField(String, isPlaceholder: Bool)
    /// A stepper's minus and plus buttons.
    case stepper
    /// A slider, with its knob this far along its track (0 to 1).
    case slider(fraction: Double)
    /// A segmented control's titles, one of them chosen.
    case segmented([String], selected: Int?)
    /// A menu picker's button: the chosen option's title.
    case menu(String)
    /// A compact date picker's button: a date or time.
    case date(String)
}
