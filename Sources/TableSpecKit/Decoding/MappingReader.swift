/// A spec mapping checked against its known keys.
///
/// Creating one reports every unknown key (with the nearest known key as a suggestion) and every
/// key that is not a plain string, so the decoding code after it only asks for keys it knows.
///
/// The known pairs are kept in a small array and found by a linear scan: a spec mapping has a
/// handful of keys, and hashing each one for a dictionary cost more than comparing them.
struct MappingReader {
    let node: YAMLNode
    let object: SpecObject
    private var entries: [(name: String, pair: YAMLPair)] = []

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
                entries.append((name, pair))
            } else {
                decoder.unknownKey(name, at: pair.key.range, in: object, candidates: known)
            }
        }
    }

    private func pair(_ key: String) -> YAMLPair? {
        for entry in entries where entry.name == key { return entry.pair }
        return nil
    }

    func value(_ key: String) -> YAMLNode? { pair(key)?.value }
    func keyRange(_ key: String) -> SourceRange? { pair(key)?.key.range }
    func has(_ key: String) -> Bool { pair(key) != nil }
}
