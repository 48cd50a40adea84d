import SwiftNaming
import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel
import TableSpecStrings

/// The table's declared content as Swift: its sections and rows, the prototypes that turn items
/// into rows, grouping, the section index, and the spec's sample items.
package struct DeclaredContentGenerator {
    let context: GenerationContext
    private let fields: InitFields

    init(context: GenerationContext) {
        self.context = context
        self.fields = InitFields(context: context)
    }

    static func itemCase(_ model: ResolvedModel) -> String {
        SwiftNames.lowerCamel(model.name, fallback: Constants.Local.item)
    }

    static func rowFunctionName(_ prototype: ResolvedPrototype) -> String {
        prototype.name + Constants.Table.rowSuffix
    }

    static func sampleName(_ parameter: String) -> String {
        Constants.Local.samplePrefix + parameter.prefix(1).uppercased() + parameter.dropFirst()
    }

    /// `setInbox`: the content's setter of a dynamic section's items.
    package static func setterName(_ parameter: String) -> String {
        Constants.Local.setterPrefix + parameter.prefix(1).uppercased() + parameter.dropFirst()
    }

    /// `inboxSections`: the sections a dynamic section's items make.
    static func sectionsFunctionName(_ parameter: String) -> String {
        parameter + Constants.Table.sectionsSuffix
    }

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [makeSections()]
        for dynamic in context.dynamicSections {
            members += [.blank, sectionsFunction(dynamic.section, items: dynamic.items, parameter: dynamic.parameter)]
        }
        if EncodedSections.applies(to: context) {
            members.append(.blank)
            members += EncodedSections(context: context).declarations()
        }
        var seenPrototypes = Set<String>()
        for dynamic in context.dynamicSections where seenPrototypes.insert(dynamic.items.prototype.name).inserted {
            members.append(.blank)
            members.append(rowFunction(dynamic.items))
        }
        if let index = context.table.index {
            members.append(.blank)
            members.append(indexEntries(index))
        }
        for dynamic in context.dynamicSections {
            guard let sample = dynamic.items.sample else { continue }
            let name = Self.sampleName(dynamic.parameter)
            members.append(.blank)
            if sample.count > EncodedSections.rowThreshold {
                members += EncodedSamples(model: dynamic.items.model, items: sample, name: name).declarations()
            } else {
                members.append(sampleItems(sample, model: dynamic.items.model, name: name))
            }
        }
        return members
    }

    // MARK: Sections

    private func makeSections() -> SwiftDeclaration {
        let parameters = context.dynamicSections.map {
            SwiftParameter(nil, $0.parameter, .array(.named($0.items.model.name)), default: .array([], multiline: false))
        }
        let header = SwiftDeclarationHeader(
            docs: ["The table's sections: static ones as the spec declares them, dynamic ones built from the items given."],
            modifiers: ["public", "static"])
        let body: [SwiftStatement]
        let encoded = EncodedSections.applies(to: context)
        if context.dynamicSections.isEmpty {
            body = [.return(encoded ? .name(Constants.Generated.staticSections) : .array(context.table.sections.map(staticSection), multiline: true))]
        } else {
            var staticIndex = 0
            var statements: [SwiftStatement] = [
                .declaration(
                    .variable(
                        SwiftVariable(
                            SwiftDeclarationHeader(), .var, Constants.Local.sections, type: .array(.named(context.names[.section])),
                            value: .array([], multiline: false))))
            ]
            for section in context.table.sections {
                switch section.content {
                case .rows:
                    let value =
                        encoded
                        ? .subscriptAccess(.name(Constants.Generated.staticSections), [SwiftArgument(nil, .integer(staticIndex))])
                        : staticSection(section)
                    statements.append(.expression(.call(.name(Constants.Local.sections).member(Constants.Swift.append), [SwiftArgument(nil, value)])))
                    staticIndex += 1
                case .items:
                    let parameter = context.dynamicSections.first { $0.section.position == section.position }?.parameter ?? Constants.Local.items
                    statements.append(
                        .assignment(
                            .name(Constants.Local.sections),
                            .call(.name(Self.sectionsFunctionName(parameter)), [SwiftArgument(nil, .name(parameter))]),
                            operator: "+="))
                }
            }
            statements.append(.return(.name(Constants.Local.sections)))
            body = statements
        }
        return .function(
            SwiftFunction(header, Constants.Generated.makeSections, parameters, returns: .array(.named(context.names[.section])), body: body))
    }

    /// `static func inboxSections(_ items: [Message]) -> [Section]`: what `makeSections` and the
    /// content's setter both build a dynamic section from.
    private func sectionsFunction(_ section: ResolvedSection, items: ResolvedItems, parameter: String) -> SwiftDeclaration {
        let grouped = items.groupBy == nil ? "" : ", one per initial"
        return .function(
            SwiftFunction(
                SwiftDeclarationHeader(docs: ["The sections `\(parameter)` make\(grouped)."], modifiers: ["public", "static"]),
                Self.sectionsFunctionName(parameter), [SwiftParameter("_", Constants.Local.items, .array(.named(items.model.name)))],
                returns: .array(.named(context.names[.section])),
                body: [.return(sections(section, items: items, from: .name(Constants.Local.items)))]))
    }

    /// The sections a dynamic section's `items` make: one, or one per group.
    func sections(_ section: ResolvedSection, items: ResolvedItems, from values: SwiftExpression) -> SwiftExpression {
        let rows = SwiftExpression.call(.member(values, Constants.Swift.map), [SwiftArgument(nil, .name(Self.rowFunctionName(items.prototype)))])
        if items.groupBy == .initial {
            return .call(
                .path(Constants.Runtime.initialGroupingSections),
                [SwiftArgument(nil, rows), SwiftArgument(Constants.Section.like, sectionValue(section, rows: .array([], multiline: false)))])
        }
        // A localized header, or an empty state, is a long call: one section per line then.
        return .array([sectionValue(section, rows: rows)], multiline: context.strings != nil || section.empty != nil)
    }

    private func staticSection(_ section: ResolvedSection) -> SwiftExpression {
        sectionValue(section, rows: .array(section.rows.map(rowValue), multiline: true))
    }

    /// `Section(…)` with only the arguments that differ from `Section.init`'s defaults.
    private func sectionValue(_ section: ResolvedSection, rows: SwiftExpression) -> SwiftExpression {
        var arguments = fields.arguments(fields.section(section))
        if rows != .array([], multiline: false), rows != .array([], multiline: true) { arguments.append(SwiftArgument(Constants.Section.rows, rows)) }
        return .call(.name(context.names[.section]), arguments, multiline: true)
    }

    /// `Row(…)` with only the arguments that differ from `Row.init`'s defaults, on one line when
    /// it fits, so a reviewer sees a small table's rows at a glance.
    func rowValue(_ row: ResolvedRow) -> SwiftExpression {
        let arguments = fields.arguments(fields.row(row))
        return .fittedCall(.name(context.names[.row]), arguments, width: 96)
    }

    // MARK: Dynamic rows

    /// `static func countryRow(_ item: Country) -> Row`: the prototype's templates as string
    /// interpolation. A template naming an optional field is set only when every optional it
    /// names has a value, so a nil field hides the label instead of showing half a sentence.
    private func rowFunction(_ items: ResolvedItems) -> SwiftDeclaration {
        let prototype = items.prototype
        let name = context.table.name
        var arguments = fields.arguments(
            fields.appearance(
                prototype.appearance, height: prototype.height, selectable: prototype.selectable, isOn: prototype.isOn, editing: prototype.editing,
                actions: prototype.actions, deleteConfirmationKey: StringKeys.prototype(name, prototype, .deleteConfirmation)))
        var actionFields: [InitField] = []
        fields.actions(prototype.actions, titleKey: { StringKeys.prototype(name, prototype, $0) }, into: &actionFields)
        arguments += fields.arguments(actionFields)
        arguments.append(
            SwiftArgument(Constants.Row.item, .call(.dot(Self.itemCase(items.model)), [SwiftArgument(nil, .name(Constants.Local.item))])))
        if let opens = prototype.opens { arguments.append(SwiftArgument(Constants.Row.opens, fields.opened(opens).expression(context.names))) }
        if let segue = prototype.segue { arguments.append(SwiftArgument(Constants.Row.segue, .string(segue))) }
        var body: [SwiftStatement] = [
            .declaration(
                .variable(SwiftVariable(SwiftDeclarationHeader(), .var, Constants.Local.row, value: .call(.name(context.names[.row]), arguments))))
        ]
        for (key, template, label) in [
            (Constants.Row.text, prototype.text, StringLabel.text), (Constants.Row.detail, prototype.detail, .detail),
            (Constants.Row.image, prototype.image, nil),
            (Constants.Row.accessibilityLabel, prototype.accessibilityLabel, .accessibilityLabel),
        ] {
            guard let template else { continue }
            let localized = label.flatMap { context.localized(StringKeys.prototype(name, prototype, $0)) }
            body.append(assignTemplate(template, to: key, localized: localized))
        }
        body.append(.return(.name(Constants.Local.row)))
        return .function(
            SwiftFunction(
                SwiftDeclarationHeader(
                    docs: ["Draws one `\(items.model.name)` with the `\(prototype.name)` prototype."], modifiers: ["public", "static"]),
                Self.rowFunctionName(prototype), [SwiftParameter("_", Constants.Local.item, .named(items.model.name))],
                returns: .named(context.names[.row]),
                body: body))
    }

    /// Sets `row.<field>` from a template.
    private func assignTemplate(_ template: Template, to field: String, localized: LocalizedText? = nil) -> SwiftStatement {
        let target = SwiftExpression.member(.name(Constants.Local.row), field)
        var optionals: [ModelField] = []
        for field in template.fields where field.type.isOptional && !optionals.contains(field) { optionals.append(field) }
        if let localized {
            // `row.localize(detail: …)`: the text and, for SwiftUI, the string it comes from.
            let value = localized.value(names: context.names) { field in
                field.type.isOptional ? .name(field.name) : .member(.name(Constants.Local.item), field.name)
            }
            let statement = SwiftStatement.expression(
                .call(.name(Constants.Local.row).member(Constants.Section.localize), [SwiftArgument(field, value)]))
            guard !optionals.isEmpty else { return statement }
            return .if(optionals.map { .binding($0.name, .member(.name(Constants.Local.item), $0.name)) }, then: [statement])
        }
        // A template that is one String field is the field itself.
        if template.plural == nil, template.segments.count == 1, case .field(let field) = template.segments[0], field.type.base == .string {
            return .assignment(target, .member(.name(Constants.Local.item), field.name))
        }
        if template.plural == nil, template.segments.count == 1, case .fallback(let field, let fallback) = template.segments[0],
            field.type.base == .string
        {
            return .assignment(target, Self.fallbackValue(field, fallback))
        }
        var value = Self.interpolation(template.segments)
        if let plural = template.plural {
            // `TablePluralRules.text(for: item.count, language: "en", one: "…", other: "…")`: the
            // runtime picks the form by CLDR's rules for the spec's language.
            value = .call(
                .path(Constants.Runtime.pluralText),
                [
                    SwiftArgument(Constants.Localized.for, .member(.name(Constants.Local.item), plural.selector.name)),
                    SwiftArgument(Constants.Localized.language, .string(plural.language)),
                ] + plural.forms.map { SwiftArgument($0.category.rawValue, Self.interpolation($0.segments)) } + [
                    SwiftArgument(Constants.Localized.other, value)
                ],
                multiline: true)
        }
        guard !optionals.isEmpty else { return .assignment(target, value) }
        return .if(optionals.map { .binding($0.name, .member(.name(Constants.Local.item), $0.name)) }, then: [.assignment(target, value)])
    }

    /// A template's text as string interpolation: `"\(item.count) items"`. An optional field is
    /// the name it is bound to.
    private static func interpolation(_ segments: [Template.Segment]) -> SwiftExpression {
        .interpolation(
            segments.map { segment in
                switch segment {
                case .literal(let text): .text(text)
                case .field(let field): .value(field.type.isOptional ? .name(field.name) : .member(.name(Constants.Local.item), field.name))
                case .fallback(let field, let fallback): .value(fallbackValue(field, fallback))
                }
            })
    }

    /// `{field ?? "text"}` in Swift: `item.capital ?? "—"`, or for a number or a Bool its text as
    /// interpolation prints it, `item.count.map { String($0) } ?? "—"`.
    private static func fallbackValue(_ field: ModelField, _ fallback: String) -> SwiftExpression {
        let value = SwiftExpression.member(.name(Constants.Local.item), field.name)
        guard field.type.base != .string else { return .binary(value, "??", .string(fallback)) }
        let text = SwiftExpression.call(
            .member(value, Constants.Swift.map),
            [
                SwiftArgument(
                    nil,
                    .closure(
                        parameters: [],
                        body: [
                            .expression(.call(.name(Constants.Swift.string), [SwiftArgument(nil, .name("$0"))]))
                        ]))
            ])
        return .binary(text, "??", .string(fallback))
    }

    // MARK: Grouping by initial

    /// An index title: looked up when it is a word of a localized table (see `IndexTitleWords`).
    private func indexTitle(_ title: String, section: Int) -> SwiftExpression {
        context.localized(context.indexTitleKey(title, section: section)).map {
            .call(.name(Constants.IndexEntry.localizedString), [SwiftArgument(nil, $0.value(names: context.names))], multiline: true)
        } ?? .string(title)
    }

    private func indexEntries(_ index: ResolvedIndex) -> SwiftDeclaration {
        let entries = index.entries.map { entry -> SwiftExpression in
            switch entry {
            case .title(let title, let section):
                .call(
                    .dot(Constants.IndexEntry.title),
                    [SwiftArgument(nil, indexTitle(title, section: section)), SwiftArgument(Constants.IndexEntry.section, .integer(section))],
                    multiline: context.strings != nil)
            case .groupTitles(let section):
                .call(.dot(Constants.IndexEntry.groups), [SwiftArgument(Constants.IndexEntry.section, .integer(section))])
            }
        }
        return .variable(
            SwiftVariable(
                SwiftDeclarationHeader(docs: ["The section index, in order."], modifiers: ["public", "static"]),
                .let, Constants.Definition.indexEntries, type: .array(.named(context.names[.indexEntry])), value: .array(entries, multiline: true)))
    }

    private func sampleItems(_ items: ResolvedSample, model: ResolvedModel, name: String) -> SwiftDeclaration {
        let values = items.map { item in
            SwiftExpression.call(
                .name(model.name),
                zip(model.fields, item).compactMap { field, value in
                    if value == .null { return nil }
                    return SwiftArgument(field.name, Self.literal(value))
                })
        }
        return .variable(
            SwiftVariable(
                SwiftDeclarationHeader(docs: ["The spec's sample items, for previews and tests."], modifiers: ["public", "static"]),
                .let, name, type: .array(.named(model.name)), value: .array(values, multiline: true)))
    }

    static func literal(_ value: SampleValue) -> SwiftExpression {
        switch value {
        case .string(let text): .string(text)
        case .int(let number): .integer(number)
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .null: .nil
        }
    }
}
