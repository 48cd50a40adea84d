// A view's data: `@State`, `Binding` (the two-way reference generated code passes to a `Toggle`
// or a `List`'s selection), `@Environment` with the edit mode, and `EditMode`. See SwiftUI.swift for
// the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. Something that SwiftUI updates before it reads a view's body.
public protocol DynamicProperty {}

/// iOS 13. State a view owns. `nonmutating set`: a view's body writes it without being mutating.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let _initial: Value

    public init(wrappedValue value: Value) { _initial = value }
    public init(initialValue value: Value) { _initial = value }
    public var wrappedValue: Value {
        get { _initial }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { .constant(_initial) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { _initial = nil }
}

extension State: Sendable where Value: Sendable {}

/// iOS 13. A reference to a value some other view owns: `$state`, `$state.member`,
/// `Binding(get:set:)` and `.constant`.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let _get: () -> Value

    /// The closures run wherever the binding is read or written; `@isolated(any)` keeps the
    /// isolation they were written in (a view's body: the main actor).
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        _get = { _stubNeverRuns() }
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(_get: { value })
    }

    init(_get: @escaping () -> Value) { self._get = _get }

    public init(projectedValue: Binding<Value>) { _get = projectedValue._get }

    public var wrappedValue: Value {
        get { _get() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(_get: { _stubNeverRuns() })
    }

    /// A binding to an optional made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? { _get = { _stubNeverRuns() } }
    /// Nil when the base's value is nil.
    public init?(_ base: Binding<Value?>) { _get = { _stubNeverRuns() } }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// iOS 13. A value of the view's environment, read by key path: `@Environment(\.editMode)`.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    @inlinable public var wrappedValue: Value { _stubNeverRuns() }
}

extension Environment: Sendable where Value: Sendable {}

/// iOS 13. The environment's values, each a property declared by an extension.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }
}

extension EnvironmentValues {
    /// iOS 13, iOS only. A binding to the edit mode of the list (or other view) the environment
    /// belongs to; `nil` where nothing provides one.
    public var editMode: Binding<EditMode>? {
        get { nil }
        set {}
    }

    /// iOS 15. Dismisses the presented view or pops the navigation stack.
    public var dismiss: DismissAction { DismissAction() }

    /// iOS 13.
    public var isEnabled: Bool {
        get { true }
        set {}
    }
}

/// iOS 15. The action of `@Environment(\.dismiss)`: call it like a function.
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated init() {}
    public func callAsFunction() {}
}

/// iOS 13, iOS only. Whether a view's content is being edited.
@frozen
public enum EditMode: Sendable, Hashable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

extension View {
    /// iOS 13. Sets an environment value for this view and its children:
    /// `.environment(\.editMode, $editMode)`.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _modified
    }
}
/// iOS 13. How a change animates.
public struct Animation: Equatable, Sendable {
    /// The default animation.
    public static let `default` = Animation()
}

/// iOS 13. Recomputes the views' bodies with `animation` as the current transaction's.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
