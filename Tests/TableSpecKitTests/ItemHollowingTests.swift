import Foundation
import Testing
@testable import TableSpecKit

/// Once an observer has read an item of a watched list, the tree lets go of the item's nodes.
/// That must cost nothing but memory: the same declarations and diagnostics, tags still
/// reported, anchors and aliases still resolved, and the same end-to-end results.
@Suite("Items let go of once read")
struct ItemHollowingTests {
    /// Watches the document's top list, remembers each item as the full tree showed it, and
    /// says it is done with every item.
    final class Reader: YAMLSequenceObserver {
        let observedKey: [UInt8]? = nil
        var seen: [String] = []

        func sequenceStarted() {}

        func itemEnded(_ item: YAMLNodeID, in tree: YAMLTree) -> Bool {
            seen.append(Self.describe(tree.node(item)))
            return true
        }

        func sequenceEnded(_ sequence: YAMLNodeID, in tree: YAMLTree) {}

        static func describe(_ node: YAMLNode) -> String {
            switch node.content {
            case .scalar(let text, _): return text
            case .sequence(let items): return "[" + items.map(describe).joined(separator: ",") + "]"
            case .mapping(let pairs): return "{" + pairs.map { describe($0.key) + ":" + describe($0.value) }.joined(separator: ",") + "}"
            }
        }
    }

    @Test("an item read by the observer stays as an empty collection over its range; the tree keeps one node per item")
    func hollowItems() throws {
        var yaml = ""
        for item in 0..<3_000 { yaml += "- name: n\(item)\n  tags: [a, \(item)]\n  more: {x: 1}\n" }
        let bytes = Array(yaml.utf8)
        let full = YAMLParser.parse(bytes, file: "h.yaml", threading: .singleThread)
        for threading in [YAMLParser.Threading.singleThread, .readerThread] {
            let reader = Reader()
            let parsed = YAMLParser.parse(bytes, file: "h.yaml", threading: threading, observer: reader)
            #expect(parsed.diagnostics.diagnostics.isEmpty)
            let root = try #require(parsed.documents.first?.root)
            let fullRoot = try #require(full.documents.first?.root)
            guard case .sequence(let items) = root.content, case .sequence(let fullItems) = fullRoot.content else {
                Issue.record("the top node is not a list")
                return
            }
            #expect(items.count == 3_000)
            // The observer saw every item whole.
            #expect(reader.seen == fullItems.map(Reader.describe))
            for (item, fullItem) in zip(items, fullItems) {
                guard case .mapping(let pairs) = item.content else {
                    Issue.record("an item is no longer a mapping")
                    return
                }
                #expect(pairs.isEmpty)
                #expect(item.range == fullItem.range)
            }
            // The list and its items, not every node of every item.
            #expect(parsed.tree.records.count == 3_001)
            #expect(parsed.tree.text.count == 0)
            #expect(full.tree.records.count == 1 + 3_000 * 11)
        }
    }

    @Test("items with a tag, an anchor or an alias stay whole: later nodes may refer to them")
    func propertiesKeepItems() throws {
        let yaml = """
        - {a: 1}
        - &shared {b: 2}
        - !custom {c: 3}
        - {d: *shared}
        - [plain, list]
        - scalar item
        - {e: 5}
        """
        let reader = Reader()
        let parsed = YAMLParser.parse(Array(yaml.utf8), file: "p.yaml", threading: .singleThread, observer: reader)
        #expect(parsed.diagnostics.diagnostics.isEmpty)
        let root = try #require(parsed.documents.first?.root)
        guard case .sequence(let items) = root.content else {
            Issue.record("the top node is not a list")
            return
        }
        #expect(items.map(Reader.describe) == ["{}", "{b:2}", "{c:3}", "{d:{b:2}}", "[]", "scalar item", "{}"])
        #expect(items[1].anchor == "shared")
        #expect(items[2].tag == "!custom")
        #expect(reader.seen == ["{a:1}", "{b:2}", "{c:3}", "{d:{b:2}}", "[plain,list]", "scalar item", "{e:5}"])
    }

    @Test("a spec's rows and a sample file's items give the same results with their trees emptied, tags and anchors included")
    func frontEndResults() throws {
        let directory = try SwiftToolchain.temporaryDirectory("hollow")
        defer { try? FileManager.default.removeItem(at: directory) }
        var spec = """
        table: Hollow
        models:
          City:
            name: String
            population: Int
        prototypes:
          city:
            text: "{name}"
        sections:
          - header: Static
            rows:

        """
        for row in 0..<400 {
            switch row % 5 {
            case 0: spec += "      - &r\(row) {text: \"row \(row)\", style: subtitle, detail: d}\n"
            case 1: spec += "      - !custom {text: tagged}\n"
            case 2: spec += "      - {text: unknown, styel: value1}\n"
            case 3: spec += "      - text: \"\"\n        detail: no text\n"
            default: spec += "      - text: plain \(row)\n        accessory: checkmark\n"
            }
        }
        // An alias to a list of rows, and to a whole section, reads the rows again.
        spec += """
          - header: Shared
            rows: &shared
              - {text: one, style: value1, detail: d}
              - text: two
          - header: Again
            rows: *shared
          - &section
            header: Anchored
            rows:
              - {text: three, accessory: checkmark}
          - *section
          - items:
              model: City
              prototype: city
              sample: cities.sample.yaml

        """
        var sample = ""
        for item in 0..<400 {
            switch item % 4 {
            case 0: sample += "- &c\(item) {name: \"c\(item)\", population: \(item)}\n"
            case 1: sample += "- !thing {name: t, population: 1}\n"
            case 2: sample += "- {name: x, population: many}\n"
            default: sample += "- name: ok\n  population: 3\n"
            }
        }
        let specURL = directory.appendingPathComponent("hollow.table.yaml")
        try Data(spec.utf8).write(to: specURL)
        try Data(sample.utf8).write(to: directory.appendingPathComponent("cities.sample.yaml"))

        let result = FrontEnd().compile(path: specURL.path)
        let messages = result.diagnostics.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }

        // The same spec decoded from whole trees, without any observer.
        let bytes = Array(spec.utf8)
        let parsed = YAMLParser.parse(bytes, file: specURL.path, threading: .singleThread)
        var decoder = SpecDecoder(file: specURL.path, tree: parsed.tree)
        let declaration = decoder.decode(try #require(parsed.documents.first))
        #expect(ParserThreadingTests.describe(result.declaration) == ParserThreadingTests.describe(declaration))
        #expect(ParserThreadingTests.describe(result.declaration).filter { $0.contains("one") || $0.contains("two") || $0.contains("three") }.count == 6)
        let specMessages = decoder.diagnostics.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(messages.filter { specMessages.contains($0) }.count == specMessages.count)
        #expect(specMessages.filter { $0.contains("'!custom'") }.count == 80)

        let samplePath = directory.appendingPathComponent("cities.sample.yaml").path
        let sampleTree = YAMLParser.parse(Array(sample.utf8), file: samplePath, threading: .singleThread)
        var sampleDecoder = SpecDecoder(file: samplePath, tree: sampleTree.tree)
        let sampleRoot = try #require(sampleTree.documents.first?.root?.id)
        sampleDecoder.reportUnsupportedTags(in: sampleRoot)
        let decodedItems = sampleDecoder.decodeSampleItems(sampleRoot)
        let items = try #require(decodedItems)
        #expect(items.count == 400)
        let sampleMessages = sampleDecoder.diagnostics.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(sampleMessages.filter { $0.contains("'!thing'") }.count == 100)
        #expect(messages.filter { sampleMessages.contains($0) }.count == sampleMessages.count)
        // Each bad population is reported once, by the validator.
        #expect(messages.filter { $0.contains("many") }.count == 100)
    }

    /// The tree's copy of such a list is emptied, so the decoder must report it without reading
    /// its items: the same diagnostics as from a whole tree show that it does.
    @Test("a rows list where no rows belong is reported as from a whole tree")
    func misplacedRows() throws {
        var spec = "table: Misplaced\nsections:\n  - rows:\n"
        for row in 0..<50 {
            spec += row % 2 == 0 ? "      - text: nested \(row)\n        rows:\n          - {text: inner, styel: x}\n" : "      - text: fine \(row)\n"
        }
        spec += "    footer: {rows: [{text: a}]}\n"
        let result = FrontEnd().compile(Array(spec.utf8), file: "m.table.yaml")
        let parsed = YAMLParser.parse(Array(spec.utf8), file: "m.table.yaml", threading: .singleThread)
        var decoder = SpecDecoder(file: "m.table.yaml", tree: parsed.tree)
        let declaration = decoder.decode(try #require(parsed.documents.first))
        #expect(ParserThreadingTests.describe(result.declaration) == ParserThreadingTests.describe(declaration))
        #expect(result.diagnostics.diagnostics.filter { $0.severity == .error } == decoder.diagnostics.diagnostics.filter { $0.severity == .error })
        #expect(decoder.diagnostics.diagnostics.filter { $0.message.contains("unknown key 'rows'") }.count == 25)
    }
}
