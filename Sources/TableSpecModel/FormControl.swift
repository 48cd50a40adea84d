/// What the spec says of a form row's control beyond its kind: a text field's keyboard, a stepper's range,
/// a picker's options. A switch has nothing more to say, so it has no settings.
public enum FormControlSettings: Hashable, Sendable {
    case textField(TextFieldSettings)
    /// A stepper's or slider's numbers.
    case numbers(NumberSettings)
    /// A segmented control's or picker's options; a picker's style.
    case options([FormOption], pickerStyle: PickerStyle?)
    /// A date picker's mode and style, and the moment it starts at when the spec gives one (else now).
    case date(mode: DatePickerMode, style: DatePickerStyle, initial: DateDefault? = nil)

    /// The options of a segmented control or picker; empty for any other control.
    public var options: [FormOption] {
        if case .options(let options, _) = self { return options }
        return []
    }
}

/// A text field's settings (`placeholder`, `keyboard`, `contentType`, `secure`, `autocapitalization`, `autocorrection`).
public struct TextFieldSettings: Hashable, Sendable {
    public var placeholder: String?
    public var keyboard: KeyboardKind
    public var contentType: TextContentKind?
    public var isSecure: Bool
    /// Nil when the spec leaves it to the field's kind: the runtime then capitalizes nothing in an address
    /// or an account's name, and sentences elsewhere, as it did before the key existed.
    public var autocapitalization: Autocapitalization?
    /// Nil when the spec leaves it to the field's kind: off for an address or an account's name, else the
    /// system's choice. True asks for corrections even where the system would not make them (UIKit's `.yes`).
    public var autocorrection: Bool?

    @inlinable package init(
        placeholder: String?, keyboard: KeyboardKind, contentType: TextContentKind?, isSecure: Bool,
        autocapitalization: Autocapitalization? = nil, autocorrection: Bool? = nil
    ) {
        self.placeholder = placeholder
        self.keyboard = keyboard
        self.contentType = contentType
        self.isSecure = isSecure
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
    }
}

/// A stepper's or slider's `range` and `step`, and a slider's images. The value is an Int when the range and
/// the step are whole numbers, else a Double.
public struct NumberSettings: Hashable, Sendable {
    public var minimum: Double
    public var maximum: Double
    /// Nil for a slider that moves freely.
    public var step: Double?
    public var isInteger: Bool
    public var minimumImage: String?
    public var maximumImage: String?
    /// A stepper's `detail` written around its value (`"{textSize} pt"`); nil shows the number alone.
    public var valueText: ValueText?

    @inlinable package init(
        minimum: Double, maximum: Double, step: Double?, isInteger: Bool, minimumImage: String?, maximumImage: String?,
        valueText: ValueText? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.isInteger = isInteger
        self.minimumImage = minimumImage
        self.maximumImage = maximumImage
        self.valueText = valueText
    }

    /// The value as its kind: an `int` for a whole-number control.
    public func value(_ number: Double) -> ConditionValue {
        isInteger && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
    }
}

/// A date picker's `default`, in the device's calendar and time zone: a day (`2026-03-01`, at its start), a time
/// of day (`07:00`, today), or both (`2026-03-01 07:00`), as the picker's mode picks.
public struct DateDefault: Hashable, Sendable {
    /// The day, for a picker that picks one.
    public var year: Int?
    public var month: Int?
    public var day: Int?
    /// The time of day, for a picker that picks one.
    public var hour: Int?
    public var minute: Int?

    @inlinable package init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// How UIKit's compact picker shows it in US English: `Mar 1, 2026`, `7:00 AM`, `Mar 1, 2026, 7:00 AM`.
    public var shownText: String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var parts: [String] = []
        if let year, let month, let day, months.indices.contains(month - 1) {
            parts.append("\(months[month - 1]) \(day), \(year)")
        }
        if let hour, let minute {
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            parts.append("\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")")
        }
        return parts.joined(separator: ", ")
    }
}

/// A stepper's detail as the spec writes it around the row's own value, `"{textSize} pt"`: the text before and
/// after the number. The row shows it again at each change of the value.
public struct ValueText: Hashable, Sendable {
    /// The detail's plural forms other than `other`, chosen by the stepper's whole-number value
    /// in the table's language: `{ one: "{keepDays} day", other: "{keepDays} days" }`.
    public struct Plural: Hashable, Sendable {
        public struct Form: Hashable, Sendable {
            public var category: PluralCategory
            public var before: String
            public var after: String

            public init(category: PluralCategory, before: String, after: String) {
                self.category = category
                self.before = before
                self.after = after
            }
        }

        public var forms: [Form]
        public var language: String

        public init(forms: [Form], language: String) {
            self.forms = forms.sorted { $0.category < $1.category }
            self.language = language
        }
    }

    /// The text lives in a box: a row's form control is copied with every row that validation
    /// and the previews pass along, and inline these strings and forms made every row's copy
    /// larger, for the few rows that are steppers.
    private final class Storage: Sendable {
        let before: String
        let after: String
        let plural: Plural?

        init(before: String, after: String, plural: Plural?) {
            self.before = before
            self.after = after
            self.plural = plural
        }
    }

    private let storage: Storage

    public var before: String { storage.before }
    public var after: String { storage.after }
    public var plural: Plural? { storage.plural }

    public init(before: String, after: String, plural: Plural? = nil) {
        storage = Storage(before: before, after: after, plural: plural)
    }

    /// The same text with plural forms.
    public func with(_ plural: Plural?) -> ValueText {
        ValueText(before: before, after: after, plural: plural)
    }

    public static func == (lhs: ValueText, rhs: ValueText) -> Bool {
        lhs.before == rhs.before && lhs.after == rhs.after && lhs.plural == rhs.plural
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(before)
        hasher.combine(after)
        hasher.combine(plural)
    }

    /// The detail showing a value's text.
    public func showing(_ value: String) -> String {
        before + value + after
    }

    /// The detail showing a whole number, in its plural form.
    public func showing(_ number: Int) -> String {
        let category = plural.map { PluralRules.category(of: number, language: $0.language) }
        guard let form = plural?.forms.first(where: { $0.category == category }) else { return showing(String(number)) }
        return form.before + String(number) + form.after
    }
}

/// An option of an inline picker (`pickerStyle: inline`) as the checkmark row that shows it, under the picker's
/// row: the picker row's id, whose value the row sets when tapped, and the option's key. The row is checked while
/// the picker's value is the key.
public struct OptionChoice: Hashable, Sendable {
    public var picker: String
    public var key: String

    @inlinable package init(picker: String, key: String) {
        self.picker = picker
        self.key = key
    }
}

/// One option of a segmented control or picker: its key (the value) and its title (what the user sees).
public struct FormOption: Hashable, Sendable {
    public var key: String
    public var title: String

    @inlinable package init(key: String, title: String) {
        self.key = key
        self.title = title
    }
}

/// A text field's `validate`: the rules its text must meet, and the message an invalid text shows.
public struct FormValidation: Hashable, Sendable {
    public var required: Bool
    public var minLength: Int?
    public var maxLength: Int?
    /// A regular expression the whole text must match, checked to compile and not to backtrack without bound.
    public var pattern: String?
    public var format: ValueFormat?
    /// For a number typed in the field.
    public var minimum: Double?
    public var maximum: Double?
    public var message: String?

    @inlinable package init(
        required: Bool, minLength: Int?, maxLength: Int?, pattern: String?, format: ValueFormat?,
        minimum: Double?, maximum: Double?, message: String?
    ) {
        self.required = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.format = format
        self.minimum = minimum
        self.maximum = maximum
        self.message = message
    }
}
