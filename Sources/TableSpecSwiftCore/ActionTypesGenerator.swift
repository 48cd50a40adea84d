import SwiftCodeModel
import TableSpecModel

/// The platform-neutral types of swipe actions and context menus, written only for a table that
/// has them: `ActionID` (the app's action ids, to switch over), `ActionColor`, `RowAction` and
/// `RowActions`, the value a row carries in `actions`.
struct ActionTypesGenerator {
    let context: GenerationContext

    private static let modifiers = NeutralTypesGenerator.modifiers

    func declarations() -> [SwiftDeclaration] {
        [actionID(), .blank, actionColor(), .blank, rowAction(), .blank, rowActions()]
    }

    /// String-backed like `RowID`, so an app can store an id; a table whose only action is the
    /// built-in delete has no ids, and an enum without cases cannot have a raw type.
    private func actionID() -> SwiftDeclaration {
        let ids = context.actionIDs
        return .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: [
            "The ids of the spec's swipe and menu actions, which `onSwipeAction` and `onMenuAction` hand the app. The same",
            "id on several rows, or in a row's swipe actions and its menu, is one action.",
        ], modifiers: Self.modifiers), .enum, "ActionID", inherits: (ids.isEmpty ? [] : ["String", "CaseIterable"]) + ["Hashable", "Sendable"],
        members: ids.map { .enumCase(name: $0) }))
    }

    private func actionColor() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: ["A swipe action's background: a system colour (`systemIndigo` for `indigo`)."], modifiers: Self.modifiers),
                                   .enum, "ActionColor", inherits: ["CaseIterable", "Hashable", "Sendable"],
                                   members: ActionColor.allCases.map { .enumCase(name: $0.rawValue) }))
    }

    private static let actionFields: [NeutralField] = [
        ("id", .optional(.named("ActionID")), nil, "The id the app is handed; nil for the built-in delete, which the data source performs itself."),
        ("title", .optional(.string), .nil, "The button's or menu item's title. The built-in delete's is the row's `deleteConfirmation`, else \"Delete\"."),
        ("image", .optional(.string), .nil, "The name of an SF Symbol on the button or beside the menu item."),
        ("isDestructive", .bool, .bool(false), "Drawn in red (`UIContextualAction.Style.destructive`, `UIMenuElement.Attributes.destructive`)."),
        ("color", .optional(.named("ActionColor")), .nil, "A swipe button's background; nil keeps UIKit's (gray, or red when destructive)."),
    ]

    private func rowAction() -> SwiftDeclaration {
        let localized = LocalizedFields(localizable: ["title"], isLocalized: context.strings != nil)
        let fields = localized.withCompanions(Self.actionFields)
        var members: [SwiftDeclaration] = fields.map { localized.property($0, stored: $0.name) }
        members += [
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "The built-in delete: removes the row from the content, animated, as an editing delete does.",
            ], modifiers: ["public", "static"]), .let, "delete", value: .call(.name("RowAction"), [SwiftArgument("id", .nil), SwiftArgument("isDestructive", .bool(true))]))),
            .blank,
            .function(SwiftFunction(.public(), "init", fields.map { SwiftParameter(nil, $0.name, $0.type, default: $0.defaultValue) },
                                    body: fields.map { localized.assignment($0, stored: $0.name) })),
        ]
        return .type(SwiftTypeDeclaration(.docs(["One swipe or context-menu action of a row."], Self.modifiers[0], Self.modifiers[1]),
                                          .struct, "RowAction", inherits: ["Equatable", "Sendable"], members: members))
    }

    private static let actionsFields: [(name: String, type: SwiftType, defaultValue: SwiftExpression, docs: String)] = [
        ("leading", .array(.named("RowAction")), .array([], multiline: false), "The actions a swipe from the leading edge reveals; the first is nearest the edge."),
        ("trailing", .array(.named("RowAction")), .array([], multiline: false), "The actions a swipe from the trailing edge reveals; the first is nearest the edge."),
        ("performsFirstActionWithFullSwipe", .bool, .bool(true), "Whether a full swipe performs the first action of the edge."),
        ("menu", .array(.named("RowAction")), .array([], multiline: false), "The context menu's actions, in order; empty shows no menu."),
    ]

    private func rowActions() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = Self.actionsFields.map {
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [$0.docs], modifiers: ["public"]), .var, $0.name, type: $0.type))
        }
        members += [
            .blank,
            .variable(SwiftVariable(.public("Whether the row can be swiped for actions of its own: UIKit then shows exactly these, on both edges."),
                                    .var, "hasSwipeActions", type: .bool, getter: [
                .return(.binary(.prefix("!", .path("leading.isEmpty")), "||", .prefix("!", .path("trailing.isEmpty")))),
            ])),
        ]
        if EncodedSections.applies(to: context) {
            members += [.blank, .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "The actions of the static rows, each set once: the encoded sections name a row's set by its position here.",
            ], modifiers: ["static"]), .let, "declared", type: .array(.named("RowActions")), value: .array(context.actionSets.map { Self.expression($0) }, multiline: true)))]
        }
        members += [
            .blank,
            .function(SwiftFunction(.public(), "init", Self.actionsFields.map { SwiftParameter(nil, $0.name, $0.type, default: $0.defaultValue) },
                                    body: Self.actionsFields.map { .assignment(.member(.name("self"), $0.name), .name($0.name)) })),
        ]
        return .type(SwiftTypeDeclaration(.docs(["A row's swipe actions and context menu (the spec's `swipe` and `menu`)."], Self.modifiers[0], Self.modifiers[1]),
                                          .struct, "RowActions", inherits: ["Equatable", "Sendable"], members: members))
    }

    // MARK: Values

    /// `RowActions(…)` with only the arguments that differ from its defaults; in a localized
    /// table, `titles` holds the lookup of each titled action's title, by id.
    static func expression(_ actions: RowActions, titles: [String: LocalizedText] = [:]) -> SwiftExpression {
        let list = { (actions: [RowAction]) in SwiftExpression.array(actions.map { expression($0, titles: titles) }, multiline: true) }
        var arguments: [SwiftArgument] = []
        if !actions.leading.isEmpty { arguments.append(SwiftArgument("leading", list(actions.leading))) }
        if !actions.trailing.isEmpty { arguments.append(SwiftArgument("trailing", list(actions.trailing))) }
        if !actions.performsFirstActionWithFullSwipe { arguments.append(SwiftArgument("performsFirstActionWithFullSwipe", .bool(false))) }
        if !actions.menu.isEmpty { arguments.append(SwiftArgument("menu", list(actions.menu))) }
        return .call(.name("RowActions"), arguments, multiline: true)
    }

    /// `.delete`, or `RowAction(id: .archive, title: "Archive", …)`.
    private static func expression(_ action: RowAction, titles: [String: LocalizedText]) -> SwiftExpression {
        guard case .custom(let custom) = action else { return .dot("delete") }
        var arguments = [SwiftArgument("id", .dot(custom.id))]
        if let title = custom.title {
            arguments.append(titles[custom.id].map { SwiftArgument(LocalizedFields.companion(of: "title"), $0.value()) } ?? SwiftArgument("title", .string(title)))
        }
        if let image = custom.image { arguments.append(SwiftArgument("image", .string(image))) }
        if custom.style == .destructive { arguments.append(SwiftArgument("isDestructive", .bool(true))) }
        if let color = custom.color { arguments.append(SwiftArgument("color", .dot(color.rawValue))) }
        return .fittedCall(.name("RowAction"), arguments, width: 96)
    }
}
