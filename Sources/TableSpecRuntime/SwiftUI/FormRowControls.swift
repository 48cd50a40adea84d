#if canImport(SwiftUI)
internal import SwiftUI

/// A form row (the spec's `control:`) as SwiftUI's own control, laid out as a `Form` lays it out in a Settings
/// list. Each control is bound to the row's value in the content through the editor: it shows what the content
/// holds, and every change the user makes is written there (so it survives scrolling, and conditions see it)
/// before the app hears of it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListFormControl<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let control: TableRowControl<Table>
    let editor: TableListEditor<Table>
    /// The list's focused text field, for a text field row.
    let focusedField: FocusState<TableRowIdentity<Table>?>.Binding

    var body: some View {
        switch control {
        case .switch:
            Toggle(isOn: isOn) {
                TableListCellLabel(row: entry.row)
            }
        case .textField(let field):
            TableListTextField(entry: entry, field: field, editor: editor, focusedField: focusedField)
        case .stepper(let numbers, _):
            TableListStepper(entry: entry, numbers: numbers, editor: editor)
        case .slider(let numbers):
            TableListSlider(entry: entry, numbers: numbers, editor: editor)
        case .segmented(let options):
            TableListSegmentedPicker(entry: entry, options: options, editor: editor)
        case .picker(let options, let style):
            TableListOptionPicker(entry: entry, options: options, style: style, editor: editor)
        case .datePicker(let picker):
            TableListDatePicker(entry: entry, picker: picker, editor: editor)
        }
    }

    /// The switch shows the row's `isOn`, and a flip is written to the app's content. `Binding` takes `@Sendable`
    /// closures; the setter says it runs on the main actor, where the content is.
    private var isOn: Binding<Bool> {
        let entry = entry
        let editor = editor
        return Binding(get: { entry.row.isOn }, set: { @MainActor isOn in editor.setOn(isOn, for: entry.id) })
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableListEditor {
    /// A control's binding to its row's value: it reads the value the row was drawn with (`read` turns it into
    /// what the control shows, a missing value too), and writes each change through `setValue(_:for:)` (`write`
    /// makes it a value; nil, for a picker left without a choice, writes nothing). `Binding` takes `@Sendable`
    /// closures; the setter says it runs on the main actor, where the content is.
    func binding<Value: Sendable>(
        to entry: TableListRowEntry<Table>, read: @escaping @Sendable (TableValue?) -> Value,
        write: @escaping @Sendable (Value) -> TableValue?
    ) -> Binding<Value> {
        let value = entry.row.value
        let identity = entry.id
        let editor = self
        return Binding(
            get: { read(value) },
            set: { @MainActor newValue in
                if let changed = write(newValue) {
                    editor.setValue(changed, for: identity)
                }
            })
    }
}

/// A form row's text leading and its control trailing, as Settings lays out a field, a slider or a segmented
/// control beside its text: `LabeledContent` from iOS 16, which a list aligns as a `Form` does; before, a stack.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListFormLayout<Label: View, Control: View>: View {
    private let label: Label
    private let control: Control

    init(@ViewBuilder label: () -> Label, @ViewBuilder control: () -> Control) {
        self.label = label()
        self.control = control()
    }

    var body: some View {
        if #available(iOS 16, *) {
            LabeledContent {
                control
            } label: {
                label
            }
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
#endif
