/// Static sections of a large table as one text payload, decoded at first use.
///
/// The Swift compiler's cost for an array literal of struct values grows far faster than the
/// literal (a thousand rows already take tens of seconds to type-check); one multi-line string
/// literal costs almost nothing to compile at any size, and reading it back takes milliseconds.
/// Small tables keep their rows as readable `Row(…)` literals.
struct EncodedSections {
    let context: GenerationContext

    /// Above this many static rows a table is encoded.
    static let rowThreshold = 200

    static func applies(to context: GenerationContext) -> Bool {
        context.table.staticRowCount > rowThreshold
    }

    // MARK: The payload

    /// One line per section (`S`) and row (`R`), fields separated by tabs. A field is empty for
    /// nil; text escapes `\`, `"`, `#`, tab, line breaks and every scalar the string-literal
    /// writer would escape, so the payload can never end the literal or interpolate.
    func payload() -> [String] {
        var lines: [String] = []
        for section in context.table.sections {
            guard case .rows(let rows) = section.content else { continue }
            var fields = ["S"]
            if context.hasGrouping { fields.append(String(section.position)) }
            if context.hasSectionIDs { fields.append(section.id ?? "") }
            fields += [Self.text(section.header), Self.text(section.footer), Self.number(section.headerHeight?.pointsOrNil),
                       Self.number(section.footerHeight?.pointsOrNil), section.selectionList?.rawValue ?? ""]
            lines.append(fields.joined(separator: "\t"))
            for row in rows {
                let appearance = row.appearance
                let reuse = appearance.reuseIdentifier == appearance.style.derivedReuseIdentifier ? nil : appearance.reuseIdentifier
                var fields = ["R", Self.text(row.text), Self.text(row.detail), Self.text(row.image), Self.code(appearance.style),
                              Self.text(reuse), Self.code(appearance.accessory), Self.code(appearance.editingAccessory),
                              Self.number(row.height.pointsOrNil), Self.flag(row.selectable), Self.flag(row.checked), Self.code(row.editing.style),
                              Self.flag(row.editing.canEdit), Self.flag(row.editing.canMove), Self.text(row.editing.deleteConfirmation),
                              Self.text(row.accessibilityLabel)]
                if context.hasRowIDs { fields.append(row.id ?? "") }
                lines.append(fields.joined(separator: "\t"))
            }
        }
        return lines
    }

    static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    /// An enum value as its position among the cases, one digit, which the generated mirror enum
    /// (declared with the same cases in the same order) reads back without building a string.
    static func code<T: SpecEnum>(_ value: T) -> String {
        String(T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0)
    }

    static func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }

    static func text(_ value: String?) -> String {
        guard let value else { return "" }
        if value.isEmpty { return "\\e" }
        var out = ""
        var previousWasBase = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\q"
            case "#": out += "\\h"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default:
                if SwiftStringLiteral.mustEscape(scalar) || (SwiftStringLiteral.isCombiningMark(scalar) && !previousWasBase) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    previousWasBase = false
                } else {
                    out.unicodeScalars.append(scalar)
                    previousWasBase = true
                }
                continue
            }
            previousWasBase = false
        }
        return out
    }

    // MARK: The decoder

    private typealias E = SwiftExpression

    func declarations() -> [SwiftDeclaration] {
        [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "The static sections, one line per section (S) and row (R) with tab-separated fields: a literal this size",
                "would cost the compiler minutes, this string costs it nothing.",
            ], modifiers: ["static"]), .let, "encodedStaticSections", type: .string, value: .rawMultilineString(payload()))),
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The static sections, decoded once, on first use."], modifiers: ["static"]),
                                    .let, "staticSections", type: .array(.named("Section")),
                                    value: .call(.name("decodeSections"), [SwiftArgument(nil, .name("encodedStaticSections"))]))),
            .blank,
            decodeSections(),
            .blank,
        ] + PayloadReaderGenerator.declarations()
    }

    /// `field(n)`: the n-th field of the current line, as the reader's argument.
    private func range(_ index: Int) -> E { .subscriptAccess(.name("fields"), [SwiftArgument(nil, .integer(index))]) }
    private func read(_ function: String, _ index: Int) -> E {
        .call(.path("reader.\(function)"), [SwiftArgument(nil, range(index))])
    }
    private func enumeration(_ type: String, _ index: Int, fallback: String) -> E {
        .call(.path("reader.code"), [SwiftArgument(nil, range(index)), SwiftArgument("of", .path("\(type).allCases")), SwiftArgument("default", .dot(fallback))])
    }

    private func decodeSections() -> SwiftDeclaration {
        var sectionArguments: [SwiftArgument] = []
        var index = 1
        // In `Section.init`'s order.
        if context.hasGrouping {
            sectionArguments.append(SwiftArgument("declaredIndex", .binary(.call(.name("Int"), [SwiftArgument(nil, read("word", index))]), "??", .integer(0))))
            index += 1
        }
        if context.hasSectionIDs {
            sectionArguments.append(SwiftArgument("id", .call(.name("SectionID"), [SwiftArgument("rawValue", read("word", index))])))
            index += 1
        }
        sectionArguments += [
            SwiftArgument("header", read("text", index)), SwiftArgument("footer", read("text", index + 1)),
            SwiftArgument("headerHeight", read("number", index + 2)), SwiftArgument("footerHeight", read("number", index + 3)),
            SwiftArgument("selectionList", .call(.name("SelectionList"), [SwiftArgument("rawValue", read("word", index + 4))])),
        ]
        let sectionFieldCount = index + 5
        var rowArguments: [SwiftArgument] = [
            SwiftArgument("text", read("text", 1)), SwiftArgument("detail", read("text", 2)), SwiftArgument("image", read("text", 3)),
            SwiftArgument("style", enumeration("CellStyle", 4, fallback: "default")), SwiftArgument("reuseIdentifier", read("text", 5)),
            SwiftArgument("accessory", enumeration("Accessory", 6, fallback: "none")), SwiftArgument("editingAccessory", enumeration("Accessory", 7, fallback: "none")),
            SwiftArgument("height", read("number", 8)), SwiftArgument("isSelectable", read("flag", 9)), SwiftArgument("isChecked", read("flag", 10)),
            SwiftArgument("editingStyle", enumeration("EditingStyle", 11, fallback: "none")), SwiftArgument("canEdit", read("flag", 12)),
            SwiftArgument("canMove", read("flag", 13)), SwiftArgument("deleteConfirmation", read("text", 14)), SwiftArgument("accessibilityLabel", read("text", 15)),
        ]
        var rowFieldCount = 16
        if context.hasRowIDs {
            rowArguments.append(SwiftArgument("id", .call(.name("RowID"), [SwiftArgument("rawValue", read("word", 16))])))
            rowFieldCount = 17
        }
        let kind = E.call(.path("reader.kind"), [SwiftArgument(nil, range(0))])
        let sectionKind = E.integer(Int(UInt8(ascii: "S"))), rowKind = E.integer(Int(UInt8(ascii: "R")))
        return .function(SwiftFunction(
            SwiftDeclarationHeader(docs: ["Reads `encodedStaticSections` back into sections."], modifiers: ["static"]),
            "decodeSections", [SwiftParameter("_", "payload", .string)], returns: .array(.named("Section")), body: [
                .return(.call(.path("PayloadReader.read"), [SwiftArgument(nil, .name("payload")), SwiftArgument(nil, .closure(parameters: ["reader"], body: [
                .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, "sections", type: .array(.named("Section")), value: .array([], multiline: false)))),
                .while([.binding("fields", .call(.path("reader.nextLine"), []))], [
                    .if([.expression(.binary(.binary(kind, "==", sectionKind), "&&", .binary(.path("fields.count"), "==", .integer(sectionFieldCount))))], then: [
                        .expression(.call(.path("sections.append"), [SwiftArgument(nil, .call(.name("Section"), sectionArguments, multiline: true))])),
                    ], else: [
                        .if([.expression(.binary(.binary(kind, "==", rowKind), "&&",
                                                 .binary(.binary(.path("fields.count"), "==", .integer(rowFieldCount)), "&&", .prefix("!", .path("sections.isEmpty")))))], then: [
                            .expression(.call(.member(.member(.subscriptAccess(.name("sections"), [SwiftArgument(nil, .binary(.path("sections.count"), "-", .integer(1)))]), "rows"), "append"), [
                                SwiftArgument(nil, .call(.name("Row"), rowArguments, multiline: true)),
                            ])),
                        ]),
                    ]),
                ]),
                .return(.name("sections")),
                ]))])),
            ]))
    }
}
