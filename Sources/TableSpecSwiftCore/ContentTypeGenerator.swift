import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// `Content`: the table's rows as they change at run time, with the editing and checkmark logic
/// the data source needs, in plain Swift that compiles and can be tested on any platform.
struct ContentTypeGenerator {
    let context: GenerationContext

    private let position = ContentPaths.positionType

    func declaration() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The sections as they are now."], modifiers: ["public", "private(set)"]),
                                    .var, "sections", type: .array(.named("Section")))),
            .blank,
            initFromItems(),
            .blank,
            .function(SwiftFunction(.public("Content with sections of your own, such as a saved state."), "init",
                                    [SwiftParameter(nil, "sections", .array(.named("Section")))],
                                    body: [.assignment(.path("self.sections"), .name("sections"))])),
            .blank,
            .variable(SwiftVariable(.public(), .var, "numberOfSections", type: .int, getter: [.return(.path("sections.count"))])),
            .blank,
            .function(SwiftFunction(.public("The number of rows in a section; 0 for a section that is not there."), "numberOfRows",
                                    [SwiftParameter("inSection", "section", .int)], returns: .int, body: [
                .return(.ternary(ContentPaths.hasSection(.name("section")), rowsAt(.name("section")).member("count"), .integer(0))),
            ])),
            .blank,
            .function(SwiftFunction(.public("Whether a row is at `position`."), "contains", [SwiftParameter("_", "position", position)], returns: .bool, body: [
                .return(ContentPaths.hasSection(.path("position.section"))
                    .op("&&", rowsAt(.path("position.section")).member("indices").call("contains", .value(.path("position.row"))))),
            ])),
            .blank,
            .function(SwiftFunction(.public("The row at a position, or nil when there is none."), "row", [SwiftParameter("at", "position", position)], returns: .optional(.named("Row")),
                                    body: [.return(.ternary(.call(.name("contains"), [.value(.name("position"))]), rowAt(.name("position")), .nil))])),
        ]
        if context.hasRowIDs { members += [.blank, positionOfID()] }
        if context.hasSectionIDs { members += [.blank, sectionOfID()] }
        if context.table.index != nil { members += [.blank] + indexMembers() }
        members += [.blank] + ContentIdentityMembers(context: context).declarations()
        members += [.blank] + ContentUpdateMembers(context: context).byPosition()
        if context.hasRowIDs { members += [.blank] + ContentUpdateMembers(context: context).byID() }
        if context.hasModels { members += [.blank] + ContentUpdateMembers(context: context).itemReplacement() }
        // Only what the spec uses: each method is compiled, and optimised, in every table's file.
        if context.table.editsContent { members += [.blank] + ContentEditingMembers(context: context).declarations() }
        if context.table.hasSelectionLists { members += [.blank] + checkmarkMembers() }
        return .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: [
                "The table's rows as they change: rows deleted, inserted and moved, checkmarks and switches set. The data",
                "source keeps one and applies every edit to it, so what the table shows and what the app reads never drift",
                "apart. Every method takes any position without trapping: one that is not in the table changes nothing.",
            ], modifiers: NeutralTypesGenerator.modifiers),
            .struct, "Content", inherits: ["Equatable", "Sendable"], members: members))
    }

    private func sectionAt(_ index: SwiftExpression) -> SwiftExpression { ContentPaths.section(index) }
    private func rowsAt(_ index: SwiftExpression) -> SwiftExpression { ContentPaths.rows(index) }
    private func rowAt(_ position: SwiftExpression) -> SwiftExpression { ContentPaths.row(position) }

    private func initFromItems() -> SwiftDeclaration {
        let parameters = context.dynamicSections.map {
            SwiftParameter(nil, $0.parameter, .array(.named($0.items.model.name)), default: .array([], multiline: false))
        }
        let call = SwiftExpression.call(.path("\(context.table.name).makeSections"), context.dynamicSections.map { SwiftArgument($0.parameter, .name($0.parameter)) })
        let docs = context.dynamicSections.isEmpty ? "The content the spec declares." : "The content the spec declares, with the items of its dynamic sections."
        return .function(SwiftFunction(.public(docs), "init", parameters, body: [.assignment(.path("self.sections"), call)]))
    }

    /// Plain index loops: closures and `enumerated()` cost the optimizer a specialisation each,
    /// and these methods are compiled in every table's file.
    private func positionOfID() -> SwiftDeclaration {
        .function(SwiftFunction(.public("Where the row with an id is now, if it is still in the table."), "position", [SwiftParameter("of", "id", .named("RowID"))],
                                returns: .optional(position), body: [
            .forIn("section", upTo(.path("sections.count")), [
                .forIn("row", upTo(rowsAt(.name("section")).member("count")), [
                    .if([.expression(.binary(.member(.subscriptAccess(rowsAt(.name("section")), [SwiftArgument(nil, .name("row"))]), "id"), "==", .name("id")))], then: [
                        .return(ContentPaths.position(.name("section"), .name("row"))),
                    ]),
                ]),
            ]),
            .return(.nil),
        ]))
    }

    private func upTo(_ end: SwiftExpression) -> SwiftExpression { ContentPaths.upTo(end) }

    private func sectionOfID() -> SwiftDeclaration {
        .function(SwiftFunction(.public("The index of the section with an id, if it is in the table."), "section", [SwiftParameter("of", "id", .named("SectionID"))],
                                returns: .optional(.int), body: [
            .forIn("section", upTo(.path("sections.count")), [
                .if([.expression(sectionAt(.name("section")).member("id").op("==", .name("id")))], then: [.return(.name("section"))]),
            ]),
            .return(.nil),
        ]))
    }

    // MARK: Section index

    private func indexMembers() -> [SwiftDeclaration] {
        let tuple = SwiftType.tuple([SwiftTupleElement("title", .string), SwiftTupleElement("section", .int)])
        var loop: [SwiftSwitchCase] = [
            SwiftSwitchCase([.call(.dot("title"), [SwiftArgument(nil, .bindingPattern("title")), SwiftArgument("section", .bindingPattern("declared"))])], [
                .expression(.call(.path("index.append"), [SwiftArgument(nil, .tuple([
                    SwiftArgument(nil, .name("title")), SwiftArgument(nil, .call(.name("firstSection"), [SwiftArgument("declared", .name("declared"))])),
                ]))])),
            ]),
        ]
        let groupBody: [SwiftStatement] = context.hasGrouping ? [
            .forIn("(sectionIndex, section)", .call(.path("sections.enumerated"), []), [
                .if([.expression(.binary(.path("section.declaredIndex"), "==", .name("declared")))], then: [
                    .expression(.call(.path("index.append"), [SwiftArgument(nil, .tuple([
                        SwiftArgument(nil, .binary(.path("section.header"), "??", .string(""))), SwiftArgument(nil, .name("sectionIndex")),
                    ]))])),
                ]),
            ]),
        ] : []
        loop.append(context.hasGrouping
            ? SwiftSwitchCase([.call(.dot("groups"), [SwiftArgument("section", .bindingPattern("declared"))])], groupBody)
            : SwiftSwitchCase([.dot("groups")], [.break]))
        let firstSectionBody: [SwiftStatement] = context.hasGrouping ? [
            .return(.binary(.call(.path("sections.firstIndex"), [SwiftArgument("where", .closure(parameters: [], body: [
                .expression(.binary(.path("$0.declaredIndex"), ">=", .name("declared"))),
            ]))]), "??", .call(.name("max"), [SwiftArgument(nil, .binary(.path("sections.count"), "-", .integer(1))), SwiftArgument(nil, .integer(0))]))),
        ] : [
            .return(.call(.name("min"), [SwiftArgument(nil, .name("declared")), SwiftArgument(nil, .call(.name("max"), [
                SwiftArgument(nil, .binary(.path("sections.count"), "-", .integer(1))), SwiftArgument(nil, .integer(0)),
            ]))])),
        ]
        return [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "The section index: each title with the section it leads to. Titles need not be one per section.",
            ], modifiers: ["public"]), .var, "sectionIndex", type: .array(tuple), getter: [
                .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "index", type: .array(tuple), value: .array([], multiline: false)))),
                .forIn("entry", .path("\(context.table.name).indexEntries"), [.switch(.name("entry"), loop)]),
                .return(.name("index")),
            ])),
            .blank,
            .variable(SwiftVariable(.public("The titles for `sectionIndexTitles(for:)`."), .var, "sectionIndexTitles", type: .array(.string), getter: [
                .return(.call(.path("sectionIndex.map"), [SwiftArgument(nil, .closure(parameters: [], body: [.expression(.path("$0.title"))]))])),
            ])),
            .blank,
            .function(SwiftFunction(.public("The section for `tableView(_:sectionForSectionIndexTitle:at:)`."), "section",
                                    [SwiftParameter("forSectionIndexTitleAt", "index", .int)], returns: .int, body: [
                .constant("entries", .name("sectionIndex")),
                .return(.ternary(.binary(.name("index"), "<", .path("entries.count")), .member(.subscriptAccess(.name("entries"), [SwiftArgument(nil, .name("index"))]), "section"), .integer(0))),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: [
                "The first section that comes from a declared section, or the next one when it has no rows to show.",
            ], modifiers: ["private"]), "firstSection", [SwiftParameter("declared", "declared", .int)], returns: .int, body: firstSectionBody)),
        ]
    }

    // MARK: Checkmarks

    /// The changed rows come out in order because the loop visits them in order; sorting would
    /// cost every generated file a specialised sort. A tap in an exclusive list leaves the tapped row
    /// the only one checked even when the app has put several checkmarks there (by inserting checked
    /// rows, say), so the list is exclusive again after every tap.
    private func checkmarkMembers() -> [SwiftDeclaration] {
        let section = SwiftExpression.path("position.section")
        let rows = rowsAt(section)
        let isChecked = { (row: SwiftExpression) -> SwiftExpression in .member(.subscriptAccess(rows, [SwiftArgument(nil, row)]), "isChecked") }
        let isTapped = SwiftExpression.binary(.name("row"), "==", .path("position.row"))
        var members: [SwiftDeclaration] = [
            .function(SwiftFunction(SwiftDeclarationHeader(docs: [
                "Applies a tap to a row of a checkmark list: an exclusive list moves its checkmark to the row, an",
                "inclusive one toggles it. Returns the rows whose checkmark changed, in order.",
            ], attributes: ["@discardableResult"], modifiers: ["public", "mutating"]), "toggleCheckmark", [SwiftParameter("at", "position", position)],
            returns: .array(position), body: [
                .guard([.expression(.call(.name("contains"), [.value(.name("position"))]))], else: [.return(.emptyArray)]),
                .switch(sectionAt(section).member("selectionList"), [
                    SwiftSwitchCase([.nil], [.return(.emptyArray)]),
                    SwiftSwitchCase([.dot("inclusive")], [
                        .expression(.call(isChecked(.path("position.row")).member("toggle"), [])),
                        .return(.array([.name("position")], multiline: false)),
                    ]),
                    SwiftSwitchCase([.dot("exclusive")], [
                        .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "changed", type: .array(position), value: .emptyArray))),
                        .forIn("row", upTo(rows.member("count")), [
                            .if([.expression(.binary(isTapped, "!=", isChecked(.name("row"))))], then: [
                                .assignment(isChecked(.name("row")), isTapped),
                                .expression(.call(.path("changed.append"), [SwiftArgument(nil, ContentPaths.position(section, .name("row")))])),
                            ]),
                        ]),
                        .return(.name("changed")),
                    ]),
                ]),
            ])),
            .blank,
            .function(SwiftFunction(.public("The rows of a section that have a checkmark, in order."), "checkedRows", [SwiftParameter("inSection", "section", .int)],
                                    returns: .array(.named("Row")), body: [
                .guard([.expression(ContentPaths.hasSection(.name("section")))], else: [.return(.emptyArray)]),
                .return(.call(rowsAt(.name("section")).member("filter"), [.value(.closure(parameters: [], body: [.expression(.path("$0.isChecked"))]))])),
            ])),
        ]
        if context.hasSectionIDs {
            members += [.blank, .function(SwiftFunction(.public("The rows of the section with an id that have a checkmark, in order."), "checkedRows",
                                                        [SwiftParameter("in", "id", .named("SectionID"))], returns: .array(.named("Row")), body: [
                .guard([.binding("section", .call(.name("section"), [SwiftArgument("of", .name("id"))]))], else: [.return(.emptyArray)]),
                .return(.call(.name("checkedRows"), [SwiftArgument("inSection", .name("section"))])),
            ]))]
        }
        return members
    }
}
