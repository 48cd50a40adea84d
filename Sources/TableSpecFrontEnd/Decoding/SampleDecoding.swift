import TableSpecDiagnostics
import TableSpecModel

extension SpecDecoder {
    /// A list of sample items, each a flat mapping from field name to a scalar. Whether the
    /// fields fit the model is the validator's question; here only the shape is checked.
    ///
    /// The items go straight into a flat `SampleItems`, allocated once at its final size, with
    /// each field name matched as bytes against the names already seen: no `String` is made per
    /// field, and the tree's text is read in place.
    mutating func decodeSampleItems(_ node: YAMLNodeID) -> SampleItems? {
        guard tree.isSequence(node) else {
            typeMismatch(node, expected: "a list of items")
            return nil
        }
        var items = SampleItems(file: file, sharing: tree.text)
        reserveSampleItems(node, in: &items)
        var names = SampleNameTable()
        for position in 0..<tree.count(node) {
            decodeSampleItem(tree.item(node, position), names: &names, into: &items)
        }
        return items
    }

    /// One item, appended to `items`: its fields with their names found in `names`.
    mutating func decodeSampleItem(_ item: YAMLNodeID, names: inout SampleNameTable, into items: inout SampleItems) {
        guard tree.isMapping(item) else {
            typeMismatch(item, expected: "an item: a mapping from field name to value")
            return
        }
        let tree = self.tree
        tree.text.withUnsafeBufferPointer { text in
            for entry in 0..<tree.count(item) {
                let key = tree.key(item, entry), value = tree.value(item, entry)
                guard tree.isScalar(key) else {
                    _ = keyName(key)  // reports the key that is not a string
                    continue
                }
                let name = names.position(of: tree.scalarBytes(key, in: text), atEntry: entry, adding: &items)
                guard tree.isScalar(value) else {
                    typeMismatch(value, expected: "a single value for field '\(items.names[name])'")
                    continue
                }
                // Only the value's place in the tree's text is kept: the store shares that text.
                let record = tree.records[value.index]
                items.appendField(
                    name: name, key: tree.range(key), value: record.range, textStart: Int(record.first), textCount: Int(record.count),
                    isPlain: record.scalarStyle == .plain)
            }
        }
        items.endItem(start: tree.range(item).start)
    }

    /// Counts what the items will hold, so the store is allocated once: growing it would copy
    /// it while the tree is still alive, at the front end's peak.
    private func reserveSampleItems(_ node: YAMLNodeID, in items: inout SampleItems) {
        var fields = 0
        for position in 0..<tree.count(node) {
            let item = tree.item(node, position)
            // Only a mapping's entries are key and value pairs; anything else is skipped.
            if tree.isMapping(item) { fields += tree.count(item) }
        }
        items.reserve(items: tree.count(node), fields: fields)
    }
}

/// The field names of a sample list, found by their bytes.
///
/// Items of one model use a handful of names, mostly in the same order, so a key is first
/// compared with the name the previous item had at the same place, then with each name seen so
/// far. A list with many distinct names (a mistake, or hostile input) switches to a dictionary,
/// so the work stays linear. Names are told apart by their bytes, as written, so a diagnostic
/// quotes each key exactly.
struct SampleNameTable {
    /// Each name's bytes, by its position in `SampleItems.names`.
    private var names: [[UInt8]] = []
    private var index: [[UInt8]: Int]?
    /// The name most recently found at each entry position of an item.
    private var recent: [Int] = []

    /// Above this many names a key is looked up by hashing rather than compared with each.
    private static let linearLimit = 16

    /// The position in `items.names` of the key `bytes`, the `entry`th of its item; a new name
    /// is added to `items`.
    mutating func position(of bytes: UnsafeBufferPointer<UInt8>, atEntry entry: Int, adding items: inout SampleItems) -> Int {
        if entry < recent.count, Self.equal(bytes, names[recent[entry]]) { return recent[entry] }
        let found = find(bytes) ?? add(bytes, to: &items)
        if entry < recent.count {
            recent[entry] = found
        } else if entry == recent.count {
            recent.append(found)
        }
        return found
    }

    private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if let index { return index[Array(bytes)] }
        return names.firstIndex { Self.equal(bytes, $0) }
    }

    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, to items: inout SampleItems) -> Int {
        let added = items.addName(String(decoding: bytes, as: UTF8.self))
        names.append(Array(bytes))
        if index != nil {
            index?[Array(bytes)] = added
        } else if names.count > Self.linearLimit {
            index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return added
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
        guard bytes.count == name.count else { return false }
        for position in 0..<bytes.count where bytes[position] != name[position] { return false }
        return true
    }
}
