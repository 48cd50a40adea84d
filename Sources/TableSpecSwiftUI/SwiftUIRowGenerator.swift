import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// How a row looks and what a tap on it does, as a SwiftUI developer writes a list row:
///
/// - a `control: switch` row is a `Toggle` bound to the row's `isOn` in the content;
/// - a row that opens a table is a `NavigationLink` to that table's view;
/// - a row that responds to taps is a `Button`, with the destructive role for `role: destructive`;
/// - any other row is just its cell.
///
/// The cell shows the four UIKit styles: `default` as a `Label` (or `Text` without an image),
/// `subtitle` as two lines with the detail in the secondary style, `value1` as `LabeledContent`
/// (iOS 16; an `HStack` before), `value2` as a small tinted leading column beside the detail. A
/// `custom` row, whose cell class SwiftUI cannot use, shows as `default`. Images follow the UIKit
/// target's rule: an asset of that name, else the SF Symbol.
struct SwiftUIRowGenerator {
    let facts: SwiftUIFacts

    private var row: SwiftType { facts.type("Row") }
    private let entry = SwiftParameter("_", "entry", .named("RowEntry"))

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [.blank, rowView(), .blank, rowBase(), .blank, rowContent(), .blank, cell(), .blank, accessory()]
        members += [.blank, respondsToTap(), .blank, buttonRole()]
        if facts.hasOpens { members += [.blank, destination()] }
        members += [.blank, styledContent(), .blank, labelled(), .blank, title(), .blank, subtitle(), .blank, value1(), .blank, value2()]
        members += [.blank] + image() + [.blank, chevron(), .blank, tableText(), .blank, accessibilityModifier()]
        if facts.isLocalized { members += [.blank] + localizedTexts() }
        return members
    }

    private func rowView() -> SwiftDeclaration {
        let base = SwiftExpression.call(.name("rowBase"), [.value(.name("entry"))])
        guard facts.hasSwipeActions else {
            return UI.function(["private"], "rowView", [entry], returns: UI.someView, docs: ["A row as the list shows it."], [.run(base)])
        }
        let swipe = { (edge: String) -> SwiftExpression in
            .trailingClosures(.dot("swipeActions"), [SwiftArgument("edge", .dot(edge)), SwiftArgument("allowsFullSwipe", .path("entry.row.actions.performsFirstActionWithFullSwipe"))],
                              closures: [.value(.closure(parameters: [], body: [
                                  .run(.call(.name("swipeButtons"), [.value(.path("entry.row.actions." + edge)), SwiftArgument("for", .name("entry"))])),
                              ]))])
        }
        return UI.function(["private"], "rowView", [entry], returns: UI.someView, docs: [
            "A row as the list shows it, with its swipe actions. A row without any keeps SwiftUI's own swipe to delete.",
        ], attributes: ["@ViewBuilder"], [
            .if([.expression(.path("entry.row.actions.hasSwipeActions"))], then: [UI.show(base, swipe("leading"), swipe("trailing"))], else: [.run(base)]),
        ])
    }

    private func rowBase() -> SwiftDeclaration {
        var modifiers: [SwiftExpression] = []
        if facts.hasMenus {
            modifiers.append(UI.modifier("contextMenu", builder: [.run(.call(.name("menuButtons"), [SwiftArgument("for", .name("entry"))]))]))
        }
        if facts.hasDeletes {
            modifiers.append(UI.modifier("deleteDisabled", .value(.prefix("!", .binary(.path("entry.row.canEdit"), "&&", .binary(.path("entry.row.editingStyle"), "==", .dot("delete")))))))
        }
        if facts.hasMoves { modifiers.append(UI.modifier("moveDisabled", .value(.prefix("!", .path("entry.row.canMove"))))) }
        var label = [SwiftArgument("label", .path("entry.row.accessibilityLabel"))]
        if facts.isLocalized { label.append(SwiftArgument("localized", .path("entry.row.localizedAccessibilityLabel"))) }
        modifiers.append(UI.modifier("modifier", .value(.call(.name("AccessibilityLabel"), label))))
        return UI.function(["private"], "rowBase", [entry], returns: UI.someView, docs: ["A row with its menu, its editing and its accessibility label."], [
            .run(.modified(.call(.name("rowContent"), [.value(.name("entry"))]), modifiers)),
        ])
    }

    private func rowContent() -> SwiftDeclaration {
        let cell = { (linked: Bool) in SwiftExpression.call(.name("cell"), [.value(.name("entry")), SwiftArgument("linked", .bool(linked))]) }
        // The last choice first: each earlier one wraps the others in its `else`.
        var chain: [SwiftStatement] = [
            .if([.expression(.call(.name("respondsToTap"), [.value(.name("entry"))]))], then: [
                .run(UI.view("Button", [SwiftArgument("role", .call(.path("Self.buttonRole"), [.value(.path("entry.row.role"))]))],
                             [.run(.call(.name("select"), [.value(.name("entry"))]))], [("label", [.run(cell(false))])])),
            ], else: [.run(cell(false))]),
        ]
        if facts.hasOpens {
            chain = [.if([.binding("opens", .path("entry.row.opens")), .expression(.path("entry.row.isSelectable"))], then: [
                .run(.trailingClosures(.name("NavigationLink"), [], closures: [
                    .value(.closure(parameters: [], body: [.run(.call(.path("Self.destination"), [.value(.name("opens")), SwiftArgument("title", .path("entry.row.text"))]))])),
                    SwiftArgument("label", .closure(parameters: [], body: [.run(cell(true))])),
                ])),
            ], else: chain)]
        }
        if facts.hasInsert {
            let editing = SwiftExpression.binary(.member(.member(.optionalChain(.name("editMode")), "wrappedValue"), "isEditing"), "==", .bool(true))
            let isInsert = SwiftExpression.binary(.path("entry.row.canEdit"), "&&", .binary(.path("entry.row.editingStyle"), "==", .dot("insert")))
            chain = [.if([.expression(.binary(isInsert, "&&", editing))], then: [
                .run(UI.view("Button", [], [.run(.call(.name("insertRow"), [SwiftArgument("at", .path("entry.position"))]))], [("label", [
                    .run(UI.view("HStack", [], [
                        UI.show(.call(.name("Image"), [SwiftArgument("systemName", .string("plus.circle.fill"))]), UI.modifier("foregroundStyle", .value(.dot("green")))),
                        .run(cell(false)),
                    ])),
                ])])),
            ], else: chain)]
        }
        chain = [.if([.expression(.binary(.path("entry.row.control"), "==", .dot("switch")))], then: [
            .run(UI.view("Toggle", [SwiftArgument("isOn", .call(.name("isOn"), [.value(.name("entry"))]))],
                         [.run(.call(.path("Self.styledContent"), [SwiftArgument("of", .path("entry.row"))]))])),
        ], else: chain)]
        var docs = ["What the row is: a switch's `Toggle`"]
        if facts.hasInsert { docs[0] += ", an insert row's control while editing" }
        if facts.hasOpens { docs[0] += ", a link to the table it opens" }
        docs[0] += ", a button when a tap does something, else just its cell."
        return UI.function(["private"], "rowContent", [entry], returns: UI.someView, docs: docs, attributes: ["@ViewBuilder"], chain)
    }

    private func cell() -> SwiftDeclaration {
        UI.function(["private"], "cell", [entry, SwiftParameter("linked", "linked", .bool)], returns: UI.someView, docs: [
            "The row's content and accessory. A link shows its own chevron, so `linked` leaves the disclosure indicator out.",
        ], [
            .run(UI.view("HStack", [], [
                .run(.call(.path("Self.styledContent"), [SwiftArgument("of", .path("entry.row"))])),
                .run(.call(.name("Spacer"), [SwiftArgument("minLength", .integer(0))])),
                .run(.call(.name("accessory"), [.value(.name("entry")), SwiftArgument("linked", .name("linked"))])),
            ])),
        ])
    }

    private func accessory() -> SwiftDeclaration {
        let info: SwiftStatement
        if facts.hasDetailButtons {
            info = UI.show(UI.view("Button", [], [UI.notify("onAccessoryButtonTap", facts.event(.path("entry.row"), .path("entry.position")))], [("label", [
                .run(.call(.name("Image"), [SwiftArgument("systemName", .string("info.circle"))])),
            ])]), UI.modifier("buttonStyle", .value(.dot("borderless"))))
        } else {
            info = UI.show(.call(.name("Image"), [SwiftArgument("systemName", .string("info.circle"))]), UI.modifier("foregroundStyle", .value(.dot("tint"))))
        }
        let chevron = SwiftStatement.if([.expression(.prefix("!", .name("linked")))], then: [.run(.path("Self.chevron"))])
        return UI.function(["private"], "accessory", [entry, SwiftParameter("linked", "linked", .bool)], returns: UI.someView, docs: [
            "The accessory as UIKit draws it: a checkmark (a checked row of a checkmark list too), a chevron, a detail button.",
        ], attributes: ["@ViewBuilder"], [
            .if([.expression(.binary(.path("entry.row.isChecked"), "||", .binary(.path("entry.row.accessory"), "==", .dot("checkmark"))))], then: [
                UI.show(.call(.name("Image"), [SwiftArgument("systemName", .string("checkmark"))]), UI.modifier("foregroundStyle", .value(.dot("tint")))),
            ], else: [
                .switch(.path("entry.row.accessory"), [
                    SwiftSwitchCase([.dot("none"), .dot("checkmark")], [.run(.call(.name("EmptyView"), []))]),
                    SwiftSwitchCase([.dot("disclosureIndicator")], [chevron]),
                    SwiftSwitchCase([.dot("detailButton")], [info]),
                    SwiftSwitchCase([.dot("detailDisclosureButton")], [info, chevron]),
                ]),
            ]),
        ])
    }

    private func respondsToTap() -> SwiftDeclaration {
        var reasons: [SwiftExpression] = [.path("entry.isInSelectionList")]
        if facts.context.hasRowIDs { reasons.append(.binary(.path("entry.row.id"), "!=", .nil)) }
        if facts.context.hasModels { reasons.append(.binary(.path("entry.row.item"), "!=", .nil)) }
        if facts.allowsMultipleSelection { reasons.append(.bool(true)) }
        let condition = reasons.dropFirst().reduce(reasons[0]) { $0.op("||", $1) }
        return UI.function(["private"], "respondsToTap", [entry], returns: .bool, docs: [
            "Whether tapping the row does something, by the UIKit target's rule: it has an id or an item for `onSelect`, or",
            "it is in a checkmark list.",
        ], [
            .guard([.expression(.path("entry.row.isSelectable"))], else: [.return(.bool(false))]),
            .return(condition),
        ])
    }

    private func buttonRole() -> SwiftDeclaration {
        UI.function(["private", "static"], "buttonRole", [SwiftParameter("_", "role", facts.type("Role"))], returns: .optional(.named("ButtonRole")),
                    docs: ["A destructive row is a destructive button; the others have no role."], [
            .return(.ternary(.binary(.name("role"), "==", .dot("destructive")), .path("ButtonRole.destructive"), .nil)),
        ])
    }

    private func destination() -> SwiftDeclaration {
        let cases = facts.context.openedTables.tables.map { table in
            SwiftSwitchCase([.dot(table.caseName)], [.run(.call(.name(table.typeName + "View"), [SwiftArgument("title", .name("title"))]))])
        }
        return UI.function(["private", "static"], "destination", [SwiftParameter("_", "table", facts.type("OpenedTable")), SwiftParameter("title", "title", .optional(.string))],
                           returns: UI.someView, docs: [
            "The view of a table a row opens, with the content its spec declares, titled with the row's text (a row without",
            "text keeps the table's title). Every table named is generated, with this target, into the same module.",
        ], attributes: ["@ViewBuilder"], [.switch(.name("table"), cases)])
    }

    private func styledContent() -> SwiftDeclaration {
        let labelledTitle = { (inner: SwiftExpression) in SwiftExpression.call(.path("Self.labelled"), [.value(.name("row")), .value(inner)]) }
        let of = { (name: String) in SwiftExpression.call(.path("Self." + name), [.value(.name("row"))]) }
        return UI.function(["private", "static"], "styledContent", [SwiftParameter("of", "row", row)], returns: UI.someView, docs: [
            "The row's text, detail and image in its cell style.",
        ], attributes: ["@ViewBuilder"], [
            .switch(.path("row.style"), [
                SwiftSwitchCase([.dot("default"), .dot("custom")], [.run(labelledTitle(of("title")))]),
                SwiftSwitchCase([.dot("subtitle")], [.run(labelledTitle(of("subtitle")))]),
                SwiftSwitchCase([.dot("value1")], [.run(of("value1"))]),
                SwiftSwitchCase([.dot("value2")], [.run(labelledTitle(of("value2")))]),
            ]),
        ])
    }

    private func labelled() -> SwiftDeclaration {
        UI.function(["private", "static"], "labelled", [SwiftParameter("_", "row", row), SwiftParameter("_", "title", .named("Title"))], returns: UI.someView,
                    docs: ["The text with the row's image as its icon, when it has one."], attributes: ["@ViewBuilder"], generics: ["Title: View"], [
            .if([.binding("name", .path("row.image"))], then: [
                .run(UI.view("Label", [], [.run(.name("title"))], [("icon", [.run(.call(.path("Self.image"), [SwiftArgument("named", .name("name"))]))])])),
            ], else: [.run(.name("title"))]),
        ])
    }

    private func title() -> SwiftDeclaration {
        let text = facts.shownText(.path("row.text"), localized: .path("row.localizedText"))
        let styled = { (style: SwiftExpression) -> [SwiftStatement] in [UI.show(text, UI.modifier("foregroundStyle", .value(style)))] }
        return UI.function(["private", "static"], "title", [SwiftParameter("_", "row", row)], returns: UI.someView, docs: [
            "The text, in the colour of the row's role: tinted for a button, red for a destructive action.",
        ], attributes: ["@ViewBuilder"], [
            .switch(.path("row.role"), [
                SwiftSwitchCase([.dot("normal")], styled(.dot("primary"))),
                SwiftSwitchCase([.dot("button")], styled(.dot("tint"))),
                SwiftSwitchCase([.dot("destructive")], styled(.dot("red"))),
            ]),
        ])
    }

    private func subtitle() -> SwiftDeclaration {
        UI.function(["private", "static"], "subtitle", [SwiftParameter("_", "row", row)], returns: UI.someView, docs: [
            "UIKit's subtitle style: the text over a smaller detail in the secondary style.",
        ], [
            .run(UI.view("VStack", [SwiftArgument("alignment", .dot("leading"))], [
                .run(.call(.path("Self.title"), [.value(.name("row"))])),
                .if([.binding("detail", .path("row.detail"))], then: [
                    UI.show(facts.shownText(.name("detail"), localized: .path("row.localizedDetail"), orEmpty: false), UI.modifier("font", .value(.dot("subheadline"))), UI.modifier("foregroundStyle", .value(.dot("secondary")))),
                ]),
            ])),
        ])
    }

    private func value1() -> SwiftDeclaration {
        let label = SwiftExpression.call(.path("Self.labelled"), [.value(.name("row")), .value(.call(.path("Self.title"), [.value(.name("row"))]))])
        let detail = facts.shownText(.path("row.detail"), localized: .path("row.localizedDetail"))
        return UI.function(["private", "static"], "value1", [SwiftParameter("_", "row", row)], returns: UI.someView, docs: [
            "UIKit's value1 style: the text leading and the detail trailing in the secondary style, as `LabeledContent` shows",
            "them from iOS 16.",
        ], attributes: ["@ViewBuilder"], [
            .if([.available(platform: "iOS", version: "16")], then: [
                .run(UI.view("LabeledContent", [], [.run(detail)], [("label", [.run(label)])])),
            ], else: [
                .run(UI.view("HStack", [], [.run(label), .run(.call(.name("Spacer"), [])), UI.show(detail, UI.modifier("foregroundStyle", .value(.dot("secondary"))))])),
            ]),
        ])
    }

    private func value2() -> SwiftDeclaration {
        UI.function(["private", "static"], "value2", [SwiftParameter("_", "row", row)], returns: UI.someView, docs: [
            "UIKit's value2 style: a small tinted leading column, then the detail beside it.",
        ], [
            .run(UI.view("HStack", [SwiftArgument("alignment", .dot("firstTextBaseline"))], [
                UI.show(facts.shownText(.path("row.text"), localized: .path("row.localizedText")), UI.modifier("font", .value(.dot("footnote"))),
                        UI.modifier("foregroundStyle", .value(.dot("tint")))),
                .run(facts.shownText(.path("row.detail"), localized: .path("row.localizedDetail"))),
            ])),
        ])
    }

    private func image() -> [SwiftDeclaration] {
        let parameters = [SwiftParameter("named", "name", .string)]
        let docs = ["An asset catalog image, else an SF Symbol of that name: the UIKit target's rule."]
        let symbol = SwiftExpression.call(.name("Image"), [SwiftArgument("systemName", .name("name"))])
        return [
            .conditional("canImport(UIKit)", [
                UI.function(["private", "static"], "image", parameters, returns: .named("Image"), docs: docs, [
                    .return(.ternary(.binary(.call(.name("UIImage"), [SwiftArgument("named", .name("name"))]), "!=", .nil),
                                     .call(.name("Image"), [.value(.name("name"))]), symbol)),
                ]),
            ]),
            .conditional("!canImport(UIKit)", [
                UI.function(["private", "static"], "image", parameters, returns: .named("Image"), docs: ["An SF Symbol of that name."], [.return(symbol)]),
            ]),
        ]
    }

    private func chevron() -> SwiftDeclaration {
        .variable(SwiftVariable(.docs(["The disclosure indicator."], "private", "static"), .var, "chevron", type: UI.someView, getter: [
            UI.show(.call(.name("Image"), [SwiftArgument("systemName", .string("chevron.forward"))]),
                    UI.modifier("font", .value(.dot("footnote"))), UI.modifier("foregroundStyle", .value(.dot("tertiary")))),
        ]))
    }

    private func tableText() -> SwiftDeclaration {
        let text = facts.isLocalized ? SwiftExpression.call(.path("Self.text"), [.value(.name("text"))]) : UI.verbatim(.name("text"))
        return UI.function(["private", "static"], "tableText", [SwiftParameter("_", "text", facts.isLocalized ? facts.type("LocalizedText") : .string)],
                           returns: UI.someView, docs: [
            "The table's header or footer: footnote text in the secondary style, on the list's background, as the UIKit target",
            "shows it, first or last in the list.",
        ], [
            UI.show(text,
                    UI.modifier("font", .value(.dot("footnote"))),
                    UI.modifier("foregroundStyle", .value(.dot("secondary"))),
                    UI.modifier("frame", SwiftArgument("maxWidth", .dot("infinity"))),
                    UI.modifier("listRowBackground", .value(.path("Color.clear")))),
        ])
    }

    /// The two ways a localized table's strings become `Text`: a string of the spec's through
    /// `LocalizedStringResource`, which SwiftUI looks up in the view's `\.locale` (iOS 16); a
    /// content string by whether the content still has the spec's string behind it.
    private func localizedTexts() -> [SwiftDeclaration] {
        let localized = facts.type("LocalizedText")
        return [
            UI.function(["private", "static"], "text", [SwiftParameter("_", "localized", localized)], returns: .named("Text"), docs: [
                "A string of the spec's, looked up in the view's `\\.locale` from iOS 16, where `Text` takes a `LocalizedStringResource`;",
                "in the app's language before.",
            ], [
                .if([.available(platform: "iOS", version: "16")], then: [.return(.call(.name("Text"), [.value(.path("localized.resource"))]))]),
                .return(UI.verbatim(.path("localized.string"))),
            ]),
            .blank,
            UI.function(["private", "static"], "text", [SwiftParameter("_", "string", .optional(.string)), SwiftParameter("_", "localized", .optional(localized))],
                        returns: .named("Text"), docs: [
                "A string of the content: the spec's while the content still has it behind the string, else the string the app",
                "set, as it is.",
            ], [
                .if([.binding("localized", .name("localized"))], then: [.return(.call(.path("Self.text"), [.value(.name("localized"))]))]),
                .return(UI.verbatim(.binary(.name("string"), "??", .string("")))),
            ]),
        ]
    }

    private func accessibilityModifier() -> SwiftDeclaration {
        var fields: [SwiftDeclaration] = [.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "label", type: .optional(.string)))]
        if facts.isLocalized { fields.append(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "localized", type: .optional(facts.type("LocalizedText"))))) }
        let label = facts.shownText(.name("label"), localized: .name("localized"), orEmpty: false, owner: facts.viewName)
        return .type(SwiftTypeDeclaration(.docs(["A row's `accessibilityLabel`, when it has one; else VoiceOver reads what the row shows."], "private"),
                                          .struct, "AccessibilityLabel", inherits: ["ViewModifier"], members: fields + [
            .blank,
            UI.function([], "body", [SwiftParameter("content", "content", .named("Content"))], returns: UI.someView, attributes: ["@ViewBuilder"], [
                .if([.binding("label", .name("label"))], then: [UI.show(.name("content"), UI.modifier("accessibilityLabel", .value(label)))],
                    else: [.run(.name("content"))]),
            ]),
        ]))
    }
}
