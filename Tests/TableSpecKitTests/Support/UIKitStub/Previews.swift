// Xcode previews of view controllers and views: UIKit's `#Preview` macros (iOS 17) and the `Preview`
// type of DeveloperToolsSupport they expand to (UIKit re-exports that module). See UIKit.swift for
// how the stub is built.
//
// The macros' implementation is Xcode's and is not on Linux. The stub names a stand-in plugin instead,
// `PreviewMacroStandIn` (built by the test target, loaded with `-load-plugin-executable`), which
// expands a `#Preview` into a function that returns `Preview(name) { body }`: the body is type-checked
// against the macro's parameter and against `Preview`'s initializer, in a function that keeps the
// attributes written on the `#Preview` (its `@available`).
#if UIKIT_STUB
/// iOS 17 (DeveloperToolsSupport). What a preview macro's expansion makes: a named view or view
/// controller for the canvas.
@available(iOS 17.0, *)
@MainActor
public struct Preview {
    /// The traits a view preview takes (a phantom type of `PreviewTrait`).
    public struct ViewTraits {}

    /// A preview of a view controller.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIViewController) {}
    /// A preview of a view.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView) {}
}

/// iOS 17 (DeveloperToolsSupport). A customization of a preview: its layout or orientation.
@available(iOS 17.0, *)
public struct PreviewTrait<T> {}

/// iOS 17 (DeveloperToolsSupport). The builder of a `#Preview` body: one expression, the previewed
/// view or view controller.
@available(iOS 17.0, *)
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    public static func buildBlock(_ content: Content) -> Content { content }
}

/// iOS 17. A preview of a view controller in the canvas.
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "TableSpecPreviewStandIn", type: "PreviewMacro")

/// iOS 17. A preview of a view in the canvas.
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "TableSpecPreviewStandIn", type: "PreviewMacro")
#endif
