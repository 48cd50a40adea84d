import Foundation
import Testing
import TableSpecKit

/// The issue's hostile property lists: truncated, of the wrong type, nested 10,000 deep, 100 MB,
/// and binary files with cyclic or out-of-range references, lying trailers and objects shared
/// until they multiply. Each gets one located error naming its key path (and its line, in XML),
/// quickly; none traps, hangs or overflows the stack. Random damage to valid files is survived.
@Suite("Property list hostile input")
struct PropertyListHostileTests {
    static func describe(_ problem: Diagnostic?) -> String {
        guard let problem else { return "no error" }
        return "\(problem.location?.line ?? 0):\(problem.location?.column ?? 0): \(problem.message)"
    }

    /// A binary file with one of each kind of object, built by hand: strings in ASCII and UTF-16,
    /// integers of every width, a real, a date, data, booleans, nested containers.
    static let richBinary: [UInt8] = {
        var builder = BinaryPlistBuilder()
        builder.offsetSize = 2
        let keys = ["ascii", "utf16", "i1", "i2", "i4", "i8", "i16", "real", "date", "data", "yes", "list", "nested"].map { builder.add(BinaryPlistBuilder.ascii($0)) }
        let ascii = builder.add(BinaryPlistBuilder.ascii(String(repeating: "long text ", count: 3)))
        let utf16 = builder.add([0x64, 0x00, 0x62, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00])
        let i1 = builder.add([0x10, 0xFF])
        let i2 = builder.add([0x11, 0x12, 0x34])
        let i4 = builder.add([0x12, 0x12, 0x34, 0x56, 0x78])
        let i8 = builder.add(BinaryPlistBuilder.integer(-5))
        let i16 = builder.add([0x14] + [UInt8](repeating: 0xFF, count: 15) + [0xFE])
        let real = builder.add([0x23] + PythonPlist.bigEndian((2.5).bitPattern))
        let date = builder.add([0x33] + PythonPlist.bigEndian((789_015_845.0).bitPattern))
        let data = builder.add([0x43, 1, 2, 3])
        let yes = builder.add([0x09])
        let no = builder.add([0x08])
        let list = builder.add(builder.array([yes, no, i1]))
        let inner = builder.add(builder.dictionary(keys: [keys[0]], values: [utf16]))
        builder.top = builder.add(builder.dictionary(keys: keys, values: [ascii, utf16, i1, i2, i4, i8, i16, real, date, data, yes, list, inner]))
        return builder.bytes()
    }()

    @Test("the hand-built binary file reads to what it holds")
    func richBinaryReads() throws {
        let node = try PropertyListReader.read(Self.richBinary, file: "Root.plist").get()
        #expect(node["utf16"]?.value == .string("bé😀"))
        #expect(node["i1"]?.value == .integer(255))
        #expect(node["i2"]?.value == .integer(0x1234))
        #expect(node["i4"]?.value == .integer(0x1234_5678))
        #expect(node["i8"]?.value == .integer(-5))
        #expect(node["i16"]?.value == .integer(-2))
        #expect(node["real"]?.value == .real(2.5))
        #expect(node["date"]?.value == .date(789_015_845))
        #expect(node["data"]?.value == .data([1, 2, 3]))
        #expect(node["list"]?.value == .array([plist(.bool(true)), plist(.bool(false)), plist(.integer(255))]))
        #expect(node["nested"]?["ascii"]?.location.keyPath == "nested.ascii")
        #expect(node["nested"]?["ascii"]?.location.range == nil)
    }

    @Test("every truncation of a binary file is an error, never a crash")
    func truncatedBinary() {
        for length in 0..<Self.richBinary.count {
            let result = PropertyListReader.read(Array(Self.richBinary.prefix(length)), file: "Root.plist")
            #expect(result.problem != nil, "a prefix of \(length) bytes was read")
        }
    }

    @Test("every truncation of an XML file before its </plist> is an error, never a crash; one cut inside says so at its last line")
    func truncatedXML() throws {
        var generator = PropertyListGenerator(seed: 99, characters: .xml)
        let bytes = PropertyListWriter.xml(generator.root())
        let end = try #require(bytes.firstRange(of: Array("</plist>".utf8))).upperBound
        for length in 0..<end {
            let result = PropertyListReader.read(Array(bytes.prefix(length)), file: "Root.plist")
            #expect(result.problem != nil, "a prefix of \(length) bytes was read")
        }
        let whole = PropertyListWriter.xml(plistDictionary(["A": .string("x"), "B": .integer(1)]))
        let cut = Array(whole.prefix(try #require(whole.firstRange(of: Array("<integer>".utf8))).lowerBound + 4))
        #expect(Self.describe(PropertyListReader.read(cut, file: "Root.plist").problem)
            == "8:6: the document ends early, at line 8: the file stops before the property list's closing </plist>, so it may have been cut short")
    }

    @Test("random damage to valid files is survived: a value or a located error")
    func damaged() {
        var random = SplitMix64(seed: 7)
        var generator = PropertyListGenerator(seed: 8, characters: .xml)
        let xml = PropertyListWriter.xml(generator.root())
        for original in [Self.richBinary, xml] {
            for _ in 0..<(TestEnvironment.isExhaustive ? 4000 : 1000) {
                var bytes = original
                for _ in 0...random.next(upTo: 3) {
                    bytes[random.next(upTo: bytes.count)] = UInt8(random.next(upTo: 256))
                }
                if case .failure(let problem) = PropertyListReader.read(bytes, file: "p") {
                    #expect(problem.location != nil && !problem.message.isEmpty)
                }
            }
        }
    }

    @Test("10,000 nested arrays or dictionaries in XML: an error at the 129th, with its key path and line")
    func deepXML() {
        let arrays = PropertyListReaderTests.document(String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000))
        let started = Date()
        let problem = PropertyListReader.read(arrays, file: "Root.plist").problem
        #expect(Self.describe(problem) == "4:\(1 + 7 * 128): at \(String(repeating: "[0]", count: 128)): values are nested more than 128 deep; a Settings.bundle's property lists nest about 5")
        let dictionaries = PropertyListReaderTests.document(String(repeating: "<dict><key>k</key>", count: 10_000) + String(repeating: "</dict>", count: 10_000))
        let dictionaryProblem = PropertyListReader.read(dictionaries, file: "Root.plist").problem
        let path = Array(repeating: "k", count: 128).joined(separator: ".")
        #expect(Self.describe(dictionaryProblem) == "4:\(1 + 18 * 128): at \(path): values are nested more than 128 deep; a Settings.bundle's property lists nest about 5")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("10,000 nested arrays in binary: an error at the 129th, with its key path")
    func deepBinary() {
        var builder = BinaryPlistBuilder()
        builder.referenceSize = 2
        builder.offsetSize = 3
        for index in 0..<10_000 { builder.add(builder.array([index + 1])) }
        builder.add(builder.array([]))
        let problem = PropertyListReader.read(builder.bytes(), file: "Root.plist").problem
        #expect(Self.describe(problem) == "1:1: at \(String(repeating: "[0]", count: 128)): values are nested more than 128 deep; a Settings.bundle's property lists nest about 5")
    }

    @Test("a 100 MB file is refused by its size, before it is read")
    func hundredMegabytes() throws {
        let directory = try SwiftToolchain.temporaryDirectory("plist-huge")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Root.plist").path
        // Sparse: the size is set, no byte is written, so the disk holds nothing.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<?xml version=\"1.0\"?><plist>".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let expected = "1:1: the file is 104857600 bytes, over the limit of 8388608 for a property list (a Settings.bundle's are kilobytes); it was not read"
        #expect(Self.describe(PropertyListReader.read(contentsOf: path, file: "Root.plist").problem) == expected)
        #expect(StringsFileReader.read(contentsOf: path, file: "Root.strings").problem?.message
            == "the file is 104857600 bytes, over the limit of 8388608 for a .strings file (a Settings.bundle's are kilobytes); it was not read")
        // A file far larger than memory is refused as fast: only its size was asked for.
        let vast = directory.appendingPathComponent("Vast.plist").path
        #expect(FileManager.default.createFile(atPath: vast, contents: nil))
        if let handle = FileHandle(forWritingAtPath: vast), (try? handle.truncate(atOffset: 1 << 40)) != nil {
            try handle.close()
            let started = Date()
            #expect(PropertyListReader.read(contentsOf: vast, file: "Vast.plist").problem?.message.hasPrefix("the file is 1099511627776 bytes, over the limit") == true)
            #expect(Date().timeIntervalSince(started) < 1)
        }
        #expect(PropertyListReader.read(contentsOf: directory.path, file: "dir").problem?.message == "cannot read dir: it is a directory")
        #expect(PropertyListReader.read(contentsOf: directory.appendingPathComponent("missing").path, file: "missing").problem?.message
            == "cannot read missing: No such file or directory")
    }

    /// A builder holding a dictionary at the top with one key, `a`, whose value is object 2.
    static func rootWithA(_ build: (inout BinaryPlistBuilder) -> [UInt8]) -> [UInt8] {
        var builder = BinaryPlistBuilder()
        builder.add([0xD1, 1, 2])
        builder.add(BinaryPlistBuilder.ascii("a"))
        builder.add(build(&builder))
        return builder.bytes()
    }

    static let binaryCases: [(String, [UInt8], String)] = {
        var cases: [(String, [UInt8], String)] = []
        func add(_ name: String, _ bytes: [UInt8], _ message: String) { cases.append((name, bytes, message)) }

        var selfArray = BinaryPlistBuilder()
        selfArray.add(selfArray.array([0]))
        add("an array holding itself", selfArray.bytes(),
            "at [0]: this value is object 0, the array at (root) that holds it: the references form a cycle, which a property list cannot have")
        add("a dictionary holding an array holding the dictionary", rootWithA { $0.array([0]) },
            "at a[0]: this value is object 0, the dictionary at (root) that holds it: the references form a cycle, which a property list cannot have")
        add("a reference past the objects", rootWithA { $0.array([1, 7]) },
            "at a[1]: the reference to object 7 is past the file's 3 objects")
        add("a key reference past the objects", { var b = BinaryPlistBuilder(); b.add([0xD1, 9, 0]); return b.bytes() }(),
            "at (root): the key of entry 0 refers to object 9, past the file's 1 object")
        add("a key that is not a string", { var b = BinaryPlistBuilder(); b.add([0xD1, 1, 1]); b.add([0x10, 1]); return b.bytes() }(),
            "at (root): the key of entry 0 is object 1, which is not a string; a dictionary's keys are strings")
        add("a key twice", { var b = BinaryPlistBuilder(); b.add([0xD2, 1, 1, 2, 2]); b.add(BinaryPlistBuilder.ascii("k")); b.add([0x09]); return b.bytes() }(),
            "at k: the key 'k' appears twice in this dictionary")
        add("an offset outside the objects", { var b = BinaryPlistBuilder(); b.add([0x09]); return b.bytes(offsets: [200]) }(),
            "at (root): object 0 is said to be at byte 200, outside the objects (bytes 8 to 8)")
        add("an offset inside the header", rootWithA { _ in [0x09] }.enumerated().map { $0.offset == 8 + 3 + 2 + 1 + 2 ? 3 : $0.element },
            "at a: object 2 is said to be at byte 3, outside the objects (bytes 8 to 13)")
        add("a null", rootWithA { _ in [0x00] }, "at a: object 2 (at byte 13) is a null, which property lists in a Settings.bundle never hold")
        add("a fill byte", rootWithA { _ in [0x0F] }, "at a: object 2 (at byte 13) is a fill byte (0x0F), where an object should be")
        add("a UID", rootWithA { _ in [0x80, 1] }, "at a: object 2 (at byte 13) is a UID (a keyed archive's reference to an object), which property lists in a Settings.bundle never hold")
        add("a set", rootWithA { _ in [0xC0] }, "at a: object 2 (at byte 13) is a set, which property lists in a Settings.bundle never hold")
        add("an ordered set", rootWithA { _ in [0xB0] }, "at a: object 2 (at byte 13) is an ordered set, which property lists in a Settings.bundle never hold")
        add("an unknown marker", rootWithA { _ in [0x7F] }, "at a: object 2 (at byte 13) has the marker 0x7F, which is no object of a property list")
        add("a 32-byte integer", rootWithA { _ in [0x15] + [UInt8](repeating: 0, count: 32) }, "at a: object 2 (at byte 13) is an integer of 32 bytes; integers are 1, 2, 4, 8 or 16")
        add("a 128-bit integer past 64 bits", rootWithA { _ in [0x14, 0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8) },
            "at a: object 2 (at byte 13) is a 128-bit integer outside the 64-bit range a Settings.bundle's numbers have")
        add("an integer cut short", rootWithA { _ in [0x13, 1, 2] }, "at a: object 2 (at byte 13) is an integer of 8 bytes running past the end of the objects (byte 16)")
        add("a 2-byte real", rootWithA { _ in [0x21, 0, 0] }, "at a: object 2 (at byte 13) is a real of 2 bytes; reals are 4 or 8")
        add("a string longer than the file", rootWithA { _ in [0x5F, 0x13, 0, 0, 1, 0, 0, 0, 0, 0, 65] },
            "at a: object 2 (at byte 13) says it holds 1099511627776 items, more than the file could")
        add("a string running past its end", rootWithA { _ in [0x5E, 65, 66] }, "at a: object 2 (at byte 13) is a string of 14 characters running past the end of the objects (byte 16)")
        add("a length that is not an integer", rootWithA { _ in [0x4F, 0x23, 0, 0, 0, 0, 0, 0, 0, 0] }, "at a: object 2 (at byte 13) has a length that is not an integer object")
        add("an ASCII string with a high byte", rootWithA { _ in [0x52, 0x41, 0xE9] }, "at a: object 2 (at byte 13) is an ASCII string holding the byte 0xE9, which ASCII has not")
        add("an unpaired surrogate", rootWithA { _ in [0x62, 0x00, 0x41, 0xD8, 0x3D] },
            "at a: object 2 (at byte 13) is a UTF-16 string with an unpaired surrogate at unit 1, which is no character")
        add("an array longer than the file", rootWithA { _ in [0xAF, 0x12, 0x10, 0, 0, 0] }, "at a: object 2 (at byte 13) says it holds 268435456 items, more than the file could")
        return cases
    }()

    @Test("each damaged binary file gets its error with its key path", arguments: binaryCases.map(\.0))
    func binary(name: String) throws {
        let (_, bytes, message) = try #require(Self.binaryCases.first { $0.0 == name })
        let problem = PropertyListReader.read(bytes, file: "Root.plist").problem
        #expect(problem?.message == message)
        #expect(problem?.location == SourceLocation(file: "Root.plist", range: .fileStart))
    }

    @Test("a trailer that lies about the file is refused before any object is read")
    func trailers() throws {
        var builder = BinaryPlistBuilder()
        builder.add([0x09])
        let good = builder.bytes()
        #expect(try PropertyListReader.read(good, file: "p").get().value == .bool(true))
        func with(_ change: (inout [UInt8]) -> Void) -> String {
            var bytes = good
            change(&bytes)
            return PropertyListReader.read(bytes, file: "p").problem?.message ?? "no error"
        }
        let trailer = good.count - 32
        #expect(with { $0[trailer + 6] = 0 } == "the binary property list's trailer says its offsets are 0 bytes wide; they are 1 to 8, so the file is damaged or was cut short")
        #expect(with { $0[trailer + 6] = 9 } == "the binary property list's trailer says its offsets are 9 bytes wide; they are 1 to 8, so the file is damaged or was cut short")
        #expect(with { $0[trailer + 7] = 0 } == "the binary property list's trailer says its object references are 0 bytes wide; they are 1 to 8, so the file is damaged or was cut short")
        #expect(with { $0[trailer + 7] = 16 } == "the binary property list's trailer says its object references are 16 bytes wide; they are 1 to 8, so the file is damaged or was cut short")
        #expect(PropertyListReader.read(builder.bytes(objectCount: 0), file: "p").problem?.message
            == "the binary property list's trailer says it holds 0 objects, which a file of 42 bytes cannot")
        #expect(PropertyListReader.read(builder.bytes(objectCount: 1 << 63), file: "p").problem?.message
            == "the binary property list's trailer says it holds 9223372036854775808 objects, which a file of 42 bytes cannot")
        #expect(PropertyListReader.read(builder.bytes(objectCount: 2), file: "p").problem?.message
            == "the binary property list's table of 2 offsets, 1 byte each at byte 9, does not fit between its objects (from byte 8) and its trailer (at byte 10)")
        #expect(PropertyListReader.read(builder.bytes(top: 1), file: "p").problem?.message
            == "the binary property list's trailer names object 1 as the top one, but it holds 1 object")
        #expect(PropertyListReader.read(builder.bytes(tableOffset: .max), file: "p").problem?.message
            == "the binary property list's table of 1 offset, 1 byte each at byte 18446744073709551615, does not fit between its objects (from byte 8) and its trailer (at byte 10)")
        #expect(PropertyListReader.read(builder.bytes(tableOffset: 3), file: "p").problem?.message
            == "the binary property list's table of 1 offset, 1 byte each at byte 3, does not fit between its objects (from byte 8) and its trailer (at byte 10)")
        #expect(PropertyListReader.read(Array("bplist00".utf8) + [UInt8](repeating: 0, count: 20), file: "p").problem?.message
            == "the binary property list is 28 bytes, too short to be one: its header and 32-byte trailer alone are 40, so it may have been cut short")
    }

    @Test("objects shared until they multiply: four arrays each holding the one below 100 times stop at the value limit, at once")
    func sharedBlowUp() {
        var builder = BinaryPlistBuilder()
        builder.offsetSize = 2
        builder.add([0x09])
        for level in 1...4 { builder.add(builder.array([Int](repeating: level - 1, count: 100))) }
        builder.top = 4
        let started = Date()
        let problem = PropertyListReader.read(builder.bytes(), file: "Root.plist").problem
        #expect(problem?.message == """
            at [0][19][79][98]: the property list has more than 200000 values (each place that refers to an object counts, so \
            a small file whose objects refer to each other many times can hold very many)
            """)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("objects shared until they multiply, deep: 40 arrays each holding the one below twice stop at the key-path limit, at once")
    func sharedBlowUpDeep() {
        var builder = BinaryPlistBuilder()
        builder.add([0x09])
        for level in 1...40 { builder.add(builder.array([level - 1, level - 1])) }
        builder.top = 40
        let started = Date()
        let problem = PropertyListReader.read(builder.bytes(), file: "Root.plist").problem
        #expect(problem?.message.hasPrefix("at [0][0][0]") == true)
        #expect(problem?.message.hasSuffix("the values' key paths are longer than 2000000 steps in all") == true)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("one long string referred to from 100,000 places is decoded once and shared")
    func sharedString() throws {
        var builder = BinaryPlistBuilder()
        builder.referenceSize = 1
        builder.offsetSize = 4
        builder.add(builder.array([Int](repeating: 1, count: 100_000)))
        builder.add([0x5F, 0x12] + PythonPlist.bigEndian(1 << 20).suffix(4) + [UInt8](repeating: 0x61, count: 1 << 20))
        let started = Date()
        let node = try PropertyListReader.read(builder.bytes(), file: "Root.plist").get()
        let items = try node.expectArray().get()
        #expect(items.count == 100_000)
        #expect(items.last?.string?.utf8.count == 1 << 20)
        #expect(items.last?.location.keyPath == "[99999]")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test("the key paths' total length is bounded: a wide array far down stops at the limit")
    func pathSteps() {
        var limits = PropertyListLimits()
        limits.maxPathSteps = 1000
        let wide = PropertyListReaderTests.document(String(repeating: "<array>", count: 100) + String(repeating: "<true/>", count: 20) + String(repeating: "</array>", count: 100))
        #expect(PropertyListReader.read(wide, file: "p", limits: limits).problem?.message.hasSuffix("the values' key paths are longer than 1000 steps in all") == true)
    }

    @Test("a root of the wrong type gets its error from the accessor, located at the root")
    func wrongRoot() throws {
        let root = try PropertyListReader.read(PropertyListWriter.xml(.string("just text")), file: "Root.plist").get()
        #expect(Self.describe(root.expectDictionary().problem) == "4:1: at (root): expected a dictionary, found a string")
        var builder = BinaryPlistBuilder()
        builder.add(BinaryPlistBuilder.integer(3))
        let binaryRoot = try PropertyListReader.read(builder.bytes(), file: "Root.plist").get()
        #expect(Self.describe(binaryRoot.expectDictionary().problem) == "1:1: at (root): expected a dictionary, found an integer")
    }

    @Test("the storyboard reader still refuses any DOCTYPE, and the property list reader any internal subset")
    func doctypePolicies() throws {
        let plistDoctype = Array((PropertyListReaderTests.header + "<true/>\n</plist>\n").utf8)
        let asStoryboard = XMLDocumentReader(file: "x.storyboard", kind: .storyboard).read(plistDoctype)
        #expect(Self.describe(asStoryboard.problem) == "2:1: a storyboard has no DOCTYPE; this file declares one, and its entities are not read (no DTD is loaded, no entity expanded)")
        let asPlist = XMLDocumentReader(file: "Root.plist", kind: .propertyList).read(plistDoctype)
        #expect(try asPlist.get().name == "plist")
    }
}
