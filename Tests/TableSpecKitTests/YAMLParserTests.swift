import Foundation
import Testing
@testable import TableSpecKit

/// The YAML layer on its own: positions, styles, and every way input can be refused.
@Suite("YAML layer")
struct YAMLParserTests {
    func parse(_ text: String, limits: YAMLLimits = YAMLLimits()) -> YAMLParseResult {
        YAMLParser.parse(Array(text.utf8), file: "t.yaml", limits: limits)
    }

    func parse(bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> YAMLParseResult {
        YAMLParser.parse(bytes, file: "t.yaml", limits: limits)
    }

    /// The rendered diagnostics, one per line, notes included.
    func messages(_ result: YAMLParseResult) -> [String] {
        DiagnosticTextRenderer().render(result.diagnostics.sorted).split(separator: "\n").map(String.init)
    }

    func root(_ text: String) throws -> YAMLNode {
        let result = parse(text)
        #expect(!result.diagnostics.hasErrors, "\(messages(result))")
        return try #require(result.documents.first?.root)
    }

    @Test("nodes carry 1-based lines and columns, and UTF-8 byte offsets")
    func positions() throws {
        let node = try root("a: 1\nb: \"ü中x\"\nc: [d, e]\n")
        guard case .mapping(let pairs) = node.content else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.scalar } == ["a", "b", "c"])
        let b = pairs[1].value
        #expect(b.scalar == "ü中x")
        #expect(b.range.start == SourcePosition(line: 2, column: 4, offset: 8))
        // Five scalars wide, eight bytes long.
        #expect(b.range.end == SourcePosition(line: 2, column: 9, offset: 16))
        let c = pairs[2].value
        #expect(c.collectionStyle == .flow)
        #expect(c.range.start == SourcePosition(line: 3, column: 4, offset: 20))
        guard case .sequence(let items) = c.content else { Issue.record("not a sequence"); return }
        #expect(items.map(\.scalar) == ["d", "e"])
        #expect(items[1].range.start.column == 8)
    }

    @Test("scalar styles are kept and scalars stay strings")
    func scalarStyles() throws {
        let node = try root("p: NO\ns: 'yes'\nd: \"010\"\nl: |\n  1:20\nf: >\n  on\n")
        guard case .mapping(let pairs) = node.content else { Issue.record("not a mapping"); return }
        let values = pairs.map { pair -> (String?, YAMLNode.ScalarStyle?) in
            if case .scalar(let text, let style) = pair.value.content { return (text, style) }
            return (nil, nil)
        }
        #expect(values.map(\.0) == ["NO", "yes", "010", "1:20\n", "on\n"])
        #expect(values.map(\.1) == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }

    @Test("mapping entries keep document order")
    func order() throws {
        let keys = (0..<50).map { "k\(49 - $0)" }
        let node = try root(keys.map { "\($0): v" }.joined(separator: "\n"))
        guard case .mapping(let pairs) = node.content else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.scalar ?? "" } == keys)
    }

    @Test("anchors and aliases copy the node and remember the alias")
    func aliases() throws {
        let node = try root("a: &x {k: v}\nb: *x\n")
        guard case .mapping(let pairs) = node.content else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.anchor == "x")
        let copy = pairs[1].value
        #expect(copy.properties?.alias?.name == "x")
        #expect(copy.properties?.alias?.range.start == SourcePosition(line: 2, column: 4, offset: 16))
        guard case .mapping(let inner) = copy.content else { Issue.record("alias lost its content"); return }
        #expect(inner.first?.value.scalar == "v")
    }

    @Test("a duplicate key is an error at the second key with a note at the first, and parsing goes on")
    func duplicateKeys() {
        let result = parse("a: 1\nb: 2\na: 3\nc: {x: 1, x: 2}\n")
        #expect(messages(result) == [
            "t.yaml:3:1: error: duplicate key 'a' in this mapping",
            "t.yaml:1:1: note: 'a' is first set here",
            "t.yaml:4:11: error: duplicate key 'x' in this mapping",
            "t.yaml:4:5: note: 'x' is first set here",
        ])
        // The first value wins; the duplicate is not in the tree.
        if case .mapping(let pairs)? = result.documents.first?.root?.content {
            #expect(pairs.map { $0.key.scalar } == ["a", "b", "c"])
            #expect(pairs[0].value.scalar == "1")
        } else {
            Issue.record("no mapping")
        }
    }

    @Test("ten thousand duplicate keys are each reported, through the hashed index")
    func manyDuplicates() {
        var text = ""
        for index in 0..<5_000 { text += "k\(index): v\n" }
        for index in 0..<5_000 { text += "k\(index): w\n" }
        let result = parse(text)
        #expect(result.diagnostics.errorCount == 5_000)
        #expect(result.diagnostics.diagnostics.first?.message == "duplicate key 'k0' in this mapping")
        #expect(result.diagnostics.diagnostics.first?.location?.line == 5_001)
    }

    @Test("a syntax error carries libyaml's problem at its place, with the context as a note")
    func syntaxError() {
        let result = parse("a: [1, 2\nb: 3\n")
        #expect(messages(result) == [
            "t.yaml:2:2: error: YAML syntax error: did not find expected ',' or ']'",
            "t.yaml:1:4: note: while parsing a flow sequence that starts here",
        ])
    }

    static let invalidUTF8Cases: [(bytes: [UInt8], message: String)] = {
        let start: [UInt8] = [0xFF, 0x61, 0x3A, 0x20, 0x62, 0x0A]
        var middle: [UInt8] = Array("a: b\nc: d".utf8)
        middle += [0xC3, 0x28]
        middle += Array(" e\n".utf8)
        var end: [UInt8] = Array("a: ü\nb: 中".utf8)
        end += [0xE4, 0xB8]
        return [
            (start, "t.yaml:1:1: error: the file is not valid UTF-8: invalid leading UTF-8 octet (byte 0xFF)"),
            (middle, "t.yaml:2:5: error: the file is not valid UTF-8: invalid trailing UTF-8 octet (byte 0xC3)"),
            (end, "t.yaml:2:5: error: the file is not valid UTF-8: incomplete UTF-8 octet sequence (byte 0xE4)"),
        ]
    }()

    @Test("invalid UTF-8 at the start, middle and end is located by line and column", arguments: 0..<3)
    func invalidUTF8(index: Int) {
        let (bytes, message) = Self.invalidUTF8Cases[index]
        #expect(messages(parse(bytes: bytes)) == [message])
    }

    @Test("control characters are refused with their code point")
    func controlCharacters() {
        #expect(messages(parse(bytes: Array("a: b\nc: \u{01}d\n".utf8))) == [
            "t.yaml:2:4: error: U+0001 is a control character, which YAML does not allow in a file",
        ])
        #expect(messages(parse(bytes: Array("a: b".utf8) + [0x00])) == [
            "t.yaml:1:5: error: U+0000 is a control character, which YAML does not allow in a file",
        ])
    }

    @Test("UTF-16 input is refused up front; a UTF-8 byte-order mark is fine")
    func encodings() throws {
        #expect(messages(parse(bytes: [0xFF, 0xFE, 0x61, 0x00])) == [
            "t.yaml:1:1: error: the input is UTF-16 (it starts with a UTF-16 byte-order mark); table specs are UTF-8",
        ])
        let withBOM = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: ü\nb: c\n".utf8))
        #expect(!withBOM.diagnostics.hasErrors)
        if case .mapping(let pairs)? = withBOM.documents.first?.root?.content {
            #expect(pairs[1].key.range.start == SourcePosition(line: 2, column: 1, offset: 9))
        } else {
            Issue.record("no mapping")
        }
    }

    @Test("an alias bomb stops at the first alias past the budget")
    func aliasBomb() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for level in 1..<names.count {
            let previous = names[level - 1]
            text += "\(names[level]): &\(names[level]) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        var limits = YAMLLimits()
        limits.maxAliasNodes = 10_000
        let result = parse(text, limits: limits)
        // a holds 10 nodes, b 91, c 820, d 7,381: b's, c's and d's aliases add 8,289, and e's
        // first alias (7,381 more) is the first to pass 10,000.
        #expect(messages(result) == [
            "t.yaml:5:8: error: aliases expand to more than 10000 nodes; this looks like an alias bomb (raise the limit with --max-alias-nodes)",
        ])
    }

    /// `*a` copies a sequence and its one item: two nodes, exactly the budget; a third is past it.
    @Test("alias budget at the limit passes, one past fails")
    func aliasBoundary() {
        var limits = YAMLLimits()
        limits.maxAliasNodes = 2
        #expect(!parse("a: &a [x]\nb: *a\n", limits: limits).diagnostics.hasErrors)
        #expect(parse("a: &a [x]\nb: *a\nc: *a\n", limits: limits).diagnostics.hasErrors)
    }

    /// The root mapping is level 1, so the 256th bracket (column 3 + 256) is level 257.
    @Test("50,000-deep flow nesting stops at the depth limit, at its column")
    func deepFlow() {
        let result = parse("a: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000))
        #expect(messages(result) == [
            "t.yaml:1:259: error: the document nests deeper than 256 levels (raise the limit with --max-depth)",
        ])
    }

    /// Line n opens level n; the mapping on line 257, column 257, is the first past 256.
    @Test("3,000-deep block nesting stops at the depth limit, at its line")
    func deepBlock() {
        var text = ""
        for level in 0..<3_000 { text += String(repeating: " ", count: level) + "k:\n" }
        let result = parse(text)
        #expect(messages(result) == [
            "t.yaml:257:257: error: the document nests deeper than 256 levels (raise the limit with --max-depth)",
        ])
    }

    @Test("depth at the limit passes, one past fails")
    func depthBoundary() {
        var limits = YAMLLimits()
        limits.maxDepth = 10
        #expect(!parse(String(repeating: "[", count: 10) + String(repeating: "]", count: 10), limits: limits).diagnostics.hasErrors)
        #expect(parse(String(repeating: "[", count: 11) + String(repeating: "]", count: 11), limits: limits).diagnostics.hasErrors)
    }

    @Test("scalar, key, input and document limits each give a located error")
    func limits() {
        var limits = YAMLLimits()
        limits.maxScalarBytes = 8
        #expect(!parse("a: 12345678", limits: limits).diagnostics.hasErrors)
        #expect(messages(parse("a: 123456789", limits: limits)) == [
            "t.yaml:1:4: error: a scalar of 9 bytes is longer than the limit of 8 bytes (raise it with --max-scalar-bytes)",
        ])

        limits = YAMLLimits()
        limits.maxKeysPerMapping = 2
        #expect(!parse("a: 1\nb: 2\n", limits: limits).diagnostics.hasErrors)
        #expect(messages(parse("a: 1\nb: 2\nc: 3\n", limits: limits)) == [
            "t.yaml:3:1: error: a mapping with more than 2 keys (raise the limit with --max-keys)",
        ])

        limits = YAMLLimits()
        limits.maxInputBytes = 4
        #expect(!parse("a: 1", limits: limits).diagnostics.hasErrors)
        #expect(messages(parse("a: 12", limits: limits)) == [
            "t.yaml:1:1: error: the input is 5 bytes, more than the limit of 4 bytes (raise it with --max-input-bytes)",
        ])

        #expect(parse("a: 1\n---\nb: 2\n", limits: .anyStream).documents.count == 2)
        #expect(messages(parse("a: 1\n---\nb: 2\n")) == ["t.yaml:2:1: error: a table spec holds one YAML document, but a second one starts here"])
    }

    @Test("an empty input has no documents and no errors; the spec layer decides what that means")
    func emptyInput() {
        let result = parse(bytes: [])
        #expect(result.documents.isEmpty)
        #expect(!result.diagnostics.hasErrors)
    }

    @Test("explicit tags are kept on the node")
    func tags() throws {
        let node = try root("a: !!str 010\nb: !custom x\n")
        guard case .mapping(let pairs) = node.content else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.tag == "tag:yaml.org,2002:str")
        #expect(pairs[1].value.tag == "!custom")
    }
}
