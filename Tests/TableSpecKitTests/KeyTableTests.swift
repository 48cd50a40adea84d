import Testing
@testable import TableSpecKit

@Suite("The decoder's key tables")
struct KeyTableTests {
    @Test("every key the schema lists is one the decoder recognises, for every kind of mapping", arguments: SpecObject.allCases)
    func everyKeyIsKnown(object: SpecObject) {
        let table = KeyTable.of(object)
        #expect(table.object == object)
        #expect(table.entries.map(\.value.rawValue) == object.keys.map(\.name))
        #expect(table.entries.map { String(decoding: $0.bytes, as: UTF8.self) } == object.keys.map(\.name))
    }

    @Test("a key is matched by its exact bytes: a prefix, a longer name or other case is unknown")
    func matchesExactBytes() throws {
        let parsed = YAMLParser.parse(Array("text: a\ntex: b\ntexts: c\nText: d\n".utf8), file: "t.yaml")
        let root = try #require(parsed.documents.first?.root?.id)
        var decoder = SpecDecoder(file: "t.yaml", tree: parsed.tree)
        let names = (0..<parsed.tree.count(root)).map { decoder.knownKey(parsed.tree.key(root, $0), in: .row) }
        #expect(names == [.text, nil, nil, nil])
        #expect(decoder.diagnostics.diagnostics.map(\.message) == [
            "unknown key 'tex' in a row; did you mean 'text'?",
            "unknown key 'texts' in a row; did you mean 'text'?",
            "unknown key 'Text' in a row; did you mean 'text'?",
        ])
    }
}
