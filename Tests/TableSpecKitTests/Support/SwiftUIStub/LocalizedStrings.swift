// SwiftUI's `LocalizedStringKey`. Foundation's localization API (`String.LocalizationValue`,
// `String(localized:…)`, `LocalizedStringResource`) comes from the UIKit stub's Localization.swift,
// which this module compiles too. See SwiftUI.swift for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
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
