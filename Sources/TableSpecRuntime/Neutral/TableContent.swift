/// The table's rows as they change: rows deleted, inserted and moved, checkmarks and switches set. A data
/// source keeps one and applies every edit to it, so what the table shows and what the app reads never drift
/// apart. Every method takes any position without trapping: one that is not in the table changes nothing.
public nonisolated struct TableContent<Table: TableDefinition>: Equatable, Sendable {
    /// The sections as they are now.
    public internal(set) var sections: [TableSection<Table>]
    /// The text above the first section: the spec's `header`, or what the app sets, such as a count that
    /// changes with the rows. Setting it lets go of `localizedHeader`.
    public var header: String? {
        didSet { localizedHeader = nil }
    }
    /// The spec's string behind `header` in a localized table, until the app sets the header.
    public private(set) var localizedHeader: TableLocalizedText<Table>?
    /// The text below the last section: the spec's `footer`, or what the app sets. Setting it lets go of
    /// `localizedFooter`.
    public var footer: String? {
        didSet { localizedFooter = nil }
    }
    /// The spec's string behind `footer` in a localized table, until the app sets the footer.
    public private(set) var localizedFooter: TableLocalizedText<Table>?
    /// The form rows' values, by row id: what their controls show, and what `hidden` and `disabled` conditions
    /// read. Change them with `setValue(_:for:)`, which shows and hides rows to match.
    public private(set) var values: [Table.RowID: TableValue]
    /// The form rows the user has changed, by id: an invalid value shows its message only once the user has
    /// edited it, not on a form that has just opened. The data sources mark them; an app may too, to show every
    /// message when the user tries to save.
    public private(set) var editedRows: Set<Table.RowID> = []
    /// The rows whose `hidden` condition the values meet, out of `sections` until they do not: each keeps its
    /// value, and goes back where the spec puts it.
    var hiddenRows: [HiddenRow] = []
    /// The sections whose `hidden` condition the values meet, with their rows.
    var hiddenSections: [TableSection<Table>] = []

    /// A row out of `sections` while its condition is met: the spec section it goes back to, and where it was.
    struct HiddenRow: Equatable, Sendable {
        var declaredIndex: Int
        var index: Int
        var row: TableRow<Table>
    }

    /// The content the spec declares, with every dynamic section empty.
    public init() {
        self.init(sections: Table.declaredSections)
    }

    /// Content with sections of your own, such as a saved state, under the spec's header and footer. Its values
    /// are those its rows with an id hold, and the spec's for values no row holds; the rows and sections they
    /// hide are left out.
    public init(sections: [TableSection<Table>]) {
        var values = Table.defaultValues
        for section in sections {
            for row in section.rows {
                if let id = row.id, let value = row.value { values[id] = value }
            }
        }
        self.init(sections: sections, values: values)
    }

    /// Content with sections and values of your own, such as a saved state, under the spec's header and footer;
    /// the rows and sections the values hide are left out.
    public init(sections: [TableSection<Table>], values: [Table.RowID: TableValue]) {
        self.sections = sections
        self.header = Table.declaredHeader?.string
        self.localizedHeader = Table.declaredHeader?.localized
        self.footer = Table.declaredFooter?.string
        self.localizedFooter = Table.declaredFooter?.localized
        self.values = values
        showAndHide()
    }

    public var numberOfSections: Int {
        sections.count
    }

    /// The number of rows in a section; 0 for a section that is not there.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// Whether a row is at `position`.
    public func contains(_ position: TableRowPosition) -> Bool {
        sections.indices.contains(position.section) && sections[position.section].rows.indices.contains(position.row)
    }

    /// The row at a position, or nil when there is none.
    public func row(at position: TableRowPosition) -> TableRow<Table>? {
        contains(position) ? sections[position.section].rows[position.row] : nil
    }

    /// The section at an index, or nil when there is none.
    public func section(at index: Int) -> TableSection<Table>? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where the row with an id is, if it is in the table.
    public func position(of id: Table.RowID) -> TableRowPosition? {
        for (section, entry) in sections.enumerated() {
            if let row = entry.rows.firstIndex(where: { $0.id == id }) {
                return TableRowPosition(section: section, row: row)
            }
        }
        return nil
    }

    /// The index of the section with an id, if it is in the table.
    public func section(of id: Table.SectionID) -> Int? {
        sections.firstIndex { $0.id == id }
    }

    // MARK: - Updates by id

    /// Changes the row with an id in place. Returns where it is, or nil when it is not shown: a hidden row, or a
    /// row of a folded section, is changed all the same, and shows the change when it comes back. Changing a
    /// `hidden` condition takes effect at the next value set.
    @discardableResult
    public mutating func updateRow(_ id: Table.RowID, _ change: (inout TableRow<Table>) -> Void) -> TableRowPosition? {
        if let position = position(of: id) {
            change(&sections[position.section].rows[position.row])
            return position
        }
        if let folded = sections.indices.first(where: { sections[$0].foldedRows.contains { $0.id == id } }),
            let row = sections[folded].foldedRows.firstIndex(where: { $0.id == id })
        {
            change(&sections[folded].foldedRows[row])
        } else if let index = hiddenRows.firstIndex(where: { $0.row.id == id }) {
            change(&hiddenRows[index].row)
        } else {
            for section in hiddenSections.indices {
                if let row = hiddenSections[section].rows.firstIndex(where: { $0.id == id }) {
                    change(&hiddenSections[section].rows[row])
                }
            }
        }
        return nil
    }

    /// Sets the detail text of the row with an id.
    @discardableResult
    public mutating func setDetail(_ detail: String?, for id: Table.RowID) -> TableRowPosition? {
        updateRow(id) { $0.detail = detail }
    }

    /// Sets the switch of the row with an id, and its value: rows and sections whose conditions read it show or
    /// hide. Returns where the row is, or nil when it is not shown.
    @discardableResult
    public mutating func setOn(_ isOn: Bool, for id: Table.RowID) -> TableRowPosition? {
        setValue(.bool(isOn), for: id)
        return position(of: id)
    }

    /// Sets the switch of the row at a position, and the value of a row with an id. Returns false, changing
    /// nothing, when no row is there.
    @discardableResult
    public mutating func setOn(_ isOn: Bool, at position: TableRowPosition) -> Bool {
        setValue(.bool(isOn), at: position)
    }

    /// Sets the value of the row at a position, as its control takes it (see `setValue(_:for:)`). Returns false,
    /// changing nothing, when no row is there or its control cannot hold the value.
    @discardableResult
    public mutating func setValue(_ value: TableValue, at position: TableRowPosition) -> Bool {
        guard let row = row(at: position), let accepted = row.control.map({ $0.accepted(value) }) ?? value else {
            return false
        }
        // The row at the position, even when another row shares its id.
        sections[position.section].rows[position.row].show(accepted)
        if let id = row.id {
            values[id] = accepted
            if case .picker(_, .inline)? = row.control { checkOptions(of: id) }
            showAndHide()
        }
        return true
    }

    // MARK: - Values

    /// Sets the value of the row with an id (nil removes it), then shows the rows and sections whose `hidden`
    /// conditions no longer hold and hides those whose now do. The row's control takes the value as a user's
    /// change would (see `TableRowControl.accepted(_:)`): a number is clamped and stepped, and a value the
    /// control cannot hold (a text for a switch, a key that is not an option) changes nothing. The row shows
    /// the value: a switch is on for `true`, a picker shows the chosen option's title.
    public mutating func setValue(_ value: TableValue?, for id: Table.RowID) {
        if assign(value, to: id) {
            showAndHide()
        }
    }

    /// Sets the values of several rows, as `setValue(_:for:)` sets each, and then shows and hides rows once: for
    /// a saved state, or values read from storage, whose rows show and hide one another only as a whole.
    public mutating func setValues(_ newValues: [Table.RowID: TableValue]) {
        var changed = false
        for (id, value) in newValues {
            changed = assign(value, to: id) || changed
        }
        if changed {
            showAndHide()
        }
    }

    /// Gives the row with an id a value as its control takes it, shown or hidden, without showing or hiding
    /// rows. Returns false, changing nothing, when the control cannot hold the value.
    private mutating func assign(_ value: TableValue?, to id: Table.RowID) -> Bool {
        var accepted = value
        var rejected = false
        var isInlinePicker = false
        updateRow(id) { row in
            if let value, let control = row.control {
                accepted = control.accepted(value)
                rejected = accepted == nil
            }
            if case .picker(_, .inline)? = row.control { isInlinePicker = true }
            if !rejected { row.show(accepted) }
        }
        guard !rejected else {
            return false
        }
        values[id] = accepted
        if isInlinePicker { checkOptions(of: id) }
        return true
    }

    /// Puts the checkmark of an inline picker's options on the row of its value, shown or hidden.
    private mutating func checkOptions(of picker: Table.RowID) {
        let chosen = values[picker]
        func check(_ row: inout TableRow<Table>) {
            if let choice = row.choice, choice.picker == picker { row.isChecked = chosen == .text(choice.key) }
        }
        for section in sections.indices {
            for row in sections[section].rows.indices { check(&sections[section].rows[row]) }
            for row in sections[section].foldedRows.indices { check(&sections[section].foldedRows[row]) }
        }
        for index in hiddenRows.indices { check(&hiddenRows[index].row) }
        for section in hiddenSections.indices {
            for row in hiddenSections[section].rows.indices { check(&hiddenSections[section].rows[row]) }
        }
    }

    /// The value of the row with an id, shown or hidden.
    public func value(for id: Table.RowID) -> TableValue? {
        values[id]
    }

    // MARK: - Validation

    /// Records that the user has edited the row with an id, so an invalid value shows its message.
    public mutating func markEdited(_ id: Table.RowID) {
        editedRows.insert(id)
    }

    /// Marks every form row with rules as edited: every invalid value shows its message, as when the user tries
    /// to save a form that is not yet valid.
    public mutating func markAllEdited() {
        for section in sections {
            for row in section.rows where row.validation != nil {
                if let id = row.id { editedRows.insert(id) }
            }
        }
    }

    /// Whether every shown row's value meets its rules (`validate`): what a Save button is enabled by. A hidden
    /// row does not count.
    public var isValid: Bool {
        !sections.contains { section in section.rows.contains { $0.validation?.problem(with: $0.value) != nil } }
    }

    /// The message a row shows under its value: its problem, once the user has edited it; nil otherwise.
    public func shownProblem(for row: TableRow<Table>) -> String? {
        guard let id = row.id, editedRows.contains(id) else { return nil }
        return row.validation?.problem(with: row.value)
    }

    /// Whether a row is disabled: its `disabled` condition holds with the values.
    public func isDisabled(_ row: TableRow<Table>) -> Bool {
        row.disabled?.isMet(in: values) ?? false
    }

    /// Moves the sections and rows whose `hidden` condition holds out of `sections`, and those whose no longer
    /// holds back to where the spec puts them: sections by their spec section, rows by their place among the
    /// spec's rows of their section (a row the spec does not declare goes back to the index it left). A row
    /// hidden from a section that is itself hidden waits for the section.
    private mutating func showAndHide() {
        // Only a condition hides anything: without one, and with nothing hidden, there is nothing to do.
        guard !hiddenRows.isEmpty || !hiddenSections.isEmpty || sections.contains(where: Self.hasConditions) else {
            return
        }
        // Sections.
        var index = sections.count - 1
        while index >= 0 {
            if sections[index].hidden?.isMet(in: values) == true {
                hiddenSections.append(sections.remove(at: index))
            }
            index -= 1
        }
        var waiting: [TableSection<Table>] = []
        for section in hiddenSections {
            if section.hidden?.isMet(in: values) == true {
                waiting.append(section)
            } else {
                let at = sections.firstIndex { $0.declaredIndex > section.declaredIndex } ?? sections.count
                sections.insert(section, at: at)
            }
        }
        hiddenSections = waiting
        // Rows of the shown sections.
        for section in sections.indices {
            var row = sections[section].rows.count - 1
            while row >= 0 {
                if sections[section].rows[row].hidden?.isMet(in: values) == true {
                    let removed = sections[section].rows.remove(at: row)
                    hiddenRows.append(HiddenRow(declaredIndex: sections[section].declaredIndex, index: row, row: removed))
                }
                row -= 1
            }
        }
        var stillHidden: [HiddenRow] = []
        var order: [Int: [TableRowKey<Table>: Int]] = [:]
        for hidden in hiddenRows.reversed() {
            guard hidden.row.hidden?.isMet(in: values) != true,
                let section = sections.firstIndex(where: { $0.declaredIndex == hidden.declaredIndex })
            else {
                stillHidden.append(hidden)
                continue
            }
            if order[hidden.declaredIndex] == nil {
                order[hidden.declaredIndex] = Self.declaredOrder(of: hidden.declaredIndex)
            }
            let ranks = order[hidden.declaredIndex] ?? [:]
            let rows = sections[section].rows
            let at: Int
            if let rank = ranks[hidden.row.key] {
                at = rows.firstIndex { ranks[$0.key].map { $0 > rank } ?? false } ?? rows.count
            } else {
                at = min(hidden.index, rows.count)
            }
            sections[section].rows.insert(hidden.row, at: at)
        }
        hiddenRows = stillHidden.reversed()
    }

    /// Whether any row or section has a condition, or something is hidden: only then can a value change move
    /// or redraw rows other than its own.
    var hasConditions: Bool {
        !hiddenRows.isEmpty || !hiddenSections.isEmpty
            || sections.contains { section in
                Self.hasConditions(section) || section.rows.contains { $0.disabled != nil }
            }
    }

    /// The rows here and in `old` under the same identity whose `disabled` condition holds in one and not in the
    /// other: the ones a value change must redraw although the row itself is the same.
    public func disabledChanges(since old: Self) -> [TableRowIdentity<Table>] {
        disabledChanges(since: old, identities: identities, oldIdentities: old.identities)
    }

    /// `disabledChanges(since:)` for rows known by the identities given, as `rowChanges(since:identities:oldIdentities:)` has them.
    func disabledChanges(since old: Self, identities: TableIdentities<Table>, oldIdentities: TableIdentities<Table>) -> [TableRowIdentity<Table>] {
        guard values != old.values, sections.contains(where: { $0.rows.contains { $0.disabled != nil } }) else {
            return []
        }
        var before: [TableRowIdentity<Table>: Bool] = [:]
        for (section, entry) in zip(old.sections, oldIdentities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                before[identity] = old.isDisabled(row)
            }
        }
        var changed: [TableRowIdentity<Table>] = []
        for (section, entry) in zip(sections, identities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                if let earlier = before[identity], earlier != isDisabled(row) {
                    changed.append(identity)
                }
            }
        }
        return changed
    }

    private static func hasConditions(_ section: TableSection<Table>) -> Bool {
        section.hidden != nil || section.rows.contains { $0.hidden != nil }
    }

    /// Each declared row's place in its spec section, by key.
    private static func declaredOrder(of declaredIndex: Int) -> [TableRowKey<Table>: Int] {
        var ranks: [TableRowKey<Table>: Int] = [:]
        for section in Table.declaredSections where section.declaredIndex == declaredIndex {
            for (rank, row) in section.rows.enumerated() where ranks[row.key] == nil {
                ranks[row.key] = rank
            }
        }
        return ranks
    }

    /// Changes the section at an index in place, such as its header or footer. Returns false, changing nothing,
    /// when no section is there.
    @discardableResult
    public mutating func updateSection(at index: Int, _ change: (inout TableSection<Table>) -> Void) -> Bool {
        guard sections.indices.contains(index) else {
            return false
        }
        change(&sections[index])
        return true
    }

    /// Puts `replacement` where the sections of a declared section are (after the sections declared before it)
    /// and leaves every other section as it is: how a dynamic section takes new items. For generated code: an
    /// app calls the table's own setter (`setInbox(_:)`), which builds the section as the spec says.
    @_spi(Generated)
    public mutating func replaceSections(declaredIndex: Int, with replacement: [TableSection<Table>]) {
        let start = sections.firstIndex { $0.declaredIndex >= declaredIndex } ?? sections.count
        // A section the user folded stays folded when its items change: the fold is the user's, not the data's.
        var folded: [String?: Bool] = [:]
        for section in sections where section.declaredIndex == declaredIndex && section.isCollapsible {
            folded[section.group] = section.isCollapsed
        }
        sections.removeAll { $0.declaredIndex == declaredIndex }
        var replacement = replacement
        for index in replacement.indices {
            if let isCollapsed = folded[replacement[index].group] { replacement[index].isCollapsed = isCollapsed }
        }
        sections.insert(contentsOf: replacement, at: min(start, sections.count))
    }

    /// Folds or unfolds the collapsible section at an index, as a tap on its header does. Returns false, changing
    /// nothing, when no collapsible section is there.
    @discardableResult
    public mutating func setCollapsed(_ isCollapsed: Bool, section index: Int) -> Bool {
        guard sections.indices.contains(index), sections[index].isCollapsible else {
            return false
        }
        sections[index].isCollapsed = isCollapsed
        return true
    }

    /// Whether the table has no row at all, shown or folded: what its empty state (`Table.emptyState`) is shown
    /// for. A folded section's rows count, since its header shows and unfolds them.
    public var isEmpty: Bool {
        sections.allSatisfy { $0.rows.isEmpty && $0.foldedRows.isEmpty }
    }

    // MARK: - Editing

    /// Removes the row at a position and returns it; nil, changing nothing, when no row is there. A group of a
    /// grouped section that loses its last row goes, with its index title, so the table never shows an empty letter.
    @discardableResult
    public mutating func deleteRow(at source: TableRowPosition) -> TableRow<Table>? {
        guard contains(source) else {
            return nil
        }
        let row = sections[source.section].rows.remove(at: source.row)
        removeIfEmptyGroup(source.section)
        return row
    }

    /// Inserts a row so that it ends up at `destination`; a row past the end of the section goes last, and a row
    /// for a folded section goes after its folded rows, shown when it unfolds. Returns false, changing nothing,
    /// when the section is not there.
    @discardableResult
    public mutating func insertRow(_ row: TableRow<Table>, at destination: TableRowPosition) -> Bool {
        guard sections.indices.contains(destination.section) else {
            return false
        }
        if sections[destination.section].isCollapsed {
            sections[destination.section].foldedRows.append(row)
            return true
        }
        let rows = sections[destination.section].rows.count
        sections[destination.section].rows.insert(row, at: min(max(destination.row, 0), rows))
        return true
    }

    /// Moves a row the way UIKit reports a move: `destination` is where the row ends up once it has left `source`.
    /// It does not apply the move rule (`targetPosition(movingRowAt:to:)` does). Returns false, changing nothing,
    /// when either position is not in the table.
    @discardableResult
    public mutating func moveRow(from source: TableRowPosition, to destination: TableRowPosition) -> Bool {
        guard contains(source), sections.indices.contains(destination.section) else {
            return false
        }
        let row = sections[source.section].rows.remove(at: source.row)
        if sections[destination.section].isCollapsed {
            sections[destination.section].foldedRows.append(row)
        } else {
            let rows = sections[destination.section].rows.count
            sections[destination.section].rows.insert(row, at: min(max(destination.row, 0), rows))
        }
        removeIfEmptyGroup(source.section)
        return true
    }

    /// Drops a group of a grouped section that has no rows left, shown or folded.
    private mutating func removeIfEmptyGroup(_ section: Int) {
        if sections[section].rows.isEmpty, sections[section].foldedRows.isEmpty, sections[section].group != nil {
            sections.remove(at: section)
        }
    }

    /// Where a row being dragged may go when the user proposes `proposed`: not into or out of a checkmark list
    /// or a dynamic section, not into a section without movable rows, and never past the insert rows that open
    /// or close a section.
    public func targetPosition(movingRowAt source: TableRowPosition, to proposed: TableRowPosition) -> TableRowPosition {
        guard contains(source), sections.indices.contains(proposed.section) else {
            return source
        }
        var target = proposed
        if proposed.section != source.section, !acceptsRows(from: source.section, into: proposed.section) {
            let last = sections[source.section].rows.count - 1
            target = TableRowPosition(section: source.section, row: proposed.section < source.section ? 0 : last)
        }
        var others = sections[target.section].rows
        if target.section == source.section {
            others.remove(at: source.row)
        }
        let leading = others.prefix { $0.editingStyle == .insert }.count
        let trailing = others.reversed().prefix { $0.editingStyle == .insert }.count
        if leading == others.count {
            target.row = target.section == source.section ? source.row : 0
        } else {
            target.row = min(max(target.row, leading), others.count - trailing)
        }
        return target
    }

    private func acceptsRows(from source: Int, into destination: Int) -> Bool {
        if sections[source].selectionList != nil || sections[destination].selectionList != nil {
            return false
        }
        let dynamic = Table.itemSections
        if dynamic.contains(sections[source].declaredIndex) || dynamic.contains(sections[destination].declaredIndex) {
            return false
        }
        return sections[destination].rows.contains { $0.canMove }
    }

    // MARK: - Checkmarks

    /// Sets the checkmark of the row with an id; checking a row of an exclusive list unchecks the others.
    /// Returns the rows whose checkmark changed, in order.
    @discardableResult
    public mutating func setChecked(_ isChecked: Bool, for id: Table.RowID) -> [TableRowPosition] {
        guard let position = position(of: id) else {
            return []
        }
        if isChecked && sections[position.section].selectionList == .exclusive {
            return toggleCheckmark(at: position)
        }
        guard sections[position.section].rows[position.row].isChecked != isChecked else {
            return []
        }
        sections[position.section].rows[position.row].isChecked = isChecked
        return [position]
    }

    /// Applies a tap to a row of a checkmark list: an exclusive list moves its checkmark to the row, an inclusive
    /// one toggles it. Returns the rows whose checkmark changed, in order.
    @discardableResult
    public mutating func toggleCheckmark(at position: TableRowPosition) -> [TableRowPosition] {
        guard contains(position) else {
            return []
        }
        switch sections[position.section].selectionList {
        case nil:
            return []
        case .inclusive:
            sections[position.section].rows[position.row].isChecked.toggle()
            return [position]
        case .exclusive:
            var changed: [TableRowPosition] = []
            for row in sections[position.section].rows.indices where (row == position.row) != sections[position.section].rows[row].isChecked {
                sections[position.section].rows[row].isChecked = row == position.row
                changed.append(TableRowPosition(section: position.section, row: row))
            }
            return changed
        }
    }

    /// The rows of a section that have a checkmark, in order.
    public func checkedRows(inSection section: Int) -> [TableRow<Table>] {
        guard sections.indices.contains(section) else {
            return []
        }
        return sections[section].rows.filter { $0.isChecked }
    }

    /// The rows of the section with an id that have a checkmark, in order.
    public func checkedRows(in id: Table.SectionID) -> [TableRow<Table>] {
        guard let section = section(of: id) else {
            return []
        }
        return checkedRows(inSection: section)
    }

    // MARK: - The section index

    /// The section index: each title with the section it leads to. Titles need not be one per section.
    public var sectionIndex: [(title: String, section: Int)] {
        var index: [(title: String, section: Int)] = []
        for entry in Table.indexEntries {
            switch entry {
            case .title(let title, section: let declared):
                index.append((title, firstSection(declared: declared)))
            case .groups(section: let declared):
                for (position, section) in sections.enumerated() where section.declaredIndex == declared {
                    index.append((section.header ?? "", position))
                }
            }
        }
        return index
    }

    /// The titles for `sectionIndexTitles(for:)`.
    public var sectionIndexTitles: [String] {
        sectionIndex.map(\.title)
    }

    /// The section for `tableView(_:sectionForSectionIndexTitle:at:)`.
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        let entries = sectionIndex
        return entries.indices.contains(index) ? entries[index].section : 0
    }

    /// The first section that comes from a declared section, or the next one when it has no rows to show: so a
    /// title still leads where the spec meant when the app's content drops or reorders sections.
    private func firstSection(declared: Int) -> Int {
        sections.firstIndex { $0.declaredIndex >= declared } ?? max(sections.count - 1, 0)
    }

    // MARK: - Identities and changes

    /// Every section and row with its identity, in order: what a diffable snapshot is made of.
    public var identities: [(section: TableSectionIdentity<Table>, rows: [TableRowIdentity<Table>])] {
        var result: [(section: TableSectionIdentity<Table>, rows: [TableRowIdentity<Table>])] = []
        result.reserveCapacity(sections.count)
        var sectionCounts: [TableSectionIdentity<Table>: Int] = [:]
        var rowCounts: [TableRowKey<Table>: Int] = [:]
        for section in sections {
            var identity = TableSectionIdentity(section)
            let sectionCount = sectionCounts[identity, default: 0]
            sectionCounts[identity] = sectionCount + 1
            identity.occurrence = sectionCount
            var rows: [TableRowIdentity<Table>] = []
            rows.reserveCapacity(section.rows.count)
            for row in section.rows {
                let key = row.key
                let count = rowCounts[key, default: 0]
                rowCounts[key] = count + 1
                rows.append(TableRowIdentity(key: key, occurrence: count))
            }
            result.append((identity, rows))
        }
        return result
    }

    /// The rows that are here and in `old` under the same identity, but changed, each as it was and as it is.
    public func rowChanges(since old: Self) -> [(identity: TableRowIdentity<Table>, before: TableRow<Table>, after: TableRow<Table>)] {
        rowChanges(since: old, identities: identities, oldIdentities: old.identities)
    }

    /// `rowChanges(since:)` for sections and rows known by the identities given, in order, for these and for `old`'s:
    /// a data source passes those of its snapshots, which a search takes from the whole content
    /// (`TableSearchSnapshot`), and which it does not count again.
    func rowChanges(
        since old: Self, identities: TableIdentities<Table>, oldIdentities: TableIdentities<Table>
    ) -> [(identity: TableRowIdentity<Table>, before: TableRow<Table>, after: TableRow<Table>)] {
        var before: [TableRowIdentity<Table>: TableRow<Table>] = [:]
        for (section, entry) in zip(old.sections, oldIdentities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                before[identity] = row
            }
        }
        var changes: [(identity: TableRowIdentity<Table>, before: TableRow<Table>, after: TableRow<Table>)] = []
        for (section, entry) in zip(sections, identities) {
            for (current, identity) in zip(section.rows, entry.rows) {
                if let earlier = before[identity], earlier != current {
                    changes.append((identity, earlier, current))
                }
            }
        }
        return changes
    }

    /// The rows that are here and in `old` under the same identity, but changed: the ones an update redraws.
    public func changedRows(since old: Self) -> [TableRowIdentity<Table>] {
        rowChanges(since: old).map(\.identity)
    }

    /// The sections that are here and in `old` under the same identity, but whose header or footer changed:
    /// the ones an update reloads, so their new titles show.
    public func retitledSections(since old: Self) -> [TableSectionIdentity<Table>] {
        retitledSections(since: old, identities: identities, oldIdentities: old.identities)
    }

    /// `retitledSections(since:)` for sections known by the identities given, as `rowChanges(since:identities:oldIdentities:)` has them.
    func retitledSections(since old: Self, identities: TableIdentities<Table>, oldIdentities: TableIdentities<Table>) -> [TableSectionIdentity<Table>]
    {
        var titles: [TableSectionIdentity<Table>: (header: String?, footer: String?)] = [:]
        for (section, entry) in zip(old.sections, oldIdentities) {
            titles[entry.section] = (section.header, section.footer)
        }
        var changed: [TableSectionIdentity<Table>] = []
        for (section, entry) in zip(sections, identities) {
            if let earlier = titles[entry.section], earlier.header != section.header || earlier.footer != section.footer {
                changed.append(entry.section)
            }
        }
        return changed
    }
}
