import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel
import TableSpecStrings

/// One argument of a generated initializer (`Row.init`, `Section.init`) whose value differs from
/// the parameter's default.
///
/// Deciding which arguments a row needs happens once, here, and both forms of a table are written
/// from the result: a small table as `Row(…)` literals, a large one as payload fields. The two can
/// therefore never disagree about what a row holds.
struct InitField: Equatable {
    let label: InitLabel
    let value: InitValue
}

/// An initializer parameter a field can set. A case rather than the label's text, so the payload
/// writer finds a field's tag with a switch instead of hashing a string per field.
enum InitLabel: String, Equatable {
    // The raw value is the initializer's parameter label, which is also the stored property's name.
    case text, detail, image, style, role, reuseIdentifier, accessory, control, isOn, value, validation, editingAccessory, height, isSelectable,
        isChecked
    case editingStyle, canEdit, canMove, deleteConfirmation, accessibilityLabel, id
    case actions
    case declaredIndex, header, footer, headerHeight, footerHeight, selectionList
    case opens, segue
    case hidden, disabled
    case emptyState, isCollapsible, isCollapsed
    case choice
}

/// Where [InitFields] puts the fields it decides on: an array for literal tables, the payload
/// writer for encoded ones, which then needs no array per row.
protocol InitFieldSink {
    mutating func add(_ label: InitLabel, _ value: InitValue)
}

extension Array: InitFieldSink where Element == InitField {
    mutating func add(_ label: InitLabel, _ value: InitValue) { append(InitField(label: label, value: value)) }
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
    /// A row's swipe actions and menu, with the set's position in `RowActions.declared`, and
    /// the lookups of its action titles by action id in a localized table.
    case actions(RowActions, ordinal: Int, titles: [String: LocalizedText])
    /// User-visible text of a localized table, looked up at run time: passed as the field's
    /// companion (`localizedText:`), from which the initializer takes the text.
    case localized(LocalizedText)
    /// A `hidden` or `disabled` condition. Only literal tables have one: a table with conditions is
    /// never encoded (`EncodedSections.applies`).
    case condition(ResolvedCondition)
    /// A form control with its settings, and its user-visible strings (a placeholder, option titles, a stepper's
    /// detail around its value) as plain or localized text. Only literal tables have one: a form is never encoded (`EncodedSections.applies`).
    case formControl(RowControl, FormControlSettings, strings: [String: InitValue])
    /// A form row's value (`TableValue`).
    case value(ConditionValue)
    /// A text field's rules, with its message as plain or localized text.
    indirect case validation(FormValidation, message: InitValue?)
    /// An inline picker's option row: the option's key and the picker row's id, with the id's position among the
    /// id enum's cases. Only literal tables have one: a form is never encoded.
    case choice(OptionChoice, pickerOrdinal: Int)
    /// A value written as an expression where its type is known, such as a section's empty state. Only literal
    /// tables have one: a table with them is never encoded (`EncodedSections.applies`).
    case expression(SwiftExpression)

    /// The value as a Swift expression, for literal tables.
    func expression(_ names: RuntimeNames) -> SwiftExpression {
        switch self {
        case .text(let text): .string(text)
        case .number(let points): points.map(SwiftExpression.double) ?? .nil
        case .flag(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .enumCase(let name, _): .dot(name)
        case .actions(let actions, _, let titles): ActionTypesGenerator.expression(actions, titles: titles, names: names)
        case .localized(let text): text.value(names: names)
        case .condition(let condition): ConditionExpression.expression(condition)
        case .formControl(let control, let settings, let strings): FormControlExpression.expression(control, settings, strings: strings, names: names)
        case .value(let value): ConditionExpression.value(value)
        case .validation(let validation, let message): FormControlExpression.validation(validation, message: message, names: names)
        case .choice(let choice, _):
            .call(
                .dot(Constants.Control.option), [SwiftArgument(nil, .string(choice.key)), SwiftArgument(Constants.Control.of, .dot(choice.picker))])
        case .expression(let expression): expression
        }
    }

    static func enumCase<T: SpecEnum>(_ value: T) -> InitValue {
        .enumCase(
            name: value.rawValue, ordinal: T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0)
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
        self.row(row, into: &fields)
        return fields
    }

    func row<Sink: InitFieldSink>(_ row: ResolvedRow, into fields: inout Sink) {
        let name = context.table.name
        if let text = row.text {
            let key = row.choice.map { StringKeys.option(name, $0) } ?? StringKeys.row(name, row, .text)
            fields.add(.text, context.text(text, key: key))
        }
        if let detail = row.detail { fields.add(.detail, context.text(detail, key: StringKeys.row(name, row, .detail))) }
        if let image = row.image { fields.add(.image, .text(image)) }
        appearance(
            row.appearance, height: row.height, selectable: row.selectable, checked: row.checked, isOn: row.isOn, editing: row.editing,
            actions: row.actions, deleteConfirmationKey: StringKeys.row(name, row, .deleteConfirmation), form: { formFields(row, into: &$0) },
            into: &fields)
        if let label = row.accessibilityLabel {
            fields.add(.accessibilityLabel, context.text(label, key: StringKeys.row(name, row, .accessibilityLabel)))
        }
        actions(row.actions, titleKey: { StringKeys.row(name, row, $0) }, into: &fields)
        if let id = row.id { fields.add(.id, .enumCase(name: id, ordinal: rowIDOrdinals[id] ?? 0)) }
        if let opens = row.opens { fields.add(.opens, opened(opens)) }
        if let segue = row.segue { fields.add(.segue, .text(segue)) }
        if let hidden = row.hidden { fields.add(.hidden, .condition(hidden)) }
        if let disabled = row.disabled { fields.add(.disabled, .condition(disabled)) }
        if let choice = row.choice { fields.add(.choice, .choice(choice, pickerOrdinal: rowIDOrdinals[choice.picker] ?? 0)) }
    }

    /// The `control:` and `value:` of a form row other than a switch, which take the place of `control: .switch`
    /// and `isOn:`.
    func formFields<Sink: InitFieldSink>(_ row: ResolvedRow, into fields: inout Sink) {
        guard let control = row.appearance.control, let settings = row.form else { return }
        let name = context.table.name
        var strings: [String: InitValue] = [:]
        switch settings {
        case .textField(let textField):
            if let placeholder = textField.placeholder {
                strings[""] = context.text(placeholder, key: StringKeys.row(name, row, .placeholder))
            }
        case .options(let options, _):
            for option in options {
                strings[option.key] = context.text(option.title, key: StringKeys.row(name, row, .optionTitle(option.key)))
            }
        case .numbers(let numbers):
            // A stepper's detail around its value is a string of the catalog, which the runtime formats with the value.
            if numbers.valueText != nil, let localized = context.localized(StringKeys.row(name, row, .detail)) {
                strings["detail"] = .localized(localized)
            }
        case .date:
            break
        }
        fields.add(.control, .formControl(control, settings, strings: strings))
        if let value = row.value { fields.add(.value, .value(value)) }
        if let validation = row.validation {
            let message = validation.message.map { context.text($0, key: StringKeys.row(name, row, .validationMessage)) }
            fields.add(.validation, .validation(validation, message: message))
        }
    }

    /// The `OpenedTable` case of a table a row opens, with its position among the cases.
    func opened(_ typeName: String) -> InitValue {
        let tables = context.openedTables.tables
        let ordinal = tables.firstIndex { $0.typeName == typeName } ?? 0
        return .enumCase(name: tables.indices.contains(ordinal) ? tables[ordinal].caseName : typeName, ordinal: ordinal)
    }

    /// The fields a row shares with the prototype it may come from.
    func appearance(
        _ appearance: CellAppearance, height: Height, selectable: Bool, checked: Bool = false, isOn: Bool = false, editing: RowEditing,
        actions: RowActions, deleteConfirmationKey: String? = nil
    ) -> [InitField] {
        var fields: [InitField] = []
        self.appearance(
            appearance, height: height, selectable: selectable, checked: checked, isOn: isOn, editing: editing,
            actions: actions, deleteConfirmationKey: deleteConfirmationKey, into: &fields)
        return fields
    }

    func appearance<Sink: InitFieldSink>(
        _ appearance: CellAppearance, height: Height, selectable: Bool, checked: Bool, isOn: Bool, editing: RowEditing,
        actions: RowActions, deleteConfirmationKey: String? = nil, form: (inout Sink) -> Void = { _ in },
        into fields: inout Sink
    ) {
        if appearance.style != .default { fields.add(.style, .enumCase(appearance.style)) }
        if appearance.role != .normal { fields.add(.role, .enumCase(appearance.role)) }
        if appearance.reuseIdentifier != appearance.style.derivedReuseIdentifier {
            fields.add(.reuseIdentifier, .text(appearance.reuseIdentifier))
        }
        if appearance.accessory != .none { fields.add(.accessory, .enumCase(appearance.accessory)) }
        if appearance.control == .switch { fields.add(.control, .enumCase(RowControl.switch)) }
        if isOn { fields.add(.isOn, .flag(true)) }
        // A form control and its value sit where a switch and its state do, in the initializer's order.
        form(&fields)
        if appearance.editingAccessory != .none { fields.add(.editingAccessory, .enumCase(appearance.editingAccessory)) }
        if height.pointsOrNil != context.defaultHeight { fields.add(.height, .number(height.pointsOrNil)) }
        if selectable != context.defaultSelectable { fields.add(.isSelectable, .flag(selectable)) }
        if checked { fields.add(.isChecked, .flag(true)) }
        if editing.style != .none { fields.add(.editingStyle, .enumCase(editing.style)) }
        if editing.canEdit { fields.add(.canEdit, .flag(true)) }
        if editing.canMove { fields.add(.canMove, .flag(true)) }
        // Only where a user can see it: a localized table's catalog has no entry for the others.
        if let title = editing.shownDeleteConfirmation(with: actions) {
            fields.add(.deleteConfirmation, context.text(title, key: deleteConfirmationKey))
        }
    }

    /// A row's or prototype's swipe actions and menu, when it has any. Comes after every field
    /// `appearance` writes and before `id` and `item`, as in `Row.init`.
    func actions<Sink: InitFieldSink>(_ actions: RowActions, titleKey: (StringLabel) -> String?, into fields: inout Sink) {
        guard !actions.isEmpty else { return }
        var titles: [String: LocalizedText] = [:]
        for case .custom(let action) in actions.all {
            titles[action.id] = context.localized(titleKey(.actionTitle(action.id)))
        }
        fields.add(.actions, .actions(actions, ordinal: context.actionSetOrdinals[actions] ?? 0, titles: titles))
    }

    /// A section's titles, heights and list; its rows are not fields.
    func section(_ section: ResolvedSection) -> [InitField] {
        var fields: [InitField] = []
        self.section(section, into: &fields)
        return fields
    }

    func section<Sink: InitFieldSink>(_ section: ResolvedSection, into fields: inout Sink) {
        // Every section but the first says where the spec declares it: the section index and the dynamic
        // sections' setters find declared sections by it, whatever the app's content holds.
        if section.position != 0 { fields.add(.declaredIndex, .integer(section.position)) }
        if let id = section.id { fields.add(.id, .enumCase(name: id, ordinal: sectionIDOrdinals[id] ?? 0)) }
        if let header = section.header {
            fields.add(.header, context.text(header, key: StringKeys.section(context.table.name, section, .sectionHeader)))
        }
        if let footer = section.footer {
            fields.add(.footer, context.text(footer, key: StringKeys.section(context.table.name, section, .sectionFooter)))
        }
        let tableHeader = context.table.sectionHeaderHeight?.pointsOrNil, tableFooter = context.table.sectionFooterHeight?.pointsOrNil
        if let height = section.headerHeight?.pointsOrNil, height != tableHeader { fields.add(.headerHeight, .number(height)) }
        if let height = section.footerHeight?.pointsOrNil, height != tableFooter { fields.add(.footerHeight, .number(height)) }
        if let list = section.selectionList { fields.add(.selectionList, .enumCase(list)) }
        if let hidden = section.hidden { fields.add(.hidden, .condition(hidden)) }
        if let empty = section.empty {
            fields.add(.emptyState, .expression(context.emptyStateExpression(empty, key: { StringKeys.section(context.table.name, section, $0) })))
        }
        if section.collapsible { fields.add(.isCollapsible, .flag(true)) }
        if section.collapsed { fields.add(.isCollapsed, .flag(true)) }
    }

    func arguments(_ fields: [InitField]) -> [SwiftArgument] {
        fields.map { field in
            if case .localized = field.value {
                return SwiftArgument(LocalizedFields.companion(of: field.label.rawValue), field.value.expression(context.names))
            }
            return SwiftArgument(field.label.rawValue, field.value.expression(context.names))
        }
    }
}
