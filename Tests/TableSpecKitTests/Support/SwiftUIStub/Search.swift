// Search: `searchable` (a search field bound to a string), where the field goes, search scopes
// (iOS 16), and the environment's search state and dismiss action. See SwiftUI.swift for the
// conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 15. Where a searchable view's search field goes; SwiftUI may not honor it.
public struct SearchFieldPlacement: Sendable {
    init() {}

    /// SwiftUI places the field.
    public static let automatic = SearchFieldPlacement()
    /// iOS only. Below the navigation bar's title, hidden on scroll (the `automatic` display
    /// mode).
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// iOS only. Below the navigation bar's title, with a display mode.
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
    /// In the sidebar of a navigation split view; `automatic` elsewhere.
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement() }

    /// iOS 15, iOS only. Whether a navigation bar drawer's field hides on scroll.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        init() {}

        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode()
        /// Hidden when the content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode()
    }
}

/// iOS 16.4. When a searchable view shows its scopes.
@available(iOS 16.4, *)
@available(iOS_16)
public struct SearchScopeActivation: Sendable {
    init() {}

    /// `onTextEntry` on iOS.
    public static var automatic: SearchScopeActivation { SearchScopeActivation() }
    /// When typing begins, until search is cancelled.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation() }
    /// When search is presented, until it is cancelled.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation() }
}

extension View {
    /// iOS 15. A search field that edits `text`, with a prompt view (nil for the default).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View { _modified }
    /// iOS 15. A localized prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> some View { _modified }
    /// iOS 15. A prompt shown as it is.
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View where S: StringProtocol { _modified }

    /// iOS 16. Scope buttons under the search field: each view of `scopes` is tagged with a value
    /// of the scope's type, as a picker's options are.
    @available(iOS 16.0, *)
    @available(iOS_16)
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View
        where V: Hashable, S: View { _modified }
    /// iOS 16.4. With the activation that shows and hides them.
    @available(iOS 16.4, *)
    @available(iOS_16)
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S)
        -> some View where V: Hashable, S: View { _modified }
}

extension EnvironmentValues {
    /// iOS 15. Whether the user is searching in an enclosing searchable view. Read-only.
    public var isSearching: Bool { false }

    /// iOS 15. Ends the search: clears the field, takes its focus, and sets `isSearching` false.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

/// iOS 15. The action of `@Environment(\.dismissSearch)`: call it like a function.
@MainActor @preconcurrency
public struct DismissSearchAction {
    nonisolated init() {}
    public func callAsFunction() {}
}
#endif
