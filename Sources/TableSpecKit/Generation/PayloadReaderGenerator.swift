/// `PayloadReader`: reads an encoded payload's tab-separated lines straight from its UTF-8
/// bytes, so decoding a large table at first use costs milliseconds, not a string split per field.
enum PayloadReaderGenerator {
    private typealias E = SwiftExpression

    private static func byte(_ index: E) -> E { .subscriptAccess(.name("bytes"), [SwiftArgument(nil, index)]) }
    private static func let_(_ name: String, _ value: E) -> SwiftStatement {
        .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, name, value: value)))
    }
    private static func var_(_ name: String, _ type: SwiftType? = nil, _ value: E) -> SwiftStatement {
        .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, name, type: type, value: value)))
    }
    private static let range = SwiftParameter("_", "range", .named("Range<Int>"))

    static func declarations() -> [SwiftDeclaration] {
        let fieldsType = SwiftType.array(.named("Range<Int>"))
        let members: [SwiftDeclaration] = [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The payload's bytes, valid while the reader is used inside `read(_:_:)`."]),
                                    .let, "bytes", type: .named("UnsafeBufferPointer<UInt8>"))),
            .variable(SwiftVariable(SwiftDeclarationHeader(), .var, "position", value: .integer(0))),
            .variable(SwiftVariable(SwiftDeclarationHeader(), .var, "fields", type: fieldsType, value: .array([], multiline: false))),
            .blank,
            readFunction(),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: ["The byte ranges of the next line's fields, or nil at the end."], modifiers: ["mutating"]),
                                    "nextLine", returns: .optional(fieldsType), body: [
                .guard([.expression(.binary(.name("position"), "<", .path("bytes.count")))], else: [.return(.nil)]),
                .expression(.call(.path("fields.removeAll"), [SwiftArgument("keepingCapacity", .bool(true))])),
                var_("start", nil, .name("position")),
                .while([.expression(.binary(.binary(.name("position"), "<", .path("bytes.count")), "&&", .binary(byte(.name("position")), "!=", .integer(10))))], [
                    .if([.expression(.binary(byte(.name("position")), "==", .integer(9)))], then: [
                        .expression(.call(.path("fields.append"), [SwiftArgument(nil, .binary(.name("start"), "..<", .name("position")))])),
                        .assignment(.name("start"), .binary(.name("position"), "+", .integer(1))),
                    ]),
                    .assignment(.name("position"), .integer(1), operator: "+="),
                ]),
                .expression(.call(.path("fields.append"), [SwiftArgument(nil, .binary(.name("start"), "..<", .name("position")))])),
                .assignment(.name("position"), .integer(1), operator: "+="),
                .return(.name("fields")),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: ["The line's kind: S for a section, R for a row."]), "kind", [range], returns: .named("UInt8"), body: [
                .return(.ternary(.path("range.isEmpty"), .integer(0), byte(.path("range.lowerBound")))),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: ["A field as it is: an enum case name, an id or a number."]), "word", [range], returns: .string, body: [
                .return(.call(.name("String"), [SwiftArgument("decoding", .subscriptAccess(.name("bytes"), [SwiftArgument(nil, .name("range"))])), SwiftArgument("as", .metatype(.named("UTF8")))])),
            ])),
            .blank,
            .function(codeFunction()),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(), "flag", [range], returns: .bool, body: [
                .return(.binary(.binary(.path("range.count"), "==", .integer(1)), "&&", .binary(byte(.path("range.lowerBound")), "==", .integer(49)))),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(), "number", [range], returns: .optional(.double), body: [
                .return(.ternary(.path("range.isEmpty"), .nil, .call(.name("Double"), [SwiftArgument(nil, .call(.name("word"), [SwiftArgument(nil, .name("range"))]))]))),
            ])),
            .blank,
            textFunction(),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["private"]), "hexValue", [SwiftParameter("_", "byte", .named("UInt8"))], returns: .named("UInt32"), body: [
                .switch(.name("byte"), [
                    SwiftSwitchCase([.binary(.integer(48), "...", .integer(57))], [.return(.call(.name("UInt32"), [SwiftArgument(nil, .binary(.name("byte"), "-", .integer(48)))]))]),
                    SwiftSwitchCase([.binary(.integer(65), "...", .integer(70))], [.return(.call(.name("UInt32"), [SwiftArgument(nil, .binary(.name("byte"), "-", .integer(55)))]))]),
                    SwiftSwitchCase([.binary(.integer(97), "...", .integer(102))], [.return(.call(.name("UInt32"), [SwiftArgument(nil, .binary(.name("byte"), "-", .integer(87)))]))]),
                    SwiftSwitchCase([], [.return(.integer(0))]),
                ]),
            ])),
        ]
        return [.type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: ["Reads the tab-separated lines of an encoded payload from its UTF-8 bytes."]),
            .struct, "PayloadReader", members: members))]
    }

    /// `read(_:_:)`: runs `body` with a reader over the payload's UTF-8 bytes, which stay
    /// contiguous and unchecked for the whole decode, the fast path for a million rows.
    private static func readFunction() -> SwiftDeclaration {
        var function = SwiftFunction(
            SwiftDeclarationHeader(docs: ["Runs `body` with a reader over the payload's UTF-8 bytes."], modifiers: ["static"]), "read",
            [SwiftParameter("_", "payload", .string), SwiftParameter("_", "body", .function([.inOut(.named("PayloadReader"))], .named("Result")))],
            returns: .named("Result"), body: [
                var_("text", nil, .name("payload")),
                .return(.call(.path("text.withUTF8"), [SwiftArgument(nil, .closure(parameters: ["bytes"], body: [
                    var_("reader", nil, .call(.name("PayloadReader"), [SwiftArgument("bytes", .name("bytes"))])),
                    .return(.call(.name("body"), [SwiftArgument(nil, .inOut("reader"))])),
                ]))])),
            ])
        function.genericParameters = ["Result"]
        return .function(function)
    }

    private static func codeFunction() -> SwiftFunction {
        var function = SwiftFunction(
            SwiftDeclarationHeader(docs: ["An enum case written as its one-digit position among `cases`."]), "code",
            [range, SwiftParameter("of", "cases", .array(.named("Value"))), SwiftParameter("default", "fallback", .named("Value"))],
            returns: .named("Value"), body: [
                let_("position", .binary(.ternary(.path("range.isEmpty"), .integer(0), .call(.name("Int"), [SwiftArgument(nil, byte(.path("range.lowerBound")))])), "-", .integer(48))),
                .return(.ternary(.binary(.binary(.name("position"), ">=", .integer(0)), "&&", .binary(.name("position"), "<", .path("cases.count"))),
                                 .subscriptAccess(.name("cases"), [SwiftArgument(nil, .name("position"))]), .name("fallback"))),
            ])
        function.genericParameters = ["Value"]
        return function
    }

    /// `text(_:)`: nil for an empty field, else the text with its escapes undone: `\\\\`, `\\t`,
    /// `\\n`, `\\r`, `\\q` (a quote), `\\h` (a hash), `\\e` (the empty string) and `\\u{hex}`.
    private static func textFunction() -> SwiftDeclaration {
        let index = E.name("index")
        let escapes: [(Int, Int)] = [(116, 9), (110, 10), (114, 13), (113, 34), (104, 35)]
        var cases = escapes.map { code, value in
            SwiftSwitchCase([.integer(code)], [.expression(.call(.path("out.append"), [SwiftArgument(nil, .integer(value))]))])
        }
        cases.append(SwiftSwitchCase([.integer(101)], [.break]))
        cases.append(SwiftSwitchCase([.integer(117)], [
            var_("value", .named("UInt32"), .integer(0)),
            .assignment(index, .integer(1), operator: "+="),
            .while([.expression(.binary(.binary(index, "<", .path("range.upperBound")), "&&", .binary(byte(index), "!=", .integer(125))))], [
                .assignment(.name("value"), .binary(.binary(.name("value"), "*", .integer(16)), "+", .call(.name("hexValue"), [SwiftArgument(nil, byte(index))]))),
                .assignment(index, .integer(1), operator: "+="),
            ]),
            .assignment(index, .integer(1), operator: "+="),
            .if([.binding("scalar", .call(.path("Unicode.Scalar"), [SwiftArgument(nil, .name("value"))]))], then: [
                .expression(.call(.path("out.append"), [SwiftArgument("contentsOf", .member(.call(.name("String"), [SwiftArgument(nil, .name("scalar"))]), "utf8"))])),
            ]),
        ]))
        cases.append(SwiftSwitchCase([], [.expression(.call(.path("out.append"), [SwiftArgument(nil, .name("code"))]))]))
        let slice = E.subscriptAccess(.name("bytes"), [SwiftArgument(nil, .name("range"))])
        return .function(SwiftFunction(SwiftDeclarationHeader(docs: ["A text field: nil when empty, with its escapes undone."]), "text", [range], returns: .optional(.string), body: [
            .guard([.expression(.prefix("!", .path("range.isEmpty")))], else: [.return(.nil)]),
            .guard([.expression(.call(.member(slice, "contains"), [SwiftArgument(nil, .integer(92))]))], else: [
                .return(.call(.name("String"), [SwiftArgument("decoding", slice), SwiftArgument("as", .metatype(.named("UTF8")))])),
            ]),
            var_("out", .array(.named("UInt8")), .array([], multiline: false)),
            .expression(.call(.path("out.reserveCapacity"), [SwiftArgument(nil, .path("range.count"))])),
            var_("index", nil, .path("range.lowerBound")),
            .while([.expression(.binary(index, "<", .path("range.upperBound")))], [
                let_("byte", byte(index)),
                .assignment(index, .integer(1), operator: "+="),
                .guard([.expression(.binary(.name("byte"), "==", .integer(92))), .expression(.binary(index, "<", .path("range.upperBound")))], else: [
                    .expression(.call(.path("out.append"), [SwiftArgument(nil, .name("byte"))])),
                    .continue,
                ]),
                let_("code", byte(index)),
                .assignment(index, .integer(1), operator: "+="),
                .switch(.name("code"), cases),
            ]),
            .return(.call(.name("String"), [SwiftArgument("decoding", .name("out")), SwiftArgument("as", .metatype(.named("UTF8")))])),
        ]))
    }
}
