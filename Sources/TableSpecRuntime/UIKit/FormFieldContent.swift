#if canImport(UIKit)
internal import UIKit

/// The content of a form row whose control is more than an accessory: a text field beside the row's text, as
/// Settings lays out an account form, or an inline or wheels date picker under it. A content configuration, so
/// the cell redraws it on reuse like any other: the field shows the content's text, which keeps what the user
/// typed across scrolling.
@MainActor
struct FormFieldContent: UIContentConfiguration {
    enum Control {
        case textField(settings: TextFieldSettings, text: String)
        case datePicker(TableDatePicker, value: TableValue?)
    }

    /// The text field's settings, without the table's type: the cell needs nothing else of the row.
    struct TextFieldSettings {
        var placeholder: String?
        var keyboard: TableKeyboard
        var contentType: TableTextContentType?
        var isSecure: Bool
        /// The spec's, or what the field's kind asks for (`TableTextField.effectiveAutocapitalization`).
        var autocapitalization: TableAutocapitalization
        /// The spec's, or what the field's kind asks for; nil is the system's choice.
        var autocorrects: Bool?
    }

    var text: String?
    var control: Control
    var isEnabled: Bool
    /// The message an invalid value shows under the field, once the user has edited it (`validate`).
    var problem: String?
    /// Whether Return moves on to another field (`next`) or ends editing (`done`).
    var returnMovesOn: Bool
    /// The user changed the value.
    var report: @MainActor (TableValue) -> Void
    /// The user pressed Return in the field.
    var returnPressed: @MainActor () -> Void

    /// The row's form content, or nil for a row whose control is an accessory or that has none.
    static func configuration<Table>(
        for row: TableRow<Table>, isEnabled: Bool, problem: String?, returnMovesOn: Bool,
        report: @escaping @MainActor (TableValue) -> Void,
        returnPressed: @escaping @MainActor () -> Void
    ) -> FormFieldContent? {
        let control: Control
        switch row.control {
        case .textField(let field)?:
            let text = if case .text(let text)? = row.value { text } else { "" }
            let settings = TextFieldSettings(
                placeholder: field.placeholder, keyboard: field.keyboard, contentType: field.contentType,
                isSecure: field.isSecure, autocapitalization: field.effectiveAutocapitalization,
                autocorrects: field.effectiveAutocorrects)
            control = .textField(settings: settings, text: text)
        case .datePicker(let picker)? where picker.style != .compact:
            control = .datePicker(picker, value: row.value)
        default:
            return nil
        }
        return FormFieldContent(
            text: row.text, control: control, isEnabled: isEnabled, problem: problem, returnMovesOn: returnMovesOn,
            report: report, returnPressed: returnPressed)
    }

    func makeContentView() -> any UIView & UIContentView {
        FormFieldContentView(configuration: self)
    }

    nonisolated func updated(for state: any UIConfigurationState) -> FormFieldContent {
        self
    }
}

/// Shows a `FormFieldContent`: the row's text, then its text field on the same line or its date picker below,
/// and under them the message of an invalid value, in red, as a footer of the row.
@MainActor
final class FormFieldContentView: UIView, UIContentView, UITextFieldDelegate {
    private let label = UILabel()
    let textField = UITextField()
    private let datePicker = UIDatePicker()
    private let stack = UIStackView()
    private let problemLabel = UILabel()
    private let outer = UIStackView()
    private var current: FormFieldContent

    init(configuration: FormFieldContent) {
        current = configuration
        super.init(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.textAlignment = .right
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        datePicker.addAction(UIAction { [weak self] _ in self?.dateChanged() }, for: .valueChanged)
        stack.spacing = 8
        problemLabel.font = .preferredFont(forTextStyle: .footnote)
        problemLabel.adjustsFontForContentSizeCategory = true
        problemLabel.textColor = .systemRed
        problemLabel.numberOfLines = 0
        outer.axis = .vertical
        outer.spacing = 4
        outer.addArrangedSubview(stack)
        outer.addArrangedSubview(problemLabel)
        outer.translatesAutoresizingMaskIntoConstraints = false
        addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            outer.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            outer.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        nil
    }

    var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? FormFieldContent else { return }
            current = configuration
            apply(configuration)
        }
    }

    private func apply(_ configuration: FormFieldContent) {
        label.text = configuration.text
        label.isHidden = configuration.text == nil
        label.textColor = configuration.isEnabled ? .label : .secondaryLabel
        problemLabel.text = configuration.problem
        problemLabel.isHidden = configuration.problem == nil
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view); view.removeFromSuperview() }
        stack.addArrangedSubview(label)
        switch configuration.control {
        case .textField(let settings, let text):
            stack.axis = .horizontal
            stack.alignment = .center
            // Only a different text is set: the field being typed in keeps its cursor when its row redraws.
            if textField.text != text { textField.text = text }
            textField.placeholder = settings.placeholder
            textField.keyboardType = settings.keyboard.keyboardType
            textField.textContentType = settings.contentType?.textContentType
            textField.isSecureTextEntry = settings.isSecure
            // As the spec says; else addresses and names of accounts, which are not words, get no capitals or corrections.
            textField.autocapitalizationType = settings.autocapitalization.autocapitalizationType
            textField.autocorrectionType =
                switch settings.autocorrects {
                case true?: .yes
                case false?: .no
                case nil: .default
                }
            textField.returnKeyType = configuration.returnMovesOn ? .next : .done
            textField.isEnabled = configuration.isEnabled
            stack.addArrangedSubview(textField)
        case .datePicker(let picker, let value):
            stack.axis = .vertical
            stack.alignment = .fill
            FormControlViews.configure(datePicker, picker, value: value)
            datePicker.isEnabled = configuration.isEnabled
            stack.addArrangedSubview(datePicker)
        }
    }

    private func textChanged() {
        current.report(.text(textField.text ?? ""))
    }

    private func dateChanged() {
        current.report(.date(datePicker.date))
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        current.returnPressed()
        return false
    }
}
#endif
