import Foundation
import Testing
import TableSpecKit

/// XML property lists through `PropertyListReader`: every element of the format, the spellings
/// Apple's reader and plistlib accept, each node's key path and line, and a located error with
/// the key path for each way a file can be wrong.
@Suite("Property list reader: XML")
struct PropertyListReaderTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// A property list whose value is `body`, starting on line 4.
    static func document(_ body: String) -> [UInt8] { Array((header + body + "\n</plist>\n").utf8) }

    static func read(_ body: String, limits: PropertyListLimits = PropertyListLimits()) -> Result<PropertyListNode, Diagnostic> {
        PropertyListReader.read(document(body), file: "Root.plist", limits: limits)
    }

    /// The error `body` gives, as `line:column: message`.
    static func failure(_ body: String, limits: PropertyListLimits = PropertyListLimits()) -> String? {
        read(body, limits: limits).problem.map(Self.describe)
    }

    static func describe(_ problem: Diagnostic) -> String {
        "\(problem.location?.line ?? 0):\(problem.location?.column ?? 0): \(problem.message)"
    }

    @Test("a Settings.bundle's Root.plist reads to its values in order, each at its key path and line")
    func settingsPane() throws {
        let node = try Self.read("""
            <dict>
            \t<key>StringsTable</key>
            \t<string>Root</string>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSToggleSwitchSpecifier</string>
            \t\t\t<key>DefaultValue</key>
            \t\t\t<true/>
            \t\t\t<key>Titles</key>
            \t\t\t<array/>
            \t\t</dict>
            \t</array>
            </dict>
            """).get()
        let entries = try node.expectDictionary().get()
        #expect(entries.map(\.key) == ["StringsTable", "PreferenceSpecifiers"])
        let specifier = try #require(node["PreferenceSpecifiers"].flatMap { try? $0.expectArray().get() }?.first)
        #expect(specifier.location.keyPath == "PreferenceSpecifiers[0]")
        #expect(specifier.location.range?.start.line == 9)
        #expect(specifier.location.range?.start.column == 3)
        let toggle = try #require(specifier["DefaultValue"])
        #expect(toggle.value == .bool(true))
        #expect(toggle.location.keyPath == "PreferenceSpecifiers[0].DefaultValue")
        #expect(toggle.location.sourceLocation.line == 13)
        #expect(specifier["Titles"]?.value == .array([]))
        #expect(node.location.keyPath == "(root)" && node.location.sourceLocation.line == 4)
    }

    @Test("every scalar element in the spellings Apple's reader and plistlib accept")
    func scalars() throws {
        let cases: [(String, PropertyListValue)] = [
            ("<string>a &amp; b &lt;c&gt; &#233; <![CDATA[<x>]]></string>", .string("a & b <c> é <x>")),
            ("<string>  \n\t </string>", .string("  \n\t ")),
            ("<string></string>", .string("")),
            ("<string/>", .string("")),
            ("<string>line&#13;break</string>", .string("line\rbreak")),
            ("<integer>42</integer>", .integer(42)),
            ("<integer> -17 </integer>", .integer(-17)),
            ("<integer>+5</integer>", .integer(5)),
            ("<integer>0x1F</integer>", .integer(31)),
            ("<integer>-0x10</integer>", .integer(-16)),
            ("<integer>9223372036854775807</integer>", .integer(.max)),
            ("<integer>-9223372036854775808</integer>", .integer(.min)),
            ("<real>1.5</real>", .real(1.5)),
            ("<real>-0.0</real>", .real(-0.0)),
            ("<real>1e-05</real>", .real(1e-05)),
            ("<real>17</real>", .real(17)),
            ("<real>nan</real>", .real(.nan)),
            ("<real>inf</real>", .real(.infinity)),
            ("<real>-inf</real>", .real(-.infinity)),
            ("<real>+infinity</real>", .real(.infinity)),
            ("<real>-infinity</real>", .real(-.infinity)),
            ("<true/>", .bool(true)),
            ("<false></false>", .bool(false)),
            ("<date>2026-01-02T03:04:05Z</date>", .date(789_015_845)),
            ("<date>2001-01-01T00:00:00Z</date>", .date(0)),
            ("<date>2000-12-31T23:59:59Z</date>", .date(-1)),
            ("<date>1970-01-01T00:00:00Z</date>", .date(-978_307_200)),
            ("<date>2026Z</date>", .date(788_918_400)),
            ("<date>0001-01-01T00:00:00Z</date>", .date(Double(PlistDateBounds.earliest))),
            ("<date>9999-12-31T23:59:59Z</date>", .date(Double(PlistDateBounds.latest))),
            ("<data>AAEC/w==</data>", .data([0, 1, 2, 255])),
            ("<data>\n\tAAEC\n\t/w==\n\t</data>", .data([0, 1, 2, 255])),
            ("<data>AAEC/w</data>", .data([0, 1, 2, 255])),
            ("<data></data>", .data([])),
            ("<dict/>", .dictionary([])),
            ("<array><integer>1</integer><!-- a comment --><string>x</string></array>", .array([plist(.integer(1)), plist(.string("x"))])),
        ]
        for (body, expected) in cases {
            let node = Self.read(body)
            #expect((try? node.get().value) == expected, "\(body): \(node.problem.map(Self.describe) ?? "")")
        }
    }

    @Test("a property list without the <plist> wrapper, as Apple's reader takes one, and one without a DOCTYPE")
    func bareRoot() throws {
        let bare = PropertyListReader.read(Array("<?xml version=\"1.0\"?>\n<dict><key>A</key><integer>1</integer></dict>\n".utf8), file: "p")
        #expect(try bare.get().value == plistDictionary(["A": .integer(1)]))
        let plain = PropertyListReader.read(Array("<plist><array/></plist>".utf8), file: "p")
        #expect(try plain.get().value == .array([]))
        let bom = PropertyListReader.read([0xEF, 0xBB, 0xBF] + Array("\n<plist><true/></plist>".utf8), file: "p")
        #expect(try bom.get().value == .bool(true))
    }

    @Test("each mistake is an error naming the key path, at the element's line and column")
    func mistakes() {
        let cases: [(String, String)] = [
            ("<dict>\n<key>A</key>\n<key>B</key>\n<string>x</string>\n</dict>",
             "5:1: at A: the key 'A' has no value: the element after it is another <key> (line 6)"),
            ("<dict>\n<key>A</key>\n<string>x</string>\n<key>A</key>\n<true/>\n</dict>",
             "7:1: at A: the key 'A' appears twice in this dictionary (first at line 5)"),
            ("<dict>\n<key>A</key>\n</dict>", "5:1: at A: the key 'A' has no value: the dictionary ends after it"),
            ("<dict>\n<string>x</string>\n</dict>", "5:1: at (root): <string> has no <key> before it; a dictionary holds a <key> then its value, in turn"),
            ("<dict>\n<key>A</key>\n<array>\n<integer>1</integer>\n<number>2</number>\n</array>\n</dict>",
             "8:1: at A[1]: <number> is not an element of a property list; a value is a <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>"),
            ("<array>\n<key>A</key>\n</array>", "5:1: at [0]: a <key> in an array; keys are in dictionaries only"),
            ("<dict><key>n</key><integer>12x</integer></dict>", "4:19: at n: <integer> holds '12x', which is not an integer (decimal, or hexadecimal after 0x)"),
            ("<dict><key>n</key><integer>9223372036854775808</integer></dict>", "4:19: at n: the integer 9223372036854775808 is outside the 64-bit range"),
            ("<dict><key>n</key><integer>-0x8000000000000001</integer></dict>", "4:19: at n: the integer -0x8000000000000001 is outside the 64-bit range"),
            ("<dict><key>n</key><integer></integer></dict>", "4:19: at n: <integer> holds '', which is not an integer (decimal, or hexadecimal after 0x)"),
            ("<dict><key>r</key><real>one</real></dict>", "4:19: at r: <real> holds 'one', which is not a number"),
            ("<dict><key>d</key><date>2026-02-30T00:00:00Z</date></dict>",
             "4:19: at d: <date> holds '2026-02-30T00:00:00Z', which is not a date; dates are written 2026-01-02T03:04:05Z, in UTC"),
            ("<dict><key>d</key><date>2026-01-02 03:04:05</date></dict>",
             "4:19: at d: <date> holds '2026-01-02 03:04:05', which is not a date; dates are written 2026-01-02T03:04:05Z, in UTC"),
            ("<dict><key>b</key><data>AA*=</data></dict>", "4:19: at b: <data> holds '*' at character 3, which is not base64"),
            ("<dict><key>b</key><data>AAAAA</data></dict>", "4:19: at b: <data> ends in the middle of a byte; its base64 has been cut short"),
            ("<dict><key>t</key><true>yes</true></dict>", "4:19: at t: <true/> holds the text 'yes'; it is empty"),
            ("<dict><key>s</key><string>a<b/></string></dict>", "4:19: at s: <string> holds text, not elements, and this one holds <b> (line 4)"),
            ("<dict>text</dict>", "4:1: at (root): <dict> holds the text 'text'; it holds elements only"),
            ("<array/>\n<array/>", "5:1: at (root): <plist> holds one value, and this <array> is a second"),
            ("<array><plist/></array>", "4:8: at [0]: a <plist> inside another element; <plist> is only ever the root"),
        ]
        for (body, expected) in cases {
            #expect(Self.failure(body) == expected, "\(body)")
        }
        #expect(PropertyListReader.read(Array((Self.header + "</plist>\n").utf8), file: "p").problem.map(Self.describe)
            == "3:1: at (root): the <plist> holds no value")
    }

    @Test("a duplicate key's error has a note at the first")
    func duplicateNote() throws {
        let problem = try #require(Self.read("<dict>\n<key>A</key>\n<string>x</string>\n<key>A</key>\n<true/>\n</dict>").problem)
        #expect(problem.notes.map(\.message) == ["the first 'A'"])
        #expect(problem.notes.first?.location?.line == 5)
    }

    @Test("Apple's DOCTYPE is passed over unread; one with an internal subset is refused at its line, and no entity is expanded")
    func doctype() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
             <!ENTITY a "aaaaaaaaaa">
             <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            ]>
            <plist><string>&b;</string></plist>
            """
        #expect(PropertyListReader.read(Array(laughs.utf8), file: "p").problem.map(Self.describe) == """
            2:1: the DOCTYPE of a property list names its DTD and declares nothing of its own; this one has an internal subset ([ … ]), \
            where entities are declared, and it is not read (no DTD is loaded, no entity expanded)
            """)
        let quotedBracket = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"file[1].dtd\">\n<plist><true/></plist>\n"
        #expect(try PropertyListReader.read(Array(quotedBracket.utf8), file: "p").get().value == .bool(true))
        let entity = Self.header + "<string>&external;</string>\n</plist>\n"
        #expect(PropertyListReader.read(Array(entity.utf8), file: "p").problem.map(Self.describe)
            == "4:19: not well-formed XML: Entity 'external' not defined")
    }

    @Test("forms other than XML and binary are refused at the start, saying which forms are read")
    func otherForms() {
        let cases: [([UInt8], String)] = [
            (Array("{ PreferenceSpecifiers = (); }".utf8), """
                1:1: not a property list that can be read: it starts with '{ Preference', and an XML property list starts with '<' \
                (<?xml …><plist>), a binary one with 'bplist00'; old-style text property lists ({ Key = Value; }) are not read \
                (plutil -convert xml1 converts one)
                """),
            (Array("bplist15xxxxxxxx".utf8), "1:1: this is a binary property list of version '15'; only version 00 ('bplist00'), the one Xcode writes, is read"),
            ([0xFF, 0xFE, 0x3C, 0x00], "1:1: the property list is in UTF-16; XML property lists are read in UTF-8, which Xcode writes (plutil -convert xml1 converts it)"),
            ([], "1:1: the file is empty, not a property list"),
            (Array(" \n\t".utf8), "1:1: the file holds nothing but spaces and line breaks, not a property list"),
            (Array("<?xml version=\"1.0\"?>\n<document/>".utf8),
             "2:1: at (root): <document> is not an element of a property list; a value is a <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>"),
        ]
        for (bytes, expected) in cases {
            #expect(PropertyListReader.read(bytes, file: "Root.plist").problem.map(Self.describe) == expected)
        }
    }

    @Test("the typed accessors say where a value is and what it was instead")
    func accessors() throws {
        let node = try Self.read("""
            <dict>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Title</key>
            \t\t\t<integer>3</integer>
            \t\t\t<key>MinimumValue</key>
            \t\t\t<integer>3</integer>
            \t\t\t<key>MaximumValue</key>
            \t\t\t<real>9.5</real>
            \t\t</dict>
            \t</array>
            </dict>
            """).get()
        let specifier = try #require(node["PreferenceSpecifiers"].flatMap { try? $0.expectArray().get() }?.first)
        let title = try #require(specifier["Title"])
        #expect(title.expectString().problem.map(Self.describe) == "9:4: at PreferenceSpecifiers[0].Title: expected a string, found an integer")
        #expect(title.expectBool().problem?.message == "at PreferenceSpecifiers[0].Title: expected a boolean, found an integer")
        #expect(try specifier["MinimumValue"]?.expectNumber().get() == 3)
        #expect(try specifier["MaximumValue"]?.expectNumber().get() == 9.5)
        #expect(specifier.expectValue(forKey: "Type").problem.map(Self.describe) == "7:3: at PreferenceSpecifiers[0]: the dictionary has no key 'Type'")
        #expect(node.expectArray().problem.map(Self.describe) == "4:1: at (root): expected an array, found a dictionary")
        let root = try PropertyListReader.read(Self.document("<array/>"), file: "Root.plist").get()
        #expect(root.expectDictionary().problem.map(Self.describe) == "4:1: at (root): expected a dictionary, found an array")
    }

    @Test("the limits are met with the key path: values, nesting and one value's size")
    func limits() {
        var few = PropertyListLimits()
        few.maxNodes = 3
        #expect(Self.failure("<array><true/><true/><true/></array>", limits: few) == "4:22: at [2]: the property list has more than 3 values")
        var shallow = PropertyListLimits()
        shallow.maxDepth = 2
        #expect(Self.failure("<dict><key>a</key><dict><key>b</key><array/></dict></dict>", limits: shallow)
            == "4:37: at a.b: values are nested more than 2 deep; a Settings.bundle's property lists nest about 5")
        let huge = "<string>" + String(repeating: "x", count: (1 << 20) + 1) + "</string>"
        #expect(Self.failure(huge) == "4:8: an attribute value or text is longer than 1048576 bytes, the limit for one value in a property list")
    }
}
