/// The declarations the generator emits. Each carries its doc comment, attributes and
/// modifiers, so the renderer lays them all out the same way.
public indirect enum SwiftDeclaration: Hashable, Sendable {
    case type(SwiftTypeDeclaration)
    case function(SwiftFunction)
    case variable(SwiftVariable)
    /// `case name`, `case name = "raw"` or `case name(Payload)` inside an enum.
    case enumCase(name: String, rawValue: String? = nil, payload: [SwiftTupleElement] = [], docs: [String] = [])
    case `extension`(SwiftExtension)
    /// `protocol Name: Inherited { requirements }`.
    case `protocol`(SwiftProtocol)
    /// `#if condition … #endif`.
    case conditional(String, [SwiftDeclaration])
    /// `typealias Name = Type`.
    case typeAlias(SwiftDeclarationHeader, String, SwiftType)
    /// A freestanding macro expanded where a declaration goes, with a trailing closure:
    /// `#Preview("Settings") { … }`, under the header's attributes (`@available(iOS 17.0, *)`).
    case macroExpansion(SwiftDeclarationHeader, name: String, arguments: [SwiftArgument], body: [SwiftStatement])
    /// A blank line between groups of members, for reading.
    case blank
}

/// Modifiers and documentation shared by every declaration kind.
public struct SwiftDeclarationHeader: Hashable, Sendable {
    public var docs: [String] = []
    public var attributes: [String] = []
    public var modifiers: [String] = []

    public init(docs: [String] = [], attributes: [String] = [], modifiers: [String] = []) {
        self.docs = docs
        self.attributes = attributes
        self.modifiers = modifiers
    }

    public static func `public`(_ docs: String...) -> SwiftDeclarationHeader {
        SwiftDeclarationHeader(docs: docs, modifiers: ["public"])
    }
}

public struct SwiftTypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `enum`, `struct`, `class`
    }

    public var header: SwiftDeclarationHeader
    public var kind: Kind
    public var name: String
    public var inherits: [String]
    public var members: [SwiftDeclaration]

    public init(_ header: SwiftDeclarationHeader, _ kind: Kind, _ name: String, inherits: [String] = [], members: [SwiftDeclaration]) {
        self.header = header
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.members = members
    }
}

public struct SwiftParameter: Hashable, Sendable {
    /// The argument label; `_` for none, nil when it equals the name.
    public var label: String?
    public var name: String
    public var type: SwiftType
    public var defaultValue: SwiftExpression?

    public init(_ label: String? = nil, _ name: String, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

public struct SwiftFunction: Hashable, Sendable {
    public var header: SwiftDeclarationHeader
    /// The name, `init` for an initializer.
    public var name: String
    public var parameters: [SwiftParameter]
    public var returns: SwiftType?
    public var body: [SwiftStatement]
    /// `init?` for a failable initializer.
    public var isFailable = false
    /// Generic parameters, as in `func code<Value>(…)`.
    public var genericParameters: [String] = []

    public init(
        _ header: SwiftDeclarationHeader, _ name: String, _ parameters: [SwiftParameter] = [], returns: SwiftType? = nil, body: [SwiftStatement]
    ) {
        self.header = header
        self.name = name
        self.parameters = parameters
        self.returns = returns
        self.body = body
    }
}

public struct SwiftVariable: Hashable, Sendable {
    public enum Binding: String, Hashable, Sendable {
        case `let`, `var`
    }

    public var header: SwiftDeclarationHeader
    public var binding: Binding
    public var name: String
    public var type: SwiftType?
    public var value: SwiftExpression?
    /// A computed property's getter, instead of a value.
    public var getter: [SwiftStatement]?
    /// A stored property's `didSet` observer.
    public var didSet: [SwiftStatement]?

    public init(
        _ header: SwiftDeclarationHeader, _ binding: Binding, _ name: String, type: SwiftType? = nil, value: SwiftExpression? = nil,
        getter: [SwiftStatement]? = nil,
        didSet: [SwiftStatement]? = nil
    ) {
        self.header = header
        self.binding = binding
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
        self.didSet = didSet
    }
}

public struct SwiftExtension: Hashable, Sendable {
    public var header: SwiftDeclarationHeader
    public var extendedType: String
    /// The generic requirements of a constrained extension, each as written after `where`: `Table == Mail`.
    public var requirements: [String]
    public var members: [SwiftDeclaration]

    public init(
        _ header: SwiftDeclarationHeader = SwiftDeclarationHeader(), _ extendedType: String, where requirements: [String] = [],
        members: [SwiftDeclaration]
    ) {
        self.header = header
        self.extendedType = extendedType
        self.requirements = requirements
        self.members = members
    }
}

/// A whole generated file.
public struct SwiftFile: Hashable, Sendable {
    /// Lines of the leading `//` comment.
    public var headerComment: [String]
    public var imports: [SwiftImport]
    /// Imports made only where the module exists, as `#if canImport(M) import M #endif`.
    public var conditionalImports: [SwiftImport]
    public var declarations: [SwiftDeclaration]

    public init(headerComment: [String], imports: [SwiftImport], conditionalImports: [SwiftImport] = [], declarations: [SwiftDeclaration]) {
        self.headerComment = headerComment
        self.imports = imports
        self.conditionalImports = conditionalImports
        self.declarations = declarations
    }
}

/// One element of an enum case's payload: `label: Type`, or just `Type`.
public struct SwiftTupleElement: Hashable, Sendable {
    public var label: String?
    public var type: SwiftType

    public init(_ label: String?, _ type: SwiftType) {
        self.label = label
        self.type = type
    }

    public init(_ type: SwiftType) {
        self.init(nil, type)
    }
}

/// `import M`, or `public import M` for a module whose types the file's public API uses: with
/// `InternalImportsByDefault` (an upcoming feature Xcode 26 turns on) a plain import is internal,
/// and a public declaration that names one of its types does not compile.
public struct SwiftImport: Hashable, Sendable {
    public var module: String
    public var isPublic: Bool
    /// The module's SPI groups this file may use (`@_spi(Generated)`): API a library keeps for generated code.
    public var spiGroups: [String]
    /// For a conditional import, the module whose presence decides it, when not the imported one: a file
    /// whose declarations are all under `#if canImport(SwiftUI)` imports what they use under the same test.
    public var condition: String?

    public init(_ module: String, isPublic: Bool = false, spiGroups: [String] = [], when condition: String? = nil) {
        self.module = module
        self.isPublic = isPublic
        self.spiGroups = spiGroups
        self.condition = condition
    }

    var text: String { spiGroups.map { "@_spi(\($0)) " }.joined() + (isPublic ? "public import " : "import ") + module }
}

/// A protocol whose requirements are functions; their bodies are ignored.
public struct SwiftProtocol: Hashable, Sendable {
    public var header: SwiftDeclarationHeader
    public var name: String
    public var inherits: [String]
    public var requirements: [SwiftFunction]

    public init(_ header: SwiftDeclarationHeader, _ name: String, inherits: [String] = [], requirements: [SwiftFunction]) {
        self.header = header
        self.name = name
        self.inherits = inherits
        self.requirements = requirements
    }
}
