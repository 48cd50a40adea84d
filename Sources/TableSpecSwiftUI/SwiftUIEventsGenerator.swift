import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// What the user does to the list, applied to the content with `Content`'s own methods and told
/// to the app with the UIKit data source's events: a tap (`onSelect`, after a checkmark list's
/// `.checkmarks`), a switch (`onSwitchChange` and `.switched`), a delete, insert or move
/// (`.deleted`, `.inserted`, `.moved`), and swipe and menu actions (`onSwipeAction`,
/// `onMenuAction`; the built-in delete deletes through the content).
struct SwiftUIEventsGenerator {
    let facts: SwiftUIFacts

    private var position: SwiftType { facts.type("RowPosition") }
    private let entry = SwiftParameter("_", "entry", .named("RowEntry"))

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [.blank, select(), .blank, isOn(), .blank, setOn()]
        if facts.hasSelectionLists { members += [.blank, events()] }
        if facts.editsContent { members += [.blank, deleteRow()] }
        if facts.hasDeletes { members += [.blank, deleteOffsets()] }
        if facts.hasMoves { members += [.blank, move()] }
        if facts.hasInsert { members += [.blank, insertRow()] }
        if facts.hasSwipeActions { members += [.blank, buttons("swipeButtons", docs: "The buttons a swipe from one edge shows.", actions: .name("actions"), inMenu: false)] }
        if facts.hasMenus { members += [.blank, buttons("menuButtons", docs: "The row's context menu.", actions: .path("entry.row.actions.menu"), inMenu: true)] }
        if facts.hasSwipeActions || facts.hasMenus { members += [.blank, actionButton(), .blank, perform(), .blank, actionTitle(), .blank, actionColor()] }
        return members
    }

    private func event(_ row: SwiftExpression, _ position: SwiftExpression) -> SwiftExpression { facts.event(row, position) }

    private func select() -> SwiftDeclaration {
        var body: [SwiftStatement] = []
        if facts.hasSelectionLists {
            body.append(.if([.expression(.path("entry.isInSelectionList"))], then: [
                .variable("updated", .name("content")),
                .constant("changed", .call(.path("updated.toggleCheckmark"), [SwiftArgument("at", .path("entry.position"))])),
                .run(.call(.name("setContent"), [.value(.name("updated"))])),
                .if([.expression(.prefix("!", .path("changed.isEmpty")))], then: [
                    UI.notify("onContentChange", .call(.dot("checkmarks"), [.value(.call(.name("events"), [
                        SwiftArgument("at", .name("changed")), SwiftArgument("in", .name("updated")),
                    ]))])),
                ]),
                .if([.binding("row", .call(.path("updated.row"), [SwiftArgument("at", .path("entry.position"))]))], then: [
                    UI.notify("onSelect", event(.name("row"), .path("entry.position"))),
                ]),
                .return(nil),
            ]))
        }
        let selected = event(.path("entry.row"), .path("entry.position"))
        if facts.allowsMultipleSelection {
            body.append(.if([.expression(.call(.path("selectedRows.contains"), [.value(.path("entry.id"))]))], then: [
                .run(.call(.path("selectedRows.remove"), [.value(.path("entry.id"))])),
                UI.notify("onDeselect", selected),
                .return(nil),
            ]))
            body.append(.run(.call(.path("selectedRows.insert"), [.value(.path("entry.id"))])))
        }
        body.append(UI.notify("onSelect", selected))
        var docs = ["A tap on a row that responds to taps."]
        if facts.hasSelectionLists { docs = ["A tap on a row that responds to taps. In a checkmark list the checkmark moves or toggles first, and the app", "hears which rows changed."] }
        if facts.allowsMultipleSelection { docs.append("With multiple selection a second tap deselects the row.") }
        return UI.function(["private"], "select", [entry], docs: docs, body)
    }

    private func isOn() -> SwiftDeclaration {
        UI.function(["private"], "isOn", [entry], returns: .named("Binding<Bool>"), docs: [
            "What a switch row's `Toggle` shows and sets: the row's `isOn` in the content. `Binding` takes `@Sendable`",
            "closures; the setter says it runs on the main actor, where the view's content is.",
        ], [
            .return(.call(.name("Binding"), [
                SwiftArgument("get", .closure(parameters: [], body: [.run(.path("entry.row.isOn"))])),
                SwiftArgument("set", .closure(parameters: ["@MainActor isOn"], body: [.run(.call(.name("setOn"), [.value(.name("isOn")), SwiftArgument("at", .path("entry.position"))]))])),
            ])),
        ])
    }

    private func setOn() -> SwiftDeclaration {
        UI.function(["private"], "setOn", [SwiftParameter("_", "isOn", .bool), SwiftParameter("at", "position", position)], docs: [
            "Records a flipped switch in the content and tells the app.",
        ], [
            .variable("updated", .name("content")),
            .guard([.expression(.call(.path("updated.setOn"), [.value(.name("isOn")), SwiftArgument("at", .name("position"))])),
                    .binding("row", .call(.path("updated.row"), [SwiftArgument("at", .name("position"))]))], else: [.return(nil)]),
            .run(.call(.name("setContent"), [.value(.name("updated"))])),
            .constant("event", event(.name("row"), .name("position"))),
            UI.notify("onSwitchChange", .name("event")),
            UI.notify("onContentChange", .call(.dot("switched"), [.value(.name("event"))])),
        ])
    }

    private func events() -> SwiftDeclaration {
        UI.function(["private"], "events", [SwiftParameter("at", "positions", .array(position)), SwiftParameter("in", "content", facts.type("Content"))],
                    returns: .array(facts.type("RowEvent")), docs: ["The rows at `positions` as events, for the app."], [
            .variable("events", type: .array(facts.type("RowEvent")), .array([], multiline: false)),
            .forIn("position", .name("positions"), [
                .if([.binding("row", .call(.path("content.row"), [SwiftArgument("at", .name("position"))]))], then: [
                    .run(.call(.path("events.append"), [.value(event(.name("row"), .name("position")))])),
                ]),
            ]),
            .return(.name("events")),
        ])
    }

    private func deleteRow() -> SwiftDeclaration {
        UI.function(["private"], "deleteRow", [SwiftParameter("at", "position", position)], docs: [
            "Deletes a row through the content (a grouped section's emptied group goes with it) and tells the app.",
        ], [
            .variable("updated", .name("content")),
            .guard([.binding("row", .call(.path("updated.deleteRow"), [SwiftArgument("at", .name("position"))]))], else: [.return(nil)]),
            .run(.call(.name("setContent"), [.value(.name("updated"))])),
            UI.notify("onContentChange", .call(.dot("deleted"), [.value(event(.name("row"), .name("position")))])),
        ])
    }

    private func deleteOffsets() -> SwiftDeclaration {
        UI.function(["private"], "delete", [SwiftParameter("_", "offsets", .named("IndexSet")), SwiftParameter("inSection", "section", .int)], docs: [
            "`onDelete`: the rows at `offsets` in a section, the last first, so the earlier positions still hold.",
        ], [
            .forIn("row", .call(.path("offsets.reversed"), []), [
                .run(.call(.name("deleteRow"), [SwiftArgument("at", .call(.path(facts.name + ".RowPosition"), [SwiftArgument("section", .name("section")), SwiftArgument("row", .name("row"))]))])),
            ]),
        ])
    }

    private func move() -> SwiftDeclaration {
        let rowPosition = { (row: SwiftExpression) in SwiftExpression.call(.path(facts.name + ".RowPosition"), [SwiftArgument("section", .name("section")), SwiftArgument("row", row)]) }
        return UI.function(["private"], "move", [SwiftParameter("_", "source", .named("IndexSet")), SwiftParameter("to", "destination", .int),
                                                 SwiftParameter("inSection", "section", .int)], docs: [
            "`onMove`: SwiftUI's destination is an offset before the move. The content's move rule then decides where the",
            "row may go, as the UIKit data source's does: never past an insert row at either end of its section.",
        ], [
            .guard([.binding("first", .path("source.first"))], else: [.return(nil)]),
            .constant("from", rowPosition(.name("first"))),
            .constant("proposed", rowPosition(.ternary(.binary(.name("destination"), ">", .name("first")), .binary(.name("destination"), "-", .integer(1)), .name("destination")))),
            .variable("updated", .name("content")),
            .constant("target", .call(.path("updated.targetPosition"), [SwiftArgument("movingRowAt", .name("from")), SwiftArgument("to", .name("proposed"))])),
            .guard([.expression(.binary(.name("target"), "!=", .name("from"))),
                    .binding("row", .call(.path("updated.row"), [SwiftArgument("at", .name("from"))])),
                    .expression(.call(.path("updated.moveRow"), [SwiftArgument("from", .name("from")), SwiftArgument("to", .name("target"))]))],
                   else: [.return(nil)]),
            .run(.call(.name("setContent"), [.value(.name("updated"))])),
            UI.notify("onContentChange", .call(.dot("moved"), [.value(event(.name("row"), .name("target"))), SwiftArgument("from", .name("from"))])),
        ])
    }

    private func insertRow() -> SwiftDeclaration {
        UI.function(["private"], "insertRow", [SwiftParameter("at", "position", position)], docs: [
            "A tap on an insert row while editing: the app supplies the row (`rowToInsert`), which goes where the tapped row is.",
        ], [
            .guard([.binding("tapped", .call(.path("content.row"), [SwiftArgument("at", .name("position"))])),
                    .binding("row", .call(.optionalChain(.name("rowToInsert")), [.value(event(.name("tapped"), .name("position")))]))], else: [.return(nil)]),
            .variable("updated", .name("content")),
            .guard([.expression(.call(.path("updated.insertRow"), [.value(.name("row")), SwiftArgument("at", .name("position"))]))], else: [.return(nil)]),
            .run(.call(.name("setContent"), [.value(.name("updated"))])),
            UI.notify("onContentChange", .call(.dot("inserted"), [.value(event(.name("row"), .name("position")))])),
        ])
    }

    private func buttons(_ name: String, docs: String, actions: SwiftExpression, inMenu: Bool) -> SwiftDeclaration {
        var parameters = [SwiftParameter("for", "entry", .named("RowEntry"))]
        if !inMenu { parameters.insert(SwiftParameter("_", "actions", .array(facts.type("RowAction"))), at: 0) }
        return UI.function(["private"], name, parameters, returns: UI.someView, docs: [docs], [
            .run(.trailingClosures(.name("ForEach"), [.value(actions.member("indices")), SwiftArgument("id", .keyPath(["self"]))], closures: [
                .value(.closure(parameters: ["index"], body: [
                    .run(.call(.name("actionButton"), [.value(actions.at(.name("index"))), SwiftArgument("for", .name("entry")), SwiftArgument("inMenu", .bool(inMenu))])),
                ])),
            ])),
        ])
    }

    private func actionButton() -> SwiftDeclaration {
        let title = SwiftExpression.call(.path("Self.title"), [SwiftArgument("of", .name("action")), SwiftArgument("for", .path("entry.row"))])
        let symbol = SwiftExpression.ternary(.binary(.path("action.id"), "==", .nil), .binary(.path("action.image"), "??", .string("trash")), .path("action.image"))
        return UI.function(["private"], "actionButton", [SwiftParameter("_", "action", facts.type("RowAction")), SwiftParameter("for", "entry", .named("RowEntry")),
                                                         SwiftParameter("inMenu", "inMenu", .bool)], returns: UI.someView, docs: [
            "A swipe or menu button in the action's colour; the built-in delete is destructive, and in a menu it shows a trash can.",
        ], [
            .run(.modified(UI.view("Button", [SwiftArgument("role", .ternary(.path("action.isDestructive"), .path("ButtonRole.destructive"), .nil))],
                                   [.run(.call(.name("perform"), [.value(.name("action")), SwiftArgument("on", .name("entry")), SwiftArgument("inMenu", .name("inMenu"))]))],
                                   [("label", [
                                       .run(UI.view("Label", [], [.run(facts.isLocalized ? title : UI.verbatim(title))],
                                                    [("icon", [.if([.binding("symbol", .ternary(.name("inMenu"), symbol, .path("action.image")))], then: [
                                                        .run(.call(.name("Image"), [SwiftArgument("systemName", .name("symbol"))])),
                                                    ])])])),
                                   ])]),
                           [UI.modifier("tint", .value(.call(.path("Self.color"), [.value(.path("action.color"))])))])),
        ])
    }

    private func perform() -> SwiftDeclaration {
        var then: [SwiftStatement] = []
        var otherwise: [SwiftStatement] = []
        if facts.hasMenus { then = [UI.notify("onMenuAction", .name("id"), .name("event"))] }
        if facts.hasSwipeActions {
            otherwise = [UI.notify("onSwipeAction", .name("id"), .name("event"), .closure(parameters: ["_"], body: []))]
        }
        var body: [SwiftStatement] = [
            .guard([.binding("id", .path("action.id"))], else: [.run(.call(.name("deleteRow"), [SwiftArgument("at", .path("entry.position"))])), .return(nil)]),
            .constant("event", event(.path("entry.row"), .path("entry.position"))),
        ]
        switch (then.isEmpty, otherwise.isEmpty) {
        case (false, false): body.append(.if([.expression(.name("inMenu"))], then: then, else: otherwise))
        case (false, true): body += then
        default: body += otherwise
        }
        return UI.function(["private"], "perform", [SwiftParameter("_", "action", facts.type("RowAction")), SwiftParameter("on", "entry", .named("RowEntry")),
                                                    SwiftParameter("inMenu", "inMenu", .bool)], docs: [
            "The built-in delete deletes the row through the content; any other action goes to the app with the row.",
        ], body)
    }

    private func actionTitle() -> SwiftDeclaration {
        let key = StringKeys.table(facts.name, "delete")
        let docs = ["The built-in delete's title is the row's delete confirmation, or \"Delete\"; the others have their own."]
        let parameters = [SwiftParameter("of", "action", facts.type("RowAction")), SwiftParameter("for", "row", facts.type("Row"))]
        guard facts.isLocalized else {
            return UI.function(["private", "static"], "title", parameters, returns: .string, docs: docs, [
                .return(.ternary(.binary(.path("action.id"), "==", .nil), .binary(.path("row.deleteConfirmation"), "??", facts.text(TableStrings.deleteActionTitle, key: key)),
                                 .binary(.path("action.title"), "??", .string("")))),
            ])
        }
        // Each string shown in the view's locale while the row or action still has the spec's.
        let delete = facts.localizedValue(key).map { SwiftExpression.call(.path("Self.text"), [.value($0)]) } ?? UI.verbatim(.string(TableStrings.deleteActionTitle))
        return UI.function(["private", "static"], "title", parameters, returns: .named("Text"), docs: docs, [
            .guard([.expression(.binary(.path("action.id"), "==", .nil))], else: [
                .return(facts.shownText(.path("action.title"), localized: .path("action.localizedTitle"))),
            ]),
            .guard([.expression(.binary(.path("row.deleteConfirmation"), "==", .nil))], else: [
                .return(facts.shownText(.path("row.deleteConfirmation"), localized: .path("row.localizedDeleteConfirmation"))),
            ]),
            .return(delete),
        ])
    }

    private func actionColor() -> SwiftDeclaration {
        UI.function(["private", "static"], "color", [SwiftParameter("_", "color", .optional(facts.type("ActionColor")))], returns: .optional(.named("Color")), docs: [
            "An action's system colour; nil keeps SwiftUI's (grey, or red for a destructive action).",
        ], [
            .guard([.binding("color", .name("color"))], else: [.return(.nil)]),
            .switch(.name("color"), ActionColor.allCases.map { SwiftSwitchCase([.dot($0.rawValue)], [.return(.path("Color." + $0.rawValue))]) }),
        ])
    }
}
