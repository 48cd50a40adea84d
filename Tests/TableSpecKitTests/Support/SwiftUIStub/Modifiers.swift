// Modifiers every kind of row uses: the context menu, accessibility, enabling, taps, lifecycle
// and change callbacks, tags and identity. See SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. The modifier the accessibility modifiers attach.
@frozen
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    nonisolated public func body(content: Content) -> Never { _stubNeverRuns() }
}

/// iOS 13. Accessibility traits a view adds or removes.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    /// iOS 17.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public static let isToggle = AccessibilityTraits()

    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        (false, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
}

/// iOS 14. How an element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

extension View {
    /// What every accessibility modifier returns.
    nonisolated var _accessibilityAttached: ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// iOS 14. What VoiceOver reads for this view instead of its content.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        where S: StringProtocol {
        _accessibilityAttached
    }
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    nonisolated public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }

    /// iOS 14.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        where S: StringProtocol {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        where S: StringProtocol {
        _accessibilityAttached
    }
    /// iOS 14. The identifier UI tests find the view by.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14. Hides the view from VoiceOver.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibilityAttached
    }
    /// iOS 14.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _modified }

    /// iOS 13. Items of the menu a long press shows.
    nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View { _modified }
    /// iOS 16. With a preview of the row.
    @available(iOS 16.0, *)
    @available(iOS_16)
    nonisolated public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View
        where M: View, P: View { _modified }

    /// iOS 13.
    nonisolated public func disabled(_ disabled: Bool) -> some View { _modified }
    /// iOS 13. Hides the view, keeping its space.
    nonisolated public func hidden() -> some View { _modified }
    /// iOS 13.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _modified }
    /// iOS 13.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _modified }
    /// iOS 13.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _modified }

    /// iOS 14. SDK: `@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange`
    /// with a two or zero parameter action closure instead.")`: not diagnosed while the minimum
    /// is below iOS 17, as here.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
        where V: Equatable { _modified }
    /// iOS 17.
    @available(iOS 17.0, *)
    @available(iOS_17)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> some View where V: Equatable { _modified }
    /// iOS 17.
    @available(iOS 17.0, *)
    @available(iOS_17)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
        where V: Equatable { _modified }

    /// iOS 13. The value a selectable list's binding holds when this row is selected.
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { _modified }
    /// iOS 13. The view's identity.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _modified }
}
#endif
