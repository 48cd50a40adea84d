// Colors and shape styles: `Color` with the system colors, the hierarchical styles
// (`.secondary`), `.foregroundStyle`, `.tint`, and the deprecated `.foregroundColor`. See
// SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. A way to fill: a color, a hierarchical level of the foreground, the tint.
public protocol ShapeStyle: Sendable {}

/// iOS 13. A color that adapts to the environment (light, dark, increased contrast).
@frozen
nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}

    public func opacity(_ opacity: Double) -> Color { self }
    public var description: String { "Color" }

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let green = Color(white: 0)
    /// iOS 15.
    public static let mint = Color(white: 0)
    /// iOS 15.
    public static let teal = Color(white: 0)
    /// iOS 15.
    public static let cyan = Color(white: 0)
    public static let blue = Color(white: 0)
    /// iOS 15.
    public static let indigo = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let pink = Color(white: 0)
    /// iOS 15.
    public static let brown = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    /// The app's accent color (the asset catalog's AccentColor).
    public static var accentColor: Color { Color(white: 0) }
}

/// iOS 15: `.foregroundStyle(.red)` and `.tint(.blue)` find the colors through the protocol.
extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
}

/// iOS 15. A level of the current foreground style: `.secondary` for a subtitle.
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// iOS 15.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// iOS 15.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// iOS 15.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// iOS 15.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// iOS 15. The view's tint (accent) color as a style.
@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// iOS 15.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// iOS 15. The style of text, symbols and shapes in this view.
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _modified }
    /// iOS 15.
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
        where S1: ShapeStyle, S2: ShapeStyle { _modified }

    /// SDK: `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")`.
    @available(*, deprecated, message: "Use foregroundStyle(_:) instead.")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _modified }

    /// iOS 15. The tint of controls and of the swipe action a button is.
    nonisolated public func tint(_ tint: Color?) -> some View { _modified }
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { _modified }

    /// iOS 15.
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
        where S: ShapeStyle { _modified }
    /// iOS 13.
    nonisolated public func opacity(_ opacity: Double) -> some View { _modified }
}
#endif
