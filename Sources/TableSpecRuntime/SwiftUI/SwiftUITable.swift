#if canImport(SwiftUI)
public import SwiftUI

/// What a table's SwiftUI part knows of its spec beyond `TableDefinition`: the views of the tables its rows
/// open. Everything else `TableList` shows (sections, titles, style, editing, the index) comes from the
/// neutral protocol and the content, so the generated namespace conforms in its `#if canImport(SwiftUI)` part
/// with only its destinations, and a table that opens none conforms with nothing at all.
///
/// It is iOS's list, with iOS's edit mode and list styles, so, like `TableList`, it is unavailable where SwiftUI
/// has neither; a generated conformance carries the same marks.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public nonisolated protocol SwiftUITable: TableDefinition {
    /// The view a row that opens a table pushes.
    associatedtype Destination: View = EmptyView

    /// The view of a table a row opens (the spec's `opens`), with the content its spec declares. `TableList`
    /// shows it for its links through `navigationDestination(for: OpenedTable.self)` from iOS 16, and as the
    /// link's own destination before.
    @MainActor @ViewBuilder static func destination(for table: OpenedTable) -> Destination

    /// The titles of `indexEntries` that are words of the spec's (a `.title` that is not a letter, in a localized
    /// table), kept as strings to look up: the section index shows each in the list's `\.locale`, as every other
    /// string of the spec. `Content.sectionIndex` has them in the app's language, so a title is matched by that
    /// text; titles not among them (letters, a grouped section's initials) are shown as they are.
    static var localizedIndexTitles: [TableLocalizedText<Self>] { get }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension SwiftUITable {
    public static var localizedIndexTitles: [TableLocalizedText<Self>] { [] }
}

/// A table whose rows open none has no destinations: its `opens` is always nil, so this view is never shown.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension SwiftUITable where OpenedTable == Never {
    @MainActor public static func destination(for table: Never) -> EmptyView {
        EmptyView()
    }
}
#endif
