#if canImport(SwiftUI)
internal import Foundation
internal import SwiftUI

/// A date picker (`mode`, `pickerStyle`): SwiftUI's `DatePicker` showing the mode's components. `compact` is a
/// button beside the row's text; `inline` (`.graphical`) and `wheels` (`.wheel`) draw the calendar or the wheels
/// under it, as the UIKit cell does.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListDatePicker<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let picker: TableDatePicker
    let editor: TableListEditor<Table>
    /// The date shown until the user picks one: the moment the row first showed, as UIKit's picker starts at now,
    /// kept so that it stays put while the list redraws.
    @State private var shownAt = Date()

    var body: some View {
        switch picker.style {
        case .compact:
            DatePicker(selection: date, displayedComponents: components) {
                TableListCellLabel(row: entry.row, showsDetail: false)
            }
            .datePickerStyle(.compact)
        case .inline:
            VStack(alignment: .leading) {
                caption
                DatePicker(selection: date, displayedComponents: components) {
                    EmptyView()
                }
                .datePickerStyle(.graphical)
            }
        case .wheels:
            VStack(alignment: .leading) {
                caption
                DatePicker(selection: date, displayedComponents: components) {
                    EmptyView()
                }
                .datePickerStyle(.wheel)
            }
        }
    }

    /// The row's text over a calendar or wheels, whose own label is left empty: SwiftUI would set it beside the
    /// wheels, in the room they need. VoiceOver reads the text before the picker, as it reads the UIKit cell's
    /// label.
    @ViewBuilder
    private var caption: some View {
        if entry.row.text != nil || entry.row.image != nil {
            TableListCellLabel(row: entry.row, showsDetail: false)
        }
    }

    private var components: DatePickerComponents {
        switch picker.mode {
        case .date: [.date]
        case .time: [.hourAndMinute]
        case .dateAndTime: [.date, .hourAndMinute]
        }
    }

    private var date: Binding<Date> {
        let shownAt = shownAt
        return editor.binding(
            to: entry,
            read: { value in
                if case .date(let date)? = value { date } else { shownAt }
            }, write: { .date($0) })
    }
}
#endif
