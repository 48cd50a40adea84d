import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// The platform-neutral types every generated table carries: the values a row or section can
/// have, mirrored from UIKit so they compile (and can be tested) anywhere.
struct NeutralTypesGenerator {
    let context: GenerationContext

    /// The table's values are plain data, usable on any thread: under `-default-isolation
    /// MainActor` (Xcode 26's default for app targets) an unmarked type would be tied to the main
    /// actor, and an app could not build or compare content in the background.
    static let modifiers = ["public", "nonisolated"]

    /// The types only this spec has: its ids, opened tables, action ids and models. The rows,
    /// sections and content themselves are `TableSpecRuntime`'s, generic over the table.
    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if context.hasRowIDs {
            members.append(
                stringEnum(
                    Constants.Table.rowID, docs: ["The rows that have an `id`, so a switch over a selection is checked by the compiler."],
                    cases: context.rowIDs))
        }
        if context.hasSectionIDs {
            members.append(stringEnum(Constants.Table.sectionID, docs: ["The sections that have an `id`."], cases: context.sectionIDs))
        }
        if context.hasOpens { members.append(context.openedTables.declaration()) }
        if let keys = FormKeysGenerator(context: context).keys() { members.append(keys) }
        if context.hasActionIDs { members += ActionTypesGenerator(context: context).declarations().filter { $0 != .blank } }
        if context.hasModels {
            for model in context.models { members.append(modelStruct(model)) }
            members += RowItemGenerator(context: context).declarations()
        }
        return Array(members.map { [$0, SwiftDeclaration.blank] }.joined().dropLast())
    }

    private func stringEnum(_ name: String, docs: [String], cases: [String]) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                SwiftDeclarationHeader(docs: docs, modifiers: Self.modifiers), .enum, name,
                inherits: [Constants.Swift.string, Constants.Swift.caseIterable, Constants.Swift.hashable, Constants.Swift.sendable],
                members: cases.map { .enumCase(name: $0) }))
    }

    static func swiftType(_ type: FieldType) -> SwiftType {
        let base = SwiftType.named(type.base.rawValue)
        return type.isOptional ? .optional(base) : base
    }

    private func modelStruct(_ model: ResolvedModel) -> SwiftDeclaration {
        var members: [SwiftDeclaration] = model.fields.map { .variable(SwiftVariable(.public(), .var, $0.name, type: Self.swiftType($0.type))) }
        members.append(.blank)
        let parameters = model.fields.map { field in
            SwiftParameter(nil, field.name, Self.swiftType(field.type), default: field.type.isOptional ? .nil : nil)
        }
        members.append(
            .function(
                SwiftFunction(
                    .public(), Constants.Swift.initializer, parameters,
                    body: model.fields.map {
                        .assignment(.member(.name(Constants.Swift.`self`), $0.name), .name($0.name))
                    })))
        return .type(
            SwiftTypeDeclaration(
                .docs(["An item of a dynamic section, as the spec's `\(model.name)` model declares it."], "public", "nonisolated"),
                .struct, model.name, inherits: [Constants.Swift.hashable, Constants.Swift.sendable], members: members))
    }
}
