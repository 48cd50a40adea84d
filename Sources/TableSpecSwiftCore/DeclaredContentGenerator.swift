import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel
import TableSpecStrings

/// The table's declared content as Swift: its sections and rows, the prototypes that turn items
/// into rows, grouping, the section index, and the spec's sample items.
struct DeclaredContentGenerator {
    let context: GenerationContext
    private let fields: InitFields

    init(context: GenerationContext) {
        self.context = context
        self.fields = InitFields(context: context)
    }

    static func itemCase(_ model: ResolvedModel) -> String {
        SwiftNames.lowerCamel(model.name, fallback: "item")
    }

    static func rowFunctionName(_ prototype: ResolvedPrototype) -> String {
        prototype.name + "Row"
    }

    static func sampleName(_ parameter: String) -> String {
        "sample" + parameter.prefix(1).uppercased() + parameter.dropFirst()
    }

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [makeSections()]
        if EncodedSections.applies(to: context) {
            members.append(.blank)
            members += EncodedSections(context: context).declarations()
        }
        var seenPrototypes = Set<String>()
        for dynamic in context.dynamicSections where seenPrototypes.insert(dynamic.items.prototype.name).inserted {
            members.append(.blank)
            members.append(rowFunction(dynamic.items))
        }
        if context.dynamicSections.contains(where: { $0.items.groupBy == .initial }) {
            members.append(.blank)
            members += groupingFunctions()
        }
        if let index = context.table.index {
            members.append(.blank)
            members.append(indexEntryEnum())
            members.append(.blank)
            members.append(indexEntries(index))
        }
        var usesPayload = EncodedSections.applies(to: context)
        for dynamic in context.dynamicSections {
            guard let sample = dynamic.items.sample else { continue }
            let name = Self.sampleName(dynamic.parameter)
            members.append(.blank)
            if sample.count > EncodedSections.rowThreshold {
                members += EncodedSamples(model: dynamic.items.model, items: sample, name: name).declarations()
                usesPayload = true
            } else {
                members.append(sampleItems(sample, model: dynamic.items.model, name: name))
            }
        }
        if usesPayload {
            members.append(.blank)
            members += PayloadReaderGenerator.declarations()
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
            body = [.return(encoded ? .name("staticSections") : .array(context.table.sections.map(staticSection), multiline: true))]
        } else {
            var staticIndex = 0
            var statements: [SwiftStatement] = [.declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "sections", type: .array(.named("Section")), value: .array([], multiline: false))))]
            for section in context.table.sections {
                switch section.content {
                case .rows:
                    let value = encoded ? .subscriptAccess(.name("staticSections"), [SwiftArgument(nil, .integer(staticIndex))]) : staticSection(section)
                    statements.append(.expression(.call(.path("sections.append"), [SwiftArgument(nil, value)])))
                    staticIndex += 1
                case .items(let items):
                    let parameter = context.dynamicSections.first { $0.section.position == section.position }?.parameter ?? "items"
                    statements.append(.assignment(.name("sections"), sections(section, items: items, from: .name(parameter)), operator: "+="))
                }
            }
            statements.append(.return(.name("sections")))
            body = statements
        }
        return .function(SwiftFunction(header, "makeSections", parameters, returns: .array(.named("Section")), body: body))
    }

    /// The sections a dynamic section's `items` make: one, or one per group.
    func sections(_ section: ResolvedSection, items: ResolvedItems, from values: SwiftExpression) -> SwiftExpression {
        let rows = SwiftExpression.call(.member(values, "map"), [SwiftArgument(nil, .name(Self.rowFunctionName(items.prototype)))])
        if items.groupBy == .initial {
            return .call(.name("sectionsByInitial"), [SwiftArgument(nil, rows), SwiftArgument("like", sectionValue(section, rows: .array([], multiline: false)))])
        }
        // A localized header is a long call: one section per line then.
        return .array([sectionValue(section, rows: rows)], multiline: context.strings != nil)
    }

    private func staticSection(_ section: ResolvedSection) -> SwiftExpression {
        sectionValue(section, rows: .array(section.rows.map(rowValue), multiline: true))
    }

    /// `Section(…)` with only the arguments that differ from `Section.init`'s defaults.
    private func sectionValue(_ section: ResolvedSection, rows: SwiftExpression) -> SwiftExpression {
        var arguments = InitFields.arguments(fields.section(section))
        if rows != .array([], multiline: false), rows != .array([], multiline: true) { arguments.append(SwiftArgument("rows", rows)) }
        return .call(.name("Section"), arguments, multiline: true)
    }

    /// `Row(…)` with only the arguments that differ from `Row.init`'s defaults, on one line when
    /// it fits, so a reviewer sees a small table's rows at a glance.
    func rowValue(_ row: ResolvedRow) -> SwiftExpression {
        let arguments = InitFields.arguments(fields.row(row))
        return .fittedCall(.name("Row"), arguments, width: 96)
    }

    // MARK: Dynamic rows

    /// `static func countryRow(_ item: Country) -> Row`: the prototype's templates as string
    /// interpolation. A template naming an optional field is set only when every optional it
    /// names has a value, so a nil field hides the label instead of showing half a sentence.
    private func rowFunction(_ items: ResolvedItems) -> SwiftDeclaration {
        let prototype = items.prototype
        let name = context.table.name
        var arguments = InitFields.arguments(fields.appearance(prototype.appearance, height: prototype.height, selectable: prototype.selectable, isOn: prototype.isOn, editing: prototype.editing,
                                                               actions: prototype.actions, deleteConfirmationKey: StringKeys.prototype(name, prototype, .deleteConfirmation)))
        var actionFields: [InitField] = []
        fields.actions(prototype.actions, titleKey: { StringKeys.prototype(name, prototype, $0) }, into: &actionFields)
        arguments += InitFields.arguments(actionFields)
        arguments.append(SwiftArgument("item", .call(.dot(Self.itemCase(items.model)), [SwiftArgument(nil, .name("item"))])))
        if let opens = prototype.opens { arguments.append(SwiftArgument("opens", fields.opened(opens).expression)) }
        var body: [SwiftStatement] = [.declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "row", value: .call(.name("Row"), arguments))))]
        for (key, template, label) in [("text", prototype.text, StringLabel.text), ("detail", prototype.detail, .detail), ("image", prototype.image, nil),
                                       ("accessibilityLabel", prototype.accessibilityLabel, .accessibilityLabel)] {
            guard let template else { continue }
            let localized = label.flatMap { context.localized(StringKeys.prototype(name, prototype, $0)) }
            body.append(assignTemplate(template, to: key, localized: localized))
        }
        body.append(.return(.name("row")))
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: ["Draws one `\(items.model.name)` with the `\(prototype.name)` prototype."], modifiers: ["public", "static"]),
            Self.rowFunctionName(prototype), [SwiftParameter("_", "item", .named(items.model.name))], returns: .named("Row"), body: body))
    }

    /// Sets `row.<field>` from a template.
    private func assignTemplate(_ template: Template, to field: String, localized: LocalizedText? = nil) -> SwiftStatement {
        let target = SwiftExpression.member(.name("row"), field)
        var optionals: [ModelField] = []
        for field in template.fields where field.type.isOptional && !optionals.contains(field) { optionals.append(field) }
        if let localized {
            // `row.localize(detail: …)`: the text and, for SwiftUI, the string it comes from.
            let value = localized.value { field in field.type.isOptional ? .name(field.name) : .member(.name("item"), field.name) }
            let statement = SwiftStatement.expression(.call(.path("row.localize"), [SwiftArgument(field, value)]))
            guard !optionals.isEmpty else { return statement }
            return .if(optionals.map { .binding($0.name, .member(.name("item"), $0.name)) }, then: [statement])
        }
        // A template that is one String field is the field itself.
        if template.segments.count == 1, case .field(let field) = template.segments[0], field.type.base == .string {
            return .assignment(target, .member(.name("item"), field.name))
        }
        if template.segments.count == 1, case .fallback(let field, let fallback) = template.segments[0], field.type.base == .string {
            return .assignment(target, Self.fallbackValue(field, fallback))
        }
        let value = SwiftExpression.interpolation(template.segments.map { segment in
            switch segment {
            case .literal(let text): .text(text)
            case .field(let field): .value(field.type.isOptional ? .name(field.name) : .member(.name("item"), field.name))
            case .fallback(let field, let fallback): .value(Self.fallbackValue(field, fallback))
            }
        })
        guard !optionals.isEmpty else { return .assignment(target, value) }
        return .if(optionals.map { .binding($0.name, .member(.name("item"), $0.name)) }, then: [.assignment(target, value)])
    }

    /// `{field ?? "text"}` in Swift: `item.capital ?? "—"`, or for a number or a Bool its text as
    /// interpolation prints it, `item.count.map { String($0) } ?? "—"`.
    private static func fallbackValue(_ field: ModelField, _ fallback: String) -> SwiftExpression {
        let value = SwiftExpression.member(.name("item"), field.name)
        guard field.type.base != .string else { return .binary(value, "??", .string(fallback)) }
        let text = SwiftExpression.call(.member(value, "map"), [SwiftArgument(nil, .closure(parameters: [], body: [
            .expression(.call(.name("String"), [SwiftArgument(nil, .name("$0"))])),
        ]))])
        return .binary(text, "??", .string(fallback))
    }

    // MARK: Grouping by initial

    /// The neutral half of `groupBy: initial`: the rule of `IndexCollation`, spelled out in Swift
    /// with Foundation's folding, so that the app's `Content` groups as the preview does. On a
    /// device the data source regroups with `UILocalizedIndexedCollation` (TableSpecUIKit).
    private func groupingFunctions() -> [SwiftDeclaration] {
        [
            sectionsByInitial(), .blank, initialFunction(), .blank, initialPrecedes(), .blank, sortedByText(), .blank, sortKey(), .blank,
            latinSpelling(),
        ]
    }

    private func sectionsByInitial() -> SwiftDeclaration {
        let rowType = SwiftType.named("Row"), sectionType = SwiftType.named("Section")
        let sortedGroups = SwiftExpression.call(.path("groups.sorted"), [SwiftArgument(nil, .closure(parameters: [], body: [
            .expression(.call(.name("initialPrecedes"), [SwiftArgument(nil, .path("$0.key")), SwiftArgument(nil, .path("$1.key"))])),
        ]))])
        let makeSection = SwiftExpression.closure(parameters: ["group"], body: [
            .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "section", value: .name("template")))),
            .assignment(.path("section.header"), .path("group.key")),
            .assignment(.path("section.rows"), .call(.name("sortedByText"), [SwiftArgument(nil, .path("group.value"))])),
            .return(.name("section")),
        ])
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "Splits rows into one section per initial of their text (`groupBy: initial`) that has rows: A to Z, then",
                "\"#\", each sorted by `sortedByText(_:)`. This is the platform-neutral rule, independent of the locale, and",
                "the one the preview draws; it agrees with `UILocalizedIndexedCollation` for English on Latin text. On a",
                "device, `DataSource` regroups the rows with the collation itself (`collated(_:)`).",
            ], modifiers: ["static"]),
            "sectionsByInitial", [SwiftParameter("_", "rows", .array(rowType)), SwiftParameter("like", "template", sectionType)],
            returns: .array(sectionType), body: [
                .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "groups", type: .dictionary(.string, .array(rowType)), value: .dictionary([])))),
                .forIn("row", .name("rows"), [
                    .expression(.call(.member(.subscriptAccess(.name("groups"), [
                        SwiftArgument(nil, .call(.name("initial"), [SwiftArgument("of", .binary(.path("row.text"), "??", .string("")))])),
                        SwiftArgument("default", .array([], multiline: false)),
                    ]), "append"), [SwiftArgument(nil, .name("row"))])),
                ]),
                .return(.call(.member(sortedGroups, "map"), [SwiftArgument(nil, makeSection)])),
            ]))
    }

    private func initialFunction() -> SwiftDeclaration {
        .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "The section a text goes under: the first letter of its sort key when it starts with a letter that folds",
                "to A to Z (É under E, ß under S, Ø under O, lower case with upper case), else \"#\" (digits, spaces,",
                "punctuation, other scripts such as Cyrillic or CJK, emoji, empty text).",
            ], modifiers: ["static"]),
            "initial", [SwiftParameter("of", "text", .string)], returns: .string, body: [
                .guard([
                    .binding("first", .path("text.first")), .expression(.path("first.isLetter")),
                    .binding("letter", .member(.member(.call(.name("sortKey"), [
                        SwiftArgument("of", .call(.name("String"), [SwiftArgument(nil, .name("first"))])),
                    ]), "unicodeScalars"), "first")),
                ], else: [.return(.string(IndexCollation.otherTitle))]),
                .return(.ternary(.binary(.path("letter.isASCII"), "&&", .path("letter.properties.isAlphabetic")),
                                 .call(.name("String"), [SwiftArgument(nil, .name("letter"))]), .string(IndexCollation.otherTitle))),
            ]))
    }

    private func initialPrecedes() -> SwiftDeclaration {
        let other = SwiftExpression.string(IndexCollation.otherTitle)
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: ["Section titles in order: A to Z, with \"#\" last."], modifiers: ["static"]),
            "initialPrecedes", [SwiftParameter("_", "lhs", .string), SwiftParameter("_", "rhs", .string)], returns: .bool, body: [
                .if([.expression(.binary(.binary(.name("lhs"), "==", other), "||", .binary(.name("rhs"), "==", other)))], then: [
                    .return(.binary(.binary(.name("rhs"), "==", other), "&&", .binary(.name("lhs"), "!=", other))),
                ]),
                .return(.binary(.name("lhs"), "<", .name("rhs"))),
            ]))
    }

    private func sortedByText() -> SwiftDeclaration {
        func step(_ array: String, _ op: String) -> SwiftStatement {
            let lhs = SwiftExpression.subscriptAccess(.name(array), [SwiftArgument(nil, .name("lhs"))])
            let rhs = SwiftExpression.subscriptAccess(.name(array), [SwiftArgument(nil, .name("rhs"))])
            return .if([.expression(.binary(lhs, "!=", rhs))], then: [.return(.binary(lhs, op, rhs))])
        }
        let order = SwiftExpression.call(.path("rows.indices.sorted"), [SwiftArgument(nil, .closure(parameters: ["lhs", "rhs"], body: [
            step("keys", "<"), step("lowered", "<"), step("texts", ">"), .return(.binary(.name("lhs"), "<", .name("rhs"))),
        ]))])
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "Rows in the order of their text: by `sortKey(of:)`, then by the lowercased text (an unaccented word before",
                "an accented one), then lower case before upper case; rows with the same text keep their order. The",
                "comparisons are the standard library's, so the order does not depend on the locale.",
            ], modifiers: ["static"]),
            "sortedByText", [SwiftParameter("_", "rows", .array(.named("Row")))], returns: .array(.named("Row")), body: [
                .constant("texts", .call(.path("rows.map"), [SwiftArgument(nil, .closure(parameters: [], body: [
                    .expression(.binary(.path("$0.text"), "??", .string(""))),
                ]))])),
                .constant("keys", .call(.path("texts.map"), [SwiftArgument(nil, .closure(parameters: [], body: [
                    .expression(.call(.name("sortKey"), [SwiftArgument("of", .name("$0"))])),
                ]))])),
                .constant("lowered", .call(.path("texts.map"), [SwiftArgument(nil, .closure(parameters: [], body: [
                    .expression(.call(.path("$0.lowercased"), [])),
                ]))])),
                .constant("order", order),
                .return(.call(.path("order.map"), [SwiftArgument(nil, .closure(parameters: [], body: [
                    .expression(.subscriptAccess(.name("rows"), [SwiftArgument(nil, .name("$0"))])),
                ]))])),
            ]))
    }

    private func sortKey() -> SwiftDeclaration {
        let folded = SwiftExpression.call(.member(.call(.member(.call(.name("String"), [SwiftArgument(nil, .name("character"))]), "folding"), [
            SwiftArgument("options", .array([.dot("caseInsensitive"), .dot("diacriticInsensitive")], multiline: false)),
            SwiftArgument("locale", .nil),
        ]), "uppercased"), [])
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "A text as it sorts: each character without case and accents, uppercased (ß becomes SS), and the Latin",
                "letters folding leaves alone spelled by `latinSpelling(of:)`.",
            ], modifiers: ["static"]),
            "sortKey", [SwiftParameter("of", "text", .string)], returns: .string, body: [
                .variable("key", .string("")),
                .forIn("character", .name("text"), [
                    .forIn("letter", .member(folded, "unicodeScalars"), [
                        .assignment(.name("key"), .binary(.call(.name("latinSpelling"), [SwiftArgument("of", .name("letter"))]), "??",
                                                          .call(.name("String"), [SwiftArgument(nil, .name("letter"))])), operator: "+="),
                    ]),
                ]),
                .return(.name("key")),
            ]))
    }

    private func latinSpelling() -> SwiftDeclaration {
        var spellings: [String] = []
        var letters: [String: [Unicode.Scalar]] = [:]
        for (letter, spelling) in IndexCollation.latinSpellings {
            if letters[spelling] == nil { spellings.append(spelling) }
            letters[spelling, default: []].append(letter)
        }
        let cases = spellings.map { spelling in
            SwiftSwitchCase((letters[spelling] ?? []).map { .string(String($0)) }, [.return(.string(spelling))])
        }
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: [
                "Latin letters that folding leaves as they are, spelled as English collation files and sorts them (Æ as AE,",
                "Ø as O, Ł as L). Letters it sorts after Z, such as Þ, and phonetic letters go under \"#\".",
            ], modifiers: ["static"]),
            "latinSpelling", [SwiftParameter("of", "letter", .named("Unicode.Scalar"))], returns: .optional(.string), body: [
                .switch(.name("letter"), cases + [SwiftSwitchCase([], [.return(.nil)])]),
            ]))
    }

    private func indexEntryEnum() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: ["One entry of the section index as the spec declares it; sections are counted in spec order."],
                                                          modifiers: NeutralTypesGenerator.modifiers),
                                   .enum, "IndexEntry", inherits: ["Hashable", "Sendable"], members: [
            .enumCase(name: "title", payload: [SwiftTupleElement(.string), SwiftTupleElement("section", .int)], docs: ["A title leading to a declared section."]),
            .enumCase(name: "groups", payload: [SwiftTupleElement("section", .int)], docs: ["The group titles of a grouped dynamic section."]),
        ]))
    }

    /// An index title: looked up when it is a word of a localized table (see `IndexTitleWords`).
    private func indexTitle(_ title: String, section: Int) -> SwiftExpression {
        context.localized(context.indexTitleKey(title, section: section))?.expression() ?? .string(title)
    }

    private func indexEntries(_ index: ResolvedIndex) -> SwiftDeclaration {
        let entries = index.entries.map { entry -> SwiftExpression in
            switch entry {
            case .title(let title, let section):
                .call(.dot("title"), [SwiftArgument(nil, indexTitle(title, section: section)), SwiftArgument("section", .integer(section))],
                      multiline: context.strings != nil)
            case .groupTitles(let section):
                .call(.dot("groups"), [SwiftArgument("section", .integer(section))])
            }
        }
        return .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The section index, in order."], modifiers: ["public", "static"]),
                                       .let, "indexEntries", type: .array(.named("IndexEntry")), value: .array(entries, multiline: true)))
    }

    private func sampleItems(_ items: ResolvedSample, model: ResolvedModel, name: String) -> SwiftDeclaration {
        let values = items.map { item in
            SwiftExpression.call(.name(model.name), zip(model.fields, item).compactMap { field, value in
                if value == .null { return nil }
                return SwiftArgument(field.name, Self.literal(value))
            })
        }
        return .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The spec's sample items, for previews and tests."], modifiers: ["public", "static"]),
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
