import SwiftCodeModel
import TableSpecModel

/// `RowItem`, the item a dynamic row shows (one case per model), and the key a dynamic row is
/// known by across updates: its model's `items.id` field, or the whole item when the model names
/// none. `TableSpecRuntime` builds a row's identity from it.
struct RowItemGenerator {
    let context: GenerationContext

    /// Each used model with the field that identifies its items, if it names one.
    private var identifiedModels: [(model: ResolvedModel, field: ModelField?)] {
        context.models.map { model in
            (model, context.dynamicSections.first { $0.items.model.name == model.name }?.items.idField)
        }
    }

    /// A model as `RowItem` and its `Key` name it: inside them, `Key` is `RowItem.Key`, so a
    /// model called `Key` is named through the table.
    private func modelType(_ model: ResolvedModel) -> SwiftType {
        .named(model.name == Constants.Table.key ? "\(context.table.name).\(Constants.Table.key)" : model.name)
    }

    func declarations() -> [SwiftDeclaration] {
        let models = identifiedModels
        let keyCases: [SwiftDeclaration] = models.map { model, field in
            .enumCase(
                name: DeclaredContentGenerator.itemCase(model),
                payload: [SwiftTupleElement(field.map { NeutralTypesGenerator.swiftType($0.type) } ?? modelType(model))],
                docs: [field.map { "A `\(model.name)` row, by its `\($0.name)`." } ?? "A `\(model.name)` row, by its whole item."])
        }
        let keyCasesOfItems = models.map { model, field in
            let itemCase = DeclaredContentGenerator.itemCase(model)
            let value: SwiftExpression = field.map { .name(Constants.Local.value).member($0.name) } ?? .name(Constants.Local.value)
            return SwiftSwitchCase(
                [.call(.dot(itemCase), [.value(.bindingPattern(Constants.Local.value))])], [.return(.call(.dot(itemCase), [.value(value)]))])
        }
        let members: [SwiftDeclaration] =
            context.models.map { model in
                .enumCase(name: DeclaredContentGenerator.itemCase(model), payload: [SwiftTupleElement(modelType(model))])
            } + [
                .blank,
                .type(
                    SwiftTypeDeclaration(
                        SwiftDeclarationHeader(docs: ["What a dynamic row is known by across updates."], modifiers: NeutralTypesGenerator.modifiers),
                        .enum, Constants.Table.key, inherits: [Constants.Swift.hashable, Constants.Swift.sendable], members: keyCases)),
                .blank,
                .variable(
                    SwiftVariable(
                        .public("This item's key: its model's `items.id` field, or the whole item."), .var, Constants.Definition.identityKey,
                        type: .named(Constants.Table.key),
                        getter: [
                            .switch(.name(Constants.Swift.`self`), keyCasesOfItems)
                        ])),
            ]
        return [
            .type(
                SwiftTypeDeclaration(
                    .docs(["The item a dynamic row shows."], "public", "nonisolated"), .enum, Constants.Table.rowItem,
                    inherits: [Constants.Runtime.rowItem], members: members))
        ]
    }
}
