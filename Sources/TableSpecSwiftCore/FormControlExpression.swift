import SwiftCodeModel
import TableSpecModel

/// A form row's control as the runtime's `TableRowControl`, with what the spec says of it:
/// `.stepper(minimum: 10, maximum: 30, isInteger: true)`, `.picker([.option("light", title: "Light"), …], style: .push)`.
/// Only what differs from the runtime's defaults is written.
enum FormControlExpression {
    /// How long a control's call may be on one line, after the row's indentation and `control: `.
    static let lineWidth = 96

    /// `strings` holds the user-visible texts: the placeholder under the empty key, each option's title under
    /// its key, as plain or localized text, and a stepper's localized detail under `detail`.
    static func expression(_ control: RowControl, _ settings: FormControlSettings, strings: [String: InitValue], names: RuntimeNames)
        -> SwiftExpression
    {
        switch settings {
        case .textField(let textField):
            var arguments: [SwiftArgument] = []
            if let placeholder = strings[""] { arguments.append(text(Constants.Control.placeholder, placeholder, names: names)) }
            if textField.keyboard != .default { arguments.append(SwiftArgument(Constants.Control.keyboard, .dot(textField.keyboard.rawValue))) }
            if let contentType = textField.contentType {
                // The runtime's case for UIKit's `URL` is `url`, as Swift spells an acronym that begins a name.
                arguments.append(
                    SwiftArgument(Constants.Control.contentType, .dot(contentType == .url ? Constants.Control.urlContentType : contentType.rawValue)))
            }
            if textField.isSecure { arguments.append(SwiftArgument(Constants.Control.isSecure, .bool(true))) }
            // Absent, the runtime decides by the field's kind, as it did before the spec could say.
            if let capitalization = textField.autocapitalization {
                arguments.append(SwiftArgument(Constants.Control.autocapitalization, .dot(capitalization.rawValue)))
            }
            if let autocorrection = textField.autocorrection {
                arguments.append(SwiftArgument(Constants.Control.autocorrects, .bool(autocorrection)))
            }
            return .fittedCall(.dot(Constants.Control.textField), arguments, width: lineWidth)
        case .numbers(let numbers):
            var arguments = [
                SwiftArgument(Constants.Control.minimum, .double(numbers.minimum)),
                SwiftArgument(Constants.Control.maximum, .double(numbers.maximum)),
            ]
            // A stepper's step is 1 unless the spec says otherwise; a slider without one moves freely.
            if let step = numbers.step, control == .slider || step != 1 { arguments.append(SwiftArgument(Constants.Control.step, .double(step))) }
            if numbers.isInteger { arguments.append(SwiftArgument(Constants.Control.isInteger, .bool(true))) }
            if let image = numbers.minimumImage { arguments.append(SwiftArgument(Constants.Control.minimumImage, .string(image))) }
            if let image = numbers.maximumImage { arguments.append(SwiftArgument(Constants.Control.maximumImage, .string(image))) }
            if let valueText = numbers.valueText {
                arguments.append(SwiftArgument(Constants.Control.detail, detail(valueText, localized: strings["detail"])))
            }
            return .fittedCall(.dot(control.rawValue), arguments, width: lineWidth)
        case .options(let options, let pickerStyle):
            let list = SwiftExpression.array(
                options.map { option in
                    var arguments = [SwiftArgument(nil, .string(option.key))]
                    if let title = strings[option.key], title != .text(option.key) {
                        arguments.append(text(Constants.Control.title, title, names: names))
                    }
                    return .fittedCall(.dot(Constants.Control.option), arguments, width: lineWidth)
                }, multiline: true)
            // One option a line when they do not fit on the row's.
            if let pickerStyle {
                return .fittedCall(
                    .dot(Constants.Control.picker), [SwiftArgument(nil, list), SwiftArgument(Constants.Control.style, .dot(pickerStyle.rawValue))],
                    width: lineWidth)
            }
            return .fittedCall(.dot(Constants.Control.segmented), [SwiftArgument(nil, list)], width: lineWidth)
        case .date(let mode, let style, let initial):
            var arguments: [SwiftArgument] = []
            if mode != .dateAndTime { arguments.append(SwiftArgument(Constants.Control.mode, .dot(mode.rawValue))) }
            if style != .compact { arguments.append(SwiftArgument(Constants.Control.style, .dot(style.rawValue))) }
            if let initial { arguments.append(SwiftArgument(Constants.Control.startingAt, dateDefault(initial))) }
            return .fittedCall(.dot(Constants.Control.datePicker), arguments, width: lineWidth)
        }
    }

    /// A date picker's `default` as the runtime's `TableDateDefault`: `.time(hour: 7, minute: 0)`,
    /// `.day(year: 2026, month: 3, day: 1)`, or `.dayAndTime(year: 2026, month: 3, day: 1, hour: 7, minute: 0)`.
    private static func dateDefault(_ initial: DateDefault) -> SwiftExpression {
        let day = [(Constants.Control.year, initial.year), (Constants.Control.month, initial.month), (Constants.Control.day, initial.day)].compactMap
        { label, value in
            value.map { SwiftArgument(label, .integer($0)) }
        }
        let time = [(Constants.Control.hour, initial.hour), (Constants.Control.minute, initial.minute)].compactMap { label, value in
            value.map { SwiftArgument(label, .integer($0)) }
        }
        let name = day.isEmpty ? Constants.Control.time : time.isEmpty ? Constants.Control.day : Constants.Control.dayAndTime
        return .call(.dot(name), day + time)
    }

    /// `.rules(required: true, maxLength: 40, message: "Enter your name")`: only the rules the spec sets.
    static func validation(_ validation: FormValidation, message: InitValue?, names: RuntimeNames) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if validation.required { arguments.append(SwiftArgument(Constants.Control.required, .bool(true))) }
        if let length = validation.minLength { arguments.append(SwiftArgument(Constants.Control.minLength, .integer(length))) }
        if let length = validation.maxLength { arguments.append(SwiftArgument(Constants.Control.maxLength, .integer(length))) }
        if let pattern = validation.pattern { arguments.append(SwiftArgument(Constants.Control.pattern, .string(pattern))) }
        if let format = validation.format { arguments.append(SwiftArgument(Constants.Control.format, .dot(format.rawValue))) }
        if let minimum = validation.minimum { arguments.append(SwiftArgument(Constants.Control.minimum, .double(minimum))) }
        if let maximum = validation.maximum { arguments.append(SwiftArgument(Constants.Control.maximum, .double(maximum))) }
        if let message { arguments.append(text(Constants.Control.message, message, names: names)) }
        return .fittedCall(.dot(Constants.Control.rules), arguments, width: lineWidth)
    }

    /// A stepper's detail around its value, `.text(after: " pt")`, with plural forms `.text(after: " days", forms:
    /// [.one(after: " day")], language: "en")`, or in a localized table with the catalog's key and comment,
    /// `.localized("General.textSize.detail", after: " pt", comment: "…")`.
    private static func detail(_ valueText: ValueText, localized: InitValue?) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if case .localized(let text)? = localized { arguments.append(SwiftArgument(nil, .string(text.entry.key))) }
        if !valueText.before.isEmpty { arguments.append(SwiftArgument(Constants.ValueText.before, .string(valueText.before))) }
        if !valueText.after.isEmpty { arguments.append(SwiftArgument(Constants.ValueText.after, .string(valueText.after))) }
        if case .localized(let text)? = localized { arguments.append(SwiftArgument(Constants.ValueText.comment, .string(text.entry.comment))) }
        let isLocalized = if case .localized? = localized { true } else { false }
        // Plural forms: a localized table's catalog holds them; otherwise the runtime chooses, by the value.
        if let plural = valueText.plural, !isLocalized {
            let forms = plural.forms.map { form -> SwiftExpression in
                var parts: [SwiftArgument] = []
                if !form.before.isEmpty { parts.append(SwiftArgument(Constants.ValueText.before, .string(form.before))) }
                if !form.after.isEmpty { parts.append(SwiftArgument(Constants.ValueText.after, .string(form.after))) }
                return .call(.dot(form.category.rawValue), parts)
            }
            arguments.append(SwiftArgument(Constants.ValueText.forms, .array(forms, multiline: false)))
            arguments.append(SwiftArgument(Constants.ValueText.language, .string(plural.language)))
        }
        return .fittedCall(.dot(isLocalized ? Constants.ValueText.localized : Constants.ValueText.text), arguments, width: lineWidth)
    }

    /// `title: "Metric"`, or `localizedTitle: .init(…)` in a localized table.
    private static func text(_ label: String, _ value: InitValue, names: RuntimeNames) -> SwiftArgument {
        if case .localized = value {
            return SwiftArgument(LocalizedFields.companion(of: label), value.expression(names))
        }
        return SwiftArgument(label, value.expression(names))
    }
}
