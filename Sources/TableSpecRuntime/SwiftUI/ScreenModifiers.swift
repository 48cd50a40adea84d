#if canImport(SwiftUI)
internal import SwiftUI

/// The list style of the table's `style`, as UIKit makes its table view in that style.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListStyle: ViewModifier {
    let style: TableStyle

    @ViewBuilder
    func body(content: Content) -> some View {
        switch style {
        case .plain:
            content.listStyle(.plain)
        case .grouped:
            content.listStyle(.grouped)
        case .insetGrouped:
            content.listStyle(.insetGrouped)
        }
    }
}

/// The navigation title, when there is one: a screen without leaves the title to whoever shows it, as a view
/// controller without a `title` does.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListTitle: ViewModifier {
    let title: Text?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let title {
            content.navigationTitle(title)
        } else {
            content
        }
    }
}

/// An Edit button in the toolbar of a table whose rows can be edited, as the UIKit view controller puts its
/// `editButtonItem` on the right of the navigation bar. It toggles the edit mode the list and its rows read.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListEditButton: ViewModifier {
    let showsEditButton: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if showsEditButton {
            content.toolbar {
                ToolbarItem(placement: .primaryAction) {
                    EditButton()
                }
            }
        } else {
            content
        }
    }
}

/// Where the stack finds the view of a table a row opens by value (iOS 16): `Table.destination(for:)`. A table
/// that opens none declares nothing, so that lists of several such tables in one stack do not each declare a
/// destination for `Never`.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListDestinations<Table: SwiftUITable>: ViewModifier {
    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            if Table.OpenedTable.self != Never.self {
                content.navigationDestination(for: Table.OpenedTable.self) { table in
                    Table.destination(for: table)
                }
            } else {
                content
            }
        } else {
            content
        }
    }
}

/// A section's title in the section index, which a list shows from iOS 26; nothing before, where SwiftUI has no
/// index. A section no title leads to has none.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListIndexLabel: ViewModifier {
    /// Whether the table has a section index (`index`) at all.
    let hasIndex: Bool
    let title: Text?

    @ViewBuilder
    func body(content: Content) -> some View {
        // Xcode 26's SDK (Swift 6.2) is the first with the section index; built with Xcode 16 there is none.
        #if compiler(>=6.2)
        if hasIndex {
            if #available(iOS 26, *) {
                content.sectionIndexLabel(title)
            } else {
                content
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

/// Shows the section index from iOS 26, for a table whose spec has one.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListIndexVisibility: ViewModifier {
    let hasIndex: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        // Xcode 26's SDK (Swift 6.2) is the first with the section index; built with Xcode 16 there is none.
        #if compiler(>=6.2)
        if hasIndex {
            if #available(iOS 26, *) {
                content.listSectionIndexVisibility(.visible)
            } else {
                content
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}
#endif
