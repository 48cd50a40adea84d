// Xcode previews: SwiftUI's `#Preview` macro, the `Preview` type of DeveloperToolsSupport it expands
// to (SwiftUI re-exports that module), and the appearance modifiers a preview applies: the preferred
// color scheme and the Dynamic Type size. See SwiftUI.swift for the conventions.
//
// The macro's implementation is Xcode's and is not on Linux. The stub names a stand-in plugin instead,
// `PreviewMacroStandIn` (built by the test target, loaded with `-load-plugin-executable`), which
// expands a `#Preview` into a function that returns `Preview(name) { body }`: the body is type-checked
// twice, against the macro's parameter and against `Preview`'s initializer, in a function that keeps the
// attributes written on the `#Preview` (its `@available`).
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 17 (DeveloperToolsSupport). What a preview macro's expansion makes: a named view for the canvas.
@available(iOS 17.0, *)
@available(iOS_17)
@MainActor
public struct Preview {
    /// The traits a view preview takes (a phantom type of `PreviewTrait`).
    public struct ViewTraits {}

    /// A preview of a SwiftUI view.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {}
}

/// iOS 17 (DeveloperToolsSupport). A customization of a preview: its layout, orientation, or modifier.
@available(iOS 17.0, *)
@available(iOS_17)
public struct PreviewTrait<T> {}

/// iOS 13 (the macro; what it expands to needs iOS 17). A preview of a SwiftUI view in the canvas.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TableSpecPreviewStandIn", type: "PreviewMacro")

/// iOS 13. Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// iOS 15. A Dynamic Type size, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension View {
    /// iOS 13. The color scheme of the presentation that contains the view; nil follows the system.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _modified }

    /// iOS 15. The Dynamic Type size of the view and its children.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _modified }
}
#endif
