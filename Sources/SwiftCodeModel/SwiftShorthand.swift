/// Shorter spellings for the calls and statements generators write most, so a generator reads
/// close to the Swift it emits. They build the same trees as the long forms.
extension SwiftExpression {
    /// `a.b.c(arguments)`.
    public static func invoke(_ dotted: String, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(.path(dotted), arguments)
    }

    /// `self.name(arguments)` on this expression.
    public func call(_ name: String, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(.member(self, name), arguments)
    }

    /// `self[index]`.
    public func at(_ index: SwiftExpression) -> SwiftExpression {
        .subscriptAccess(self, [SwiftArgument(nil, index)])
    }

    /// `self == other`, `self && other` and the like.
    public func op(_ operation: String, _ other: SwiftExpression) -> SwiftExpression {
        .binary(self, operation, other)
    }

    /// `[]`.
    public static let emptyArray = SwiftExpression.array([], multiline: false)
}

extension SwiftArgument {
    /// An argument without a label.
    public static func value(_ value: SwiftExpression) -> SwiftArgument { SwiftArgument(nil, value) }
}

extension SwiftStatement {
    /// An expression evaluated for its effect.
    public static func run(_ expression: SwiftExpression) -> SwiftStatement { .expression(expression) }
}

extension SwiftDeclarationHeader {
    /// Documentation and modifiers, the common case.
    public static func docs(_ docs: [String], _ modifiers: String...) -> SwiftDeclarationHeader {
        SwiftDeclarationHeader(docs: docs, modifiers: modifiers)
    }
}
