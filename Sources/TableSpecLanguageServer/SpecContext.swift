import TableSpecFrontEnd

/// Where a position is in a spec, read from the YAML tree: in which mapping (the table, a
/// section, a row, a prototype…), and whether a key or a key's value is there.
///
/// The kind of each mapping comes from the key that holds it (`sections` holds sections, a
/// section's `rows` rows), as the decoder reads it, not from indentation. A block mapping also
/// takes a line being typed below its keys at the column of its keys; a flow mapping takes
/// what is inside its braces.
struct SpecContext {
    enum Place: Equatable {
        /// A key of the mapping is being typed (or is under the cursor).
        case key
        /// The value of this key is under the cursor.
        case value(String)
    }

    var object: SpecObject
    var place: Place
    /// The keys the mapping has, without the one being typed.
    var present: [String]
    /// The keys and names that lead to the mapping (`prototypes`, `country`): the name of the
    /// prototype a template belongs to.
    var path: [String]
    /// The value node, for `.value`.
    var valueNode: YAMLNode?
    /// The mapping that holds the key, for `.value`: its other keys' values (an `items`' model).
    var mapping: YAMLNode?

    /// The context at byte `offset`, whose word starts at byte `wordStart`.
    static func at(_ offset: Int, wordStart: Int, in text: [UInt8], tree: SpecTree) -> SpecContext? {
        var walk = Walk(text: text, tree: tree, offset: offset, wordStart: wordStart)
        let line = SpecTree.lineBounds(in: text, at: wordStart)
        walk.column = text[line.lowerBound..<wordStart].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        walk.cursorLine = line
        return walk.visit(tree.root, slot: .object(.table), path: [])
    }

    private struct Walk {
        let text: [UInt8]
        let tree: SpecTree
        let offset: Int
        let wordStart: Int
        var column = 1
        var cursorLine = 0..<0

        func contains(_ node: YAMLNode, _ offset: Int) -> Bool {
            let bytes = tree.bytes(node)
            return bytes.lowerBound <= offset && offset <= bytes.upperBound
        }

        func onCursorLine(_ node: YAMLNode) -> Bool {
            cursorLine.contains(tree.start(node)) || tree.start(node) == cursorLine.upperBound
        }

        /// The kind of a mapping in `slot`: only a spec object's mapping has keys from the catalogue
        /// (the mapping `prototypes` holds names, not keys).
        func object(of slot: SpecSlot) -> SpecObject? {
            if case .object(let object) = slot { return object }
            return nil
        }

        func visit(_ node: YAMLNode, slot: SpecSlot, path: [String]) -> SpecContext? {
            switch node.content {
            case .mapping(let pairs):
                return mapping(node, pairs, slot: slot, path: path)
            case .sequence(let items):
                guard case .sequence(of: let object) = slot else { return nil }
                // The item the cursor is in, else the last one before it.
                guard let item = items.last(where: { tree.start($0) <= max(wordStart, offset) }) ?? items.first else { return nil }
                if case .scalar(let scalar, _) = item.content, onCursorLine(item) || scalar.isEmpty {
                    // `- te`: a row or section being started, its first key being typed.
                    return onCursorLine(item) ? SpecContext(object: object, place: .key, present: [], path: path) : nil
                }
                return visit(item, slot: .object(object), path: path)
            case .scalar:
                return nil
            }
        }

        func mapping(_ node: YAMLNode, _ pairs: [YAMLPair], slot: SpecSlot, path: [String]) -> SpecContext? {
            // Below what the catalogue describes (a model's fields, an unknown key's value) there
            // is no context to find, so the walk never follows a hostile document's nesting.
            if slot == .other || slot == .modelFields { return nil }
            if slot == .index {
                // A value of the index map names a section: the table's `index`, at this path.
                for pair in pairs
                where contains(pair.value, offset) || (pair.value.isEmptyValue && onCursorLine(pair.key) && tree.end(pair.key) < wordStart) {
                    return SpecContext(object: .table, place: .value("index"), present: [], path: path, valueNode: pair.value)
                }
                return nil
            }
            let keys = pairs.compactMap(\.key.scalar)
            for pair in pairs {
                let name = pair.key.scalar ?? ""
                if contains(pair.key, wordStart) {
                    guard let object = object(of: slot) else { return nil }
                    return SpecContext(object: object, place: .key, present: keys.filter { $0 != name }, path: path)
                }
                if case .scalar = pair.value.content {
                    let afterKey = tree.end(pair.key) < wordStart
                    let inValue = contains(pair.value, offset) || (pair.value.isEmptyValue && onCursorLine(pair.key) && afterKey)
                    if inValue, afterKey, let object = object(of: slot) {
                        return SpecContext(object: object, place: .value(name), present: keys, path: path, valueNode: pair.value, mapping: node)
                    }
                    continue
                }
                if contains(pair.value, wordStart), let found = visit(pair.value, slot: child(name, of: slot), path: path + [name]) {
                    return found
                }
            }
            // A line below the last key: the last collection before the cursor takes it if it
            // reaches that column, else this mapping does when the line is at its keys' column.
            if let last = pairs.last(where: { tree.start($0.key) < wordStart }),
                tree.start(last.key) < cursorLine.lowerBound || node.collectionStyle == .flow
            {
                let name = last.key.scalar ?? ""
                if last.value.scalar == nil, tree.column(last.value) <= column || isDash(before: wordStart),
                    let found = visit(last.value, slot: child(name, of: slot), path: path + [name])
                {
                    return found
                }
            }
            let inside = node.collectionStyle == .flow ? contains(node, wordStart) : tree.column(node) == column && tree.start(node) <= wordStart
            guard inside, let object = object(of: slot) else { return nil }
            return SpecContext(object: object, place: .key, present: keys, path: path)
        }

        /// The slot of the value of the key `name` in a mapping in `slot`.
        func child(_ name: String, of slot: SpecSlot) -> SpecSlot {
            switch slot {
            case .object(let object): SpecSlot.of(name, in: object)
            case .named(let object): .object(object)
            case .models: .modelFields
            default: .other
            }
        }

        /// Whether the cursor's line starts with a list dash: a new item of a sequence.
        func isDash(before index: Int) -> Bool {
            text[cursorLine.lowerBound..<index].contains(0x2D)
        }
    }
}
