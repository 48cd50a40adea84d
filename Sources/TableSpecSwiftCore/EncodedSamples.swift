import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// A large `sample` list as a payload decoded at first use, for the reason [EncodedSections]
/// gives: an array literal of thousands of model values would cost the compiler minutes.
struct EncodedSamples {
    let model: ResolvedModel
    let items: ResolvedSample
    /// The public property that holds the items, such as `sampleCountryItems`.
    let name: String

    private var payloadName: String { Constants.Payload.encodedPrefix + name.prefix(1).uppercased() + name.dropFirst() }
    private var decoderName: String { Constants.Payload.decodePrefix + name.prefix(1).uppercased() + name.dropFirst() }

    func declarations() -> [SwiftDeclaration] {
        PayloadDeclarations(
            payloadName: payloadName,
            payloadDocs: ["The sample items, one line (I) each with every field in order: `=` and the value, or `-` for nil."],
            payload: payload(),
            name: name, docs: ["The spec's sample items, for previews and tests, decoded once, on first use."], modifiers: ["public", "static"],
            type: .array(.named(model.name)),
            decoderName: decoderName, decoderDocs: ["Reads `\(payloadName)` back into items."],
            body: decoderBody()
        ).declarations()
    }

    private func payload() -> RawStringLiteral {
        var writer = PayloadWriter()
        for item in items { writer.itemLine(item) }
        return writer.takeLiteral()
    }

    /// Locals are numbered, not named after the fields, so no field name can shadow the
    /// decoder's own variables.
    private func decoderBody() -> [SwiftStatement] {
        let modelType = SwiftType.named(model.name)
        let value = SwiftExpression.name(Constants.Local.next).member(Constants.Payload.value)
        var locals: [SwiftStatement] = []
        var cases: [SwiftSwitchCase] = []
        for (index, field) in model.fields.enumerated() {
            let local = "field\(index)"
            let type = NeutralTypesGenerator.swiftType(field.type)
            let initial: SwiftExpression
            if field.type.isOptional {
                initial = .nil
            } else {
                switch field.type.base {
                case .string: initial = .string("")
                case .int: initial = .integer(0)
                case .double: initial = .double(0)
                case .bool: initial = .bool(false)
                }
            }
            locals.append(.declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, local, type: type, value: initial))))
            var read: SwiftExpression
            switch field.type.base {
            case .string: read = .call(.name(Constants.Local.reader).member(Constants.Payload.text), [SwiftArgument(nil, value)])
            case .int: read = .call(.name(Constants.Local.reader).member(Constants.Payload.integer), [SwiftArgument(nil, value)])
            case .double: read = .call(.name(Constants.Local.reader).member(Constants.Payload.number), [SwiftArgument(nil, value)])
            case .bool: read = .call(.name(Constants.Local.reader).member(Constants.Payload.flag), [SwiftArgument(nil, value)])
            }
            if field.type.base == .double, !field.type.isOptional { read = .binary(read, "??", .double(0)) }
            cases.append(SwiftSwitchCase([.integer(index)], [.assignment(.name(local), read)]))
        }
        let construct = SwiftExpression.call(
            .name(model.name), model.fields.enumerated().map { SwiftArgument($1.name, .name(Constants.Local.fieldPrefix + String($0))) })
        return [
            .declaration(
                .variable(
                    SwiftVariable(SwiftDeclarationHeader(), .var, Constants.Local.items, type: .array(modelType), value: .array([], multiline: false))
                )),
            .expression(.call(.name(Constants.Local.items).member(Constants.Swift.reserveCapacity), [SwiftArgument(nil, .integer(items.count))])),
            .while(
                [.expression(.binary(.call(.name(Constants.Local.reader).member(Constants.Payload.nextLine), []), "!=", .nil))],
                locals + [
                    .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, Constants.Local.index, value: .integer(0)))),
                    .while(
                        [.binding(Constants.Local.next, .call(.name(Constants.Local.reader).member(Constants.Payload.nextField), []))],
                        [
                            .if(
                                [
                                    .expression(
                                        .binary(
                                            .name(Constants.Local.next).member(Constants.Payload.tag), "==", .integer(Int(PayloadFormat.valueTag))))
                                ],
                                then: [
                                    .switch(.name(Constants.Local.index), cases + [SwiftSwitchCase([], [.break])])
                                ]),
                            .assignment(.name(Constants.Local.index), .integer(1), operator: "+="),
                        ]),
                    .expression(.call(.name(Constants.Local.items).member(Constants.Swift.append), [SwiftArgument(nil, construct)])),
                ]),
            .return(.name(Constants.Local.items)),
        ]
    }
}
