import SwiftCodeModel
import TableSpecModel

/// A `hidden` or `disabled` condition as the runtime's `TableCondition`, spelled with implicit
/// members so it reads like the spec: `!wifi && textSize > 20` is
/// `.all([.not(.value(.wifi)), .compare(.value(.textSize), .greater, .constant(.int(20)))])`.
enum ConditionExpression {
    static func expression(_ condition: ResolvedCondition) -> SwiftExpression {
        switch condition {
        case .constant(let value):
            return .call(.dot(Constants.Condition.constant), [SwiftArgument(nil, self.value(value))])
        case .value(let id):
            return .call(.dot(Constants.Condition.value), [SwiftArgument(nil, .dot(id))])
        case .not(let operand):
            return .call(.dot(Constants.Condition.not), [SwiftArgument(nil, expression(operand))])
        // One operand a line when they do not fit on the row's.
        case .all(let operands):
            return .fittedCall(
                .dot(Constants.Condition.all), [SwiftArgument(nil, .array(operands.map(expression), multiline: true))],
                width: FormControlExpression.lineWidth)
        case .any(let operands):
            return .fittedCall(
                .dot(Constants.Condition.any), [SwiftArgument(nil, .array(operands.map(expression), multiline: true))],
                width: FormControlExpression.lineWidth)
        case .compare(let left, let comparison, let right):
            return .call(
                .dot(Constants.Condition.compare),
                [
                    SwiftArgument(nil, expression(left)), SwiftArgument(nil, .dot(name(comparison))),
                    SwiftArgument(nil, expression(right)),
                ])
        }
    }

    /// A `TableValue`: `.bool(true)`, `.int(20)`, `.text("metric")`.
    static func value(_ value: ConditionValue) -> SwiftExpression {
        switch value {
        case .bool(let flag): .call(.dot(Constants.Condition.bool), [SwiftArgument(nil, .bool(flag))])
        case .int(let number): .call(.dot(Constants.Condition.int), [SwiftArgument(nil, .integer(number))])
        case .double(let number): .call(.dot(Constants.Condition.double), [SwiftArgument(nil, .double(number))])
        case .text(let text): .call(.dot(Constants.Condition.text), [SwiftArgument(nil, .string(text))])
        }
    }

    private static func name(_ comparison: ConditionComparison) -> String {
        switch comparison {
        case .equal: Constants.Condition.equal
        case .notEqual: Constants.Condition.notEqual
        case .less: Constants.Condition.less
        case .lessOrEqual: Constants.Condition.lessOrEqual
        case .greater: Constants.Condition.greater
        case .greaterOrEqual: Constants.Condition.greaterOrEqual
        }
    }
}
