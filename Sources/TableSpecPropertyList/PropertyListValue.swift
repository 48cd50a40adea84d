import TableSpecDiagnostics

/// A property list as a Settings.bundle holds one (`Root.plist`, a child pane, a `.stringsdict`),
/// read from XML or binary form: the seven kinds the format has, with every node's place.
///
/// A dictionary keeps its keys in the order the file has them, so an importer meets a pane's
/// specifiers and keys as their author wrote them, and a writer gives them back in that order.
public indirect enum PropertyListValue: Sendable {
    case string(String)
    /// `<integer>`, or a binary plist's int object of up to 8 bytes.
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC, as both forms store a date.
    case date(Double)
    case data([UInt8])
    case array([PropertyListNode])
    case dictionary([PropertyListEntry])

    /// The kind's name as a message says it: "a string", "a dictionary".
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// A value with where it is: its key path from the root and, for XML, its element's range.
///
/// Two nodes are equal when their values are, wherever they are: a round trip through another
/// form (binary to XML, import then generate) is judged by meaning, not by position.
public struct PropertyListNode: Sendable {
    public var value: PropertyListValue
    public var location: PropertyListLocation

    public init(_ value: PropertyListValue, at location: PropertyListLocation) {
        self.value = value
        self.location = location
    }
}

/// One key of a dictionary and its value.
public struct PropertyListEntry: Sendable {
    public var key: String
    public var node: PropertyListNode

    public init(key: String, node: PropertyListNode) {
        self.key = key
        self.node = node
    }
}

/// Where a node is: the path of keys and indices from the root (`PreferenceSpecifiers[3].Key`),
/// which every form has, and the element's range in an XML file, which a binary file has not.
public struct PropertyListLocation: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var file: String
    public var path: [Step]
    public var range: SourceRange?

    public init(file: String, path: [Step] = [], range: SourceRange? = nil) {
        self.file = file
        self.path = path
        self.range = range
    }

    /// `PreferenceSpecifiers[3].Key`; the root is `(root)`.
    public var keyPath: String {
        guard !path.isEmpty else { return "(root)" }
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// Where a diagnostic points: the element's line and column in XML, the file's start in binary.
    public var sourceLocation: SourceLocation {
        SourceLocation(file: file, range: range ?? SourceRange(at: .start))
    }
}

extension PropertyListValue: Equatable {
    /// Equal in meaning: the same kind and contents, dictionaries in the same order. Reals are
    /// compared by their bits, so NaN equals itself and a round trip of one is judged equal.
    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)): a.bitPattern == b.bitPattern
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a.map(\.value) == b.map(\.value)
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.node.value == $1.node.value }
        default: false
        }
    }
}

extension PropertyListNode {
    /// The value of `key` in a dictionary node, or nil.
    public subscript(key: String) -> PropertyListNode? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.node
    }

    /// The string, or nil for another kind.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}

extension PropertyListNode: Equatable {
    /// Equal when the values are, wherever the nodes are.
    public static func == (lhs: PropertyListNode, rhs: PropertyListNode) -> Bool { lhs.value == rhs.value }
}
