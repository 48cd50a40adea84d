import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// `<Table>View`: the table as a SwiftUI `List`, driven by the same `Content` as the UIKit data
/// source. The view keeps its own content, or shows and changes the app's through a binding; every
/// change the user makes goes through `Content`'s methods (the same rules as UIKit's: the move
/// rule, exclusive checkmarks, grouped sections) and reaches the app through the same callbacks,
/// with the same `RowEvent` and `ContentChange` values.
struct SwiftUIViewGenerator {
    let facts: SwiftUIFacts
    /// The localized index words, worked out once: several parts of the view depend on them.
    private let indexWords: [SwiftExpression]

    init(facts: SwiftUIFacts) {
        self.facts = facts
        self.indexWords = Self.indexWords(facts)
    }

    private var content: SwiftType { facts.type("Content") }

    func declaration() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = storedProperties()
        members.append(.blank)
        members += initializers()
        members.append(.blank)
        members.append(body())
        members += [.blank, tableTitle(), .blank]
        members += contentAccess()
        members.append(.blank)
        members += entryTypes()
        members += SwiftUIRowGenerator(facts: facts).declarations()
        members += SwiftUIEventsGenerator(facts: facts).declarations()
        members += modifierTypes()
        return .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: [
                "The `\(facts.name)` table as a SwiftUI list, built on the same `\(facts.name).Content` as the UIKit data source and",
                "reporting the same events. Show it inside a `NavigationStack` (or `NavigationView`): rows that open tables push",
                "their views, and editable tables put an Edit button in the toolbar. It is the iOS list, with iOS's edit mode and",
                "list styles, so it is unavailable on the platforms without them (a macOS package still compiles the file).",
            ], attributes: ["@MainActor", "@available(macOS, unavailable)", "@available(tvOS, unavailable)", "@available(watchOS, unavailable)"],
               modifiers: ["public"]),
            .struct, facts.viewName, inherits: ["View"], members: members))
    }

    // MARK: State and callbacks

    /// The callbacks, named and typed as the UIKit data source's, so an app's handlers work with either.
    var callbacks: [(name: String, type: SwiftType, docs: [String])] {
        let event = facts.type("RowEvent")
        var callbacks: [(String, SwiftType, [String])] = [
            ("onSelect", .optionalFunction([event], .void), [
                "Called when the user taps a row that responds to taps: one with an id, a dynamic row, or a row of a",
                "checkmark list (after its checkmark moves). Rows that open a table are links SwiftUI follows itself.",
            ]),
        ]
        if facts.allowsMultipleSelection { callbacks.append(("onDeselect", .optionalFunction([event], .void), ["Called when the user taps a selected row again."])) }
        if facts.hasDetailButtons { callbacks.append(("onAccessoryButtonTap", .optionalFunction([event], .void), ["Called when the user taps a row's detail button."])) }
        callbacks.append(("onSwitchChange", .optionalFunction([event], .void), ["Called when the user flips a row's switch; `row.isOn` is the new state."]))
        callbacks.append(("onContentChange", .optionalFunction([facts.type("ContentChange")], .void),
                          ["Called after the user changes the content: a delete, insert or move, a checkmark or a switch."]))
        if facts.hasInsert {
            callbacks.append(("rowToInsert", .optionalFunction([event], .optional(facts.type("Row"))), [
                "Supplies the row to insert when the user taps an insert row while editing (the event is that row's); nil",
                "inserts nothing.",
            ]))
        }
        if facts.hasSwipeActions {
            callbacks.append(("onSwipeAction", .optionalFunction([facts.type("ActionID"), event, .attributed(["@escaping"], .function([.bool], .void))], .void), [
                "Called when the user taps a swipe action of the app's (the built-in delete deletes the row through the",
                "content). SwiftUI closes the row itself, so the completion handler, kept so that UIKit's handler fits, does nothing.",
            ]))
        }
        if facts.hasMenus {
            callbacks.append(("onMenuAction", .optionalFunction([facts.type("ActionID"), event], .void),
                              ["Called when the user chooses a context-menu action of the app's (the built-in delete deletes the row)."]))
        }
        return callbacks
    }

    private func storedProperties() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The content, when the view keeps its own."], attributes: ["@State"], modifiers: ["private"]),
                                    .var, "ownContent", type: content)),
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The app's content, when it passed a binding: the user's changes are written there."], modifiers: ["private"]),
                                    .let, "boundContent", type: .optional(.named("Binding<\(facts.name).Content>")))),
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The navigation title; nil is the table's."], modifiers: ["private"]),
                                    .let, "customTitle", type: .optional(.string))),
        ]
        if facts.hasInsert {
            members.append(.variable(SwiftVariable(SwiftDeclarationHeader(docs: ["Whether the list is being edited: insert rows show their control then."],
                                                                          attributes: ["@Environment(\\.editMode)"], modifiers: ["private"]),
                                                   .var, "editMode", type: nil)))
        }
        if facts.allowsMultipleSelection {
            members.append(.variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The rows the user has selected, by identity."], attributes: ["@State"], modifiers: ["private"]),
                                                   .var, "selectedRows", type: .named("Set<\(facts.name).RowIdentity>"), value: .array([], multiline: false))))
        }
        for callback in callbacks {
            members.append(.variable(SwiftVariable(SwiftDeclarationHeader(docs: callback.docs, modifiers: ["public"]), .var, callback.name, type: callback.type)))
        }
        return members
    }

    private func initializers() -> [SwiftDeclaration] {
        let callbackParameters = callbacks.map { SwiftParameter(nil, $0.name, $0.type, default: .nil) }
        let assignments: [SwiftStatement] = [.assignment(.path("self.customTitle"), .name("title"))]
            + callbacks.map { .assignment(.member(.name("self"), $0.name), .name($0.name)) }
        let title = SwiftParameter(nil, "title", .optional(.string), default: .nil)
        let own = SwiftFunction(.public("The list with content of its own: the spec's, unless you pass some."), "init",
                                [SwiftParameter(nil, "content", content, default: .call(.path(facts.name + ".Content"), []))] + [title] + callbackParameters,
                                body: [
            .assignment(.name("_ownContent"), .call(.name("State"), [SwiftArgument("initialValue", .name("content"))])),
            .assignment(.path("self.boundContent"), .nil),
        ] + assignments)
        let bound = SwiftFunction(.public("The list showing the app's content: every change the user makes is written to the binding."), "init",
                                  [SwiftParameter(nil, "content", .named("Binding<\(facts.name).Content>"))] + [title] + callbackParameters,
                                  body: [
            .assignment(.name("_ownContent"), .call(.name("State"), [SwiftArgument("initialValue", .path("content.wrappedValue"))])),
            .assignment(.path("self.boundContent"), .name("content")),
        ] + assignments)
        return [.function(own), .blank, .function(bound)]
    }

    // MARK: The list

    private func body() -> SwiftDeclaration {
        let table = facts.table
        var list: [SwiftStatement] = []
        if let header = table.header {
            list.append(.run(.call(.path("Self.tableText"), [.value(tableString(header, key: StringKeys.table(facts.name, "header")))])))
        }
        var rows = SwiftExpression.trailingClosures(.name("ForEach"), [.value(.path("section.rows")), SwiftArgument("id", .keyPath(["id"]))],
                                                    closures: [.value(.closure(parameters: ["entry"], body: [.run(.call(.name("rowView"), [.value(.name("entry"))]))]))])
        var rowModifiers: [SwiftExpression] = []
        if facts.hasDeletes {
            rowModifiers.append(.trailingClosures(.dot("onDelete"), [], closures: [.value(.closure(parameters: ["offsets"], body: [
                .run(.call(.name("delete"), [.value(.name("offsets")), SwiftArgument("inSection", .path("section.index"))])),
            ]))]))
        }
        if facts.hasMoves {
            rowModifiers.append(.trailingClosures(.dot("onMove"), [], closures: [.value(.closure(parameters: ["source", "destination"], body: [
                .run(.call(.name("move"), [.value(.name("source")), SwiftArgument("to", .name("destination")), SwiftArgument("inSection", .path("section.index"))])),
            ]))]))
        }
        if !rowModifiers.isEmpty { rows = .modified(rows, rowModifiers) }
        let title = { (name: String) -> [SwiftStatement] in
            [.if([.binding(name, .path("section." + name))], then: [
                UI.show(facts.shownText(.name(name), localized: .path("section." + LocalizedFields.companion(of: name)), orEmpty: false)),
            ])]
        }
        var section = UI.view("Section", [], [.run(rows)], [("header", title("header")), ("footer", title("footer"))])
        if facts.hasIndex {
            var label = [SwiftArgument("title", .path("section.indexTitle"))]
            if !indexWords.isEmpty { label.append(SwiftArgument("localized", .path("section.localizedIndexTitle"))) }
            section = .modified(section, [UI.modifier("modifier", .value(.call(.name("SectionIndexLabel"), label)))])
        }
        list.append(.run(.trailingClosures(.name("ForEach"), [.value(.name("sections")), SwiftArgument("id", .keyPath(["id"]))],
                                           closures: [.value(.closure(parameters: ["section"], body: [.run(section)]))])))
        if let footer = table.footer {
            list.append(.run(.call(.path("Self.tableText"), [.value(tableString(footer, key: StringKeys.table(facts.name, "footer")))])))
        }
        var modifiers: [SwiftExpression] = [
            UI.modifier("listStyle", .value(.dot(facts.listStyle))),
            // A localized title is a `Text`, looked up in the view's locale; the app's title is shown as it is.
            UI.modifier("navigationTitle", .value(facts.isLocalized
                ? .binary(.call(.path("customTitle.map"), [.value(.closure(parameters: [], body: [.run(UI.verbatim(.name("$0")))]))]), "??",
                          .call(.path("Self.text"), [.value(.path("Self.tableTitle"))]))
                : .binary(.name("customTitle"), "??", .path("Self.tableTitle")))),
        ]
        if facts.hasEditing {
            modifiers.append(UI.modifier("toolbar", builder: [
                .run(UI.view("ToolbarItem", [SwiftArgument("placement", .dot("primaryAction"))], [.run(.call(.name("EditButton"), []))])),
            ]))
        }
        if facts.hasIndex { modifiers.append(UI.modifier("modifier", .value(.call(.name("SectionIndexVisible"), [])))) }
        return .variable(SwiftVariable(.public(), .var, "body", type: UI.someView, getter: [
            .run(.modified(UI.view("List", [], list), modifiers)),
        ]))
    }

    /// The table's title, as the UIKit view controller's.
    private func tableTitle() -> SwiftDeclaration {
        .variable(SwiftVariable(.docs(["The table's title, as the UIKit view controller has it; a link's destination shows the row's text instead."], "private", "static"),
                                .var, "tableTitle", type: facts.isLocalized ? facts.type("LocalizedText") : .string, getter: [
            .return(tableString(facts.table.title, key: StringKeys.table(facts.name, "title"))),
        ]))
    }

    /// A string of the view's own: in a localized table the `LocalizedText` the view shows in its
    /// locale, else the spec's literal.
    private func tableString(_ value: String, key: String) -> SwiftExpression {
        facts.localizedValue(key) ?? facts.text(value, key: key)
    }

    // MARK: Content

    private func contentAccess() -> [SwiftDeclaration] {
        [
            .variable(SwiftVariable(.docs(["The content the list shows: the app's, when it passed a binding, else the view's own."], "private"),
                                    .var, "content", type: content, getter: [
                .return(.binary(.member(.optionalChain(.name("boundContent")), "wrappedValue"), "??", .name("ownContent"))),
            ])),
            .blank,
            UI.function(["private"], "setContent", [SwiftParameter("_", "newContent", content)], docs: ["Makes `newContent` the content, where it is kept."], [
                .if([.binding("boundContent", .name("boundContent"))], then: [.assignment(.path("boundContent.wrappedValue"), .name("newContent"))],
                    else: [.assignment(.name("ownContent"), .name("newContent"))]),
            ]),
            .blank,
            sectionsProperty(),
        ]
    }

    /// The content's sections and rows with the identities the UIKit snapshot uses, which SwiftUI's
    /// `ForEach` takes as ids: a dynamic row is known by its item's `items.id` field.
    private func sectionsProperty() -> SwiftDeclaration {
        var sectionArguments: [SwiftArgument] = [
            SwiftArgument("id", .path("identity.section")),
            SwiftArgument("index", .name("index")),
        ]
        for title in ["header", "footer"] {
            sectionArguments.append(SwiftArgument(title, .path("section." + title)))
            let companion = LocalizedFields.companion(of: title)
            if facts.isLocalized { sectionArguments.append(SwiftArgument(companion, .path("section." + companion))) }
        }
        if facts.hasIndex {
            sectionArguments.append(SwiftArgument("indexTitle", .name("indexTitle")))
            if !indexWords.isEmpty {
                sectionArguments.append(SwiftArgument("localizedIndexTitle", .call(.path("indexTitle.flatMap"), [
                    .value(.closure(parameters: [], body: [.run(.path("Self.indexWords").at(.name("$0")))])),
                ])))
            }
        }
        sectionArguments.append(SwiftArgument("rows", .name("rows")))
        return .variable(SwiftVariable(.docs([
            "The sections and rows to show, each with the identity the UIKit snapshot uses: SwiftUI animates the same changes.",
        ], "private"), .var, "sections", type: .array(.named("SectionEntry")), getter: [
            .constant("content", .path("self.content")),
        ] + (facts.hasIndex ? [.constant("sectionIndex", .path("content.sectionIndex"))] : []) + [
            .variable("entries", type: .array(.named("SectionEntry")), .array([], multiline: false)),
            .forIn("(index, identity)", .call(.path("content.identities.enumerated"), []), [
                .constant("section", .path("content.sections").at(.name("index"))),
            ] + (facts.hasIndex ? [.constant("indexTitle", .member(.optionalChain(.call(.path("sectionIndex.first"), [
                SwiftArgument("where", .closure(parameters: [], body: [.run(.binary(.path("$0.section"), "==", .name("index")))])),
            ])), "title"))] : []) + [
                .variable("rows", type: .array(.named("RowEntry")), .array([], multiline: false)),
                .forIn("(row, id)", .call(.path("identity.rows.enumerated"), []), [
                    .run(.call(.path("rows.append"), [.value(.call(.name("RowEntry"), [
                        SwiftArgument("id", .name("id")),
                        SwiftArgument("row", .path("section.rows").at(.name("row"))),
                        SwiftArgument("position", .call(.path(facts.name + ".RowPosition"), [SwiftArgument("section", .name("index")), SwiftArgument("row", .name("row"))])),
                        SwiftArgument("isInSelectionList", .binary(.path("section.selectionList"), "!=", .nil)),
                    ], multiline: true))])),
                ]),
                .run(.call(.path("entries.append"), [.value(.call(.name("SectionEntry"), sectionArguments, multiline: true))])),
            ]),
            .return(.name("entries")),
        ]))
    }

    private func entryTypes() -> [SwiftDeclaration] {
        func field(_ name: String, _ type: SwiftType, _ docs: String) -> SwiftDeclaration {
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [docs]), .var, name, type: type))
        }
        var sectionFields = [
            field("id", facts.type("SectionIdentity"), "The identity the UIKit snapshot gives the section."),
            field("index", .int, "Where the section is in the content."),
        ]
        for title in ["header", "footer"] {
            sectionFields.append(field(title, .optional(.string), "The \(title) title."))
            if facts.isLocalized {
                sectionFields.append(field(LocalizedFields.companion(of: title), .optional(facts.type("LocalizedText")), "The spec's \(title), while the section has it."))
            }
        }
        if facts.hasIndex { sectionFields.append(field("indexTitle", .optional(.string), "The first section index title that leads to the section.")) }
        if !indexWords.isEmpty {
            sectionFields.append(field("localizedIndexTitle", .optional(facts.type("LocalizedText")), "That title as the spec's word, when it is one."))
        }
        sectionFields.append(field("rows", .array(.named("RowEntry")), "The rows, in order."))
        return [
            .type(SwiftTypeDeclaration(.docs(["A section as the list shows it."], "private", "nonisolated"), .struct, "SectionEntry", inherits: ["Sendable"],
                                       members: sectionFields)),
            .blank,
            .type(SwiftTypeDeclaration(.docs(["A row as the list shows it."], "private", "nonisolated"), .struct, "RowEntry", inherits: ["Sendable"], members: [
                field("id", facts.type("RowIdentity"), "The identity the UIKit snapshot gives the row."),
                field("row", facts.type("Row"), "The row."),
                field("position", facts.type("RowPosition"), "Where the row is in the content."),
                field("isInSelectionList", .bool, "Whether its section is a checkmark list."),
            ])),
        ]
    }

    // MARK: Modifiers with availability

    private func modifierTypes() -> [SwiftDeclaration] {
        guard facts.hasIndex else { return [] }
        let content = SwiftExpression.name("content")
        func modifier(_ name: String, docs: [String], fields: [SwiftDeclaration], _ modified: SwiftExpression) -> SwiftDeclaration {
            .type(SwiftTypeDeclaration(.docs(docs, "private"), .struct, name, inherits: ["ViewModifier"], members: fields + [
                UI.function([], "body", [SwiftParameter("content", "content", .named("Content"))], returns: UI.someView, attributes: ["@ViewBuilder"], [
                    .if([.available(platform: "iOS", version: "26")], then: [.run(modified)], else: [.run(content)]),
                ]),
            ]))
        }
        var labelFields: [SwiftDeclaration] = [.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "title", type: .optional(.string)))]
        let label: SwiftExpression
        if indexWords.isEmpty {
            label = UI.verbatim(.name("$0"))
        } else {
            labelFields.append(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "localized", type: .optional(facts.type("LocalizedText")))))
            label = facts.shownText(.name("$0"), localized: .name("localized"), orEmpty: false, owner: facts.viewName)
        }
        var types: [SwiftDeclaration] = []
        if !indexWords.isEmpty { types += [.blank] + indexWordsProperties() }
        return types + [
            .blank,
            modifier("SectionIndexLabel", docs: ["A section's title in the section index, which SwiftUI shows from iOS 26; nothing before."],
                     fields: labelFields + [.blank],
                     .modified(content, [UI.modifier("sectionIndexLabel", .value(.call(.path("title.map"), [
                         .value(.closure(parameters: [], body: [.run(label)])),
                     ])))])),
            .blank,
            modifier("SectionIndexVisible", docs: ["Shows the section index from iOS 26, where a list has one; nothing before."], fields: [],
                     .modified(content, [UI.modifier("listSectionIndexVisibility", .value(.dot("visible")))])),
        ]
    }

    // MARK: Localized index titles

    /// The index titles of a localized table that are words the catalog translates (`Top`), as
    /// `LocalizedText`; letters are not translated. Empty in a table without `localization`.
    private static func indexWords(_ facts: SwiftUIFacts) -> [SwiftExpression] {
        guard facts.isLocalized, let index = facts.table.index else { return [] }
        return index.entries.compactMap { entry in
            guard case .title(let title, let section) = entry else { return nil }
            return facts.context.localizedValue(facts.context.indexTitleKey(title, section: section))
        }
    }

    /// `Content.sectionIndex` has the titles as looked up in the app's language, once (the
    /// table's `indexEntries`): each word is found by that same lookup, made once here too.
    /// A title the app's language spells like one of the words (a word translated to another
    /// title of the same index, such as `#`) would be shown as that word: the only case the lookup
    /// by text gets wrong, and the index still leads to the right section.
    private func indexWordsProperties() -> [SwiftDeclaration] {
        let type = facts.type("LocalizedText")
        return [
            .variable(SwiftVariable(.docs(["The section index's titles that are words of the spec's."], "private", "static"),
                                    .let, "indexWordList", type: .array(type), value: .array(indexWords, multiline: true))),
            .blank,
            .variable(SwiftVariable(.docs([
                "Those words by their text in the app's language, as `Content.sectionIndex` has them: the view shows them in its locale.",
            ], "private", "static"), .let, "indexWords", type: .dictionary(.string, type), value: .call(.name("Dictionary"), [
                .value(.call(.path("indexWordList.map"), [.value(.closure(parameters: [], body: [.run(.tuple([.value(.path("$0.string")), .value(.name("$0"))]))]))])),
                SwiftArgument("uniquingKeysWith", .closure(parameters: ["first", "_"], body: [.run(.name("first"))])),
            ]))),
        ]
    }
}
