// `ContentUnavailableView` (iOS 17): a label, a description and actions shown in place of content
// that is not there (an empty list, a search without results). See SwiftUI.swift for the
// conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 17. A title with an image, a description and actions, centered in the space of missing
/// content. `search` and `search(text:)` are the system's "No Results" view.
@available(iOS 17.0, *)
@available(iOS_17)
nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View
    where Label: View, Description: View, Actions: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

@available(iOS 17.0, *)
@available(iOS_17)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A localized title with an asset image.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    /// A localized title with an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    /// A title shown as it is, with an asset image.
    public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {}
    /// A title shown as it is, with an SF Symbol.
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

@available(iOS 17.0, *)
@available(iOS_17)
extension ContentUnavailableView
    where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
          Actions == SearchUnavailableContent.Actions {
    /// "No Results", with the enclosing searchable view's query in the description.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> { _stubNeverRuns() }
    /// "No Results" for `text`, for a search field of the app's own.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { _stubNeverRuns() }
}

/// iOS 17. The parts of the `search` content-unavailable views; SwiftUI makes them.
@available(iOS 17.0, *)
@available(iOS_17)
public struct SearchUnavailableContent {
    nonisolated public struct Label: View {
        public typealias Body = Never
        public var body: Never { _stubNeverRuns() }
    }

    nonisolated public struct Description: View {
        public typealias Body = Never
        public var body: Never { _stubNeverRuns() }
    }

    nonisolated public struct Actions: View {
        public typealias Body = Never
        public var body: Never { _stubNeverRuns() }
    }
}
#endif
