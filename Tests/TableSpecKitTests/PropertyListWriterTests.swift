import Foundation
import Testing
import TableSpecKit

/// `PropertyListWriter.xml`: Apple's layout byte for byte, and a round trip through the reader
/// for random values that gives back every value and the same bytes again.
@Suite("Property list writer")
struct PropertyListWriterTests {
    @Test("a pane is written in Apple's layout: tabs, <true/>, <dict/>, entities, base64 lines, the keys in their order")
    func layout() {
        let value = plistDictionary([
            "StringsTable": .string("Root"),
            "PreferenceSpecifiers": .array([
                plist(plistDictionary(["Type": .string("PSGroupSpecifier"), "Title": .string("A & B <c> \"d\" 'e'")])),
            ]),
            "Count": .integer(-3),
            "Ratio": .real(0.1),
            "Whole": .real(2),
            "Infinite": .real(-.infinity),
            "On": .bool(true),
            "Off": .bool(false),
            "When": .date(789_015_845.75),
            "Blob": .data([0, 1, 2, 255]),
            "Nothing": .data([]),
            "Empty": .dictionary([]),
            "None": .array([]),
            "Return": .string("a\rb"),
        ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>StringsTable</key>
            \t<string>Root</string>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSGroupSpecifier</string>
            \t\t\t<key>Title</key>
            \t\t\t<string>A &amp; B &lt;c&gt; "d" 'e'</string>
            \t\t</dict>
            \t</array>
            \t<key>Count</key>
            \t<integer>-3</integer>
            \t<key>Ratio</key>
            \t<real>0.1</real>
            \t<key>Whole</key>
            \t<real>2.0</real>
            \t<key>Infinite</key>
            \t<real>-infinity</real>
            \t<key>On</key>
            \t<true/>
            \t<key>Off</key>
            \t<false/>
            \t<key>When</key>
            \t<date>2026-01-02T03:04:05Z</date>
            \t<key>Blob</key>
            \t<data>
            \tAAEC/w==
            \t</data>
            \t<key>Nothing</key>
            \t<data>
            \t</data>
            \t<key>Empty</key>
            \t<dict/>
            \t<key>None</key>
            \t<array/>
            \t<key>Return</key>
            \t<string>a&#13;b</string>
            </dict>
            </plist>

            """
        #expect(String(decoding: PropertyListWriter.xml(value), as: UTF8.self) == expected)
    }

    @Test("data is written in lines of 76 characters less 8 for each tab, indented as deep as the element up to 8 tabs")
    func base64Lines() {
        let bytes = (0..<60).map { UInt8($0) }
        let top = String(decoding: PropertyListWriter.xml(.data(bytes)), as: UTF8.self)
        #expect(top.contains("<data>\nAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4\nOTo7\n</data>\n"))
        let nested = String(decoding: PropertyListWriter.xml(.array([plist(.data(bytes))])), as: UTF8.self)
        #expect(nested.contains("\t<data>\n\tAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEy\n\tMzQ1Njc4OTo7\n\t</data>\n"))
        var deep = PropertyListValue.data(bytes)
        for _ in 0..<10 { deep = .array([plist(deep)]) }
        let lines = String(decoding: PropertyListWriter.xml(deep), as: UTF8.self).split(separator: "\n")
        let dataLines = lines.drop { !$0.hasSuffix("<data>") }.dropFirst().prefix { !$0.hasSuffix("</data>") }
        #expect(dataLines.allSatisfy { $0.hasPrefix(String(repeating: "\t", count: 8)) && !$0.hasPrefix(String(repeating: "\t", count: 9)) })
        #expect(dataLines.dropLast().allSatisfy { $0.count == 8 + 12 })
    }

    @Test("reals are written in the fewest digits that read back to the same Double")
    func reals() throws {
        for number in [0.1, 1.0 / 3, .leastNonzeroMagnitude, Double.greatestFiniteMagnitude, -0.0, 1e16, 123_456.789, .nan, .infinity] {
            let text = String(decoding: PropertyListWriter.xml(.real(number)), as: UTF8.self)
            let back = try PropertyListReader.read(PropertyListWriter.xml(.real(number)), file: "p").get()
            #expect(back.value == .real(number), "\(text)")
        }
        #expect(String(decoding: PropertyListWriter.xml(.real(0.1)), as: UTF8.self).contains("<real>0.1</real>"))
        #expect(String(decoding: PropertyListWriter.xml(.real(-0.0)), as: UTF8.self).contains("<real>-0.0</real>"))
    }

    @Test("a date is written to the second below it; one no four-digit year can spell is written as the nearest that can")
    func dates() {
        func written(_ seconds: Double) -> String {
            let text = String(decoding: PropertyListWriter.xml(.date(seconds)), as: UTF8.self)
            return String(text.split(separator: "\n")[3])
        }
        #expect(written(-0.5) == "<date>2000-12-31T23:59:59Z</date>")
        #expect(written(0) == "<date>2001-01-01T00:00:00Z</date>")
        #expect(written(951_782_400) == "<date>2031-03-01T00:00:00Z</date>")
        #expect(written(1e300) == "<date>9999-12-31T23:59:59Z</date>")
        #expect(written(-1e300) == "<date>0001-01-01T00:00:00Z</date>")
        #expect(written(.nan) == "<date>2001-01-01T00:00:00Z</date>")
        #expect(written(-.infinity) == "<date>0001-01-01T00:00:00Z</date>")
    }

    @Test("characters XML cannot hold are found before writing, with their key path")
    func unwritable() {
        let value = plistDictionary(["A": .array([plist(.string("ok")), plist(.string("bell\u{07}"))])])
        let found = PropertyListWriter.unwritableCharacter(in: value)
        #expect(found?.path == [.key("A"), .index(1)])
        #expect(found?.character == "\u{07}")
        #expect(PropertyListWriter.unwritableCharacter(in: plistDictionary(["k\u{FFFF}": .bool(true)]))?.path == [.key("k\u{FFFF}")])
        #expect(PropertyListWriter.unwritableCharacter(in: plistDictionary(["tab\t": .string("line\r\n")])) == nil)
    }

    @Test("random values read back equal, and writing what was read gives the same bytes", arguments: [UInt64(1), 2, 3])
    func roundTrip(seed: UInt64) throws {
        var generator = PropertyListGenerator(seed: seed, characters: .xml)
        for _ in 0..<(TestEnvironment.isExhaustive ? 400 : 120) {
            let value = generator.root()
            let bytes = PropertyListWriter.xml(value)
            let read = PropertyListReader.read(bytes, file: "p")
            let node = try #require(try? read.get(), "\(read.problem?.message ?? "")\n\(String(decoding: bytes, as: UTF8.self))")
            #expect(node.value == value)
            #expect(PropertyListWriter.xml(node.value) == bytes)
        }
    }

    @Test("a value nested far deeper than any reader allows is written without recursion")
    func deepValue() {
        // Each level is indented a tab deeper, so the file grows with the square of the depth:
        // 2,000 levels are 4 MB.
        var value = PropertyListValue.string("bottom")
        for _ in 0..<2_000 { value = .array([plist(value)]) }
        let bytes = PropertyListWriter.xml(value)
        #expect(bytes.count > 2_000 * 2_000)
        #expect(PropertyListReader.read(bytes, file: "p").problem?.message.hasSuffix("values are nested more than 128 deep; a Settings.bundle's property lists nest about 5") == true)
        // Taken apart a level at a time: dropping a deep value all at once would recurse.
        while case .array(let items) = value, let first = items.first { value = first.value }
    }
}

/// Python's plistlib, an implementation written without this one in view, as the oracle: what
/// it writes in either form our reader reads to the value it was given, and what our writer
/// writes it reads to the same value.
@Suite("Property lists against Python's plistlib", .enabled(if: PythonPlist.availableOrCI, "python3 is not installed"))
struct PropertyListOracleTests {
    static var caseCount: Int { TestEnvironment.isExhaustive ? 300 : 80 }

    @Test("plistlib's XML and binary files read to the values it was given", arguments: [UInt64(11), 12])
    func readsPlistlib(seed: UInt64) throws {
        let directory = try SwiftToolchain.temporaryDirectory("plistlib")
        defer { try? FileManager.default.removeItem(at: directory) }
        // XML cases keep to what plistlib writes unchanged; binary ones hold every character.
        var printable = PropertyListGenerator(seed: seed)
        var any = PropertyListGenerator(seed: seed &+ 1000, characters: .any)
        var values: [PropertyListValue] = []
        var forms: [String] = []
        for index in 0..<Self.caseCount {
            let xml = index % 2 == 0
            values.append(xml ? printable.root() : any.root())
            forms.append(xml ? "xml bin" : "bin")
        }
        var cases = "CASES = [\n"
        for value in values { cases += PythonPlist.literal(value) + ",\n" }
        cases += "]\nFORMS = [" + forms.map { "'\($0)'" }.joined(separator: ", ") + "]\n"
        try cases.write(to: directory.appendingPathComponent("cases.py"), atomically: false, encoding: .utf8)
        guard try PythonPlist.run(["write", directory.path]) != nil else { return }
        for (index, value) in values.enumerated() {
            for suffix in forms[index].split(separator: " ") {
                let name = "\(index).\(suffix)"
                let read = PropertyListReader.read(contentsOf: directory.appendingPathComponent(name).path, file: name)
                switch read {
                case .success(let node): #expect(node.value == value, "\(name): \(PythonPlist.canonical(node.value)) != \(PythonPlist.canonical(value))")
                case .failure(let problem): Issue.record("\(name): \(problem.message)")
                }
            }
        }
    }

    @Test("plistlib reads what our writer writes to the values it was written from", arguments: [UInt64(21), 22])
    func plistlibReadsOurs(seed: UInt64) throws {
        let directory = try SwiftToolchain.temporaryDirectory("plistlib-ours")
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = PropertyListGenerator(seed: seed, characters: .xml)
        var names: [String] = []
        var expected: [String] = []
        for index in 0..<Self.caseCount {
            let value = generator.root()
            let name = "\(index).plist"
            try Data(PropertyListWriter.xml(value)).write(to: directory.appendingPathComponent(name))
            names.append(name)
            expected.append(PythonPlist.canonical(value))
        }
        guard let output = try PythonPlist.run(["read", directory.path] + names) else { return }
        let dumps = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(dumps.count == expected.count + 1)
        for (index, dump) in zip(expected.indices, dumps) {
            #expect(dump == expected[index], "\(names[index])")
        }
    }
}
