import Foundation
import Testing
@testable import TableSpecKit

/// libyaml runs on a thread of its own for large inputs, and rows and sample items are decoded
/// while it reads. Both must be invisible: the same tree, positions, diagnostics and
/// declarations as one thread reading the whole file before anything is decoded.
@Suite("Parsing on two threads")
struct ParserThreadingTests {
    /// Every node of every document, with its kind, text and positions, in document order.
    static func nodes(_ result: YAMLParseResult) -> [String] {
        var lines: [String] = []
        func visit(_ node: YAMLNode) {
            let range = node.range
            let at = "\(range.start.line):\(range.start.column)@\(range.start.offset)-\(range.end.line):\(range.end.column)@\(range.end.offset)"
            switch node.content {
            case .scalar(let text, let style):
                lines.append("scalar \(style) \(text.debugDescription) \(at) tag=\(node.tag ?? "-") anchor=\(node.anchor ?? "-")")
            case .sequence(let items):
                lines.append("sequence \(items.count) \(at) \(node.collectionStyle)")
                items.forEach(visit)
            case .mapping(let pairs):
                lines.append("mapping \(pairs.count) \(at) \(node.collectionStyle)")
                for pair in pairs {
                    visit(pair.key)
                    visit(pair.value)
                }
            }
        }
        for document in result.documents {
            lines.append("document \(document.range) \(document.explicitStart) \(document.explicitEnd)")
            if let root = document.root { visit(root) }
        }
        return lines
    }

    static func expectSameParse(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits(), _ label: String) {
        let single = YAMLParser.parse(bytes, file: "t.yaml", limits: limits, threading: .singleThread)
        let threaded = YAMLParser.parse(bytes, file: "t.yaml", limits: limits, threading: .readerThread)
        #expect(threaded.diagnostics.diagnostics == single.diagnostics.diagnostics, "\(label)")
        #expect(nodes(threaded) == nodes(single), "\(label)")
    }

    @Test("every case of the YAML test suite parses the same on a reader thread as on one thread",
          .enabled(if: YAMLTestSuiteData.shouldRun, YAMLTestSuiteData.skipReason))
    func yamlTestSuite() throws {
        let cases = try YAMLTestSuiteTests.cases()
        #expect(cases.count == 402)
        for testCase in cases {
            Self.expectSameParse(try testCase.input(), limits: .anyStream, testCase.id)
        }
    }

    /// Rows enough for dozens of batches, with multi-byte text, quoting, flow collections,
    /// block scalars, anchors and aliases.
    static func largeDocument(rows: Int) -> String {
        var yaml = "table: Big\nsections:\n  - rows:\n"
        for row in 0..<rows {
            switch row % 5 {
            case 0: yaml += "      - text: \"row \(row) é 中文\"\n        id: r\(row)\n"
            case 1: yaml += "      - {text: 'ü \(row)', style: value1, detail: d\(row)}\n"
            case 2: yaml += "      - &a\(row)\n        text: |\n          literal \(row) 😀\n          second line\n"
            case 3: yaml += "      - *a\(row - 1)\n"
            default: yaml += "      - plain row \(row)\n"
            }
        }
        return yaml
    }

    @Test("a document of many batches gives the same tree, positions and diagnostics on both paths")
    func largeDocuments() {
        // Kept small enough not to weigh on the test process: other suites measure the memory of
        // processes it starts, and a started process inherits the starter's peak.
        let valid = Self.largeDocument(rows: 6_000)
        #expect(valid.utf8.count > 16 * YAMLEventBatch.eventCapacity)
        Self.expectSameParse(Array(valid.utf8), "valid")
        // A syntax error far into the file, after many batches have been handed over.
        Self.expectSameParse(Array((valid + "  bad: [unclosed\n").utf8), "syntax error at the end")
        // Invalid UTF-8 in the middle: libyaml's reader fails there.
        var broken = Array(valid.utf8)
        broken.insert(0xFF, at: broken.count / 2)
        Self.expectSameParse(broken, "invalid UTF-8")
    }

    @Test("when the tree builder stops early, the reader thread stops too and the error is the same")
    func builderStopsEarly() {
        var limits = YAMLLimits()
        limits.maxDepth = 3
        // Deep nesting well past the first batch: the builder stops, the reader must not hang.
        let deep = Self.largeDocument(rows: 3_000) + "deep: [[[[[x]]]]]\n"
        Self.expectSameParse(Array(deep.utf8), limits: limits, "depth limit")

        var aliases = YAMLLimits()
        aliases.maxAliasNodes = 500
        Self.expectSameParse(Array(Self.largeDocument(rows: 3_000).utf8), limits: aliases, "alias limit")
    }

    @Test("an overlong scalar is cut off at the same place when libyaml reads on its own thread")
    func overlongScalar() {
        var limits = YAMLLimits()
        limits.maxScalarBytes = 1_000
        let long = "a: ok\nb: " + String(repeating: "中x", count: 100_000) + "\n"
        Self.expectSameParse(Array(long.utf8), limits: limits, "overlong scalar")
        let threaded = YAMLParser.parse(Array(long.utf8), file: "t.yaml", limits: limits, threading: .readerThread)
        #expect(threaded.diagnostics.diagnostics.map(\.message) == ["a scalar starting here is longer than the limit of 1000 bytes (raise it with --max-scalar-bytes)"])
        #expect(threaded.diagnostics.diagnostics.first?.location?.line == 2)
        #expect(threaded.diagnostics.diagnostics.first?.location?.column == 4)
    }

    // MARK: Decoding while the parser reads

    /// What a declared row says, to compare two decodes of it.
    static func describe(_ declaration: TableDeclaration?) -> [String] {
        var lines: [String] = []
        for section in declaration?.sections?.value ?? [] {
            guard case .rows(let rows)? = section.content else { continue }
            lines.append("rows \(rows.value.count) \(rows.range)")
            for row in rows.value {
                let fields = row.attributes.setFields.map { "\($0.key)=\($0.value)@\($0.range.start.line):\($0.range.start.column)" }
                lines.append("\(row.range) \(row.isShorthand) \(fields)")
            }
        }
        return lines
    }

    @Test("rows decoded while the parser reads are the rows, and the diagnostics, of decoding afterwards")
    func rowPrefetch() throws {
        var yaml = "table: Prefetch\nsections:\n"
        for section in 0..<4 {
            yaml += "  - header: S\(section)\n    rows:\n"
            for row in 0..<1_500 {
                switch row % 7 {
                case 0: yaml += "      - text: \"t \(section).\(row) é\"\n        style: subtitle\n        detail: d\n"
                case 1: yaml += "      - shorthand \(row)\n"
                case 2: yaml += "      - text: x\n        styel: value1\n" // unknown key
                case 3: yaml += "      - text: y\n        style: Subtitle\n" // not a style
                case 4: yaml += "      - \n" // an empty row
                case 5: yaml += "      - text: nested\n        rows: [a, b]\n" // rows where no rows belong
                default: yaml += "      - {text: z, height: 60, accessory: checkmark}\n"
                }
            }
        }
        let bytes = Array(yaml.utf8)

        let plain = YAMLParser.parse(bytes, file: "p.table.yaml", threading: .singleThread)
        var reference = SpecDecoder(file: "p.table.yaml", tree: plain.tree)
        let expected = reference.decode(try #require(plain.documents.first))

        for threading in [YAMLParser.Threading.singleThread, .readerThread] {
            let prefetch = RowPrefetch(file: "p.table.yaml")
            let parsed = YAMLParser.parse(bytes, file: "p.table.yaml", threading: threading, observer: prefetch)
            var decoder = SpecDecoder(file: "p.table.yaml", tree: parsed.tree, prefetchedRows: prefetch)
            let declaration = decoder.decode(try #require(parsed.documents.first))
            #expect(decoder.diagnostics.diagnostics == reference.diagnostics.diagnostics)
            #expect(Self.describe(declaration) == Self.describe(expected))
            // Every section took its prefetched rows; only the misplaced `rows` lists are left.
            #expect(prefetch.unclaimedCount == (0..<1_500).count { $0 % 7 == 5 } * 4)
            #expect(Self.describe(declaration).count == 4 + 4 * 1_500 - (0..<1_500).count { $0 % 7 == 4 } * 4)
        }
        #expect(reference.diagnostics.diagnostics.count > 4 * 1_500 / 7 * 3)
    }

    @Test("sample items decoded while the parser reads are the items, and the diagnostics, of decoding afterwards")
    func sampleItemsPrefetch() throws {
        var yaml = ""
        for item in 0..<8_000 {
            switch item % 5 {
            case 0: yaml += "- name: \"n \(item) 中\"\n  population: \(item)\n"
            case 1: yaml += "- {name: 'q\(item)', capital: true}\n"
            case 2: yaml += "- name: x\n  tags: [a, b]\n" // a list where a value belongs
            case 3: yaml += "- just a string\n" // not a mapping
            default: yaml += "- name: n\n  country: ~\n  nested:\n    - [deep]\n"
            }
        }
        let bytes = Array(yaml.utf8)

        let plain = YAMLParser.parse(bytes, file: "s.yaml", threading: .singleThread)
        var reference = SpecDecoder(file: "s.yaml", tree: plain.tree)
        let plainRoot = try #require(plain.documents.first?.root?.id)
        let decodedReference = reference.decodeSampleItems(plainRoot)
        let expected = try #require(decodedReference)

        for threading in [YAMLParser.Threading.singleThread, .readerThread] {
            let prefetch = SampleItemsPrefetch(file: "s.yaml")
            let parsed = YAMLParser.parse(bytes, file: "s.yaml", threading: threading, observer: prefetch)
            var decoder = SpecDecoder(file: "s.yaml", tree: parsed.tree, prefetchedItems: prefetch)
            let root = try #require(parsed.documents.first?.root?.id)
            #expect(prefetch.hasItems(for: root))
            let decoded = decoder.decodeSampleItems(root)
            let items = try #require(decoded)
            #expect(!prefetch.hasItems(for: root))
            #expect(items.count == 8_000 / 5 * 4) // the strings are not items
            #expect(Array(items) == Array(expected))
            #expect(items.names == expected.names)
            #expect(decoder.diagnostics.diagnostics == reference.diagnostics.diagnostics)
        }
        #expect(reference.diagnostics.diagnostics.count == 8_000 / 5 * 3)
    }
}
