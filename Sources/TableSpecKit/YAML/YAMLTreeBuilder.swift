/// Builds a `YAMLTree` from libyaml's events, one event at a time, with an explicit stack.
///
/// Nothing here recurses per nesting level, so no input can overflow the stack, and every limit
/// is checked on the event that would break it, before any node is built for it.
struct YAMLTreeBuilder {
    enum Outcome { case proceed, stop }

    let file: String
    let limits: YAMLLimits
    private(set) var diagnostics = DiagnosticBag()

    private var records: [YAMLRecord] = []
    private var children: [Int32] = []
    private var text: [UInt8] = []
    private var properties: [Int32: YAMLNode.Properties] = [:]
    private var documents: [(root: Int32?, range: SourceRange, explicitStart: Bool, explicitEnd: Bool)] = []

    private var stack: [Frame] = []
    /// The children of the collections still open; each frame's start at its `firstPending`.
    private var pending: [Int32] = []
    private var anchors: [String: (node: Int32, size: Int)] = [:]
    private var aliasNodes = 0
    private var document: (start: SourcePosition, explicit: Bool, root: Int32?)?

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    /// A sequence or mapping still being read.
    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var start: SourcePosition
        var properties: YAMLNode.Properties?
        var firstPending: Int
        var entries = 0
        var pendingKey: Int32?
        /// The pending key was rejected (duplicate or merge key): its value is read and dropped.
        var dropsValue = false
        /// Built once a mapping grows past a few keys, so duplicate detection stays linear.
        var keyIndex: [String: SourceRange]?
        var size = 1
    }

    /// The finished tree and the documents in it.
    func finish() -> (tree: YAMLTree, documents: [YAMLDocument]) {
        let tree = YAMLTree(records: records, children: children, text: text, nodeProperties: properties)
        let documents = documents.map { document in
            YAMLDocument(root: document.root.map { tree.node(YAMLNodeID($0)) }, range: document.range,
                         explicitStart: document.explicitStart, explicitEnd: document.explicitEnd)
        }
        return (tree, documents)
    }

    // MARK: Events

    mutating func startDocument(at position: SourcePosition, explicit: Bool) -> Outcome {
        guard documents.count < limits.maxDocuments else {
            let message = limits.maxDocuments == 1
                ? "a table spec holds one YAML document, but a second one starts here"
                : "the stream has more than \(limits.maxDocuments) YAML documents"
            report(message, at: SourceRange(at: position))
            return .stop
        }
        document = (position, explicit, nil)
        anchors.removeAll(keepingCapacity: true)
        return .proceed
    }

    mutating func endDocument(at position: SourcePosition, explicit: Bool) {
        guard let open = document else { return }
        let end = open.root.map { records[Int($0)].range.end } ?? position
        documents.append((open.root, SourceRange(start: open.start, end: max(end, position)), open.explicit, explicit))
        document = nil
    }

    mutating func scalar(_ bytes: UnsafeBufferPointer<UInt8>, style: YAMLNode.ScalarStyle, tag: String?, anchor: String?, range: SourceRange) -> Outcome {
        guard bytes.count <= limits.maxScalarBytes else {
            report("a scalar of \(bytes.count) bytes is longer than the limit of \(limits.maxScalarBytes) bytes (raise it with --max-scalar-bytes)", at: range)
            return .stop
        }
        guard hasRoom(at: range) else { return .stop }
        let record = YAMLRecord(range: range, first: UInt32(text.count), count: UInt32(bytes.count), kind: .scalar,
                                scalarStyle: style, isFlow: false, hasProperties: tag != nil || anchor != nil)
        text.append(contentsOf: bytes)
        let node = append(record, properties: record.hasProperties ? YAMLNode.Properties(tag: tag, anchor: anchor) : nil)
        return add(node, anchor: anchor, size: 1)
    }

    mutating func alias(_ name: String, range: SourceRange) -> Outcome {
        guard let anchored = anchors[name] else {
            report("alias '*\(name)' refers to no anchor '&\(name)' defined before it", at: range)
            return .stop
        }
        aliasNodes += anchored.size
        guard aliasNodes <= limits.maxAliasNodes else {
            report("aliases expand to more than \(limits.maxAliasNodes) nodes; this looks like an alias bomb (raise the limit with --max-alias-nodes)", at: range)
            return .stop
        }
        guard hasRoom(at: range) else { return .stop }
        // The copy shares the original's content and children; only its properties differ.
        var record = records[Int(anchored.node)]
        let original = record.hasProperties ? properties[anchored.node] : nil
        record.hasProperties = true
        let node = append(record, properties: YAMLNode.Properties(tag: original?.tag, anchor: original?.anchor, alias: (name, range)))
        return add(node, anchor: nil, size: anchored.size)
    }

    mutating func startCollection(isMapping: Bool, style: YAMLNode.CollectionStyle, tag: String?, anchor: String?, at position: SourcePosition) -> Outcome {
        guard stack.count < limits.maxDepth else {
            report("the document nests deeper than \(limits.maxDepth) levels (raise the limit with --max-depth)", at: SourceRange(at: position))
            return .stop
        }
        let properties = tag == nil && anchor == nil ? nil : YAMLNode.Properties(tag: tag, anchor: anchor)
        stack.append(Frame(isMapping: isMapping, isFlow: style == .flow, start: position, properties: properties, firstPending: pending.count))
        return .proceed
    }

    mutating func endCollection(at position: SourcePosition) -> Outcome {
        guard let frame = stack.popLast() else { return .proceed }
        let range = SourceRange(start: frame.start, end: position)
        guard hasRoom(at: range) else { return .stop }
        let record = YAMLRecord(range: range, first: UInt32(children.count), count: UInt32(pending.count - frame.firstPending),
                                kind: frame.isMapping ? .mapping : .sequence, scalarStyle: .plain, isFlow: frame.isFlow,
                                hasProperties: frame.properties != nil)
        children.append(contentsOf: pending[frame.firstPending...])
        pending.removeSubrange(frame.firstPending...)
        let node = append(record, properties: frame.properties)
        return add(node, anchor: frame.properties?.anchor, size: frame.size)
    }

    // MARK: Building

    /// Node numbers are 32-bit; only an input far past the default size limit could run out.
    private mutating func hasRoom(at range: SourceRange) -> Bool {
        guard records.count < Int(Int32.max) - 1, children.count < Int(UInt32.max), text.count < Int(UInt32.max) - limits.maxScalarBytes else {
            report("the document has more nodes than this compiler can hold; split the spec", at: range)
            return false
        }
        return true
    }

    private mutating func append(_ record: YAMLRecord, properties nodeProperties: YAMLNode.Properties?) -> Int32 {
        let node = Int32(records.count)
        records.append(record)
        if let nodeProperties { properties[node] = nodeProperties }
        return node
    }

    private mutating func add(_ node: Int32, anchor: String?, size: Int) -> Outcome {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            document?.root = node
            return .proceed
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            pending.append(node)
            stack[top].entries += 1
            stack[top].size += size
            return .proceed
        }
        guard let key = stack[top].pendingKey else {
            return addKey(node, frame: top)
        }
        if !stack[top].dropsValue {
            pending.append(key)
            pending.append(node)
            stack[top].entries += 1
            stack[top].size += 1 + size
        }
        stack[top].pendingKey = nil
        stack[top].dropsValue = false
        return .proceed
    }

    private mutating func addKey(_ key: Int32, frame top: Int) -> Outcome {
        stack[top].pendingKey = key
        let record = records[Int(key)]
        guard record.kind == .scalar else { return .proceed }
        if record.scalarStyle == .plain, equals(key, Self.mergeKey), properties[key]?.tag == nil {
            report("merge keys ('<<') are not supported in table specs; share row settings with 'defaults' instead", at: record.range)
            stack[top].dropsValue = true
            return .proceed
        }
        if let first = firstRange(ofKey: key, frame: top) {
            let name = string(key)
            report("duplicate key '\(name)' in this mapping", at: record.range,
                   notes: [.init("'\(name)' is first set here", at: location(first))])
            stack[top].dropsValue = true
            return .proceed
        }
        guard stack[top].entries < limits.maxKeysPerMapping else {
            report("a mapping with more than \(limits.maxKeysPerMapping) keys (raise the limit with --max-keys)", at: record.range)
            return .stop
        }
        if stack[top].keyIndex != nil {
            let name = string(key)
            stack[top].keyIndex?[name] = record.range
        }
        return .proceed
    }

    private static let mergeKey: [UInt8] = Array("<<".utf8)

    /// Where the text of scalar `key` was first used as a key of the mapping being read, if it was.
    private mutating func firstRange(ofKey key: Int32, frame top: Int) -> SourceRange? {
        if let index = stack[top].keyIndex { return index[string(key)] }
        let start = stack[top].firstPending
        let entries = stack[top].entries
        for entry in 0..<entries {
            let earlier = pending[start + 2 * entry]
            if records[Int(earlier)].kind == .scalar, sameText(earlier, key) { return records[Int(earlier)].range }
        }
        if entries >= 16 {
            var index: [String: SourceRange] = [:]
            for entry in 0..<entries {
                let earlier = pending[start + 2 * entry]
                if records[Int(earlier)].kind == .scalar, index[string(earlier)] == nil { index[string(earlier)] = records[Int(earlier)].range }
            }
            stack[top].keyIndex = index
        }
        return nil
    }

    private func sameText(_ a: Int32, _ b: Int32) -> Bool {
        let first = records[Int(a)], second = records[Int(b)]
        guard first.count == second.count else { return false }
        return text[Int(first.first)..<Int(first.first + first.count)].elementsEqual(text[Int(second.first)..<Int(second.first + second.count)])
    }

    private func equals(_ node: Int32, _ bytes: [UInt8]) -> Bool {
        let record = records[Int(node)]
        return Int(record.count) == bytes.count && text[Int(record.first)..<Int(record.first + record.count)].elementsEqual(bytes)
    }

    private func string(_ node: Int32) -> String {
        let record = records[Int(node)]
        return String(decoding: text[Int(record.first)..<Int(record.first + record.count)], as: UTF8.self)
    }

    // MARK: Diagnostics

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: file, range: range)
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func report(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location(range), notes: notes))
    }
}
