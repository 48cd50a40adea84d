/// A value that travels in the generated file as a payload: the raw string literal, the value
/// decoded from it once on first use, and the static function that decodes it with a
/// `PayloadReader`. Encoded static sections and encoded sample lists are both one of these.
struct EncodedValue {
    var payloadName: String
    var payloadDocs: [String]
    var lines: [String]
    var name: String
    var docs: [String]
    var modifiers: [String]
    var type: SwiftType
    var decoderName: String
    var decoderDocs: [String]
    /// The decoder's statements, run with `reader` in scope; they return the value.
    var body: [SwiftStatement]

    func declarations() -> [SwiftDeclaration] {
        [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: payloadDocs, modifiers: ["static"]), .let, payloadName, type: .string,
                                    value: .rawMultilineString(lines))),
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: docs, modifiers: modifiers), .let, name, type: type,
                                    value: .call(.name(decoderName), [SwiftArgument(nil, .name(payloadName))]))),
            .blank,
            .function(SwiftFunction(
                SwiftDeclarationHeader(docs: decoderDocs, modifiers: ["static"]),
                decoderName, [SwiftParameter("_", "payload", .string)], returns: type, body: [
                    .return(.call(.path("PayloadReader.read"), [SwiftArgument(nil, .name("payload")), SwiftArgument(nil, .closure(parameters: ["reader"], body: body))])),
                ])),
        ]
    }
}
