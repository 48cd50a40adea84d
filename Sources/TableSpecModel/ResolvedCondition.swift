/// A form row's value, as conditions read it: a switch's state, a stepper's or slider's number, a text field's
/// text, the key of a picker's or segmented control's option. A date picker's date is not known until the
/// screen shows, so it has none here.
public enum ConditionValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)
}

/// How a condition compares two values (`==`, `!=`, `<`, `<=`, `>`, `>=`).
public enum ConditionComparison: String, Hashable, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}

/// A row's or section's `hidden` or `disabled` condition as the front end checked it: every name is
/// the id of a row that holds a value, and every comparison compares like with like. The generators
/// write it out as the runtime's `TableCondition`; the previews evaluate it with the spec's values.
public indirect enum ResolvedCondition: Hashable, Sendable {
    case constant(ConditionValue)
    /// The value of the row with this id.
    case value(String)
    case not(ResolvedCondition)
    /// `&&`: met when every operand is.
    case all([ResolvedCondition])
    /// `||`: met when any operand is.
    case any([ResolvedCondition])
    case compare(ResolvedCondition, ConditionComparison, ResolvedCondition)

    /// Whether the condition holds with these values, by row id: how the previews draw a form in the state
    /// its defaults give, as the runtime's `TableCondition` decides on a device.
    public func isMet(in values: [String: ConditionValue]) -> Bool {
        value(in: values) == .bool(true)
    }

    private func value(in values: [String: ConditionValue]) -> ConditionValue? {
        switch self {
        case .constant(let value): return value
        case .value(let id): return values[id]
        case .not(let operand): return .bool(!operand.isMet(in: values))
        case .all(let operands): return .bool(operands.allSatisfy { $0.isMet(in: values) })
        case .any(let operands): return .bool(operands.contains { $0.isMet(in: values) })
        case .compare(let left, let comparison, let right):
            guard let left = left.value(in: values), let right = right.value(in: values) else { return .bool(false) }
            return .bool(Self.holds(left, comparison, right))
        }
    }

    private static func holds(_ left: ConditionValue, _ comparison: ConditionComparison, _ right: ConditionValue) -> Bool {
        let order: Int?
        switch (left, right) {
        case (.text(let a), .text(let b)): order = a == b ? 0 : (a < b ? -1 : 1)
        case (.bool(let a), .bool(let b)): order = a == b ? 0 : nil
        default:
            guard let a = left.number, let b = right.number else { return comparison == .notEqual }
            order = a == b ? 0 : (a < b ? -1 : 1)
        }
        switch comparison {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order == -1
        case .lessOrEqual: return order == -1 || order == 0
        case .greater: return order == 1
        case .greaterOrEqual: return order == 1 || order == 0
        }
    }

    /// The row ids the condition reads, in the order it names them.
    public var ids: [String] {
        switch self {
        case .constant: []
        case .value(let id): [id]
        case .not(let operand): operand.ids
        case .all(let operands), .any(let operands): operands.flatMap(\.ids)
        case .compare(let left, _, let right): left.ids + right.ids
        }
    }
}

extension ConditionValue {
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
