import SwiftCodeModel
import TableSpecModel

/// What a table with swipe actions or context menus declares of them: `ActionID`, the app's
/// action ids to switch over, and the `RowActions` values its rows carry. The action types
/// themselves are `TableSpecRuntime`'s.
struct ActionTypesGenerator {
    let context: GenerationContext

    private static let modifiers = NeutralTypesGenerator.modifiers

    func declarations() -> [SwiftDeclaration] {
        var members = [actionID()]
        if context.hasActions, EncodedSections.applies(to: context) {
            members += [
                .blank,
                .variable(
                    SwiftVariable(
                        SwiftDeclarationHeader(
                            docs: [
                                "The actions of the static rows, each set once: the encoded sections name a row's set by its position here."
                            ], modifiers: ["static"]), .let, Constants.Row.declaredActions, type: .array(.named(context.names[.rowActions])),
                        value: .array(context.actionSets.map { Self.expression($0, names: context.names) }, multiline: true))),
            ]
        }
        return members
    }

    /// String-backed like `RowID`, so an app can store an id; a table whose only action is the
    /// built-in delete has no ids, and an enum without cases cannot have a raw type.
    private func actionID() -> SwiftDeclaration {
        let ids = context.actionIDs
        let docs =
            context.table.emptyActionIDs.isEmpty
            ? [
                "The ids of the spec's swipe and menu actions, which `onSwipeAction` and `onMenuAction` hand the app. The same",
                "id on several rows, or in a row's swipe actions and its menu, is one action.",
            ]
            : [
                "The ids of the spec's swipe and menu actions and of its empty states' buttons, which `onSwipeAction`, `onMenuAction`",
                "and `onEmptyAction` hand the app. The same id in several places is one action.",
            ]
        return .type(
            SwiftTypeDeclaration(
                SwiftDeclarationHeader(docs: docs, modifiers: Self.modifiers), .enum, Constants.Table.actionID,
                inherits: (ids.isEmpty ? [] : [Constants.Swift.string, Constants.Swift.caseIterable]) + [
                    Constants.Swift.hashable, Constants.Swift.sendable,
                ],
                members: ids.map { .enumCase(name: $0) }))
    }

    // MARK: Values

    /// `RowActions(…)` with only the arguments that differ from its defaults; in a localized
    /// table, `titles` holds the lookup of each titled action's title, by id.
    static func expression(_ actions: RowActions, titles: [String: LocalizedText] = [:], names: RuntimeNames) -> SwiftExpression {
        let list = { (actions: [RowAction]) in SwiftExpression.array(actions.map { expression($0, titles: titles, names: names) }, multiline: true) }
        var arguments: [SwiftArgument] = []
        if !actions.leading.isEmpty { arguments.append(SwiftArgument(Constants.Actions.leading, list(actions.leading))) }
        if !actions.trailing.isEmpty { arguments.append(SwiftArgument(Constants.Actions.trailing, list(actions.trailing))) }
        if !actions.performsFirstActionWithFullSwipe {
            arguments.append(SwiftArgument(Constants.Actions.performsFirstActionWithFullSwipe, .bool(false)))
        }
        if !actions.menu.isEmpty { arguments.append(SwiftArgument(Constants.Actions.menu, list(actions.menu))) }
        return .call(.name(names[.rowActions]), arguments, multiline: true)
    }

    /// `.delete`, or `RowAction(id: .archive, title: "Archive", …)`.
    private static func expression(_ action: RowAction, titles: [String: LocalizedText], names: RuntimeNames) -> SwiftExpression {
        guard case .custom(let custom) = action else { return .dot(Constants.Actions.delete) }
        var arguments = [SwiftArgument(Constants.Actions.id, .dot(custom.id))]
        if let title = custom.title {
            arguments.append(
                titles[custom.id].map { SwiftArgument(LocalizedFields.companion(of: Constants.Actions.title), $0.value(names: names)) }
                    ?? SwiftArgument(Constants.Actions.title, .string(title)))
        }
        if let image = custom.image { arguments.append(SwiftArgument(Constants.Actions.image, .string(image))) }
        if custom.style == .destructive { arguments.append(SwiftArgument(Constants.Actions.isDestructive, .bool(true))) }
        if let color = custom.color { arguments.append(SwiftArgument(Constants.Actions.color, .dot(color.rawValue))) }
        return .fittedCall(.name(names[.rowAction]), arguments, width: 96)
    }
}
