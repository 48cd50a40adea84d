import TableSpecDiagnostics
import TableSpecXML

/// An XML tree to a `StoryboardDocument`: finds the scenes, their table views, sections and
/// cells, follows a cell's `textLabel`, `detailTextLabel` and `imageView` ids to the views in its
/// content view, and notes every part of a cell the spec cannot say.
struct StoryboardReader {
    var file: String
    /// Element id → the outlets pointing at it (`<outlet property="nameLabel" destination="…">`),
    /// from anywhere in the document: a controller's outlets to a cell's views live in the controller.
    private var outlets: [String: [String]] = [:]

    init(file: String) {
        self.file = file
    }

    mutating func read(_ root: XMLElement) -> Result<StoryboardDocument, Diagnostic> {
        let type = root.attribute("type") ?? ""
        if root.name == "document", root.attribute("targetRuntime") == "MacOSX.Cocoa" || type.contains(".Cocoa.") {
            return .failure(
                .error(
                    """
                    this is a macOS storyboard (targetRuntime MacOSX.Cocoa, whose tables are NSTableView); tablespec imports the \
                    UITableViews of iOS storyboards
                    """, at: location(root.range)))
        }
        guard root.name == "document", type.hasSuffix(".Storyboard.XIB") else {
            let what =
                root.name == "document" && type.hasSuffix(".XIB") ? "a xib, not a storyboard" : "not a storyboard: its root element is <\(root.name)>"
            return .failure(
                .error(
                    "\(what); a storyboard starts with <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">",
                    at: location(root.range)))
        }
        var appClasses: Set<String> = []
        root.forEachDescendant { element in
            if let customClass = element.attribute("customClass") { appClasses.insert(customClass) }
            if element.name == "outlet", let destination = element.attribute("destination"), let property = element.attribute("property") {
                outlets[destination, default: []].append(property)
            }
        }
        var scenes: [StoryboardScene] = []
        for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
            guard let objects = scene.child("objects"),
                let controller = objects.children.first(where: { $0.attribute("sceneMemberID") == "viewController" })
            else { continue }
            var tableViews: [StoryboardTableView] = []
            collectTableViews(in: controller, into: &tableViews)
            scenes.append(
                StoryboardScene(
                    controllerID: controller.attribute("id") ?? "",
                    controllerKind: controller.name,
                    storyboardIdentifier: controller.attribute("storyboardIdentifier"),
                    title: controller.attribute("title") ?? controller.child("navigationItem", key: "navigationItem")?.attribute("title"),
                    customClass: controller.attribute("customClass"),
                    range: controller.range,
                    tableViews: tableViews
                ))
        }
        return .success(StoryboardDocument(scenes: scenes, appClasses: appClasses))
    }

    private func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: file, range: range)
    }

    /// Table views anywhere in a controller's view hierarchy, in document order; a table view
    /// inside another's cell is not looked for.
    private func collectTableViews(in element: XMLElement, into tableViews: inout [StoryboardTableView]) {
        for child in element.children {
            if child.name == "tableView" {
                tableViews.append(tableView(child))
            } else {
                collectTableViews(in: child, into: &tableViews)
            }
        }
    }

    private func tableView(_ element: XMLElement) -> StoryboardTableView {
        var dropped: [DroppedPart] = []
        for key in ["tableHeaderView", "tableFooterView"] {
            if let view = element.children.first(where: { $0.attribute("key") == key }) {
                dropped.append(
                    DroppedPart(
                        message:
                            "the table's \(key == "tableHeaderView" ? "header" : "footer") view (a <\(view.name)>) is dropped; a spec's `\(key == "tableHeaderView" ? "header" : "footer")` is text only",
                        range: view.range))
            }
        }
        let sections = (element.child("sections")?.children ?? []).filter { $0.name == "tableViewSection" }.map { section in
            StoryboardSection(
                headerTitle: section.attribute("headerTitle"),
                footerTitle: section.attribute("footerTitle"),
                range: section.range,
                cells: (section.child("cells")?.children ?? []).filter { $0.name == "tableViewCell" }.map(cell)
            )
        }
        return StoryboardTableView(
            range: element.range,
            style: element.attribute("style"),
            separatorStyle: element.attribute("separatorStyle"),
            rowHeight: element.attribute("rowHeight"),
            estimatedRowHeight: element.attribute("estimatedRowHeight"),
            sectionHeaderHeight: element.attribute("sectionHeaderHeight"),
            sectionFooterHeight: element.attribute("sectionFooterHeight"),
            estimatedSectionHeaderHeight: element.attribute("estimatedSectionHeaderHeight"),
            estimatedSectionFooterHeight: element.attribute("estimatedSectionFooterHeight"),
            dataMode: element.attribute("dataMode"),
            allowsSelection: element.attribute("allowsSelection"),
            allowsMultipleSelection: element.attribute("allowsMultipleSelection"),
            sections: sections,
            prototypes: (element.child("prototypes")?.children ?? []).filter { $0.name == "tableViewCell" }.map(cell),
            dropped: dropped
        )
    }

    private func cell(_ element: XMLElement) -> StoryboardCell {
        var cell = StoryboardCell(
            range: element.range,
            style: element.attribute("style"),
            customClass: element.attribute("customClass"),
            reuseIdentifier: element.attribute("reuseIdentifier"),
            accessoryType: element.attribute("accessoryType"),
            editingAccessoryType: element.attribute("editingAccessoryType"),
            selectionStyle: element.attribute("selectionStyle"),
            rowHeight: element.attribute("rowHeight"),
            accessibilityLabel: element.child("accessibility", key: "accessibilityConfiguration")?.attribute("label"),
            segues: [],
            dropped: []
        )
        for connection in element.child("connections")?.children ?? [] where connection.name == "segue" {
            cell.segues.append(
                StoryboardSegue(
                    kind: connection.attribute("kind") ?? "", destination: connection.attribute("destination") ?? "",
                    identifier: connection.attribute("identifier"), trigger: connection.attribute("trigger"),
                    range: connection.range))
        }
        cell.connections = connections(of: element)
        if let background = element.child("color", key: "backgroundColor"), !isDefaultBackground(background) {
            cell.dropped.append(
                DroppedPart(message: "the cell's background colour is dropped; the spec draws cells in the system colours", range: background.range))
        }
        let contentView = element.children.first { $0.attribute("key") == "contentView" }
        let subviews = contentView?.child("subviews")?.children ?? []
        if cell.customClass != nil, cell.style == nil {
            // A custom cell class of the app's: the spec registers the class, so the layout drawn in
            // the storyboard is not loaded. Its labels still give the row its texts. (A class on one
            // of the four styles is read as that style: its built-in labels are the row's texts.)
            readLabels(of: element, subviews: subviews, into: &cell, reportOthers: false)
            let constraints = contentView?.child("constraints")?.children.count ?? 0
            if !subviews.isEmpty, let contentView {
                cell.dropped.append(
                    DroppedPart(
                        message:
                            "the layout of the custom cell '\(cell.customClass ?? "")' (\(count(subviews.count, "subview"))\(constraints > 0 ? ", " + count(constraints, "constraint") : "")) is dropped: the generated data source registers the class, so the class builds its own views",
                        range: contentView.range))
            }
            return cell
        }
        readLabels(of: element, subviews: subviews, into: &cell, reportOthers: true)
        return cell
    }

    /// Fills the texts, image and switch from the content view, and notes the subviews left over.
    private func readLabels(of element: XMLElement, subviews: [XMLElement], into cell: inout StoryboardCell, reportOthers: Bool) {
        let textID = element.attribute("textLabel"), detailID = element.attribute("detailTextLabel"), imageID = element.attribute("imageView")
        // A "Custom" cell with no class and one label reads as a plain cell with that text.
        let loneLabel =
            cell.style == nil && cell.customClass == nil && textID == nil
            ? subviews.filter { $0.name == "label" }.count == 1 ? subviews.first { $0.name == "label" } : nil
            : nil
        var droppedIDs: Set<String> = []
        var switches: [XMLElement] = []
        for view in subviews {
            let id = view.attribute("id")
            if id != nil, id == textID || (loneLabel != nil && id == loneLabel?.attribute("id")) {
                cell.text = labelText(view, into: &cell)
            } else if id != nil, id == detailID {
                cell.detail = labelText(view, into: &cell)
            } else if id != nil, id == imageID {
                if let name = view.attribute("image") {
                    cell.image = StoryboardImage(name: name, isSystemSymbol: view.attribute("catalog") == "system")
                }
                if let tint = view.child("color", key: "tintColor") {
                    cell.dropped.append(DroppedPart(message: "the image's tint colour is dropped", range: tint.range))
                }
            } else if view.name == "switch" {
                switches.append(view)
            } else {
                if let id { droppedIDs.insert(id) }
                if reportOthers {
                    cell.dropped.append(
                        DroppedPart(
                            message:
                                "a custom subview (<\(view.name)>\(view.attribute("text").map { " '\($0)'" } ?? "")) is dropped; the spec has no place for it",
                            range: view.range))
                }
            }
        }
        guard reportOthers else { return }
        if switches.count == 1, droppedIDs.isEmpty, let control = switches.first {
            cell.switchControl = StoryboardSwitch(isOn: control.attribute("on") == "YES", range: control.range)
        } else {
            for control in switches {
                if let id = control.attribute("id") { droppedIDs.insert(id) }
                cell.dropped.append(
                    DroppedPart(
                        message: "a switch in a cell that is not otherwise a standard one is dropped; only a lone switch becomes `control: switch`",
                        range: control.range))
            }
        }
        // Constraints that place only what the spec carries (a switch, the built-in labels) go
        // with the layout UIKit makes; ones that place a dropped view are reported with it.
        if let constraints = element.children.first(where: { $0.attribute("key") == "contentView" })?.child("constraints") {
            let placing = constraints.children.filter { constraint in
                [constraint.attribute("firstItem"), constraint.attribute("secondItem")].contains { $0.map(droppedIDs.contains) ?? false }
            }
            if !placing.isEmpty {
                cell.dropped.append(
                    DroppedPart(
                        message: "\(count(placing.count, "layout constraint")) of the dropped subviews \(placing.count == 1 ? "is" : "are") dropped",
                        range: constraints.range))
            }
        }
    }

    /// A label's text (its `text` attribute, a `<string key="text">`, or the fragments of its
    /// attributed text), noting a custom font or colour as dropped.
    private func labelText(_ label: XMLElement, into cell: inout StoryboardCell) -> String? {
        var text = label.attribute("text") ?? label.child("string", key: "text")?.text
        if text == nil, let attributed = label.child("attributedString", key: "attributedText") {
            cell.dropped.append(
                DroppedPart(message: "the attributes of an attributed text are dropped; its characters are kept", range: attributed.range))
            text = attributed.children.filter { $0.name == "fragment" }.map {
                $0.attribute("content") ?? $0.child("string", key: "content")?.text ?? ""
            }.joined()
        }
        if let font = label.child("fontDescription", key: "fontDescription"),
            font.attribute("name") != nil || !["system", nil].contains(font.attribute("type"))
        {
            cell.dropped.append(
                DroppedPart(message: "the font of the label '\(text ?? "")' is dropped; the spec uses the cell style's fonts", range: font.range))
        }
        if let color = label.child("color", key: "textColor") {
            cell.dropped.append(
                DroppedPart(
                    message: "the text colour of the label '\(text ?? "")' is dropped; the spec uses the cell style's colours", range: color.range))
        }
        return text
    }

    private func isDefaultBackground(_ color: XMLElement) -> Bool {
        ["systemBackgroundColor", "secondarySystemGroupedBackgroundColor"].contains(color.attribute("systemColor"))
            || color.attribute("cocoaTouchSystemColor") == "tableCellGroupedBackgroundColor"
            || (color.attribute("white") == "1" && color.attribute("alpha") == "1")
    }

    /// The outlets to the cell and every view in it, and the actions they send (a switch's
    /// `valueChanged`, a button's tap), in document order, each name once.
    private func connections(of cell: XMLElement) -> [CellConnection] {
        var found: [CellConnection] = []
        func add(_ connection: CellConnection) {
            if !found.contains(connection) { found.append(connection) }
        }
        func visit(_ element: XMLElement) {
            for property in element.attribute("id").flatMap({ outlets[$0] }) ?? [] { add(CellConnection(kind: .outlet, name: property)) }
            for connection in element.child("connections")?.children ?? [] {
                if connection.name == "action", let selector = connection.attribute("selector") { add(CellConnection(kind: .action, name: selector)) }
                if connection.name == "outlet", let property = connection.attribute("property") { add(CellConnection(kind: .outlet, name: property)) }
            }
            for child in element.children where child.name != "connections" { visit(child) }
        }
        visit(cell)
        return found
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
