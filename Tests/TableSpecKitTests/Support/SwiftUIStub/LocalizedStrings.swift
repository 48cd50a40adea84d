// `LocalizedStringResource` (Foundation on Apple platforms, iOS 16; missing from Linux's
// Foundation) and SwiftUI's `LocalizedStringKey`. `String.LocalizationValue` and
// `String(localized:…)` come from the UIKit stub's Localization.swift, which this module compiles
// too. See SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 16 (Foundation). A reference to a localized string, resolved when it is shown: the key, its
/// default value, the table and the bundle. Generated code localizes through it with the same keys
/// as the UIKit target.
@available(iOS 16.0, *)
@available(iOS_16)
public struct LocalizedStringResource: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable,
                                       CustomStringConvertible {
    /// Where the localized string is looked up.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {}
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {}
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {}
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}

    public var key: String { "" }
    public var table: String? { nil }
    public var locale: Locale {
        get { .current }
        set {}
    }
    public var bundle: LocalizedStringResource.BundleDescription { .main }
    public var description: String { key }
}

extension String {
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(localized resource: LocalizedStringResource) {
        self.init()
    }
}

/// iOS 13. The key of a localized string SwiftUI looks up in the main bundle's `Localizable` table
/// (or `tableName:`). A string literal passed to `Text`, `Label`, `Button`, `Toggle`, `Section`...
/// becomes one; a `String` variable does not (it picks the `StringProtocol` overload, shown as is).
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        /// iOS 16.
        @available(iOS 16.0, *)
        @available(iOS_16)
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {}
    }
}
#endif
