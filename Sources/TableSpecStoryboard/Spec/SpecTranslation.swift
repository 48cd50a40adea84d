import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel

/// A storyboard's table views to specs, with a warning at the storyboard's line and column for
/// everything the spec cannot say.
///
/// Every decision keeps the spec valid: where the storyboard combines things the format
/// refuses (a switch and an accessory, a switch and a segue, one reuse identifier for two kinds
/// of cell, an image in a `value2` cell), the importer keeps the one UIKit would show and warns
/// about the other.
struct SpecTranslation {
    var file: String
    /// The storyboard's file name, without its directory, for the comment in each spec.
    var fileName: String
    private(set) var warnings: [Diagnostic] = []
    /// What stops the import: two scenes whose derived names meet.
    private(set) var errors: [Diagnostic] = []
    /// The ids given to the rows of the table being translated, to keep each one unique.
    private var rowIDs: Set<String> = []
    /// The tables, by name, whose storyboard table view has no cells at all: opening one shows nothing.
    private var emptyTables: Set<String> = []

    init(file: String) {
        self.file = file
        fileName = file.split(separator: "/").last.map(String.init) ?? file
    }

    mutating func specs(from document: StoryboardDocument) -> [(spec: ImportedSpec, range: SourceRange, rows: Int)] {
        // Names first, so a segue can name a table that comes later in the file.
        var naming = TableNaming(appClasses: document.appClasses)
        var names: [[String]] = []
        var controllerTables: [String: String] = [:]
        for scene in document.scenes {
            let sceneNames = scene.tableViews.map { _ in name(for: scene, naming: &naming) }
            if let first = sceneNames.first, !scene.controllerID.isEmpty { controllerTables[scene.controllerID] = first }
            for (tableView, name) in zip(scene.tableViews, sceneNames)
            where tableView.prototypes.isEmpty && tableView.sections.allSatisfy(\.cells.isEmpty) {
                emptyTables.insert(name)
            }
            names.append(sceneNames)
        }
        var out: [(ImportedSpec, SourceRange, Int)] = []
        for (scene, sceneNames) in zip(document.scenes, names) {
            for (tableView, name) in zip(scene.tableViews, sceneNames) {
                let described = scene.storyboardIdentifier ?? scene.title ?? scene.customClass ?? scene.controllerKind
                let origin = "\(fileName), scene '\(described)' (line \(scene.range.start.line))"
                let spec = translate(tableView, name: name, origin: origin, tables: controllerTables)
                out.append((spec, tableView.range, spec.sections.reduce(0) { $0 + $1.rows.count }))
            }
        }
        return out
    }

    /// The scene's table name, reporting a rename away from a class of the app's, or a clash.
    private mutating func name(for scene: StoryboardScene, naming: inout TableNaming) -> String {
        switch naming.name(for: scene) {
        case .named(let name):
            return name
        case .renamed(let name, let original):
            warn(
                """
                the table is named '\(name)', not '\(original)': the storyboard names the class '\(original)', which the app \
                declares, and a table's name is a Swift type, which would redeclare it
                """, at: scene.range)
            return name
        case .clash(let name, let other):
            errors.append(
                .error(
                    """
                    two scenes would both be named '\(name)' (this one, and the one at line \(other.start.line)): each is named after a class \
                    of the app's; give one a storyboard identifier that is not a class name
                    """, at: SourceLocation(file: file, range: scene.range),
                    notes: [Diagnostic.Note("the other scene", at: SourceLocation(file: file, range: other))]))
            return name
        }
    }

    private mutating func warn(_ message: String, at range: SourceRange) {
        warnings.append(.warning(message, at: SourceLocation(file: file, range: range)))
    }

    private mutating func translate(_ tableView: StoryboardTableView, name: String, origin: String, tables: [String: String]) -> ImportedSpec {
        var spec = ImportedSpec(table: name, origin: origin)
        switch tableView.style ?? "plain" {
        case "plain": spec.style = .plain
        case "grouped": spec.style = .grouped
        case "insetGrouped": spec.style = .insetGrouped
        case let other: warn("the table style '\(other)' is not one of plain, grouped, insetGrouped; the table is plain", at: tableView.range)
        }
        switch tableView.separatorStyle ?? "default" {
        case "default", "singleLine": break
        case "none": spec.separator = SeparatorStyle.none
        case let other: warn("the separator style '\(other)' is drawn as a single line; the spec has singleLine and none", at: tableView.range)
        }
        spec.rowHeight = height(tableView.rowHeight, "row height", at: tableView.range)
        spec.estimatedRowHeight = estimate(tableView.estimatedRowHeight, "estimated row height", at: tableView.range)
        spec.sectionHeaderHeight = height(tableView.sectionHeaderHeight, "section header height", at: tableView.range)
        spec.sectionFooterHeight = height(tableView.sectionFooterHeight, "section footer height", at: tableView.range)
        spec.estimatedSectionHeaderHeight = estimate(tableView.estimatedSectionHeaderHeight, "estimated section header height", at: tableView.range)
        spec.estimatedSectionFooterHeight = estimate(tableView.estimatedSectionFooterHeight, "estimated section footer height", at: tableView.range)
        for part in tableView.dropped { warn(part.message, at: part.range) }
        if tableView.allowsSelection == "NO" {
            spec.selection = TableSelection.none
        } else if tableView.allowsMultipleSelection == "YES" {
            spec.selection = .multiple
        }
        rowIDs = []
        let cells = tableView.sections.flatMap(\.cells) + tableView.prototypes
        summarizeConnections(cells.flatMap(\.connections), at: tableView.range)

        var kinds: [String: (CellStyle?, String?)] = [:]
        if tableView.dataMode == "static" {
            spec.sections = tableView.sections.map { section in
                ImportedSection(
                    header: section.headerTitle, footer: section.footerTitle,
                    rows: section.cells.map { row(from: $0, tables: tables, kinds: &kinds, tableSelection: spec.selection, isStatic: true) })
            }
            if spec.sections.isEmpty { spec.sections = [ImportedSection(rows: [])] }
        } else {
            var prototypeNames: Set<String> = []
            for cell in tableView.prototypes {
                let base = SwiftNames.lowerCamel(cell.reuseIdentifier ?? "", fallback: "prototype")
                var key = base, number = 2
                while prototypeNames.contains(key) {
                    key = base + String(number)
                    number += 1
                }
                prototypeNames.insert(key)
                spec.prototypes.append((key, row(from: cell, tables: tables, kinds: &kinds, tableSelection: spec.selection, isStatic: false)))
            }
            spec.sections = [ImportedSection(rows: [])]
            spec.isPrototypeTable = true
            warn(
                "the table's cells are prototypes, imported as `prototypes` (\(tableView.prototypes.count)); a storyboard holds no data, so no items section was invented: \(name)'s one section is empty",
                at: tableView.range)
        }
        return spec
    }

    private mutating func row(
        from cell: StoryboardCell, tables: [String: String], kinds: inout [String: (CellStyle?, String?)],
        tableSelection: TableSelection?, isStatic: Bool
    ) -> ImportedRow {
        var row = ImportedRow()
        // A cell class on one of the four styles is a subclass drawn in that style: the class and
        // the style both stay, and so do the texts its built-in labels hold.
        row.className = cell.customClass
        switch cell.style {
        case nil where cell.customClass != nil: row.style = .custom
        case "IBUITableViewCellStyleDefault", nil: break
        case "IBUITableViewCellStyleSubtitle": row.style = .subtitle
        case "IBUITableViewCellStyleValue1": row.style = .value1
        case "IBUITableViewCellStyleValue2": row.style = .value2
        case let other?: warn("the cell style '\(other)' is not one of UIKit's four; the row is a default cell", at: cell.range)
        }
        row.text = cell.text
        row.detail = cell.detail
        if row.style == nil || row.style == .default, let detail = cell.detail {
            row.detail = nil
            warn("the detail text '\(detail)' is dropped: the default cell style has no detail label", at: cell.range)
        }
        if let image = cell.image {
            if row.style == .value2 {
                warn("the image '\(image.name)' is dropped: the value2 cell style has no image view", at: cell.range)
            } else {
                row.image = image.name
            }
        }
        row.accessory = accessory(cell.accessoryType, at: cell.range)
        row.editingAccessory = accessory(cell.editingAccessoryType, at: cell.range)
        if let control = cell.switchControl {
            row.hasSwitch = true
            row.isOn = control.isOn
            if let accessory = row.accessory {
                warn("the accessory \(accessory.rawValue) is dropped: the switch takes its place", at: cell.range)
                row.accessory = nil
            }
        }
        // A row the user can select, or whose accessory button does something, is named, so that
        // `onSelect` and `onAccessoryButtonTap` can tell it apart.
        let accessoryActs = row.accessory == .detailButton || row.accessory == .detailDisclosureButton
        let selectable = tableSelection != TableSelection.none && !row.hasSwitch && (cell.selectionStyle != "none" || !cell.segues.isEmpty)
        if isStatic, selectable || accessoryActs || cell.segues.contains(where: { $0.trigger == "accessoryAction" }) {
            row.id = uniqueID(from: cell.text ?? cell.reuseIdentifier)
        }
        row.segue = keptSegueIdentifier(of: cell)
        for segue in cell.segues {
            let named = segue.identifier.map { " '\($0)'" } ?? ""
            let shownID = Self.eventFields(id: row.id, segue: segue.identifier == row.segue ? row.segue : nil)
            let lost = Self.lostIdentifier(of: segue, kept: row.segue)
            if segue.trigger == "accessoryAction" {
                warn(
                    """
                    the \(segue.kind.isEmpty ? "" : segue.kind + " ")segue\(named) is fired by the accessory button, not by a tap on the row, \
                    so it is not `opens` (which the row's tap follows): handle it in onAccessoryButtonTap\(shownID)\(lost)
                    """, at: segue.range)
                continue
            }
            let opensTable = ["show", "push"].contains(segue.kind) ? tables[segue.destination] : nil
            if let table = opensTable, row.opens == nil, !row.hasSwitch {
                if emptyTables.contains(table) {
                    warn(
                        "the segue opens \(table), whose table view has no cells in the storyboard: its spec is empty until you add rows (or the app fills it in code)",
                        at: segue.range)
                }
                row.opens = table
                if row.accessory == nil { row.accessory = Accessory.none }
            } else if opensTable != nil, row.hasSwitch {
                warn(
                    "the \(segue.kind) segue to \(opensTable ?? "") is dropped: a row with a switch cannot open a table (its taps go to the switch)\(lost)",
                    at: segue.range)
            } else if opensTable != nil {
                warn("a second segue from the cell is dropped; a row opens one table\(lost)", at: segue.range)
            } else {
                let kind = segue.kind.isEmpty ? "a" : "the '\(segue.kind)'"
                warn(
                    "\(kind) segue\(named) is not carried over: only a show or push segue to a table view in this storyboard becomes `opens`; handle it in onSelect\(shownID)\(lost)",
                    at: segue.range)
            }
        }
        // `selectionStyle="none"` only hides the highlight in UIKit: a row with a segue is still tapped.
        if cell.selectionStyle == "none", !row.hasSwitch, cell.segues.allSatisfy({ $0.trigger == "accessoryAction" }) { row.selectable = false }
        row.height = height(cell.rowHeight, "row height", at: cell.range)
        if let reuse = cell.reuseIdentifier {
            let kind = (row.style, row.className)
            if let earlier = kinds[reuse], earlier != kind {
                warn(
                    "the reuse identifier '\(reuse)' is dropped here: it names another kind of cell earlier in the table, and one identifier names one kind",
                    at: cell.range)
            } else {
                kinds[reuse] = kind
                row.reuseIdentifier = reuse
            }
        }
        row.accessibilityLabel = cell.accessibilityLabel
        for part in cell.dropped { warn(part.message, at: part.range) }
        return row
    }

    /// Keeps the identifier of the segue the cell fires as the row's `segue`, so that the events that stand for
    /// the segue (`onOpen`, `onSelect`, `onAccessoryButtonTap`) carry what `prepare(for:sender:)` keyed on. A row
    /// carries one: the tap's segue's, else the accessory button's. The warning of any other segue names its
    /// identifier ([lostIdentifier]).
    private func keptSegueIdentifier(of cell: StoryboardCell) -> String? {
        let kept = cell.segues.first { $0.trigger != "accessoryAction" } ?? cell.segues.first
        return kept?.identifier.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `; its identifier 'x' is not kept, …` for a segue whose identifier the row does not carry, else nothing.
    private static func lostIdentifier(of segue: StoryboardSegue, kept: String?) -> String {
        guard let identifier = segue.identifier, !identifier.isEmpty, identifier != kept else { return "" }
        let carried = kept.map { "the row's events carry one segue identifier, '\($0)'" } ?? "the row's events carry the tap's segue, which has none"
        return "; its identifier '\(identifier)' is not kept (\(carried)), so code that keyed on it must tell the events apart another way"
    }

    /// Where the app finds the row in an event: `, where event.id is .addAccount and event.segue is "showAdd"`.
    private static func eventFields(id: String?, segue: String?) -> String {
        let parts = [id.map { "event.id is .\($0)" }, segue.map { "event.segue is \"\($0)\"" }].compactMap { $0 }
        return parts.isEmpty ? "" : ", where " + parts.joined(separator: " and ")
    }

    /// A row id from the row's text (`Add Account` → `addAccount`), else its reuse identifier,
    /// unique in the table, and never one of the words the spec refuses as an id.
    private mutating func uniqueID(from text: String?) -> String {
        var base = SwiftNames.lowerCamel(text ?? "", fallback: "row")
        if SwiftIdentifier.reservedStringEnumCases.contains(base) || SwiftIdentifier.optionalCaseNames.contains(base) { base += "Row" }
        var id = base, number = 2
        while rowIDs.contains(id) {
            id = base + String(number)
            number += 1
        }
        rowIDs.insert(id)
        return id
    }

    /// One warning for the app's code that touched the table's cells: the outlets to them and
    /// their views, and the actions their controls send, by name, so a team can find it.
    private mutating func summarizeConnections(_ connections: [CellConnection], at range: SourceRange) {
        var outlets: [String] = [], actions: [String] = []
        for connection in connections {
            switch connection.kind {
            case .outlet: if !outlets.contains(connection.name) { outlets.append(connection.name) }
            case .action: if !actions.contains(connection.name) { actions.append(connection.name) }
            }
        }
        guard !outlets.isEmpty || !actions.isEmpty else { return }
        var parts: [String] = []
        if !outlets.isEmpty { parts.append("\(outlets.count) outlet\(outlets.count == 1 ? "" : "s") (\(outlets.joined(separator: ", ")))") }
        if !actions.isEmpty { parts.append("\(actions.count) action\(actions.count == 1 ? "" : "s") (\(actions.joined(separator: ", ")))") }
        warn(
            """
            \(parts.joined(separator: " and ")) of the app's code touch this table's cells and are not carried over: the generated \
            data source makes the cells, so move that code to its events (onSelect, onSwitchChange, onAccessoryButtonTap) or to a cell class
            """, at: range)
    }

    private mutating func accessory(_ value: String?, at range: SourceRange) -> Accessory? {
        guard let value, value != "none" else { return nil }
        if let accessory = Accessory(rawValue: value) { return accessory }
        warn("the accessory '\(value)' is not one of UIKit's; it is dropped", at: range)
        return nil
    }

    /// A fixed height, or automatic for UIKit's `-1`.
    private mutating func height(_ value: String?, _ what: String, at range: SourceRange) -> ImportedHeight? {
        guard let value else { return nil }
        if value == "-1" { return .automatic }
        if isPositiveDecimal(value) { return .points(value) }
        warn("the \(what) '\(value)' is dropped: a spec's heights are points greater than 0, or automatic", at: range)
        return nil
    }

    /// An estimate: `-1` (and `0`, "no estimate") leave UIKit's own.
    private mutating func estimate(_ value: String?, _ what: String, at range: SourceRange) -> ImportedHeight? {
        guard let value, value != "-1", value != "0", value != "0.0" else { return nil }
        if isPositiveDecimal(value) { return .points(value) }
        warn("the \(what) '\(value)' is dropped: an estimate is points greater than 0", at: range)
        return nil
    }

    private func isPositiveDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return false
        }
        return text.contains { $0 != "0" && $0 != "." }
    }
}
