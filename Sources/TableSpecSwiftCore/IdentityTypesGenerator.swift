import SwiftCodeModel
import TableSpecModel

/// How a table tells its rows and sections apart across updates, and what it tells the app.
///
/// Animated updates (UIKit's diffable data source, SwiftUI's `ForEach`) need an identity per row
/// that survives edits and new data, and that is unique. A row is known by its `id`; a dynamic
/// row by its item's `items.id` field, or by the whole item when the spec names none; any other
/// row by its text. Rows whose keys are equal are told apart by `occurrence`, their count among
/// the earlier rows with that key, so duplicate data never makes two identities equal (UIKit
/// traps on duplicate identifiers in a snapshot).
struct IdentityTypesGenerator {
    let context: GenerationContext

    func declarations() -> [SwiftDeclaration] {
        [rowKey(), rowIdentity(), sectionIdentity(), rowEvent(), contentChange()]
    }

    private static let modifiers = NeutralTypesGenerator.modifiers

    /// Models with an `items.id` field, each once, with the field.
    private var identifiedModels: [(model: ResolvedModel, field: ModelField)] {
        var seen = Set<String>()
        return context.dynamicSections.compactMap { dynamic in
            guard let field = dynamic.items.idField, seen.insert(dynamic.items.model.name).inserted else { return nil }
            return (dynamic.items.model, field)
        }
    }

    /// Whether some model has no `items.id`, so its items are known by their whole value.
    private var hasUnidentifiedModels: Bool {
        let identified = Set(identifiedModels.map(\.model.name))
        return context.models.contains { !identified.contains($0.name) }
    }

    private func rowKey() -> SwiftDeclaration {
        var cases: [SwiftDeclaration] = []
        if context.hasRowIDs { cases.append(.enumCase(name: "id", payload: [SwiftTupleElement(.named("RowID"))], docs: ["A row with an `id`."])) }
        for (model, field) in identifiedModels {
            cases.append(.enumCase(name: DeclaredContentGenerator.itemCase(model), payload: [SwiftTupleElement(NeutralTypesGenerator.swiftType(field.type))],
                                   docs: ["A `\(model.name)` row, by its `\(field.name)`."]))
        }
        if hasUnidentifiedModels {
            cases.append(.enumCase(name: "item", payload: [SwiftTupleElement(.named("Item"))], docs: ["A dynamic row whose model names no `items.id`, by its whole item."]))
        }
        cases.append(.enumCase(name: "text", payload: [SwiftTupleElement(.optional(.string))], docs: ["Any other row, by its text."]))
        return .type(SwiftTypeDeclaration(.docs(["What a row is known by across updates; see `RowIdentity`."], Self.modifiers[0], Self.modifiers[1]),
                                          .enum, "RowKey", inherits: ["Hashable", "Sendable"], members: cases))
    }

    /// `Row.key`, which the row struct carries.
    func rowKeyProperty() -> SwiftDeclaration {
        var body: [SwiftStatement] = []
        if context.hasRowIDs { body.append(.if([.binding("id", .name("id"))], then: [.return(.call(.dot("id"), [.value(.name("id"))]))])) }
        if context.hasModels {
            let identified = Dictionary(identifiedModels.map { ($0.model.name, $0.field) }, uniquingKeysWith: { first, _ in first })
            let wholeItem = SwiftStatement.return(.call(.dot("item"), [.value(.name("item"))]))
            if identified.isEmpty {
                body.append(.if([.binding("item", .name("item"))], then: [wholeItem]))
            } else {
                let cases = context.models.map { model -> SwiftSwitchCase in
                    let itemCase = DeclaredContentGenerator.itemCase(model)
                    guard let field = identified[model.name] else { return SwiftSwitchCase([.dot(itemCase)], [wholeItem]) }
                    return SwiftSwitchCase([.call(.dot(itemCase), [.value(.bindingPattern("value"))])],
                                           [.return(.call(.dot(itemCase), [.value(.path("value").member(field.name))]))])
                }
                body.append(.if([.binding("item", .name("item"))], then: [.switch(.name("item"), cases)]))
            }
        }
        body.append(.return(.call(.dot("text"), [.value(.name("text"))])))
        return .variable(SwiftVariable(.public(
            "What the row is known by across updates: its id; else its item's `items.id` field, or the whole item; else its text."),
            .var, "key", type: .named("RowKey"), getter: body))
    }

    private func rowIdentity() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(.docs([
            "A row's identity in a snapshot: its key, and how many earlier rows of the table have the same key. Unique even",
            "when data repeats, and stable while the rows before it keep their keys.",
        ], Self.modifiers[0], Self.modifiers[1]), .struct, "RowIdentity", inherits: ["Hashable", "Sendable"], members: [
            .variable(SwiftVariable(.public(), .var, "key", type: .named("RowKey"))),
            .variable(SwiftVariable(.public(), .var, "occurrence", type: .int)),
            .blank,
            .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "key", .named("RowKey")), SwiftParameter(nil, "occurrence", .int, default: .integer(0))], body: [
                .assignment(.path("self.key"), .name("key")),
                .assignment(.path("self.occurrence"), .name("occurrence")),
            ])),
        ]))
    }

    private func sectionIdentity() -> SwiftDeclaration {
        var fields: [(String, SwiftType, String)] = []
        if context.hasSectionIDs { fields.append(("id", .optional(.named("SectionID")), "The section's id, if it has one.")) }
        if context.hasModels { fields.append(("declaredIndex", .int, "The spec section it comes from.")) }
        fields.append(("header", .optional(.string), "Its header: a grouped section's group title."))
        fields.append(("occurrence", .int, "How many earlier sections have the same id, spec section and header."))
        var members: [SwiftDeclaration] = fields.map { .variable(SwiftVariable(SwiftDeclarationHeader(docs: [$0.2], modifiers: ["public"]), .var, $0.0, type: $0.1)) }
        members.append(.blank)
        members.append(.function(SwiftFunction(.public("The identity of `section`, before repeats are counted."), "init", [SwiftParameter("_", "section", .named("Section"))], body:
            fields.dropLast().map { .assignment(.member(.name("self"), $0.0), .path("section").member($0.0)) } + [.assignment(.path("self.occurrence"), .integer(0))])))
        return .type(SwiftTypeDeclaration(.docs(["A section's identity in a snapshot, made the same way as `RowIdentity`."], Self.modifiers[0], Self.modifiers[1]),
                                          .struct, "SectionIdentity", inherits: ["Hashable", "Sendable"], members: members))
    }

    private func rowEvent() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(.public("The row as it is after the event."), .var, "row", type: .named("Row"))),
            .variable(SwiftVariable(.public("Where the row is; for a deleted row, where it was."), .var, "position", type: .named("RowPosition"))),
        ]
        if context.hasRowIDs {
            members.append(.variable(SwiftVariable(.public("The row's id, when it has one."), .var, "id", type: .optional(.named("RowID")), getter: [.return(.path("row.id"))])))
        }
        if context.hasModels {
            members.append(.variable(SwiftVariable(.public("The item a dynamic row shows."), .var, "item", type: .optional(.named("Item")), getter: [.return(.path("row.item"))])))
        }
        if context.hasOpens {
            members.append(.variable(SwiftVariable(.public("The table selecting the row opens, when it opens one."), .var, "opens",
                                                   type: .optional(.named("OpenedTable")), getter: [.return(.path("row.opens"))])))
        }
        members += [
            .blank,
            .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "row", .named("Row")), SwiftParameter(nil, "position", .named("RowPosition"))], body: [
                .assignment(.path("self.row"), .name("row")),
                .assignment(.path("self.position"), .name("position")),
            ])),
        ]
        return .type(SwiftTypeDeclaration(.docs([
            "A row the user acted on: what every callback carries, so a row with an id, a dynamic row and a plain row",
            "are heard the same way.",
        ], Self.modifiers[0], Self.modifiers[1]), .struct, "RowEvent", inherits: ["Equatable", "Sendable"], members: members))
    }

    private func contentChange() -> SwiftDeclaration {
        let event = SwiftTupleElement(.named("RowEvent"))
        var cases: [SwiftDeclaration] = []
        if context.table.editsContent {
            cases += [
                .enumCase(name: "deleted", payload: [event], docs: ["The user deleted a row; the event has where it was."]),
                .enumCase(name: "inserted", payload: [event], docs: ["The user inserted a row through an insert control."]),
                .enumCase(name: "moved", payload: [event, SwiftTupleElement("from", .named("RowPosition"))], docs: ["The user moved a row."]),
            ]
        }
        cases.append(.enumCase(name: "checkmarks", payload: [SwiftTupleElement(.array(.named("RowEvent")))],
                               docs: ["The user tapped a row of a checkmark list; these rows' checkmarks changed, in order."]))
        cases.append(.enumCase(name: "switched", payload: [event], docs: ["The user flipped a row's switch; `row.isOn` is its new state."]))
        return .type(SwiftTypeDeclaration(.docs(["What the user changed in the table's content."], Self.modifiers[0], Self.modifiers[1]),
                                          .enum, "ContentChange", inherits: ["Equatable", "Sendable"], members: cases))
    }
}
