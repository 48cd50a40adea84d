#if canImport(SwiftUI)
internal import SwiftUI

/// A row's own swipe actions and context menu (the spec's `swipe` and `menu`). A row with swipe actions shows
/// exactly these, on both edges, as UIKit does, in place of SwiftUI's swipe to delete; a row without keeps it.
/// A row without a menu has no context menu at all.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRowActions<Table: SwiftUITable>: ViewModifier {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>

    func body(content: Content) -> some View {
        content
            .modifier(TableListSwipeActions(entry: entry, editor: editor))
            .modifier(TableListContextMenu(entry: entry, editor: editor))
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListSwipeActions<Table: SwiftUITable>: ViewModifier {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>

    @ViewBuilder
    func body(content: Content) -> some View {
        let actions = entry.row.actions
        if actions.hasSwipeActions {
            content
                .swipeActions(edge: .leading, allowsFullSwipe: actions.performsFirstActionWithFullSwipe) {
                    TableListActionButtons(actions: actions.leading, entry: entry, editor: editor, inMenu: false)
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: actions.performsFirstActionWithFullSwipe) {
                    TableListActionButtons(actions: actions.trailing, entry: entry, editor: editor, inMenu: false)
                }
        } else {
            content
        }
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListContextMenu<Table: SwiftUITable>: ViewModifier {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>

    @ViewBuilder
    func body(content: Content) -> some View {
        if entry.row.actions.menu.isEmpty {
            content
        } else {
            content.contextMenu {
                TableListActionButtons(actions: entry.row.actions.menu, entry: entry, editor: editor, inMenu: true)
            }
        }
    }
}

/// The buttons of one swipe edge or of the menu, in order: the first is nearest the edge, as in UIKit.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListActionButtons<Table: SwiftUITable>: View {
    let actions: [TableRowAction<Table>]
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    let inMenu: Bool

    var body: some View {
        ForEach(actions.indices, id: \.self) { index in
            TableListActionButton(action: actions[index], entry: entry, editor: editor, inMenu: inMenu)
        }
    }
}

/// One swipe button or menu item: destructive ones in red (a destructive swipe button also makes room as its
/// row goes), others in the action's colour, or SwiftUI's grey where it has none.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListActionButton<Table: SwiftUITable>: View {
    let action: TableRowAction<Table>
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    let inMenu: Bool

    var body: some View {
        Button(role: action.isDestructive ? .destructive : nil) {
            editor.perform(action, on: entry.id, inMenu: inMenu)
        } label: {
            label
        }
        .tint(action.color.map(Self.color))
        .modifier(TableListSymbolLabel(symbol: title == nil ? symbol : nil))
    }

    @ViewBuilder
    private var label: some View {
        if let title {
            Label {
                title
            } icon: {
                if let symbol {
                    Image(systemName: symbol)
                }
            }
        } else if let symbol {
            Image(systemName: symbol)
        }
    }

    /// The title: the built-in delete's is the row's delete confirmation, else the table's (a localized table
    /// looks "Delete" up), else "Delete", as the UIKit data source has it; the others have their own, if any.
    private var title: Text? {
        guard action.id != nil else {
            if let confirmation = entry.row.deleteConfirmation {
                return TableListText.text(confirmation, entry.row.localizedDeleteConfirmation)
            }
            if let tableTitle = Table.deleteActionTitle {
                return TableListText.text(tableTitle)
            }
            return Text(verbatim: "Delete")
        }
        guard let title = action.title, !title.isEmpty else {
            return nil
        }
        return TableListText.text(title, action.localizedTitle)
    }

    /// A swipe action's background: the system colour of its name, as the UIKit data source sets it.
    private static func color(_ color: Table.ActionColor) -> Color {
        switch color {
        case .red: Color.red
        case .orange: Color.orange
        case .yellow: Color.yellow
        case .green: Color.green
        case .mint: Color.mint
        case .teal: Color.teal
        case .cyan: Color.cyan
        case .blue: Color.blue
        case .indigo: Color.indigo
        case .purple: Color.purple
        case .pink: Color.pink
        case .brown: Color.brown
        case .gray: Color.gray
        }
    }

    /// The SF Symbol shown: the action's; in a menu the built-in delete has a trash can unless it names one.
    private var symbol: String? {
        inMenu && action.id == nil ? (action.image ?? "trash") : action.image
    }
}

/// An action shown by its image alone is still named for VoiceOver: by its symbol's name, as the UIKit data
/// source names such a menu item.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListSymbolLabel: ViewModifier {
    let symbol: String?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let symbol {
            content.accessibilityLabel(Text(verbatim: symbol))
        } else {
            content
        }
    }
}
#endif
