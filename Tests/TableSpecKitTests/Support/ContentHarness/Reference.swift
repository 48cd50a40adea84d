import Foundation

/// What each operation of `Content` should do, written from the rules its documentation states,
/// in the plainest way: arrays of sections and rows, changed in place. It never calls the generated
/// operations; it only uses the generated `Row` and `Section` structs to hold values, so whole rows
/// and sections can be compared.
///
/// Alongside the rows it keeps a serial number per row, so the driver can follow a row through
/// deletes, inserts and moves and check that its identity holds still.
struct Reference<C: HarnessContent> {
    typealias Section = C.Section
    typealias Row = C.Section.Row
    typealias Position = C.Position

    /// A deliberately wrong model, to prove the harness notices: it forgets to drop a group that
    /// has lost its last row.
    var keepsEmptyGroups = false

    private(set) var sections: [Section]
    private(set) var serials: [[Int]]
    private var nextSerial = 0

    /// The static sections as declared; the dynamic sections are filled by `setPlain`/`setGrouped`.
    init(staticSections: [Section], keepsEmptyGroups: Bool) {
        self.keepsEmptyGroups = keepsEmptyGroups
        sections = []
        serials = []
        for section in staticSections where !Self.isItemSection(section) {
            sections.append(section)
            serials.append(section.rows.map { _ in newSerial() })
        }
        setPlain([])
    }

    private mutating func newSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    static func isItemSection(_ section: Section) -> Bool {
        section.declaredIndex == C.plainItemsSection || section.declaredIndex == C.groupedItemsSection
    }

    static func isGroup(_ section: Section) -> Bool {
        section.declaredIndex == C.groupedItemsSection
    }

    // MARK: Reading

    func contains(_ position: Position) -> Bool {
        position.section >= 0 && position.section < sections.count && position.row >= 0 && position.row < sections[position.section].rows.count
    }

    func hasSection(_ section: Int) -> Bool {
        section >= 0 && section < sections.count
    }

    func row(at position: Position) -> Row? {
        contains(position) ? sections[position.section].rows[position.row] : nil
    }

    func serial(at position: Position) -> Int? {
        contains(position) ? serials[position.section][position.row] : nil
    }

    func numberOfRows(inSection section: Int) -> Int {
        hasSection(section) ? sections[section].rows.count : 0
    }

    /// The first row with the id, in table order.
    func position(of id: Row.RowID) -> Position? {
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.id == id }) { return Position(section: s, row: r) }
        }
        return nil
    }

    func section(of id: Section.SectionID) -> Int? {
        sections.firstIndex { $0.id == id }
    }

    func checkedRows(inSection section: Int) -> [Row] {
        hasSection(section) ? sections[section].rows.filter(\.isChecked) : []
    }

    func checkedRows(in id: Section.SectionID) -> [Row] {
        section(of: id).map { checkedRows(inSection: $0) } ?? []
    }

    // MARK: Identity

    static func key(of row: Row) -> ReferenceKey {
        if let id = row.id { return .id(id.rawValue) }
        if let item = row.item { return .item(AnyHashable(item)) }
        return .text(row.text)
    }

    struct RowIdentity: Hashable, CustomStringConvertible {
        var key: ReferenceKey
        var occurrence: Int
        var description: String { "\(key)#\(occurrence)" }
    }

    struct SectionIdentity: Hashable, CustomStringConvertible {
        var id: String?
        var declaredIndex: Int
        var group: String?
        var occurrence: Int
        var description: String { "\(id ?? "-")/\(declaredIndex)/\(group ?? "-")#\(occurrence)" }
    }

    /// Each row is its key and how many rows before it in the table have that key; each section
    /// likewise by id, spec section and group (a grouped section's initial; titles are not part of it).
    var identities: [(section: SectionIdentity, rows: [RowIdentity])] {
        var rowsSeen: [ReferenceKey: Int] = [:]
        var sectionsSeen: [SectionIdentity: Int] = [:]
        return sections.map { section in
            var identity = SectionIdentity(id: section.id?.rawValue, declaredIndex: section.declaredIndex, group: section.group, occurrence: 0)
            identity.occurrence = sectionsSeen[identity, default: 0]
            sectionsSeen[SectionIdentity(id: identity.id, declaredIndex: identity.declaredIndex, group: identity.group, occurrence: 0)] = identity.occurrence + 1
            let rows = section.rows.map { row -> RowIdentity in
                let key = Self.key(of: row)
                let count = rowsSeen[key, default: 0]
                rowsSeen[key] = count + 1
                return RowIdentity(key: key, occurrence: count)
            }
            return (identity, rows)
        }
    }

    /// The identities here and in `old` whose rows differ, in table order.
    func changedRows(since old: Reference) -> [RowIdentity] {
        var before: [RowIdentity: Row] = [:]
        for (section, entry) in zip(old.sections, old.identities) {
            for (row, identity) in zip(section.rows, entry.rows) { before[identity] = row }
        }
        var changed: [RowIdentity] = []
        for (section, entry) in zip(sections, identities) {
            for (row, identity) in zip(section.rows, entry.rows) where before[identity].map({ $0 != row }) == true {
                changed.append(identity)
            }
        }
        return changed
    }

    // MARK: Editing

    /// A grouped section's group goes when its last row does.
    private mutating func dropIfEmptyGroup(_ section: Int) {
        if !keepsEmptyGroups, sections[section].rows.isEmpty, Self.isGroup(sections[section]) {
            sections.remove(at: section)
            serials.remove(at: section)
        }
    }

    mutating func deleteRow(at position: Position) -> Row? {
        guard contains(position) else { return nil }
        let row = sections[position.section].rows.remove(at: position.row)
        serials[position.section].remove(at: position.row)
        dropIfEmptyGroup(position.section)
        return row
    }

    /// A row index past either end of the section means that end.
    private func slot(_ row: Int, inSection section: Int) -> Int {
        row < 0 ? 0 : min(row, sections[section].rows.count)
    }

    mutating func insertRow(_ row: Row, at position: Position) -> Bool {
        guard hasSection(position.section) else { return false }
        let index = slot(position.row, inSection: position.section)
        sections[position.section].rows.insert(row, at: index)
        serials[position.section].insert(newSerial(), at: index)
        return true
    }

    /// Takes the row out, then puts it where `destination` says in the table without it.
    mutating func moveRow(from source: Position, to destination: Position) -> Bool {
        guard contains(source), hasSection(destination.section) else { return false }
        let row = sections[source.section].rows.remove(at: source.row)
        let serial = serials[source.section].remove(at: source.row)
        let index = slot(destination.row, inSection: destination.section)
        sections[destination.section].rows.insert(row, at: index)
        serials[destination.section].insert(serial, at: index)
        dropIfEmptyGroup(source.section)
        return true
    }

    /// Rows cross from one section into another only when neither is a checkmark list or made from
    /// items, and the receiving section has a row that moves.
    private func acceptsRows(from source: Int, into destination: Int) -> Bool {
        let from = sections[source], into = sections[destination]
        return from.selectionList == nil && into.selectionList == nil && !Self.isItemSection(from) && !Self.isItemSection(into)
            && into.rows.contains { $0.canMove }
    }

    /// The move rule. A row refused by the other section stays in its own, at the end nearer the
    /// drag. Within the section it lands between the first and the last row that is not an insert
    /// row, as near the proposal as that allows, so it never goes above an insert row at the top nor
    /// below one at the bottom. When every other row is an insert row, it keeps its place among them
    /// in its own section, and goes first in another.
    func targetPosition(movingRowAt source: Position, to proposed: Position) -> Position {
        guard contains(source), hasSection(proposed.section) else { return source }
        var target = proposed
        if proposed.section != source.section, !acceptsRows(from: source.section, into: proposed.section) {
            target = Position(section: source.section, row: proposed.section < source.section ? 0 : sections[source.section].rows.count - 1)
        }
        var others = sections[target.section].rows
        if target.section == source.section { others.remove(at: source.row) }
        let ordinary = others.indices.filter { others[$0].editingStyle != .insert }
        guard let first = ordinary.first, let last = ordinary.last else {
            target.row = target.section == source.section ? source.row : 0
            return target
        }
        if target.row < first { target.row = first }
        if target.row > last + 1 { target.row = last + 1 }
        return target
    }

    // MARK: Checkmarks and switches

    /// A tap in an exclusive list leaves the tapped row the only one checked; in an inclusive list it
    /// flips the row. Elsewhere it does nothing. The result is every row whose checkmark changed.
    mutating func toggleCheckmark(at position: Position) -> [Position] {
        guard contains(position), let list = sections[position.section].selectionList else { return [] }
        if list == .inclusive {
            sections[position.section].rows[position.row].isChecked.toggle()
            return [position]
        }
        var changed: [Position] = []
        for index in sections[position.section].rows.indices {
            let checked = index == position.row
            if sections[position.section].rows[index].isChecked != checked {
                sections[position.section].rows[index].isChecked = checked
                changed.append(Position(section: position.section, row: index))
            }
        }
        return changed
    }

    mutating func setOn(_ isOn: Bool, at position: Position) -> Bool {
        guard contains(position) else { return false }
        sections[position.section].rows[position.row].isOn = isOn
        return true
    }

    mutating func updateRow(_ id: Row.RowID, _ change: (inout Row) -> Void) -> Position? {
        guard let position = position(of: id) else { return nil }
        change(&sections[position.section].rows[position.row])
        return position
    }

    /// Checking a row of an exclusive list is a tap on it; anything else sets the one row.
    mutating func setChecked(_ isChecked: Bool, for id: Row.RowID) -> [Position] {
        guard let position = position(of: id) else { return [] }
        if isChecked, sections[position.section].selectionList == .exclusive {
            return toggleCheckmark(at: position)
        }
        guard sections[position.section].rows[position.row].isChecked != isChecked else { return [] }
        sections[position.section].rows[position.row].isChecked = isChecked
        return [position]
    }

    // MARK: Items

    /// Puts `replacement` where the spec section `declared` goes: after every section declared before it.
    private mutating func replaceSections(declared: Int, with replacement: [Section]) {
        var kept: [(Section, [Int])] = []
        for (section, serials) in zip(sections, serials) where section.declaredIndex != declared {
            kept.append((section, serials))
        }
        let index = kept.firstIndex { $0.0.declaredIndex > declared } ?? kept.count
        kept.insert(contentsOf: replacement.map { ($0, $0.rows.map { _ in newSerial() }) }, at: index)
        sections = kept.map(\.0)
        serials = kept.map(\.1)
    }

    mutating func setPlain(_ items: [C.PlainItem]) {
        replaceSections(declared: C.plainItemsSection, with: [C.expectedPlainSection(items.map(C.expectedRow(plain:)))])
    }

    /// One section per initial, letters in alphabetical order and `#` last; rows keep the order of the items.
    mutating func setGrouped(_ items: [C.GroupedItem]) {
        var titles: [String] = []
        var groups: [String: [Row]] = [:]
        for row in items.map(C.expectedRow(grouped:)) {
            let title = Self.initial(of: row.text)
            if groups[title] == nil { titles.append(title) }
            groups[title, default: []].append(row)
        }
        titles.sort { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) }
        replaceSections(declared: C.groupedItemsSection, with: titles.map { C.expectedGroup($0, groups[$0] ?? []) })
    }

    /// The first character's base letter in upper case, or `#` when it is not a letter.
    static func initial(of text: String?) -> String {
        guard let first = text?.first, first.isLetter else { return "#" }
        let base = String(first).uppercased().decomposedStringWithCanonicalMapping.unicodeScalars.first.map(String.init) ?? "#"
        return base
    }

    // MARK: Setup

    /// Gives every row of `sections` with the id `switchSection` a switch, on for every other row.
    static func withSwitches(_ sections: [Section]) -> [Section] {
        sections.map { section in
            var section = section
            guard section.id == C.switchSection else { return section }
            for index in section.rows.indices {
                section.rows[index].control = .switch
                section.rows[index].isOn = index.isMultiple(of: 2)
            }
            return section
        }
    }
}
