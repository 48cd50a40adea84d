import TableSpecDiagnostics
import TableSpecModel

/// `hidden` and `disabled`: each condition is read (`ConditionParser`) and checked against the rows
/// that hold values, once every section is resolved, since a condition may name a row declared after
/// it. Every problem is an error at the column of the name or operator it is about.
///
/// A condition may name only rows with an id that hold a value: a form row. A switch is true or false, a
/// stepper or slider a number, a text field a text, a picker or segmented control one of its options' keys
/// (which a condition may write bare: `units == metric`), a date picker a date.
/// Conditions must not lock the user out: a row or section whose condition reads, through other
/// conditions, its own value (`a` hidden by `b`, `b` hidden by `a`), or a section hidden by a row
/// inside it, could be hidden or disabled with no way back.
extension SpecValidator {
    /// The kind of value a condition part has.
    enum ConditionKind: Equatable {
        case bool, number, text, date
        /// A picker's or segmented control's value: one of these keys, compared as a text.
        case option(row: String, keys: [String])

        var name: String {
            switch self {
            case .bool: "true or false"
            case .number: "a number"
            case .text: "a text"
            case .date: "a date"
            case .option(let row, _): "an option of '\(row)'"
            }
        }

        /// Whether values of the two kinds can be compared: an option's key is a text.
        func compares(with other: ConditionKind) -> Bool {
            switch (self, other) {
            case (.option, .option), (.option, .text), (.text, .option): true
            default: self == other
            }
        }

        /// Whether `<` and the like order values of this kind.
        var isOrdered: Bool {
            switch self {
            case .number, .text, .date: true
            case .bool, .option: false
            }
        }
    }

    /// Adds the resolved conditions to `sections`, which came from `table.sections` in order.
    mutating func resolveConditions(_ sections: inout [ResolvedSection]) {
        guard let declared = table.sections?.value, declared.contains(where: Self.hasConditions) else { return }
        var kinds: [String: ConditionKind] = [:]
        var rowIDs: Set<String> = []
        var sectionOfRow: [String: Int] = [:]
        for section in sections {
            for row in section.rows {
                guard let id = row.id else { continue }
                rowIDs.insert(id)
                sectionOfRow[id] = section.position
                switch row.appearance.control {
                case .switch?: kinds[id] = .bool
                case .stepper?, .slider?: kinds[id] = .number
                case .textField?: kinds[id] = .text
                case .segmented?, .picker?: kinds[id] = .option(row: id, keys: row.form?.options.map(\.key) ?? [])
                case .datePicker?: kinds[id] = .date
                case nil: break
                }
            }
        }
        let scope = Scope(kinds: kinds, rowIDs: rowIDs)
        // What each conditioned row reads: the edges of the graph a lock would be a cycle of.
        var reads: [Read] = []
        for index in sections.indices {
            let position = sections[index].position
            guard declared.indices.contains(position) else { continue }
            let declaration = declared[position]
            if let text = declaration.hidden, let condition = resolve(text, key: "hidden", in: scope) {
                sections[index].hidden = condition.resolved
                for (id, bytes) in condition.names where sectionOfRow[id] == position {
                    error(
                        "the section is hidden by '\(id)', a row inside it: once the section is hidden, nothing could show it again",
                        at: text.range(of: bytes))
                }
            }
            guard case .rows(var rows) = sections[index].content, case .rows(let declaredRows)? = declaration.content else { continue }
            for (row, rowDeclaration) in zip(rows.indices, declaredRows.value) {
                for (key, text) in [("hidden", rowDeclaration.attributes[.hidden]?.value), ("disabled", rowDeclaration.attributes[.disabled]?.value)]
                {
                    guard let text, let condition = resolve(text, key: key, in: scope) else { continue }
                    if key == "hidden" { rows[row].hidden = condition.resolved } else { rows[row].disabled = condition.resolved }
                    if let id = rows[row].id {
                        reads += condition.names.map { Read(from: id, to: $0.id, text: text, bytes: $0.bytes) }
                    }
                }
            }
            sections[index].content = .rows(rows)
        }
        reportLocks(reads)
    }

    private static func hasConditions(_ section: SectionDeclaration) -> Bool {
        guard section.hidden == nil else { return true }
        guard case .rows(let rows)? = section.content else { return false }
        return rows.value.contains { $0.attributes.setKeys & (RowKey.hidden.bit | RowKey.disabled.bit) != 0 }
    }

    struct Scope {
        var kinds: [String: ConditionKind]
        var rowIDs: Set<String>
    }

    /// A condition checked: what the generators write, and the row ids it names, with their bytes in its
    /// text (turned into source positions only for a message: a long condition names many).
    struct CheckedCondition {
        var resolved: ResolvedCondition
        var names: [(id: String, bytes: Range<Int>)]
    }

    /// A conditioned row reading another row's value, where the condition names it.
    struct Read {
        var from: String
        var to: String
        var text: ConditionText
        var bytes: Range<Int>
    }

    private mutating func resolve(_ text: ConditionText, key: String, in scope: Scope) -> CheckedCondition? {
        switch ConditionParser.parse(text.text) {
        case .failure(let problem):
            error(problem.message, at: text.range(of: problem.range))
            return nil
        case .success(let expression):
            var names: [(id: String, bytes: Range<Int>)] = []
            guard let (resolved, kind) = check(expression, text, key: key, scope, &names) else { return nil }
            guard kind == .bool else {
                error(
                    "'\(key)' must be true or false, but the condition is \(kind.name); compare it, as in 'value > 20'",
                    at: text.range(of: expression.range))
                return nil
            }
            return CheckedCondition(resolved: resolved, names: names)
        }
    }

    private mutating func check(
        _ expression: ConditionParser.Expression, _ text: ConditionText, key: String, _ scope: Scope,
        _ names: inout [(id: String, bytes: Range<Int>)]
    ) -> (ResolvedCondition, ConditionKind)? {
        switch expression {
        case .name(let name, let range):
            if let kind = scope.kinds[name] {
                names.append((name, range))
                return (.value(name), kind)
            }
            let at = text.range(of: range)
            if scope.rowIDs.contains(name) {
                error("'\(name)' is a row without a value: a condition reads rows with a control, such as a switch", at: at)
            } else {
                let hint = NearestName.hint(for: name, among: scope.kinds.keys.sorted())
                error("no row with a value has the id '\(ControlCharacters.escaped(name))'\(hint)", at: at)
            }
            return nil
        case .bool(let value, _):
            return (.constant(.bool(value)), .bool)
        case .number(let value, let isInteger, _):
            return (.constant(isInteger && abs(value) < 1e15 ? .int(Int(value)) : .double(value)), .number)
        case .text(let value, _):
            return (.constant(.text(value)), .text)
        case .not(let operand, let range):
            guard let (inner, kind) = check(operand, text, key: key, scope, &names) else { return nil }
            guard kind == .bool else {
                error("'!' turns true into false, but its operand is \(kind.name)", at: text.range(of: range))
                return nil
            }
            return (.not(inner), .bool)
        case .and(let operands), .or(let operands):
            var resolved: [ResolvedCondition] = []
            for operand in operands {
                guard let (inner, kind) = check(operand, text, key: key, scope, &names) else { return nil }
                guard kind == .bool else {
                    let joiner = if case .and = expression { "&&" } else { "||" }
                    error("'\(joiner)' joins conditions that are true or false, but this is \(kind.name)", at: text.range(of: operand.range))
                    return nil
                }
                resolved.append(inner)
            }
            if case .and = expression { return (.all(resolved), .bool) }
            return (.any(resolved), .bool)
        case .compare(let left, let comparison, let right, let operatorRange):
            // An option's key may be written bare beside the picker it is an option of: `units == metric`.
            guard let (lhs, leftKind) = option(left, against: right, text, scope) ?? check(left, text, key: key, scope, &names),
                let (rhs, rightKind) = option(right, against: left, text, scope) ?? check(right, text, key: key, scope, &names)
            else { return nil }
            let at = text.range(of: operatorRange)
            guard leftKind.compares(with: rightKind) else {
                error("'\(comparison.rawValue)' compares \(leftKind.name) with \(rightKind.name): they are never equal", at: at)
                return nil
            }
            let ordered: Set<ConditionParser.Comparison> = [.less, .lessOrEqual, .greater, .greaterOrEqual]
            if ordered.contains(comparison), !leftKind.isOrdered || !rightKind.isOrdered {
                let what = leftKind == .bool ? "these are true or false" : "options have no order"
                error("'\(comparison.rawValue)' orders numbers, texts or dates, but \(what); compare them with '==' or '!='", at: at)
                return nil
            }
            return (.compare(lhs, ConditionComparison(rawValue: comparison.rawValue) ?? .equal, rhs), .bool)
        }
    }

    /// `operand` as an option's key, when it is a bare name that is not a row with a value and `other` names a
    /// picker or segmented control: its key if it has one, else an error naming the options. Nil when the rule
    /// does not apply, so the operand is checked as any other.
    private mutating func option(
        _ operand: ConditionParser.Expression, against other: ConditionParser.Expression,
        _ text: ConditionText, _ scope: Scope
    ) -> (ResolvedCondition, ConditionKind)?? {
        guard case .name(let name, let range) = operand, scope.kinds[name] == nil,
            case .name(let otherName, _) = other, case .option(let row, let keys)? = scope.kinds[otherName]
        else { return nil }
        guard keys.contains(name) else {
            let hint = NearestName.hint(for: name, among: keys)
            error(
                "'\(ControlCharacters.escaped(name))' is not an option of '\(row)' (\(keys.joined(separator: ", ")))\(hint)",
                at: text.range(of: range))
            return .some(nil)
        }
        return (.constant(.text(name)), .text)
    }

    /// A row whose condition reads its own value, directly or through other rows' conditions: once it
    /// holds, nothing the user can reach could change it back. Each cycle is reported once, at the
    /// name that closes it. The walk keeps its own stack: a chain of a hundred thousand rows, each
    /// hidden by the next, must not overflow the thread's.
    private mutating func reportLocks(_ reads: [Read]) {
        guard !reads.isEmpty else { return }
        var edges: [String: [Read]] = [:]
        for read in reads { edges[read.from, default: []].append(read) }
        var onPath = Set<String>(), done = Set<String>()
        var reported = Set<String>()
        for start in edges.keys.sorted() where !done.contains(start) {
            // Each frame: a row on the path and the next of its edges to follow.
            var stack: [(id: String, next: Int)] = [(start, 0)]
            onPath.insert(start)
            while let top = stack.last {
                let outgoing = edges[top.id] ?? []
                guard top.next < outgoing.count else {
                    stack.removeLast()
                    onPath.remove(top.id)
                    done.insert(top.id)
                    continue
                }
                stack[stack.count - 1].next += 1
                let read = outgoing[top.next]
                if onPath.contains(read.to) {
                    let first = stack.lastIndex { $0.id == read.to } ?? 0
                    let cycle = stack[first...].map(\.id)
                    guard reported.insert(cycle.sorted().joined(separator: " ")).inserted else { continue }
                    let at = read.text.range(of: read.bytes)
                    if cycle.count == 1 {
                        error("the row's condition reads its own value, '\(read.to)': once it holds, the user could not change it back", at: at)
                    } else {
                        var names = (cycle + [read.to]).map { "'\($0)'" }
                        if names.count > 8 {
                            // A long cycle is named by its ends: the message stays one readable line.
                            names = names.prefix(4) + ["… \(names.count - 7) more …"] + names.suffix(3)
                        }
                        let chain = names[0] + " reads " + names.dropFirst().joined(separator: ", which reads ")
                        error("these rows' conditions read each other: \(chain); once they hold, the user could not change them back", at: at)
                    }
                } else if !done.contains(read.to) {
                    stack.append((read.to, 0))
                    onPath.insert(read.to)
                }
            }
        }
    }
}
