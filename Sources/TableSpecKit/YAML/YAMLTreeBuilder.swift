/// Builds the node tree from libyaml's events, one event at a time, with an explicit stack.
///
/// Nothing here recurses per nesting level, so no input can overflow the stack, and every limit
/// is checked on the event that would break it, before any node is built for it.
struct YAMLTreeBuilder {
    enum Outcome { case proceed, stop }

    let file: String
    let limits: YAMLLimits
    private(set) var diagnostics = DiagnosticBag()
    private(set) var documents: [YAMLDocument] = []

    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var aliasNodes = 0
    private var document: (start: SourcePosition, explicit: Bool, root: YAMLNode?)?

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    private struct Anchored {
        var node: YAMLNode
        var size: Int
    }

    /// A sequence or mapping still being read.
    private struct Frame {
        var isMapping: Bool
        var start: SourcePosition
        var properties: YAMLNode.Properties?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// The pending key was rejected (duplicate or merge key): its value is read and dropped.
        var dropsValue = false
        /// Built once a mapping grows past a few keys, so duplicate detection stays linear.
        var keyIndex: [String: SourceRange]?
        var size = 1

        /// Where `name` was first used as a key of this mapping, if it was.
        mutating func firstRange(ofKey name: String) -> SourceRange? {
            if let index = keyIndex { return index[name] }
            for pair in pairs where pair.key.scalar == name { return pair.key.range }
            if pairs.count >= 16 {
                var index: [String: SourceRange] = [:]
                for pair in pairs {
                    if let key = pair.key.scalar, index[key] == nil { index[key] = pair.key.range }
                }
                keyIndex = index
            }
            return nil
        }
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
        let end = open.root?.range.end ?? position
        documents.append(YAMLDocument(
            root: open.root,
            range: SourceRange(start: open.start, end: max(end, position)),
            explicitStart: open.explicit,
            explicitEnd: explicit
        ))
        document = nil
    }

    mutating func scalar(_ value: String, byteCount: Int, style: YAMLNode.ScalarStyle, tag: String?, anchor: String?, range: SourceRange) -> Outcome {
        guard byteCount <= limits.maxScalarBytes else {
            report("a scalar of \(byteCount) bytes is longer than the limit of \(limits.maxScalarBytes) bytes (raise it with --max-scalar-bytes)", at: range)
            return .stop
        }
        let properties = tag == nil && anchor == nil ? nil : YAMLNode.Properties(tag: tag, anchor: anchor)
        return add(YAMLNode(.scalar(value, style), range: range, properties: properties), size: 1)
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
        let original = anchored.node
        let properties = YAMLNode.Properties(
            tag: original.tag, anchor: original.anchor, alias: (name, range),
            collectionStyle: original.collectionStyle
        )
        return add(YAMLNode(original.content, range: original.range, properties: properties), size: anchored.size)
    }

    mutating func startCollection(isMapping: Bool, style: YAMLNode.CollectionStyle, tag: String?, anchor: String?, at position: SourcePosition) -> Outcome {
        guard stack.count < limits.maxDepth else {
            report("the document nests deeper than \(limits.maxDepth) levels (raise the limit with --max-depth)", at: SourceRange(at: position))
            return .stop
        }
        let properties = tag == nil && anchor == nil && style == .block
            ? nil : YAMLNode.Properties(tag: tag, anchor: anchor, collectionStyle: style)
        stack.append(Frame(isMapping: isMapping, start: position, properties: properties))
        return .proceed
    }

    mutating func endCollection(at position: SourcePosition) -> Outcome {
        guard let frame = stack.popLast() else { return .proceed }
        let range = SourceRange(start: frame.start, end: position)
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        return add(YAMLNode(content, range: range, properties: frame.properties), size: frame.size)
    }

    // MARK: Building

    private mutating func add(_ node: YAMLNode, size: Int) -> Outcome {
        if let anchor = node.anchor, node.properties?.alias == nil {
            anchors[anchor] = Anchored(node: node, size: size)
        }
        guard !stack.isEmpty else {
            document?.root = node
            return .proceed
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            stack[top].size += size
            return .proceed
        }
        guard let key = stack[top].pendingKey else {
            return addKey(node, frame: top)
        }
        if !stack[top].dropsValue {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].size += 1 + size
        }
        stack[top].pendingKey = nil
        stack[top].dropsValue = false
        return .proceed
    }

    private mutating func addKey(_ key: YAMLNode, frame top: Int) -> Outcome {
        stack[top].pendingKey = key
        guard case .scalar(let name, let style) = key.content else { return .proceed }
        if name == "<<", style == .plain, key.tag == nil {
            report("merge keys ('<<') are not supported in table specs; share row settings with 'defaults' instead", at: key.range)
            stack[top].dropsValue = true
            return .proceed
        }
        // A method of the frame, not of the builder: a builder method taking `&stack[top]` would
        // make Swift copy the whole builder, and the stack with it, for every key.
        if let first = stack[top].firstRange(ofKey: name) {
            report("duplicate key '\(name)' in this mapping", at: key.range,
                   notes: [.init("'\(name)' is first set here", at: location(first))])
            stack[top].dropsValue = true
            return .proceed
        }
        guard stack[top].pairs.count < limits.maxKeysPerMapping else {
            report("a mapping with more than \(limits.maxKeysPerMapping) keys (raise the limit with --max-keys)", at: key.range)
            return .stop
        }
        stack[top].keyIndex?[name] = key.range
        return .proceed
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
