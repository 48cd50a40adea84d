/// One argument of a generated initializer (`Row.init`, `Section.init`) whose value differs from
/// the parameter's default.
///
/// Deciding which arguments a row needs happens once, here, and both forms of a table are written
/// from the result: a small table as `Row(…)` literals, a large one as payload fields. The two can
/// therefore never disagree about what a row holds.
struct InitField: Equatable {
    /// The initializer's parameter label, which is also the stored property's name.
    let label: String
    let value: InitValue
}

/// A value of a generated initializer's argument, in a form both back ends can write.
enum InitValue: Equatable {
    case text(String)
    /// Points, or nil for automatic.
    case number(Double?)
    case flag(Bool)
    case integer(Int)
    /// A case of a generated enum, with its position among the enum's cases.
    case enumCase(name: String, ordinal: Int)

    /// The value as a Swift expression, for literal tables.
    var expression: SwiftExpression {
        switch self {
        case .text(let text): .string(text)
        case .number(let points): points.map(SwiftExpression.double) ?? .nil
        case .flag(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .enumCase(let name, _): .dot(name)
        }
    }

    static func enumCase<T: SpecEnum>(_ value: T) -> InitValue {
        .enumCase(name: value.rawValue, ordinal: T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0)
    }
}

/// The arguments rows, prototypes and sections need, in their initializers' parameter order.
struct InitFields {
    let context: GenerationContext
    /// Each row id's and section id's position among its enum's cases.
    private let rowIDOrdinals: [String: Int]
    private let sectionIDOrdinals: [String: Int]

    init(context: GenerationContext) {
        self.context = context
        rowIDOrdinals = Dictionary(context.rowIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        sectionIDOrdinals = Dictionary(context.sectionIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func row(_ row: ResolvedRow) -> [InitField] {
        var fields: [InitField] = []
        if let text = row.text { fields.append(InitField(label: "text", value: .text(text))) }
        if let detail = row.detail { fields.append(InitField(label: "detail", value: .text(detail))) }
        if let image = row.image { fields.append(InitField(label: "image", value: .text(image))) }
        fields += appearance(row.appearance, height: row.height, selectable: row.selectable, checked: row.checked, editing: row.editing)
        if let label = row.accessibilityLabel { fields.append(InitField(label: "accessibilityLabel", value: .text(label))) }
        if let id = row.id { fields.append(InitField(label: "id", value: .enumCase(name: id, ordinal: rowIDOrdinals[id] ?? 0))) }
        return fields
    }

    /// The fields a row shares with the prototype it may come from.
    func appearance(_ appearance: CellAppearance, height: Height, selectable: Bool, checked: Bool = false, editing: RowEditing) -> [InitField] {
        var fields: [InitField] = []
        if appearance.style != .default { fields.append(InitField(label: "style", value: .enumCase(appearance.style))) }
        if appearance.reuseIdentifier != appearance.style.derivedReuseIdentifier {
            fields.append(InitField(label: "reuseIdentifier", value: .text(appearance.reuseIdentifier)))
        }
        if appearance.accessory != .none { fields.append(InitField(label: "accessory", value: .enumCase(appearance.accessory))) }
        if appearance.editingAccessory != .none { fields.append(InitField(label: "editingAccessory", value: .enumCase(appearance.editingAccessory))) }
        if height.pointsOrNil != context.defaultHeight { fields.append(InitField(label: "height", value: .number(height.pointsOrNil))) }
        if selectable != context.defaultSelectable { fields.append(InitField(label: "isSelectable", value: .flag(selectable))) }
        if checked { fields.append(InitField(label: "isChecked", value: .flag(true))) }
        if editing.style != .none { fields.append(InitField(label: "editingStyle", value: .enumCase(editing.style))) }
        if editing.canEdit { fields.append(InitField(label: "canEdit", value: .flag(true))) }
        if editing.canMove { fields.append(InitField(label: "canMove", value: .flag(true))) }
        if let title = editing.deleteConfirmation { fields.append(InitField(label: "deleteConfirmation", value: .text(title))) }
        return fields
    }

    /// A section's titles, heights and list; its rows are not fields.
    func section(_ section: ResolvedSection) -> [InitField] {
        var fields: [InitField] = []
        if context.hasGrouping { fields.append(InitField(label: "declaredIndex", value: .integer(section.position))) }
        if let id = section.id { fields.append(InitField(label: "id", value: .enumCase(name: id, ordinal: sectionIDOrdinals[id] ?? 0))) }
        if let header = section.header { fields.append(InitField(label: "header", value: .text(header))) }
        if let footer = section.footer { fields.append(InitField(label: "footer", value: .text(footer))) }
        let tableHeader = context.table.sectionHeaderHeight?.pointsOrNil, tableFooter = context.table.sectionFooterHeight?.pointsOrNil
        if let height = section.headerHeight?.pointsOrNil, height != tableHeader { fields.append(InitField(label: "headerHeight", value: .number(height))) }
        if let height = section.footerHeight?.pointsOrNil, height != tableFooter { fields.append(InitField(label: "footerHeight", value: .number(height))) }
        if let list = section.selectionList { fields.append(InitField(label: "selectionList", value: .enumCase(list))) }
        return fields
    }

    static func arguments(_ fields: [InitField]) -> [SwiftArgument] {
        fields.map { SwiftArgument($0.label, $0.value.expression) }
    }
}
