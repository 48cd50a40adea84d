import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// The table's UIKit part: its conformance to `TableSpecRuntime.UIKitTable`, which holds only what
/// the spec says (the table view's settings, its cells, the tables it opens),
/// the `CustomCell` protocol an app's cell class adopts, and, for each dynamic section, the data
/// source's setter of its items. The data source, the cells and the view controller are the
/// runtime's, written once.
struct UIKitConformanceGenerator {
    let facts: UIKitFacts
    private var table: ResolvedTable { facts.table }
    private var name: String { table.name }

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [customCellProtocol()]
        let identifiers = facts.specCellKinds.map(\.identifier)
        if !identifiers.isEmpty {
            members += [
                .blank,
                .variable(
                    SwiftVariable(
                        .docs(["The reuse identifiers the spec names, registered by `prepare(_:)`."], "public", "static"), .let,
                        UIKitConstants.Table.registeredIdentifiers, type: .named("\(Constants.Swift.set)<\(Constants.Swift.string)>"),
                        value: .array(identifiers.sorted().map(SwiftExpression.string), multiline: true))),
            ]
        }
        let settings = prepareBody()
        if !settings.isEmpty {
            members += [
                .blank,
                .function(
                    SwiftFunction(
                        SwiftDeclarationHeader(
                            docs: ["Registers the spec's cells and applies its table settings."],
                            attributes: ["@MainActor"], modifiers: ["public", "static"]),
                        UIKitConstants.Table.prepare, [SwiftParameter("_", Constants.Local.tableView, UIKitFacts.tableView)], body: settings)),
            ]
        }
        if table.containsCell(where: { appearance, _ in appearance.style == .custom }) {
            members += [
                .blank,
                .function(
                    SwiftFunction(
                        SwiftDeclarationHeader(
                            docs: ["Hands a cell of the app's own class its row, through `CustomCell`."], attributes: ["@MainActor"],
                            modifiers: ["public", "static"]),
                        UIKitConstants.Table.configureCustomCell,
                        [
                            SwiftParameter("_", Constants.Local.cell, .named(UIKitConstants.cell)),
                            SwiftParameter(Constants.Label.with, Constants.Local.row, .named(facts.context.names[.row])),
                        ],
                        body: [
                            .if(
                                [
                                    .binding(
                                        Constants.Local.cell,
                                        .conditionalCast(.name(Constants.Local.cell), .named("any " + Constants.Table.customCell)))
                                ],
                                then: [
                                    .run(
                                        .call(
                                            .member(.name(Constants.Local.cell), UIKitConstants.Calls.configure),
                                            [SwiftArgument(Constants.Label.with, .name(Constants.Local.row))]))
                                ])
                        ])),
            ]
        }
        if facts.context.hasOpens {
            let cases = facts.context.openedTables.tables.map { opened in
                SwiftSwitchCase([.dot(opened.caseName)], [.return(.call(.name("\(UIKitConstants.viewControllerType)<\(opened.typeName)>"), []))])
            }
            members += [
                .blank,
                .function(
                    SwiftFunction(
                        SwiftDeclarationHeader(
                            docs: ["A new view controller of a table this table opens, with the content its spec declares."],
                            attributes: ["@MainActor"], modifiers: ["public", "static"]),
                        UIKitConstants.Table.viewController,
                        [SwiftParameter(Constants.Label.for, Constants.Local.table, .named(Constants.Table.openedTable))],
                        returns: .optional(.named(UIKitConstants.viewController)),
                        body: [.switch(.name(Constants.Local.table), cases)])),
            ]
        }
        if facts.collates {
            members += [
                .blank,
                .variable(
                    SwiftVariable(
                        .docs(["A section is grouped by initial: a device regroups it with `UILocalizedIndexedCollation`."], "public", "static"),
                        .var, UIKitConstants.Table.collatesOnDevice, type: .bool, getter: [.return(.bool(true))])),
            ]
        }
        var declarations: [SwiftDeclaration] = [.extension(SwiftExtension(SwiftDeclarationHeader(), name + ": UIKitTable", members: members))]
        if let setters = dynamicSetters() { declarations += [.blank, setters] }
        return declarations
    }

    /// `CustomCell`: what a cell class of the app's adopts to be handed its row.
    private func customCellProtocol() -> SwiftDeclaration {
        .protocol(
            SwiftProtocol(
                SwiftDeclarationHeader(
                    docs: [
                        "Adopt it in a cell class of your own (`style: custom`) to be handed the row every time the cell shows one:",
                        "its text, detail, image name, switch state and, for a dynamic row, its item. The data source never touches a",
                        "custom cell's labels or layout.",
                    ], attributes: ["@MainActor"], modifiers: ["public"]), Constants.Table.customCell, inherits: [UIKitConstants.cell],
                requirements: [
                    SwiftFunction(
                        SwiftDeclarationHeader(docs: ["Shows `row`."]), UIKitConstants.Calls.configure,
                        [SwiftParameter(Constants.Label.with, Constants.Local.row, .named(facts.context.names[.row]))], body: [])
                ]))
    }

    /// The spec's cells and table settings, as `install(on:)` applies them before the first snapshot.
    private func prepareBody() -> [SwiftStatement] {
        var body: [SwiftStatement] = facts.specCellKinds.map { kind in
            .run(
                .call(
                    .member(.name(Constants.Local.tableView), UIKitConstants.Calls.register),
                    [
                        .value(.metatype(.named(kind.cellClass))),
                        SwiftArgument(UIKitConstants.TableView.forCellReuseIdentifier, .string(kind.identifier)),
                    ]))
        }
        if let height = table.uniformRowHeight, let points = height.pointsOrNil {
            body.append(.assignment(.name(Constants.Local.tableView).member(UIKitConstants.TableView.rowHeight), .double(points)))
        }
        // The runtime estimates 44 points for rows of automatic height; a fixed height needs no estimate.
        if let estimate = table.estimatedRowHeight, estimate != 44 {
            body.append(.assignment(.name(Constants.Local.tableView).member(UIKitConstants.TableView.estimatedRowHeight), .double(estimate)))
        } else if table.estimatedRowHeight == nil, table.uniformRowHeight?.pointsOrNil != nil {
            body.append(
                .assignment(
                    .name(Constants.Local.tableView).member(UIKitConstants.TableView.estimatedRowHeight), .path(UIKitConstants.automaticDimension)))
        }
        let settings: [(String, Double?)] = [
            (UIKitConstants.TableView.sectionHeaderHeight, table.sectionHeaderHeight?.pointsOrNil),
            (UIKitConstants.TableView.sectionFooterHeight, table.sectionFooterHeight?.pointsOrNil),
            (UIKitConstants.TableView.estimatedSectionHeaderHeight, table.estimatedSectionHeaderHeight),
            (UIKitConstants.TableView.estimatedSectionFooterHeight, table.estimatedSectionFooterHeight),
        ]
        for (property, value) in settings {
            if let value { body.append(.assignment(.member(.name(Constants.Local.tableView), property), .double(value))) }
        }
        if table.sectionHeaderHeight == .automatic {
            body.append(
                .assignment(
                    .name(Constants.Local.tableView).member(UIKitConstants.TableView.sectionHeaderHeight), .path(UIKitConstants.automaticDimension)))
        }
        if table.sectionFooterHeight == .automatic {
            body.append(
                .assignment(
                    .name(Constants.Local.tableView).member(UIKitConstants.TableView.sectionFooterHeight), .path(UIKitConstants.automaticDimension)))
        }
        if table.separator == .none {
            body.append(
                .assignment(
                    .name(Constants.Local.tableView).member(UIKitConstants.TableView.separatorStyle), .dot(UIKitConstants.TableView.noSeparator)))
        }
        switch table.selection {
        case .none: body.append(.assignment(.name(Constants.Local.tableView).member(UIKitConstants.TableView.allowsSelection), .bool(false)))
        case .multiple:
            body.append(.assignment(.name(Constants.Local.tableView).member(UIKitConstants.TableView.allowsMultipleSelection), .bool(true)))
        case .single: break
        }
        if table.allowsSelectionDuringEditing {
            body.append(.assignment(.name(Constants.Local.tableView).member(UIKitConstants.TableView.allowsSelectionDuringEditing), .bool(true)))
        }
        return body
    }

    /// `extension TableDataSource where Table == Mail`: `setInbox(_:animated:)` for each dynamic section.
    private func dynamicSetters() -> SwiftDeclaration? {
        guard facts.context.hasModels else { return nil }
        let members = facts.context.dynamicSections.map { dynamic -> SwiftDeclaration in
            let setter = DeclaredContentGenerator.setterName(dynamic.parameter)
            return .function(
                SwiftFunction(
                    .public("Shows new items in the `\(dynamic.parameter)` section, animated by their identity."), setter,
                    [
                        SwiftParameter("_", Constants.Local.items, .array(.named(name + "." + dynamic.items.model.name))),
                        SwiftParameter(nil, Constants.Local.animated, .bool, default: .bool(true)),
                    ],
                    body: [
                        .variable(Constants.Local.updated, .name(UIKitConstants.Calls.content)),
                        .run(.call(.name(Constants.Local.updated).member(setter), [SwiftArgument(nil, .name(Constants.Local.items))])),
                        .run(
                            .call(
                                .name(UIKitConstants.Calls.update),
                                [
                                    SwiftArgument(nil, .name(Constants.Local.updated)),
                                    SwiftArgument(Constants.Local.animated, .name(Constants.Local.animated)),
                                ])),
                    ]))
        }
        return .extension(
            SwiftExtension(
                SwiftDeclarationHeader(), UIKitConstants.dataSource, where: ["Table == \(name)"],
                members: Array(members.map { [$0, SwiftDeclaration.blank] }.joined().dropLast())))
    }
}
