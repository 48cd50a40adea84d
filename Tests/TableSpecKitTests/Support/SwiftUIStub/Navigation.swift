// Navigation: `NavigationLink` (to a destination view, or by value with `navigationDestination`,
// iOS 16), `NavigationStack` (iOS 16), the deprecated `NavigationView`, titles, and the toolbar.
// See SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. A row (or button) that pushes a view onto the navigation stack; in a list it shows a
/// disclosure indicator.
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    /// SDK: `deprecated: 100000` (announced), for the view-builder `destination`.
    @available(*, deprecated, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}
    @available(*, deprecated, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    @available(*, deprecated, message: "Pass a closure as the destination")
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol {}
}

extension NavigationLink where Destination == Never {
    /// iOS 16. Pushes the view that the enclosing stack's `navigationDestination(for:)` makes
    /// for `value`; `nil` disables the link.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {}
}

/// iOS 16. A stack of views with a root; links push onto it.
@available(iOS 16.0, *)
@available(iOS_16)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}

    public typealias Body = Never
    nonisolated public var body: Never { _stubNeverRuns() }
}

/// iOS 16. A type-erased list of the values pushed on a stack.
@available(iOS 16.0, *)
@available(iOS_16)
public struct NavigationPath: Equatable {
    public init() {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}
}

/// iOS 13. SDK: deprecated (announced) for `NavigationStack` and `NavigationSplitView`.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 14, iOS only.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

extension View {
    /// iOS 14.
    nonisolated public func navigationTitle(_ title: Text) -> some View { _modified }
    /// iOS 14.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _modified }
    /// iOS 14.
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _modified }
    /// iOS 14, iOS only.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _modified }

    /// iOS 16. The view to push for a value of type `D` that a `NavigationLink(value:)` presents.
    @available(iOS 16.0, *)
    @available(iOS_16)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
        where D: Hashable, C: View { _modified }
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
        where V: View { _modified }
    /// iOS 17.
    @available(iOS 17.0, *)
    @available(iOS_17)
    nonisolated public func navigationDestination<D, C>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View
        where D: Hashable, C: View { _modified }
}

// MARK: - Toolbar

/// iOS 14. Items of a toolbar or navigation bar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// iOS 14. Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    /// iOS 15.
    public static let keyboard = ToolbarItemPlacement()
    /// iOS 14, iOS only. SDK: deprecated (announced) for `topBarLeading`.
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement()
    /// iOS 14, iOS only. SDK: deprecated (announced) for `topBarTrailing`.
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement()
    /// iOS 14, iOS only.
    public static let bottomBar = ToolbarItemPlacement()
    /// iOS 17, iOS only.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public static let topBarLeading = ToolbarItemPlacement()
    /// iOS 17, iOS only.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public static let topBarTrailing = ToolbarItemPlacement()
}

/// iOS 14. One item of a toolbar.
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// iOS 14. Several items at one placement.
nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// What the toolbar builder combines its items into.
nonisolated public struct _TupleToolbarContent<T>: ToolbarContent {
    init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// What the toolbar builder makes of an `if` (the SDK: `Content?`).
nonisolated public struct _OptionalToolbarContent<Wrapped>: ToolbarContent where Wrapped: ToolbarContent {
    init(_ content: Wrapped?) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// What the toolbar builder makes of an `if`/`else` (the SDK: `_ConditionalContent`).
nonisolated public struct _ConditionalToolbarContent<TrueContent, FalseContent>: ToolbarContent
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    init(_true content: TrueContent) {}
    init(_false content: FalseContent) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 14. Builds toolbar items; `if` and `if`/`else` need iOS 16.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> _TupleToolbarContent<(C0, C1)>
        where C0: ToolbarContent, C1: ToolbarContent { _TupleToolbarContent((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleToolbarContent<(C0, C1, C2)>
        where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent { _TupleToolbarContent((c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleToolbarContent<(C0, C1, C2, C3)>
        where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent { _TupleToolbarContent((c0, c1, c2, c3)) }
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public static func buildIf<Content>(_ content: Content?) -> _OptionalToolbarContent<Content> where Content: ToolbarContent {
        _OptionalToolbarContent(content)
    }
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _ConditionalToolbarContent(_true: first) }
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _ConditionalToolbarContent(_false: second) }
}

extension View {
    /// iOS 14. Views as toolbar items, placed automatically.
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { _modified }
    /// iOS 14.
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
        where Content: ToolbarContent { _modified }
}
#endif
