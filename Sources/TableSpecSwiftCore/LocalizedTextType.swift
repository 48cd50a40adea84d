import SwiftCodeModel
import TableSpecModel

/// `LocalizedText`, which a localized table's neutral part declares: one string of the spec's as
/// the strings table knows it (key, English value, translator's comment), kept beside the text a
/// row, section or action shows.
///
/// UIKit needs only the text, looked up once in the app's language (`string`). SwiftUI can do
/// better: a `Text` made from a `LocalizedStringResource` is looked up in the view's `\.locale`, so
/// a preview or a screen in another language shows the translation. The text alone cannot give
/// that back, so the row keeps where it came from until the app sets the field itself.
struct LocalizedTextType {
    static let name = "LocalizedText"

    let localization: ResolvedLocalization

    private static let modifiers = NeutralTypesGenerator.modifiers

    func declaration() -> SwiftDeclaration {
        // `bundle: .main` would be ambiguous: `LocalizedStringResource` takes a `BundleDescription`
        // or a `Bundle`. The bundle itself also covers a package's `Bundle.module`.
        let bundle = SwiftExpression.path("Bundle." + localization.bundle.rawValue)
        let table = SwiftExpression.string(localization.table)
        return .type(SwiftTypeDeclaration(.docs([
            "A string of the spec's as the strings table `\(localization.table)` has it. Rows, sections and actions keep it",
            "beside the text they show, until the app sets that text: UIKit shows `string`, in the app's language; a SwiftUI",
            "view shows `resource`, which it looks up in its `\\.locale`.",
        ], Self.modifiers[0], Self.modifiers[1]), .struct, Self.name, inherits: ["Equatable", "Sendable"], members: [
            valueType(),
            .blank,
            .variable(SwiftVariable(.public("The key in the strings table."), .let, "key", type: .named("StaticString"))),
            .variable(SwiftVariable(.public(
                "The spec's text: shown wherever the strings table has no entry; a template's fields are its arguments."
            ), .let, "defaultValue", type: .named("Value"))),
            .variable(SwiftVariable(.public("What the String Catalog tells translators about the string."), .let, "comment", type: .named("StaticString"))),
            .blank,
            .function(SwiftFunction(.public(), "init", [
                SwiftParameter("_", "key", .named("StaticString")),
                SwiftParameter(nil, "defaultValue", .named("Value")),
                SwiftParameter(nil, "comment", .named("StaticString")),
            ], body: ["key", "defaultValue", "comment"].map { .assignment(.member(.name("self"), $0), .name($0)) })),
            .blank,
            .variable(SwiftVariable(.public("The string in the app's language, as UIKit shows it."), .var, "string", type: .string, getter: [
                .return(.call(.name("String"), [
                    SwiftArgument("localized", .name("key")), SwiftArgument("defaultValue", .path("defaultValue.localizationValue")), SwiftArgument("table", table),
                    SwiftArgument("bundle", bundle), SwiftArgument("comment", .name("comment")),
                ], multiline: true)),
            ])),
            .blank,
            // Internal, as `Value.localizationValue` is: Foundation's types stay out of the table's
            // public API, so the file's plain `import Foundation` holds under `InternalImportsByDefault`.
            .variable(SwiftVariable(SwiftDeclarationHeader(
                docs: ["The string for SwiftUI's `Text`, which looks it up in the view's `\\.locale` (iOS 16)."],
                attributes: ["@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)"]),
                .var, "resource", type: .named("LocalizedStringResource"), getter: [
                .return(.call(.name("LocalizedStringResource"), [
                    SwiftArgument(nil, .name("key")), SwiftArgument("defaultValue", .path("defaultValue.localizationValue")), SwiftArgument("table", table),
                    SwiftArgument("bundle", bundle), SwiftArgument("comment", .name("comment")),
                ], multiline: true)),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: [
                "The same string: the same value and key. A `StaticString` is not `Equatable`; its bytes are compared, without a copy.",
            ], modifiers: ["public", "static"]), "==", [SwiftParameter("_", "lhs", .named(Self.name)), SwiftParameter("_", "rhs", .named(Self.name))],
            returns: .bool, body: [
                .guard([.expression(.binary(.path("lhs.defaultValue"), "==", .path("rhs.defaultValue")))], else: [.return(.bool(false))]),
                .return(.call(.path("lhs.key.withUTF8Buffer"), [SwiftArgument(nil, .closure(parameters: ["left"], body: [
                    .constant("same", .call(.path("rhs.key.withUTF8Buffer"), [SwiftArgument(nil, .closure(parameters: ["right"], body: [
                        .expression(.call(.path("left.elementsEqual"), [SwiftArgument(nil, .name("right"))])),
                    ]))])),
                    .return(.name("same")),
                ]))])),
            ])),
        ]))
    }

    /// `LocalizedText.Value`: what `String.LocalizationValue` records of a string literal (the
    /// literal runs and the interpolated arguments), kept in a `Sendable` form. Foundation's value
    /// is not `Sendable` (its arguments could be anything), so a `Row` could not carry it; the
    /// value is rebuilt from the same parts when the string is looked up, which gives the same
    /// format string (`%lld items`) and so the same catalog entry.
    private func valueType() -> SwiftDeclaration {
        let parts: [(name: String, type: SwiftType)] = [("string", .string), ("integer", .int), ("double", .double)]
        let appendPart = { (part: SwiftExpression) in SwiftStatement.expression(.call(.path("parts.append"), [SwiftArgument(nil, part)])) }
        let interpolation = SwiftDeclaration.type(SwiftTypeDeclaration(.docs([
            "Collects a literal's runs and arguments: a `String`, an `Int` or a `Double` (the fields a model can have; a `Bool`",
            "is interpolated as its text).",
        ], Self.modifiers[0], Self.modifiers[1]), .struct, "StringInterpolation", inherits: ["StringInterpolationProtocol", "Sendable"], members: [
            .variable(SwiftVariable(SwiftDeclarationHeader(modifiers: ["public", "private(set)"]), .var, "parts", type: .array(.named("Part")), value: .emptyArray)),
            .blank,
            // Literal runs and arguments alternate: at most one more run than arguments.
            .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "literalCapacity", .int), SwiftParameter(nil, "interpolationCount", .int)], body: [
                .expression(.call(.path("parts.reserveCapacity"), [SwiftArgument(nil, .binary(.binary(.integer(2), "*", .name("interpolationCount")), "+", .integer(1)))])),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["public", "mutating"]), "appendLiteral", [SwiftParameter("_", "literal", .string)],
                                    body: [appendPart(.call(.dot("literal"), [SwiftArgument(nil, .name("literal"))]))])),
        ] + parts.flatMap { part -> [SwiftDeclaration] in [
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["public", "mutating"]), "appendInterpolation", [SwiftParameter("_", "value", part.type)],
                                    body: [appendPart(.call(.dot(part.name), [SwiftArgument(nil, .name("value"))]))])),
        ] }))
        let rebuild: [SwiftStatement] = [
            .variable("interpolation", .call(.path("String.LocalizationValue.StringInterpolation"), [
                SwiftArgument("literalCapacity", .integer(0)), SwiftArgument("interpolationCount", .path("parts.count")),
            ])),
            .variable("text", .string("")),
            .variable("hasArguments", .bool(false)),
            .forIn("part", .name("parts"), [
                .switch(.name("part"), [
                    SwiftSwitchCase([.call(.dot("literal"), [SwiftArgument(nil, .bindingPattern("literal"))])], [
                        .expression(.call(.path("interpolation.appendLiteral"), [SwiftArgument(nil, .name("literal"))])),
                        .assignment(.name("text"), .name("literal"), operator: "+="),
                    ]),
                ] + parts.map { part in
                    SwiftSwitchCase([.call(.dot(part.name), [SwiftArgument(nil, .bindingPattern("value"))])], [
                        .expression(.call(.path("interpolation.appendInterpolation"), [SwiftArgument(nil, .name("value"))])),
                        .assignment(.name("hasArguments"), .bool(true)),
                    ])
                }),
            ]),
            .comment("Without arguments the text is plain, as a string literal is: a `%` in it is not a format."),
            .return(.ternary(.name("hasArguments"), .call(.path("String.LocalizationValue"), [SwiftArgument("stringInterpolation", .name("interpolation"))]),
                             .call(.path("String.LocalizationValue"), [SwiftArgument(nil, .name("text"))]))),
        ]
        return .type(SwiftTypeDeclaration(.docs([
            "A string's text in the spec's language, written as a string literal; a template interpolates its item's fields,",
            "each an argument of the format string the catalog holds (`%@`, `%lld`, `%lf`). `String.LocalizationValue` records",
            "the same but is not `Sendable`, so a row could not carry it.",
        ], Self.modifiers[0], Self.modifiers[1]), .struct, "Value", inherits: ["Equatable", "Sendable", "ExpressibleByStringInterpolation"], members: [
            .type(SwiftTypeDeclaration(.docs(["A literal run of text, or an argument."], Self.modifiers[0], Self.modifiers[1]), .enum, "Part",
                                       inherits: ["Equatable", "Sendable"],
                                       members: [.enumCase(name: "literal", payload: [SwiftTupleElement(.string)])]
                                           + parts.map { .enumCase(name: $0.name, payload: [SwiftTupleElement($0.type)]) })),
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The runs and arguments, in order."], modifiers: ["public", "private(set)"]), .var, "parts",
                                    type: .array(.named("Part")))),
            .blank,
            .function(SwiftFunction(.public(), "init", [SwiftParameter("stringLiteral", "value", .string)],
                                    body: [.assignment(.name("parts"), .array([.call(.dot("literal"), [SwiftArgument(nil, .name("value"))])], multiline: false))])),
            .blank,
            .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "stringInterpolation", .named("StringInterpolation"))],
                                    body: [.assignment(.name("parts"), .path("stringInterpolation.parts"))])),
            .blank,
            interpolation,
            .blank,
            .variable(SwiftVariable(.docs(["Foundation's value, from the same runs and arguments: the same format string, so the same catalog entry."]),
                                    .var, "localizationValue", type: .named("String.LocalizationValue"), getter: rebuild)),
        ]))
    }
}
