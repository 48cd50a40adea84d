// Foundation's localization API, which Linux's Foundation lacks: `String(localized:…)`,
// `String.LocalizationValue` and `LocalizedStringResource`, with the SDK's signatures (Apple's documentation of
// `init(localized:defaultValue:table:bundle:locale:comment:)`, iOS 15). On iOS they come with
// Foundation, which UIKit re-exports, so generated code that imports UIKit sees them here too.
// The SwiftUI stub (`SwiftUIStubCompiler`) compiles this file into its module as well, as SwiftUI
// also re-exports Foundation.
#if UIKIT_STUB || SWIFTUI_STUB
extension String {
    /// A string to look up, with its interpolated arguments: the literal parts make the format
    /// string (`%lld items`), the interpolations its arguments.
    /// Not `Sendable`: its arguments could be of any type (Apple's answer on the developer forums,
    /// thread 732362, for `LocalizedStringResource`, which holds one).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        public init(_ value: String) {}
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}

        public struct StringInterpolation: StringInterpolationProtocol {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            /// `%@`.
            public mutating func appendInterpolation(_ string: String) {}
            /// `%lld`, `%lf` and the other numbers' specifiers.
            public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        }
    }

    /// iOS 15.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init()
    }

    /// iOS 15: the value is the key.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init()
    }
}

/// iOS 16. A reference to a localized string, resolved when it is shown: the key, its
/// default value, the table and the bundle. Generated code localizes through it with the same keys
/// as the UIKit target.
@available(iOS 16.0, *)
public struct LocalizedStringResource: Equatable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
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
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {}
    // The two that take a `Bundle` came with Foundation's `#bundle` (SF-0024), first in Xcode 26's SDK; Apple's pages
    // show iOS 16 because they back-deploy. Not declared when the stub stands for Xcode 16's (`SDK_IOS_18`).
    #if !SDK_IOS_18
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {}
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {}
    #endif
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
    public init(localized resource: LocalizedStringResource) {
        self.init()
    }
}

/// The numbers a `LocalizationValue` interpolates with a format specifier of their own.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
#endif
