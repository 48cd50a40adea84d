import TableSpecDiagnostics
import TableSpecModel

/// A form row's control and its value, checked: each form key belongs to the controls it describes, a row
/// whose control holds a value names it with its `id`, and `default` must fit the control's value type.
///
/// | control | keys | value |
/// | --- | --- | --- |
/// | switch | | Bool |
/// | textField | placeholder, keyboard, contentType, secure, autocapitalization, autocorrection, validate | String |
/// | stepper | range (required), step (default 1) | Int or Double |
/// | slider | range (required), step, minImage, maxImage | Int or Double |
/// | segmented | options (required) | an option's key |
/// | picker | options (required), pickerStyle (push, menu or inline) | an option's key |
/// | datePicker | mode, pickerStyle (compact, inline or wheels); default as the mode picks (07:00, 2026-03-01) | Date |
extension SpecValidator {
    /// What a row's control resolves to beyond its kind.
    struct FormControl {
        var settings: FormControlSettings?
        /// The value when the screen first shows; nil for a switch (its state is `isOn`) and a date picker.
        var value: ConditionValue?
        /// A text field's `validate` rules.
        var validation: FormValidation?
        /// Whether the row shows its value as its detail (a stepper, a pushed picker), so it is laid out as
        /// `value1` unless it sets a style, as Settings lays such rows out.
        var showsValueAsDetail = false
    }

    /// The form keys: those whose declarations name the controls they describe.
    private static let formKeys = RowKeys.all.filter { !$0.controls.isEmpty }

    /// The form keys, as one mask.
    private static let formKeyBits = RowKeys.bits(formKeys)

    mutating func resolveFormControl(_ layers: RowValues, control: Located<RowControl>?) -> FormControl {
        let kind = control?.value
        if !layers.isUnknown(.control), layers.setsAny(of: Self.formKeyBits) {
            for key in Self.formKeys {
                guard let range = layers.range(of: key), kind.map({ !key.controls.contains($0) }) ?? true else { continue }
                let owners = key.controls.map { "'control: \($0.rawValue)'" }.sorted().joined(separator: " or ")
                let subject = kind.map { "but this row's control is '\($0.rawValue)'" } ?? "but the row has no 'control'"
                error(
                    "'\(key.name)' describes a row with \(owners), \(subject)", at: range,
                    notes: control.map { [note("the control is set here", at: $0.range)] } ?? [])
            }
        }
        guard let control, control.value != .switch else {
            if let scalar = layers[.defaultValue] {
                if control == nil {
                    reportDefaultWithoutControl(layers, scalar)
                } else if layers.on?.range != scalar.range, layers.onKey == "default" || layers.on == nil {
                    error("'default' of a switch is true or false, found '\(ControlCharacters.escaped(scalar.value.text))'", at: scalar.range)
                }
            }
            return FormControl()
        }
        if layers[.id] == nil {
            error(
                "a row with 'control: \(control.value.rawValue)' holds a value, which is named by the row's 'id'; give the row an id",
                at: control.range)
        }
        switch control.value {
        case .switch:
            return FormControl()
        case .textField:
            let settings = TextFieldSettings(
                placeholder: layers[.placeholder]?.value, keyboard: layers[.keyboard]?.value ?? .default,
                contentType: layers[.contentType]?.value, isSecure: layers[.secure]?.value ?? false,
                autocapitalization: layers[.autocapitalization]?.value, autocorrection: layers[.autocorrection]?.value)
            let value = layers[.defaultValue].map { ConditionValue.text($0.value.text) }
            return FormControl(settings: .textField(settings), value: value, validation: layers[.validate].flatMap { resolveValidation($0.value) })
        case .stepper, .slider:
            var form = resolveNumbers(layers, control: control)
            if control.value == .stepper, let detail = layers[.detail], let id = layers[.id],
                let valueText = stepperDetail(detail, id: id.value), case .numbers(var numbers)? = form.settings
            {
                numbers.valueText =
                    layers.detailPlural.first.map { valueText.with(stepperPlural($0, id: id.value, isInteger: numbers.isInteger)) } ?? valueText
                form.settings = .numbers(numbers)
            }
            return form
        case .segmented, .picker:
            return resolveOptions(layers, control: control)
        case .datePicker:
            var style = DatePickerStyle.compact
            if let written = layers[.pickerStyle] {
                if let known = DatePickerStyle(rawValue: written.value) {
                    style = known
                } else {
                    reportStyle(written, DatePickerStyle.self, control: control)
                }
            }
            let mode = layers[.mode]?.value ?? .dateAndTime
            let initial = layers[.defaultValue].flatMap { dateDefault($0, mode: mode) }
            return FormControl(settings: .date(mode: mode, style: style, initial: initial))
        }
    }

    /// A date picker's `default`, written as its mode picks: `07:00` (24-hour) for `time`, `2026-03-01` for `date`,
    /// and `2026-03-01 07:00` (or with a `T`) for `dateAndTime`. Nil, with an error naming the form, for anything
    /// else, a day that is not in its month or a time that is not on a clock.
    private mutating func dateDefault(_ scalar: Located<FormScalar>, mode: DatePickerMode) -> DateDefault? {
        let text = scalar.value.text
        let expected =
            switch mode {
            case .time: "a time of day, written 'HH:mm' as in '07:00'"
            case .date: "a day, written 'yyyy-MM-dd' as in '2026-03-01'"
            case .dateAndTime: "a day and a time, written 'yyyy-MM-dd HH:mm' as in '2026-03-01 07:00'"
            }
        let parsed: DateDefault? =
            switch mode {
            case .time: Self.time(text[...]).map { DateDefault(hour: $0.hour, minute: $0.minute) }
            case .date: Self.day(text[...]).map { DateDefault(year: $0.year, month: $0.month, day: $0.day) }
            case .dateAndTime: Self.dayAndTime(text)
            }
        guard let parsed else {
            error(
                "'default' of a date picker in mode '\(mode.rawValue)' is \(expected); found '\(ControlCharacters.escaped(text))'", at: scalar.range)
            return nil
        }
        return parsed
    }

    private static func dayAndTime(_ text: String) -> DateDefault? {
        guard let separator = text.firstIndex(where: { $0 == " " || $0 == "T" }),
            let day = day(text[..<separator]), let time = time(text[text.index(after: separator)...])
        else { return nil }
        return DateDefault(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
    }

    /// `yyyy-MM-dd`, a day of the Gregorian calendar.
    private static func day(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day) && year >= 1 ? (year, month, day) : nil
    }

    /// `HH:mm`, on a 24-hour clock.
    private static func time(_ text: Substring) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// A stepper's `detail`, which shows the row's value: the spec writes where the number goes as the row's own
    /// id in braces (`"{textSize} pt"`), once. Nil, with an error, for a detail without it, with another name or
    /// with it twice, since the detail would never show as written.
    private mutating func stepperDetail(_ detail: Located<String>, id: String, form: PluralCategory? = nil) -> ValueText? {
        let example = "'{\(id)} pt'"
        guard case .success(let parsed) = TemplateParser.parse(detail.value) else {
            error(
                "unbalanced braces in '\(ControlCharacters.escaped(detail.value))': write where the stepper's value goes as '{\(id)}', and a literal brace as '{{' or '}}'",
                at: detail.range)
            return nil
        }
        var before = "", after = "", placed = false
        for piece in parsed.pieces {
            switch piece {
            case .literal(let text):
                if placed { after += text } else { before += text }
            case .field(let name) where name == id && !placed:
                placed = true
            case .field(let name) where name == id:
                error("a stepper's detail shows its value once; '{\(id)}' is written twice", at: detail.range)
                return nil
            case .field(let name), .fallback(let name, _):
                let hint = name == id ? "" : NearestName.hint(for: name, among: [id])
                error(
                    "a stepper's detail shows the row's own value, written '{\(id)}'; '{\(ControlCharacters.escaped(name))}' is not it\(hint)",
                    at: detail.range)
                return nil
            }
        }
        guard placed else {
            let what = form.map { "the detail's '\($0.rawValue)' form" } ?? "this 'detail'"
            error(
                "a stepper's row shows its value as its detail, so \(what) would never show; write where the value goes, as \(example)",
                at: detail.range)
            return nil
        }
        return ValueText(before: before, after: after)
    }

    /// A stepper's detail in plural forms, `{ one: "{keepDays} day", other: "{keepDays} days" }`: each form
    /// written as the detail is, chosen by the value, so only a whole-number stepper has them.
    private mutating func stepperPlural(_ plural: PluralTextDeclaration, id: String, isInteger: Bool) -> ValueText.Plural? {
        guard isInteger else {
            error(
                "plural forms are chosen by a whole number, but this stepper's value has a fractional step or range; write one 'detail'",
                at: plural.range)
            return nil
        }
        if let count = plural.count, count.value != id {
            error(
                "a stepper's plural forms are chosen by its own value, '\(id)'; 'count: \(ControlCharacters.escaped(count.value))' is not it",
                at: count.range)
        }
        var forms: [ValueText.Plural.Form] = []
        for form in plural.forms where form.category != .other {
            guard let text = stepperDetail(form.text, id: id, form: form.category) else { continue }
            forms.append(ValueText.Plural.Form(category: form.category, before: text.before, after: text.after))
        }
        return ValueText.Plural(forms: forms, language: pluralLanguage)
    }

    private mutating func reportDefaultWithoutControl(_ layers: RowValues, _ scalar: Located<FormScalar>) {
        // A plain true or false is the switch's state, which the trailing edge checks (`on`).
        if case .bool = scalar.value.kind { return }
        guard !layers.isUnknown(.control) else { return }
        error("'default' is a form row's value when the screen first shows, but the row has no 'control'", at: scalar.range)
    }

    private mutating func resolveNumbers(_ layers: RowValues, control: Located<RowControl>) -> FormControl {
        guard let range = layers[.range]?.value else {
            if !layers.isUnknown(.range) {
                error("a row with 'control: \(control.value.rawValue)' needs 'range: { min, max }'", at: control.range)
            }
            return FormControl()
        }
        var step = layers[.step]?.value ?? (control.value == .stepper ? 1 : nil)
        if let written = layers[.step], written.value <= 0 {
            error("'step' must be greater than 0, found \(written.value.formattedForMessage)", at: written.range)
            step = nil
        } else if let written = layers[.step], written.value > range.maximum.value - range.minimum.value {
            error(
                "'step' \(written.value.formattedForMessage) is larger than the range, from \(range.minimum.value.formattedForMessage) to \(range.maximum.value.formattedForMessage)",
                at: written.range)
        }
        let isWhole = { (number: Double) in number.rounded() == number && abs(number) < 1e15 }
        let isInteger = isWhole(range.minimum.value) && isWhole(range.maximum.value) && step.map(isWhole) ?? false
        let settings = NumberSettings(
            minimum: range.minimum.value, maximum: range.maximum.value, step: step, isInteger: isInteger,
            minimumImage: layers[.minImage]?.value, maximumImage: layers[.maxImage]?.value)
        var value = settings.value(range.minimum.value)
        if let scalar = layers[.defaultValue] {
            guard case .number(let number) = scalar.value.kind else {
                error(
                    "'default' of a \(control.value.rawValue) is a number in its range, found '\(ControlCharacters.escaped(scalar.value.text))'",
                    at: scalar.range)
                return FormControl(settings: .numbers(settings), value: value, showsValueAsDetail: control.value == .stepper)
            }
            if number < range.minimum.value || number > range.maximum.value {
                error(
                    "'default' \(number.formattedForMessage) is outside the range, from \(range.minimum.value.formattedForMessage) to \(range.maximum.value.formattedForMessage)",
                    at: scalar.range)
            } else if isInteger, !isWhole(number) {
                error(
                    "'default' \(number.formattedForMessage) is not a whole number, but the \(control.value.rawValue)'s range and step make its value an Int",
                    at: scalar.range)
            } else if let step, !isWhole(((number - range.minimum.value) / step * 1e9).rounded() / 1e9) {
                error(
                    "'default' \(number.formattedForMessage) is not on a step of \(step.formattedForMessage) from \(range.minimum.value.formattedForMessage)",
                    at: scalar.range)
            } else {
                value = settings.value(number)
            }
        }
        return FormControl(settings: .numbers(settings), value: value, showsValueAsDetail: control.value == .stepper)
    }

    private mutating func resolveOptions(_ layers: RowValues, control: Located<RowControl>) -> FormControl {
        var style: PickerStyle?
        if control.value == .picker {
            style = .push
            if let written = layers[.pickerStyle] {
                if let known = PickerStyle(rawValue: written.value) {
                    style = known
                } else {
                    reportStyle(written, PickerStyle.self, control: control)
                }
            }
        }
        guard let declared = layers[.options]?.value else {
            if !layers.isUnknown(.options) {
                error("a row with 'control: \(control.value.rawValue)' needs 'options': a mapping from key to title", at: control.range)
            }
            return FormControl()
        }
        let options = declared.map { FormOption(key: $0.key.value, title: $0.title.value) }
        var chosen = options[0].key
        if let scalar = layers[.defaultValue] {
            let keys = options.map(\.key)
            if keys.contains(scalar.value.text) {
                chosen = scalar.value.text
            } else {
                let hint = NearestName.hint(for: scalar.value.text, among: keys)
                error(
                    "'\(ControlCharacters.escaped(scalar.value.text))' is not one of the options (\(keys.joined(separator: ", ")))\(hint)",
                    at: scalar.range)
            }
        }
        return FormControl(settings: .options(options, pickerStyle: style), value: .text(chosen), showsValueAsDetail: style == .push)
    }

    private mutating func reportStyle<Style: SpecEnum>(_ written: Located<String>, _ type: Style.Type, control: Located<RowControl>) {
        let spellings = Style.spellings
        let suggestions = SpecDecoder.suggestions(for: written.value, in: Style.self)
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
        let message =
            "'\(ControlCharacters.escaped(written.value))' is not a \(Style.kindName)\(hint) (expected one of: \(spellings.joined(separator: ", ")))"
        error(message, at: written.range, notes: [note("the control is set here", at: control.range)])
    }
}
