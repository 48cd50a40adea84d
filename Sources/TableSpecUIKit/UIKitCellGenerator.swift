import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// How a row becomes a cell.
///
/// Built-in styles are drawn with `UIListContentConfiguration` (`cell()`, `subtitleCell()`,
/// `valueCell()`, and a tuned one for value2), never through `textLabel`, `detailTextLabel` or
/// `imageView`, which Apple is deprecating. A row with an image reserves the standard image size,
/// so SF Symbols of different widths line up; text wraps when the row's height is automatic.
/// A `custom` row's cell is the app's: its layout is never touched, and it gets the row through
/// `CustomCell` and `configureCustomCell`. A switch is the cell's accessory view, its state read
/// from the row every time, so it survives reuse.
struct UIKitCellGenerator {
    let facts: UIKitFacts

    func dataSourceMembers() -> [SwiftDeclaration] {
        [.blank, cellMethod(), .blank, contentConfiguration(), .blank, value2Configuration(), .blank, switchView(), .blank, switchChanged(),
         .blank, respondsToTap(), .blank, imageHelper(), .blank, accessoryType()]
    }

    private func cellMethod() -> SwiftDeclaration {
        let row = SwiftExpression.name("row")
        return .function(SwiftFunction(.docs(["The cell for a row: the spec's kind, dequeued, configured from the row."], "fileprivate"), "cell",
                                       [SwiftParameter("in", "tableView", UIKitFacts.tableView), SwiftParameter("at", "indexPath", UIKitFacts.indexPath)],
                                       returns: .named("UITableViewCell"), body: [
            .constant("position", UIKitFacts.position()),
            .guard([.binding("row", UIKitFacts.row(at: .name("position")))], else: [.return(.call(.name("UITableViewCell"), []))]),
            .constant("cell", .call(.path("tableView.dequeueReusableCell"), [SwiftArgument("withIdentifier", .invoke("Self.cellIdentifier", SwiftArgument("for", row))),
                                                                                 SwiftArgument("for", .name("indexPath"))])),
            .comment("Off every cell, custom ones too, and back only on a switch row: left on a reused cell, it would flip the new row."),
            .constant("reusedSwitch", .conditionalCast(.path("cell.accessoryView"), .named("UISwitch"))),
            .assignment(.path("cell.accessoryView"), .nil),
            .if([.expression(.path("row.style").op("==", .dot("custom")))], then: [
                .if([.binding("cell", .conditionalCast(.name("cell"), .existential("CustomCell")))], then: [
                    .run(.invoke("cell.configure", SwiftArgument("with", row))),
                ]),
                UIKitFacts.notify("configureCustomCell", .name("cell"), UIKitFacts.event()),
            ], else: [
                .assignment(.path("cell.contentConfiguration"), .invoke("Self.contentConfiguration", SwiftArgument("for", row))),
            ]),
            .if([.expression(.path("row.control").op("==", .dot("switch")))], then: [
                .assignment(.path("cell.accessoryView"), .call(.name("switchView"), [SwiftArgument("reusing", .name("reusedSwitch")), SwiftArgument("for", .name("cell")), SwiftArgument("isOn", .path("row.isOn"))])),
                .assignment(.path("cell.accessoryType"), .dot("none")),
            ], else: [
                .assignment(.path("cell.accessoryType"), .ternary(.path("row.isChecked"), .dot("checkmark"), .invoke("Self.accessoryType", .value(.path("row.accessory"))))),
            ]),
            .assignment(.path("cell.editingAccessoryType"), .invoke("Self.accessoryType", .value(.path("row.editingAccessory")))),
            .assignment(.path("cell.selectionStyle"), .ternary(.call(.name("respondsToTap"), [.value(.name("position"))]), .dot("default"), .dot("none"))),
            .assignment(.path("cell.accessibilityLabel"), .path("row.accessibilityLabel")),
            .return(.name("cell")),
        ]))
    }

    private func contentConfiguration() -> SwiftDeclaration {
        let dimension = SwiftExpression.path("UIListContentConfiguration.ImageProperties.standardDimension")
        return .function(SwiftFunction(.docs(["The row's text, detail and image in its style's list configuration."], "private", "static"), "contentConfiguration",
                                       [SwiftParameter("for", "row", .named("Row"))], returns: .named("UIListContentConfiguration"), body: [
            .variable("content", type: .named("UIListContentConfiguration"), .invoke("UIListContentConfiguration.cell")),
            .switch(.path("row.style"), [
                SwiftSwitchCase([.dot("subtitle")], [.assignment(.name("content"), .invoke("UIListContentConfiguration.subtitleCell"))]),
                SwiftSwitchCase([.dot("value1")], [.assignment(.name("content"), .invoke("UIListContentConfiguration.valueCell"))]),
                SwiftSwitchCase([.dot("value2")], [.assignment(.name("content"), .invoke("Self.value2Configuration"))]),
                SwiftSwitchCase([.dot("default"), .dot("custom")], [.break]),
            ]),
            .assignment(.path("content.text"), .path("row.text")),
            .comment("UIKit's default style has no detail label."),
            .assignment(.path("content.secondaryText"), .ternary(.path("row.style").op("==", .dot("default")), .nil, .path("row.detail"))),
            .if([.binding("name", .path("row.image"))], then: [
                .assignment(.path("content.image"), .invoke("Self.image", SwiftArgument("named", .name("name")))),
                .constant("side", dimension),
                .assignment(.path("content.imageProperties.reservedLayoutSize"), .call(.name("CGSize"), [SwiftArgument("width", .name("side")), SwiftArgument("height", .name("side"))])),
            ]),
            .comment("A row of automatic height grows with its text; a fixed height shows one line."),
            .constant("lines", .ternary(.path("row.height").op("==", .nil), .integer(0), .integer(1))),
            .assignment(.path("content.textProperties.numberOfLines"), .name("lines")),
            .assignment(.path("content.secondaryTextProperties.numberOfLines"), .name("lines")),
            .switch(.path("row.role"), [
                SwiftSwitchCase([.dot("normal")], [.break]),
                SwiftSwitchCase([.dot("button")], [.assignment(.path("content.textProperties.color"), .path("UIColor.tintColor"))]),
                SwiftSwitchCase([.dot("destructive")], [.assignment(.path("content.textProperties.color"), .path("UIColor.systemRed"))]),
            ]),
            .return(.name("content")),
        ]))
    }

    private func value2Configuration() -> SwiftDeclaration {
        .function(SwiftFunction(.docs([
            "UIKit's value2 style, which has no list configuration of its own: a small tinted label, then the detail beside",
            "it in the body style.",
        ], "private", "static"), "value2Configuration", [], returns: .named("UIListContentConfiguration"), body: [
            .variable("content", .invoke("UIListContentConfiguration.cell")),
            .assignment(.path("content.prefersSideBySideTextAndSecondaryText"), .bool(true)),
            .assignment(.path("content.textProperties.font"), .call(.path("UIFont.preferredFont"), [SwiftArgument("forTextStyle", .dot("footnote"))])),
            .assignment(.path("content.textProperties.color"), .path("UIColor.tintColor")),
            .assignment(.path("content.secondaryTextProperties.font"), .call(.path("UIFont.preferredFont"), [SwiftArgument("forTextStyle", .dot("body"))])),
            .assignment(.path("content.secondaryTextProperties.color"), .path("UIColor.label")),
            .return(.name("content")),
        ]))
    }

    private func switchView() -> SwiftDeclaration {
        .function(SwiftFunction(.docs([
            "The cell's switch: the one it had when it is reused, set to the row's state, with one action that finds the",
            "cell's row when it fires (the row under a reused cell changes).",
        ], "private"), "switchView", [SwiftParameter("reusing", "reused", .optional(.named("UISwitch"))), SwiftParameter("for", "cell", .named("UITableViewCell")),
                                      SwiftParameter(nil, "isOn", .bool)], returns: .named("UISwitch"), body: [
            .constant("control", .binary(.name("reused"), "??", .call(.name("UISwitch"), []))),
            .run(.call(.path("control.setOn"), [.value(.name("isOn")), SwiftArgument("animated", .bool(false))])),
            .run(.call(.path("control.removeAction"), [SwiftArgument("identifiedBy", .path("Self.switchAction")), SwiftArgument("for", .dot("valueChanged"))])),
            .run(.call(.path("control.addAction"), [
                .value(.call(.name("UIAction"), [
                    SwiftArgument("identifier", .path("Self.switchAction")),
                    SwiftArgument("handler", .closure(parameters: ["[weak self, weak cell] action"], body: [
                        .guard([.binding("cell", .name("cell")), .binding("control", .conditionalCast(.path("action.sender"), .named("UISwitch")))], else: [.return(nil)]),
                        .run(.call(.path("self?.switchChanged"), [SwiftArgument("in", .name("cell")), SwiftArgument("to", .path("control.isOn"))])),
                    ])),
                ])),
                SwiftArgument("for", .dot("valueChanged")),
            ])),
            .return(.name("control")),
        ]))
    }

    private func switchChanged() -> SwiftDeclaration {
        .function(SwiftFunction(.docs(["Records a flipped switch in the content and tells the app."], "private"), "switchChanged",
                                [SwiftParameter("in", "cell", .named("UITableViewCell")), SwiftParameter("to", "isOn", .bool)], body: [
            .guard([.binding("indexPath", .call(.optionalChain(.name("tableView")).member("indexPath"), [SwiftArgument("for", .name("cell"))]))], else: [.return(nil)]),
            .constant("position", UIKitFacts.position()),
            UIKitFacts.copyContent,
            .guard([.expression(.call(.path("updated.setOn"), [.value(.name("isOn")), SwiftArgument("at", .name("position"))])),
                    .binding("row", .call(.path("updated.row"), [SwiftArgument("at", .name("position"))]))], else: [.return(nil)]),
            .comment("The switch already shows the change: no new snapshot."),
            .assignment(.name("content"), .name("updated")),
            .constant("event", UIKitFacts.event()),
            UIKitFacts.notify("onSwitchChange", .name("event")),
            UIKitFacts.notify("onContentChange", .call(.dot("switched"), [.value(.name("event"))])),
        ]))
    }

    private func respondsToTap() -> SwiftDeclaration {
        var reasons: [SwiftExpression] = [.path("content.sections").at(.path("position.section")).member("selectionList").op("!=", .nil)]
        if facts.context.hasRowIDs { reasons.append(.path("row.id").op("!=", .nil)) }
        if facts.context.hasModels { reasons.append(.path("row.item").op("!=", .nil)) }
        if facts.context.hasOpens { reasons.append(.path("row.opens").op("!=", .nil)) }
        if facts.allowsMultipleSelection { reasons.append(.bool(true)) }
        let condition = reasons.dropFirst().reduce(reasons[0]) { $0.op("||", $1) }
        return .function(SwiftFunction(.docs([
            "Whether tapping the row does something: it has an id or an item for `onSelect`, or it is in a checkmark list.",
            "A row that does nothing neither highlights nor selects.",
        ], "private"), "respondsToTap", [SwiftParameter("_", "position", .named("RowPosition"))], returns: .bool, body: [
            .guard([.binding("row", UIKitFacts.row(at: .name("position"))), .expression(.path("row.isSelectable"))], else: [.return(.bool(false))]),
            .return(condition),
        ]))
    }

    private func imageHelper() -> SwiftDeclaration {
        .function(SwiftFunction(.docs(["An asset catalog image, else an SF Symbol of that name."], "private", "static"),
                                "image", [SwiftParameter("named", "name", .string)], returns: .optional(.named("UIImage")), body: [
            .return(.binary(.call(.name("UIImage"), [SwiftArgument("named", .name("name"))]), "??", .call(.name("UIImage"), [SwiftArgument("systemName", .name("name"))]))),
        ]))
    }

    private func accessoryType() -> SwiftDeclaration {
        .function(SwiftFunction(SwiftDeclarationHeader(modifiers: ["private", "static"]), "accessoryType", [SwiftParameter("_", "accessory", .named("Accessory"))],
                                returns: .named("UITableViewCell.AccessoryType"), body: [
            .switch(.name("accessory"), Accessory.allCases.map { SwiftSwitchCase([.dot($0.rawValue)], [.return(.dot($0.rawValue))]) }),
        ]))
    }
}
