import TableSpecFrontEnd

/// Hover over a key: what it means, from the key catalogue that the decoder checks keys against
/// and the JSON Schema's descriptions are written from, so the editor says what the format
/// reference says.
///
/// The key is found in the line's text (a word followed by a colon, in block or flow style); whose
/// key it is, from the YAML tree (`SpecContext`). When the spec does not parse even repaired
/// around the key, an unindented key is the table's, and an indented one is shown as each mapping
/// that has the name means it (`style` in a row and in a prototype).
enum KeyHover {
    /// `tree` is the text's tree as it is, when it parses; without it, the tree is repaired around
    /// the key.
    static func hover(in text: [UInt8], at position: Position, tree parsed: SpecTree?, limits: YAMLLimits) -> Hover? {
        let map = PositionMap(text)
        let offset = map.byteOffset(of: position)
        guard let word = word(in: text, at: offset) else { return nil }
        let name = String(decoding: text[word], as: UTF8.self)
        // A key at the very start of a line is the table's own, and an indented one is not.
        let topLevel = word.lowerBound == 0 || text[word.lowerBound - 1] == 0x0A || text[word.lowerBound - 1] == 0x0D
        var objects = topLevel ? [.table] : SpecObject.allCases.filter { $0 != .table }
        if let tree = parsed ?? SpecTree(text, limits: limits, repairingAt: word.upperBound) {
            // In a mapping that is no spec object's (a model's fields), the word is a name, not a key.
            guard let context = SpecContext.at(word.upperBound, wordStart: word.lowerBound, in: text, tree: tree), context.place == .key else {
                return nil
            }
            objects = [context.object]
        }
        guard isKey(text, after: word.upperBound), let value = describe(name, in: objects) else { return nil }
        return Hover(
            contents: MarkupContent(value: value),
            range: Range(start: map.position(ofByte: word.lowerBound), end: map.position(ofByte: word.upperBound)))
    }

    /// The Markdown for a key name, or nil when none of `objects` has it.
    static func describe(_ name: String, in objects: [SpecObject]) -> String? {
        var summaries: [(summary: String, places: [String])] = []
        for object in objects {
            guard let key = object.keys.first(where: { $0.name == name }) else { continue }
            if let index = summaries.firstIndex(where: { $0.summary == key.summary }) {
                summaries[index].places.append(object.displayName)
            } else {
                summaries.append((key.summary, [object.displayName]))
            }
        }
        guard !summaries.isEmpty else { return nil }
        return summaries.map { "**`\(name)`** (in \($0.places.joined(separator: ", "))): \($0.summary)" }.joined(separator: "\n\n")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    /// The key-like word around `offset` (letters, digits, underscores).
    private static func word(in text: [UInt8], at offset: Int) -> Swift.Range<Int>? {
        var start = min(offset, text.count), end = start
        while start > 0, isWordByte(text[start - 1]) { start -= 1 }
        while end < text.count, isWordByte(text[end]) { end += 1 }
        guard start < end else { return nil }
        // A key starts a line's content, follows a list dash, or an opening brace or comma in flow style.
        var before = start - 1
        while before >= 0, text[before] == 0x20 || text[before] == 0x09 { before -= 1 }
        guard before < 0 || [0x0A, 0x0D, 0x2D, 0x7B, 0x2C].contains(text[before]) else { return nil }
        if before >= 0, text[before] == 0x2D {
            // "- key:", not "a-key:".
            guard before + 1 < start, text[before + 1] == 0x20 || text[before + 1] == 0x09 else { return nil }
        }
        return start..<end
    }

    /// Whether a colon that makes a mapping key follows (then a space, a line end or the text's end).
    private static func isKey(_ text: [UInt8], after end: Int) -> Bool {
        var index = end
        while index < text.count, text[index] == 0x20 { index += 1 }
        guard index < text.count, text[index] == 0x3A else { return false }
        return index + 1 == text.count || [0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x7D].contains(text[index + 1])
    }
}
