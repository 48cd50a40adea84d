#if canImport(SwiftUI)
internal import SwiftUI

/// One row: what it is (a form control, an insert control while editing, a link to the table it opens, a button
/// when a tap does something, else just its cell), with its editing, its accessibility, its swipe actions and its
/// menu.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRowView<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    /// The list's focused text field, which a text field row takes and passes on.
    let focusedField: FocusState<TableRowIdentity<Table>?>.Binding
    /// Whether the list is being edited: an insert row shows its control then. Read here, inside the list,
    /// where the Edit button's edit mode is.
    @Environment(\.editMode) private var editMode

    var body: some View {
        control
            // Dimmed and unresponsive, with "dimmed" read by VoiceOver, while its `disabled` condition holds.
            .disabled(editor.isDisabled(entry.row))
            .modifier(TableListRowAccessibility(row: entry.row, isChosen: entry.isChosen))
            .deleteDisabled(!(entry.row.canEdit && entry.row.editingStyle == .delete))
            .moveDisabled(!entry.row.canMove)
            .modifier(TableListRowActions(entry: entry, editor: editor))
    }

    @ViewBuilder
    private var control: some View {
        if let control = entry.row.control {
            TableListFormControl(entry: entry, control: control, editor: editor, focusedField: focusedField)
        } else if showsInsertControl {
            insertControl
        } else if let table = entry.row.opens, entry.row.isSelectable {
            TableListLink<Table, TableListCell<Table>>(table: table, label: TableListCell(entry: entry, editor: editor, isLinked: true))
        } else if editor.respondsToTap(entry) {
            Button(role: entry.row.role == .destructive ? .destructive : nil) {
                editor.select(entry.id)
            } label: {
                TableListCell(entry: entry, editor: editor, isLinked: false)
            }
        } else {
            TableListCell(entry: entry, editor: editor, isLinked: false)
                .modifier(TableListCellElement(isCombined: !TableListCell<Table>.hasDetailButton(entry.row)))
        }
    }

    /// SwiftUI's edit mode has no insert control, so an insert row draws UIKit's own while the list is edited:
    /// a green plus before the cell, the whole row a button that asks the app for the row to insert.
    private var showsInsertControl: Bool {
        entry.row.canEdit && entry.row.editingStyle == .insert && editMode?.wrappedValue.isEditing == true
    }

    private var insertControl: some View {
        Button {
            editor.insertRow(at: entry.id)
        } label: {
            HStack {
                Image(systemName: "plus.circle.fill")
                    .foregroundStyle(TableListColors.insert)
                TableListCell(entry: entry, editor: editor, isLinked: false)
            }
        }
    }
}

/// A row that opens a table. From iOS 16 it is a link by value, `NavigationLink(value:)`: the list declares
/// `navigationDestination(for: Table.OpenedTable.self)`, so the stack pushes `Table.destination(for:)`, and an app
/// that routes the values itself declares its own destination nearer the stack's root, which SwiftUI uses
/// instead. Before iOS 16 the link carries its destination.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListLink<Table: SwiftUITable, Label: View>: View {
    let table: Table.OpenedTable
    let label: Label

    var body: some View {
        if #available(iOS 16, *) {
            NavigationLink(value: table) {
                label
            }
        } else {
            NavigationLink {
                Table.destination(for: table)
            } label: {
                label
            }
        }
    }
}

/// What VoiceOver reads for a row, as the UIKit data source sets it on the cell: the row's `accessibilityLabel`
/// when it has one (the spec's string in the list's locale), else what the row shows; an action row (`button`,
/// `destructive`) is a button; and the checked rows of a checkmark list are "selected", since the checkmark
/// itself is only an image.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRowAccessibility<Table: SwiftUITable>: ViewModifier {
    let row: TableRow<Table>
    let isChosen: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if let label = row.accessibilityLabel {
            content
                .accessibilityLabel(TableListText.text(label, row.localizedAccessibilityLabel))
                .accessibilityAddTraits(traits)
        } else {
            content
                .accessibilityAddTraits(traits)
        }
    }

    private var traits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if row.role != .normal {
            traits.formUnion(.isButton)
        }
        if isChosen {
            traits.formUnion(.isSelected)
        }
        return traits
    }
}

/// A row that is only its cell is one element for VoiceOver, as a cell is, so its label and traits are the row's
/// and not each text's. A cell with a detail button keeps its parts apart: the button must stay a button.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListCellElement: ViewModifier {
    let isCombined: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if isCombined {
            content.accessibilityElement(children: .combine)
        } else {
            content
        }
    }
}
#endif
