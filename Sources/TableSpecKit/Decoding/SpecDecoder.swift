/// Turns a YAML document into a `TableDeclaration`, reporting every structural problem (unknown
/// keys, wrong types, bad enum values) and carrying on past each, so one run shows them all.
public struct SpecDecoder {
    public let file: String
    public private(set) var diagnostics = DiagnosticBag()

    public init(file: String) {
        self.file = file
    }

    /// Decodes the document's root. A missing or non-mapping root is reported, and yields nil.
    public mutating func decode(_ document: YAMLDocument) -> TableDeclaration? {
        guard let root = document.root, !root.isEmptyValue else {
            report("the document is empty; a table spec needs at least 'table' and 'sections'", at: document.range)
            return nil
        }
        reportUnsupportedTags(in: root)
        guard let reader = MappingReader(root, as: .table, expected: "a mapping with 'table' and 'sections' at the top of the spec", decoder: &self) else {
            return nil
        }
        return decodeTable(reader)
    }

    // MARK: Reporting

    mutating func report(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: SourceLocation(file: file, range: range), notes: notes))
    }

    mutating func warn(_ message: String, at range: SourceRange) {
        diagnostics.append(.warning(message, at: SourceLocation(file: file, range: range)))
    }

    mutating func typeMismatch(_ node: YAMLNode, expected: String) {
        report("expected \(expected), found \(describe(node))", at: node.range)
    }

    mutating func unknownKey(_ name: String, at range: SourceRange, in object: SpecObject, candidates: [String]) {
        let hint = NearestName.hint(for: name, among: candidates)
        report("unknown key '\(DiagnosticText.escaped(name))' in \(object.displayName)\(hint)", at: range)
    }

    /// A key's text, or nil (reported) for keys that are not scalars.
    mutating func keyName(_ key: YAMLNode) -> String? {
        guard case .scalar(let name, _) = key.content else {
            report("a key in a table spec must be a string, found \(describe(key))", at: key.range)
            return nil
        }
        return name
    }

    /// How messages describe what was found instead of what was expected.
    func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let value, let style):
            if value.isEmpty, style == .plain { return "no value" }
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return style == .plain ? "'\(shown)'" : "the string \"\(shown)\""
        }
    }

    /// Reports an explicit tag other than YAML's own core types: a spec has no use for them, and
    /// a tag such as `!!python/object` should never pass silently.
    /// Walks the tree with an explicit stack, as deep trees must not cost stack frames.
    mutating func reportUnsupportedTags(in root: YAMLNode) {
        var pending = [root]
        while let node = pending.popLast() {
            if let tag = node.tag, !Self.coreTags.contains(tag), node.properties?.alias == nil {
                report("the tag '\(DiagnosticText.escaped(tag))' is not supported in a table spec; remove it", at: node.range)
            }
            switch node.content {
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                for pair in pairs.reversed() { pending.append(pair.value); pending.append(pair.key) }
            }
        }
    }

    static let coreTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq",
        "tag:yaml.org,2002:map", "!",
    ]
}
