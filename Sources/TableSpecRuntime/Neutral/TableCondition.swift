internal import Foundation

/// How a condition compares two values.
public nonisolated enum TableComparison: Hashable, Sendable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
}

/// A condition over the table's values, from a row's or section's `hidden` or `disabled` in the spec:
/// `!wifi`, `units == imperial && textSize > 20`. The front end has checked it (names, kinds, option keys),
/// so a generated condition always compares like with like; one made by hand that compares unlike kinds, or
/// names a row without a value, is simply not met.
public nonisolated indirect enum TableCondition<Table: TableDefinition>: Hashable, Sendable {
    /// A value written in the spec: `true`, `20`, `"Home"`, or an option's key.
    case constant(TableValue)
    /// The value of the row with an id.
    case value(Table.RowID)
    /// `!condition`.
    case not(Self)
    /// `a && b && …`: met when every one is.
    case all([Self])
    /// `a || b || …`: met when any one is.
    case any([Self])
    /// `a == b`, `a < b`, …
    case compare(Self, TableComparison, Self)

    /// Whether the condition is met with `values`.
    public func isMet(in values: [Table.RowID: TableValue]) -> Bool {
        value(in: values)?.isTrue ?? false
    }

    /// The condition's value: a comparison or a logical operator is a `bool`; a row without a value is nil.
    func value(in values: [Table.RowID: TableValue]) -> TableValue? {
        switch self {
        case .constant(let value):
            return value
        case .value(let id):
            return values[id]
        case .not(let operand):
            return .bool(!operand.isMet(in: values))
        case .all(let operands):
            return .bool(operands.allSatisfy { $0.isMet(in: values) })
        case .any(let operands):
            return .bool(operands.contains { $0.isMet(in: values) })
        case .compare(let left, let comparison, let right):
            guard let left = left.value(in: values), let right = right.value(in: values) else {
                return .bool(false)
            }
            return .bool(Self.compare(left, comparison, right))
        }
    }

    /// Numbers compare by value whatever their kind; texts, dates and flags with their own kind. Unlike kinds
    /// are never equal and never ordered.
    private static func compare(_ left: TableValue, _ comparison: TableComparison, _ right: TableValue) -> Bool {
        let order: ComparisonResult?
        switch (left, right) {
        case (.text(let a), .text(let b)): order = a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)): order = a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.bool(let a), .bool(let b)): order = a == b ? .orderedSame : nil
        default:
            if let a = left.number, let b = right.number {
                order = a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
            } else {
                order = nil
            }
        }
        switch comparison {
        case .equal: return order == .orderedSame
        case .notEqual: return order != .orderedSame
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order == .orderedAscending || order == .orderedSame
        case .greater: return order == .orderedDescending
        case .greaterOrEqual: return order == .orderedDescending || order == .orderedSame
        }
    }

    /// The ids the condition reads.
    public var ids: Set<Table.RowID> {
        switch self {
        case .constant: []
        case .value(let id): [id]
        case .not(let operand): operand.ids
        case .all(let operands), .any(let operands): operands.reduce(into: []) { $0.formUnion($1.ids) }
        case .compare(let left, _, let right): left.ids.union(right.ids)
        }
    }
}
