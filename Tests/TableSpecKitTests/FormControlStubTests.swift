import Foundation
import Testing

/// The stubs' form controls: UIKit's text fields, steppers, sliders, segmented controls, date
/// pickers, pop-up buttons and the Auto Layout of a form cell (UIKitStub/FormControls.swift and
/// TextInput.swift), and SwiftUI's `Form`, text fields, focus, steppers, sliders, pickers, date
/// pickers and `@AppStorage` (SwiftUIStub/FormControls.swift, with TextInput.swift compiled in).
/// A settings screen written by hand in each framework type-checks warning-free under every
/// compiler setting, and each kind of mistake in each API family fails with a diagnostic that
/// names it.
///
/// Every failing case is the correct screen with one thing changed, so a failure can only come
/// from that change.
@Suite struct FormControlStubTests {
    // MARK: - UIKit

    /// Form cells as a UIKit developer writes them: a text field cell that is its field's
    /// delegate, laid out with a stack view against the layout margins; a stepper as the accessory
    /// and a slider pinned with anchors; a segmented control, a compact date picker and a pop-up
    /// button with a single-selection menu; a view controller that pushes a detail view and
    /// observes text and defaults changes.
    static let uikitForm = #"""
        import UIKit

        final class TextFieldCell: UITableViewCell, UITextFieldDelegate {
            let label = UILabel()
            let field = UITextField(frame: .zero)
            var onReturn: (UITextField) -> Void = { _ in }

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.font = UIFont.preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                label.setContentCompressionResistancePriority(.required, for: .horizontal)
                field.placeholder = "Required"
                field.text = nil
                field.font = UIFont.preferredFont(forTextStyle: .body)
                field.textColor = .secondaryLabel
                field.textAlignment = .right
                field.borderStyle = .none
                field.clearButtonMode = .whileEditing
                field.adjustsFontForContentSizeCategory = true
                field.keyboardType = .emailAddress
                field.textContentType = .emailAddress
                field.returnKeyType = .next
                field.autocapitalizationType = .none
                field.autocorrectionType = .no
                field.isSecureTextEntry = false
                field.delegate = self
                field.addAction(UIAction { action in
                    guard let field = action.sender as? UITextField else { return }
                    _ = field.text ?? ""
                }, for: .editingChanged)
                if #available(iOS 17.0, *) { field.textContentType = .birthdate }
                let stack = UIStackView(arrangedSubviews: [label, field])
                stack.axis = .horizontal
                stack.alignment = .firstBaseline
                stack.distribution = .fill
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stack)
                let guide = contentView.layoutMarginsGuide
                let bottom = stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
                bottom.priority = UILayoutPriority(999)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 2),
                    bottom,
                    field.widthAnchor.constraint(greaterThanOrEqualTo: contentView.readableContentGuide.widthAnchor, multiplier: 0.4),
                    stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                ])
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                onReturn(textField)
                return textField.resignFirstResponder()
            }

            func textFieldDidBeginEditing(_ textField: UITextField) {}

            func textFieldDidEndEditing(_ textField: UITextField) {}

            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                guard let text = textField.text, let range = Range(range, in: text) else { return true }
                return text.replacingCharacters(in: range, with: string).count <= 64
            }

            func textFieldDidChangeSelection(_ textField: UITextField) {}
        }

        final class StepperCell: UITableViewCell {
            let stepper = UIStepper()
            let slider = UISlider()

            func configure(value: Double) {
                stepper.minimumValue = 0
                stepper.maximumValue = 10
                stepper.stepValue = 0.5
                stepper.value = value
                stepper.isContinuous = true
                stepper.autorepeat = true
                stepper.wraps = false
                stepper.addAction(UIAction { [weak self] _ in
                    var content = self?.defaultContentConfiguration()
                    content?.secondaryText = "\(self?.stepper.value ?? 0)"
                }, for: .valueChanged)
                accessoryView = stepper

                slider.minimumValue = 0
                slider.maximumValue = 100
                slider.setValue(Float(value), animated: false)
                slider.value = 3
                slider.isContinuous = false
                slider.minimumValueImage = UIImage(systemName: "speaker")
                slider.maximumValueImage = UIImage(systemName: "speaker.wave.3")
                slider.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(slider)
                NSLayoutConstraint.activate([
                    slider.leadingAnchor.constraint(equalToSystemSpacingAfter: contentView.layoutMarginsGuide.leadingAnchor, multiplier: 1),
                    slider.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }
        }

        final class ChoiceCell: UITableViewCell {
            let segments = UISegmentedControl(items: ["Small", "Medium", "Large"])
            let datePicker = UIDatePicker()
            let popUp = UIButton(type: .system)

            func configure(selected: Int?, date: Date) {
                segments.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
                segments.insertSegment(withTitle: "Huge", at: segments.numberOfSegments, animated: false)
                segments.setTitle("XL", forSegmentAt: 3)
                _ = segments.titleForSegment(at: 0)
                segments.selectedSegmentTintColor = .systemBlue
                segments.insertSegment(action: UIAction(title: "Tiny") { _ in }, at: 0, animated: false)
                let fromActions = UISegmentedControl(frame: .zero, actions: [UIAction(title: "A") { _ in }, UIAction(title: "B") { _ in }])
                fromActions.removeAllSegments()
                segments.addAction(UIAction { action in
                    guard let control = action.sender as? UISegmentedControl else { return }
                    _ = control.selectedSegmentIndex
                }, for: .valueChanged)

                datePicker.datePickerMode = .date
                datePicker.preferredDatePickerStyle = .compact
                datePicker.setDate(date, animated: false)
                datePicker.minimumDate = Date(timeIntervalSince1970: 0)
                datePicker.maximumDate = nil
                datePicker.minuteInterval = 5
                datePicker.locale = Locale(identifier: "en_US")
                datePicker.calendar = Calendar(identifier: .gregorian)
                datePicker.timeZone = TimeZone(identifier: "UTC")
                if datePicker.datePickerStyle == .inline { datePicker.date = date }
                if #available(iOS 17.4, *) { datePicker.datePickerMode = .yearAndMonth }
                accessoryView = datePicker

                popUp.menu = UIMenu(options: .singleSelection, children: ["Chime", "Bell"].map { title in
                    UIAction(title: title, state: title == "Chime" ? .on : .off) { _ in }
                })
                popUp.showsMenuAsPrimaryAction = true
                popUp.changesSelectionAsPrimaryAction = true
                editingAccessoryView = popUp
            }
        }

        final class FormViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                let detail = UIViewController()
                detail.navigationItem.title = "Ringtone"
                navigationItem.backButtonTitle = "Settings"
                navigationController?.pushViewController(detail, animated: true)
                view.endEditing(true)
                (tableView.cellForRow(at: indexPath) as? TextFieldCell)?.field.becomeFirstResponder()
                _ = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: .main) { _ in }
                _ = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { _ in }
            }
        }
        """#

    /// The delegate methods the text field cell implements.
    static let textFieldDelegateMethods: [ProbeMethod] = [
        ProbeMethod(name: "textFieldShouldReturn(_:)", type: "(UITextField) -> Bool"),
        ProbeMethod(name: "textFieldDidBeginEditing(_:)", type: "(UITextField) -> Void"),
        ProbeMethod(name: "textFieldDidEndEditing(_:)", type: "(UITextField) -> Void"),
        ProbeMethod(name: "textField(_:shouldChangeCharactersIn:replacementString:)", type: "(UITextField, NSRange, String) -> Bool"),
        ProbeMethod(name: "textFieldDidChangeSelection(_:)", type: "(UITextField) -> Void"),
    ]

    static let textFieldCellProbe = UIKitStubCompiler.conformanceProbe(type: "TextFieldCell", methods: textFieldDelegateMethods)
    /// The UIKit form with `original`, which must occur exactly once, replaced.
    private func uikitForm(replacing original: String, with replacement: String) throws -> String {
        let parts = Self.uikitForm.components(separatedBy: original)
        try #require(parts.count == 2, "expected exactly one \"\(original)\" in the UIKit form")
        return parts.joined(separator: replacement)
    }

    @Test("the UIKit form type-checks in the Swift 6 mode and under every setting at once", arguments: UIKitStubCompiler.Settings.bracketing)
    func uikitFormTypeChecks(settings: UIKitStubCompiler.Settings) throws {
        let result = try UIKitStubCompiler.typecheck([Self.uikitForm], settings: settings)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func textFieldCellPassesItsConformanceProbe() throws {
        let result = try UIKitStubCompiler.typecheck([Self.uikitForm, Self.textFieldCellProbe], flavor: .probe)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// Every UITextFieldDelegate method is optional: in the cell's own declaration, a delegate
    /// method with the wrong result type is just another method, and the default takes its place.
    /// Only the probe catches it.
    @Test func textFieldDelegateMethodWithWrongResultFailsTheProbe() throws {
        let source = try uikitForm(
            replacing: "    func textFieldShouldReturn(_ textField: UITextField) -> Bool {\n        onReturn(textField)\n        return textField.resignFirstResponder()\n    }",
            with: "    func textFieldShouldReturn(_ textField: UITextField) {\n        onReturn(textField)\n        textField.resignFirstResponder()\n    }")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(result.succeeded, "Swift now diagnoses near misses in the primary declaration:\n\(result.diagnostics)")

        let probed = try UIKitStubCompiler.typecheck([source, Self.textFieldCellProbe], flavor: .probe)
        #expect(!probed.succeeded)
        #expect(probed.diagnostics.contains(
            "cannot convert value of type '@MainActor @Sendable (UITextField) -> ()' to specified type '@MainActor @Sendable (UITextField) -> Bool'"),
            "\(probed.diagnostics)")
    }

    /// Each mistake is the UIKit form with one thing changed, in every API family the form uses.
    static let uikitMistakes: [StubMistake] = [
        // Text fields.
        StubMistake("The email keyboard is emailAddress", area: "text fields",
                    replacing: "field.keyboardType = .emailAddress", with: "field.keyboardType = .email",
                    diagnostic: "type 'UIKeyboardType' has no member 'email'"),
        StubMistake("The email content type is emailAddress", area: "text fields",
                    replacing: "field.textContentType = .emailAddress", with: "field.textContentType = .email",
                    diagnostic: "type 'UITextContentType?' has no member 'email'"),
        StubMistake("Return keys", area: "text fields",
                    replacing: "field.returnKeyType = .next", with: "field.returnKeyType = .nextField",
                    diagnostic: "type 'UIReturnKeyType' has no member 'nextField'"),
        StubMistake("Border styles", area: "text fields",
                    replacing: "field.borderStyle = .none", with: "field.borderStyle = .rounded",
                    diagnostic: "type 'UITextField.BorderStyle' has no member 'rounded'"),
        // Steppers and sliders.
        StubMistake("A stepper's value is a Double", area: "steppers",
                    replacing: "stepper.value = value", with: "stepper.value = Float(value)",
                    diagnostic: "cannot assign value of type 'Float' to type 'Double'"),
        StubMistake("A slider's value is a Float", area: "sliders",
                    replacing: "slider.value = 3", with: "slider.value = Double(3)",
                    diagnostic: "cannot assign value of type 'Double' to type 'Float'"),
        // Segmented controls.
        StubMistake("UISegmentedControl(items:)", area: "segmented controls",
                    replacing: #"UISegmentedControl(items: ["Small", "Medium", "Large"])"#, with: #"UISegmentedControl(titles: ["Small", "Medium", "Large"])"#,
                    diagnostic: "incorrect argument label in call (have 'titles:', expected 'items:')"),
        StubMistake("setTitle(_:forSegmentAt:)", area: "segmented controls",
                    replacing: #"segments.setTitle("XL", forSegmentAt: 3)"#, with: #"segments.setTitle("XL", at: 3)"#,
                    diagnostic: "incorrect argument label in call (have '_:at:', expected '_:forSegmentAt:')"),
        StubMistake("insertSegment(withTitle:at:animated:) has no default for animated", area: "segmented controls",
                    replacing: #"segments.insertSegment(withTitle: "Huge", at: segments.numberOfSegments, animated: false)"#,
                    with: #"segments.insertSegment(withTitle: "Huge", at: segments.numberOfSegments)"#,
                    diagnostic: "missing argument for parameter 'animated' in call"),
        // Date pickers.
        StubMistake("Date picker modes: dateAndTime, not dateTime", area: "date pickers",
                    replacing: "datePicker.datePickerMode = .date", with: "datePicker.datePickerMode = .dateTime",
                    diagnostic: "type 'UIDatePicker.Mode' has no member 'dateTime'"),
        StubMistake("datePickerStyle is the style in use: set preferredDatePickerStyle", area: "date pickers",
                    replacing: "datePicker.preferredDatePickerStyle = .compact", with: "datePicker.datePickerStyle = .compact",
                    diagnostic: "cannot assign to property: 'datePickerStyle' is a get-only property"),
        // Buttons and menus.
        StubMistake("showsMenuAsPrimaryAction", area: "buttons",
                    replacing: "popUp.showsMenuAsPrimaryAction = true", with: "popUp.showsMenuAsPrimary = true",
                    diagnostic: "value of type 'UIButton' has no member 'showsMenuAsPrimary'"),
        // Auto Layout.
        StubMistake("An x-axis anchor constrains only to an x-axis anchor", area: "layout",
                    replacing: "stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),", with: "stack.leadingAnchor.constraint(equalTo: guide.topAnchor),",
                    diagnostic: "cannot convert value of type 'NSLayoutAnchor<NSLayoutYAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'"),
        StubMistake("A constant dimension is equalToConstant, greaterThanOrEqualToConstant...", area: "layout",
                    replacing: "stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),", with: "stack.heightAnchor.constraint(greaterThanOrEqualTo: 44),",
                    diagnostic: "cannot convert value of type 'Int' to expected argument type 'NSLayoutAnchor<NSLayoutDimension>'"),
        StubMistake("A constraint that is made and dropped is never active", area: "layout",
                    replacing: "        let bottom = stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor)\n",
                    with: "        stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor)\n        let bottom = stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor)\n",
                    diagnostic: "result of call to 'constraint(equalTo:)' is unused"),
        StubMistake("Hugging and compression resistance take an NSLayoutConstraint.Axis", area: "layout",
                    replacing: "label.setContentHuggingPriority(.defaultHigh, for: .horizontal)", with: "label.setContentHuggingPriority(.defaultHigh, for: .x)",
                    diagnostic: "type 'NSLayoutConstraint.Axis' has no member 'x'"),
        StubMistake("A stack view's axis is an NSLayoutConstraint.Axis, not a UIAxis", area: "stack views",
                    replacing: "stack.axis = .horizontal", with: "stack.axis = UIAxis.horizontal",
                    diagnostic: "cannot assign value of type 'UIAxis' to type 'NSLayoutConstraint.Axis'"),
    ]

    @Test("each mistake in the UIKit form fails with its diagnostic", TestEnvironment.exhaustiveOnly("type-checks the stub against every wrong call it must refuse"))
    func uikitMistakesFail() throws {
        try StubMistakeBatches.expectEachFails(Self.uikitMistakes, in: Self.uikitForm) { try UIKitStubCompiler.typecheck([$0]) }
    }

    // MARK: - SwiftUI

    /// A settings form as a SwiftUI developer writes it: text fields and secure fields with
    /// prompts, keyboards, content types, capitalization and submit labels, moving focus with
    /// `@FocusState` on submit; steppers over a range and by a step; sliders with value labels;
    /// pickers in every style up to iOS 15, and the iOS 16 and 17 ones behind `if #available`;
    /// date pickers over ranges in each style; and values kept with `@AppStorage`, in a suite too.
    /// Identifier types are `nonisolated` so that it compiles under `-default-isolation MainActor`.
    static let swiftUIForm = #"""
        import SwiftUI

        nonisolated enum Field: Hashable, Sendable { case name, email, password }
        nonisolated enum Ringtone: String, CaseIterable, Identifiable, Sendable {
            case chime, bell
            var id: String { rawValue }
        }
        nonisolated enum Size: Int, Sendable { case small, large }

        struct AccountForm: View {
            @State private var name = ""
            @State private var email = ""
            @State private var password = ""
            @State private var bio = ""
            @State private var volume = 0.5
            @State private var brightness: Float = 0.3
            @State private var count = 2
            @State private var ratio = 1.5
            @State private var birthday = Date()
            @State private var ringtone: Ringtone = .chime
            @FocusState private var focusedField: Field?
            @FocusState private var isSearching: Bool
            @AppStorage("wifi") private var wifi = true
            @AppStorage("retries") private var retries = 3
            @AppStorage("scale") private var scale = 1.0
            @AppStorage("nickname") private var nickname = "Ann"
            @AppStorage("homepage") private var homepage = URL(string: "https://example.com")!
            @AppStorage("avatar") private var avatar = Data()
            @AppStorage("ringtone", store: UserDefaults(suiteName: "group.example")) private var storedRingtone: Ringtone = .bell
            @AppStorage("size") private var size: Size = .small
            @AppStorage("lastName") private var lastName: String?
            @AppStorage("lastRingtone") private var lastRingtone: Ringtone?

            var body: some View {
                Form {
                    Section {
                        TextField("Name", text: $name)
                            .textContentType(.name)
                            .textInputAutocapitalization(.words)
                            .submitLabel(.next)
                            .focused($focusedField, equals: .name)
                            .onSubmit { focusedField = .email }
                        TextField("Email", text: $email, prompt: Text("you@example.com"))
                            .keyboardType(.emailAddress)
                            .textContentType(.emailAddress)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                            .submitLabel(.next)
                            .focused($focusedField, equals: .email)
                        SecureField("Password", text: $password, prompt: Text("Required"))
                            .textContentType(.newPassword)
                            .submitLabel(.done)
                            .focused($focusedField, equals: .password)
                            .onSubmit(of: .text) { focusedField = nil }
                        TextField(text: $nickname, prompt: Text("Nickname")) {
                            Text("Nickname")
                        }
                        .autocorrectionDisabled(true)
                        .textContentType(nil)
                        SecureField(text: $password) {
                            Label("PIN", systemImage: "lock")
                        }
                        .keyboardType(.numberPad)
                        TextField(nickname, text: $bio)
                            .focused($isSearching)
                        if #available(iOS 16.0, *) {
                            TextField("Bio", text: $bio, axis: .vertical)
                                .lineLimit(4)
                        }
                        if #available(iOS 17.0, *) {
                            TextField("Birthday", text: $bio).textContentType(.birthdate)
                        }
                    } header: {
                        Text("Account")
                    } footer: {
                        Text("Used to sign in")
                    }
                    Section("Sound") {
                        Stepper("Retries: \(count)", value: $count, in: 0...10)
                        Stepper(value: $ratio, in: 0...4, step: 0.5) {
                            Text(verbatim: "Ratio \(ratio)")
                        }
                        Stepper(value: $retries, in: 0...5, step: 1, label: { Text("Retries") }, onEditingChanged: { _ in })
                        Stepper(nickname, value: $count, step: 2)
                        Stepper("Tap", onIncrement: { count += 1 }, onDecrement: nil)
                    }
                    Section("Display") {
                        Slider(value: $volume, in: 0...1, step: 0.1) {
                            Text("Volume")
                        } minimumValueLabel: {
                            Image(systemName: "speaker")
                        } maximumValueLabel: {
                            Image(systemName: "speaker.wave.3")
                        }
                        Slider(value: $brightness)
                        Slider(value: $scale, in: 0.5...2) {
                            Text("Scale")
                        } onEditingChanged: { editing in
                            if !editing { wifi.toggle() }
                        }
                    }
                    Section("Alerts") {
                        Picker("Ringtone", selection: $ringtone) {
                            ForEach(Ringtone.allCases) { tone in
                                Text(tone.rawValue.capitalized).tag(tone)
                            }
                        }
                        .pickerStyle(.menu)
                        Picker(selection: $storedRingtone) {
                            Text("Chime").tag(Ringtone.chime)
                            Text("Bell").tag(Ringtone.bell)
                        } label: {
                            Label("Alert", systemImage: "bell")
                        }
                        .pickerStyle(.inline)
                        Picker(nickname, selection: $size) {
                            Text("Small").tag(Size.small)
                            Text("Large").tag(Size.large)
                        }
                        .pickerStyle(.segmented)
                        Picker("Wheel", selection: $count) {
                            ForEach(0..<5) { Text(verbatim: "\($0)").tag($0) }
                        }
                        .pickerStyle(.wheel)
                        .modifier(NavigationLinkPicker())
                        Toggle("Wi-Fi", isOn: $wifi)
                    }
                    Section {
                        DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                            .datePickerStyle(.compact)
                        DatePicker("Alarm", selection: $birthday, in: Date()..., displayedComponents: [.hourAndMinute])
                            .datePickerStyle(.wheel)
                        DatePicker(selection: $birthday, in: ...Date(), displayedComponents: [.date, .hourAndMinute]) {
                            Text("Until")
                        }
                        .datePickerStyle(.graphical)
                        DatePicker(nickname, selection: $birthday, in: Date.distantPast...Date.distantFuture)
                            .datePickerStyle(.automatic)
                            .pickerStyle(.automatic)
                    }
                }
                .onAppear { focusedField = .name }
            }
        }

        struct NavigationLinkPicker: ViewModifier {
            func body(content: Content) -> some View {
                if #available(iOS 16.0, *) {
                    content.pickerStyle(.navigationLink)
                } else {
                    content
                }
            }
        }

        extension View {
            @ViewBuilder
            func paletteIfAvailable() -> some View {
                if #available(iOS 17.0, *) {
                    pickerStyle(.palette)
                } else {
                    self
                }
            }
        }
        """#

    /// The SwiftUI form with `original`, which must occur exactly once, replaced.
    private func swiftUIForm(replacing original: String, with replacement: String) throws -> String {
        let parts = Self.swiftUIForm.components(separatedBy: original)
        try #require(parts.count == 2, "expected exactly one \"\(original)\" in the SwiftUI form")
        return parts.joined(separator: replacement)
    }

    @Test("the SwiftUI form type-checks in the Swift 6 mode and under every setting at once", arguments: SwiftUIStubCompiler.Settings.bracketing)
    func swiftUIFormTypeChecks(settings: SwiftUIStubCompiler.Settings) throws {
        let result = try SwiftUIStubCompiler.typecheck([Self.swiftUIForm], settings: settings)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Each mistake is the SwiftUI form with one thing changed, in every API family the form uses.
    static let swiftUIMistakes: [StubMistake] = [
        // Text fields and their modifiers.
        StubMistake("A text field takes a binding", area: "text fields",
                    replacing: #"TextField("Email", text: $email, prompt: Text("you@example.com"))"#, with: #"TextField("Email", text: email)"#,
                    diagnostic: "cannot convert value 'email' of type 'String' to expected type 'Binding<String>', use wrapper instead"),
        StubMistake("The placeholder is the prompt", area: "text fields",
                    replacing: #"TextField("Email", text: $email, prompt: Text("you@example.com"))"#,
                    with: #"TextField("Email", text: $email, placeholder: Text("you@example.com"))"#,
                    diagnostic: "incorrect argument label in call (have '_:text:placeholder:', expected '_:text:prompt:')"),
        StubMistake("keyboardType takes UIKit's UIKeyboardType: emailAddress", area: "text input",
                    replacing: ".keyboardType(.emailAddress)", with: ".keyboardType(.email)",
                    diagnostic: "type 'UIKeyboardType' has no member 'email'"),
        StubMistake("textContentType takes UIKit's UITextContentType: emailAddress", area: "text input",
                    replacing: ".textContentType(.emailAddress)", with: ".textContentType(.email)",
                    diagnostic: "type 'UITextContentType?' has no member 'email'"),
        StubMistake("Submit labels", area: "text input",
                    replacing: ".submitLabel(.done)", with: ".submitLabel(.finish)",
                    diagnostic: "type 'SubmitLabel' has no member 'finish'"),
        StubMistake("Submit triggers are text and search", area: "text input",
                    replacing: ".onSubmit(of: .text) { focusedField = nil }", with: ".onSubmit(of: .return) { focusedField = nil }",
                    diagnostic: "type 'SubmitTriggers' has no member 'return'"),
        // Focus.
        StubMistake("focused(_:equals:)", area: "focus",
                    replacing: ".focused($focusedField, equals: .email)", with: ".focused($focusedField, value: .email)",
                    diagnostic: "incorrect argument label in call (have '_:value:', expected '_:equals:')"),
        StubMistake("focused takes the focus state's binding", area: "focus",
                    replacing: ".focused($focusedField, equals: .name)", with: ".focused(focusedField, equals: .name)",
                    diagnostic: "cannot convert value 'focusedField' of type 'Field?' to expected type 'FocusState<Field?>.Binding', use wrapper instead"),
        StubMistake("focused(_:) is for a Bool focus state", area: "focus",
                    replacing: ".focused($isSearching)", with: ".focused($focusedField)",
                    diagnostic: "cannot convert parent type 'FocusState<Field?>' to expected type 'FocusState<Bool>'"),
        StubMistake("A focus state has no initial value", area: "focus",
                    replacing: "@FocusState private var isSearching: Bool", with: "@FocusState private var isSearching: Bool = false",
                    diagnostic: "argument passed to call that takes no arguments"),
        // Steppers and sliders.
        StubMistake("A stepper steps a Strideable value", area: "steppers",
                    replacing: #"Stepper("Retries: \(count)", value: $count, in: 0...10)"#, with: #"Stepper("Retries", value: $nickname, in: "a"..."z")"#,
                    diagnostic: "requires that 'String' conform to 'Strideable'"),
        StubMistake("Stepper(_:value:in:) takes the range as in:", area: "steppers",
                    replacing: #"Stepper("Retries: \(count)", value: $count, in: 0...10)"#, with: #"Stepper("Retries: \(count)", value: $count, range: 0...10)"#,
                    diagnostic: "extra argument 'range' in call"),
        StubMistake("onEditingChanged before label is the deprecated order", area: "steppers",
                    replacing: #"Stepper(value: $retries, in: 0...5, step: 1, label: { Text("Retries") }, onEditingChanged: { _ in })"#,
                    with: #"Stepper(value: $retries, in: 0...5, step: 1, onEditingChanged: { _ in }, label: { Text("Retries") })"#,
                    diagnostic: "'init(value:in:step:onEditingChanged:label:)' is deprecated: renamed to 'Stepper(value:in:step:label:onEditingChanged:)'"),
        StubMistake("A slider's value is floating-point", area: "sliders",
                    replacing: "Slider(value: $brightness)", with: "Slider(value: $count)",
                    diagnostic: "requires that 'Int' conform to 'BinaryFloatingPoint'"),
        // Pickers.
        StubMistake("Picker(_:selection:content:)", area: "pickers",
                    replacing: #"Picker("Ringtone", selection: $ringtone) {"#, with: #"Picker("Ringtone", selected: $ringtone) {"#,
                    diagnostic: "incorrect argument label in call (have '_:selected:_:', expected '_:selection:_:')"),
        StubMistake("Picker styles", area: "pickers",
                    replacing: ".pickerStyle(.menu)", with: ".pickerStyle(.dropdown)",
                    diagnostic: "type 'PickerStyle' has no member 'dropdown'"),
        StubMistake("Segmented is a picker style, not a date picker style", area: "pickers",
                    replacing: ".pickerStyle(.segmented)", with: ".datePickerStyle(.segmented)",
                    diagnostic: "type 'DatePickerStyle' has no member 'segmented'"),
        // Date pickers.
        StubMistake("Date picker components are date and hourAndMinute", area: "date pickers",
                    replacing: #"DatePicker("Birthday", selection: $birthday, displayedComponents: .date)"#,
                    with: #"DatePicker("Birthday", selection: $birthday, displayedComponents: .day)"#,
                    diagnostic: "type 'DatePickerComponents' has no member 'day'"),
        StubMistake("DatePicker(_:selection:in:displayedComponents:)", area: "date pickers",
                    replacing: #"DatePicker("Alarm", selection: $birthday, in: Date()..., displayedComponents: [.hourAndMinute])"#,
                    with: #"DatePicker("Alarm", selection: $birthday, range: Date()..., displayedComponents: [.hourAndMinute])"#,
                    diagnostic: "incorrect argument label in call (have '_:selection:range:displayedComponents:', expected '_:selection:in:displayedComponents:')"),
        StubMistake("The calendar style is graphical, not inline (UIKit's name)", area: "date pickers",
                    replacing: ".datePickerStyle(.compact)", with: ".datePickerStyle(.inline)",
                    diagnostic: "type 'DatePickerStyle' has no member 'inline'"),
        // App storage.
        StubMistake("AppStorage(_:store:)", area: "app storage",
                    replacing: #"@AppStorage("ringtone", store: UserDefaults(suiteName: "group.example"))"#,
                    with: #"@AppStorage("ringtone", defaults: UserDefaults(suiteName: "group.example"))"#,
                    diagnostic: "extra argument 'defaults' in call"),
        StubMistake("AppStorage keeps Bool, Int, Double, String, URL, Data and raw values, not Date", area: "app storage",
                    replacing: #"@AppStorage("retries") private var retries = 3"#, with: #"@AppStorage("retries") private var retries = Date()"#,
                    diagnostic: "no exact matches in call to initializer"),
        // Availability: iOS 16 and 17 APIs outside their `if #available`.
        StubMistake("TextField(_:text:axis:) needs iOS 16", area: "availability",
                    replacing: "if #available(iOS 16.0, *) {\n                    TextField(\"Bio\"", with: "if true {\n                    TextField(\"Bio\"",
                    diagnostic: "'init(_:text:axis:)' is only available in iOS_16"),
        StubMistake("The navigation link picker style needs iOS 16", area: "availability",
                    replacing: "if #available(iOS 16.0, *) {\n            content.pickerStyle(.navigationLink)",
                    with: "if true {\n            content.pickerStyle(.navigationLink)",
                    diagnostic: "'navigationLink' is only available in iOS_16"),
        StubMistake("The palette picker style needs iOS 17", area: "availability",
                    replacing: "if #available(iOS 17.0, *) {\n            pickerStyle(.palette)", with: "if #available(iOS 16.0, *) {\n            pickerStyle(.palette)",
                    diagnostic: "'palette' is only available in iOS_17"),
        StubMistake("UITextContentType.birthdate needs iOS 17", area: "availability",
                    replacing: "if #available(iOS 17.0, *) {\n                    TextField(\"Birthday\"", with: "if true {\n                    TextField(\"Birthday\"",
                    diagnostic: "'birthdate' is only available in iOS_17"),
    ]

    @Test("each mistake in the SwiftUI form fails with its diagnostic", TestEnvironment.exhaustiveOnly("type-checks the stub against every wrong call it must refuse"))
    func swiftUIMistakesFail() throws {
        try StubMistakeBatches.expectEachFails(Self.swiftUIMistakes, in: Self.swiftUIForm) { try SwiftUIStubCompiler.typecheck([$0]) }
    }

    /// `textInputAutocapitalization(_:)` takes an optional, so `.none` is nil (the default), not
    /// "never": it compiles, as on iOS. The stub must not make it fail.
    @Test func autocapitalizationNoneIsNil() throws {
        let source = try swiftUIForm(replacing: ".textInputAutocapitalization(.never)", with: ".textInputAutocapitalization(.none)")
        let result = try SwiftUIStubCompiler.typecheck([source])
        #expect(result.succeeded, "\(result.diagnostics)")
    }
}
