import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// Turns a YAML document into a `TableDeclaration`, reporting every structural problem (unknown
/// keys, wrong types, bad enum values) and carrying on past each, so one run shows them all.
///
/// It reads the `YAMLTree`'s records by node number: keys are matched as bytes, and a `String`
/// is made only for a value that a declaration keeps.
public struct SpecDecoder {
    public let file: String
    let tree: YAMLTree
    public internal(set) var diagnostics = DiagnosticBag()

    public init(file: String, tree: YAMLTree) {
        self.file = file
        self.tree = tree
    }

    /// Decodes the document's root. A missing or non-mapping root is reported, and yields nil.
    public mutating func decode(_ document: YAMLDocument) -> TableDeclaration? {
        guard let root = document.root?.id, !tree.isEmptyValue(root) else {
            report("the document is empty; a table spec needs at least 'table' and 'sections'", at: document.range)
            return nil
        }
        reportUnsupportedTags(in: root)
        guard isMapping(root, expected: "a mapping with 'table' and 'sections' at the top of the spec") else { return nil }
        return decodeTable(root)
    }

    // MARK: Mappings

    /// Whether `node` is a mapping; reports what it is instead when it is not.
    mutating func isMapping(_ node: YAMLNodeID, expected: String) -> Bool {
        guard tree.isMapping(node) else {
            typeMismatch(node, expected: expected)
            return false
        }
        return true
    }

    /// The name of a key that `keys` knows; an unknown key (with the nearest known one as a
    /// suggestion) or a key that is not a string is reported, and yields nil.
    mutating func knownKey(_ key: YAMLNodeID, in keys: KeyTable) -> SpecKeyName? {
        guard isStringKey(key) else { return nil }
        if let name = tree.withScalarBytes(key, keys.keys.value(for:)) { return name }
        unknownKey(tree.string(key), at: tree.range(key), in: keys.object, candidates: keys.names)
        return nil
    }

    // MARK: Reporting

    mutating func report(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: SourceLocation(file: file, range: range), notes: notes))
    }

    mutating func warn(_ message: String, at range: SourceRange) {
        diagnostics.append(.warning(message, at: SourceLocation(file: file, range: range)))
    }

    mutating func typeMismatch(_ node: YAMLNodeID, expected: String) {
        report("expected \(expected), found \(describe(node))", at: tree.range(node))
    }

    mutating func unknownKey(_ name: String, at range: SourceRange, in object: SpecObject, candidates: [String]) {
        unknownKey(name, at: range, in: object.displayName, candidates: candidates)
    }

    /// `object` as messages name it: "a row", "a generator configuration".
    mutating func unknownKey(_ name: String, at range: SourceRange, in object: String, candidates: [String]) {
        let hint = NearestName.hint(for: name, among: candidates)
        report("unknown key '\(DiagnosticText.escaped(name))' in \(object)\(hint)", at: range)
    }

    /// A key's text, or nil (reported) for keys that are not scalars.
    mutating func keyName(_ key: YAMLNodeID) -> String? {
        isStringKey(key) ? tree.string(key) : nil
    }

    /// Whether a key is a scalar; a sequence or mapping used as a key is reported.
    private mutating func isStringKey(_ key: YAMLNodeID) -> Bool {
        guard tree.isScalar(key) else {
            report("a key in a table spec must be a string, found \(describe(key))", at: tree.range(key))
            return false
        }
        return true
    }

    /// How messages describe what was found instead of what was expected.
    func describe(_ node: YAMLNodeID) -> String {
        switch tree.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            let value = tree.string(node), style = tree.scalarStyle(node)
            if value.isEmpty, style == .plain { return "no value" }
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return style == .plain ? "'\(shown)'" : "the string \"\(shown)\""
        }
    }

    /// Reports an explicit tag other than YAML's own core types: a spec has no use for them, and
    /// a tag such as `!!python/object` should never pass silently.
    ///
    /// Walks the tree with an explicit stack, as deep trees must not cost stack frames; only the
    /// few nodes that have properties are looked at closely.
    mutating func reportUnsupportedTags(in root: YAMLNodeID) {
        guard !tree.nodeProperties.isEmpty else { return }
        var pending = [root]
        while let node = pending.popLast() {
            if let properties = tree.properties(node) {
                // An alias's content was checked where its anchor defined it.
                if properties.alias != nil { continue }
                if let tag = properties.tag, !Self.coreTags.contains(tag) {
                    report("the tag '\(DiagnosticText.escaped(tag))' is not supported in a table spec; remove it", at: tree.range(node))
                }
            }
            switch tree.kind(node) {
            case .scalar: break
            case .sequence:
                for position in (0..<tree.count(node)).reversed() { pending.append(tree.item(node, position)) }
            case .mapping:
                for entry in (0..<tree.count(node)).reversed() {
                    pending.append(tree.value(node, entry))
                    pending.append(tree.key(node, entry))
                }
            }
        }
    }

    static let coreTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq",
        "tag:yaml.org,2002:map", "!",
    ]
}
