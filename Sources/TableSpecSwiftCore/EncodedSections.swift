import SwiftNaming
import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// Static sections of a large table as one text payload, decoded at first use.
///
/// The Swift compiler's cost for an array literal of struct values grows far faster than the
/// literal (a thousand rows already take tens of seconds to type-check); one multi-line string
/// literal costs almost nothing to compile at any size, and reading it back takes milliseconds.
/// Small tables keep their rows as readable `Row(…)` literals.
struct EncodedSections {
    let context: GenerationContext

    /// Above this many static rows (or sample items) a table's data is encoded.
    static let rowThreshold = 200

    /// A localized table keeps its literals: each string's key must be a literal
    /// (`String(localized:)` takes a `StaticString`), which a payload read at run time cannot give.
    static func applies(to context: GenerationContext) -> Bool {
        context.table.staticRowCount > rowThreshold && context.strings == nil && !context.table.hasConditions
            && !context.table.hasFormControls && !context.table.sections.contains { $0.empty != nil || $0.collapsible }
    }

    /// One line per static section and row, in [PayloadFormat].
    func payload() -> RawStringLiteral {
        let fields = InitFields(context: context)
        var writer = PayloadWriter()
        for section in context.table.sections {
            guard case .rows(let rows) = section.content else { continue }
            writer.sectionLine(section, fields)
            for row in rows { writer.rowLine(row, fields) }
        }
        return writer.takeLiteral()
    }

    // MARK: The decoder

    func declarations() -> [SwiftDeclaration] {
        let sectionFields = sectionFields, rowFields = rowFields
        // The tags, a few to a line, so a reader of the generated file can follow the payload.
        var decoderDocs = ["Reads `encodedStaticSections` back into sections. Each tag sets one property:"]
        for (kind, fields) in [(Constants.Local.section, sectionFields), (Constants.Local.row, rowFields)] {
            for start in stride(from: 0, to: fields.count, by: 6) {
                decoderDocs.append(
                    "- \(kind): " + fields[start..<min(start + 6, fields.count)].map { "`\($0.tagText)` \($0.property)" }.joined(separator: ", "))
            }
        }
        return PayloadDeclarations(
            payloadName: Constants.Payload.encodedStaticSections,
            payloadDocs: [
                "The static sections, one line per section (S) and row (R) with tagged fields: a literal this size",
                "would cost the compiler minutes, this string costs it nothing.",
            ],
            payload: payload(),
            name: Constants.Generated.staticSections, docs: ["The static sections, decoded once, on first use."], modifiers: ["static"],
            type: .array(.named(context.names[.section])),
            decoderName: Constants.Payload.decodeSections, decoderDocs: decoderDocs,
            body: decoderBody(sectionFields: sectionFields, rowFields: rowFields)
        ).declarations()
    }

    /// The fields this table's payload can hold: ids only when the table has them.
    private var sectionFields: [PayloadFormat.Field] {
        PayloadFormat.sectionFields.filter { field in
            switch field.label {
            case .id: context.hasSectionIDs
            default: true
            }
        }
    }

    private var rowFields: [PayloadFormat.Field] {
        PayloadFormat.rowFields.filter { field in
            switch field.label {
            case .id: context.hasRowIDs
            case .actions: context.hasActions
            case .opens: context.hasOpens
            case .segue: context.hasStaticSegues
            default: true
            }
        }
    }

    /// An enum the payload names by position: the table's own (`RowID`), or the runtime's, as
    /// this table spells it.
    private func spelled(_ type: String) -> String {
        RuntimeAlias(rawValue: type).map { context.names[$0] } ?? type
    }

    private static func casesName(_ type: String) -> String {
        SwiftNames.lowerCamel(type, fallback: Constants.Local.valueFallback) + Constants.Payload.casesSuffix
    }

    /// `while let field = reader.nextField() { switch field.tag { … } }`: each tag sets one
    /// property of `target`, which starts with the initializer's defaults.
    private func readFields(into target: String, _ fields: [PayloadFormat.Field]) -> SwiftStatement {
        let value = SwiftExpression.name(Constants.Local.field).member(Constants.Payload.value)
        let cases = fields.map { field -> SwiftSwitchCase in
            let property = SwiftExpression.member(.name(target), field.property)
            let read: SwiftExpression
            switch field.kind {
            case .text: read = .call(.name(Constants.Local.reader).member(Constants.Payload.text), [SwiftArgument(nil, value)])
            case .number: read = .call(.name(Constants.Local.reader).member(Constants.Payload.number), [SwiftArgument(nil, value)])
            case .flag: read = .call(.name(Constants.Local.reader).member(Constants.Payload.flag), [SwiftArgument(nil, value)])
            case .integer: read = .call(.name(Constants.Local.reader).member(Constants.Payload.integer), [SwiftArgument(nil, value)])
            case .switchControl: read = .dot(Constants.Control.switchControl)
            case .enumCase, .declared:
                // A position the enum does not have leaves the default.
                let cases: SwiftExpression =
                    if case .declared(let list) = field.kind { .name(list) } else if case .enumCase(let type) = field.kind {
                        .name(Self.casesName(type))
                    } else { .nil }
                return SwiftSwitchCase(
                    [.integer(field.tagByte)],
                    [
                        .if(
                            [
                                .binding(
                                    Constants.Local.index,
                                    .call(
                                        .name(Constants.Local.reader).member(Constants.Payload.ordinal),
                                        [SwiftArgument(nil, value), SwiftArgument(Constants.Payload.below, cases.member(Constants.Swift.count))]))
                            ],
                            then: [
                                .assignment(property, .subscriptAccess(cases, [SwiftArgument(nil, .name(Constants.Local.index))]))
                            ])
                    ])
            }
            return SwiftSwitchCase([.integer(field.tagByte)], [.assignment(property, read)])
        }
        return .while(
            [.binding(Constants.Local.field, .call(.name(Constants.Local.reader).member(Constants.Payload.nextField), []))],
            [
                .switch(.name(Constants.Local.field).member(Constants.Payload.tag), cases + [SwiftSwitchCase([], [.break])])
            ])
    }

    private func decoderBody(sectionFields: [PayloadFormat.Field], rowFields: [PayloadFormat.Field]) -> [SwiftStatement] {
        var enumTypes: [String] = []
        for field in sectionFields + rowFields {
            if case .enumCase(let type) = field.kind, !enumTypes.contains(type) { enumTypes.append(type) }
        }
        let newVariable = { (name: String, value: SwiftExpression) -> SwiftStatement in
            .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, name, value: value)))
        }
        var body: [SwiftStatement] = enumTypes.map { type in
            // Typed, because an id may be spelled `allCases`: then the name alone is ambiguous.
            .declaration(
                .variable(
                    SwiftVariable(
                        SwiftDeclarationHeader(), .let, Self.casesName(type), type: .array(.named(spelled(type))),
                        value: .name(spelled(type)).member(Constants.Swift.allCases))))
        }
        body += [
            .declaration(
                .variable(
                    SwiftVariable(
                        SwiftDeclarationHeader(), .var, Constants.Local.sections, type: .array(.named(context.names[.section])),
                        value: .array([], multiline: false)
                    ))),
            .while(
                [.binding(Constants.Local.kind, .call(.name(Constants.Local.reader).member(Constants.Payload.nextLine), []))],
                [
                    .switch(
                        .name(Constants.Local.kind),
                        [
                            SwiftSwitchCase(
                                [.integer(Int(PayloadFormat.sectionKind))],
                                [
                                    newVariable(Constants.Local.section, .call(.name(context.names[.section]), [])),
                                    readFields(into: Constants.Local.section, sectionFields),
                                    .expression(
                                        .call(
                                            .name(Constants.Local.sections).member(Constants.Swift.append),
                                            [SwiftArgument(nil, .name(Constants.Local.section))])),
                                ]),
                            SwiftSwitchCase(
                                [.integer(Int(PayloadFormat.rowKind))],
                                [
                                    newVariable(Constants.Local.row, .call(.name(context.names[.row]), [])),
                                    readFields(into: Constants.Local.row, rowFields),
                                    .if(
                                        [.expression(.prefix("!", .name(Constants.Local.sections).member(Constants.Swift.isEmpty)))],
                                        then: [
                                            .expression(
                                                .call(
                                                    .member(
                                                        .member(
                                                            .subscriptAccess(
                                                                .name(Constants.Local.sections),
                                                                [
                                                                    SwiftArgument(
                                                                        nil,
                                                                        .binary(
                                                                            .name(Constants.Local.sections).member(Constants.Swift.count), "-",
                                                                            .integer(1)))
                                                                ]), Constants.Section.rows),
                                                        Constants.Swift.append),
                                                    [
                                                        SwiftArgument(nil, .name(Constants.Local.row))
                                                    ]))
                                        ]),
                                ]),
                            SwiftSwitchCase(
                                [],
                                [
                                    .while(
                                        [
                                            .expression(
                                                .binary(.call(.name(Constants.Local.reader).member(Constants.Payload.nextField), []), "!=", .nil))
                                        ], [])
                                ]),
                        ])
                ]),
            .return(.name(Constants.Local.sections)),
        ]
        return body
    }
}
