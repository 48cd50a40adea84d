#if canImport(SwiftUI)
internal import SwiftUI

/// A segmented control (`options`): SwiftUI's `Picker` in the segmented style, one segment per option, beside the
/// row's text as the UIKit cell puts its UISegmentedControl.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListSegmentedPicker<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let options: [TableOption<Table>]
    let editor: TableListEditor<Table>

    var body: some View {
        if entry.row.text == nil && entry.row.image == nil {
            picker
        } else {
            TableListFormLayout {
                TableListCellLabel(row: entry.row, showsDetail: false)
            } control: {
                picker
            }
        }
    }

    /// A segmented picker draws no label: the row's text is its label for VoiceOver.
    private var picker: some View {
        Picker(selection: editor.choice(of: entry)) {
            TableListOptionTags.views(options)
        } label: {
            TableListText.text(entry.row.text, entry.row.localizedText)
        }
        .pickerStyle(.segmented)
    }
}

/// A picker (`options`, `pickerStyle`): SwiftUI's `Picker`, showing the chosen option's title beside the row's
/// text. `menu` pops up a menu from the row; `inline` is the label of the option rows under it. `push` pushes the options as a checkmark list: from iOS 16 in the
/// navigation-link style, before through a link to `TableListOptionList`, which looks and acts the same.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListOptionPicker<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let options: [TableOption<Table>]
    let style: TablePickerStyle
    let editor: TableListEditor<Table>

    var body: some View {
        switch style {
        case .inline:
            // The options are rows of the content under this one, each checked while it is the value, as SwiftUI's
            // inline picker shows them in a form; this row is their label.
            TableListCellLabel(row: entry.row, showsDetail: false)
        case .menu:
            picker
                .pickerStyle(.menu)
        case .push:
            if #available(iOS 16, *) {
                picker
                    .pickerStyle(.navigationLink)
            } else {
                NavigationLink {
                    TableListOptionList(entry: entry, options: options, editor: editor)
                } label: {
                    TableListFormLayout {
                        TableListCellLabel(row: entry.row, showsDetail: false)
                    } control: {
                        chosenTitle
                            .foregroundStyle(TableListColors.secondary)
                    }
                }
            }
        }
    }

    /// The picker shows the chosen option's title itself, so its label is the row's text and image alone, without
    /// the detail the content gives a pushed picker for UIKit.
    private var picker: some View {
        Picker(selection: editor.choice(of: entry)) {
            TableListOptionTags.views(options)
        } label: {
            TableListCellLabel(row: entry.row, showsDetail: false)
        }
    }

    /// The chosen option's title, localized as the option is; empty while none is chosen.
    private var chosenTitle: Text {
        let chosen = options.first { entry.row.value == .text($0.key) }
        return TableListText.text(chosen?.title, chosen?.localizedTitle)
    }
}

/// A pushed picker's options before iOS 16: a checkmark list in the table's style, titled with the row's text.
/// Choosing an option writes it to the content and goes back, as SwiftUI's own pushed picker does.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListOptionList<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let options: [TableOption<Table>]
    let editor: TableListEditor<Table>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(options, id: \.key) { option in
                let isChosen = entry.row.value == .text(option.key)
                Button {
                    editor.setValue(.text(option.key), for: entry.id)
                    dismiss()
                } label: {
                    HStack {
                        TableListText.text(option.title, option.localizedTitle)
                            .foregroundStyle(TableListColors.text)
                        Spacer()
                        if isChosen {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.tint)
                        }
                    }
                }
                // The checkmark is only an image: VoiceOver reads the chosen option as "selected".
                .accessibilityAddTraits(isChosen ? .isSelected : [])
            }
        }
        .modifier(TableListStyle(style: Table.style))
        .navigationTitle(TableListText.text(entry.row.text, entry.row.localizedText))
    }
}

/// The options of a picker as its content: each option's title, localized as the option is, tagged with its key,
/// which is the value the row holds. A function rather than a view of its own, so that the picker's content is the
/// `ForEach` of tagged titles itself.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated enum TableListOptionTags {
    @MainActor
    static func views<Table>(_ options: [TableOption<Table>]) -> some View {
        ForEach(options, id: \.key) { option in
            // The tag's type is the selection's: an optional key, nil while nothing is chosen.
            TableListText.text(option.title, option.localizedTitle)
                .tag(Optional(option.key))
        }
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableListEditor {
    /// A picker's selection: the chosen option's key, or nil while the row holds none, so that no option shows as
    /// chosen (an optional, where an empty key would match no tag and SwiftUI would warn). Choosing an option
    /// writes its key.
    func choice(of entry: TableListRowEntry<Table>) -> Binding<String?> {
        binding(
            to: entry,
            read: { value in
                if case .text(let key)? = value { key } else { nil }
            }, write: { key in key.map(TableValue.text) })
    }
}
#endif
