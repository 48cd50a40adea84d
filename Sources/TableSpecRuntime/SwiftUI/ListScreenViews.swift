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
            Label { TableListText.text(state.title) } icon: { Image(systemName: image) }
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
    let toggle: () -> Void

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
            .contentShape(Rectangle())
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
#endif
