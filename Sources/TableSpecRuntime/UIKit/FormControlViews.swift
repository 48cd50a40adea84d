#if canImport(UIKit)
internal import UIKit

/// The controls a form row shows as its cell's accessory view, as Settings shows them: a UISwitch, a UIStepper
/// beside the number its detail shows, a UISlider between its images, a UISegmentedControl, a menu button for
/// `pickerStyle: menu`, and a compact UIDatePicker. A text field and an inline or wheels date picker take the
/// cell's content instead (`FormFieldContent`), and a pushed picker its disclosure indicator.
///
/// A reused cell's control is reused when it is of the same kind, so a stepper held down or a slider being
/// dragged keeps its touch while the row redraws with each new value. Each control has one action, replaced on
/// every configuration, that reports the new value; the data source finds the cell's row when it fires.
@MainActor
enum FormControlViews {
    private static let action = UIAction.Identifier("TableSpec.formControl")
    /// A slider's width beside the row's text, in points.
    private static let sliderWidth: CGFloat = 180

    /// The accessory view of a row's control, or nil when the control is not an accessory (or there is none).
    static func accessoryView<Table>(
        for row: TableRow<Table>, reusing reused: UIView?, isEnabled: Bool,
        report: @escaping @MainActor (TableValue) -> Void
    ) -> UIView? {
        let view: UIControl
        switch row.control {
        case .switch?:
            let control = reused as? UISwitch ?? UISwitch()
            control.setOn(row.isOn, animated: false)
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UISwitch).map { report(.bool($0.isOn)) }
            }
            view = control
        case .stepper(let numbers, _)?:
            let control = reused as? UIStepper ?? UIStepper()
            control.minimumValue = numbers.minimum
            control.maximumValue = numbers.maximum
            control.stepValue = numbers.step ?? 1
            control.value = numbers.number(of: row.value)
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UIStepper).map { report(numbers.value($0.value)) }
            }
            view = control
        case .slider(let numbers)?:
            let control = reused as? UISlider ?? UISlider(frame: CGRect(x: 0, y: 0, width: sliderWidth, height: 31))
            control.minimumValue = Float(numbers.minimum)
            control.maximumValue = Float(numbers.maximum)
            control.value = Float(numbers.number(of: row.value))
            control.minimumValueImage = numbers.minimumImage.flatMap(CellContent.image(named:))
            control.maximumValueImage = numbers.maximumImage.flatMap(CellContent.image(named:))
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UISlider).map { report(numbers.value(Double($0.value))) }
            }
            view = control
        case .segmented(let options)?:
            let control = reused as? UISegmentedControl ?? UISegmentedControl(items: nil)
            control.removeAllSegments()
            for (index, option) in options.enumerated() {
                control.insertSegment(withTitle: option.title, at: index, animated: false)
            }
            control.selectedSegmentIndex = options.firstIndex { row.value == .text($0.key) } ?? UISegmentedControl.noSegment
            setAction(on: control, for: .valueChanged) { sender in
                guard let control = sender as? UISegmentedControl, options.indices.contains(control.selectedSegmentIndex) else { return }
                report(.text(options[control.selectedSegmentIndex].key))
            }
            control.sizeToFit()
            view = control
        case .picker(let options, .menu)?:
            let control = reused as? UIButton ?? UIButton(type: .system)
            // The menu marks the chosen option, and choosing one makes it the button's title (iOS 15).
            control.menu = UIMenu(
                children: options.map { option in
                    UIAction(title: option.title, state: row.value == .text(option.key) ? .on : .off) { _ in
                        report(.text(option.key))
                    }
                })
            control.showsMenuAsPrimaryAction = true
            control.changesSelectionAsPrimaryAction = true
            control.sizeToFit()
            view = control
        case .datePicker(let picker)? where picker.style == .compact:
            let control = reused as? UIDatePicker ?? UIDatePicker()
            configure(control, picker, value: row.value)
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UIDatePicker).map { report(.date($0.date)) }
            }
            view = control
        default:
            return nil
        }
        view.isEnabled = isEnabled
        return view
    }

    /// A date picker in the spec's mode and style, showing the row's date (now, until the user picks one).
    static func configure(_ control: UIDatePicker, _ picker: TableDatePicker, value: TableValue?) {
        switch picker.mode {
        case .date: control.datePickerMode = .date
        case .time: control.datePickerMode = .time
        case .dateAndTime: control.datePickerMode = .dateAndTime
        }
        switch picker.style {
        case .compact: control.preferredDatePickerStyle = .compact
        case .inline: control.preferredDatePickerStyle = .inline
        case .wheels: control.preferredDatePickerStyle = .wheels
        }
        if case .date(let date)? = value {
            control.setDate(date, animated: false)
        }
    }

    /// Replaces the control's one action: the row under a reused control changes.
    private static func setAction(on control: UIControl, for event: UIControl.Event, _ handler: @escaping @MainActor (Any?) -> Void) {
        control.removeAction(identifiedBy: action, for: event)
        control.addAction(UIAction(identifier: action) { action in handler(action.sender) }, for: event)
    }
}
#endif
