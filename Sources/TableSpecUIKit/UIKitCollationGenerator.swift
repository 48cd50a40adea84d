import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// The device half of `groupBy: initial`: on iOS the sections, their titles (and so the section
/// index) and the order within them come from `UILocalizedIndexedCollation.current()`, which
/// knows the user's language, as Apple's indexed tables do. The collation is main-actor bound, so
/// the platform-neutral `Content` keeps the locale-independent rule (`InitialGrouping`), and the
/// data source, which lives on the main actor, regroups whatever content it is given.
///
/// The collation reads an object's text through an Objective-C selector, so rows travel through
/// it wrapped in a small private `NSObject` with an `@objc` property.
struct UIKitCollationGenerator {
    let table: ResolvedTable

    /// Declared positions of the sections grouped by initial.
    var groupedSections: [Int] {
        table.sections.compactMap { section in
            guard case .items(let items) = section.content, items.groupBy == .initial else { return nil }
            return section.position
        }
    }

    var applies: Bool { !groupedSections.isEmpty }

    /// `Table.collated(content)`, for the data source's initializer and `update(_:in:)`.
    func collatedContent(_ content: SwiftExpression) -> SwiftExpression {
        .call(.path(table.name + ".collated"), [SwiftArgument(nil, content)])
    }

    /// Members of the table's UIKit extension.
    func declarations() -> [SwiftDeclaration] {
        guard applies else { return [] }
        return [collated(), .blank, collatedSections(), .blank, collationKey()]
    }

    private func isGrouped(_ declaredIndex: SwiftExpression) -> SwiftExpression {
        let positions = groupedSections
        if positions.count == 1 { return .binary(declaredIndex, "==", .integer(positions[0])) }
        return .call(.member(.array(positions.map(SwiftExpression.integer), multiline: false), "contains"), [SwiftArgument(nil, declaredIndex)])
    }

    private func collated() -> SwiftDeclaration {
        let last = SwiftExpression.subscriptAccess(.name("merged"), [SwiftArgument(nil, .binary(.path("merged.count"), "-", .integer(1)))])
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "The content as the device shows it: the rows of each section grouped by initial, regrouped by",
                "`UILocalizedIndexedCollation.current()`. Sections, their titles (and so the section index) and the order",
                "of rows within them follow the user's language; collation sections without rows are left out. `DataSource`",
                "applies it to every content it is given; call it yourself when you drive a table view with your own code.",
            ], attributes: ["@MainActor"], modifiers: ["public", "static"]),
            "collated", [SwiftParameter("_", "content", .named("Content"))], returns: .named("Content"), body: [
                // A grouped declared section is split over consecutive sections: join them first.
                .variable("merged", type: .array(.named("Section")), .array([], multiline: false)),
                .forIn("section", .path("content.sections"), [
                    .if([
                        .binding("previous", .path("merged.last")),
                        .expression(.binary(.path("previous.declaredIndex"), "==", .path("section.declaredIndex"))),
                        .expression(isGrouped(.path("section.declaredIndex"))),
                    ], then: [
                        .assignment(.member(last, "rows"), .path("section.rows"), operator: "+="),
                    ], else: [
                        .expression(.call(.path("merged.append"), [SwiftArgument(nil, .name("section"))])),
                    ]),
                ]),
                .constant("collation", .call(.path("UILocalizedIndexedCollation.current"), [])),
                .variable("sections", type: .array(.named("Section")), .array([], multiline: false)),
                .forIn("section", .name("merged"), [
                    .if([.expression(isGrouped(.path("section.declaredIndex")))], then: [
                        .assignment(.name("sections"), .call(.name("collatedSections"), [
                            SwiftArgument(nil, .path("section.rows")), SwiftArgument("like", .name("section")), SwiftArgument("by", .name("collation")),
                        ]), operator: "+="),
                    ], else: [
                        .expression(.call(.path("sections.append"), [SwiftArgument(nil, .name("section"))])),
                    ]),
                ]),
                .return(.call(.name("Content"), [SwiftArgument("sections", .name("sections"))])),
            ]))
    }

    private func collatedSections() -> SwiftDeclaration {
        let selector = SwiftExpression.call(.name("#selector"), [SwiftArgument("getter", .path("CollationKey.collationString"))])
        let sorted = SwiftExpression.call(.path("collation.sortedArray"), [
            SwiftArgument("from", .name("group")), SwiftArgument("collationStringSelector", .name("selector")),
        ])
        let unwrapped = SwiftExpression.member(.optionalChain(.conditionalCast(.name("$0"), .named("CollationKey"))), "row")
        let clamped = SwiftExpression.call(.name("min"), [
            SwiftArgument(nil, .call(.name("max"), [SwiftArgument(nil, .name("section")), SwiftArgument(nil, .integer(0))])),
            SwiftArgument(nil, .binary(.path("titles.count"), "-", .integer(1))),
        ])
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "One section per collation section that has rows, in the collation's order, titled with its section title;",
                "rows sorted by the collation.",
            ], attributes: ["@MainActor"], modifiers: ["static"]),
            "collatedSections", [
                SwiftParameter("_", "rows", .array(.named("Row"))), SwiftParameter("like", "template", .named("Section")),
                SwiftParameter("by", "collation", .named("UILocalizedIndexedCollation")),
            ], returns: .array(.named("Section")), body: [
                .constant("titles", .path("collation.sectionTitles")),
                .guard([.expression(.prefix("!", .path("titles.isEmpty")))], else: [
                    .return(.call(.path("InitialGrouping.sections"), [SwiftArgument(nil, .name("rows")), SwiftArgument("like", .name("template"))])),
                ]),
                .constant("selector", selector),
                .variable("groups", type: .array(.array(.named("CollationKey"))), .call(.name("Array"), [
                    SwiftArgument("repeating", .array([], multiline: false)), SwiftArgument("count", .path("titles.count")),
                ])),
                .forIn("row", .name("rows"), [
                    .constant("key", .call(.name("CollationKey"), [SwiftArgument(nil, .name("row"))])),
                    .constant("section", .call(.path("collation.section"), [
                        SwiftArgument("for", .name("key")), SwiftArgument("collationStringSelector", .name("selector")),
                    ])),
                    .expression(.call(.member(.subscriptAccess(.name("groups"), [SwiftArgument(nil, clamped)]), "append"), [SwiftArgument(nil, .name("key"))])),
                ]),
                .variable("sections", type: .array(.named("Section")), .array([], multiline: false)),
                .forIn("(position, group)", .call(.path("groups.enumerated"), []), [
                    .guard([.expression(.prefix("!", .path("group.isEmpty")))], else: [.continue]),
                    .variable("section", .name("template")),
                    .assignment(.path("section.group"), .subscriptAccess(.name("titles"), [SwiftArgument(nil, .name("position"))])),
                    .assignment(.path("section.header"), .path("section.group")),
                    .assignment(.path("section.rows"), .call(.member(sorted, "compactMap"), [SwiftArgument(nil, .closure(parameters: [], body: [
                        .expression(unwrapped),
                    ]))])),
                    .expression(.call(.path("sections.append"), [SwiftArgument(nil, .name("section"))])),
                ]),
                .return(.name("sections")),
            ]))
    }

    private func collationKey() -> SwiftDeclaration {
        let initializer = SwiftFunction(SwiftDeclarationHeader(), "init", [SwiftParameter("_", "row", .named("Row"))], body: [
            .assignment(.path("self.collationString"), .binary(.path("row.text"), "??", .string(""))),
            .assignment(.path("self.row"), .name("row")),
            .expression(.call(.path("super.init"), [])),
        ])
        return .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: [
                "A row as `UILocalizedIndexedCollation` reads it: the collation asks an object for its text through a selector.",
            ], modifiers: ["private", "final"]),
            .class, "CollationKey", inherits: ["NSObject"], members: [
                .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The row's text."], attributes: ["@objc"]), .let, "collationString", type: .string)),
                .variable(SwiftVariable(SwiftDeclarationHeader(), .let, "row", type: .named("Row"))),
                .blank,
                .function(initializer),
            ]))
    }
}
