import Testing
@testable import TableSpecKit
@testable import TableSpecFrontEnd

@Suite("Scalar index to byte offset")
struct ByteOffsetCursorTests {
    /// The offset of the `index`-th Unicode scalar, counted the slow, obvious way.
    static func expectedOffset(of index: Int, in text: String) -> Int {
        var offset = 0
        for (position, scalar) in text.unicodeScalars.enumerated() where position < index {
            offset += String(scalar).utf8.count
        }
        return offset
    }

    @Test("forward, backward and repeated look-ups across ASCII runs and 2-, 3- and 4-byte characters give the byte offset of each scalar")
    func matchesTheObviousCount() {
        let pieces = ["a", "bcdefghij", "é", "中文", "😀", " ", "Москва", "x\n", "\u{85}", "longer ascii run of text "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let text = (0..<40).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            let bytes = Array(text.utf8)
            let count = text.unicodeScalars.count
            let targets = (0..<200).map { _ in Int.random(in: 0...count, using: &generator) } + Array(0...count) + Array((0...count).reversed())
            bytes.withUnsafeBufferPointer { buffer in
                var cursor = ByteOffsetCursor(buffer)
                for target in targets {
                    #expect(cursor.byteOffset(ofScalarIndex: target) == Self.expectedOffset(of: target, in: text), "scalar \(target) of \(text.debugDescription)")
                }
            }
        }
    }

    @Test("a byte-order mark is skipped and not counted, as libyaml does")
    func skipsTheByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab中c".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = ByteOffsetCursor(buffer)
            #expect([0, 1, 2, 3, 4, 2, 0].map { cursor.byteOffset(ofScalarIndex: $0) } == [3, 4, 5, 8, 9, 5, 3])
        }
    }
}

@Suite("Source positions of parsed nodes")
struct NodePositionTests {
    /// The byte offset of a 1-based line and column, found the slow way: lines split at `\n`,
    /// columns counted as characters (UTF-8 lead bytes) from the line's start.
    static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var currentLine = 1
        while currentLine < line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { currentLine += 1 }
            offset += 1
        }
        var characters = 1
        while characters < column, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }

    private static func check(_ node: YAMLNode, in bytes: [UInt8], source: String) {
        for position in [node.range.start, node.range.end] {
            let expected = offset(line: position.line, column: position.column, in: bytes)
            #expect(position.offset == expected, "\(position) in:\n\(source)")
        }
        switch node.content {
        case .scalar: break
        case .sequence(let items): for item in items { check(item, in: bytes, source: source) }
        case .mapping(let pairs):
            for pair in pairs {
                check(pair.key, in: bytes, source: source)
                check(pair.value, in: bytes, source: source)
            }
        }
    }

    @Test("every node's start and end offsets agree with its line and column, for plain, quoted, folded, flow, anchored, tagged and multi-byte text")
    func offsetsMatchLinesAndColumns() throws {
        let words = ["a", "é", "中文", "😀", "x y", "naïve café", "ü中😀x", "plain-text", "42", "a:b", "#x"]
        var documents = [
            "a: é\nb: \"ü中x\"\nc: [d, é, 中]\nd: {k: 😀, 'q': v}\n",
            "\u{FEFF}k: naïve\nl: 中文 中文\n",
            "- plain é\n  continued 中 line\n- 'single ü'\n- \"double \\u00e9 中\"\n- |\n  literal 😀\n  text\n- >\n  folded é\n  text\n",
            "key:\nother: \n- \n",
            // An anchor or a tag starts a plain scalar's event before its text.
            "é: 1\na: &city Graz\nb: !!str 42\nc: *city\nd: !local x y\ne: z\n",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var yaml = ""
            for row in 0..<Int.random(in: 1...6, using: &generator) {
                let word = words.randomElement(using: &generator)!.replacingOccurrences(of: ":", with: "")
                    .replacingOccurrences(of: "#", with: "")
                switch Int.random(in: 0..<7, using: &generator) {
                case 5: yaml += "k\(row): &anchor\(row) \(word)\n"
                case 6: yaml += "k\(row): !!str \(word)\n"
                case 0: yaml += "k\(row): \(word)\n"
                case 1: yaml += "k\(row): \"\(word)\"\n"
                case 2: yaml += "k\(row): [\(word), '\(word)', \(word) \(word)]\n"
                case 3: yaml += "k\(row):\n  - \(word)\n  - n: \(word)\n    m: é\(word)\n"
                default: yaml += "\(word.replacingOccurrences(of: " ", with: ""))\(row): {a: \(word), b: \"\(word)\"}\n"
                }
            }
            documents.append(yaml)
        }
        for source in documents {
            let bytes = Array(source.utf8)
            let parsed = YAMLParser.parse(bytes, file: "t.yaml")
            #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.diagnostics.map(\.message)) in:\n\(source)")
            guard let root = parsed.documents.first?.root else { continue }
            Self.check(root, in: bytes, source: source)
        }
    }
}
