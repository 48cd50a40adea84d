// A form table's content under seeded random value changes, switch flips, deletes, moves and updates
// by id, checked after every step against what the conditions say. Built with TableSpecRuntime by
// `FormContentTests`; prints one summary line, or the first broken property with its seed and step.
import Foundation
import TableSpecRuntime

/// A settings form whose rows and sections hide and show by the values of other rows, written as the
/// generated code writes a table.
enum Form: TableDefinition {
    enum RowID: String, CaseIterable, Hashable, Sendable {
        case wifi, askToJoin, networks, bluetooth, devices, textSize, largePreview, units, miles, kilometres, showAdvanced, logging, verbose, reset
    }
    enum SectionID: String, CaseIterable, Hashable, Sendable {
        case network, display, advanced
    }

    static var declaredSections: [Section] {
        [
            Section(id: .network, header: "Network", rows: [
                Row(text: "Wi-Fi", control: .switch, isOn: true, id: .wifi),
                Row(text: "Ask to Join", control: .switch, id: .askToJoin, hidden: .not(.value(.wifi))),
                Row(text: "Networks", id: .networks, hidden: .not(.value(.wifi))),
                Row(text: "Bluetooth", control: .switch, id: .bluetooth),
                Row(text: "Devices", id: .devices, hidden: .any([.not(.value(.bluetooth)), .not(.value(.wifi))])),
                Row(text: "About Networks"),
            ]),
            Section(declaredIndex: 1, id: .display, header: "Display", rows: [
                Row(text: "Text Size", control: .stepper(minimum: 8, maximum: 30, step: 0.5), value: .double(17), id: .textSize),
                Row(text: "Large Preview", id: .largePreview, hidden: .compare(.value(.textSize), .less, .constant(.int(20)))),
                Row(text: "Units", control: .segmented([.option("metric"), .option("imperial"), .option("nautical")]), value: .text("metric"),
                    id: .units, disabled: .compare(.value(.textSize), .greater, .constant(.double(28.5)))),
                Row(text: "Miles", id: .miles, hidden: .compare(.value(.units), .notEqual, .constant(.text("imperial")))),
                Row(text: "Kilometres", id: .kilometres, hidden: .compare(.value(.units), .equal, .constant(.text("nautical")))),
                Row(text: "Show Advanced", control: .switch, id: .showAdvanced),
            ]),
            Section(declaredIndex: 2, id: .advanced, header: "Advanced", hidden: .not(.value(.showAdvanced)), rows: [
                Row(text: "Logging", control: .switch, id: .logging),
                Row(text: "Verbose", control: .switch, id: .verbose, hidden: .any([.not(.value(.logging)), .compare(.value(.textSize), .greater, .constant(.int(25)))])),
                Row(text: "Reset", role: .destructive, id: .reset),
            ]),
        ]
    }

    static var defaultValues: [RowID: TableValue] {
        [.wifi: .bool(true), .askToJoin: .bool(false), .bluetooth: .bool(false), .textSize: .double(17), .units: .text("metric"),
         .showAdvanced: .bool(false), .logging: .bool(false), .verbose: .bool(false)]
    }

    /// Values under which no condition holds: every row and section shows.
    static let showEverything: [RowID: TableValue] = [.wifi: .bool(true), .bluetooth: .bool(true), .textSize: .double(22), .units: .text("imperial"),
                                                      .showAdvanced: .bool(true), .logging: .bool(true)]
}

typealias Content = TableContent<Form>

func allRows(_ sections: [TableSection<Form>]) -> [TableRow<Form>] { sections.flatMap(\.rows) }

/// The properties that hold after every step; nil when they all do.
func broken(_ content: Content, values expected: [Form.RowID: TableValue], deleted: Set<Form.RowID>, moved: Bool) -> String? {
    if content.values != expected { return "values \(content.values) differ from those set, \(expected)" }
    for section in content.sections {
        if section.hidden?.isMet(in: content.values) == true { return "section \(section.header ?? "") is shown while its condition holds" }
        for row in section.rows {
            if row.hidden?.isMet(in: content.values) == true { return "row \(row.text ?? "") is shown while its condition holds" }
            if let id = row.id, row.control == .switch, let value = content.values[id], row.isOn != value.isTrue {
                return "switch \(id) shows \(row.isOn), its value is \(value)"
            }
            if row.id == .units, content.isDisabled(row) != (content.values[.textSize]?.asDouble ?? 0 > 28.5) { return "units' disabled state is wrong" }
        }
    }
    let identities = content.identities.flatMap(\.rows)
    if Set(identities).count != identities.count { return "identities repeat" }
    let ids = allRows(content.sections).compactMap(\.id)
    if Set(ids).count != ids.count { return "a row shows twice: \(ids)" }
    if ids.contains(where: deleted.contains) { return "a deleted row is back" }
    if !moved {
        // Rows show in the spec's order.
        let declared = Dictionary(uniqueKeysWithValues: allRows(Form.declaredSections).enumerated().compactMap { index, row in row.id.map { ($0, index) } })
        let ranks = ids.compactMap { declared[$0] }
        if ranks != ranks.sorted() { return "rows are out of the spec's order: \(ids)" }
    }
    return nil
}

/// What a row's control makes of a value set on it, written out for the form's three kinds of control rather
/// than asked of the runtime: a switch takes only true or false; the stepper (8 to 30 in steps of 0.5) takes any
/// number, clamped into its range and rounded to a step, as a Double; the segmented control only its keys. Nil:
/// the value is refused and the old one stays. A row without a control, or one deleted, takes anything.
func accepted(_ value: TableValue?, for id: Form.RowID, deleted: Set<Form.RowID>) -> TableValue?? {
    guard let value, !deleted.contains(id) else { return .some(value) }
    switch id {
    case .wifi, .askToJoin, .bluetooth, .showAdvanced, .logging, .verbose:
        if case .bool = value { return .some(value) }
        return nil
    case .textSize:
        guard let number = value.asDouble else { return nil }
        return .some(.double((min(max(number, 8), 30) * 2).rounded() / 2))
    case .units:
        if case .text(let key) = value, ["metric", "imperial", "nautical"].contains(key) { return .some(value) }
        return nil
    default:
        return .some(value)
    }
}

/// Sets `value` in `values` as the content should: refused values change nothing.
func record(_ value: TableValue?, for id: Form.RowID, in values: inout [Form.RowID: TableValue], deleted: Set<Form.RowID>) {
    if let taken = accepted(value, for: id, deleted: deleted) { values[id] = taken }
}

extension TableValue {
    var asDouble: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

var seeds: [UInt64] = Array(1...20)
var steps = 400
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch argument {
    case "--seeds":
        seeds = SeededGenerator.seeds(value)
    case "--steps": steps = Int(value) ?? steps
    default:
        print("unknown argument '\(argument)'")
        exit(2)
    }
}

var operations = 0, hides = 0, shows = 0, hiddenChanges = 0, disabledFlips = 0
for seed in seeds {
    var random = SeededGenerator(seed: seed)
    var content = Content()
    var values = Form.defaultValues
    var deleted = Set<Form.RowID>()
    var moved = false
    var log: [String] = []
    for step in 1...steps {
        let previous = content
        let before = Set(allRows(content.sections).compactMap(\.id))
        let ids = Form.RowID.allCases
        let operation: String
        switch random.below(10) {
        case 0, 1, 2:
            let id = ids[random.below(ids.count)]
            let value: TableValue?
            switch random.below(6) {
            case 0: value = .bool(random.below(2) == 0)
            case 1: value = .int(random.below(40))
            case 2: value = .double(Double(random.below(60)) / 2)
            case 3: value = .text(["metric", "imperial", "nautical"][random.below(3)])
            case 4: value = nil
            default: value = Form.defaultValues[id]
            }
            operation = "setValue(\(String(describing: value)), for: .\(id))"
            content.setValue(value, for: id)
            record(value, for: id, in: &values, deleted: deleted)
        case 3, 4:
            let position = TableRowPosition(section: random.below(4) - 1 + 1, row: random.below(8) - 1)
            let isOn = random.below(2) == 0
            operation = "setOn(\(isOn), at: \(position))"
            if let row = content.row(at: position), content.setOn(isOn, at: position), let id = row.id { values[id] = .bool(isOn) }
        case 5:
            let id = ids[random.below(ids.count)]
            let isOn = random.below(2) == 0
            operation = "setOn(\(isOn), for: .\(id))"
            content.setOn(isOn, for: id)
            record(.bool(isOn), for: id, in: &values, deleted: deleted)
        case 6:
            let position = TableRowPosition(section: random.below(4), row: random.below(7))
            operation = "deleteRow(at: \(position))"
            if let row = content.deleteRow(at: position), let id = row.id { deleted.insert(id) }
        case 7:
            let source = TableRowPosition(section: random.below(3), row: random.below(7))
            let destination = TableRowPosition(section: random.below(3), row: random.below(7))
            operation = "moveRow(from: \(source), to: \(destination))"
            if content.moveRow(from: source, to: destination) { moved = true }
        case 8:
            let id = ids[random.below(ids.count)]
            operation = "updateRow(.\(id)) detail"
            let wasShown = content.position(of: id) != nil
            content.updateRow(id) { $0.detail = "step \(step)" }
            if !wasShown && !deleted.contains(id) { hiddenChanges += 1 }
        default:
            operation = "setValues(showEverything)"
            for (id, value) in Form.showEverything.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                content.setValue(value, for: id)
                record(value, for: id, in: &values, deleted: deleted)
            }
        }
        operations += 1
        log.append("step \(step): \(operation)")
        let after = Set(allRows(content.sections).compactMap(\.id))
        if after.subtracting(before).isEmpty == false { shows += 1 }
        if before.subtracting(after).subtracting(deleted).isEmpty == false { hides += 1 }
        // The rows a data source must redraw for `disabled`: shown before and after, dimmed in one only.
        var wasDisabled: [TableRowIdentity<Form>: Bool] = [:]
        for (section, entry) in previous.identities.enumerated() {
            for (row, identity) in entry.rows.enumerated() { wasDisabled[identity] = previous.isDisabled(previous.sections[section].rows[row]) }
        }
        var redrawn: [TableRowIdentity<Form>] = []
        for (section, entry) in content.identities.enumerated() {
            for (row, identity) in entry.rows.enumerated() where wasDisabled[identity].map({ $0 != content.isDisabled(content.sections[section].rows[row]) }) ?? false {
                redrawn.append(identity)
            }
        }
        if content.disabledChanges(since: previous) != redrawn {
            print("BROKEN seed=\(seed) step=\(step) op=\(operation): disabledChanges \(content.disabledChanges(since: previous)) differ from \(redrawn)")
            exit(1)
        }
        if !redrawn.isEmpty { disabledFlips += 1 }
        if let problem = broken(content, values: values, deleted: deleted, moved: moved) {
            print("BROKEN seed=\(seed) step=\(step) op=\(operation): \(problem)")
            print(log.suffix(8).joined(separator: "\n"))
            exit(1)
        }
    }
    // Nothing hidden is lost: with every condition false, every row not deleted shows again, with its value.
    for (id, value) in Form.showEverything {
        content.setValue(value, for: id)
    }
    let shown = Set(allRows(content.sections).compactMap(\.id))
    let expected = Set(Form.RowID.allCases).subtracting(deleted)
    if shown != expected {
        print("BROKEN seed=\(seed) at the end: rows lost while hidden: \(expected.subtracting(shown).map(\.rawValue).sorted())")
        exit(1)
    }
}
print("checked \(operations) operations over \(seeds.count) seeds; \(hides) steps hid rows, \(shows) showed rows, \(hiddenChanges) changed a hidden row, \(disabledFlips) disabled or enabled a row")
