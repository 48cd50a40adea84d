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
    /// The keys of every row, prototype and `defaults` this decoder reads, one after another.
    let rowFields = RowFieldStore()

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
        var unread = Set<SpecKeyName>()
        return knownKey(key, in: keys, unread: &unread)
    }

    /// `knownKey`, also noting in `unread` the key an unknown one stands for, when one stands out
    /// (a misspelling, a UIKit word, a key run into its value), so the mapping can treat that key
    /// as unreadable rather than absent.
    mutating func knownKey(_ key: YAMLNodeID, in keys: KeyTable, unread: inout Set<SpecKeyName>) -> SpecKeyName? {
        guard isStringKey(key) else { return nil }
        if let name = tree.withScalarBytes(key, keys.keys.value(for:)) { return name }
        let meant = unknownKey(tree.string(key), at: tree.range(key), in: keys.object, candidates: keys.names)
        if let meant = meant.flatMap(SpecKeyName.init(rawValue:)) { unread.insert(meant) }
        return nil
    }

    /// `knownKey` for the row keys of a row, a prototype or `defaults`: the key's declaration,
    /// and in `meant` the bit of the key an unknown one stands for.
    mutating func knownRowKey(_ key: YAMLNodeID, in keys: KeyTable, meant: inout UInt64) -> RowKeyDeclaration? {
        guard isStringKey(key) else { return nil }
        if let slot = tree.withScalarBytes(key, keys.rowKeys.value(for:)) { return RowKeys.all[Int(slot)] }
        let name = unknownKey(tree.string(key), at: tree.range(key), in: keys.object, candidates: keys.names)
        if let declaration = name.flatMap(RowKeys.named) { meant |= declaration.bit }
        return nil
    }

    /// `decoded`, noting `key` in `unread` when it could not be read (an error says why), so
    /// validation can tell a key written wrongly from one not written at all.
    func read<Value>(_ decoded: Located<Value>?, _ key: SpecKeyName, into unread: inout Set<SpecKeyName>) -> Located<Value>? {
        if decoded == nil { unread.insert(key) }
        return decoded
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

    /// Reports an unknown key of a spec mapping, with the best advice there is: a key run into
    /// its value (`detail Home` in a flow mapping, where the colon is missing), UIKit's word for
    /// a key (`UIKitWords`), or the nearest spelling. Returns the name of the key it stands for.
    @discardableResult
    mutating func unknownKey(_ name: String, at range: SourceRange, in object: SpecObject, candidates: [String]) -> String? {
        let shown = ControlCharacters.escaped(name)
        if let (key, value) = Self.missingColon(name, candidates: candidates) {
            report(
                "unknown key '\(shown)' in \(object.displayName); a colon is probably missing after '\(key)': write '\(key): \(ControlCharacters.escaped(value))'",
                at: range)
            return key
        }
        if let word = UIKitWords.key(name, in: object) {
            report("unknown key '\(shown)' in \(object.displayName)\(word.hint)", at: range)
            return word.key
        }
        return unknownKey(name, at: range, in: object.displayName, candidates: candidates)
    }

    /// `object` as messages name it: "a row", "a generator configuration". Returns the one
    /// suggestion, if there is exactly one.
    @discardableResult
    mutating func unknownKey(_ name: String, at range: SourceRange, in object: String, candidates: [String]) -> String? {
        let suggestions = NearestName.suggestions(for: name, among: candidates)
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
        report("unknown key '\(ControlCharacters.escaped(name))' in \(object)\(hint)", at: range)
        return suggestions.count == 1 ? suggestions[0] : nil
    }

    /// A key that is a known key, a space, and more: `{ text: Wi-Fi, detail Home }` reads as the
    /// key 'detail Home' with no value, because a flow mapping's entry needs no colon. The known
    /// key and the rest, which was meant as its value.
    static func missingColon(_ name: String, candidates: [String]) -> (key: String, value: String)? {
        guard let space = name.firstIndex(of: " ") else { return nil }
        let key = String(name[..<space])
        let value = name[space...].drop { $0 == " " }
        guard !value.isEmpty, candidates.contains(key) else { return nil }
        return (key, String(value))
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
                    report("the tag '\(ControlCharacters.escaped(tag))' is not supported in a table spec; remove it", at: tree.range(node))
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
