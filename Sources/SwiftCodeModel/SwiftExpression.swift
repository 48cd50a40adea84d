/// The Swift expressions the generator emits, as a tree rather than text, so that escaping,
/// spacing and parentheses are decided in one place: the renderer.
public indirect enum SwiftExpression: Hashable, Sendable {
    /// A name (a variable, type or function). Keywords are escaped with backticks when rendered.
    case name(String)
    /// `base.name`, or `.name` (implicit member) without a base.
    case member(SwiftExpression?, String)
    /// A string literal; any text round-trips exactly.
    case string(String)
    /// A string literal with `\(…)` interpolations.
    case interpolation([InterpolationSegment])
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case `nil`
    /// `[a, b]`, one element per line when `multiline` is set.
    case array([SwiftExpression], multiline: Bool)
    /// `callee(label: value, …)`, arguments on their own lines when `multiline` is set.
    case call(SwiftExpression, [SwiftArgument], multiline: Bool = false)
    /// A call on one line when that line is at most `width` columns, else with its arguments on
    /// their own lines: the renderer decides, since only it knows how long the line is.
    case fittedCall(SwiftExpression, [SwiftArgument], width: Int)
    /// `base?` in an optional chain, as in `cell.textLabel?.text`.
    case optionalChain(SwiftExpression)
    /// `lhs op rhs`.
    case binary(SwiftExpression, String, SwiftExpression)
    /// `op operand`, such as `!flag`.
    case prefix(String, SwiftExpression)
    /// `condition ? a : b`.
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `base[index]`, or `base[key, default: value]`.
    case subscriptAccess(SwiftExpression, [SwiftArgument])
    /// `[key: value]`, or `[:]` when empty; multiline puts one entry on each line, with a trailing comma.
    case dictionary([SwiftDictionaryEntry], multiline: Bool = false)
    /// `{ a, b in statements }`. The first entry may start with a capture list, as in
    /// `[weak self] cell`, or a global actor, as in `@MainActor value`, which is written as it is.
    case closure(parameters: [String], body: [SwiftStatement])
    /// `value as? Type`.
    case conditionalCast(SwiftExpression, SwiftType)
    /// `Type.self`.
    case metatype(SwiftType)
    /// `try expression`.
    case `try`(SwiftExpression)
    /// `(a, label: b)`.
    case tuple([SwiftArgument])
    /// `&name`, an in-out argument.
    case inOut(String)
    /// `let name` inside a pattern, as in `case .title(let title, section: let section)`.
    case bindingPattern(String)
    /// A multi-line raw string literal (`#"""` … `"""#`) holding `lines` exactly. The lines must
    /// not contain line breaks or characters that `SwiftStringLiteral` would escape: it is meant
    /// for machine-made payloads, which is what makes very large tables cheap to compile.
    case rawMultilineString(RawStringLiteral)
    /// `callee(arguments) { … } label: { … }`: a call whose closures follow it, as SwiftUI's view
    /// builders are written. Each closure is an argument whose value is a `.closure`; the first
    /// one's label is dropped, as Swift requires. The closures are always written as blocks.
    case trailingClosures(SwiftExpression, [SwiftArgument], closures: [SwiftArgument])
    /// `base` and then each modifier on a line of its own (`.font(.footnote)`): a SwiftUI view
    /// and its modifiers. A modifier is a call or member with no base, such as `.call(.dot("font"), …)`.
    case modified(SwiftExpression, [SwiftExpression])
    /// `\.a.b`, a key path with an inferred root.
    case keyPath([String])

    public enum InterpolationSegment: Hashable, Sendable {
        case text(String)
        case value(SwiftExpression)
    }
}

/// One argument of a call: `label: value`, or just `value`.
public struct SwiftArgument: Hashable, Sendable {
    public var label: String?
    public var value: SwiftExpression

    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// A type as written in a declaration.
public indirect enum SwiftType: Hashable, Sendable {
    case named(String)
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(SwiftType, SwiftType)
    case function([SwiftType], SwiftType)
    /// `(A) -> B` wrapped in parentheses so it can be made optional: `((A) -> B)?`.
    case optionalFunction([SwiftType], SwiftType)
    /// `any P`.
    case existential(String)
    /// `(label: A, B)`.
    case tuple([SwiftTupleElement])
    /// `inout T`, for a parameter of a function type.
    case inOut(SwiftType)
    /// `@escaping @MainActor T`: a type with attributes, as a parameter's type.
    case attributed([String], SwiftType)

    public static let string = SwiftType.named("String")
    public static let int = SwiftType.named("Int")
    public static let bool = SwiftType.named("Bool")
    public static let double = SwiftType.named("Double")
    public static let void = SwiftType.named("Void")
}

extension SwiftExpression {
    /// `a.b.c` from a dotted path, for the common case of plain member access.
    public static func path(_ dotted: String) -> SwiftExpression {
        let parts = dotted.split(separator: ".").map(String.init)
        var expression = SwiftExpression.name(parts[0])
        for part in parts.dropFirst() { expression = .member(expression, part) }
        return expression
    }

    /// `.name`, an implicit member such as an enum case.
    public static func dot(_ name: String) -> SwiftExpression { .member(nil, name) }

    public func member(_ name: String) -> SwiftExpression { .member(self, name) }

}

public struct SwiftDictionaryEntry: Hashable, Sendable {
    public var key: SwiftExpression
    public var value: SwiftExpression

    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}
