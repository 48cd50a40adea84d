import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// A value that travels in the generated file as a payload: the raw string literal, the value
/// decoded from it once on first use, and the static function that decodes it with the
/// runtime's `PayloadReader`. Encoded static sections and encoded sample lists are both one of these.
///
/// The payload is a `StaticString`, so the reader walks the literal's bytes where the binary
/// holds them: no copy and no UTF-8 check. The decoder is `@_optimize(none)`: it is
/// the largest function in a big table's file (every row field is a case of its switches), and
/// optimising it cost about a fifth of an `-O` build, while the reader functions it calls are the
/// runtime's, optimised once, so a first use still decodes 10,000 rows in a few milliseconds.
struct PayloadDeclarations {
    var payloadName: String
    var payloadDocs: [String]
    /// The literal's lines, as [PayloadWriter.takeLiteral()] gives them.
    var payload: RawStringLiteral
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
            .variable(
                SwiftVariable(
                    SwiftDeclarationHeader(docs: payloadDocs, modifiers: ["static"]), .let, payloadName, type: .named(Constants.Swift.staticString),
                    value: .rawMultilineString(payload))),
            .blank,
            .variable(
                SwiftVariable(
                    SwiftDeclarationHeader(docs: docs, modifiers: modifiers), .let, name, type: type,
                    value: .call(.name(decoderName), [SwiftArgument(nil, .name(payloadName))]))),
            .blank,
            .function(
                SwiftFunction(
                    SwiftDeclarationHeader(docs: decoderDocs, attributes: ["@_optimize(none)"], modifiers: ["static"]),
                    decoderName, [SwiftParameter("_", Constants.Local.payload, .named(Constants.Swift.staticString))], returns: type,
                    body: [
                        .return(
                            .trailingClosures(
                                .path(Constants.Runtime.payloadRead), [SwiftArgument(nil, .name(Constants.Local.payload))],
                                closures: [SwiftArgument(nil, .closure(parameters: [Constants.Local.reader], body: body))]))
                    ])),
        ]
    }
}
