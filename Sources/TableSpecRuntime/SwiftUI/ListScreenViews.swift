#if canImport(SwiftUI)
internal import SwiftUI

/// An empty state (`empty`) as SwiftUI shows it: from iOS 17 a `ContentUnavailableView`, with its image, title,
/// message and button; before, the same parts in a centred stack. The button hands its id to the app.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListEmptyView<Table: SwiftUITable>: View {
    let state: TableEmptyState<Table>
    let onAction: ((Table.ActionID) -> Void)?

    var body: some View {
        if #available(iOS 17, *) {
            ContentUnavailableView {
                label
            } description: {
                if let message = state.message {
                    TableListText.text(message)
                }
            } actions: {
                button
            }
        } else {
            VStack(spacing: 8) {
                label.font(.title2)
                if let message = state.message {
                    TableListText.text(message).foregroundStyle(TableListColors.secondary)
                }
                button
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
        }
    }

    @ViewBuilder
    private var label: some View {
        if let image = state.image {
            Label {
                TableListText.text(state.title)
            } icon: {
                Image(systemName: image)
            }
        } else {
            TableListText.text(state.title)
        }
    }

    @ViewBuilder
    private var button: some View {
        if let action = state.action {
            Button {
                onAction?(action.id)
            } label: {
                TableListText.text(action.title)
            }
        }
    }
}

/// The header of a collapsible section (`collapsible: true`): its title and a chevron, one button that folds and
/// unfolds the section. VoiceOver reads it as a button, and its state as the chevron's direction says it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListFoldingHeader: View {
    let title: Text
    let isCollapsed: Bool
    let toggle: @MainActor () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack {
                title
                Spacer()
                Image(systemName: isCollapsed ? "chevron.forward" : "chevron.down")
                    .font(.footnote)
                    .foregroundStyle(TableListColors.secondary)
                    .accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(.isHeader)
    }
}

/// Pull to refresh, for a table with `refreshable: true`: SwiftUI's spinner shows until the app's function
/// returns.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRefresh: ViewModifier {
    let isRefreshable: Bool
    let onRefresh: (@MainActor () async -> Void)?

    @ViewBuilder
    func body(content: Content) -> some View {
        if isRefreshable {
            content.refreshable { await onRefresh?() }
        } else {
            content
        }
    }
}

/// The search field of a table with `search` (`searchable`), with its prompt and, from iOS 16.4, its scope
/// buttons (`searchScopes`); a table without `search` has none.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListSearch<Table: SwiftUITable>: ViewModifier {
    @Binding var text: String
    @Binding var scope: String

    @ViewBuilder
    func body(content: Content) -> some View {
        if let settings = Table.search {
            let searchable = content.searchable(text: $text, prompt: settings.prompt.map { TableListText.text($0) })
            if settings.scopes.count > 1, #available(iOS 16.4, *) {
                searchable.searchScopes($scope) {
                    ForEach(settings.scopes, id: \.key) { scope in
                        TableListText.text(scope.title).tag(scope.key)
                    }
                }
            } else {
                searchable
            }
        } else {
            content
        }
    }
}

/// A search that matches nothing: the system's "No Results" for the query, from iOS 17.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListNoResults: View {
    let text: String

    var body: some View {
        if #available(iOS 17, *) {
            ContentUnavailableView.search(text: text)
        }
    }
}

/// The list's sections as a search shows them, and the spec's matching, kept between keystrokes. A reference,
/// so that the list's body can keep its cache without changing its state.
///
/// The entries of the whole content, with their identities, are made when the content changes, not at each
/// keystroke: a search shows the rows it keeps under the identities they have in the whole content, picked by
/// position (`TableSearchSnapshot`), so a keystroke counts no identity.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class TableListSearchCache<Table: SwiftUITable> {
    private var filter: TableSearchFilter<Table>?
    /// The content the entries were made for: comparing it with the list's is quick while the two share their
    /// storage, as they do until the content changes.
    private var entriesContent: TableContent<Table>?
    /// The entries of `entriesContent`, every section and row.
    private var allEntries: [TableListSectionEntry<Table>] = []
    /// Whether the last entries were filtered by a query, and whether they had no row.
    private(set) var isFiltering = false
    private(set) var showsNoRows = false

    /// The content's sections and rows, known by their identities in the whole content, less the rows the query
    /// does not match and the sections left without rows; all of them for an empty query.
    func entries(of content: TableContent<Table>, query: TableSearchQuery, matches: ((TableRow<Table>, TableSearchQuery) -> Bool)?)
        -> [TableListSectionEntry<Table>]
    {
        if entriesContent != content {
            allEntries = TableListSectionEntry.entries(of: content)
            entriesContent = content
        }
        let all = allEntries
        guard let settings = Table.search, !query.isEmpty else {
            isFiltering = false
            showsNoRows = false
            return all
        }
        var filter = self.filter ?? TableSearchFilter(texts: settings.texts(of:))
        let matched = TableSearchSnapshot<Table>.matchingRows(
            in: content, query: query, inSection: settings.scopedSection(of: query),
            filter: &filter, matches: matches)
        self.filter = filter
        let shown = matched.map { match in
            var section = all[match.section]
            if match.rows.count < section.rows.count {
                let rows = section.rows
                section.rows = match.rows.map { rows[$0] }
            }
            return section
        }
        isFiltering = true
        showsNoRows = shown.isEmpty
        return shown
    }
}
#endif
