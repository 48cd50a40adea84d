import TableSpecDiagnostics
import TableSpecModel

/// A node of a YAML document, as small as the spec model needs and no more: scalars stay strings
/// (their type is decided by the field that reads them, so `NO` in a text field is the text "NO"),
/// mapping entries keep document order, and every node knows where it came from.
///
/// A view of one record of a `YAMLTree`: its content is made when asked for, so walking a tree
/// this way allocates; the spec decoder reads the tree's records instead.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public enum ScalarStyle: Sendable, Hashable, BitwiseCopyable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public enum CollectionStyle: Sendable, Hashable {
        case block, flow
    }

    public let tree: YAMLTree
    public let id: YAMLNodeID

    public var content: Content {
        switch tree.kind(id) {
        case .scalar:
            return .scalar(tree.string(id), tree.scalarStyle(id))
        case .sequence:
            return .sequence((0..<tree.count(id)).map { tree.node(tree.item(id, $0)) })
        case .mapping:
            return .mapping((0..<tree.count(id)).map { YAMLPair(key: tree.node(tree.key(id, $0)), value: tree.node(tree.value(id, $0))) })
        }
    }

    public var range: SourceRange { tree.range(id) }

    /// Everything most nodes lack, kept apart so the common node stays small.
    public var properties: Properties? { tree.properties(id) }

    /// What YAML lets a node carry besides its content.
    public final class Properties: Sendable {
        /// The resolved tag (`tag:yaml.org,2002:str` for `!!str`), when the node has an explicit one.
        public let tag: String?
        /// The anchor (`&name`) the node was defined with.
        public let anchor: String?
        /// The alias (`*name`) through which this copy of an anchored node was reached, and where.
        public let alias: (name: String, range: SourceRange)?

        public init(tag: String?, anchor: String?, alias: (name: String, range: SourceRange)? = nil) {
            self.tag = tag
            self.anchor = anchor
            self.alias = alias
        }
    }

    public var tag: String? { properties?.tag }
    public var anchor: String? { properties?.anchor }
    public var collectionStyle: CollectionStyle { tree.records[id.index].isFlow ? .flow : .block }

    /// The scalar's text, or nil for a collection.
    public var scalar: String? {
        tree.isScalar(id) ? tree.string(id) : nil
    }

    /// An empty plain scalar: what YAML writes as `key:` with nothing after it.
    public var isEmptyValue: Bool { tree.isEmptyValue(id) }
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
