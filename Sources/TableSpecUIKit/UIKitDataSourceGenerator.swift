import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// `DataSource`: the object an app keeps to drive a `UITableView` from the table's `Content`.
///
/// Cells come from a `UITableViewDiffableDataSource` whose identities are the content's
/// (`RowIdentity`, `SectionIdentity`), so every change, the user's or the app's, is one snapshot:
/// rows that come, go or move animate, rows that change are reconfigured in place (their cells,
/// and the selection, stay), and duplicate data cannot trap. The class is also the table's
/// delegate, implementing exactly the methods the spec needs.
struct UIKitDataSourceGenerator {
    let facts: UIKitFacts
    private var context: GenerationContext { facts.context }
    private var table: ResolvedTable { facts.table }

    func declaration() -> SwiftDeclaration {
        var members = properties()
        members += [.blank, initializer(), .blank, install()]
        members += [.blank] + updates()
        members += [.blank, apply()]
        members += UIKitCellGenerator(facts: facts).dataSourceMembers()
        members += UIKitDelegateGenerator(facts: facts).declarations()
        members += UIKitSupportGenerator(facts: facts).dataSourceAccessors()
        members += [.blank] + helpers()
        members += UIKitNavigationGenerator(facts: facts).members()
        return .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: [
                "Drives a `UITableView` from `content`: cells, titles, the index, selection, checkmarks, switches and",
                "editing. Keep it alive (a table view holds its delegate weakly) and call `install(on:)`; or use",
                "`ViewController`, which does both.",
            ], attributes: ["@MainActor"], modifiers: ["public", "final"]),
            .class, "DataSource", inherits: ["NSObject", "UITableViewDelegate"], members: members))
    }

    private func callback(_ name: String, _ docs: [String], _ parameters: [SwiftType], returns: SwiftType = .void) -> SwiftDeclaration {
        .variable(SwiftVariable(SwiftDeclarationHeader(docs: docs, modifiers: ["public"]), .var, name, type: .optionalFunction(parameters, returns)))
    }

    private func properties() -> [SwiftDeclaration] {
        let event = SwiftType.named("RowEvent")
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(.docs(["The content as the table shows it; every change, the user's or the app's, is made here first."], "public", "private(set)"),
                                    .var, "content", type: .named("Content"))),
            callback("onSelect", ["Called when the user taps a row that responds to taps: one with an id, a dynamic row, or a row of a",
                                  "checkmark list (after its checkmark moves)."], [event]),
        ]
        if facts.allowsMultipleSelection { members.append(callback("onDeselect", ["Called when the user deselects a row."], [event])) }
        if facts.hasDetailButtons { members.append(callback("onAccessoryButtonTap", ["Called when the user taps a row's detail button."], [event])) }
        members.append(callback("onSwitchChange", ["Called when the user flips a row's switch; `row.isOn` is the new state."], [event]))
        members.append(callback("onContentChange", ["Called after the user changes the content: a delete, insert or move, a checkmark or a switch."],
                                [.named("ContentChange")]))
        if facts.hasInsert {
            members.append(callback("rowToInsert", ["Supplies the row to insert when the user taps an insert control (the event is that row's); nil",
                                                    "inserts nothing."], [event], returns: .optional(.named("Row"))))
        }
        members += UIKitActionsGenerator(facts: facts).callbacks()
        members += UIKitNavigationGenerator(facts: facts).properties()
        members.append(callback("configureCustomCell", ["Configures a cell of the app's own class (`style: custom`) for a row, after `CustomCell.configure(with:)`."],
                                [.named("UITableViewCell"), event]))
        members += [
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(modifiers: ["private", "weak"]), .var, "tableView", type: .optional(UIKitFacts.tableView))),
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The diffable data source; the table view holds its data source weakly, so this keeps it."], modifiers: ["private"]),
                                    .var, "cells", type: .optional(.named("CellSource")))),
        ]
        return members
    }

    /// The content the app hands over, regrouped by the device's collation when the spec groups
    /// by initial (see `UIKitCollationGenerator`). Only new content is regrouped: a row the user
    /// moved within its group stays where they put it.
    private func collated(_ content: SwiftExpression) -> SwiftExpression {
        let collation = UIKitCollationGenerator(table: table)
        return collation.applies ? collation.collatedContent(content) : content
    }

    private func initializer() -> SwiftDeclaration {
        .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "content", .named("Content"), default: .call(.name("Content"), []))], body: [
            .assignment(.path("self.content"), collated(.name("content"))),
            .run(.invoke("super.init")),
        ]))
    }

    private func install() -> SwiftDeclaration {
        var body: [SwiftStatement] = [
            .assignment(.path("self.tableView"), .name("tableView")),
            .assignment(.path("tableView.delegate"), .name("self")),
            .forIn("identifier", .path("Self.builtInIdentifiers"), [
                .run(.call(.path("tableView.register"), [.value(.metatype(.named("UITableViewCell"))), SwiftArgument("forCellReuseIdentifier", .name("identifier"))])),
            ]),
        ]
        for kind in facts.specCellKinds {
            body.append(.run(.call(.path("tableView.register"), [.value(.metatype(.named(kind.cellClass))), SwiftArgument("forCellReuseIdentifier", .string(kind.identifier))])))
        }
        if let height = table.uniformRowHeight {
            body.append(.assignment(.path("tableView.rowHeight"), height.pointsOrNil.map(SwiftExpression.double) ?? .path("UITableView.automaticDimension")))
        }
        let estimate = table.estimatedRowHeight ?? (table.uniformRowHeight?.pointsOrNil == nil ? 44 : nil)
        let settings: [(String, Double?)] = [
            ("estimatedRowHeight", estimate),
            ("sectionHeaderHeight", table.sectionHeaderHeight?.pointsOrNil), ("sectionFooterHeight", table.sectionFooterHeight?.pointsOrNil),
            ("estimatedSectionHeaderHeight", table.estimatedSectionHeaderHeight), ("estimatedSectionFooterHeight", table.estimatedSectionFooterHeight),
        ]
        for (name, value) in settings {
            if let value { body.append(.assignment(.member(.name("tableView"), name), .double(value))) }
        }
        if table.sectionHeaderHeight == .automatic { body.append(.assignment(.path("tableView.sectionHeaderHeight"), .path("UITableView.automaticDimension"))) }
        if table.sectionFooterHeight == .automatic { body.append(.assignment(.path("tableView.sectionFooterHeight"), .path("UITableView.automaticDimension"))) }
        if table.separator == .none { body.append(.assignment(.path("tableView.separatorStyle"), .dot("none"))) }
        switch table.selection {
        case .none: body.append(.assignment(.path("tableView.allowsSelection"), .bool(false)))
        case .multiple: body.append(.assignment(.path("tableView.allowsMultipleSelection"), .bool(true)))
        case .single: break
        }
        if table.allowsSelectionDuringEditing { body.append(.assignment(.path("tableView.allowsSelectionDuringEditing"), .bool(true))) }
        if let header = table.header {
            body.append(.assignment(.path("tableView.tableHeaderView"), .call(.name("TableTextView"), [SwiftArgument("text", facts.text(header, key: StringKeys.table(table.name, "header")))])))
        }
        if let footer = table.footer {
            body.append(.assignment(.path("tableView.tableFooterView"), .call(.name("TableTextView"), [SwiftArgument("text", facts.text(footer, key: StringKeys.table(table.name, "footer")))])))
        }
        body += [
            .constant("cells", .call(.name("CellSource"), [
                SwiftArgument("tableView", .name("tableView")),
                SwiftArgument("cellProvider", .closure(parameters: ["[weak self] tableView", "indexPath", "_"], body: [
                    .guard([.binding("self", .name("self"))], else: [.return(.call(.name("UITableViewCell"), []))]),
                    .return(.call(.path("self.cell"), [SwiftArgument("in", .name("tableView")), SwiftArgument("at", .name("indexPath"))])),
                ])),
            ])),
            .assignment(.path("cells.owner"), .name("self")),
            .assignment(.path("cells.defaultRowAnimation"), .dot("fade")),
            .assignment(.path("self.cells"), .name("cells")),
            .run(.call(.name("apply"), [.value(.name("content")), SwiftArgument("animated", .bool(false))])),
        ]
        return .function(SwiftFunction(.public(
            "Makes this object the table view's delegate and its cells' source, registers every cell the content can",
            "use, and applies the spec's table settings. The style is fixed when a table view is created: make it `.\(table.style.rawValue)`."),
            "install", [SwiftParameter("on", "tableView", UIKitFacts.tableView)], body: body))
    }

    private func updates() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [
            .function(SwiftFunction(.public(
                "Shows new content: rows that came, went or moved animate, rows that changed are reconfigured in place, and",
                "selected rows stay selected."), "update", [SwiftParameter("_", "content", .named("Content")), SwiftParameter(nil, "animated", .bool, default: .bool(true))], body: [
                .run(.call(.name("apply"), [.value(collated(.name("content"))), SwiftArgument("animated", .name("animated"))])),
            ])),
        ]
        for dynamic in context.dynamicSections {
            let name = "set" + dynamic.parameter.prefix(1).uppercased() + dynamic.parameter.dropFirst()
            members += [.blank, .function(SwiftFunction(.public("Shows new items in the `\(dynamic.parameter)` section, animated by their identity."), name,
                                                        [SwiftParameter("_", "items", .array(.named(dynamic.items.model.name))), SwiftParameter(nil, "animated", .bool, default: .bool(true))], body: [
                UIKitFacts.copyContent,
                .run(.call(.path("updated").member(name), [.value(.name("items"))])),
                .run(.call(.name("apply"), [.value(collated(.name("updated"))), SwiftArgument("animated", .name("animated"))])),
            ]))]
        }
        if context.hasRowIDs {
            var setters: [(String, String, SwiftType, String)] = [
                ("Sets the detail text of the row with an id, reconfiguring only its cell.", "setDetail", .optional(.string), "detail"),
                ("Sets the switch of the row with an id, reconfiguring only its cell.", "setOn", .bool, "isOn"),
            ]
            if table.hasSelectionLists {
                setters.append(("Sets the checkmark of the row with an id; in an exclusive list the others clear.", "setChecked", .bool, "isChecked"))
            }
            for (docs, name, type, parameter) in setters {
                members += [.blank, .function(SwiftFunction(.public(docs), name, [SwiftParameter("_", parameter, type), SwiftParameter("for", "id", .named("RowID"))], body: [
                    UIKitFacts.copyContent,
                    .run(.call(.path("updated").member(name), [.value(.name(parameter)), SwiftArgument("for", .name("id"))])),
                    UIKitFacts.apply(animated: true),
                ]))]
            }
        }
        return members
    }

    /// One snapshot from the content: sections and rows by identity, and the rows whose values
    /// changed since the last one reconfigured.
    private func apply() -> SwiftDeclaration {
        let identifier = { (row: String) in SwiftExpression.invoke("Self.cellIdentifier", SwiftArgument("for", .path("change.\(row)"))) }
        var body: [SwiftStatement] = [
            .constant("changes", .call(.path("newContent.rowChanges"), [SwiftArgument("since", .name("content"))])),
            .assignment(.name("content"), .name("newContent")),
            .guard([.binding("cells", .name("cells"))], else: [.return(nil)]),
            .variable("snapshot", .call(.name("NSDiffableDataSourceSnapshot<SectionIdentity, RowIdentity>"), [])),
            .forIn("entry", .path("content.identities"), [
                .run(.invoke("snapshot.appendSections", .value(.array([.path("entry.section")], multiline: false)))),
                .run(.call(.path("snapshot.appendItems"), [.value(.path("entry.rows")), SwiftArgument("toSection", .path("entry.section"))])),
            ]),
            .comment("A reconfigured row keeps its cell, so a row that now dequeues another kind of cell is reloaded."),
            .variable("reconfigured", type: .array(.named("RowIdentity")), .emptyArray),
            .variable("reloaded", type: .array(.named("RowIdentity")), .emptyArray),
            .forIn("change", .name("changes"), [
                .if([.expression(identifier("before").op("==", identifier("after")))], then: [
                    .run(.invoke("reconfigured.append", .value(.path("change.identity")))),
                ], else: [
                    .run(.invoke("reloaded.append", .value(.path("change.identity")))),
                ]),
            ]),
            .run(.invoke("snapshot.reconfigureItems", .value(.name("reconfigured")))),
            .run(.invoke("snapshot.reloadItems", .value(.name("reloaded")))),
            .run(.call(.path("cells.apply"), [.value(.name("snapshot")), SwiftArgument("animatingDifferences", .name("animated"))])),
        ]
        if table.index != nil {
            body.append(.run(.call(.optionalChain(.name("tableView")).member("reloadSectionIndexTitles"), [])))
        }
        return .function(SwiftFunction(SwiftDeclarationHeader(docs: [
            "Makes `newContent` the content and shows it in one snapshot: the table animates what came, went or moved, and",
            "redraws the rows whose values changed.",
        ], modifiers: ["private"]), "apply", [SwiftParameter("_", "newContent", .named("Content")), SwiftParameter(nil, "animated", .bool)], body: body))
    }

    private func helpers() -> [SwiftDeclaration] {
        let privateStatic = SwiftDeclarationHeader(modifiers: ["private", "static"])
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The identifiers rows get from their style; all are registered with a plain cell."], modifiers: ["private", "static"]),
                                    .let, "builtInIdentifiers", type: .array(.string), value: .array(UIKitFacts.derivedIdentifiers.map(SwiftExpression.string), multiline: true))),
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "Every identifier registered. A row whose identifier is not among them (an app can make one) dequeues its",
                "style's cell instead: dequeuing an unregistered identifier would trap.",
            ], modifiers: ["private", "static"]), .let, "registeredIdentifiers", type: .named("Set<String>"),
            value: .array(Set(UIKitFacts.derivedIdentifiers + facts.specCellKinds.map(\.identifier)).sorted().map(SwiftExpression.string), multiline: true))),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: ["The identifier a row's cell is dequeued with, which decides the cell's kind."], modifiers: ["private", "static"]),
                                    "cellIdentifier", [SwiftParameter("for", "row", .named("Row"))], returns: .string, body: [
                .return(.ternary(.invoke("Self.registeredIdentifiers.contains", .value(.path("row.reuseIdentifier"))),
                                 .path("row.reuseIdentifier"), .path("row.style.defaultReuseIdentifier"))),
            ])),
            .blank,
            .function(SwiftFunction(privateStatic, "position", [SwiftParameter("_", "indexPath", UIKitFacts.indexPath)], returns: .named("RowPosition"), body: [
                .return(ContentPaths.position(.path("indexPath.section"), .path("indexPath.row"))),
            ])),
            .blank,
            .function(SwiftFunction(privateStatic, "indexPath", [SwiftParameter("_", "position", .named("RowPosition"))], returns: UIKitFacts.indexPath, body: [
                .return(.call(.name("IndexPath"), [SwiftArgument("row", .path("position.row")), SwiftArgument("section", .path("position.section"))])),
            ])),
        ]
        if facts.needsEditingMethods {
            members += [.blank, .function(SwiftFunction(privateStatic, "editingStyle", [SwiftParameter("_", "style", .named("EditingStyle"))], returns: .named("UITableViewCell.EditingStyle"), body: [
                .switch(.name("style"), EditingStyle.allCases.map { SwiftSwitchCase([.dot($0.rawValue)], [.return(.dot($0.rawValue))]) }),
            ]))]
        }
        return members
    }
}

