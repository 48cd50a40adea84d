// Form controls and their data: `Form`, `TextField` and `SecureField` with the text-input modifiers
// (keyboard, content type, autocapitalization, submit), `@FocusState`, `Stepper`, `Slider`,
// `Picker` and `DatePicker` with their styles, and `@AppStorage`. The UIKit types the text-input
// modifiers take (`UIKeyboardType`, `UITextContentType`, `UITextAutocapitalizationType`) come from
// the UIKit stub's TextInput.swift, which this module compiles too. See SwiftUI.swift for the
// conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. Controls for data entry, grouped in sections: on iOS, a grouped list.
nonisolated public struct Form<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

/// iOS 13. The horizontal or vertical dimension.
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

// MARK: - Text fields

/// iOS 13. An editable line of text bound to a `String`; it updates the binding as the user
/// types. On iOS, the title (or the prompt, when given) is the placeholder.
nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension TextField {
    /// iOS 15. With a view as the label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    /// iOS 16. Grows along `axis` (`.vertical`: several lines) instead of scrolling.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    /// iOS 15.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    /// iOS 15.
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {}
}

/// iOS 13. A text field whose text is hidden as it is typed: a password.
nonisolated public struct SecureField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension SecureField {
    /// iOS 15.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    /// iOS 15.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    /// iOS 15.
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
}

/// iOS 15. How the keyboard capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable {
    /// iOS 15. nil for a UIKit value without a counterpart.
    public init?(_ type: UITextAutocapitalizationType) {}

    public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }

    init() {}
}

/// iOS 15. The title of the keyboard's return key.
public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { SubmitLabel() }
    public static var go: SubmitLabel { SubmitLabel() }
    public static var send: SubmitLabel { SubmitLabel() }
    public static var join: SubmitLabel { SubmitLabel() }
    public static var route: SubmitLabel { SubmitLabel() }
    public static var search: SubmitLabel { SubmitLabel() }
    public static var `return`: SubmitLabel { SubmitLabel() }
    public static var next: SubmitLabel { SubmitLabel() }
    public static var `continue`: SubmitLabel { SubmitLabel() }

    init() {}
}

/// iOS 15. What submits: the return key of a text field (`.text`), or a search field.
public struct SubmitTriggers: OptionSet, Sendable {
    public typealias RawValue = Int
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// iOS 13. The keyboard of the text fields in this view.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _modified }
    /// iOS 13. What the text fields' text is, for AutoFill and suggestions; nil for nothing.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { _modified }
    /// iOS 15. nil for the default.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _modified }
    /// iOS 13.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _modified }
    /// iOS 15. The return key's title.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _modified }
    /// iOS 15. Runs `action` when the user submits (the return key of a text field, by default).
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _modified }
}

// MARK: - Focus

/// iOS 15. Which view has the keyboard focus: a `Bool` for one field, or an optional value
/// naming the focused field (nil: none). Setting it moves the focus.
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// iOS 15. What `$focusState` passes to `focused(_:equals:)` and `focused(_:)`. Not SwiftUI's
    /// `Binding`: a nested type of the same name.
    @frozen @propertyWrapper
    public struct Binding {
        public var wrappedValue: Value {
            get { _stubNeverRuns() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }

        /// The stub's own (SwiftUI makes it from the focus state); also keeps Swift from
        /// synthesizing an internal `init()`, which a public property wrapper may not have.
        init(_stub: Void) {}
    }

    public var wrappedValue: Value {
        get { _stubNeverRuns() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { Binding(_stub: ()) }

    /// For one field: true while it has focus.
    public init() where Value == Bool {}
    /// For several fields: the focused one's value, nil when none has focus.
    public init<T>() where Value == T?, T: Hashable {}
}

extension View {
    /// iOS 15. Focus moves here when `binding` is set to `value`; `binding` becomes `value` when
    /// the user focuses this view, and nil when focus leaves.
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
        where Value: Hashable { _modified }
    /// iOS 15. For a `Bool` focus state.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _modified }
}

// MARK: - Steppers and sliders

/// iOS 13. Plus and minus buttons. Bound to a `Strideable` value, they step it by `step`, within
/// `bounds` when given.
nonisolated public struct Stepper<Label>: View where Label: View {
    /// iOS 13. Calls the closures instead of changing a value.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Stepper {
    /// iOS 13.
    public init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}

    /// SDK: `@available(iOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")`,
    /// announced. Disfavored so that a trailing-closure label picks the current initializer, as on
    /// iOS.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
    public init<V>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   @ViewBuilder label: () -> Label) where V: Strideable {}
    /// SDK: `@available(iOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")`,
    /// announced. Disfavored as the one above.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: Strideable {}
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    public init<S>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol {}
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    public init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {}
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    public init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
}

/// iOS 13. A thumb on a track, bound to a floating-point value in `bounds` (0...1 by default),
/// optionally stepped, with views at the track's ends.
nonisolated public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Slider {
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider where ValueLabel == EmptyView {
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    /// iOS 13.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// MARK: - Pickers

/// iOS 13. A choice among its content's views, each tagged (`tag(_:)`) with the value `selection`
/// takes when it is chosen.
nonisolated public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

/// iOS 13. How a picker looks.
public protocol PickerStyle {}

/// iOS 13. The style for the context: in a form, a menu (iOS 16 and later).
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// iOS 14. The options inline with the other views, as rows with a checkmark in a list.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// iOS 14. A button that shows the options in a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// iOS 16. A navigation link that pushes the list of options.
@available(iOS 16.0, *)
@available(iOS_16)
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// iOS 17. A row of compact options, such as symbols.
@available(iOS 17.0, *)
@available(iOS_17)
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// iOS 13. A segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// iOS 13. A spinning wheel.
public struct WheelPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// iOS 14.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// iOS 14.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
@available(iOS 16.0, *)
@available(iOS_16)
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// iOS 16.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
@available(iOS 17.0, *)
@available(iOS_17)
extension PickerStyle where Self == PalettePickerStyle {
    /// iOS 17.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
    /// iOS 13. The style of the pickers in this view.
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { _modified }
}

// MARK: - Date pickers

/// iOS 13. A control for picking a `Date`, showing the components given (date and time by
/// default), within an optional range.
nonisolated public struct DatePicker<Label>: View where Label: View {
    public typealias Components = DatePickerComponents
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension DatePicker {
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date])
        where S: StringProtocol {}
    public init<S>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {}
    public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {}
    public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {}
}

/// iOS 13. The parts of a date a date picker shows. The raw values are the stub's.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Hours and minutes, as the locale shows them.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year, as the locale shows them.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// iOS 13. How a date picker looks.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// iOS 13. The style for the context: compact on iOS 14 and later.
public struct DefaultDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
/// iOS 14. A button that shows the date and opens a calendar or clock.
public struct CompactDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
/// iOS 14. The calendar or clock itself.
public struct GraphicalDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
/// iOS 13. Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle { nonisolated public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    nonisolated public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// iOS 14.
    nonisolated public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// iOS 14.
    nonisolated public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    nonisolated public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// iOS 13. The style of the date pickers in this view.
    nonisolated public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle { _modified }
}

// MARK: - App storage

/// iOS 14. A value kept in `UserDefaults` (`store`, or the standard defaults) under `key`; the view
/// updates when it changes. `wrappedValue` is the value when the key is not set.
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { _stubNeverRuns() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(_get: { _stubNeverRuns() }) }

    /// Keeps Swift from synthesizing an internal `init()`, which a public property wrapper may not
    /// have: every initializer is in an extension.
    init(_stub: Void) {}
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    /// Stores the raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
    /// Stores the raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// nil when the key is not set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

extension AppStorage {
    /// iOS 15.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {}
    /// iOS 15.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {}
}
#endif
