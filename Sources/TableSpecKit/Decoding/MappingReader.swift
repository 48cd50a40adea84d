/// A spec mapping checked against its known keys.
///
/// Creating one reports every unknown key (with the nearest known key as a suggestion) and every
/// key that is not a plain string, so the decoding code after it only asks for keys it knows.
struct MappingReader {
    let node: YAMLNode
    let object: SpecObject
    private var entries: [String: YAMLPair] = [:]

    /// Nil, with a diagnostic, when `node` is not a mapping.
    init?(_ node: YAMLNode, as object: SpecObject, expected: String? = nil, decoder: inout SpecDecoder) {
        guard case .mapping(let pairs) = node.content else {
            decoder.typeMismatch(node, expected: expected ?? "a mapping for \(object.displayName)")
            return nil
        }
        self.node = node
        self.object = object
        let known = object.keyNames
        for pair in pairs {
            guard let name = decoder.keyName(pair.key) else { continue }
            if known.contains(name) {
                entries[name] = pair
            } else {
                decoder.unknownKey(name, at: pair.key.range, in: object, candidates: known)
            }
        }
    }

    func value(_ key: String) -> YAMLNode? { entries[key]?.value }
    func keyRange(_ key: String) -> SourceRange? { entries[key]?.key.range }
    func has(_ key: String) -> Bool { entries[key] != nil }
}
