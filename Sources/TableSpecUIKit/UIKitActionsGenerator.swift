import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// Swipe actions and context menus: the delegate methods, written only for a table whose rows
/// have them, and the callbacks that hand the app's actions to the app.
///
/// - A row with swipe actions gets exactly its own on both edges: an empty configuration on an
///   edge it has none for, since nil there would let UIKit add its default delete. A row
///   without swipe actions gets nil, so it swipes as it did before (a row whose editing style is
///   `delete` still swipes to delete).
/// - The built-in delete deletes the row through `deleteRow(at:)`, the one path every delete
///   takes, editing control included: removed from `content`, animated, `onContentChange`.
/// - Any other action goes to `onSwipeAction` or `onMenuAction` with its id and the row. Since
///   iOS 13 completing a swipe action does not remove or change the row; the app changes the
///   content itself.
struct UIKitActionsGenerator {
    let facts: UIKitFacts
    private var table: ResolvedTable { facts.table }

    private static let completion = SwiftType.attributed(["@escaping"], .function([.bool], .void))

    /// The callbacks, for `DataSource`'s properties.
    func callbacks() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if facts.hasSwipeActions {
            members.append(.variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "Called when the user chooses a swipe action of the app's (any but the built-in delete), with the action's id and",
                "the row. Call the completion handler once, when the action is done: `true` if it happened, `false` if it did not",
                "(the row slides back). Completing removes and changes nothing: since iOS 13 UIKit leaves the row as it is, so",
                "update the content yourself (`update(_:)`, `setDetail(_:for:)`). Unset, every such action fails at once.",
            ], modifiers: ["public"]), .var, "onSwipeAction", type: .optionalFunction([.named("ActionID"), .named("RowEvent"), Self.completion], .void))))
        }
        if facts.hasMenus {
            members.append(.variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "Called when the user chooses an action of a row's context menu (any but the built-in delete), with its id and",
                "the row. Like a swipe action, it changes nothing by itself.",
            ], modifiers: ["public"]), .var, "onMenuAction", type: .optionalFunction([.named("ActionID"), .named("RowEvent")], .void))))
        }
        return members
    }

    private var indexPath: SwiftParameter { SwiftParameter(nil, "indexPath", UIKitFacts.indexPath) }

    private func delegate(_ label: String, _ extra: [SwiftParameter] = [], returns: SwiftType, _ body: [SwiftStatement]) -> [SwiftDeclaration] {
        [.blank, UIKitFacts.method(["public"], "tableView", [UIKitFacts.tableViewParameter, SwiftParameter(label, "indexPath", UIKitFacts.indexPath)] + extra, returns: returns, body)]
    }

    /// The row's identity in the applied snapshot. An action's handler runs later, when the user
    /// taps it, and the content may have changed under the open menu or the slid row by then (an
    /// update from the app, another delete): the handler finds the row by identity, never by the
    /// position it had when the actions were made.
    private static let identityBinding = SwiftCondition.binding("identity", .call(.path("cells?.itemIdentifier"), [SwiftArgument("for", .name("indexPath"))]))

    func delegateMethods() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if facts.hasSwipeActions {
            for (label, leading) in [("leadingSwipeActionsConfigurationForRowAt", true), ("trailingSwipeActionsConfigurationForRowAt", false)] {
                members += delegate(label, returns: .optional(.named("UISwipeActionsConfiguration")), [
                    .return(.call(.name("swipeActions"), [SwiftArgument("leading", .bool(leading)), SwiftArgument("at", .name("indexPath"))])),
                ])
            }
        }
        if facts.hasMenus {
            members += delegate("contextMenuConfigurationForRowAt", [SwiftParameter("point", "point", .named("CGPoint"))], returns: .optional(.named("UIContextMenuConfiguration")), [
                .constant("position", UIKitFacts.position()),
                .guard([.binding("row", UIKitFacts.row(at: .name("position"))), .expression(.prefix("!", .path("row.actions.menu.isEmpty"))), Self.identityBinding], else: [.return(.nil)]),
                .constant("actions", .call(.path("row.actions.menu.map"), [.value(.closure(parameters: [], body: [
                    .return(.call(.name("menuAction"), [.value(.name("$0")), SwiftArgument("for", .name("row")), SwiftArgument("identity", .name("identity"))])),
                ]))])),
                .return(.call(.name("UIContextMenuConfiguration"), [
                    SwiftArgument("identifier", .nil), SwiftArgument("previewProvider", .nil),
                    SwiftArgument("actionProvider", .closure(parameters: ["_"], body: [.return(.call(.name("UIMenu"), [SwiftArgument("children", .name("actions"))]))])),
                ], multiline: true)),
            ])
        }
        members += [.blank] + helpers()
        return members
    }

    private func helpers() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        let actionParameters = [SwiftParameter("_", "action", .named("RowAction")), SwiftParameter("for", "row", .named("Row")), SwiftParameter("identity", "identity", .named("RowIdentity"))]
        if facts.hasSwipeActions {
            members += [
                UIKitFacts.method(["private"], "swipeActions", [SwiftParameter("leading", "leading", .bool), SwiftParameter("at", "indexPath", UIKitFacts.indexPath)],
                                  returns: .optional(.named("UISwipeActionsConfiguration")), docs: [
                    "A row's swipe actions on one edge: exactly its own, none being an empty configuration; nil for a row without",
                    "swipe actions, which keeps UIKit's default (the delete of a row whose editing style is delete).",
                ], [
                    .constant("position", UIKitFacts.position()),
                    .guard([.binding("row", UIKitFacts.row(at: .name("position"))), .expression(.path("row.actions.hasSwipeActions")), Self.identityBinding], else: [.return(.nil)]),
                    .constant("actions", .ternary(.name("leading"), .path("row.actions.leading"), .path("row.actions.trailing"))),
                    .constant("configuration", .call(.name("UISwipeActionsConfiguration"), [SwiftArgument("actions", .call(.path("actions.map"), [.value(.closure(parameters: [], body: [
                        .return(.call(.name("contextualAction"), [.value(.name("$0")), SwiftArgument("for", .name("row")), SwiftArgument("identity", .name("identity"))])),
                    ]))]))])),
                    .assignment(.path("configuration.performsFirstActionWithFullSwipe"), .path("row.actions.performsFirstActionWithFullSwipe")),
                    .return(.name("configuration")),
                ]),
                .blank,
                UIKitFacts.method(["private"], "contextualAction", actionParameters, returns: .named("UIContextualAction"), docs: [
                    "One swipe button. The built-in delete deletes the row; any other action goes to `onSwipeAction` with the",
                    "completion handler, which UIKit needs called once.",
                ], [
                    .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "handler", type: .named("UIContextualAction.Handler")))),
                    .if([.binding("id", .path("action.id"))], then: [
                        .assignment(.name("handler"), .closure(parameters: ["[weak self] _", "_", "completion"], body: [
                            .guard([.binding("self", .name("self")), .binding("event", .call(.path("self.event"), [SwiftArgument("for", .name("identity"))])),
                                    .binding("onSwipeAction", .path("self.onSwipeAction"))], else: [
                                .run(.call(.name("completion"), [.value(.bool(false))])),
                                .return(nil),
                            ]),
                            .run(.call(.name("onSwipeAction"), [.value(.name("id")), .value(.name("event")), .value(.name("completion"))])),
                        ])),
                    ], else: [
                        .assignment(.name("handler"), .closure(parameters: ["[weak self] _", "_", "completion"], body: [
                            .run(.call(.name("completion"), [.value(.binary(.call(.path("self?.deleteRow"), [SwiftArgument("identity", .name("identity"))]), "??", .bool(false)))])),
                        ])),
                    ]),
                    .constant("contextual", .call(.name("UIContextualAction"), [
                        SwiftArgument("style", .ternary(.path("action.isDestructive"), .dot("destructive"), .dot("normal"))),
                        SwiftArgument("title", .call(.path("Self.title"), [SwiftArgument("of", .name("action")), SwiftArgument("for", .name("row"))])),
                        SwiftArgument("handler", .name("handler")),
                    ])),
                    .if([.binding("color", .path("action.color"))], then: [.assignment(.path("contextual.backgroundColor"), .call(.path("Self.color"), [.value(.name("color"))]))]),
                    .if([.binding("image", .path("action.image"))], then: [.assignment(.path("contextual.image"), .call(.name("UIImage"), [SwiftArgument("systemName", .name("image"))]))]),
                    .return(.name("contextual")),
                ]),
                .blank,
                UIKitFacts.method(["private", "static"], "color", [SwiftParameter("_", "color", .named("ActionColor"))], returns: .named("UIColor"), [
                    .switch(.name("color"), ActionColor.allCases.map { color in
                        SwiftSwitchCase([.dot(color.rawValue)], [.return(.path("UIColor.system" + color.rawValue.prefix(1).uppercased() + color.rawValue.dropFirst()))])
                    }),
                ]),
                .blank,
            ]
        }
        if facts.hasMenus {
            members += [
                UIKitFacts.method(["private"], "menuAction", actionParameters, returns: .named("UIAction"), docs: [
                    "One menu item; the built-in delete has the trash symbol, as in the system's menus.",
                ], [
                    .constant("symbol", .ternary(.binary(.path("action.id"), "==", .nil), .binary(.path("action.image"), "??", .string("trash")), .path("action.image"))),
                    .return(.call(.name("UIAction"), [
                        SwiftArgument("title", .binary(.call(.path("Self.title"), [SwiftArgument("of", .name("action")), SwiftArgument("for", .name("row"))]), "??", .string(""))),
                        SwiftArgument("image", .call(.path("symbol.flatMap"), [.value(.closure(parameters: [], body: [.return(.call(.name("UIImage"), [SwiftArgument("systemName", .name("$0"))]))]))])),
                        SwiftArgument("attributes", .ternary(.path("action.isDestructive"), .dot("destructive"), .array([], multiline: false))),
                        SwiftArgument("handler", .closure(parameters: ["[weak self] _"], body: [
                            .run(.call(.path("self?.menuActionChosen"), [.value(.path("action.id")), SwiftArgument("identity", .name("identity"))])),
                        ])),
                    ], multiline: true)),
                ]),
                .blank,
                UIKitFacts.method(["private"], "menuActionChosen", [SwiftParameter("_", "id", .optional(.named("ActionID"))), SwiftParameter("identity", "identity", .named("RowIdentity"))],
                                  docs: ["Performs the built-in delete, or hands the app its action."], [
                    .guard([.binding("id", .name("id"))], else: [
                        .run(.call(.name("deleteRow"), [SwiftArgument("identity", .name("identity"))])),
                        .return(nil),
                    ]),
                    .guard([.binding("event", .call(.name("event"), [SwiftArgument("for", .name("identity"))]))], else: [.return(nil)]),
                    .run(.call(.optionalChain(.name("onMenuAction")), [.value(.name("id")), .value(.name("event"))])),
                ]),
                .blank,
            ]
        }
        members += [
            UIKitFacts.method(["private", "static"], "title", [SwiftParameter("of", "action", .named("RowAction")), SwiftParameter("for", "row", .named("Row"))], returns: .optional(.string), docs: [
                "An action's title; the built-in delete's is the row's delete-confirmation title, else \"Delete\".",
            ], [
                .return(.ternary(.binary(.path("action.id"), "==", .nil), .binary(.path("row.deleteConfirmation"), "??", facts.text(TableStrings.deleteActionTitle, key: StringKeys.table(table.name, "delete"))), .path("action.title"))),
            ]),
            .blank,
            UIKitFacts.method(["private"], "position", [SwiftParameter("of", "identity", .named("RowIdentity"))], returns: .optional(.named("RowPosition")), docs: [
                "Where a row is now, from the applied snapshot; nil once it is gone.",
            ], [
                .guard([.binding("indexPath", .call(.path("cells?.indexPath"), [SwiftArgument("for", .name("identity"))]))], else: [.return(.nil)]),
                .return(UIKitFacts.position()),
            ]),
            .blank,
            UIKitFacts.method(["private"], "event", [SwiftParameter("for", "identity", .named("RowIdentity"))], returns: .optional(.named("RowEvent")), docs: [
                "The row with this identity as it is now, and where; nil once it is gone.",
            ], [
                .guard([.binding("position", .call(.name("position"), [SwiftArgument("of", .name("identity"))])), .binding("row", UIKitFacts.row(at: .name("position")))],
                       else: [.return(.nil)]),
                .return(UIKitFacts.event()),
            ]),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: [
                "The built-in delete of a swipe or a menu: the row where it is now.",
            ], attributes: ["@discardableResult"], modifiers: ["private"]), "deleteRow", [SwiftParameter("identity", "identity", .named("RowIdentity"))], returns: .bool, body: [
                .guard([.binding("position", .call(.name("position"), [SwiftArgument("of", .name("identity"))]))], else: [.return(.bool(false))]),
                .return(.call(.name("deleteRow"), [SwiftArgument("at", .name("position"))])),
            ])),
            .blank,
            deleteRow(),
        ]
        return members
    }

    /// The one path a delete takes, whether by the editing control, a swipe or a menu.
    func deleteRow() -> SwiftDeclaration {
        .function(SwiftFunction(SwiftDeclarationHeader(docs: [
            "Deletes the row at `position`, animated, and tells the app: every delete the user makes comes here, by the editing",
            "control, a swipe or a menu. False when there is no row there.",
        ], attributes: ["@discardableResult"], modifiers: ["private"]), "deleteRow", [SwiftParameter("at", "position", .named("RowPosition"))], returns: .bool, body: [
            UIKitFacts.copyContent,
            .guard([.binding("row", .call(.path("updated.deleteRow"), [SwiftArgument("at", .name("position"))]))], else: [.return(.bool(false))]),
            UIKitFacts.apply(animated: true),
            UIKitFacts.notify("onContentChange", .call(.dot("deleted"), [.value(UIKitFacts.event())])),
            .return(.bool(true)),
        ]))
    }
}
