import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// The `UITableViewDelegate` methods the spec needs, and the editing the cell source passes on.
///
/// Selection follows `UITableViewController`'s manners: a row that responds to taps highlights,
/// is deselected (animated) before the app hears of it, and a row of a checkmark list moves its
/// checkmark instead of staying selected; a table with multiple selection keeps its selection.
/// Rows without an editing or reorder control do not indent in edit mode, and a dragged row goes
/// where `Content.targetPosition(movingRowAt:to:)` allows.
struct UIKitDelegateGenerator {
    let facts: UIKitFacts
    private var table: ResolvedTable { facts.table }

    private func method(_ label: String, _ parameter: SwiftParameter, returns: SwiftType? = nil, _ body: [SwiftStatement]) -> [SwiftDeclaration] {
        [.blank, UIKitFacts.method(["public"], "tableView", [UIKitFacts.tableViewParameter, SwiftParameter(label, parameter.name, parameter.type)], returns: returns, body)]
    }

    private var indexPath: SwiftParameter { SwiftParameter(nil, "indexPath", UIKitFacts.indexPath) }
    private var rowAtIndexPath: SwiftExpression { UIKitFacts.row(at: UIKitFacts.position()) }

    func declarations() -> [SwiftDeclaration] {
        // Always, whatever heights the spec sets: `Row.height` and a section's header and footer
        // heights are the app's to change at run time, and without these methods UIKit would
        // never ask for them.
        var members = method("heightForRowAt", indexPath, returns: .named("CGFloat"), [
            .guard([.binding("height", .member(.optionalChain(rowAtIndexPath), "height"))], else: [.return(.path("UITableView.automaticDimension"))]),
            .return(.call(.name("CGFloat"), [.value(.name("height"))])),
        ])
        for (name, key, tableViewProperty) in [("heightForHeaderInSection", "headerHeight", "sectionHeaderHeight"), ("heightForFooterInSection", "footerHeight", "sectionFooterHeight")] {
            // The table view's own value is what UIKit uses when the delegate gives none.
            members += method(name, SwiftParameter(nil, "section", .int), returns: .named("CGFloat"), [
                .guard([.expression(.path("content.sections.indices").call("contains", .value(.name("section")))),
                        .binding("height", .path("content.sections").at(.name("section")).member(key))], else: [.return(.member(.name("tableView"), tableViewProperty))]),
                .return(.call(.name("CGFloat"), [.value(.name("height"))])),
            ])
        }
        members += method("shouldHighlightRowAt", indexPath, returns: .bool, [.return(.call(.name("respondsToTap"), [.value(UIKitFacts.position())]))])
        members += method("willSelectRowAt", indexPath, returns: .optional(UIKitFacts.indexPath), [
            .return(.ternary(.call(.name("respondsToTap"), [.value(UIKitFacts.position())]), .name("indexPath"), .nil)),
        ])
        members += method("didSelectRowAt", indexPath, didSelectBody())
        if facts.allowsMultipleSelection {
            members += method("didDeselectRowAt", indexPath, [
                .constant("position", UIKitFacts.position()),
                .guard([.binding("row", UIKitFacts.row(at: .name("position")))], else: [.return(nil)]),
                UIKitFacts.notify("onDeselect", UIKitFacts.event()),
            ])
        }
        if facts.hasDetailButtons {
            members += method("accessoryButtonTappedForRowWith", indexPath, [
                .constant("position", UIKitFacts.position()),
                .guard([.binding("row", UIKitFacts.row(at: .name("position")))], else: [.return(nil)]),
                UIKitFacts.notify("onAccessoryButtonTap", UIKitFacts.event()),
            ])
        }
        if facts.needsEditingMethods { members += editingDelegateMethods() + [.blank] + editingActions() }
        if facts.hasActions { members += UIKitActionsGenerator(facts: facts).delegateMethods() }
        if table.hasSelectionLists { members += [.blank, events()] }
        return members
    }

    private func didSelectBody() -> [SwiftStatement] {
        var body: [SwiftStatement] = [
            .constant("position", UIKitFacts.position()),
        ]
        if table.hasSelectionLists {
            body.append(.if([.expression(.path("content.sections").at(.path("position.section")).member("selectionList").op("!=", .nil))], then: [
                .run(.call(.path("tableView.deselectRow"), [SwiftArgument("at", .name("indexPath")), SwiftArgument("animated", .bool(true))])),
                UIKitFacts.copyContent,
                .constant("changed", .call(.path("updated.toggleCheckmark"), [SwiftArgument("at", .name("position"))])),
                UIKitFacts.apply(animated: true),
                .if([.expression(.prefix("!", .path("changed.isEmpty")))], then: [
                    UIKitFacts.notify("onContentChange", .call(.dot("checkmarks"), [.value(.call(.name("events"), [SwiftArgument("at", .name("changed"))]))])),
                ]),
                .if([.binding("row", UIKitFacts.row(at: .name("position")))], then: [UIKitFacts.notify("onSelect", UIKitFacts.event())]),
                .return(nil),
            ]))
        }
        var selected = [UIKitFacts.notify("onSelect", UIKitFacts.event())]
        let navigation = UIKitNavigationGenerator(facts: facts)
        if navigation.applies { selected.append(navigation.openAfterSelect) }
        if !facts.allowsMultipleSelection {
            body.append(.comment("Before `onSelect`, which may change the content: this index path can then name another row."))
            body.append(.run(.call(.path("tableView.deselectRow"), [SwiftArgument("at", .name("indexPath")), SwiftArgument("animated", .bool(true))])))
        }
        body.append(.if([.binding("row", UIKitFacts.row(at: .name("position")))], then: selected))
        return body
    }

    private func events() -> SwiftDeclaration {
        UIKitFacts.method(["private"], "events", [SwiftParameter("at", "positions", .array(.named("RowPosition")))], returns: .array(.named("RowEvent")),
                          docs: ["The rows at `positions` as events, for the app."], [
            .variable("events", type: .array(.named("RowEvent")), .emptyArray),
            .forIn("position", .name("positions"), [
                .if([.binding("row", UIKitFacts.row(at: .name("position")))], then: [.run(.invoke("events.append", .value(UIKitFacts.event())))]),
            ]),
            .return(.name("events")),
        ])
    }

    private func editingDelegateMethods() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        let style: [SwiftStatement] = [
            .guard([.binding("row", rowAtIndexPath), .expression(.path("row.canEdit"))], else: [.return(.dot("none"))]),
            .return(.invoke("Self.editingStyle", .value(.path("row.editingStyle")))),
        ]
        // A row whose editing style is none is not swiped: out of edit mode a row with swipe
        // actions answers delete, which shows nothing there (both of its edges have their own
        // configuration, so UIKit adds no delete of its own).
        members += method("editingStyleForRowAt", indexPath, returns: .named("UITableViewCell.EditingStyle"), facts.hasSwipeActions ? [
            .if([.expression(.prefix("!", .path("tableView.isEditing"))), .binding("row", rowAtIndexPath), .expression(.path("row.actions.hasSwipeActions"))], then: [.return(.dot("delete"))]),
        ] + style : style)
        if facts.hasDeleteConfirmation {
            members += method("titleForDeleteConfirmationButtonForRowAt", indexPath, returns: .optional(.string), [
                .return(.member(.optionalChain(rowAtIndexPath), "deleteConfirmation")),
            ])
        }
        members += method("shouldIndentWhileEditingRowAt", indexPath, returns: .bool, [
            .guard([.binding("row", rowAtIndexPath)], else: [.return(.bool(false))]),
            .return(.path("row.canEdit").op("&&", .path("row.editingStyle").op("!=", .dot("none"))).op("||", .path("row.canMove"))),
        ])
        members += [.blank, UIKitFacts.method(["public"], "tableView", [
            UIKitFacts.tableViewParameter,
            SwiftParameter("targetIndexPathForMoveFromRowAt", "sourceIndexPath", UIKitFacts.indexPath),
            SwiftParameter("toProposedIndexPath", "proposedDestinationIndexPath", UIKitFacts.indexPath),
        ], returns: UIKitFacts.indexPath, [
            .constant("source", UIKitFacts.position(.name("sourceIndexPath"))),
            .constant("proposed", UIKitFacts.position(.name("proposedDestinationIndexPath"))),
            .return(.invoke("Self.indexPath", .value(.call(.path("content.targetPosition"), [SwiftArgument("movingRowAt", .name("source")), SwiftArgument("to", .name("proposed"))])))),
        ])]
        return members
    }

    /// What the cell source hands over when the user deletes, inserts or moves a row.
    private func editingActions() -> [SwiftDeclaration] {
        // With actions, every delete goes through `deleteRow(at:)`, and only an insert needs a copy.
        let sharedDelete = facts.hasActions
        var cases: [SwiftSwitchCase] = [
            SwiftSwitchCase([.dot("delete")], sharedDelete ? [.run(.call(.name("deleteRow"), [SwiftArgument("at", .name("position"))]))] : [
                .guard([.binding("row", .call(.path("updated.deleteRow"), [SwiftArgument("at", .name("position"))]))], else: [.return(nil)]),
                UIKitFacts.apply(animated: true),
                UIKitFacts.notify("onContentChange", .call(.dot("deleted"), [.value(UIKitFacts.event())])),
            ]),
        ]
        if facts.hasInsert {
            cases.append(SwiftSwitchCase([.dot("insert")], (sharedDelete ? [UIKitFacts.copyContent] : []) + [
                .guard([.binding("tapped", UIKitFacts.row(at: .name("position"))),
                        .binding("row", .call(.optionalChain(.name("rowToInsert")), [.value(UIKitFacts.event(.name("tapped")))]))], else: [.return(nil)]),
                .guard([.expression(.call(.path("updated.insertRow"), [.value(.name("row")), SwiftArgument("at", .name("position"))]))], else: [.return(nil)]),
                UIKitFacts.apply(animated: true),
                UIKitFacts.notify("onContentChange", .call(.dot("inserted"), [.value(UIKitFacts.event())])),
            ]))
        }
        cases.append(SwiftSwitchCase([], [.return(nil)]))
        return [
            UIKitFacts.method(["fileprivate"], "commit", [SwiftParameter("_", "style", .named("UITableViewCell.EditingStyle")), SwiftParameter("at", "indexPath", UIKitFacts.indexPath)],
                              docs: ["Applies a delete or an insert the user committed."], [
                .constant("position", UIKitFacts.position()),
            ] + (sharedDelete ? [] : [UIKitFacts.copyContent]) + [
                .switch(.name("style"), cases),
            ]),
            .blank,
            UIKitFacts.method(["fileprivate"], "moveRow", [SwiftParameter("from", "sourceIndexPath", UIKitFacts.indexPath), SwiftParameter("to", "destinationIndexPath", UIKitFacts.indexPath)],
                              docs: ["Applies a move the user made. The table already shows it, so the snapshot is applied without animation."], [
                .constant("source", UIKitFacts.position(.name("sourceIndexPath"))),
                .constant("destination", UIKitFacts.position(.name("destinationIndexPath"))),
                UIKitFacts.copyContent,
                .guard([.binding("row", .call(.path("updated.row"), [SwiftArgument("at", .name("source"))])),
                        .expression(.call(.path("updated.moveRow"), [SwiftArgument("from", .name("source")), SwiftArgument("to", .name("destination"))]))], else: [.return(nil)]),
                UIKitFacts.apply(animated: false),
                UIKitFacts.notify("onContentChange", .call(.dot("moved"), [.value(UIKitFacts.event(.name("row"), .name("destination"))), SwiftArgument("from", .name("source"))])),
            ]),
        ]
    }
}
