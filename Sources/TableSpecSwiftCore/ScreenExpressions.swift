import SwiftCodeModel
import TableSpecModel
import TableSpecStrings

/// The spec's screen keys as runtime values: an empty state (`TableEmptyState(title: TableText("No Mail"), …)`,
/// whose generic table the context gives), and the conformance members the table-level keys become.
extension GenerationContext {
    /// `TableEmptyState(title: TableText("No Mail"), message: …, image: "tray", action: TableEmptyAction(id: .refresh, title: …))`,
    /// each text looked up in a localized table under `key(label)`.
    func emptyStateExpression(_ empty: ResolvedEmptyState, key: (StringLabel) -> String?) -> SwiftExpression {
        var arguments = [SwiftArgument(Constants.Screen.title, textValue(empty.title, key: key(.emptyTitle)))]
        if let message = empty.message { arguments.append(SwiftArgument(Constants.Screen.message, textValue(message, key: key(.emptyMessage)))) }
        if let image = empty.image { arguments.append(SwiftArgument(Constants.Screen.image, .string(image))) }
        if let action = empty.action {
            arguments.append(
                SwiftArgument(
                    Constants.Screen.action,
                    .call(
                        .name(Constants.Runtime.emptyAction),
                        [
                            SwiftArgument(Constants.Screen.id, .dot(action.id)),
                            SwiftArgument(Constants.Screen.title, textValue(action.title, key: key(.emptyAction))),
                        ])))
        }
        return .call(.name(Constants.Runtime.emptyState), arguments, multiline: true)
    }

    /// A `TableText`: `TableText("No Mail")`, or `TableText(localized: …)` in a localized table.
    func textValue(_ text: String, key: String?) -> SwiftExpression {
        if let localized = localized(key) {
            return .call(
                .name(Constants.Runtime.text), [SwiftArgument(Constants.Localized.localized, localized.value(names: names))], multiline: true)
        }
        return .call(.name(Constants.Runtime.text), [SwiftArgument(nil, .string(text))])
    }

    /// `TableSearchSettings(prompt: …, scopes: […], itemTexts: { item in switch item { case .country(let value): [value.name] } })`
    /// with only what differs from its defaults.
    private func searchExpression(_ search: ResolvedSearch) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let prompt = search.prompt {
            arguments.append(SwiftArgument(Constants.Screen.prompt, textValue(prompt, key: StringKeys.table(table.name, "search.prompt"))))
        }
        if !search.searchesText { arguments.append(SwiftArgument(Constants.Screen.searchesText, .bool(false))) }
        if !search.searchesDetail { arguments.append(SwiftArgument(Constants.Screen.searchesDetail, .bool(false))) }
        if !search.scopes.isEmpty {
            arguments.append(
                SwiftArgument(
                    Constants.Screen.scopes,
                    .array(
                        search.scopes.map { scope in
                            var scopeArguments = [
                                SwiftArgument(Constants.Screen.key, .string(scope.key)),
                                SwiftArgument(
                                    Constants.Screen.title, textValue(scope.title, key: StringKeys.table(table.name, "search.scope." + scope.key))),
                            ]
                            if let section = scope.section {
                                scopeArguments.append(SwiftArgument(Constants.Screen.declaredSection, .integer(section)))
                            }
                            return .fittedCall(.name(Constants.Runtime.searchScope), scopeArguments, width: 96)
                        }, multiline: true)))
        }
        if !search.modelFields.isEmpty {
            let cases = models.map { model in
                let fields = search.modelFields[model.name] ?? []
                let pattern = SwiftExpression.call(
                    .dot(DeclaredContentGenerator.itemCase(model)),
                    [SwiftArgument(nil, fields.isEmpty ? .name("_") : .bindingPattern(Constants.Local.value))])
                return SwiftSwitchCase([pattern], [.return(.array(fields.map { .name(Constants.Local.value).member($0.name) }, multiline: false))])
            }
            arguments.append(
                SwiftArgument(
                    Constants.Screen.itemTexts, .closure(parameters: [Constants.Local.item], body: [.switch(.name(Constants.Local.item), cases)])))
        }
        return .call(.name(Constants.Runtime.searchSettings), arguments, multiline: true)
    }

    /// `emptyState` and `isRefreshable` of the conformance, for a table that sets them.
    func screenMembers() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if let empty = table.empty {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["What the table shows when it has no rows: the spec's `empty`."], "public", "static"), .var,
                        Constants.Definition.emptyState,
                        type: .optional(.named("\(Constants.Runtime.emptyState)<Self>")),
                        getter: [.return(emptyStateExpression(empty, key: { StringKeys.table(table.name, $0.keyComponent) }))])))
        }
        if let search = table.search {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The search field over the rows: the spec's `search`."], "public", "static"), .var, Constants.Definition.search,
                        type: .optional(.named("\(Constants.Runtime.searchSettings)<Self>")), getter: [.return(searchExpression(search))])))
        }
        if table.refreshable {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["`refreshable: true`: the user can pull to refresh."], "public", "static"), .var, Constants.Definition.isRefreshable,
                        type: .bool, getter: [.return(.bool(true))])))
        }
        return members
    }
}
