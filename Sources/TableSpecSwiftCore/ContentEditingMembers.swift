import SwiftCodeModel
import TableSpecModel

/// Deletes, inserts and moves, and the rule for where a dragged row may go.
///
/// The rule, which `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` applies:
/// - a row moves into another section only when neither section is a checkmark list or made
///   from items, and the other section has rows that move too; otherwise it stays in its own
///   section, at the end nearest where the user dragged it;
/// - it never lands above an insert row at the top of a section or below one at the bottom;
/// - when every other row of the section is an insert row, it keeps its place among them in its
///   own section and goes first in another (so a lone "Add Customer" stays below the customer).
/// So a customer never drops below "Add Customer", a row never joins another section's
/// exclusive list, and an item never leaves its group. A group of a grouped section that loses
/// its last row goes, with its index title, so the table never shows an empty letter.
struct ContentEditingMembers {
    let context: GenerationContext

    private let position = ContentPaths.positionType

    private var groupedSections: [Int] {
        context.dynamicSections.filter { $0.items.groupBy != nil }.map(\.section.position)
    }

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [deleteRow(), .blank, insertRow(), .blank, moveRow(), .blank, targetPosition(), .blank, acceptsRows()]
        if context.hasModels {
            members += [.blank, setOfSections("itemSections", "Spec sections made from items, whose rows stay among themselves.",
                                              context.dynamicSections.map(\.section.position))]
        }
        if !groupedSections.isEmpty {
            members += [.blank, setOfSections("groupedSections", "Spec sections grouped by initial, whose groups go when they empty.", groupedSections),
                        .blank, removeEmptyGroup()]
        }
        return members
    }

    private func header(_ docs: [String], discardable: Bool = true, _ modifiers: String...) -> SwiftDeclarationHeader {
        SwiftDeclarationHeader(docs: docs, attributes: discardable ? ["@discardableResult"] : [], modifiers: modifiers)
    }

    private func setOfSections(_ name: String, _ docs: String, _ positions: [Int]) -> SwiftDeclaration {
        .variable(SwiftVariable(SwiftDeclarationHeader(docs: [docs], modifiers: ["private", "static"]), .let, name,
                                type: .named("Set<Int>"), value: .array(positions.map(SwiftExpression.integer), multiline: false)))
    }

    private var afterRemoval: [SwiftStatement] {
        groupedSections.isEmpty ? [] : [.run(.call(.name("removeIfEmptyGroup"), [.value(.path("source.section"))]))]
    }

    private func deleteRow() -> SwiftDeclaration {
        var body: [SwiftStatement] = [
            .guard([.expression(.call(.name("contains"), [.value(.name("source"))]))], else: [.return(.nil)]),
            .constant("row", ContentPaths.rows(.path("source.section")).call("remove", SwiftArgument("at", .path("source.row")))),
        ]
        body += afterRemoval
        body.append(.return(.name("row")))
        return .function(SwiftFunction(header(["Removes the row at a position and returns it, or returns nil when no row is there."], "public", "mutating"),
                                       "deleteRow", [SwiftParameter("at", "source", position)], returns: .optional(.named("Row")), body: body))
    }

    private func clampedRow(_ section: SwiftExpression, _ row: SwiftExpression) -> SwiftExpression {
        .call(.name("min"), [.value(.call(.name("max"), [.value(row), .value(.integer(0))])), .value(ContentPaths.rows(section).member("count"))])
    }

    private func insertRow() -> SwiftDeclaration {
        .function(SwiftFunction(header([
            "Inserts a row so that it ends up at `destination`; a row past the end of the section goes last. Returns",
            "false, changing nothing, when the section is not there.",
        ], "public", "mutating"), "insertRow", [SwiftParameter("_", "row", .named("Row")), SwiftParameter("at", "destination", position)], returns: .bool, body: [
            .guard([.expression(ContentPaths.hasSection(.path("destination.section")))], else: [.return(.bool(false))]),
            .run(ContentPaths.rows(.path("destination.section")).call("insert", .value(.name("row")),
                                                                       SwiftArgument("at", clampedRow(.path("destination.section"), .path("destination.row"))))),
            .return(.bool(true)),
        ]))
    }

    private func moveRow() -> SwiftDeclaration {
        var body: [SwiftStatement] = [
            .guard([.expression(.call(.name("contains"), [.value(.name("source"))])), .expression(ContentPaths.hasSection(.path("destination.section")))],
                   else: [.return(.bool(false))]),
            .constant("row", ContentPaths.rows(.path("source.section")).call("remove", SwiftArgument("at", .path("source.row")))),
            .run(ContentPaths.rows(.path("destination.section")).call("insert", .value(.name("row")),
                                                                       SwiftArgument("at", clampedRow(.path("destination.section"), .path("destination.row"))))),
        ]
        body += afterRemoval
        body.append(.return(.bool(true)))
        return .function(SwiftFunction(header([
            "Moves a row the way UIKit reports a move: `destination` is where the row ends up once it has left `source`.",
            "It does not apply the move rule (`targetPosition(movingRowAt:to:)` does). Returns false, changing nothing,",
            "when either position is not in the table.",
        ], "public", "mutating"), "moveRow", [SwiftParameter("from", "source", position), SwiftParameter("to", "destination", position)], returns: .bool, body: body))
    }

    private func targetPosition() -> SwiftDeclaration {
        let isInsert = SwiftExpression.closure(parameters: [], body: [.expression(.path("$0.editingStyle").op("==", .dot("insert")))])
        return .function(SwiftFunction(SwiftDeclarationHeader(docs: [
            "Where a row dragged from `source` goes when the user proposes `proposed`: the proposal, unless the move rule",
            "keeps the row in its section or away from an insert row at either end. Among insert rows only, a row keeps",
            "its place in its own section and goes first in another.",
        ], modifiers: ["public"]), "targetPosition", [SwiftParameter("movingRowAt", "source", position), SwiftParameter("to", "proposed", position)],
        returns: position, body: [
            .guard([.expression(.call(.name("contains"), [.value(.name("source"))])), .expression(ContentPaths.hasSection(.path("proposed.section")))],
                   else: [.return(.name("source"))]),
            .variable("target", .name("proposed")),
            .if([.expression(.path("proposed.section").op("!=", .path("source.section"))),
                 .expression(.prefix("!", .call(.name("acceptsRows"), [SwiftArgument("from", .path("source.section")), SwiftArgument("into", .path("proposed.section"))])))], then: [
                .constant("last", ContentPaths.rows(.path("source.section")).member("count").op("-", .integer(1))),
                .assignment(.name("target"), ContentPaths.position(.path("source.section"),
                                                                   .ternary(.path("proposed.section").op("<", .path("source.section")), .integer(0), .name("last")))),
            ]),
            .variable("others", ContentPaths.rows(.path("target.section"))),
            .if([.expression(.path("target.section").op("==", .path("source.section")))], then: [
                .run(.invoke("others.remove", SwiftArgument("at", .path("source.row")))),
            ]),
            .constant("leading", .call(.path("others.prefix"), [SwiftArgument("while", isInsert)]).member("count")),
            .constant("trailing", .call(.member(.invoke("others.reversed"), "prefix"), [SwiftArgument("while", isInsert)]).member("count")),
            .if([.expression(.name("leading").op("==", .path("others.count")))], then: [
                .assignment(.path("target.row"), .ternary(.path("target.section").op("==", .path("source.section")), .path("source.row"), .integer(0))),
            ], else: [
                .assignment(.path("target.row"), .call(.name("min"), [
                    .value(.call(.name("max"), [.value(.path("target.row")), .value(.name("leading"))])),
                    .value(.path("others.count").op("-", .name("trailing"))),
                ])),
            ]),
            .return(.name("target")),
        ]))
    }

    private func acceptsRows() -> SwiftDeclaration {
        let section = { (name: String) in ContentPaths.section(.name(name)) }
        var body: [SwiftStatement] = [
            .if([.expression(section("source").member("selectionList").op("!=", .nil).op("||", section("destination").member("selectionList").op("!=", .nil)))],
                then: [.return(.bool(false))]),
        ]
        if context.hasModels {
            let fromItems = { (name: String) in SwiftExpression.invoke("Self.itemSections.contains", .value(section(name).member("declaredIndex"))) }
            body.append(.if([.expression(fromItems("source").op("||", fromItems("destination")))], then: [.return(.bool(false))]))
        }
        body.append(.return(.call(section("destination").member("rows").member("contains"), [
            SwiftArgument("where", .closure(parameters: [], body: [.expression(.path("$0.canMove"))])),
        ])))
        return .function(SwiftFunction(SwiftDeclarationHeader(docs: [
            "Whether rows may move from one section into another: not into or out of a checkmark list or items, and only",
            "into a section whose rows move too.",
        ], modifiers: ["private"]), "acceptsRows", [SwiftParameter("from", "source", .int), SwiftParameter("into", "destination", .int)], returns: .bool, body: body))
    }

    private func removeEmptyGroup() -> SwiftDeclaration {
        let section = ContentPaths.section(.name("section"))
        return .function(SwiftFunction(SwiftDeclarationHeader(docs: ["Drops a group that has no rows left."], modifiers: ["private", "mutating"]),
                                       "removeIfEmptyGroup", [SwiftParameter("_", "section", .int)], body: [
            .if([.expression(section.member("rows").member("isEmpty")),
                 .expression(.invoke("Self.groupedSections.contains", .value(section.member("declaredIndex"))))], then: [
                .run(.invoke("sections.remove", SwiftArgument("at", .name("section")))),
            ]),
        ]))
    }
}
