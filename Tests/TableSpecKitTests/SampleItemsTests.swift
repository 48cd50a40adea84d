import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecFrontEnd

/// The flat sample store: decoding into it must give back exactly what decoding one item at a
/// time gave (every name, value, style and range), however the fields are written.
@Suite("Sample items")
struct SampleItemsTests {
    /// A long value, so a field's span is wider than the compact form holds.
    static let longValue = String(repeating: "y", count: 70_000)

    static let inputs: [String] = [
        // The plain shape of a generated sample, with an optional field left out.
        """
        - name: "alpha 0"
          population: 0
          capital: true
        - name: "Bravo 1"
          country: Country 1
          population: 13
          capital: false
        """,
        // Quoted, empty and null values, non-ASCII text, and shapes the decoder skips.
        """
        - name: 'quoted'
          country: ~
          population: "12"
          capital:
        - name: "Ünïcödé 🎉"
          country: ""
          other: [a, b]
          ? [complex]
          : key
        - just a string
        - {}
        - {name: flow, population: 3, capital: true}
        """,
        // Wide spans: values on lines of their own, an alias back to an anchor, a multi-line
        // key, and a value longer than a compact distance.
        """
        - name: |
            multi
            line
          population: &count 4
          country: >-
            folded
            text
        - name: *count
          ? |
            long key
          : 3
          long: "\(longValue)"
        - {name: after, far: "\(longValue)", near: 1}
        """,
        // More distinct names than are compared one by one, and names that differ in bytes only.
        (0..<40).map { "- {field\($0): \($0), name: n\($0)}" }.joined(separator: "\n") + "\n- {\"é\": 1, \"e\u{301}\": 2}\n",
        // CRLF line ends.
        "- name: a\r\n  population: 1\r\n- name: b\r\n",
        // Lists as items, the last longer than the list around it, whose entries must not be
        // read as key and value pairs.
        "- name: a\n- [1, 2]\n- [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n",
        "- [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n",
    ]

    static func decode(_ text: String, file: String = "s.yaml") throws -> (items: SampleItems?, tree: YAMLTree, root: YAMLNode, diagnostics: DiagnosticBag) {
        let parsed = YAMLParser.parse(Array(text.utf8), file: file)
        #expect(!parsed.diagnostics.hasErrors)
        let root = try #require(parsed.documents.first?.root)
        var decoder = SpecDecoder(file: file, tree: parsed.tree)
        let items = decoder.decodeSampleItems(root.id)
        return (items, parsed.tree, root, decoder.diagnostics)
    }

    /// What the decoder made before the store: an item per mapping, a field per scalar key with
    /// a scalar value, read through the node views.
    static func expectedItems(_ root: YAMLNode, file: String) -> [SampleItemDeclaration] {
        guard case .sequence(let items) = root.content else { return [] }
        return items.compactMap { item in
            guard case .mapping(let pairs) = item.content else { return nil }
            let fields = pairs.compactMap { pair -> SampleField? in
                guard case .scalar(let name, _) = pair.key.content, case .scalar(let text, let style) = pair.value.content else { return nil }
                return SampleField(name: Located(name, at: pair.key.range), value: SampleScalar(text: text, range: pair.value.range, isPlain: style == .plain))
            }
            return SampleItemDeclaration(file: file, start: item.range.start, fields: fields)
        }
    }

    @Test("the store gives back every field, byte for byte and range for range", arguments: inputs.indices)
    func sameFields(input: Int) throws {
        let decoded = try Self.decode(Self.inputs[input])
        let items = try #require(decoded.items)
        let expected = Self.expectedItems(decoded.root, file: "s.yaml")
        #expect(Array(items) == expected)
        // `String` equality forgives canonically equivalent spellings; the bytes must match too.
        for (item, want) in zip(items, expected) {
            #expect(item.fields.map { Array($0.name.value.utf8) } == want.fields.map { Array($0.name.value.utf8) })
            #expect(item.fields.map { Array($0.value.text.utf8) } == want.fields.map { Array($0.value.text.utf8) })
        }
    }

    @Test("each distinct name is stored once, in the order first seen, told apart by bytes")
    func names() throws {
        let items = try #require(try Self.decode(Self.inputs[0]).items)
        #expect(items.names == ["name", "population", "capital", "country"])
        let many = try #require(try Self.decode(Self.inputs[3]).items)
        #expect(many.names.count == 40 + 1 + 2)
        #expect(many.names.suffix(2).map { Array($0.utf8) } == [Array("é".utf8), Array("e\u{301}".utf8)])
    }

    @Test("wide spans keep their ranges whole")
    func wideSpans() throws {
        let decoded = try Self.decode(Self.inputs[2])
        let items = try #require(decoded.items)
        let far = try #require(items[2].fields.first { $0.name.value == "far" })
        #expect(far.value.range.end.column - far.value.range.start.column == Self.longValue.count + 2)
        #expect(far.value.text == Self.longValue)
        let aliased = try #require(items[1].fields.first { $0.name.value == "name" })
        #expect(aliased.value.range.start.line == 4, "an alias points at its anchor, before its own key")
        #expect(aliased.value.text == "4")
    }

    @Test("shape errors are reported as before, and their fields left out")
    func shapeDiagnostics() throws {
        let decoded = try Self.decode(Self.inputs[1])
        let rendered = DiagnosticTextRenderer().render(decoded.diagnostics.diagnostics)
        #expect(rendered == """
        s.yaml:7:10: error: expected a single value for field 'other', found a list
        s.yaml:8:5: error: a key in a table spec must be a string, found a list
        s.yaml:10:3: error: expected an item: a mapping from field name to value, found 'just a string'

        """)
        #expect(try #require(decoded.items).count == 4)
    }

    @Test("a sample that is not a list is reported and yields no items")
    func notAList() throws {
        let decoded = try Self.decode("name: x\n")
        #expect(decoded.items == nil)
        #expect(DiagnosticTextRenderer().render(decoded.diagnostics.diagnostics) == "s.yaml:1:1: error: expected a list of items, found a mapping\n")
    }

    @Test("items built by hand read back the same, and an array literal builds them")
    func builtByHand() {
        let start = SourcePosition(line: 3, column: 3, offset: 20)
        func range(_ line: Int, _ column: Int, _ length: Int, offset: Int) -> SourceRange {
            SourceRange(start: SourcePosition(line: line, column: column, offset: offset),
                        end: SourcePosition(line: line, column: column + length, offset: offset + length))
        }
        let compact = SampleField(name: Located("name", at: range(3, 5, 4, offset: 22)),
                                  value: SampleScalar(text: "Wien", range: range(3, 11, 4, offset: 28), isPlain: true))
        let wide = SampleField(name: Located("note", at: range(4, 5, 4, offset: 40)),
                               value: SampleScalar(text: "two\nlines", range: SourceRange(start: SourcePosition(line: 4, column: 11, offset: 46),
                                                                                           end: SourcePosition(line: 6, column: 1, offset: 60)), isPlain: false))
        let item = SampleItemDeclaration(file: "f.yaml", start: start, fields: [compact, wide])
        let empty = SampleItemDeclaration(file: "f.yaml", start: SourcePosition(line: 7, column: 3, offset: 70), fields: [])
        let items: SampleItems = [item, empty, item]
        #expect(items.file == "f.yaml")
        #expect(Array(items) == [item, empty, item])
        #expect(items.names == ["name", "note"])
        let none: SampleItems = []
        #expect(none.isEmpty && none.first == nil)
    }

    @Test("a field is 36 bytes and an item 16")
    func recordSizes() {
        #expect(MemoryLayout<SampleFieldSpan>.stride == 24)
        #expect(MemoryLayout<SampleItems.FieldRecord>.stride == 36)
        #expect(MemoryLayout<SampleItems.ItemRecord>.stride == 16)
    }
}

@Suite("Sample field spans")
struct SampleFieldSpanTests {
    static func position(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: column, offset: offset)
    }

    @Test("a field on one line is stored compactly and read back exactly")
    func compact() throws {
        // Columns count characters and offsets bytes, so they move apart after non-ASCII text.
        let key = SourceRange(start: Self.position(12, 3, 400), end: Self.position(12, 7, 404))
        let value = SourceRange(start: Self.position(12, 9, 406), end: Self.position(12, 15, 420))
        let span = try #require(SampleFieldSpan(key: key, value: value))
        #expect(span.wideIndex == nil)
        #expect(span.key == key)
        #expect(span.value == value)
        let empty = SourceRange(at: Self.position(12, 8, 405))
        let emptyValue = try #require(SampleFieldSpan(key: key, value: empty))
        #expect(emptyValue.value == empty)
    }

    @Test("ranges across lines, backwards or too far apart do not fit")
    func wide() {
        let key = SourceRange(start: Self.position(5, 3, 100), end: Self.position(5, 7, 104))
        let nextLine = SourceRange(start: Self.position(6, 5, 110), end: Self.position(6, 9, 114))
        let endsBelow = SourceRange(start: Self.position(5, 9, 106), end: Self.position(7, 1, 130))
        let before = SourceRange(start: Self.position(2, 9, 30), end: Self.position(2, 12, 33))
        let far = SourceRange(start: Self.position(5, 9, 106), end: Self.position(5, 9 + 0xFFFF, 106 + 0xFFFF))
        let farBytesOnly = SourceRange(start: Self.position(5, 9, 106), end: Self.position(5, 20, 106 + 0xFFFF))
        for value in [nextLine, endsBelow, before, far, farBytesOnly] {
            #expect(SampleFieldSpan(key: key, value: value) == nil)
        }
        let multiLineKey = SourceRange(start: Self.position(5, 3, 100), end: Self.position(6, 1, 110))
        #expect(SampleFieldSpan(key: multiLineKey, value: nextLine) == nil)
        #expect(SampleFieldSpan(wide: 7).wideIndex == 7)
    }
}

@Suite("Sample value reading")
struct SampleValueReadingTests {
    static func read(_ text: String, isPlain: Bool = true, as base: FieldType.Base) -> SampleValueReading {
        var text = text
        return text.withUTF8 { SampleValueReading($0, isPlain: isPlain, as: base) }
    }

    static func integer(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { SampleValueReading.integer($0) }
    }

    @Test("integers are read exactly as Swift's Int(String) reads them")
    func integersMatchSwift() {
        var cases = ["", "+", "-", "0", "-0", "+0", "007", "+12", "-12", "12a", "a12", " 1", "1 ", "1_000", "0x10", "1e3", "++1",
                     "+-1", "--1", "1.0", "٣", "１２", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                     "-9223372036854775809", "99999999999999999999", "00000000000000000000000001"]
        // And a few thousand short strings over an alphabet of digits, signs and near misses.
        let alphabet = Array("0123456789+- _.x٣")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60) % 22
            var text = ""
            for step in 0..<length { text.append(alphabet[Int((state >> UInt64(step % 40)) & 0xFF) % alphabet.count]) }
            cases.append(text)
        }
        for text in cases {
            #expect(Self.integer(text) == Int(text), "\(text)")
        }
    }

    @Test("plain null, ~ and empty are nil; quoted they are text")
    func nulls() {
        for text in ["", "~", "null", "Null", "NULL"] {
            #expect(Self.read(text, as: .string) == .null)
            #expect(Self.read(text, as: .int) == .null)
            #expect(Self.read(text, isPlain: false, as: .string) == .text)
        }
        for text in ["nil", "NUll", "none", "~~", " "] {
            #expect(Self.read(text, as: .string) == .text)
        }
    }

    @Test("each type reads only its own plain values")
    func types() {
        #expect(Self.read("true", as: .bool) == .value(.bool(true)))
        #expect(Self.read("false", as: .bool) == .value(.bool(false)))
        for text in ["True", "yes", "no", "NO", "on", "1"] { #expect(Self.read(text, as: .bool) == .mismatch) }
        #expect(Self.read("true", isPlain: false, as: .bool) == .mismatch)
        #expect(Self.read("12", as: .int) == .value(.int(12)))
        #expect(Self.read("12", isPlain: false, as: .int) == .mismatch)
        #expect(Self.read("1.5e3", as: .double) == .value(.double(1500)))
        #expect(Self.read(".inf", as: .double) == .mismatch)
        #expect(Self.read("1.5", isPlain: false, as: .double) == .mismatch)
        #expect(Self.read("Wien 🎉", as: .string) == .text)
        #expect(Self.read("12", as: .string) == .text)
    }
}
