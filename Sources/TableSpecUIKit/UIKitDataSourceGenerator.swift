import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel
import TableSpecOutput
import TableSpecSwiftCore

/// The UIKit half of a generated table: a `DataSource` that is the table view's data source and
/// delegate, implementing exactly the methods the spec needs with Apple's signatures, plus one
/// cell class per built-in style (a registered class is always created with the default style).
struct UIKitDataSourceGenerator {
    let context: GenerationContext

    private let tableViewType = SwiftType.named("UITableView")
    private let indexPathType = SwiftType.named("IndexPath")
    private var table: ResolvedTable { context.table }

    func declaration() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [dataSourceClass()]
        for style in usedBuiltInStyles where style != .default {
            members += [.blank, cellClass(style)]
        }
        let collation = UIKitCollationGenerator(table: table)
        if collation.applies { members += [.blank] + collation.declarations() }
        return .conditional("canImport(UIKit)", [
            .extension(SwiftExtension(SwiftDeclarationHeader(), table.name, members: members)),
        ])
    }

    /// Built-in styles that some cell kind uses; `custom` cells are the app's own classes.
    private var usedBuiltInStyles: [CellStyle] {
        CellStyle.allCases.filter { style in style != .custom && table.cellKinds.contains { $0.style == style } }
    }

    private static func cellClassName(_ style: CellStyle) -> String {
        style.rawValue.prefix(1).uppercased() + style.rawValue.dropFirst() + "Cell"
    }

    private func cellClass(_ style: CellStyle) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: ["A cell in the `\(style.rawValue)` style, whatever style it is created with."], modifiers: ["final"]),
            .class, Self.cellClassName(style), inherits: ["UITableViewCell"], members: [
                .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["override"]), "init", [
                    SwiftParameter(nil, "style", .named("UITableViewCell.CellStyle")), SwiftParameter(nil, "reuseIdentifier", .optional(.string)),
                ], body: [
                    .expression(.call(.path("super.init"), [SwiftArgument("style", .dot(style.rawValue)), SwiftArgument("reuseIdentifier", .name("reuseIdentifier"))])),
                ])),
                .blank,
                failableCoderInit(),
            ]))
    }

    private func failableCoderInit() -> SwiftDeclaration {
        var initializer = SwiftFunction(SwiftDeclarationHeader(modifiers: ["required"]), "init", [SwiftParameter(nil, "coder", .named("NSCoder"))], body: [
            .expression(.call(.path("super.init"), [SwiftArgument("coder", .name("coder"))])),
        ])
        initializer.isFailable = true
        return .function(initializer)
    }

    // MARK: The class

    private func dataSourceClass() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = properties()
        members += [.blank, initializer(), .blank, update(), .blank, install()]
        members += [.blank] + dataSourceMethods()
        members += delegateMethods()
        if table.hasEditing { members += editingMethods() }
        members += [.blank] + helpers()
        return .type(SwiftTypeDeclaration(
            SwiftDeclarationHeader(docs: [
                "The table's data source and delegate. Create one, keep it alive (the table view holds it weakly),",
                "and call `install(on:)`.",
            ], attributes: ["@MainActor"], modifiers: ["public", "final"]),
            .class, "DataSource", inherits: ["NSObject", "UITableViewDataSource", "UITableViewDelegate"], members: members))
    }

    private var hasInsert: Bool {
        table.containsCell { _, editing in editing.style == .insert }
    }

    private var hasDeleteConfirmation: Bool {
        table.containsCell { _, editing in editing.deleteConfirmation != nil }
    }

    private var hasDetailButtons: Bool {
        // Compared, not looked up in a set: this may run once per static row.
        let isButton = { (accessory: Accessory) in accessory == .detailButton || accessory == .detailDisclosureButton }
        return table.containsCell { appearance, _ in isButton(appearance.accessory) || isButton(appearance.editingAccessory) }
    }

    private var hasSectionHeights: Bool {
        table.sections.contains { $0.headerHeight != nil || $0.footerHeight != nil }
    }

    private func callback(_ name: String, _ docs: String, _ parameters: [SwiftType], returns: SwiftType = .void) -> SwiftDeclaration {
        .variable(SwiftVariable(SwiftDeclarationHeader(docs: [docs], modifiers: ["public"]), .var, name, type: .optionalFunction(parameters, returns)))
    }

    private func properties() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The rows as they are now; every edit made in the table is applied here first."], modifiers: ["public", "private(set)"]),
                                    .var, "content", type: .named("Content"))),
        ]
        if context.hasRowIDs { members.append(callback("onSelect", "Called when a row with an id is selected.", [.named("RowID")])) }
        if context.hasModels { members.append(callback("onSelectItem", "Called when a dynamic row is selected, with its item.", [.named("Item")])) }
        if hasDetailButtons { members.append(callback("onAccessoryButtonTap", "Called when a row's detail button is tapped.", [.named("Row"), .named("RowPosition")])) }
        members.append(callback("onContentChange", "Called after the user deletes, inserts or moves a row, or changes a checkmark.", [.named("Content")]))
        if hasInsert {
            members.append(callback("rowToInsert", "Supplies the row to insert when the user taps an insert control; nil inserts nothing.", [.named("RowPosition")], returns: .optional(.named("Row"))))
        }
        return members
    }

    /// The content the app hands over, regrouped by the collation when the spec groups by initial.
    private var givenContent: SwiftExpression {
        let collation = UIKitCollationGenerator(table: table)
        return collation.applies ? collation.collatedContent(.name("content")) : .name("content")
    }

    private func initializer() -> SwiftDeclaration {
        .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "content", .named("Content"), default: .call(.name("Content"), []))], body: [
            .assignment(.path("self.content"), givenContent),
            .expression(.call(.path("super.init"), [])),
        ]))
    }

    private func update() -> SwiftDeclaration {
        .function(SwiftFunction(.public("Replaces the content, such as when new items arrive, and reloads the table."), "update",
                                [SwiftParameter("_", "content", .named("Content")), SwiftParameter("in", "tableView", tableViewType)], body: [
            .assignment(.path("self.content"), givenContent),
            .expression(.call(.path("tableView.reloadData"), [])),
        ]))
    }

    private func install() -> SwiftDeclaration {
        var body: [SwiftStatement] = [
            .assignment(.path("tableView.dataSource"), .name("self")),
            .assignment(.path("tableView.delegate"), .name("self")),
        ]
        for kind in table.cellKinds {
            let cellClass = kind.customClass ?? (kind.style == .default ? "UITableViewCell" : Self.cellClassName(kind.style))
            body.append(.expression(.call(.path("tableView.register"), [
                SwiftArgument(nil, .metatype(.named(cellClass))), SwiftArgument("forCellReuseIdentifier", .string(kind.reuseIdentifier)),
            ])))
        }
        if let height = table.uniformRowHeight {
            body.append(.assignment(.path("tableView.rowHeight"), height.pointsOrNil.map(SwiftExpression.double) ?? .path("UITableView.automaticDimension")))
        }
        let settings: [(String, Double?)] = [
            ("estimatedRowHeight", table.estimatedRowHeight),
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
            body.append(.assignment(.path("tableView.tableHeaderView"), .call(.path("Self.label"), [SwiftArgument(nil, .string(header)), SwiftArgument("width", .path("tableView.bounds.width"))])))
        }
        if let footer = table.footer {
            body.append(.assignment(.path("tableView.tableFooterView"), .call(.path("Self.label"), [SwiftArgument(nil, .string(footer)), SwiftArgument("width", .path("tableView.bounds.width"))])))
        }
        body.append(.expression(.call(.path("tableView.reloadData"), [])))
        return .function(SwiftFunction(.public(
            "Makes this object the table view's data source and delegate, registers the cells and applies the spec's",
            "table settings. The table view's style is fixed when it is created: make it `.\(table.style.rawValue)`."),
            "install", [SwiftParameter("on", "tableView", tableViewType)], body: body))
    }

    // MARK: UITableViewDataSource

    private func method(_ name: String, _ parameters: [SwiftParameter], returns: SwiftType? = nil, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["public"]), name, parameters, returns: returns, body: body))
    }

    private var tableViewParameter: SwiftParameter { SwiftParameter("_", "tableView", tableViewType) }
    private var rowAtIndexPath: SwiftExpression { .call(.path("content.row"), [SwiftArgument("at", .call(.path("Self.position"), [SwiftArgument(nil, .name("indexPath"))]))]) }

    private func dataSourceMethods() -> [SwiftDeclaration] {
        let section = SwiftExpression.subscriptAccess(.path("content.sections"), [SwiftArgument(nil, .name("section"))])
        var members: [SwiftDeclaration] = [
            method("numberOfSections", [SwiftParameter("in", "tableView", tableViewType)], returns: .int, [.return(.path("content.numberOfSections"))]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("numberOfRowsInSection", "section", .int)], returns: .int, [
                .return(.call(.path("content.numberOfRows"), [SwiftArgument("inSection", .name("section"))])),
            ]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("cellForRowAt", "indexPath", indexPathType)], returns: .named("UITableViewCell"), [
                .constant("row", rowAtIndexPath),
                .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "cell", value: .call(.path("tableView.dequeueReusableCell"), [
                    SwiftArgument("withIdentifier", .path("row.reuseIdentifier")), SwiftArgument("for", .name("indexPath")),
                ])))),
                .assignment(.member(.optionalChain(.path("cell.textLabel")), "text"), .path("row.text")),
                .assignment(.member(.optionalChain(.path("cell.detailTextLabel")), "text"), .path("row.detail")),
                .assignment(.member(.optionalChain(.path("cell.imageView")), "image"), .call(.path("row.image.flatMap"), [SwiftArgument(nil, .path("Self.image"))])),
                .assignment(.path("cell.accessoryType"), .ternary(.path("row.isChecked"), .dot("checkmark"), .call(.path("Self.accessoryType"), [SwiftArgument(nil, .path("row.accessory"))]))),
                .assignment(.path("cell.editingAccessoryType"), .call(.path("Self.accessoryType"), [SwiftArgument(nil, .path("row.editingAccessory"))])),
                .assignment(.path("cell.selectionStyle"), .ternary(.path("row.isSelectable"), .dot("default"), .dot("none"))),
                .assignment(.path("cell.accessibilityLabel"), .path("row.accessibilityLabel")),
                .return(.name("cell")),
            ]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("titleForHeaderInSection", "section", .int)], returns: .optional(.string), [.return(section.member("header"))]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("titleForFooterInSection", "section", .int)], returns: .optional(.string), [.return(section.member("footer"))]),
        ]
        if table.index != nil {
            members += [
                .blank,
                method("sectionIndexTitles", [SwiftParameter("for", "tableView", tableViewType)], returns: .optional(.array(.string)), [.return(.path("content.sectionIndexTitles"))]),
                .blank,
                method("tableView", [tableViewParameter, SwiftParameter("sectionForSectionIndexTitle", "title", .string), SwiftParameter("at", "index", .int)], returns: .int, [
                    .return(.call(.path("content.section"), [SwiftArgument("forSectionIndexTitleAt", .name("index"))])),
                ]),
            ]
        }
        return members
    }

    // MARK: UITableViewDelegate

    private func delegateMethods() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if table.uniformRowHeight == nil {
            members += [.blank, method("tableView", [tableViewParameter, SwiftParameter("heightForRowAt", "indexPath", indexPathType)], returns: .named("CGFloat"), [
                .return(.binary(.call(.member(.member(rowAtIndexPath, "height"), "map"), [SwiftArgument(nil, .closure(parameters: [], body: [
                    .expression(.call(.name("CGFloat"), [SwiftArgument(nil, .name("$0"))])),
                ]))]), "??", .path("UITableView.automaticDimension"))),
            ])]
        }
        if hasSectionHeights {
            for (name, key, tableValue) in [("heightForHeaderInSection", "headerHeight", table.sectionHeaderHeight), ("heightForFooterInSection", "footerHeight", table.sectionFooterHeight)] {
                let fallback: SwiftExpression = tableValue.map { $0.pointsOrNil.map(SwiftExpression.double) ?? .path("UITableView.automaticDimension") } ?? .path("UITableView.automaticDimension")
                members += [.blank, method("tableView", [tableViewParameter, SwiftParameter(name, "section", .int)], returns: .named("CGFloat"), [
                    .return(.binary(.call(.member(.member(.subscriptAccess(.path("content.sections"), [SwiftArgument(nil, .name("section"))]), key), "map"), [SwiftArgument(nil, .closure(parameters: [], body: [
                        .expression(.call(.name("CGFloat"), [SwiftArgument(nil, .name("$0"))])),
                    ]))]), "??", fallback)),
                ])]
            }
        }
        members += [
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("willSelectRowAt", "indexPath", indexPathType)], returns: .optional(indexPathType), [
                .return(.ternary(.member(rowAtIndexPath, "isSelectable"), .name("indexPath"), .nil)),
            ]),
        ]
        // A tap needs handling only to move a checkmark or to tell the app which row it was.
        if table.hasSelectionLists || context.hasRowIDs || context.hasModels {
            members += [.blank, method("tableView", [tableViewParameter, SwiftParameter("didSelectRowAt", "indexPath", indexPathType)], didSelectBody())]
        }
        if hasDetailButtons {
            members += [.blank, method("tableView", [tableViewParameter, SwiftParameter("accessoryButtonTappedForRowWith", "indexPath", indexPathType)], [
                .constant("position", .call(.path("Self.position"), [SwiftArgument(nil, .name("indexPath"))])),
                .expression(.call(.optionalChain(.name("onAccessoryButtonTap")), [
                    SwiftArgument(nil, .call(.path("content.row"), [SwiftArgument("at", .name("position"))])), SwiftArgument(nil, .name("position")),
                ])),
            ])]
        }
        return members
    }

    /// Checkmark lists follow Apple's pattern: deselect at once, move or toggle the checkmark,
    /// reload the rows whose checkmark changed.
    private func didSelectBody() -> [SwiftStatement] {
        var body: [SwiftStatement] = [
            .constant("position", .call(.path("Self.position"), [SwiftArgument(nil, .name("indexPath"))])),
        ]
        if table.hasSelectionLists {
            body.append(.if([.expression(.binary(.member(.subscriptAccess(.path("content.sections"), [SwiftArgument(nil, .path("indexPath.section"))]), "selectionList"), "!=", .nil))], then: [
                .expression(.call(.path("tableView.deselectRow"), [SwiftArgument("at", .name("indexPath")), SwiftArgument("animated", .bool(true))])),
                .constant("changed", .call(.path("content.toggleCheckmark"), [SwiftArgument("at", .name("position"))])),
                .if([.expression(.prefix("!", .path("changed.isEmpty")))], then: [
                    .expression(.call(.path("tableView.reloadRows"), [
                        SwiftArgument("at", .call(.path("changed.map"), [SwiftArgument(nil, .path("Self.indexPath"))])), SwiftArgument("with", .dot("none")),
                    ])),
                    .expression(.call(.optionalChain(.name("onContentChange")), [SwiftArgument(nil, .name("content"))])),
                ]),
            ]))
        }
        if context.hasRowIDs || context.hasModels {
            // Read before the checkmark changes the content.
            body.insert(.constant("row", .call(.path("content.row"), [SwiftArgument("at", .name("position"))])), at: 1)
        }
        if context.hasRowIDs {
            body.append(.if([.binding("id", .path("row.id"))], then: [.expression(.call(.optionalChain(.name("onSelect")), [SwiftArgument(nil, .name("id"))]))]))
        }
        if context.hasModels {
            body.append(.if([.binding("item", .path("row.item"))], then: [.expression(.call(.optionalChain(.name("onSelectItem")), [SwiftArgument(nil, .name("item"))]))]))
        }
        return body
    }

    // MARK: Editing

    private func editingMethods() -> [SwiftDeclaration] {
        let position = SwiftExpression.call(.path("Self.position"), [SwiftArgument(nil, .name("indexPath"))])
        var members: [SwiftDeclaration] = [
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("canEditRowAt", "indexPath", indexPathType)], returns: .bool, [.return(.member(rowAtIndexPath, "canEdit"))]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("canMoveRowAt", "indexPath", indexPathType)], returns: .bool, [.return(.member(rowAtIndexPath, "canMove"))]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("editingStyleForRowAt", "indexPath", indexPathType)], returns: .named("UITableViewCell.EditingStyle"), [
                .return(.call(.path("Self.editingStyle"), [SwiftArgument(nil, .member(rowAtIndexPath, "editingStyle"))])),
            ]),
        ]
        if hasDeleteConfirmation {
            members += [.blank, method("tableView", [tableViewParameter, SwiftParameter("titleForDeleteConfirmationButtonForRowAt", "indexPath", indexPathType)], returns: .optional(.string), [
                .return(.member(rowAtIndexPath, "deleteConfirmation")),
            ])]
        }
        var cases: [SwiftSwitchCase] = [
            SwiftSwitchCase([.dot("delete")], [
                .expression(.call(.path("content.deleteRow"), [SwiftArgument("at", position)])),
                .expression(.call(.path("tableView.deleteRows"), [SwiftArgument("at", .array([.name("indexPath")], multiline: false)), SwiftArgument("with", .dot("automatic"))])),
            ]),
        ]
        if hasInsert {
            cases.append(SwiftSwitchCase([.dot("insert")], [
                .guard([.binding("row", .call(.optionalChain(.name("rowToInsert")), [SwiftArgument(nil, position)]))], else: [.return(nil)]),
                .expression(.call(.path("content.insertRow"), [SwiftArgument(nil, .name("row")), SwiftArgument("at", position)])),
                .expression(.call(.path("tableView.insertRows"), [SwiftArgument("at", .array([.name("indexPath")], multiline: false)), SwiftArgument("with", .dot("automatic"))])),
            ]))
        }
        cases.append(SwiftSwitchCase([], [.return(nil)]))
        members += [
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("commit", "editingStyle", .named("UITableViewCell.EditingStyle")), SwiftParameter("forRowAt", "indexPath", indexPathType)], [
                .switch(.name("editingStyle"), cases),
                .expression(.call(.optionalChain(.name("onContentChange")), [SwiftArgument(nil, .name("content"))])),
            ]),
            .blank,
            method("tableView", [tableViewParameter, SwiftParameter("moveRowAt", "sourceIndexPath", indexPathType), SwiftParameter("to", "destinationIndexPath", indexPathType)], [
                .expression(.call(.path("content.moveRow"), [
                    SwiftArgument("from", .call(.path("Self.position"), [SwiftArgument(nil, .name("sourceIndexPath"))])),
                    SwiftArgument("to", .call(.path("Self.position"), [SwiftArgument(nil, .name("destinationIndexPath"))])),
                ])),
                .expression(.call(.optionalChain(.name("onContentChange")), [SwiftArgument(nil, .name("content"))])),
            ]),
        ]
        return members
    }

    // MARK: Helpers

    private func helpers() -> [SwiftDeclaration] {
        let privateStatic = SwiftDeclarationHeader(modifiers: ["private", "static"])
        var members: [SwiftDeclaration] = [
            .function(SwiftFunction(privateStatic, "position", [SwiftParameter("_", "indexPath", indexPathType)], returns: .named("RowPosition"), body: [
                .return(.call(.name("RowPosition"), [SwiftArgument("section", .path("indexPath.section")), SwiftArgument("row", .path("indexPath.row"))])),
            ])),
            .blank,
            .function(SwiftFunction(privateStatic, "indexPath", [SwiftParameter("_", "position", .named("RowPosition"))], returns: indexPathType, body: [
                .return(.call(.name("IndexPath"), [SwiftArgument("row", .path("position.row")), SwiftArgument("section", .path("position.section"))])),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(docs: ["An asset catalog image, else an SF Symbol of that name."], modifiers: ["private", "static"]),
                                    "image", [SwiftParameter("named", "name", .string)], returns: .optional(.named("UIImage")), body: [
                .return(.binary(.call(.name("UIImage"), [SwiftArgument("named", .name("name"))]), "??", .call(.name("UIImage"), [SwiftArgument("systemName", .name("name"))]))),
            ])),
            .blank,
            .function(SwiftFunction(privateStatic, "accessoryType", [SwiftParameter("_", "accessory", .named("Accessory"))], returns: .named("UITableViewCell.AccessoryType"), body: [
                .switch(.name("accessory"), Accessory.allCases.map { SwiftSwitchCase([.dot($0.rawValue)], [.return(.dot($0.rawValue))]) }),
            ])),
        ]
        if table.hasEditing {
            members += [.blank, .function(SwiftFunction(privateStatic, "editingStyle", [SwiftParameter("_", "style", .named("EditingStyle"))], returns: .named("UITableViewCell.EditingStyle"), body: [
                .switch(.name("style"), EditingStyle.allCases.map { SwiftSwitchCase([.dot($0.rawValue)], [.return(.dot($0.rawValue))]) }),
            ]))]
        }
        if table.header != nil || table.footer != nil {
            members += [.blank, .function(SwiftFunction(SwiftDeclarationHeader(docs: ["The table header or footer: a label in the footnote style."], modifiers: ["private", "static"]),
                                                        "label", [SwiftParameter("_", "text", .string), SwiftParameter("width", "width", .named("CGFloat"))], returns: .named("UIView"), body: [
                .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, "label", value: .call(.name("UILabel"), [SwiftArgument("frame", .call(.name("CGRect"), [
                    SwiftArgument("x", .integer(0)), SwiftArgument("y", .integer(0)), SwiftArgument("width", .name("width")), SwiftArgument("height", .integer(44)),
                ]))])))),
                .assignment(.path("label.text"), .name("text")),
                .assignment(.path("label.numberOfLines"), .integer(0)),
                .assignment(.path("label.textAlignment"), .dot("center")),
                .assignment(.path("label.font"), .call(.path("UIFont.preferredFont"), [SwiftArgument("forTextStyle", .dot("footnote"))])),
                .assignment(.path("label.textColor"), .path("UIColor.secondaryLabel")),
                .assignment(.path("label.autoresizingMask"), .array([.dot("flexibleWidth")], multiline: false)),
                .return(.name("label")),
            ]))]
        }
        return members
    }
}
