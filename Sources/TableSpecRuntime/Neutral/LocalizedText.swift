public import Foundation
#if !canImport(Darwin)
// Where Foundation itself lacks the localization API, a UIKit or SwiftUI that re-exports it brings it.
#if canImport(UIKit)
public import UIKit
#elseif canImport(SwiftUI)
public import SwiftUI
#endif
#endif

/// Where a localized table's strings are looked up (the spec's `localization`): the strings table, which
/// is the String Catalog `tablespec generate` writes beside the Swift, and the bundle that holds it.
public nonisolated struct TableLocalization: Sendable {
    /// The strings table: `Preferences` for `Preferences.xcstrings`.
    public var table: String
    /// Where the table is: the app's main bundle, or a package's `Bundle.module`.
    public var bundle: @Sendable () -> Bundle

    public init(table: String, bundle: @escaping @Sendable () -> Bundle) {
        self.table = table
        self.bundle = bundle
    }
}

/// A string of the spec's as the table's String Catalog has it. Rows, sections and actions keep it beside
/// the text they show, until the app sets that text: UIKit shows `string`, in the app's language; a SwiftUI
/// view shows `resource`, which it looks up in its `\.locale`.
public nonisolated struct TableLocalizedText<Table: TableDefinition>: Equatable, Sendable {
    /// The key in the strings table.
    public let key: StaticString
    /// The spec's text: shown wherever the strings table has no entry; a template's fields are its arguments.
    public let defaultValue: LocalizableValue
    /// What the String Catalog tells translators about the string.
    public let comment: StaticString

    public init(_ key: StaticString, defaultValue: LocalizableValue, comment: StaticString) {
        self.key = key
        self.defaultValue = defaultValue
        self.comment = comment
    }

    /// The string in the app's language, as UIKit shows it.
    public var string: String {
        #if canImport(Darwin) || canImport(UIKit) || canImport(SwiftUI)
        guard let localization = Table.localization else {
            return defaultValue.text
        }
        return String(
            localized: key,
            defaultValue: defaultValue.localizationValue,
            table: localization.table,
            bundle: localization.bundle(),
            comment: comment
        )
        #else
        // Without Foundation's localization API (Linux) there is no catalog to look in.
        return defaultValue.text
        #endif
    }

    #if canImport(Darwin) || canImport(UIKit) || canImport(SwiftUI)
    /// The string for SwiftUI's `Text`, which looks it up in the view's `\.locale`.
    ///
    /// The bundle is described by its URL: the initializer that takes a `Bundle` itself came with Xcode 26's SDK
    /// (Foundation's `#bundle`), and the runtime builds with Xcode 16.3 too.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public var resource: LocalizedStringResource {
        let bundle = Table.localization?.bundle() ?? Bundle.main
        return LocalizedStringResource(
            key,
            defaultValue: defaultValue.localizationValue,
            table: Table.localization?.table,
            bundle: bundle == Bundle.main ? .main : .atURL(bundle.bundleURL),
            comment: comment
        )
    }
    #endif

    /// The same string: the same value and key. A `StaticString` is not `Equatable`; its bytes are compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.defaultValue == rhs.defaultValue else {
            return false
        }
        return lhs.key.withUTF8Buffer { left in
            rhs.key.withUTF8Buffer { right in left.elementsEqual(right) }
        }
    }
}

/// A text of the spec's: as written, or, in a localized table, its string looked up with the string kept
/// beside it, so a SwiftUI view can show it in its own locale.
public nonisolated struct TableText<Table: TableDefinition>: Equatable, Sendable {
    /// The text as UIKit shows it.
    public var string: String
    /// The spec's string behind `string`, in a localized table.
    public var localized: TableLocalizedText<Table>?

    public init(_ string: String) {
        self.string = string
        self.localized = nil
    }

    public init(localized: TableLocalizedText<Table>) {
        self.string = localized.string
        self.localized = localized
    }
}

/// A string's text in the spec's language, written as a string literal; a template interpolates its item's
/// fields, each an argument of the format string the catalog holds (`%@`, `%lld`, `%lf`).
/// `String.LocalizationValue` records the same but is not `Sendable`, so a row could not carry it.
public nonisolated struct LocalizableValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A literal run of text, or an argument.
    public nonisolated enum Part: Equatable, Sendable {
        case literal(String)
        case string(String)
        case integer(Int)
        case double(Double)
    }

    /// The runs and arguments, in order.
    public private(set) var parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// A value built from its runs and arguments at run time, as a stepper's detail is around its number.
    init(parts: [Part]) {
        self.parts = parts
    }

    /// Collects a literal's runs and arguments: a `String`, an `Int` or a `Double` (the fields a model can
    /// have; a `Bool` is interpolated as its text).
    public nonisolated struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public private(set) var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            parts.append(.literal(literal))
        }

        public mutating func appendInterpolation(_ value: String) {
            parts.append(.string(value))
        }

        public mutating func appendInterpolation(_ value: Int) {
            parts.append(.integer(value))
        }

        public mutating func appendInterpolation(_ value: Double) {
            parts.append(.double(value))
        }
    }

    /// Whether a template's fields are in it: only then is it a format string (`%lld items`); without them the
    /// text is plain, as a string literal is, and a `%` in it is not a conversion.
    public var hasArguments: Bool {
        parts.contains { if case .literal = $0 { false } else { true } }
    }

    /// The text with its arguments in place, as written: what shows where nothing is looked up.
    public var text: String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .string(let value): text += value
            case .integer(let value): text += String(value)
            case .double(let value): text += String(value)
            }
        }
        return text
    }

    #if canImport(Darwin) || canImport(UIKit) || canImport(SwiftUI)
    /// Foundation's value, from the same runs and arguments: the same format string, so the same catalog entry.
    var localizationValue: String.LocalizationValue {
        guard hasArguments else {
            return String.LocalizationValue(text)
        }
        var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: parts.count)
        for part in parts {
            switch part {
            case .literal(let literal): interpolation.appendLiteral(literal)
            case .string(let value): interpolation.appendInterpolation(value)
            case .integer(let value): interpolation.appendInterpolation(value)
            case .double(let value): interpolation.appendInterpolation(value)
            }
        }
        return String.LocalizationValue(stringInterpolation: interpolation)
    }
    #endif
}
