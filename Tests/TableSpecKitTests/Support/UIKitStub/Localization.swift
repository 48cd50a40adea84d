// Foundation's localization API, which Linux's Foundation lacks: `String(localized:…)` and
// `String.LocalizationValue`, with the SDK's signatures (Apple's documentation of
// `init(localized:defaultValue:table:bundle:locale:comment:)`, iOS 15). On iOS they come with
// Foundation, which UIKit re-exports, so generated code that imports UIKit sees them here too.
// The SwiftUI stub (`SwiftUIStubCompiler`) compiles this file into its module as well, as SwiftUI
// also re-exports Foundation.
#if UIKIT_STUB || SWIFTUI_STUB
extension String {
    /// A string to look up, with its interpolated arguments: the literal parts make the format
    /// string (`%lld items`), the interpolations its arguments.
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        public init(_ value: String) {}
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
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

/// The numbers a `LocalizationValue` interpolates with a format specifier of their own.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
#endif
