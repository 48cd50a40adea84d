// Text and fonts: `Text` from a localized key, a localized resource (iOS 16) or a verbatim string,
// `Font`'s text styles, and the text modifiers generated rows use. See SwiftUI.swift for the
// conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. Read-only text. A string literal is a localized key; `verbatim:` and `String`
/// variables are shown as they are.
@frozen
nonisolated public struct Text: View, Equatable, Sendable {
    public init(verbatim content: String) {}
    public init<S>(_ content: S) where S: StringProtocol {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ resource: LocalizedStringResource) {}
    /// iOS 14. A date shown with a style.
    public init(_ date: Date, style: Text.DateStyle) {}

    /// iOS 14.
    public struct DateStyle: Sendable, Equatable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
    }

    public static func == (lhs: Text, rhs: Text) -> Bool { true }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension Text {
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    /// Deprecated in favour of `foregroundStyle(_:)` (iOS 17 on `Text`), announced without a
    /// version: see SwiftUI.swift.
    @available(*, deprecated, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// iOS 17.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

/// iOS 13. A font: a text style that follows Dynamic Type, or a system font of a size.
@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    /// iOS 14.
    public static let title2 = Font()
    /// iOS 14.
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    /// iOS 14.
    public static let caption2 = Font()

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }

    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func monospacedDigit() -> Font { self }

    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

extension View {
    /// iOS 13. The default font of the text in this view.
    nonisolated public func font(_ font: Font?) -> some View { _modified }
    /// iOS 13.
    nonisolated public func lineLimit(_ number: Int?) -> some View { _modified }
    /// iOS 13.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _modified }
}

/// iOS 13.
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
#endif
