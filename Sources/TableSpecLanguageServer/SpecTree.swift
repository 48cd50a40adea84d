import TableSpecDiagnostics
import TableSpecFrontEnd

/// A spec's YAML tree, parsed by the front end's parser within the document limits, with the
/// byte offsets of its nodes.
///
/// libyaml stops at the first syntax error and the front end then keeps no document, so a line
/// being typed (`    te` under a row's keys, `text: {ca`) would leave an editor with no tree at
/// all. When the text does not parse, the cursor's line is blanked from its first word on (spaces
/// in place of its bytes, so every other offset is unchanged; the indentation and a list dash
/// stay) and the text parsed again; then, failing that, only the lines before the cursor's. What
/// still does not parse has no tree, and the callers fall back to reading the line's text.
struct SpecTree {
    let root: YAMLNode
    let map: PositionMap

    /// The tree of `text` as it is, or nil when it does not parse.
    init?(_ text: [UInt8], limits: YAMLLimits) {
        guard text.count <= limits.maxInputBytes, let root = Self.parse(text, limits: limits) else { return nil }
        self.root = root
        map = PositionMap(text)
    }

    /// The tree of `text`, repaired around `offset` when it does not parse as it is.
    init?(_ text: [UInt8], limits: YAMLLimits, repairingAt offset: Int) {
        guard text.count <= limits.maxInputBytes else { return nil }
        map = PositionMap(text)
        if let root = Self.parse(text, limits: limits) {
            self.root = root
            return
        }
        let line = Self.lineBounds(in: text, at: offset)
        var content = line.lowerBound
        while content < line.upperBound, [0x20, 0x09, 0x2D].contains(text[content]) { content += 1 }
        // First only the value after `key:`, so the key still says what is being typed; then the line.
        var afterKey = content
        while afterKey < line.upperBound, TableNameText.isNameByte(text[afterKey]) { afterKey += 1 }
        var blanked = text
        if afterKey > content, afterKey < line.upperBound, text[afterKey] == 0x3A {
            for index in (afterKey + 1)..<line.upperBound { blanked[index] = 0x20 }
            if let root = Self.parse(blanked, limits: limits) {
                self.root = root
                return
            }
        }
        for index in content..<line.upperBound { blanked[index] = 0x20 }
        if let root = Self.parse(blanked, limits: limits) {
            self.root = root
            return
        }
        if let root = Self.parse(Array(blanked[..<line.upperBound]), limits: limits) {
            self.root = root
            return
        }
        return nil
    }

    private static func parse(_ text: [UInt8], limits: YAMLLimits) -> YAMLNode? {
        let parsed = YAMLParser.parse(text, file: "-", limits: limits)
        guard parsed.documents.count == 1 else { return nil }
        return parsed.documents[0].root
    }

    /// The bytes of the line holding `offset`, without its line break.
    static func lineBounds(in text: [UInt8], at offset: Int) -> Swift.Range<Int> {
        var start = min(max(offset, 0), text.count), end = start
        while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
        while end < text.count, text[end] != 0x0A, text[end] != 0x0D { end += 1 }
        return start..<end
    }

    func start(_ node: YAMLNode) -> Int { map.byteOffset(line: node.range.start.line, column: node.range.start.column) }
    func end(_ node: YAMLNode) -> Int { map.byteOffset(line: node.range.end.line, column: node.range.end.column) }
    func bytes(_ node: YAMLNode) -> Swift.Range<Int> { start(node)..<max(start(node), end(node)) }
    func range(_ node: YAMLNode) -> Range { map.range(of: node.range) }
    func lspRange(_ bytes: Swift.Range<Int>) -> Range {
        Range(start: map.position(ofByte: bytes.lowerBound), end: map.position(ofByte: bytes.upperBound))
    }

    /// Where `name` is written in a scalar's source: inside its quotes, if it has them.
    func nameBytes(_ name: String, in node: YAMLNode) -> Swift.Range<Int>? {
        let source = bytes(node)
        let needle = Array(name.utf8)
        guard !needle.isEmpty, source.count >= needle.count else { return nil }
        var start = source.lowerBound
        while start + needle.count <= source.upperBound {
            if map.bytes[start..<start + needle.count].elementsEqual(needle) { return start..<start + needle.count }
            start += 1
        }
        return nil
    }

    /// The node's 1-based column, as the front end counts it.
    func column(_ node: YAMLNode) -> Int { node.range.start.column }
}
