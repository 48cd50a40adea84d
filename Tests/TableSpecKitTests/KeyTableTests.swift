import Testing
@testable import TableSpecKit
@testable import TableSpecFrontEnd

@Suite("The decoder's key tables")
struct KeyTableTests {
    @Test("every key the schema lists is one the decoder recognises, for every kind of mapping", arguments: SpecObject.allCases)
    func everyKeyIsKnown(object: SpecObject) {
        let table = KeyTable.of(object)
        #expect(table.object == object)
        let names = object.keys.map(\.name)
        if [.row, .prototype, .defaults].contains(object) {
            // Row keys are read through their declarations, by slot.
            #expect(table.rowKeys.values.map { RowKeys.all[Int($0)].name } == names)
            #expect(table.keys.values.isEmpty)
        } else {
            #expect(table.keys.values.map(\.rawValue) == names)
            #expect(table.rowKeys.values.isEmpty)
        }
        #expect(table.names == names)
    }

    @Test("every row key is declared once, in its own slot: its position in RowKeys.all, one bit of a row's masks")
    func rowKeySlots() {
        let all = RowKeys.all
        #expect(all.count <= 64, "a row's masks are 64 bits")
        #expect(all.map { Int($0.slot) } == Array(all.indices))
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(SpecObject.row.keys.map(\.name) == all.map(\.name))
        // A prototype and `defaults` allow subsets of the row's keys, in the same order.
        #expect(SpecObject.prototype.keys.map(\.name) == all.filter { $0.places.contains(.prototype) }.map(\.name))
        #expect(!SpecObject.defaults.keys.map(\.name).contains("text"))
    }

    @Test("every SpecKeyName is a key of a mapping other than the row's: a row key's name is only in its declaration")
    func specKeyNamesAreUsed() {
        let names = Set(SpecObject.allCases.filter { ![.row, .prototype, .defaults].contains($0) }.flatMap(\.keyNames))
        #expect(SpecKeyName.allCases.filter { !names.contains($0.rawValue) } == [])
    }

    @Test("a row key is read by its declaration: through the subscript, it is what was written")
    func rowKeysReadBack() throws {
        let yaml = "text: Wi-Fi\nstyle: value1\nselectable: false\nheight: 60\nstep: 0.5\nhidden: \"!on\"\n"
        let parsed = YAMLParser.parse(Array(yaml.utf8), file: "t.yaml")
        let root = try #require(parsed.documents.first?.root?.id)
        var decoder = SpecDecoder(file: "t.yaml", tree: parsed.tree)
        let decoded = decoder.decodeRowAttributes(root, as: .row)
        let row = try #require(decoded)
        #expect(decoder.diagnostics.diagnostics.isEmpty)
        #expect(row[.text]?.value == "Wi-Fi")
        #expect(row[.text]?.range.start.line == 1)
        #expect(row[.style]?.value == .value1)
        #expect(row[.selectable]?.value == false)
        #expect(row[.step]?.value == 0.5)
        #expect(row[.hidden]?.value.text == "!on")
        #expect(row[.detail] == nil && row[.accessory] == nil)
        let written = RowKey.text.bit | RowKey.style.bit | RowKey.selectable.bit | RowKey.height.bit | RowKey.step.bit | RowKey.hidden.bit
        #expect(row.setKeys == written)
    }

    @Test("a key is matched by its exact bytes: a prefix, a longer name or other case is unknown")
    func matchesExactBytes() throws {
        let parsed = YAMLParser.parse(Array("text: a\ntex: b\ntexts: c\nText: d\n".utf8), file: "t.yaml")
        let root = try #require(parsed.documents.first?.root?.id)
        var decoder = SpecDecoder(file: "t.yaml", tree: parsed.tree)
        var meant: UInt64 = 0
        var names: [String?] = []
        for entry in 0..<parsed.tree.count(root) {
            names.append(decoder.knownRowKey(parsed.tree.key(root, entry), in: .row, meant: &meant)?.name)
        }
        #expect(names == ["text", nil, nil, nil])
        #expect(meant == RowKey.text.bit, "each unknown key stands for 'text'")
        #expect(decoder.diagnostics.diagnostics.map(\.message) == [
            "unknown key 'tex' in a row; did you mean 'text'?",
            "unknown key 'texts' in a row; did you mean 'text'?",
            "unknown key 'Text' in a row; did you mean 'text'?",
        ])
    }
}

@Suite("Name look-up by bytes")
struct ByteNameTableTests {
    private func lookUp<Value>(_ table: ByteNameTable<Value>, _ text: String) -> Value? {
        var text = text
        return text.withUTF8 { table.value(for: $0) }
    }

    @Test("every name is found, whatever shares its length and first and last letters")
    func findsEveryName() {
        // Same length, first and last byte: these land on one slot and must probe past each other.
        let names = ["canEdit", "canMove", "cxxxxxe", "cyyyyye", "a", "ab", "ba", "text", "tent", "détail", "accessibilityLabel"]
        let table = ByteNameTable(names.enumerated().map { ($1, $0) })
        for (number, name) in names.enumerated() {
            #expect(lookUp(table, name) == number, "\(name)")
        }
    }

    @Test("only exact bytes match: prefixes, extensions, other case and the empty string do not")
    func rejectsNearMisses() {
        let table = ByteNameTable([("text", 1), ("detail", 2), ("canEdit", 3)])
        for miss in ["", "t", "tex", "texts", "Text", "TEXT", "caneDit", "canEdiT", "detai", "detail ", " detail", "déta"] {
            #expect(lookUp(table, miss) == nil, "\(miss)")
        }
    }

    @Test("a table of many names still finds each, and a random non-name finds nothing")
    func manyNames() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefgh")
        var names = Set<String>()
        while names.count < 200 {
            names.insert(String((0..<Int.random(in: 1...6, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
        }
        let list = names.sorted()
        let table = ByteNameTable(list.map { ($0, $0) })
        for name in list { #expect(lookUp(table, name) == name) }
        for _ in 0..<500 {
            let probe = String((0..<Int.random(in: 1...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            #expect(lookUp(table, probe) == (names.contains(probe) ? probe : nil))
        }
    }
}

@Suite("Decimal numbers")
struct DecimalTests {
    @Test("the exact short-number path agrees with the C library's conversion, bit for bit")
    func agreesWithStrtod() {
        var generator = SystemRandomNumberGenerator()
        var samples = ["0", "-0", "+0", "44", "60.5", "0.1", "0.3", ".5", "5.", "007", "-12.25", "123456789012345",
                       "0.000000000000001", "999999999999999", "1.7976931348623157", "3.141592653589793"]
        for _ in 0..<2000 {
            let whole = String(UInt64.random(in: 0...999_999_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999, using: &generator))
            samples.append(Bool.random(using: &generator) ? "\(whole).\(fraction)" : whole)
        }
        for text in samples {
            let expected = Double(text)
            #expect(DecimalNumber.value(of: text)?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test("other spellings: exponents and long numbers convert; words, hex and stray signs do not")
    func spellings() {
        #expect(DecimalNumber.value(of: "1e3") == 1000)
        #expect(DecimalNumber.value(of: "2.5E-2") == 0.025)
        #expect(DecimalNumber.value(of: "1234567890123456789") == 1234567890123456789.0)
        #expect(DecimalNumber.value(of: "0.12345678901234567") == 0.12345678901234567)
        for bad in ["", "-", ".", "e5", "1e", "0x10", "1-2", "1..2", "1e5e5", "inf", "nan", "1e999", " 1", "1 ", "١٢"] {
            #expect(DecimalNumber.value(of: bad) == nil, "\(bad)")
        }
    }
}
