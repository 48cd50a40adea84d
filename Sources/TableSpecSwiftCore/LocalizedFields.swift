import SwiftCodeModel

/// A stored property of a neutral type and its initializer's parameter (without a default when nil).
typealias NeutralField = (name: String, type: SwiftType, defaultValue: SwiftExpression?, docs: String)

/// The text fields of `Row`, `Section` and `RowAction` in a localized table, each with a companion
/// that keeps the spec's string behind it: `text` and `localizedText`, `header` and
/// `localizedHeader`, `title` and `localizedTitle`.
///
/// The text stays a plain `String?`, so UIKit code and the app read and set it as in any table.
/// The companion is what lets a SwiftUI view show the string in its own `\.locale`; it is only
/// right while the text is still the spec's, so setting the text lets go of it (`didSet`). An
/// initializer given the companion takes the text from it, so a generated row names each string
/// once. A table without `localization` has no companions and its types are as before.
package struct LocalizedFields {
    /// The fields users read, by name.
    let localizable: [String]
    /// Whether the table is localized; without it every method here leaves the fields alone.
    let isLocalized: Bool

    package static func companion(of name: String) -> String {
        "localized" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `fields` with each localizable one followed by its companion: the initializer's parameters,
    /// in order.
    func withCompanions(_ fields: [NeutralField]) -> [NeutralField] {
        guard isLocalized else { return fields }
        var result: [NeutralField] = []
        for field in fields {
            result.append(field)
            if localizable.contains(field.name) {
                result.append((Self.companion(of: field.name), .optional(.named(LocalizedTextType.name)), .nil,
                               "The spec's string behind `\(field.name)`, until the app sets it: a SwiftUI view shows it in its `\\.locale`. The initializer (given one, it takes `\(field.name)` from it) and `localize` set it."))
            }
        }
        return result
    }

    /// The stored property of `field` (named `stored`): a localizable one observed, so that setting
    /// it drops its companion; a companion read-only outside, so that it never disagrees with its
    /// string.
    func property(_ field: NeutralField, stored: String) -> SwiftDeclaration {
        if isLocalized, localizable.contains(where: { Self.companion(of: $0) == field.name }) {
            return .variable(SwiftVariable(SwiftDeclarationHeader(docs: [field.docs], modifiers: ["public", "private(set)"]), .var, stored, type: field.type))
        }
        guard isLocalized, localizable.contains(field.name) else {
            return .variable(SwiftVariable(SwiftDeclarationHeader(docs: [field.docs], modifiers: ["public"]), .var, stored, type: field.type))
        }
        let companion = Self.companion(of: field.name)
        return .variable(SwiftVariable(SwiftDeclarationHeader(docs: [field.docs + " Setting it lets go of `\(companion)`."], modifiers: ["public"]),
                                       .var, stored, type: field.type, didSet: [.assignment(.name(companion), .nil)]))
    }

    /// The initializer's assignment of `field`: a localizable one takes its companion's string
    /// when it has one.
    func assignment(_ field: NeutralField, stored: String) -> SwiftStatement {
        let target = SwiftExpression.member(.name("self"), stored)
        guard isLocalized, localizable.contains(field.name) else { return .assignment(target, .name(field.name)) }
        return .assignment(target, .binary(.member(.optionalChain(.name(Self.companion(of: field.name))), "string"), "??", .name(field.name)))
    }

    /// `localize(text:detail:…)`, for strings set after the initializer (a template whose optional
    /// fields have values): each string given sets its field and its companion.
    func localizeMethod() -> SwiftDeclaration {
        let parameters = localizable.map { SwiftParameter(nil, $0, .optional(.named(LocalizedTextType.name)), default: .nil) }
        let body: [SwiftStatement] = localizable.map { name in
            .if([.binding(name, .name(name))], then: [
                .assignment(.member(.name("self"), name), .member(.name(name), "string")),
                .assignment(.name(Self.companion(of: name)), .name(name)),
            ])
        }
        return .function(SwiftFunction(SwiftDeclarationHeader(docs: [
            "Gives the row strings of the spec's: each one sets its field to its text in the app's language and is kept",
            "beside it, for a SwiftUI view.",
        ], modifiers: ["public", "mutating"]), "localize", parameters, body: body))
    }
}
