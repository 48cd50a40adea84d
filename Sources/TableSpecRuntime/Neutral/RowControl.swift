/// The control a form row shows (the spec's `control:`), with what the spec says of it. The row's value is
/// what the control shows and the user changes; its kind follows from the control (see `TableValue`).
public nonisolated enum TableRowControl<Table: TableDefinition>: Equatable, Sendable {
    /// A UISwitch (SwiftUI: `Toggle`), holding a `bool`.
    case `switch`
    /// A text field in the cell, beside the row's text, holding `text`.
    case textField(TableTextField<Table>)
    /// A UIStepper, whose value the row shows as its detail, by itself or in the spec's text around it
    /// (`detail: "{textSize} pt"`); `int` or `double`, as the range and step are.
    case stepper(TableNumberControl, detail: TableValueText<Table>? = nil)
    /// A UISlider across the cell, between its images; `int` or `double`, as the range and step are.
    case slider(TableNumberControl)
    /// A UISegmentedControl with one segment per option, holding the chosen option's key as `text`.
    case segmented([TableOption<Table>])
    /// A choice among options, holding the chosen option's key as `text`; the row shows its title.
    case picker([TableOption<Table>], style: TablePickerStyle)
    /// A UIDatePicker, holding a `date`.
    case datePicker(TableDatePicker)

    /// The control's kind, without what the spec says of it.
    public var kind: RowControl {
        switch self {
        case .switch: .switch
        case .textField: .textField
        case .stepper: .stepper
        case .slider: .slider
        case .segmented: .segmented
        case .picker: .picker
        case .datePicker: .datePicker
        }
    }

    /// The options of a segmented control or a picker; empty for any other control.
    public var options: [TableOption<Table>] {
        switch self {
        case .segmented(let options), .picker(let options, _): options
        default: []
        }
    }

    /// The value a user's change makes of `value`: a number clamped to the range and rounded to the step, in
    /// the control's kind; an option's key only if the control has the option; nil when the control cannot
    /// hold it. What every change from a control, an app or a saved state goes through, so the content never
    /// holds a value the control could not show.
    public func accepted(_ value: TableValue) -> TableValue? {
        switch (self, value) {
        case (.switch, .bool), (.textField, .text), (.datePicker, .date):
            return value
        case (.stepper(let numbers, _), _), (.slider(let numbers), _):
            return value.number.map(numbers.value)
        case (.segmented(let options), .text(let key)), (.picker(let options, _), .text(let key)):
            return options.contains { $0.key == key } ? value : nil
        default:
            return nil
        }
    }
}

/// The kinds of control a row can show: `TableRowControl` without its settings.
public nonisolated enum RowControl: CaseIterable, Hashable, Sendable {
    case `switch`
    case textField
    case stepper
    case slider
    case segmented
    case picker
    case datePicker
}

/// A stepper's or slider's numbers (`range`, `step`): the value stays in the range, on a step from its
/// minimum, and is an `int` when the range and step are whole numbers.
public nonisolated struct TableNumberControl: Hashable, Sendable {
    public var minimum: Double
    public var maximum: Double
    /// The step; nil for a slider that moves freely.
    public var step: Double?
    /// Whether the value is an `int`.
    public var isInteger: Bool
    /// A slider's image at its minimum end (`minImage`): an asset catalog image, else an SF Symbol.
    public var minimumImage: String?
    /// A slider's image at its maximum end (`maxImage`).
    public var maximumImage: String?

    public init(
        minimum: Double, maximum: Double, step: Double? = nil, isInteger: Bool = false,
        minimumImage: String? = nil, maximumImage: String? = nil
    ) {
        // A range written backwards is read forwards, so clamping below can never trap.
        self.minimum = Swift.min(minimum, maximum)
        self.maximum = Swift.max(minimum, maximum)
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.isInteger = isInteger
        self.minimumImage = minimumImage
        self.maximumImage = maximumImage
    }

    /// `number` in the range, on a step, in the control's kind. Not a number is the minimum.
    public func value(_ number: Double) -> TableValue {
        var number = number.isNaN ? minimum : Swift.min(Swift.max(number, minimum), maximum)
        if let step {
            number = minimum + ((number - minimum) / step).rounded() * step
            if number > maximum { number -= step }
        }
        if isInteger {
            // The range is whole numbers within Int's, so the rounded number is too.
            let rounded = number.rounded()
            return .int(rounded >= Double(Int.max) ? Int.max : (rounded <= Double(Int.min) ? Int.min : Int(rounded)))
        }
        return .double(number)
    }

    /// The value as a number for UIStepper and UISlider; the minimum for anything that is not a number.
    public func number(of value: TableValue?) -> Double {
        value?.number ?? minimum
    }
}

/// A text field's settings.
public nonisolated struct TableTextField<Table: TableDefinition>: Equatable, Sendable {
    /// What the empty field shows. Setting it lets go of `localizedPlaceholder`.
    public var placeholder: String? {
        didSet { localizedPlaceholder = nil }
    }
    /// The spec's string behind `placeholder`, until the app sets it.
    public private(set) var localizedPlaceholder: TableLocalizedText<Table>?
    /// The keyboard the field brings up.
    public var keyboard: TableKeyboard
    /// What the text is, for AutoFill and the keyboard's suggestions: UITextContentType's name.
    public var contentType: TableTextContentType?
    /// Whether the text is hidden as it is typed (a password).
    public var isSecure: Bool
    /// When the keyboard turns Shift on by itself (the spec's `autocapitalization`); `automatic` leaves it to the
    /// field's kind (see `effectiveAutocapitalization`).
    public var autocapitalization: TableAutocapitalization
    /// Whether the keyboard corrects spelling (the spec's `autocorrection`); nil leaves it to the field's kind
    /// (see `effectiveAutocorrects`).
    public var autocorrects: Bool?

    public init(
        placeholder: String? = nil, localizedPlaceholder: TableLocalizedText<Table>? = nil,
        keyboard: TableKeyboard = .default, contentType: TableTextContentType? = nil, isSecure: Bool = false,
        autocapitalization: TableAutocapitalization = .automatic, autocorrects: Bool? = nil
    ) {
        self.placeholder = localizedPlaceholder?.string ?? placeholder
        self.localizedPlaceholder = localizedPlaceholder
        self.keyboard = keyboard
        self.contentType = contentType
        self.isSecure = isSecure
        self.autocapitalization = autocapitalization
        self.autocorrects = autocorrects
    }
}

nonisolated extension TableTextField {
    /// Whether the text is an address or an account's name or code rather than words: unless the spec says
    /// otherwise, the keyboard then neither capitalizes nor corrects it, in UIKit's cell and SwiftUI's field alike.
    public var isAddress: Bool {
        keyboard.isAddress(with: contentType)
    }

    /// The capitalization the keyboard uses: the spec's, else none for an address and sentences for words
    /// (UIKit's own default for a text field). Never `automatic`.
    public var effectiveAutocapitalization: TableAutocapitalization {
        if autocapitalization != .automatic { return autocapitalization }
        return isAddress ? .none : .sentences
    }

    /// Whether the keyboard corrects spelling: the spec's choice, else false for an address, else nil, which
    /// leaves it to the system (UIKit's `.default`; SwiftUI's field with autocorrection not disabled).
    public var effectiveAutocorrects: Bool? {
        autocorrects ?? (isAddress ? false : nil)
    }
}

nonisolated extension TableKeyboard {
    /// Whether a field with this keyboard and content type holds an address, or an account's name or code.
    func isAddress(with contentType: TableTextContentType?) -> Bool {
        self == .email || self == .url
            || contentType.map { [.emailAddress, .url, .username, .password, .newPassword, .oneTimeCode].contains($0) } == true
    }
}

/// One option of a segmented control or a picker: its key, which is the value, and its title.
public nonisolated struct TableOption<Table: TableDefinition>: Equatable, Sendable {
    /// The value the option stands for, as the app and UserDefaults see it.
    public var key: String
    /// What the user sees. Setting it lets go of `localizedTitle`.
    public var title: String {
        didSet { localizedTitle = nil }
    }
    /// The spec's string behind `title`, until the app sets it.
    public private(set) var localizedTitle: TableLocalizedText<Table>?

    public init(_ key: String, title: String? = nil, localizedTitle: TableLocalizedText<Table>? = nil) {
        self.key = key
        self.title = localizedTitle?.string ?? title ?? key
        self.localizedTitle = localizedTitle
    }
}

/// How a picker shows its options (`pickerStyle`).
public nonisolated enum TablePickerStyle: CaseIterable, Hashable, Sendable {
    /// A pushed list with a checkmark on the chosen option; the row shows its title.
    case push
    /// A pop-up menu from the row.
    case menu
    /// The options as checkmark rows in place, under the row's text: each is a row of the content whose
    /// `choice` names the option (see `TableOptionChoice`).
    case inline
}

/// An inline picker's option as the checkmark row that shows it (`pickerStyle: inline`): the picker row's id and
/// the option's key. A generated row spells it `.option("never", of: .autoLock)`.
public nonisolated struct TableOptionChoice<Table: TableDefinition>: Hashable, Sendable {
    /// The id of the row whose value the option is.
    public var picker: Table.RowID
    /// The option's key: the value tapping the row gives the picker.
    public var key: String

    public init(picker: Table.RowID, key: String) {
        self.picker = picker
        self.key = key
    }

    public static func option(_ key: String, of picker: Table.RowID) -> Self {
        Self(picker: picker, key: key)
    }
}

/// A date picker's settings.
public nonisolated struct TableDatePicker: Hashable, Sendable {
    public var mode: TableDateMode
    public var style: TableDatePickerStyle
    /// The moment the picker starts at (the spec's `default`); nil starts at the moment the row is made.
    public var initial: TableDateDefault?

    public init(mode: TableDateMode = .dateAndTime, style: TableDatePickerStyle = .compact, initial: TableDateDefault? = nil) {
        self.mode = mode
        self.style = style
        self.initial = initial
    }
}

/// What a date picker picks (UIDatePicker.Mode).
public nonisolated enum TableDateMode: CaseIterable, Hashable, Sendable {
    case date
    case time
    case dateAndTime
}

/// How a date picker looks (UIDatePickerStyle).
public nonisolated enum TableDatePickerStyle: CaseIterable, Hashable, Sendable {
    /// A button that opens a calendar or clock: fits in the row beside its text.
    case compact
    /// The calendar in the cell, under the row's text.
    case inline
    /// Spinning wheels in the cell, under the row's text.
    case wheels
}

/// The keyboard a text field brings up (UIKeyboardType).
public nonisolated enum TableKeyboard: CaseIterable, Hashable, Sendable {
    case `default`
    case email
    case number
    case decimal
    case phone
    case url
}

/// When a text field's keyboard turns Shift on by itself: UITextAutocapitalizationType's cases, and `automatic`
/// for a spec that does not say, which the field's kind decides (`TableTextField.effectiveAutocapitalization`).
/// A case of its own rather than nil, so that `.none` written for a field means no capitals and never nil.
public nonisolated enum TableAutocapitalization: CaseIterable, Hashable, Sendable {
    case automatic
    case none
    case sentences
    case words
    case allCharacters
}

/// What a text field's text is, for AutoFill and suggestions: UITextContentType's members, by their names.
public nonisolated enum TableTextContentType: CaseIterable, Hashable, Sendable {
    case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname
    case jobTitle, organizationName
    case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
    case addressCityAndState, sublocality, countryName, postalCode
    case telephoneNumber, emailAddress, url
    case creditCardNumber
    case username, password, newPassword, oneTimeCode
    case shipmentTrackingNumber, flightNumber, dateTime
}

/// The controls as a generated row spells them, one argument per setting the spec gives:
/// `.stepper(minimum: 10, maximum: 30, step: 1, isInteger: true)`.
nonisolated extension TableRowControl {
    public static func textField(
        placeholder: String? = nil, localizedPlaceholder: TableLocalizedText<Table>? = nil,
        keyboard: TableKeyboard = .default, contentType: TableTextContentType? = nil,
        isSecure: Bool = false, autocapitalization: TableAutocapitalization = .automatic,
        autocorrects: Bool? = nil
    ) -> Self {
        .textField(
            TableTextField(
                placeholder: placeholder, localizedPlaceholder: localizedPlaceholder, keyboard: keyboard,
                contentType: contentType, isSecure: isSecure, autocapitalization: autocapitalization,
                autocorrects: autocorrects))
    }

    public static func stepper(
        minimum: Double, maximum: Double, step: Double = 1, isInteger: Bool = false,
        detail: TableValueText<Table>? = nil
    ) -> Self {
        .stepper(TableNumberControl(minimum: minimum, maximum: maximum, step: step, isInteger: isInteger), detail: detail)
    }

    public static func slider(
        minimum: Double, maximum: Double, step: Double? = nil, isInteger: Bool = false,
        minimumImage: String? = nil, maximumImage: String? = nil
    ) -> Self {
        .slider(
            TableNumberControl(
                minimum: minimum, maximum: maximum, step: step, isInteger: isInteger,
                minimumImage: minimumImage, maximumImage: maximumImage))
    }

    public static func datePicker(
        mode: TableDateMode = .dateAndTime, style: TableDatePickerStyle = .compact,
        startingAt initial: TableDateDefault? = nil
    ) -> Self {
        .datePicker(TableDatePicker(mode: mode, style: style, initial: initial))
    }

    /// The value a row starts with when it is given none: a date picker's `default`, read now.
    var startingValue: TableValue? {
        guard case .datePicker(let picker) = self, let date = picker.initial?.date() else { return nil }
        return .date(date)
    }
}

nonisolated extension TableOption {
    /// An option as a generated row spells it: `.option("metric", title: "Metric")`.
    public static func option(_ key: String, title: String? = nil, localizedTitle: TableLocalizedText<Table>? = nil) -> Self {
        TableOption(key, title: title, localizedTitle: localizedTitle)
    }
}
