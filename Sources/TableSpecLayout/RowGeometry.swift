import TableSpecDiagnostics
import TableSpecModel

/// Where the parts of one row go, in columns from the left edge of the output.
///
/// The renderer draws from this and the tests inspect it: a row's label starts after its
/// editing control and image, its separator is inset to the label as UIKit insets it, and its
/// accessory or reorder control sits at the trailing edge.
public struct RowGeometry: Hashable, Sendable {
    /// Lines of content (the separator, when the row has one, comes after them).
    public var contentLines: Int
    /// Blank lines above the content, which UIKit centres vertically in a tall row.
    public var topPadding: Int
    public var hasSeparator: Bool
    /// The span the row owns between its section's borders.
    public var innerStart: Int
    public var innerEnd: Int
    /// The editing control (`⊖` or `⊕`), when the table is editing and the row has one.
    public var editingControl: Int?
    public var image: Int?
    public var labelStart: Int
    /// End of the label area, before the trailing control.
    public var labelEnd: Int
    /// The trailing control (accessory, switch, checkmark or reorder control) and its width.
    public var trailing: Int?
    public var trailingWidth: Int
    /// Where the separator line starts: at the label, as UIKit insets it.
    public var separatorStart: Int

    public var lineCount: Int { topPadding + contentLines + (hasSeparator ? 1 : 0) }
    public var labelWidth: Int { max(0, labelEnd - labelStart) }
}

/// What sits at a row's trailing edge.
public enum TrailingControl: Hashable, Sendable {
    case accessory(Accessory)
    case checkmark
    case reorder
    /// A switch (`control: switch`), on or off.
    case toggle(isOn: Bool)
    /// A form's other controls, with what they show.
    case form(FormTrailing)

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
