import TableSpecDiagnostics
import TableSpecModel

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

    /// The collection being read (or the document, outside any), and the ones it is inside.
    /// The innermost is kept out of the array so that adding a node touches no array but the
    /// node lists.
    private var current = Frame(kind: .document, isFlow: false, start: .start, hasProperties: false, firstPending: 0)
    private var parents: [Frame] = []
    /// The properties of open collections that have any, innermost last. Kept out of `Frame`
    /// with the key indexes below, so a frame is plain data that is copied without reference
    /// counting: every row of a spec opens and closes one.
    private var openProperties: [YAMLNode.Properties] = []
    /// Keys seen so far in open mappings that have grown past a few keys, by nesting depth.
    private var keyIndexes: [Int: [String: SourceRange]] = [:]
    /// The children of the collections still open; each frame's start at its `firstPending`.
    private var pending: [Int32] = []
    private var anchors: [String: (node: Int32, size: Int)] = [:]
    private var aliasNodes = 0
    private var document: (start: SourcePosition, explicit: Bool, root: Int32?)?

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    /// Reserves room for what an input of `byteCount` bytes usually holds, so the lists are not
    /// copied as they grow. Specs run from a node per 12 bytes (rows) to one per 9 (sample
    /// items); a node per 8 covers both, and room that is never touched costs no memory.
    mutating func reserve(forInputBytes byteCount: Int) {
        let nodes = min(byteCount / 8 + 16, 1 << 23)
        records.reserveCapacity(nodes)
        children.reserveCapacity(nodes)
        text.reserveCapacity(min(byteCount, 1 << 26))
    }

    /// A sequence or mapping still being read.
    private struct Frame {
        enum Kind { case document, sequence, mapping }
        var kind: Kind
        var isFlow: Bool
        var start: SourcePosition
        /// Its properties are the last of `openProperties`.
        var hasProperties: Bool
        var firstPending: Int
        var entries = 0
        var pendingKey: Int32?
        /// The pending key was rejected (duplicate or merge key): its value is read and dropped.
        var dropsValue = false
        /// Its keys are also in `keyIndexes`, built once a mapping grows past a few keys, so
        /// duplicate detection stays linear.
        var hasKeyIndex = false
        var size = 1
    }

    /// The finished tree and the documents in it.
    func finish() -> (tree: YAMLTree, documents: [YAMLDocument]) {
        let tree = YAMLTree(records: records, children: children, text: text, nodeProperties: properties)
        let documents = documents.map { document in
            YAMLDocument(
                root: document.root.map { tree.node(YAMLNodeID($0)) }, range: document.range,
                explicitStart: document.explicitStart, explicitEnd: document.explicitEnd)
        }
        return (tree, documents)
    }

    // MARK: Events

    mutating func startDocument(at position: SourcePosition, explicit: Bool) -> Outcome {
        guard documents.count < limits.maxDocuments else {
            let message =
                limits.maxDocuments == 1
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

    mutating func scalar(_ bytes: UnsafeBufferPointer<UInt8>, style: YAMLNode.ScalarStyle, tag: String?, anchor: String?, range: SourceRange)
        -> Outcome
    {
        guard bytes.count <= limits.maxScalarBytes else {
            report(
                "a scalar of \(bytes.count) bytes is longer than the limit of \(limits.maxScalarBytes) bytes (raise it with --max-scalar-bytes)",
                at: range)
            return .stop
        }
        guard hasRoom(at: range, textBytes: bytes.count) else { return .stop }
        let record = YAMLRecord(
            range: range, first: UInt32(text.count), count: UInt32(bytes.count), kind: .scalar,
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
            report(
                "aliases expand to more than \(limits.maxAliasNodes) nodes; this looks like an alias bomb (raise the limit with --max-alias-nodes)",
                at: range)
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

    mutating func startCollection(isMapping: Bool, style: YAMLNode.CollectionStyle, tag: String?, anchor: String?, at position: SourcePosition)
        -> Outcome
    {
        guard parents.count < limits.maxDepth else {
            report("the document nests deeper than \(limits.maxDepth) levels (raise the limit with --max-depth)", at: SourceRange(at: position))
            return .stop
        }
        let hasProperties = tag != nil || anchor != nil
        if hasProperties { openProperties.append(YAMLNode.Properties(tag: tag, anchor: anchor)) }
        parents.append(current)
        current = Frame(
            kind: isMapping ? .mapping : .sequence, isFlow: style == .flow, start: position, hasProperties: hasProperties, firstPending: pending.count
        )
        return .proceed
    }

    mutating func endCollection(at position: SourcePosition) -> Outcome {
        guard current.kind != .document else { return .proceed }
        if current.hasKeyIndex { keyIndexes[parents.count] = nil }
        guard let parent = parents.popLast() else { return .proceed }
        let frame = current
        current = parent
        let properties = frame.hasProperties ? openProperties.popLast() : nil
        let range = SourceRange(start: frame.start, end: position)
        guard hasRoom(at: range) else { return .stop }
        let record = YAMLRecord(
            range: range, first: UInt32(children.count), count: UInt32(pending.count - frame.firstPending),
            kind: frame.kind == .mapping ? .mapping : .sequence, scalarStyle: .plain, isFlow: frame.isFlow,
            hasProperties: properties != nil)
        children.append(contentsOf: pending[frame.firstPending...])
        pending.removeLast(pending.count - frame.firstPending)
        let node = append(record, properties: properties)
        return add(node, anchor: properties?.anchor, size: frame.size)
    }

    // MARK: Building

    /// Node numbers and text offsets are 32-bit; only an input far past the default size limit
    /// (with the limits raised) could run out.
    private mutating func hasRoom(at range: SourceRange, textBytes: Int = 0) -> Bool {
        guard records.count < Int(Int32.max) - 1, children.count < Int(UInt32.max), textBytes < Int(UInt32.max / 2) - text.count else {
            report("the document has more nodes than this compiler can hold; split the spec", at: range)
            return false
        }
        return true
    }

    /// The new node's number.
    private mutating func append(_ record: YAMLRecord, properties nodeProperties: YAMLNode.Properties?) -> Int32 {
        let node = Int32(records.count)
        records.append(record)
        if let nodeProperties { properties[node] = nodeProperties }
        return node
    }

    /// Adds `node` to the collection being read.
    private mutating func add(_ node: Int32, anchor: String?, size: Int) -> Outcome {
        if let anchor { anchors[anchor] = (node, size) }
        switch current.kind {
        case .document:
            document?.root = node
            return .proceed
        case .sequence:
            pending.append(node)
            current.entries += 1
            current.size += size
            return .proceed
        case .mapping:
            guard let key = current.pendingKey else { return addKey(node) }
            if !current.dropsValue {
                pending.append(key)
                pending.append(node)
                current.entries += 1
                current.size += 1 + size
            }
            current.pendingKey = nil
            current.dropsValue = false
            return .proceed
        }
    }

    private mutating func addKey(_ key: Int32) -> Outcome {
        current.pendingKey = key
        let record = records[Int(key)]
        guard record.kind == .scalar else { return .proceed }
        if record.scalarStyle == .plain, record.count == 2, text[Int(record.first)] == UInt8(ascii: "<"),
            text[Int(record.first) + 1] == UInt8(ascii: "<"), properties[key]?.tag == nil
        {
            report("merge keys ('<<') are not supported in table specs; share row settings with 'defaults' instead", at: record.range)
            current.dropsValue = true
            return .proceed
        }
        if let first = firstRange(ofKey: key) {
            let name = string(key)
            report(
                "duplicate key '\(name)' in this mapping", at: record.range,
                notes: [.init("'\(name)' is first set here", at: location(first))])
            current.dropsValue = true
            return .proceed
        }
        guard current.entries < limits.maxKeysPerMapping else {
            report("a mapping with more than \(limits.maxKeysPerMapping) keys (raise the limit with --max-keys)", at: record.range)
            return .stop
        }
        if current.hasKeyIndex {
            keyIndexes[parents.count, default: [:]][string(key)] = record.range
        }
        return .proceed
    }

    /// Where the text of scalar `key` was first used as a key of the mapping being read, if it was.
    private mutating func firstRange(ofKey key: Int32) -> SourceRange? {
        if current.hasKeyIndex { return keyIndexes[parents.count]?[string(key)] }
        let start = current.firstPending
        let entries = current.entries
        for entry in 0..<entries {
            let earlier = pending[start + 2 * entry]
            if sameText(earlier, key) { return records[Int(earlier)].range }
        }
        if entries >= 16 {
            var index: [String: SourceRange] = [:]
            for entry in 0..<entries {
                let earlier = pending[start + 2 * entry]
                if records[Int(earlier)].kind == .scalar, index[string(earlier)] == nil { index[string(earlier)] = records[Int(earlier)].range }
            }
            keyIndexes[parents.count] = index
            current.hasKeyIndex = true
        }
        return nil
    }

    /// Whether two nodes are scalars with the same text; most keys differ in length or in their
    /// first byte, which is checked before anything else.
    private func sameText(_ a: Int32, _ b: Int32) -> Bool {
        let first = records[Int(a)], second = records[Int(b)]
        guard first.kind == .scalar, first.count == second.count else { return false }
        var i = Int(first.first), j = Int(second.first)
        let end = i + Int(first.count)
        while i < end {
            if text[i] != text[j] { return false }
            i += 1
            j += 1
        }
        return true
    }

    private func string(_ node: Int32) -> String {
        let record = records[Int(node)]
        return YAMLTree.string(in: text, first: Int(record.first), count: Int(record.count))
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
