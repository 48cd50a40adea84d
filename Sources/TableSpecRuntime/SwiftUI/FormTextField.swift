#if canImport(SwiftUI)
internal import SwiftUI
#if canImport(UIKit)
internal import UIKit
#endif

/// A text field row (`placeholder`, `keyboard`, `contentType`, `secure`, `autocapitalization`, `autocorrection`): the
/// row's text leading and the field trailing, as Settings lays out an account form. The field is bound to the row's
/// text in the content, so what the user types survives scrolling and the app hears each change. Return moves the
/// focus to the list's next text field (`next` on the key), and the last one's ends editing (`done`). Once the user
/// has edited it, a value that breaks the row's `validate` rules shows its message under the field.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListTextField<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let field: TableTextField<Table>
    let editor: TableListEditor<Table>
    /// The list's focused text field: this row's identity while it is being typed in.
    let focusedField: FocusState<TableRowIdentity<Table>?>.Binding

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            labelledField
            if let problem = editor.problem(for: entry.row) {
                message(problem)
                    .font(.footnote)
                    .foregroundStyle(TableListColors.problem)
            }
        }
    }

    /// The row's text leading, the field trailing.
    private var labelledField: some View {
        TableListFormLayout {
            TableListCellLabel(row: entry.row, showsDetail: false)
        } control: {
            input
                .multilineTextAlignment(.trailing)
                #if !os(macOS) && !os(watchOS)
            .keyboardType(field.keyboard.keyboardType)
            .textContentType(field.contentType?.textContentType)
                #endif
                .textInputAutocapitalization(autocapitalization)
                // SwiftUI can only turn corrections off: `autocorrection: true` is the system's choice, as nil is.
                .autocorrectionDisabled(field.effectiveAutocorrects == false)
                .focused(focusedField, equals: entry.id)
                .submitLabel(entry.nextTextField == nil ? .done : .next)
                .onSubmit {
                    focusedField.wrappedValue = entry.nextTextField
                }
        }
    }

    /// The spec's message in the list's locale; a message the runtime makes of a broken rule, as it is.
    private func message(_ problem: String) -> Text {
        let rules = entry.row.validation
        return TableListText.text(problem, problem == rules?.message ? rules?.localizedMessage : nil)
    }

    /// The field, hiding what is typed for `secure`, with the placeholder as its prompt and the row's text as its
    /// label, which VoiceOver reads.
    @ViewBuilder
    private var input: some View {
        if field.isSecure {
            SecureField(text: text, prompt: prompt) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            }
        } else {
            TextField(text: text, prompt: prompt) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            }
        }
    }

    /// The spec's capitalization, or the field's kind's, as SwiftUI names it.
    private var autocapitalization: TextInputAutocapitalization {
        switch field.effectiveAutocapitalization {
        case .automatic, .sentences: .sentences
        case .none: .never
        case .words: .words
        case .allCharacters: .characters
        }
    }

    /// The placeholder in the list's locale when it is the spec's.
    private var prompt: Text? {
        field.placeholder.map { TableListText.text($0, field.localizedPlaceholder) }
    }

    private var text: Binding<String> {
        editor.binding(
            to: entry,
            read: { value in
                if case .text(let text)? = value { text } else { "" }
            }, write: { .text($0) })
    }
}
#endif
