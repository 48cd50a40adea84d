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

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if context.hasRowIDs {
            members.append(stringEnum("RowID", docs: ["The rows that have an `id`, so a switch over a selection is checked by the compiler."], cases: context.rowIDs))
        }
        if context.hasSectionIDs {
            members.append(stringEnum("SectionID", docs: ["The sections that have an `id`."], cases: context.sectionIDs))
        }
        members.append(cellStyleEnum())
        members.append(plainEnum("Role", docs: [
            "How a row's text is drawn: as content (`normal`), or as an action, tinted (`button`) or in the system red",
            "(`destructive`), the way iOS draws action rows.",
        ], cases: RowRole.allCases.map(\.rawValue)))
        members.append(plainEnum("Accessory", docs: ["UITableViewCell.AccessoryType."], cases: Accessory.allCases.map(\.rawValue)))
        members.append(plainEnum("Control", docs: ["A control a row shows in place of its accessory: `switch` is a UISwitch whose state is the row's `isOn`."],
                                 cases: RowControl.allCases.map(\.rawValue)))
        members.append(plainEnum("EditingStyle", docs: ["UITableViewCell.EditingStyle."], cases: EditingStyle.allCases.map(\.rawValue)))
        members.append(plainEnum("SelectionList", docs: ["How a section's rows share checkmarks: one (`exclusive`) or any number (`inclusive`)."], cases: SelectionList.allCases.map(\.rawValue)))
        if context.hasOpens { members.append(context.openedTables.declaration()) }
        members.append(rowPosition())
        if let strings = context.strings { members.append(LocalizedTextType(localization: strings.localization).declaration()) }
        if context.hasActions { members += ActionTypesGenerator(context: context).declarations().filter { $0 != .blank } }
        if context.hasModels {
            for model in context.models { members.append(modelStruct(model)) }
            members.append(itemEnum())
        }
        members.append(rowStruct())
        members.append(sectionStruct())
        members += IdentityTypesGenerator(context: context).declarations()
        return Array(members.map { [$0, SwiftDeclaration.blank] }.joined().dropLast())
    }

    private func stringEnum(_ name: String, docs: [String], cases: [String]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: docs, modifiers: Self.modifiers), .enum, name,
                                   inherits: ["String", "CaseIterable", "Hashable", "Sendable"],
                                   members: cases.map { .enumCase(name: $0) }))
    }

    /// UIKit's own enums have no string raw values, and neither do these: a `String` raw type
    /// adds `init?(rawValue:)` and a string-hashing `Hashable` to every generated file, which the
    /// optimizer pays for whether or not the app uses them. Ids keep theirs (apps store them).
    private func plainEnum(_ name: String, docs: [String], cases: [String], members extra: [SwiftDeclaration] = []) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: docs, modifiers: Self.modifiers), .enum, name,
                                   inherits: ["CaseIterable", "Hashable", "Sendable"],
                                   members: cases.map { .enumCase(name: $0) } + extra))
    }

    /// The cell style, and the reuse identifier a row of that style gets when the spec names none.
    private func cellStyleEnum() -> SwiftDeclaration {
        let identifier = SwiftVariable(.public("The reuse identifier of a row in this style whose spec names none: `TableSpec.` and the style's name."),
                                       .var, "defaultReuseIdentifier", type: .string, getter: [
            .switch(.name("self"), CellStyle.allCases.map { SwiftSwitchCase([.dot($0.rawValue)], [.return(.string($0.derivedReuseIdentifier))]) }),
        ])
        return plainEnum("CellStyle", docs: ["UITableViewCell.CellStyle, plus `custom` for a cell class of the app's."],
                         cases: CellStyle.allCases.map(\.rawValue), members: [.blank, .variable(identifier)])
    }

    private func rowPosition() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: ["A row's place: its section and its row within the section, as in an IndexPath."], modifiers: Self.modifiers),
            .struct, "RowPosition", inherits: ["Hashable", "Comparable", "Sendable"],
            members: [
                .variable(SwiftVariable(.public(), .var, "section", type: .int)),
                .variable(SwiftVariable(.public(), .var, "row", type: .int)),
                .blank,
                .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "section", .int), SwiftParameter(nil, "row", .int)], body: [
                    .assignment(.path("self.section"), .name("section")),
                    .assignment(.path("self.row"), .name("row")),
                ])),
                .blank,
                .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["public", "static"]), "<",
                                        [SwiftParameter("_", "lhs", .named("RowPosition")), SwiftParameter("_", "rhs", .named("RowPosition"))],
                                        returns: .bool, body: [
                    .return(.binary(.binary(.path("lhs.section"), "<", .path("rhs.section")), "||",
                                    .binary(.binary(.path("lhs.section"), "==", .path("rhs.section")), "&&", .binary(.path("lhs.row"), "<", .path("rhs.row"))))),
                ])),
            ]))
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
        members.append(.function(SwiftFunction(.public(), "init", parameters, body: model.fields.map {
            .assignment(.member(.name("self"), $0.name), .name($0.name))
        })))
        return .type(SwiftTypeDeclaration(.docs(["An item of a dynamic section, as the spec's `\(model.name)` model declares it."], "public", "nonisolated"),
                                          .struct, model.name, inherits: ["Hashable", "Sendable"], members: members))
    }

    private func itemEnum() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(.docs(["The item a dynamic row shows."], "public", "nonisolated"), .enum, "Item", inherits: ["Hashable", "Sendable"],
                                   members: context.models.map { model in
            .enumCase(name: DeclaredContentGenerator.itemCase(model), payload: [SwiftTupleElement(.named(model.name))])
        }))
    }

    /// The fields of a row, in the order of `Row.init`'s parameters.
    static func rowFields(_ context: GenerationContext) -> [NeutralField] {
        var fields: [NeutralField] = [
            ("text", .optional(.string), .nil, "The text label's text."),
            ("detail", .optional(.string), .nil, "The detail label's text."),
            ("image", .optional(.string), .nil, "The name of the image view's image."),
            ("style", .named("CellStyle"), .dot("default"), "The cell style."),
            ("role", .named("Role"), .dot("normal"), "How the text is drawn: as content, or as an action."),
            ("reuseIdentifier", .optional(.string), .nil, "The reuse identifier; nil derives one from the style."),
            ("accessory", .named("Accessory"), .dot("none"), "The accessory."),
            ("control", .optional(.named("Control")), .nil, "A control in place of the accessory."),
            ("isOn", .bool, .bool(false), "The switch's state, for a row whose control is a switch."),
            ("editingAccessory", .named("Accessory"), .dot("none"), "The accessory while editing."),
            ("height", .optional(.double), context.defaultHeight.map(SwiftExpression.double) ?? .nil, "The row height in points; nil is automatic."),
            ("isSelectable", .bool, .bool(context.defaultSelectable), "Whether the row can be selected."),
            ("isChecked", .bool, .bool(false), "Whether the row shows a checkmark in a selection list."),
            ("editingStyle", .named("EditingStyle"), .dot("none"), "The editing control."),
            ("canEdit", .bool, .bool(false), "Whether the row can be edited."),
            ("canMove", .bool, .bool(false), "Whether the row shows a reorder control."),
            ("deleteConfirmation", .optional(.string), .nil, "The delete-confirmation title; nil keeps UIKit's."),
            ("accessibilityLabel", .optional(.string), .nil, "What VoiceOver reads for the cell."),
        ]
        if context.hasActions { fields.append(("actions", .named("RowActions"), .call(.name("RowActions"), []), "Swipe actions and the context menu.")) }
        if context.hasRowIDs { fields.append(("id", .optional(.named("RowID")), .nil, "The row's id, for rows that have one.")) }
        if context.hasModels { fields.append(("item", .optional(.named("Item")), .nil, "The item a dynamic row shows.")) }
        if context.hasOpens { fields.append(("opens", .optional(.named("OpenedTable")), .nil, "The table selecting the row opens.")) }
        return fields
    }

    /// The reuse identifier is derived when it is read, not stored, so a row whose style an app
    /// changes dequeues the cell class of its new style.
    private func rowStruct() -> SwiftDeclaration {
        let localized = LocalizedFields(localizable: ["text", "detail", "deleteConfirmation", "accessibilityLabel"], isLocalized: context.strings != nil)
        let fields = localized.withCompanions(Self.rowFields(context))
        func stored(_ name: String) -> String { name == "reuseIdentifier" ? "customReuseIdentifier" : name }
        var members: [SwiftDeclaration] = fields.map { field in
            let docs = field.name == "reuseIdentifier" ? "The spec's reuse identifier, when it names one." : field.docs
            return localized.property((field.name, field.type, field.defaultValue, docs), stored: stored(field.name))
        }
        members += [
            .blank,
            .variable(SwiftVariable(.public("The reuse identifier: the spec's, or `TableSpec.` and the style's name."), .var, "reuseIdentifier", type: .string, getter: [
                .return(.binary(.name("customReuseIdentifier"), "??", .path("style.defaultReuseIdentifier"))),
            ])),
            .blank,
            IdentityTypesGenerator(context: context).rowKeyProperty(),
            .blank,
        ]
        let parameters = fields.map { SwiftParameter(nil, $0.name, $0.type, default: $0.defaultValue) }
        let body: [SwiftStatement] = fields.map { localized.assignment($0, stored: stored($0.name)) }
        members.append(.function(SwiftFunction(.public(), "init", parameters, body: body)))
        if localized.isLocalized { members += [.blank, localized.localizeMethod()] }
        return .type(SwiftTypeDeclaration(
            .docs(["One row: what its cell shows and how it behaves. Defaults are the spec's table defaults."], "public", "nonisolated"),
            .struct, "Row", inherits: ["Equatable", "Sendable"], members: members))
    }

    private func sectionStruct() -> SwiftDeclaration {
        var fields: [NeutralField] = [
            ("header", .optional(.string), .nil, "The header title."),
            ("footer", .optional(.string), .nil, "The footer title."),
            ("headerHeight", .optional(.double), context.table.sectionHeaderHeight?.pointsOrNil.map(SwiftExpression.double) ?? .nil, "The header height in points; nil leaves it to the table."),
            ("footerHeight", .optional(.double), context.table.sectionFooterHeight?.pointsOrNil.map(SwiftExpression.double) ?? .nil, "The footer height in points; nil leaves it to the table."),
            ("selectionList", .optional(.named("SelectionList")), .nil, "Whether the rows form a checkmark list."),
            ("rows", .array(.named("Row")), .array([], multiline: false), "The rows, in order."),
        ]
        if context.hasSectionIDs { fields.insert(("id", .optional(.named("SectionID")), .nil, "The section's id, for sections that have one."), at: 0) }
        if context.hasModels {
            fields.insert(("declaredIndex", .int, .integer(0), "The spec section it comes from: a grouped section becomes several sections with one value."), at: 0)
        }
        let localized = LocalizedFields(localizable: ["header", "footer"], isLocalized: context.strings != nil)
        fields = localized.withCompanions(fields)
        var members: [SwiftDeclaration] = fields.map { localized.property($0, stored: $0.name) }
        members.append(.blank)
        members.append(.function(SwiftFunction(.public(), "init", fields.map { SwiftParameter(nil, $0.name, $0.type, default: $0.defaultValue) },
                                               body: fields.map { localized.assignment($0, stored: $0.name) })))
        return .type(SwiftTypeDeclaration(.docs(["One section: its titles and its rows."], "public", "nonisolated"), .struct, "Section", inherits: ["Equatable", "Sendable"], members: members))
    }
}
