/// A node of a YAML document, as small as the spec model needs and no more: scalars stay strings
/// (their type is decided by the field that reads them, so `NO` in a text field is the text "NO"),
/// mapping entries keep document order, and every node knows where it came from.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public enum CollectionStyle: Sendable, Hashable {
        case block, flow
    }

    public var content: Content
    public var range: SourceRange
    /// Everything most nodes lack lives behind one optional reference, which keeps the common
    /// node small for million-row specs.
    public var properties: Properties?

    public init(_ content: Content, range: SourceRange, properties: Properties? = nil) {
        self.content = content
        self.range = range
        self.properties = properties
    }

    /// What YAML lets a node carry besides its content.
    public final class Properties: Sendable {
        /// The resolved tag (`tag:yaml.org,2002:str` for `!!str`), when the node has an explicit one.
        public let tag: String?
        /// The anchor (`&name`) the node was defined with.
        public let anchor: String?
        /// The alias (`*name`) through which this copy of an anchored node was reached, and where.
        public let alias: (name: String, range: SourceRange)?
        public let collectionStyle: CollectionStyle

        public init(tag: String?, anchor: String?, alias: (name: String, range: SourceRange)? = nil, collectionStyle: CollectionStyle = .block) {
            self.tag = tag
            self.anchor = anchor
            self.alias = alias
            self.collectionStyle = collectionStyle
        }
    }

    public var tag: String? { properties?.tag }
    public var anchor: String? { properties?.anchor }
    public var collectionStyle: CollectionStyle { properties?.collectionStyle ?? .block }

    /// The scalar's text, or nil for a collection.
    public var scalar: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }

    /// An empty plain scalar: what YAML writes as `key:` with nothing after it.
    public var isEmptyValue: Bool {
        if case .scalar(let value, .plain) = content { return value.isEmpty }
        return false
    }
}

/// One `key: value` entry of a mapping.
public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// One document of a stream.
public struct YAMLDocument: Sendable {
    /// Nil for a document with no content at all (`---` followed by nothing).
    public var root: YAMLNode?
    public var range: SourceRange
    public var explicitStart: Bool
    public var explicitEnd: Bool
}
