import TableSpecDiagnostics
import TableSpecModel

/// Every node of a parsed YAML stream, stored flat: one fixed-size record per node, the scalars'
/// bytes in one buffer, and the children of every collection in one list of node numbers.
///
/// A spec's rows are several nodes each, and a large sample file holds hundreds of thousands of
/// fields. As a tree of values, each node with its own `String`, children array and properties,
/// that costs several times the file in memory and most of the front end's time in allocation
/// and reference counting. Flat, a node is 36 bytes and building one is a few appends.
/// `YAMLNode` is a view of one record, for code that wants a tree; the spec decoder reads the
/// records directly. Every read is bounds-checked, and a scalar's text is cut from the text
/// buffer only when its whole range lies inside it.
public final class YAMLTree: Sendable {
    let records: [YAMLRecord]
    /// The children of every collection, each collection's contiguous. A mapping lists its
    /// entries as key, value, key, value.
    let children: [Int32]
    /// The scalars' decoded text, one after another, in UTF-8.
    let text: [UInt8]
    /// Tags, anchors and aliases, which few nodes have, by node number.
    let nodeProperties: [Int32: YAMLNode.Properties]

    init(records: [YAMLRecord], children: [Int32], text: [UInt8], nodeProperties: [Int32: YAMLNode.Properties]) {
        self.records = records
        self.children = children
        self.text = text
        self.nodeProperties = nodeProperties
    }

    /// The node as a value with content, for code that walks a tree.
    public func node(_ id: YAMLNodeID) -> YAMLNode {
        YAMLNode(tree: self, id: id)
    }

    // MARK: Reading records

    func kind(_ id: YAMLNodeID) -> YAMLRecord.Kind { records[id.index].kind }
    func range(_ id: YAMLNodeID) -> SourceRange { records[id.index].range }
    func scalarStyle(_ id: YAMLNodeID) -> YAMLNode.ScalarStyle { records[id.index].scalarStyle }

    func isScalar(_ id: YAMLNodeID) -> Bool { records[id.index].kind == .scalar }
    func isMapping(_ id: YAMLNodeID) -> Bool { records[id.index].kind == .mapping }
    func isSequence(_ id: YAMLNodeID) -> Bool { records[id.index].kind == .sequence }

    /// An empty plain scalar: what YAML writes as `key:` with nothing after it.
    func isEmptyValue(_ id: YAMLNodeID) -> Bool {
        let record = records[id.index]
        return record.kind == .scalar && record.scalarStyle == .plain && record.count == 0
    }

    /// The scalar's text; empty for a collection.
    func string(_ id: YAMLNodeID) -> String {
        let record = records[id.index]
        guard record.kind == .scalar, record.count > 0 else { return "" }
        return Self.string(in: text, first: Int(record.first), count: Int(record.count))
    }

    /// Text out of a scalar buffer, read from contiguous memory (a slice would take the slow,
    /// generic path); the builder uses it too, before the tree exists.
    static func string(in text: [UInt8], first: Int, count: Int) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(decoding: slice(buffer, first: first, count: count), as: UTF8.self)
        }
    }

    /// `count` bytes of `buffer` from `first`, or none when they are not all inside it.
    static func slice(_ buffer: UnsafeBufferPointer<UInt8>, first: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        guard first >= 0, count > 0, first <= buffer.count - count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: buffer[first..<first + count])
    }

    /// Whether the node is a scalar whose text is exactly `bytes`, without making a `String`.
    func scalarEquals(_ id: YAMLNodeID, _ bytes: [UInt8]) -> Bool {
        records[id.index].kind == .scalar && withScalarBytes(id) { $0.elementsEqual(bytes) }
    }

    /// The scalar's bytes, read in place; empty for a collection.
    func withScalarBytes<Result>(_ id: YAMLNodeID, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { body(scalarBytes(id, in: $0)) }
    }

    /// A scalar's text as bytes within `text`, this tree's text buffer; empty for a collection.
    /// Lets a decoder that reads many scalars hold the buffer once instead of per scalar.
    func scalarBytes(_ id: YAMLNodeID, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let record = records[id.index]
        guard record.kind == .scalar else { return UnsafeBufferPointer(start: nil, count: 0) }
        return Self.slice(text, first: Int(record.first), count: Int(record.count))
    }

    func byteCount(_ id: YAMLNodeID) -> Int {
        let record = records[id.index]
        return record.kind == .scalar ? Int(record.count) : 0
    }

    /// The items of a sequence, or the number of entries of a mapping; 0 for a scalar.
    func count(_ id: YAMLNodeID) -> Int {
        let record = records[id.index]
        switch record.kind {
        case .scalar: return 0
        case .sequence: return Int(record.count)
        case .mapping: return Int(record.count) / 2
        }
    }

    func item(_ id: YAMLNodeID, _ position: Int) -> YAMLNodeID {
        YAMLNodeID(children[Int(records[id.index].first) + position])
    }

    func key(_ id: YAMLNodeID, _ entry: Int) -> YAMLNodeID {
        YAMLNodeID(children[Int(records[id.index].first) + 2 * entry])
    }

    func value(_ id: YAMLNodeID, _ entry: Int) -> YAMLNodeID {
        YAMLNodeID(children[Int(records[id.index].first) + 2 * entry + 1])
    }

    func properties(_ id: YAMLNodeID) -> YAMLNode.Properties? {
        records[id.index].hasProperties ? nodeProperties[id.raw] : nil
    }

    func tag(_ id: YAMLNodeID) -> String? { properties(id)?.tag }
}

/// A node's number in its `YAMLTree`.
public struct YAMLNodeID: Hashable, Sendable {
    let raw: Int32

    init(_ raw: Int32) {
        self.raw = raw
    }

    var index: Int { Int(raw) }
}

/// One node, in 36 bytes.
struct YAMLRecord: Sendable, BitwiseCopyable {
    enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    var range: SourceRange
    /// A scalar's first byte in `text`, or a collection's first entry in `children`.
    var first: UInt32
    /// A scalar's bytes, or a collection's entries in `children` (two per mapping entry).
    var count: UInt32
    var kind: Kind
    var scalarStyle: YAMLNode.ScalarStyle
    var isFlow: Bool
    var hasProperties: Bool
}
