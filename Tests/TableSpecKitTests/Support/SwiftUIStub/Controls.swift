// Controls: `Button` (with a role, iOS 15), `Toggle` bound to a Bool, `LabeledContent` (the
// value1 cell style, iOS 16), `DisclosureGroup` (iOS 14) and `EditButton`. See SwiftUI.swift for
// the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. A control that performs an action. The action runs on the main actor.
nonisolated public struct Button<Label>: View where Label: View {
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// iOS 15.
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    /// iOS 15.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// iOS 15.
    @preconcurrency public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    @preconcurrency public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    @preconcurrency public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// iOS 14.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    /// iOS 14.
    @preconcurrency public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    /// iOS 15.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                                action: @escaping @MainActor () -> Void) {}
    /// iOS 15.
    @preconcurrency public init<S>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// iOS 15. What a button does, which sets how it looks (a destructive swipe action is red and
/// removes the row's space).
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    // New in Xcode 26's SDK: not declared when the stub stands for Xcode 16's (`SDK_IOS_18`).
    #if !SDK_IOS_18
    /// iOS 26.
    @available(iOS 26.0, *)
    @available(iOS_26)
    public static let confirm = ButtonRole()
    /// iOS 26.
    @available(iOS 26.0, *)
    @available(iOS_26)
    public static let close = ButtonRole()
    #endif
}

/// iOS 13. An on/off switch bound to a Bool.
nonisolated public struct Toggle<Label>: View where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// iOS 14.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
    /// iOS 14.
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {}
}

/// iOS 16. A label beside a value: the value1 cell style.
@available(iOS 16.0, *)
@available(iOS_16)
nonisolated public struct LabeledContent<Label, Content> {
    public typealias Body = Never
}

@available(iOS 16.0, *)
@available(iOS_16)
extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { _stubNeverRuns() }
}

@available(iOS 16.0, *)
@available(iOS_16)
extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

@available(iOS 16.0, *)
@available(iOS_16)
extension LabeledContent where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
}

/// iOS 13. The interaction and look of the buttons in a view hierarchy. (Added on the `swiftui` branch.)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// iOS 13. A button style without a border: in a list row, a button of its own that does not
/// take the row's tap.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// iOS 13. A button style that leaves the label as it is while idle (a pressed or disabled button
/// may still show an effect): a whole row, or a header, that acts as a button.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// iOS 13. Sets the style of the buttons in this view.
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _modified }
}

/// iOS 14. A label with a disclosure control that shows or hides its content.
nonisolated public struct DisclosureGroup<Label, Content>: View where Label: View, Content: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    /// The binding holds whether the content shows.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension DisclosureGroup where Label == Text {
    /// iOS 14. A localized title as the label.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
}

/// iOS 13, iOS only. Toggles the environment's edit mode: "Edit" / "Done".
@MainActor @preconcurrency
public struct EditButton: View {
    nonisolated public init() {}
    public typealias Body = Never
    nonisolated public var body: Never { _stubNeverRuns() }
}
#endif
