import Foundation
import Testing
import TableSpecKit

/// `.strings` files through `StringsFileReader` and `StringsFileWriter`: the text form Xcode
/// writes, in each encoding it may be saved in, the compiled forms a build leaves, a located
/// error for each mistake, and the writer's output read back to the very strings written.
@Suite("Strings files")
struct StringsFileTests {
    static let sample = #"""
        /* The pane's title */
        "Group.Title" = "General";

        // A line comment
        'single' = 'quoted "inside"';
        bare.key_1/x:y-$ = bare-value;
        "same";
        "escapes" = "tab\tline\nreturn\rquote\"backslash\\ \U00E9\UD83D\UDE00 \101\012end \/ \'";
        "multi
        line" = "a\
        b";
        "日本" = "語 😀";
        """#

    static func entries(_ bytes: [UInt8]) -> [StringsEntry] {
        (try? StringsFileReader.read(bytes, file: "Root.strings").get()) ?? []
    }

    static func failure(_ text: String) -> String? {
        StringsFileReader.read(Array(text.utf8), file: "Root.strings").problem.map {
            "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)"
        }
    }

    @Test("entries, comments, quoting, the key-only shortcut and every escape, each at its line and column")
    func textForm() throws {
        let entries = try StringsFileReader.read(Array(Self.sample.utf8), file: "Root.strings").get()
        #expect(entries.map(\.key) == ["Group.Title", "single", "bare.key_1/x:y-$", "same", "escapes", "multi\nline", "日本"])
        #expect(entries.map(\.value) == [
            "General", "quoted \"inside\"", "bare-value", "same",
            "tab\tline\nreturn\rquote\"backslash\\ é😀 A\nend / '", "a\nb", "語 😀",
        ])
        #expect(entries.map(\.comment) == ["The pane's title", "A line comment", nil, nil, nil, nil, nil])
        #expect(entries.map { "\($0.location.line):\($0.location.column)" } == ["2:1", "5:1", "6:1", "7:1", "8:1", "9:1", "12:1"])
        #expect(entries[0].location.range.end.line == 2 && entries[0].location.range.end.column == 27)
    }

    @Test("the same file in UTF-8, UTF-8 with a byte-order mark, and UTF-16 of both byte orders reads the same")
    func encodings() throws {
        let utf8 = Array(Self.sample.utf8)
        let expected = try StringsFileReader.read(utf8, file: "s").get()
        let units = Array(Self.sample.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)] }
        for bytes in [[0xEF, 0xBB, 0xBF] + utf8, little, big] {
            let read = try StringsFileReader.read(bytes, file: "s").get()
            #expect(read.map(\.key) == expected.map(\.key))
            #expect(read.map(\.value) == expected.map(\.value))
            #expect(read.map(\.location.line) == expected.map(\.location.line))
            #expect(read.map(\.location.column) == expected.map(\.location.column))
        }
        #expect(try StringsFileReader.read([], file: "s").get().isEmpty)
        #expect(try StringsFileReader.read(Array("/* nothing */\n// here\n".utf8), file: "s").get().isEmpty)
    }

    @Test("each mistake is an error at its line and column")
    func mistakes() {
        let cases: [(String, String)] = [
            ("\"a\" = \"b\";\n\"c\" = \"x;", "2:7: this string is never closed with \""),
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "2:1: expected ';' to end the entry 'a', found '\"'"),
            ("\"a\" = \"b\"", "1:10: expected ';' to end the entry 'a', but the file ends"),
            ("\"a\" \"b\";", "1:5: expected '=' after the key 'a' (an entry is \"key\" = \"value\";), found '\"'"),
            ("\"a\" = ;", "1:7: expected the value of 'a', found ';'"),
            ("= \"b\";", "1:1: expected a key (a quoted string), found '='"),
            ("\"a\" = \"\\x41\";", "1:8: '\\x' is not an escape; the escapes are \\n \\t \\r \\\" \\\\ \\U and four hex digits, and octal \\0 to \\177"),
            ("\"a\" = \"\\Uzz\";", "1:8: \\U is not followed by hex digits; it is written \\U and four of them, as \\U00E9"),
            ("\"a\" = \"\\351\";", "1:8: an octal escape above \\177 is a NeXTSTEP Latin character, which is not read; write the character itself, or \\U and its four hex digits"),
            ("\"a\" = \"x\\UD83Dy\";", "1:9: \\UD83D is half of a UTF-16 surrogate pair whose other half is missing"),
            ("\"a\" = \"\\UDE00\";", "1:8: \\UDE00 is half of a UTF-16 surrogate pair whose other half is missing"),
            ("\"a\" = \"b\"; /* never closed", "1:12: this comment is never closed with */"),
            ("\"a\" = { b = c; };", "1:7: expected the value of 'a', found '{': a .strings file's values are strings, and this is a dictionary"),
            ("\"a\" = (b);", "1:7: expected the value of 'a', found '(': a .strings file's values are strings, and this is an array"),
            ("\"a\" = \"b\";\n\"\\", "2:2: the file ends in the middle of an escape"),
        ]
        for (text, expected) in cases {
            #expect(Self.failure(text) == expected, "\(text)")
        }
        let invalidUTF8 = StringsFileReader.read(Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8), file: "s").problem
        #expect(invalidUTF8?.message == "the file is not UTF-8 here: the byte 0xC3 starting a character that is not UTF-8")
        #expect(invalidUTF8?.location?.column == 8)
        let noMark = StringsFileReader.read([0x22, 0x00, 0x61, 0x00], file: "s").problem
        #expect(noMark?.message.hasPrefix("the file is not UTF-8 here: a NUL byte; is this UTF-16 without its byte-order mark?") == true)
        let loneLow = StringsFileReader.read([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xDC, 0x22, 0x00], file: "s").problem
        #expect(loneLow?.message == "the file is not UTF-16 (little-endian) here: the UTF-16 unit 0xDC00, the second half of a pair without its first")
        let odd = StringsFileReader.read([0xFE, 0xFF, 0x00, 0x22, 0x00], file: "s").problem
        #expect(odd?.message == "the file is not UTF-16 (big-endian) here: a last byte that is half a UTF-16 unit")
    }

    @Test("a key that appears twice is returned twice, in order, for the caller to judge")
    func duplicates() throws {
        let entries = try StringsFileReader.read(Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8), file: "s").get()
        #expect(entries.map(\.value) == ["1", "2"])
        #expect(entries.map(\.location.line) == [1, 2])
    }

    @Test("compiled forms: a binary or XML property list whose root is a dictionary of strings")
    func compiled() throws {
        let value = plistDictionary(["Title": .string("Général"), "Emoji": .string("😀")])
        let xml = try StringsFileReader.read(PropertyListWriter.xml(value), file: "Root.strings").get()
        #expect(xml.map(\.key) == ["Title", "Emoji"] && xml.map(\.value) == ["Général", "😀"])
        #expect(xml.map(\.location.line) == [6, 8])
        var builder = BinaryPlistBuilder()
        let title = builder.add(BinaryPlistBuilder.ascii("Title"))
        let general = builder.add(BinaryPlistBuilder.ascii("General"))
        builder.top = builder.add(builder.dictionary(keys: [title], values: [general]))
        let binary = try StringsFileReader.read(builder.bytes(), file: "Root.strings").get()
        #expect(binary.map(\.key) == ["Title"] && binary.map(\.value) == ["General"])
        let notString = PropertyListWriter.xml(plistDictionary(["Count": .integer(3)]))
        #expect(StringsFileReader.read(notString, file: "Root.strings").problem?.message == "at Count: expected a string, found an integer")
        #expect(StringsFileReader.read(PropertyListWriter.xml(.array([])), file: "Root.strings").problem?.message
            == "at (root): expected a dictionary, found an array")
    }

    @Test("the writer's output is Xcode's layout and reads back to the strings written", arguments: [UInt64(5), 6, 7])
    func roundTrip(seed: UInt64) throws {
        var generator = PropertyListGenerator(seed: seed, characters: .any)
        for _ in 0..<(TestEnvironment.isExhaustive ? 300 : 100) {
            var keys: [String] = []
            var entries: [(key: String, value: String, comment: String?)] = []
            for index in 0..<generator.random.next(upTo: 6) {
                let key = generator.string() + "\(index)"
                guard !keys.contains(key) else { continue }
                keys.append(key)
                let comment = generator.random.next(upTo: 2) == 0 ? nil : "note */ é 😀 \(index)"
                entries.append((key, generator.string(), comment))
            }
            let bytes = StringsFileWriter.write(entries)
            #expect(StringsFileWriter.write(entries) == bytes)
            let read = StringsFileReader.read(bytes, file: "s")
            let back = try #require(try? read.get(), "\(read.problem?.message ?? "")\n\(String(decoding: bytes, as: UTF8.self))")
            #expect(back.map(\.key) == entries.map(\.key))
            #expect(back.map(\.value) == entries.map(\.value))
            #expect(back.map(\.comment) == entries.map { $0.comment?.replacing("*/", with: "* /") })
        }
    }

    @Test("the writer's layout: a comment line, the entry, a blank line between entries; escapes only where needed")
    func writerLayout() {
        let text = String(decoding: StringsFileWriter.write([
            ("Title", "A \"quoted\" \\ value", "Shown at the top"),
            ("Lines", "one\ntwo\tthree\u{2028}four\u{01}", nil),
        ]), as: UTF8.self)
        #expect(text == """
            /* Shown at the top */
            "Title" = "A \\"quoted\\" \\\\ value";

            "Lines" = "one\\ntwo\\tthree\\U2028four\\U0001";

            """)
    }
}
