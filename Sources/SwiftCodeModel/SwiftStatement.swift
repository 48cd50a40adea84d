/// Statements inside function bodies and closures.
public indirect enum SwiftStatement: Hashable, Sendable {
    case expression(SwiftExpression)
    case declaration(SwiftDeclaration)
    /// `lhs = rhs`, or with another operator such as `+=`.
    case assignment(SwiftExpression, SwiftExpression, operator: String = "=")
    case `return`(SwiftExpression?)
    case `if`([SwiftCondition], then: [SwiftStatement], else: [SwiftStatement]? = nil)
    case `guard`([SwiftCondition], else: [SwiftStatement])
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    case forIn(String, SwiftExpression, [SwiftStatement])
    case `while`([SwiftCondition], [SwiftStatement])
    case `break`
    case `continue`
    /// A blank line between groups of statements, for reading.
    case blank
    /// `// text`, a line saying why the next statements are there. The text is the generator's
    /// own, never the user's.
    case comment(String)
}

public enum SwiftCondition: Hashable, Sendable {
    case expression(SwiftExpression)
    /// `let name = value`.
    case binding(String, SwiftExpression)
    /// `#available(iOS 16, *)`: `platform` and `version` as written, such as `iOS` and `16`.
    case available(platform: String, version: String)
}

/// One `case …:` of a switch; no patterns means `default:`.
public struct SwiftSwitchCase: Hashable, Sendable {
    public var patterns: [SwiftExpression]
    public var body: [SwiftStatement]

    public init(_ patterns: [SwiftExpression], _ body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }
}

extension SwiftStatement {
    /// `let name = value`, a local constant.
    public static func constant(_ name: String, _ value: SwiftExpression) -> SwiftStatement {
        .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .let, name, value: value)))
    }

    /// `var name: type = value`, a local variable; the type is left to inference when nil.
    public static func variable(_ name: String, type: SwiftType? = nil, _ value: SwiftExpression) -> SwiftStatement {
        .declaration(.variable(SwiftVariable(SwiftDeclarationHeader(), .var, name, type: type, value: value)))
    }
}
