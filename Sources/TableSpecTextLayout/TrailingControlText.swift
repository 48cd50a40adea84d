import TableSpecLayoutRules

/// How wide a trailing control is in terminal columns, and how the text preview spells it.
extension TrailingControl {
    /// Columns the glyph takes, the same in Unicode and in ASCII.
    public var width: Int {
        switch self {
        case .accessory(.detailDisclosureButton): 3
        case .accessory(.none): 0
        case .toggle: 5
        case .form(let form): form.width
        default: 1
        }
    }
}

extension FormTrailing {
    /// The widest a text field's text is drawn, in columns: the row's text keeps the rest.
    public static let textFieldColumns = 18
    /// A slider's track, in columns.
    public static let sliderColumns = 11

    /// Columns the control takes, in Unicode and in ASCII alike.
    public var width: Int {
        switch self {
        case .textField(let text, _): min(TextWidth.columns(text), Self.textFieldColumns)
        case .stepper: 5
        case .slider: Self.sliderColumns
        case .segmented(let titles, _): titles.reduce(0) { $0 + TextWidth.columns($1) } + titles.count + 1
        case .menu(let title): TextWidth.columns(title) + 2
        case .date(let text): TextWidth.columns(text) + 2
        }
    }

    /// The control as text: `[−|+]`, `━━━━●──────`, `[Metric|Imperial]`, `Inbox ⇅`, `[9:41 AM]`. ASCII draws the
    /// slider's track with `=` and `-` and the menu's arrows with `^v`.
    public func text(ascii: Bool) -> String {
        switch self {
        case .textField(let text, _):
            return TextWidth.truncate(text, to: Self.textFieldColumns)
        case .stepper:
            return ascii ? "[-|+]" : "[−|+]"
        case .slider(let fraction):
            let knob = Int((min(max(fraction, 0), 1) * Double(Self.sliderColumns - 1)).rounded())
            let filled = String(repeating: ascii ? "=" : "━", count: knob)
            let rest = String(repeating: ascii ? "-" : "─", count: Self.sliderColumns - 1 - knob)
            return filled + (ascii ? "o" : "●") + rest
        case .segmented(let titles, _):
            return "[" + titles.joined(separator: "|") + "]"
        case .menu(let title):
            return title + (ascii ? " ^" : " ⇅")
        case .date(let text):
            return "[" + text + "]"
        }
    }
}
