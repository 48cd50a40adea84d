import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// The types around `DataSource`: the protocol an app's own cells adopt, the diffable data
/// source that answers titles, the index and editing, the table header and footer view, and the
/// ready view controller.
struct UIKitSupportGenerator {
    let facts: UIKitFacts
    private var table: ResolvedTable { facts.table }

    func customCellProtocol() -> SwiftDeclaration {
        .protocol(SwiftProtocol(SwiftDeclarationHeader(docs: [
            "Adopt it in a cell class of your own (`style: custom`) to be handed the row every time the cell shows one:",
            "its text, detail, image name, switch state and, for a dynamic row, its item. The data source never touches a",
            "custom cell's labels or layout.",
        ], attributes: ["@MainActor"], modifiers: ["public"]), "CustomCell", inherits: ["UITableViewCell"], requirements: [
            SwiftFunction(SwiftDeclarationHeader(docs: ["Shows `row`."]), "configure", [SwiftParameter("with", "row", .named("Row"))], body: []),
        ]))
    }

    func cellSource() -> SwiftDeclaration {
        let owner = SwiftExpression.optionalChain(.name("owner"))
        let rowAt = SwiftExpression.call(owner.member("row"), [SwiftArgument("at", .name("indexPath"))])
        func override(_ label: String, _ name: String, _ type: SwiftType, returns: SwiftType? = nil, _ body: [SwiftStatement], extra: [SwiftParameter] = []) -> [SwiftDeclaration] {
            [.blank, .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["override"]), "tableView",
                                             [UIKitFacts.tableViewParameter, SwiftParameter(label, name, type)] + extra, returns: returns, body: body))]
        }
        var members: [SwiftDeclaration] = [.variable(SwiftVariable(SwiftDeclarationHeader(modifiers: ["weak"]), .var, "owner", type: .optional(.named("DataSource"))))]
        members += override("titleForHeaderInSection", "section", .int, returns: .optional(.string), [
            .return(.member(.optionalChain(.call(owner.member("section"), [.value(.name("section"))])), "header")),
        ])
        members += override("titleForFooterInSection", "section", .int, returns: .optional(.string), [
            .return(.member(.optionalChain(.call(owner.member("section"), [.value(.name("section"))])), "footer")),
        ])
        if table.index != nil {
            members += [.blank, .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["override"]), "sectionIndexTitles",
                                                        [SwiftParameter("for", "tableView", UIKitFacts.tableView)], returns: .optional(.array(.string)), body: [
                .return(owner.member("content").member("sectionIndexTitles")),
            ]))]
            members += override("sectionForSectionIndexTitle", "title", .string, returns: .int, [
                .return(.binary(.call(owner.member("content").member("section"), [SwiftArgument("forSectionIndexTitleAt", .name("index"))]), "??", .integer(0))),
            ], extra: [SwiftParameter("at", "index", .int)])
        }
        if facts.needsEditingMethods {
            // UIKit swipes only rows it may edit: a row with swipe actions is one.
            members += override("canEditRowAt", "indexPath", UIKitFacts.indexPath, returns: .bool, facts.hasSwipeActions ? [
                .guard([.binding("row", rowAt)], else: [.return(.bool(false))]),
                .return(.path("row.canEdit").op("||", .path("row.actions.hasSwipeActions"))),
            ] : [.return(.binary(.member(.optionalChain(rowAt), "canEdit"), "??", .bool(false)))])
            members += override("canMoveRowAt", "indexPath", UIKitFacts.indexPath, returns: .bool, [.return(.binary(.member(.optionalChain(rowAt), "canMove"), "??", .bool(false)))])
            members += override("commit", "editingStyle", .named("UITableViewCell.EditingStyle"), [
                .run(.call(owner.member("commit"), [.value(.name("editingStyle")), SwiftArgument("at", .name("indexPath"))])),
            ], extra: [SwiftParameter("forRowAt", "indexPath", UIKitFacts.indexPath)])
            members += override("moveRowAt", "sourceIndexPath", UIKitFacts.indexPath, [
                .run(.call(owner.member("moveRow"), [SwiftArgument("from", .name("sourceIndexPath")), SwiftArgument("to", .name("destinationIndexPath"))])),
            ], extra: [SwiftParameter("to", "destinationIndexPath", UIKitFacts.indexPath)])
        }
        return .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: [
            "The cells' diffable data source. It also answers what a data source is asked besides cells (titles, the index,",
            "editing) from its owner's content, and hands the user's edits to the owner.",
        ], modifiers: ["final"]), .class, "CellSource", inherits: ["UITableViewDiffableDataSource<SectionIdentity, RowIdentity>"], members: members))
    }

    /// What `CellSource` reads from the data source.
    func dataSourceAccessors() -> [SwiftDeclaration] {
        [
            .blank,
            UIKitFacts.method(["fileprivate"], "row", [SwiftParameter("at", "indexPath", UIKitFacts.indexPath)], returns: .optional(.named("Row")), [
                .return(UIKitFacts.row(at: UIKitFacts.position())),
            ]),
            .blank,
            UIKitFacts.method(["fileprivate"], "section", [SwiftParameter("_", "index", .int)], returns: .optional(.named("Section")), [
                .return(.ternary(.path("content.sections.indices").call("contains", .value(.name("index"))), .path("content.sections").at(.name("index")), .nil)),
            ]),
            .blank,
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: ["The one action a row's switch has, replaced when its cell is reused."], modifiers: ["private", "static"]),
                                    .let, "switchAction", value: .call(.path("UIAction.Identifier"), [.value(.string("TableSpec.switch"))]))),
        ]
    }

    func tableTextView() -> [SwiftDeclaration] {
        let margin = 16, padding = 12
        let view = SwiftTypeDeclaration(SwiftDeclarationHeader(docs: [
            "The table's header or footer text, in the footnote style. UIKit keeps a table header view at the height it had",
            "when it was set, so this view works out its height from the table's width and the text size whenever it lays",
            "out, and hands itself to the table again when that changes: wrapped text and large Dynamic Type never clip.",
        ], modifiers: ["final"]), .class, "TableTextView", inherits: ["UIView"], members: [
            .variable(SwiftVariable(SwiftDeclarationHeader(modifiers: ["private"]), .let, "label", value: .call(.name("UILabel"), []))),
            .variable(SwiftVariable(SwiftDeclarationHeader(modifiers: ["private"]), .var, "textSizeObserver", type: .optional(.named("TextSizeObserver")))),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(), "init", [SwiftParameter(nil, "text", .string)], body: [
                .run(.call(.path("super.init"), [SwiftArgument("frame", .call(.name("CGRect"), [
                    SwiftArgument("x", .integer(0)), SwiftArgument("y", .integer(0)), SwiftArgument("width", .integer(320)), SwiftArgument("height", .integer(44)),
                ]))])),
                .assignment(.path("label.text"), .name("text")),
                .assignment(.path("label.numberOfLines"), .integer(0)),
                .assignment(.path("label.textAlignment"), .dot("center")),
                .assignment(.path("label.font"), .call(.path("UIFont.preferredFont"), [SwiftArgument("forTextStyle", .dot("footnote"))])),
                .assignment(.path("label.adjustsFontForContentSizeCategory"), .bool(true)),
                .assignment(.path("label.textColor"), .path("UIColor.secondaryLabel")),
                .run(.invoke("addSubview", .value(.name("label")))),
                .assignment(.name("textSizeObserver"), .call(.name("TextSizeObserver"), [.value(.closure(parameters: ["[weak self]"], body: [
                    .expression(.call(.path("self?.setNeedsLayout"), [])),
                ]))])),
            ])),
            .blank,
            failableCoderInit(),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["override"]), "layoutSubviews", body: [
                .run(.invoke("super.layoutSubviews")),
                .constant("width", .call(.name("max"), [.value(.path("bounds.width").op("-", .integer(2 * margin))), .value(.integer(0))])),
                .constant("fitted", .call(.path("label.sizeThatFits"), [.value(.call(.name("CGSize"), [
                    SwiftArgument("width", .name("width")), SwiftArgument("height", .path("CGFloat.greatestFiniteMagnitude")),
                ]))])),
                .constant("height", .call(.path("fitted.height.rounded"), [.value(.dot("up"))]).op("+", .integer(2 * padding))),
                .assignment(.path("label.frame"), .call(.name("CGRect"), [
                    SwiftArgument("x", .integer(margin)), SwiftArgument("y", .integer(padding)), SwiftArgument("width", .name("width")),
                    SwiftArgument("height", .name("height").op("-", .integer(2 * padding))),
                ])),
                .guard([.expression(.call(.name("abs"), [.value(.name("height").op("-", .path("bounds.height")))]).op(">", .double(0.5))),
                        .binding("tableView", .conditionalCast(.name("superview"), .named("UITableView")))], else: [.return(nil)]),
                .assignment(.path("frame.size.height"), .name("height")),
                .if([.expression(.path("tableView.tableHeaderView").op("===", .name("self")))], then: [
                    .assignment(.path("tableView.tableHeaderView"), .name("self")),
                ], else: [
                    .if([.expression(.path("tableView.tableFooterView").op("===", .name("self")))], then: [
                        .assignment(.path("tableView.tableFooterView"), .name("self")),
                    ]),
                ]),
            ])),
        ])
        let observer = SwiftTypeDeclaration(SwiftDeclarationHeader(docs: [
            "Calls its handler when the user changes the text size, until it is released: then it stops listening.",
        ], modifiers: ["nonisolated", "final"]), .class, "TextSizeObserver", members: [
            .variable(SwiftVariable(SwiftDeclarationHeader(modifiers: ["private"]), .let, "token", type: .existential("NSObjectProtocol"))),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(), "init", [SwiftParameter("_", "handler", .attributed(["@escaping", "@MainActor"], .function([], .void)))], body: [
                .assignment(.name("token"), .call(.path("NotificationCenter.default.addObserver"), [
                    SwiftArgument("forName", .path("UIContentSizeCategory.didChangeNotification")), SwiftArgument("object", .nil),
                    SwiftArgument("queue", .path("OperationQueue.main")),
                    SwiftArgument("using", .closure(parameters: ["_"], body: [
                        .run(.invoke("MainActor.assumeIsolated", .value(.closure(parameters: [], body: [.run(.call(.name("handler"), []))])))),
                    ])),
                ])),
            ])),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(), "deinit", body: [
                .run(.invoke("NotificationCenter.default.removeObserver", .value(.name("token")))),
            ])),
        ])
        return [.type(view), .blank, .type(observer)]
    }

    private func failableCoderInit() -> SwiftDeclaration {
        var initializer = SwiftFunction(SwiftDeclarationHeader(modifiers: ["required"]), "init", [SwiftParameter(nil, "coder", .named("NSCoder"))], body: [.return(.nil)])
        initializer.isFailable = true
        return .function(initializer)
    }

    func viewController() -> SwiftDeclaration {
        var viewDidLoad: [SwiftStatement] = [
            .run(.invoke("super.viewDidLoad")),
            .assignment(.name("clearsSelectionOnViewWillAppear"), .bool(true)),
            .run(.call(.path("dataSource.install"), [SwiftArgument("on", .name("tableView"))])),
        ]
        if table.hasEditing { viewDidLoad.append(.assignment(.path("navigationItem.rightBarButtonItem"), .name("editButtonItem"))) }
        if facts.context.hasOpens { viewDidLoad.insert(.assignment(.path("dataSource.hostViewController"), .name("self")), at: 2) }
        var coderInit = SwiftFunction(SwiftDeclarationHeader(docs: ["From a storyboard: the style is the storyboard's."], modifiers: ["public", "required"]), "init",
                                      [SwiftParameter(nil, "coder", .named("NSCoder"))], body: [
            .assignment(.path("self.dataSource"), .call(.name("DataSource"), [])),
            .run(.call(.path("super.init"), [SwiftArgument("coder", .name("coder"))])),
        ])
        coderInit.isFailable = true
        return .type(SwiftTypeDeclaration(SwiftDeclarationHeader(docs: [
            "The table in a ready table view controller: it makes the table view in the spec's style (`.\(table.style.rawValue)`), installs",
            "`dataSource`, shows an Edit button when rows can be edited, and clears the selection when it appears.",
        ], attributes: ["@MainActor"], modifiers: ["open"]), .class, "ViewController", inherits: ["UITableViewController"], members: [
            .variable(SwiftVariable(.public("The data source: set its callbacks, update its content."), .let, "dataSource", type: .named("DataSource"))),
            .blank,
            .function(SwiftFunction(.public(), "init", [SwiftParameter(nil, "content", .named("Content"), default: .call(.name("Content"), []))], body: [
                .assignment(.path("self.dataSource"), .call(.name("DataSource"), [SwiftArgument("content", .name("content"))])),
                .run(.call(.path("super.init"), [SwiftArgument("style", .dot(table.style.rawValue))])),
                .assignment(.name("title"), facts.text(table.title, key: StringKeys.table(table.name, "title"))),
            ])),
            .blank,
            .function(coderInit),
            .blank,
            .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["open", "override"]), "viewDidLoad", body: viewDidLoad)),
        ]))
    }
}
