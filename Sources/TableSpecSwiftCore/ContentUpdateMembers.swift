import SwiftCodeModel
import TableSpecModel

/// The small changes an app makes without rebuilding the table: a row's detail, switch or
/// checkmark by its id, a switch by position (as the data source hears a toggle), and a dynamic
/// section's new items. Each returns what changed, so the data source reconfigures only that.
struct ContentUpdateMembers {
    let context: GenerationContext

    private let position = ContentPaths.positionType

    private func mutating(_ docs: [String], _ name: String, _ parameters: [SwiftParameter], returns: SwiftType? = nil, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(SwiftDeclarationHeader(docs: docs, attributes: returns == nil ? [] : ["@discardableResult"], modifiers: ["public", "mutating"]),
                                name, parameters, returns: returns, body: body))
    }

    /// Always there: the data source applies a toggle through it, whatever rows the spec has.
    func byPosition() -> [SwiftDeclaration] {
        [mutating(["Sets the switch of the row at a position. Returns false, changing nothing, when no row is there."], "setOn",
                  [SwiftParameter("_", "isOn", .bool), SwiftParameter("at", "position", position)], returns: .bool, [
            .guard([.expression(.call(.name("contains"), [.value(.name("position"))]))], else: [.return(.bool(false))]),
            .assignment(ContentPaths.row(.name("position")).member("isOn"), .name("isOn")),
            .return(.bool(true)),
        ])]
    }

    func byID() -> [SwiftDeclaration] {
        func setter(_ docs: String, _ name: String, _ parameter: SwiftParameter, _ property: String) -> SwiftDeclaration {
            mutating([docs, "Returns where the row is, or nil when no row has the id."], name, [parameter, SwiftParameter("for", "id", .named("RowID"))],
                     returns: .optional(position), [
                .return(.call(.name("updateRow"), [.value(.name("id")), .value(.closure(parameters: [], body: [
                    .assignment(.path("$0").member(property), .name(parameter.name)),
                ]))])),
            ])
        }
        var members: [SwiftDeclaration] = [
            mutating(["Changes the row with an id in place. Returns where it is, or nil when no row has the id."], "updateRow",
                     [SwiftParameter("_", "id", .named("RowID")), SwiftParameter("_", "change", .function([.inOut(.named("Row"))], .void))], returns: .optional(position), [
                .guard([.binding("position", .call(.name("position"), [SwiftArgument("of", .name("id"))]))], else: [.return(.nil)]),
                .run(.call(.name("change"), [.value(.inOut("sections[position.section].rows[position.row]"))])),
                .return(.name("position")),
            ]),
            .blank,
            setter("Sets the detail text of the row with an id.", "setDetail", SwiftParameter("_", "detail", .optional(.string)), "detail"),
            .blank,
            setter("Sets the switch of the row with an id.", "setOn", SwiftParameter("_", "isOn", .bool), "isOn"),
        ]
        if context.table.hasSelectionLists {
            let row = ContentPaths.row(.name("position"))
            members += [.blank, mutating([
                "Sets the checkmark of the row with an id; checking a row of an exclusive list unchecks the others.",
                "Returns the rows whose checkmark changed, in order.",
            ], "setChecked", [SwiftParameter("_", "isChecked", .bool), SwiftParameter("for", "id", .named("RowID"))], returns: .array(position), [
                .guard([.binding("position", .call(.name("position"), [SwiftArgument("of", .name("id"))]))], else: [.return(.emptyArray)]),
                .if([.expression(.name("isChecked").op("&&", ContentPaths.section(.path("position.section")).member("selectionList").op("==", .dot("exclusive"))))], then: [
                    .return(.call(.name("toggleCheckmark"), [SwiftArgument("at", .name("position"))])),
                ]),
                .guard([.expression(row.member("isChecked").op("!=", .name("isChecked")))], else: [.return(.emptyArray)]),
                .assignment(row.member("isChecked"), .name("isChecked")),
                .return(.array([.name("position")], multiline: false)),
            ])]
        }
        return members
    }

    /// `setCountryItems(_:)` per dynamic section: the section's rows (or groups) are made anew
    /// from the items and put where the old ones were, so static rows keep their state.
    func itemReplacement() -> [SwiftDeclaration] {
        let declared = DeclaredContentGenerator(context: context)
        var members: [SwiftDeclaration] = []
        for dynamic in context.dynamicSections {
            let index = SwiftExpression.integer(dynamic.section.position)
            let name = "set" + dynamic.parameter.prefix(1).uppercased() + dynamic.parameter.dropFirst()
            if !members.isEmpty { members.append(.blank) }
            members.append(mutating([
                "Replaces the rows made from `\(dynamic.parameter)`\(dynamic.items.groupBy == nil ? "" : ", regrouped,") and leaves every other section as it is.",
            ], name, [SwiftParameter("_", "items", .array(.named(dynamic.items.model.name)))], [
                .constant("replacement", declared.sections(dynamic.section, items: dynamic.items, from: .name("items"))),
                .constant("start", .binary(.call(.path("sections.firstIndex"), [SwiftArgument("where", .closure(parameters: [], body: [
                    .expression(.path("$0.declaredIndex").op(">=", index)),
                ]))]), "??", .path("sections.count"))),
                .run(.call(.path("sections.removeAll"), [SwiftArgument("where", .closure(parameters: [], body: [.expression(.path("$0.declaredIndex").op("==", index))]))])),
                .run(.call(.path("sections.insert"), [SwiftArgument("contentsOf", .name("replacement")),
                                                      SwiftArgument("at", .call(.name("min"), [.value(.name("start")), .value(.path("sections.count"))]))])),
            ]))
        }
        return members
    }
}
