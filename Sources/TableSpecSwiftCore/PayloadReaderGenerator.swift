import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// `PayloadReader`: walks an encoded payload's lines and fields straight over its UTF-8 bytes
/// (the format is [PayloadFormat]), so decoding a large table at first use costs milliseconds.
///
/// The reader allocates nothing per line or field, and a text without escapes becomes a
/// `String` in one step. It is one small type per file: its size is part of what every large
/// table costs the optimizer.
enum PayloadReaderGenerator {

    private static func byte(_ index: SwiftExpression) -> SwiftExpression { .subscriptAccess(.name("bytes"), [SwiftArgument(nil, index)]) }
    /// `outOfLine` keeps a function from being inlined into the decoders: one call per field
    /// costs little at run time, and a decoder with every read inlined costs the optimizer a lot.
    private static func function(_ docs: String?, _ name: String, _ parameters: [SwiftParameter], returns: SwiftType, mutating: Bool = false,
                                 outOfLine: Bool = false, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(SwiftDeclarationHeader(docs: docs.map { [$0] } ?? [], attributes: outOfLine ? ["@inline(never)"] : [],
                                                       modifiers: mutating ? ["mutating"] : []), name, parameters, returns: returns, body: body))
    }
    private static func decoded(_ slice: SwiftExpression) -> SwiftExpression {
        .call(.name("String"), [SwiftArgument("decoding", slice), SwiftArgument("as", .metatype(.named("UTF8")))])
    }
    private static func slice(_ from: SwiftExpression, _ to: SwiftExpression) -> SwiftExpression { .subscriptAccess(.name("bytes"), [SwiftArgument(nil, .binary(from, "..<", to))]) }
    private static let range = SwiftParameter("_", "range", .named("Range<Int>"))
    private static let fieldType = SwiftType.tuple([SwiftTupleElement("tag", .named("UInt8")), SwiftTupleElement("value", .named("Range<Int>"))])

    static func declarations() -> [SwiftDeclaration] {
        let position = SwiftExpression.name("position"), count = SwiftExpression.path("bytes.count")
        let members: [SwiftDeclaration] = [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The payload's bytes."]),
                                    .let, "bytes", type: .named("UnsafeBufferPointer<UInt8>"))),
            .variable(SwiftVariable(SwiftDeclarationHeader(), .var, "position", value: .integer(0))),
            .blank,
            initializer(),
            .blank,
            function("The next line's kind letter, or nil at the end. Read the line's fields before asking again.", "nextLine", [], returns: .optional(.named("UInt8")),
                     mutating: true, [
                .guard([.expression(.binary(position, "<", count))], else: [.return(.nil)]),
                .assignment(position, .integer(1), operator: "+="),
                .return(byte(.binary(position, "-", .integer(1)))),
            ]),
            .blank,
            function("The line's next field: its tag and where its value is; nil at the end of the line.", "nextField", [], returns: .optional(fieldType),
                     mutating: true, outOfLine: true, [
                .guard([.expression(.binary(position, "<", count))], else: [.return(.nil)]),
                .guard([.expression(.binary(byte(position), "==", .integer(9))),
                        .expression(.binary(.binary(position, "+", .integer(1)), "<", count))], else: [
                    .assignment(position, .integer(1), operator: "+="),
                    .return(.nil),
                ]),
                .constant("tag", byte(.binary(position, "+", .integer(1)))),
                .constant("start", .binary(position, "+", .integer(2))),
                .assignment(position, .name("start")),
                .while([.expression(.binary(.binary(.binary(position, "<", count), "&&", .binary(byte(position), "!=", .integer(9))), "&&",
                                            .binary(byte(position), "!=", .integer(10))))], [
                    .assignment(position, .integer(1), operator: "+="),
                ]),
                .return(.tuple([SwiftArgument(nil, .name("tag")), SwiftArgument(nil, .binary(.name("start"), "..<", position))])),
            ]),
            .blank,
            textFunction(),
            .blank,
            function("A number; whole numbers are read without building a string.", "number", [range], returns: .optional(.double), outOfLine: true, [
                .guard([.expression(.prefix("!", .path("range.isEmpty")))], else: [.return(.nil)]),
                .variable("whole", .integer(0)),
                .forIn("index", .name("range"), [
                    .constant("digit", .binary(.call(.name("Int"), [SwiftArgument(nil, byte(.name("index")))]), "-", .integer(48))),
                    .guard([.expression(.binary(.name("digit"), ">=", .integer(0))), .expression(.binary(.name("digit"), "<=", .integer(9)))], else: [
                        .return(.call(.name("Double"), [SwiftArgument(nil, decoded(.subscriptAccess(.name("bytes"), [SwiftArgument(nil, .name("range"))])))])),
                    ]),
                    .assignment(.name("whole"), .binary(.binary(.name("whole"), "&*", .integer(10)), "&+", .name("digit"))),
                ]),
                .return(.call(.name("Double"), [SwiftArgument(nil, .name("whole"))])),
            ]),
            .blank,
            function("A decimal integer, perhaps negative.", "integer", [range], returns: .int, [
                .variable("value", .integer(0)),
                .variable("sign", .integer(1)),
                .forIn("index", .name("range"), [
                    .if([.expression(.binary(byte(.name("index")), "==", .integer(45)))], then: [.assignment(.name("sign"), .prefix("-", .integer(1)))], else: [
                        .assignment(.name("value"), .binary(.binary(.name("value"), "&*", .integer(10)), "&+",
                                                            .binary(.call(.name("Int"), [SwiftArgument(nil, byte(.name("index")))]), "-", .integer(48)))),
                    ]),
                ]),
                .return(.binary(.name("sign"), "&*", .name("value"))),
            ]),
            .blank,
            function(nil, "flag", [range], returns: .bool, [
                .return(.binary(.binary(.path("range.count"), "==", .integer(1)), "&&", .binary(byte(.path("range.lowerBound")), "==", .integer(49)))),
            ]),
            .blank,
            choiceFunction(),
            .blank,
            function(nil, "hexValue", [SwiftParameter("_", "byte", .named("UInt8"))], returns: .named("UInt32"), [
                .switch(.name("byte"), [
                    SwiftSwitchCase([.binary(.integer(48), "...", .integer(57))], [.return(.call(.name("UInt32"), [SwiftArgument(nil, .binary(.name("byte"), "-", .integer(48)))]))]),
                    SwiftSwitchCase([.binary(.integer(65), "...", .integer(70))], [.return(.call(.name("UInt32"), [SwiftArgument(nil, .binary(.name("byte"), "-", .integer(55)))]))]),
                    SwiftSwitchCase([.binary(.integer(97), "...", .integer(102))], [.return(.call(.name("UInt32"), [SwiftArgument(nil, .binary(.name("byte"), "-", .integer(87)))]))]),
                    SwiftSwitchCase([], [.return(.integer(0))]),
                ]),
            ]),
        ]
        return [.type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: ["Reads an encoded payload's lines and tagged fields from its UTF-8 bytes."]),
            .struct, "PayloadReader", members: members))]
    }

    /// `read(_:_:)`: runs `body` with a reader over the payload's UTF-8 bytes, which stay
    /// contiguous for the whole decode.
    /// A payload always ends with a line break, so it has at least two scalars and the literal is
    /// stored as a pointer to its bytes (a one-scalar `StaticString` is stored as the scalar).
    private static func initializer() -> SwiftDeclaration {
        let payload = SwiftExpression.name("payload")
        let bytes = SwiftExpression.call(.name("UnsafeBufferPointer"), [SwiftArgument("start", .member(payload, "utf8Start")),
                                                          SwiftArgument("count", .member(payload, "utf8CodeUnitCount"))])
        let none = SwiftExpression.call(.name("UnsafeBufferPointer"), [SwiftArgument("start", .nil), SwiftArgument("count", .integer(0))])
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: ["A reader over a payload literal's UTF-8 bytes, which live as long as the program."]), "init",
            [SwiftParameter("_", "payload", .named("StaticString"))], body: [
                .assignment(.name("bytes"), .ternary(.member(payload, "hasPointerRepresentation"), bytes, none)),
            ]))
    }

    /// Not generic: a generic reader would be specialised once per enum in every file.
    private static func choiceFunction() -> SwiftDeclaration {
        function("An enum case or id, written as its position among the cases: the position, if it is below `count`.", "ordinal",
                 [range, SwiftParameter("below", "count", .int)], returns: .optional(.int), [
            .constant("index", .call(.name("integer"), [SwiftArgument(nil, .name("range"))])),
            .return(.ternary(.binary(.binary(.name("index"), ">=", .integer(0)), "&&", .binary(.name("index"), "<", .name("count"))), .name("index"), .nil)),
        ])
    }

    /// `text(_:)`: the bytes as they are, or, after a leading backslash, with `\\\\`, `\\t`, `\\n`,
    /// `\\r` and `\\u{hex}` undone. Runs between escapes are copied whole.
    private static func textFunction() -> SwiftDeclaration {
        let index = SwiftExpression.name("index"), start = SwiftExpression.name("start"), end = SwiftExpression.path("range.upperBound")
        let append = { (value: SwiftExpression) -> SwiftStatement in .assignment(.name("text"), value, operator: "+=") }
        let appendScalar = { (value: SwiftExpression) -> SwiftStatement in .expression(.call(.path("text.unicodeScalars.append"), [SwiftArgument(nil, value)])) }
        return function("A text field: as it is, or with its escapes undone when it starts with a backslash.", "text", [range], returns: .string, outOfLine: true, [
            .guard([.expression(.prefix("!", .path("range.isEmpty"))), .expression(.binary(byte(.path("range.lowerBound")), "==", .integer(92)))], else: [
                .return(decoded(.subscriptAccess(.name("bytes"), [SwiftArgument(nil, .name("range"))]))),
            ]),
            .variable("text", .string("")),
            .variable("start", .binary(.path("range.lowerBound"), "+", .integer(1))),
            .variable("index", start),
            .while([.expression(.binary(index, "<", end))], [
                .guard([.expression(.binary(byte(index), "==", .integer(92))), .expression(.binary(.binary(index, "+", .integer(1)), "<", end))], else: [
                    .assignment(index, .integer(1), operator: "+="),
                    .continue,
                ]),
                append(decoded(slice(start, index))),
                .constant("code", byte(.binary(index, "+", .integer(1)))),
                .assignment(index, .integer(2), operator: "+="),
                .switch(.name("code"), [
                    SwiftSwitchCase([.integer(116)], [append(.string("\t"))]),
                    SwiftSwitchCase([.integer(110)], [append(.string("\n"))]),
                    SwiftSwitchCase([.integer(114)], [append(.string("\r"))]),
                    SwiftSwitchCase([.integer(117)], [
                        .variable("value", type: .named("UInt32"), .integer(0)),
                        .assignment(index, .integer(1), operator: "+="),
                        .while([.expression(.binary(.binary(index, "<", end), "&&", .binary(byte(index), "!=", .integer(125))))], [
                            .assignment(.name("value"), .binary(.binary(.name("value"), "&*", .integer(16)), "&+", .call(.name("hexValue"), [SwiftArgument(nil, byte(index))]))),
                            .assignment(index, .integer(1), operator: "+="),
                        ]),
                        .assignment(index, .integer(1), operator: "+="),
                        .if([.binding("scalar", .call(.path("Unicode.Scalar"), [SwiftArgument(nil, .name("value"))]))], then: [appendScalar(.name("scalar"))]),
                    ]),
                    SwiftSwitchCase([], [appendScalar(.call(.path("Unicode.Scalar"), [SwiftArgument(nil, .name("code"))]))]),
                ]),
                .assignment(start, index),
            ]),
            .if([.expression(.binary(start, "<", end))], then: [append(decoded(slice(start, end)))]),
            .return(.name("text")),
        ])
    }
}
