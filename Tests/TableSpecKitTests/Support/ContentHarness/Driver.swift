import Foundation

/// How often the sequences reached the states worth reaching, so a driver that stopped reaching
/// them (after a change to the specs or the weights) fails the test instead of passing vacuously.
struct Coverage {
    var groupsDropped = 0
    var dragsRetargeted = 0
    var dragsAcrossSections = 0
    var positionsNotInTable = 0
    var rowsReportedChanged = 0
    var repeatedKeys = 0

    static func + (lhs: Coverage, rhs: Coverage) -> Coverage {
        Coverage(groupsDropped: lhs.groupsDropped + rhs.groupsDropped, dragsRetargeted: lhs.dragsRetargeted + rhs.dragsRetargeted,
                 dragsAcrossSections: lhs.dragsAcrossSections + rhs.dragsAcrossSections,
                 positionsNotInTable: lhs.positionsNotInTable + rhs.positionsNotInTable,
                 rowsReportedChanged: lhs.rowsReportedChanged + rhs.rowsReportedChanged, repeatedKeys: lhs.repeatedKeys + rhs.repeatedKeys)
    }

    var summary: String {
        "\(groupsDropped) groups dropped, \(dragsRetargeted) drags retargeted, \(dragsAcrossSections) drags across sections, "
            + "\(positionsNotInTable) positions not in the table, \(rowsReportedChanged) rows reported changed, \(repeatedKeys) repeated keys"
    }
}

/// Where a sequence went wrong: enough to read what happened and to run it again.
struct Mismatch: Error {
    var message: String
}

/// Applies one seeded random sequence of operations to the generated content and to the reference,
/// and after every step checks that they agree, and that the generated identities are unique,
/// stable and reported as changed exactly when their rows change.
struct Driver<C: HarnessContent> {
    typealias Row = C.Section.Row
    typealias Position = C.Position
    typealias Ref = Reference<C>

    let seed: UInt64
    var random: SeededGenerator
    var content: C
    var reference: Ref
    /// The operations so far, for the trace.
    var trace: [String] = []
    /// The keys of rows the last operation moved; their repeats may swap places.
    var movedKeys: Set<ReferenceKey> = []
    var coverage = Coverage()

    static var groupedNames: [String] {
        // In the order any reasonable comparison sorts them, so the test does not depend on whether
        // grouping keeps or sorts the order of items within a group.
        ["Apple", "Apricot", "avocado", "Banana", "Blueberry", "Cherry", "Éclair", "Elderberry", "Fig", "Kiwi", "Zucchini", "3 Peas", "7 Up"]
    }
    static var plainNames: [String] { ["Red", "Green", "Blue", "Red"] }

    init(seed: UInt64, keepsEmptyGroups: Bool) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        var generator = random
        let plain = Self.randomPlainItems(&generator)
        let grouped = Self.randomGroupedItems(&generator)
        random = generator
        content = C(sections: Ref.withSwitches(C.make(plain: plain, grouped: grouped).sections))
        reference = Ref(staticSections: Ref.withSwitches(C.make(plain: [], grouped: []).sections), keepsEmptyGroups: keepsEmptyGroups)
        reference.setPlain(plain)
        reference.setGrouped(grouped)
        trace.append("start(plain: \(plain.count) items, grouped: \(grouped.count) items)")
    }

    static func randomPlainItems(_ random: inout SeededGenerator) -> [C.PlainItem] {
        (0..<random.below(5)).map { _ in C.plainItem(random.pick(plainNames), random.below(3)) }
    }

    /// Items drawn from `groupedNames`, repeats allowed, in the names' order; a name always has the
    /// same note, so repeats are equal items.
    static func randomGroupedItems(_ random: inout SeededGenerator) -> [C.GroupedItem] {
        let names = groupedNames
        let indices = (0..<random.below(9)).map { _ in random.below(names.count) }.sorted()
        return indices.map { C.groupedItem(names[$0], $0.isMultiple(of: 3) ? nil : "note \($0)") }
    }

    // MARK: Random positions, valid and not

    func describe(_ position: Position) -> String { "\(position.section).\(position.row)" }

    mutating func oddIndex(_ count: Int) -> Int { random.pick([-1, count, count + 1, Int.min, Int.max]) }

    mutating func randomSection() -> Int {
        let count = reference.sections.count
        return count == 0 || random.oneIn(8) ? oddIndex(count) : random.below(count)
    }

    /// A position in a random section; `end` allows the slot after the last row.
    mutating func randomPosition(end: Bool = false) -> Position {
        let section = randomSection()
        let count = reference.numberOfRows(inSection: section)
        let limit = count + (end ? 1 : 0)
        let row = limit == 0 || random.oneIn(8) ? oddIndex(count) : (end && random.oneIn(3) ? count : random.below(limit))
        return Position(section: section, row: row)
    }

    /// A row of a checkmark list most of the time, so checkmarks change often.
    mutating func randomListPosition() -> Position {
        let lists = reference.sections.indices.filter { reference.sections[$0].selectionList != nil && !reference.sections[$0].rows.isEmpty }
        guard !lists.isEmpty, !random.oneIn(4) else { return randomPosition() }
        let section = random.pick(lists)
        return Position(section: section, row: random.below(reference.sections[section].rows.count))
    }

    mutating func randomRowID() -> Row.RowID { random.pick(Array(Row.RowID.allCases)) }
    mutating func randomSectionID() -> C.Section.SectionID { random.pick(Array(C.Section.SectionID.allCases)) }

    /// A row to insert: a plain row with random settings (text repeating existing ones, or none), a
    /// row reusing an id, or a row drawn from an item, as an app inserting rows would make them.
    mutating func randomRow() -> Row {
        switch random.below(6) {
        case 0:
            return C.expectedRow(grouped: C.groupedItem(random.pick(Self.groupedNames), nil))
        case 1:
            return C.expectedRow(plain: C.plainItem(random.pick(Self.plainNames), random.below(3)))
        default:
            var row = C.blankRow()
            row.text = random.oneIn(10) ? nil : random.pick(["Alice", "Milk", "New", "Cheese", "Eggs"])
            row.detail = random.oneIn(2) ? nil : "d\(random.below(3))"
            row.editingStyle = random.pick([.none, .delete, .insert, .delete])
            row.canMove = !random.oneIn(3)
            row.canEdit = row.canMove || row.editingStyle != .none
            row.isChecked = random.oneIn(4)
            if random.oneIn(5) {
                row.control = .switch
                row.isOn = random.oneIn(2)
            }
            if random.oneIn(6) { row.id = randomRowID() }
            return row
        }
    }

    // MARK: Checking

    func fail(_ what: String) throws -> Never {
        throw Mismatch(message: what)
    }

    func expect<T: Equatable>(_ generated: T, _ reference: T, _ what: @autoclosure () -> String) throws {
        if generated != reference {
            try fail("\(what()): generated \(generated), reference \(reference)")
        }
    }

    func positions(_ list: [Position]) -> [String] { list.map(describe) }

    /// Generated identities in the reference's terms.
    func referenceTerms(_ identities: [(section: C.SectionIdentity, rows: [C.RowIdentity])]) -> [(section: Ref.SectionIdentity, rows: [Ref.RowIdentity])] {
        identities.map { entry in
            (Ref.SectionIdentity(id: entry.section.id?.rawValue, declaredIndex: entry.section.declaredIndex, group: entry.section.group,
                                 occurrence: entry.section.occurrence),
             entry.rows.map { Ref.RowIdentity(key: C.referenceKey($0.key), occurrence: $0.occurrence) })
        }
    }

    /// Every row of `subject` under its identity.
    func rowsByIdentity(_ subject: C) -> [C.RowIdentity: C.Section.Row] {
        var rows: [C.RowIdentity: C.Section.Row] = [:]
        for (section, entry) in zip(subject.sections, subject.identities) {
            for (row, identity) in zip(section.rows, entry.rows) { rows[identity] = row }
        }
        return rows
    }

    func generatedIdentity(_ identity: C.RowIdentity) -> Ref.RowIdentity {
        Ref.RowIdentity(key: C.referenceKey(identity.key), occurrence: identity.occurrence)
    }

    /// Everything that must agree after a step. `before` is the state before it. Returns the rows
    /// reported changed and the rows whose key repeats, for the coverage counts.
    func check(before: C, referenceBefore: Ref) throws -> (changed: Int, repeats: Int) {
        // The rows, field by field, and the sections around them.
        try expect(content.sections.count, reference.sections.count, "number of sections")
        try expect(content.numberOfSections, reference.sections.count, "numberOfSections")
        for (index, (generated, expected)) in zip(content.sections, reference.sections).enumerated() where generated != expected {
            if generated.rows.count != expected.rows.count {
                try fail("section \(index) has \(generated.rows.count) rows, reference \(expected.rows.count): "
                    + "generated \(generated.rows.map { $0.text ?? "nil" }), reference \(expected.rows.map { $0.text ?? "nil" })")
            }
            if let row = generated.rows.indices.first(where: { generated.rows[$0] != expected.rows[$0] }) {
                try fail("row \(index).\(row) differs: generated \(generated.rows[row]), reference \(expected.rows[row])")
            }
            try fail("section \(index) differs: generated \(generated), reference \(expected)")
        }
        for section in [-1, reference.sections.count, Int.min, Int.max] + Array(reference.sections.indices) {
            try expect(content.numberOfRows(inSection: section), reference.numberOfRows(inSection: section), "numberOfRows(inSection: \(section))")
            try expect(content.checkedRows(inSection: section), reference.checkedRows(inSection: section), "checkedRows(inSection: \(section))")
        }
        for id in Row.RowID.allCases {
            try expect(content.position(of: id).map(describe), reference.position(of: id).map(describe), "position(of: .\(id.rawValue))")
        }
        for id in C.Section.SectionID.allCases {
            try expect(content.section(of: id), reference.section(of: id), "section(of: .\(id.rawValue))")
            try expect(content.checkedRows(in: id), reference.checkedRows(in: id), "checkedRows(in: .\(id.rawValue))")
        }

        // Identities: as the documented rule makes them, and unique.
        let generatedIdentities = content.identities
        let identities = referenceTerms(generatedIdentities)
        let expected = reference.identities
        try expect(identities.map(\.section), expected.map(\.section), "section identities")
        for (index, (generated, wanted)) in zip(identities, expected).enumerated() {
            try expect(generated.rows, wanted.rows, "row identities of section \(index)")
        }
        let rowIdentities = generatedIdentities.flatMap(\.rows)
        if Set(rowIdentities).count != rowIdentities.count { try fail("row identities repeat: \(identities.flatMap(\.rows))") }
        let sectionIdentities = generatedIdentities.map(\.section)
        if Set(sectionIdentities).count != sectionIdentities.count { try fail("section identities repeat: \(identities.map(\.section))") }

        // A row keeps its identity unless a row with its key came, went or moved.
        let old = before.identities
        var oldIdentity: [Int: C.RowIdentity] = [:]
        var oldKeys: [Int: ReferenceKey] = [:]
        for (s, entry) in old.enumerated() where s < referenceBefore.serials.count {
            for (r, identity) in entry.rows.enumerated() where r < referenceBefore.serials[s].count {
                oldIdentity[referenceBefore.serials[s][r]] = identity
                oldKeys[referenceBefore.serials[s][r]] = C.referenceKey(identity.key)
            }
        }
        var newKeys: [Int: ReferenceKey] = [:]
        for (s, entry) in generatedIdentities.enumerated() {
            for (r, identity) in entry.rows.enumerated() { newKeys[reference.serials[s][r]] = C.referenceKey(identity.key) }
        }
        var disturbed = movedKeys
        for (serial, key) in oldKeys where newKeys[serial] == nil { disturbed.insert(key) }
        for (serial, key) in newKeys where oldKeys[serial] == nil { disturbed.insert(key) }
        for (s, entry) in generatedIdentities.enumerated() {
            for (r, identity) in entry.rows.enumerated() {
                let serial = reference.serials[s][r]
                guard let was = oldIdentity[serial], !disturbed.contains(C.referenceKey(identity.key)), oldKeys[serial] == C.referenceKey(identity.key) else {
                    continue
                }
                if was != identity {
                    try fail("row \(s).\(r) changed identity from \(generatedIdentity(was)) to \(generatedIdentity(identity)) though no row with its key came, went or moved")
                }
            }
        }

        // The rows to reconfigure: exactly those whose identity stayed and whose values changed.
        let changed = content.changedRows(since: before).map(generatedIdentity)
        try expect(changed, reference.changedRows(since: referenceBefore), "changedRows(since:)")
        // The same rows with their values: what the UIKit data source compares to tell a
        // reconfigure from a reload.
        let changes = content.rowChanges(since: before)
        try expect(changes.map { generatedIdentity($0.identity) }, changed, "rowChanges(since:) identities")
        let rowsBefore = rowsByIdentity(before), rowsNow = rowsByIdentity(content)
        for change in changes {
            try expect(change.before, rowsBefore[change.identity], "rowChanges(since:) row before, \(generatedIdentity(change.identity))")
            try expect(change.after, rowsNow[change.identity], "rowChanges(since:) row after, \(generatedIdentity(change.identity))")
        }
        return (changed.count, rowIdentities.filter { $0.occurrence > 0 }.count)
    }

    // MARK: One step

    /// Picks an operation, applies it to both sides, and compares what each returned.
    mutating func step() throws -> String {
        movedKeys = []
        switch random.below(100) {
        case 0..<14:
            let position = randomPosition()
            let op = "deleteRow(at: \(describe(position)))"
            if !reference.contains(position) { coverage.positionsNotInTable += 1 }
            try begin(op)
            try expect(content.deleteRow(at: position), reference.deleteRow(at: position), op)
            return op
        case 14..<26:
            let row = randomRow()
            var position = randomPosition(end: true)
            if random.oneIn(2), reference.hasSection(position.section) { position.row = reference.numberOfRows(inSection: position.section) }
            let op = "insertRow(\(row.text ?? "nil")\(row.id.map { " id " + $0.rawValue } ?? "")\(row.editingStyle == .insert ? " insert" : ""), at: \(describe(position)))"
            try begin(op)
            try expect(content.insertRow(row, at: position), reference.insertRow(row, at: position), op)
            return op
        case 26..<34:
            let source = randomPosition(), destination = randomPosition(end: true)
            let op = "moveRow(from: \(describe(source)), to: \(describe(destination)))"
            if !reference.contains(source) || !reference.hasSection(destination.section) { coverage.positionsNotInTable += 1 }
            try begin(op)
            if let row = reference.row(at: source) { movedKeys = [Ref.key(of: row)] }
            try expect(content.moveRow(from: source, to: destination), reference.moveRow(from: source, to: destination), op)
            return op
        case 34..<50:
            // A drag as UIKit reports it: the rule retargets the proposal, then the row moves there.
            let source = random.oneIn(6) ? randomPosition() : movablePosition()
            let proposed = randomPosition(end: true)
            let op = "drag(from: \(describe(source)), proposed: \(describe(proposed)))"
            try begin(op)
            let target = content.targetPosition(movingRowAt: source, to: proposed)
            try expect(describe(target), describe(reference.targetPosition(movingRowAt: source, to: proposed)), "targetPosition in " + op)
            if reference.contains(source), reference.hasSection(proposed.section), target != proposed { coverage.dragsRetargeted += 1 }
            if reference.contains(source), target.section != source.section { coverage.dragsAcrossSections += 1 }
            if let row = reference.row(at: source) { movedKeys = [Ref.key(of: row)] }
            try expect(content.moveRow(from: source, to: target), reference.moveRow(from: source, to: target), "moveRow to the target in " + op)
            return op
        case 50..<64:
            let position = randomListPosition()
            let op = "toggleCheckmark(at: \(describe(position)))"
            if !reference.contains(position) { coverage.positionsNotInTable += 1 }
            try begin(op)
            try expect(positions(content.toggleCheckmark(at: position)), positions(reference.toggleCheckmark(at: position)), op)
            return op
        case 64..<70:
            let position = randomPosition(), isOn = random.oneIn(2)
            let op = "setOn(\(isOn), at: \(describe(position)))"
            try begin(op)
            try expect(content.setOn(isOn, at: position), reference.setOn(isOn, at: position), op)
            return op
        case 70..<74:
            let id = randomRowID(), isOn = random.oneIn(2)
            let op = "setOn(\(isOn), for: .\(id.rawValue))"
            try begin(op)
            try expect(content.setOn(isOn, for: id).map(describe), reference.updateRow(id) { $0.isOn = isOn }.map(describe), op)
            return op
        case 74..<78:
            let id = randomRowID(), detail = random.oneIn(3) ? nil : "detail \(random.below(3))"
            let op = "setDetail(\(detail ?? "nil"), for: .\(id.rawValue))"
            try begin(op)
            try expect(content.setDetail(detail, for: id).map(describe), reference.updateRow(id) { $0.detail = detail }.map(describe), op)
            return op
        case 78..<84:
            let id = randomRowID(), isChecked = !random.oneIn(3)
            let op = "setChecked(\(isChecked), for: .\(id.rawValue))"
            try begin(op)
            try expect(positions(content.setChecked(isChecked, for: id)), positions(reference.setChecked(isChecked, for: id)), op)
            return op
        case 84..<87:
            let id = randomRowID(), text = random.pick(["Renamed", "Alice", "Milk"])
            let op = "updateRow(.\(id.rawValue)) { text = \(text); canMove.toggle() }"
            try begin(op)
            let change: (inout Row) -> Void = { row in
                row.text = text
                row.canMove.toggle()
            }
            try expect(content.updateRow(id, change).map(describe), reference.updateRow(id, change).map(describe), op)
            return op
        case 87..<91:
            let items = Self.randomPlainItems(&random)
            let op = "setPlainItems(\(items.count) items)"
            try begin(op)
            content.setPlain(items)
            reference.setPlain(items)
            return op
        case 91..<97:
            let items = Self.randomGroupedItems(&random)
            let op = "setGroupedItems(\(items.count) items)"
            try begin(op)
            content.setGrouped(items)
            reference.setGrouped(items)
            return op
        default:
            // Reading only: any position, any section id, and the move rule on its own.
            let position = randomPosition(end: true), proposed = randomPosition(end: true), id = randomSectionID()
            let op = "read(at: \(describe(position)), target to: \(describe(proposed)), checkedRows(in: .\(id.rawValue)))"
            try begin(op)
            try expect(content.contains(position), reference.contains(position), "contains in " + op)
            try expect(content.row(at: position), reference.row(at: position), "row(at:) in " + op)
            try expect(describe(content.targetPosition(movingRowAt: position, to: proposed)),
                       describe(reference.targetPosition(movingRowAt: position, to: proposed)), "targetPosition in " + op)
            return op
        }
    }

    /// A row that shows a reorder control, when there is one.
    mutating func movablePosition() -> Position {
        var movable: [Position] = []
        for (s, section) in reference.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.canMove { movable.append(Position(section: s, row: r)) }
        }
        return movable.isEmpty ? randomPosition() : random.pick(movable)
    }

    /// Logs the operation before it runs, unbuffered, so a trap leaves the trace behind on stderr.
    mutating func begin(_ op: String) throws {
        trace.append(op)
        fputs("\(C.tableName) seed \(seed) step \(trace.count - 1): \(op)\n", stderr)
    }

    /// Runs `steps` steps; returns how many operations were checked.
    mutating func run(steps: Int) throws -> Int {
        _ = try check(before: content, referenceBefore: reference)
        for _ in 0..<steps {
            let before = content, referenceBefore = reference
            let sections = reference.sections.count
            _ = try step()
            let counts = try check(before: before, referenceBefore: referenceBefore)
            if reference.sections.count < sections, reference.sections.filter(Ref.isGroup).count < referenceBefore.sections.filter(Ref.isGroup).count,
               trace.last?.hasPrefix("set") == false {
                coverage.groupsDropped += 1
            }
            coverage.rowsReportedChanged += counts.changed
            coverage.repeatedKeys += counts.repeats
        }
        return steps
    }
}
