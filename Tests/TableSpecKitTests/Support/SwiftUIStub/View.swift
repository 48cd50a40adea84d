// Views and their composition: the `View` protocol, the `@ViewBuilder` result builder and the
// views it builds from (tuples, optionals, conditionals, limited availability), type erasure,
// `Group`, and view modifiers. See SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. A piece of user interface. `@MainActor` since the iOS 18 SDK: a conforming type's
/// members are main-actor isolated unless it says otherwise.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Primitive views (Text, Image, List...) have no body of their own.
extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { _stubNeverRuns() }
}

/// iOS 13. Builds the views of a closure: one statement per child, `if`, `if let`, `if`/`else`,
/// `switch` and `if #available`. Up to ten children: the variadic `buildBlock` needs iOS 17.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View { _ConditionalContent(_true: first) }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View { _ConditionalContent(_false: second) }
    /// iOS 14. What `if #available` builds: the newer branch's view, type-erased, so that the
    /// result type does not mention a type the older system lacks.
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

extension ViewBuilder {
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)>
        where C0: View, C1: View { TupleView((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
        where C0: View, C1: View, C2: View { TupleView((c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)>
        where C0: View, C1: View, C2: View, C3: View { TupleView((c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleView<(C0, C1, C2, C3, C4)>
        where C0: View, C1: View, C2: View, C3: View, C4: View { TupleView((c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleView<(C0, C1, C2, C3, C4, C5)>
        where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View { TupleView((c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> TupleView<(C0, C1, C2, C3, C4, C5, C6)>
        where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)>
        where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>
        where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
        where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

/// An `if` without `else` in a view builder.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    nonisolated public var body: Never { _stubNeverRuns() }
}

/// iOS 13. The children of a view builder block.
@frozen
nonisolated public struct TupleView<T>: View {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 13. Either branch of an `if`/`else` or `switch` in a view builder.
@frozen
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    init(_true content: TrueContent) {}
    init(_false content: FalseContent) {}
    public typealias Body = Never
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    nonisolated public var body: Never { _stubNeverRuns() }
}

/// iOS 13. No view.
@frozen
nonisolated public struct EmptyView: View {
    @inlinable public init() {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 13. A type-erased view.
@frozen
nonisolated public struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 13. Children grouped without layout of their own; modifiers apply to each.
@frozen
nonisolated public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {}
    nonisolated public var body: Never { _stubNeverRuns() }
}

/// iOS 13. A modifier that produces a new view from a view.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` modifies.
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 13. A view with a modifier applied.
@frozen
nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    nonisolated public var body: Never { _stubNeverRuns() }
}

extension View {
    /// iOS 13.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What the stub's modifiers return behind `some View`: the real types are SwiftUI's own.
nonisolated struct _ModifiedView<Base>: View where Base: View {
    init(_ base: Base) {}
    typealias Body = Never
    var body: Never { _stubNeverRuns() }
}

extension View {
    /// The `some View` every stub modifier returns.
    nonisolated var _modified: some View { _ModifiedView(self) }
}
#endif
