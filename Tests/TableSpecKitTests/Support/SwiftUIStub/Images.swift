// Images and labels: `Image` from an SF Symbol or an asset name, and `Label` (a title with an icon),
// which a default-style row shows. See SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. An image: an SF Symbol (`systemName:`) or an asset of the app's catalog.
@frozen
nonisolated public struct Image: View, Equatable, Sendable {
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}

    public func resizable() -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public static func == (lhs: Image, rhs: Image) -> Bool { true }
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension View {
    /// iOS 13.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { _modified }
}

extension Image {
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

/// iOS 14. A title with an icon.
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    public init<S>(_ title: S, image name: String) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleResource: LocalizedStringResource, image name: String) {}
}

extension View {
    /// iOS 14.
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { _modified }
}

/// iOS 14.
@MainActor @preconcurrency
public protocol LabelStyle {}

public struct TitleAndIconLabelStyle: LabelStyle { nonisolated public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { nonisolated public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { nonisolated public init() {} }
public struct DefaultLabelStyle: LabelStyle { nonisolated public init() {} }

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// iOS 14.5.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
#endif
