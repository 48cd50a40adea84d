import Foundation
import Testing
import TableSpecKit

/// Random property lists from a fixed seed, in the kinds and shapes that break readers and
/// writers: awkward strings (markup characters, quotes, backslashes, line breaks, combining marks,
/// emoji beyond the Basic Multilingual Plane), integers at both ends of 64 bits, reals at their
/// edges (±0, ±infinity, NaN, subnormals), dates across four-digit years, empty and binary data,
/// empty containers, and nesting.
struct PropertyListGenerator {
    /// Which characters strings may hold beyond the printable ones.
    enum Characters {
        /// None: what Python's plistlib writes into XML unchanged (it writes a carriage return
        /// as a line feed and refuses other control characters).
        case printable
        /// Carriage returns too: what an XML file can hold.
        case xml
        /// Every control character, NUL included: what a binary file or a `.strings` file holds.
        case any
    }

    var random: SplitMix64
    var characters: Characters

    init(seed: UInt64, characters: Characters = .printable) {
        random = SplitMix64(seed: seed)
        self.characters = characters
    }

    static let pieces: [String] = [
        "a", "Z", "0", " ", "&", "<", ">", "]]>", "\"", "'", "\\", "\n", "\t", "é", "e\u{301}", "ß", "日本", "😀", "👩‍👩‍👧",
        "\u{10FFFD}", "\u{2028}", "&amp;", "<key>", "/*", "*/", "=", ";", "Wi-Fi", "\u{FEFF}", "\u{7F}", "%@",
    ]
    static let returnPieces: [String] = ["\r", "\r\n", "a\r"]
    static let controlPieces: [String] = ["\u{01}", "\u{1F}", "\u{0}", "\u{0B}", "\u{08}"]

    mutating func string(maxPieces: Int = 6) -> String {
        let count = random.next(upTo: maxPieces + 1)
        var text = ""
        for _ in 0..<count {
            if characters != .printable, random.next(upTo: 6) == 0 {
                let extra = characters == .any ? Self.returnPieces + Self.controlPieces : Self.returnPieces
                text += extra[random.next(upTo: extra.count)]
            } else {
                text += Self.pieces[random.next(upTo: Self.pieces.count)]
            }
        }
        return text
    }

    mutating func integer() -> Int64 {
        switch random.next(upTo: 6) {
        case 0: return [Int64.min, Int64.max, 0, -1, 255, 256, 65_535, 65_536, 4_294_967_295, 4_294_967_296][random.next(upTo: 10)]
        case 1: return Int64(random.next(upTo: 1000)) - 500
        default:
            let high = UInt64(random.next(upTo: Int(UInt32.max))) << 32
            return Int64(bitPattern: high | UInt64(random.next(upTo: Int(UInt32.max))))
        }
    }

    mutating func real() -> Double {
        switch random.next(upTo: 5) {
        case 0:
            // No +0.0: plistlib's binary writer shares one object among equal numbers, and
            // Python's 0.0 == -0.0, so a file with both would hold only one.
            return [-0.0, .infinity, -.infinity, .nan, 1.0, 0.1, -2.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e16, 1e-7][random.next(upTo: 11)]
        case 1: return Double(random.next(upTo: 2000) - 1000) / 8 + 1 / 16
        default:
            // Any finite bit pattern.
            while true {
                let bits = UInt64(random.next(upTo: Int(UInt32.max))) << 32 | UInt64(random.next(upTo: Int(UInt32.max)))
                let number = Double(bitPattern: bits)
                if number.isFinite { return number }
            }
        }
    }

    mutating func date() -> Double {
        switch random.next(upTo: 4) {
        case 0: return [0, -1, 86_399, Double(PlistDateBounds.earliest), Double(PlistDateBounds.latest), 951_782_400][random.next(upTo: 6)]
        default: return Double(random.next(upTo: 6_000_000_000)) - 3_000_000_000
        }
    }

    mutating func data() -> [UInt8] {
        let count = [0, 1, 2, 3, 57, 58, 100][random.next(upTo: 7)]
        return (0..<count).map { _ in UInt8(random.next(upTo: 256)) }
    }

    mutating func value(depth: Int = 0) -> PropertyListValue {
        let kinds = depth >= 4 ? 6 : 8
        switch random.next(upTo: kinds) {
        case 0: return .string(string())
        case 1: return .integer(integer())
        case 2: return .real(real())
        case 3: return .bool(random.next(upTo: 2) == 0)
        case 4: return .date(date())
        case 5: return .data(data())
        case 6:
            let count = random.next(upTo: 5)
            return .array((0..<count).map { _ in PropertyListNode(value(depth: depth + 1), at: PropertyListLocation(file: "")) })
        default:
            return .dictionary(entries(depth: depth))
        }
    }

    mutating func entries(depth: Int) -> [PropertyListEntry] {
        let count = random.next(upTo: 5)
        var keys: [String] = []
        while keys.count < count {
            let key = string(maxPieces: 3)
            if !keys.contains(key) { keys.append(key) }
        }
        return keys.map { PropertyListEntry(key: $0, node: PropertyListNode(value(depth: depth + 1), at: PropertyListLocation(file: ""))) }
    }

    /// A dictionary at the root, as every Settings.bundle file has.
    mutating func root() -> PropertyListValue {
        .dictionary(entries(depth: 0))
    }
}

/// The earliest and latest dates four-digit years can spell, in seconds from 2001 (0001-01-01
/// and 9999-12-31T23:59:59Z), counted by hand: 730,485 days back, 2,921,574 days on less a second.
enum PlistDateBounds {
    static let earliest: Int64 = -63_113_904_000
    static let latest: Int64 = 252_423_993_599
}

/// A value built from nested literals, for tests that spell one out.
func plist(_ value: PropertyListValue) -> PropertyListNode { PropertyListNode(value, at: PropertyListLocation(file: "")) }

func plistDictionary(_ pairs: KeyValuePairs<String, PropertyListValue>) -> PropertyListValue {
    .dictionary(pairs.map { PropertyListEntry(key: $0.key, node: plist($0.value)) })
}

/// Python's plistlib as an independent reader and writer of both forms: the value a test
/// generated goes to Python as source text, and what comes back is compared by a canonical dump
/// both sides print the same way.
enum PythonPlist {
    static let python3 = PictureTools.find(["python3"])
    static var availableOrCI: Bool { python3 != nil || TestEnvironment.isCI }

    /// The value as a Python expression plistlib writes back as the same property list.
    static func literal(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): return "bytes.fromhex('\(hex(Array(text.utf8)))').decode('utf-8')"
        case .integer(let number): return "\(number)"
        case .real(let number): return "struct.unpack('>d', bytes.fromhex('\(hex(bigEndian(number.bitPattern)))'))[0]"
        case .bool(let flag): return flag ? "True" : "False"
        case .date(let seconds): return "(EPOCH + datetime.timedelta(seconds=\(Int64(seconds))))"
        case .data(let bytes): return "bytes.fromhex('\(hex(bytes))')"
        case .array(let items): return "[" + items.map { literal($0.value) + "," }.joined() + "]"
        case .dictionary(let entries):
            return "{" + entries.map { literal(.string($0.key)) + ": " + literal($0.node.value) + "," }.joined() + "}"
        }
    }

    /// The dump Python prints for a value (`canon` in `script`): kinds by letter, strings and
    /// data in hex, reals by their bits, dates in whole seconds from 2001.
    static func canonical(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): return "s" + hex(Array(text.utf8))
        case .integer(let number): return "i\(number)"
        case .real(let number): return "r" + hex(bigEndian(number.bitPattern))
        case .bool(let flag): return flag ? "T" : "F"
        case .date(let seconds): return "d\(Int64(seconds.rounded(.down)))"
        case .data(let bytes): return "b" + hex(bytes)
        case .array(let items): return "[" + items.map { canonical($0.value) }.joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{" + entries.map { canonical(.string($0.key)) + ":" + canonical($0.node.value) }.joined(separator: ",") + "}"
        }
    }

    static let script = #"""
        import datetime, os, plistlib, struct, sys
        EPOCH = datetime.datetime(2001, 1, 1)

        def canon(v):
            if isinstance(v, bool): return 'T' if v else 'F'
            if isinstance(v, int): return 'i%d' % v
            if isinstance(v, float): return 'r' + struct.pack('>d', v).hex()
            if isinstance(v, str): return 's' + v.encode('utf-8').hex()
            if isinstance(v, bytes): return 'b' + v.hex()
            if isinstance(v, datetime.datetime):
                delta = v - EPOCH
                return 'd%d' % (delta.days * 86400 + delta.seconds)
            if isinstance(v, list): return '[' + ','.join(canon(x) for x in v) + ']'
            if isinstance(v, dict): return '{' + ','.join(canon(k) + ':' + canon(x) for k, x in v.items()) + '}'
            raise TypeError(type(v))

        mode, directory = sys.argv[1], sys.argv[2]
        if mode == 'write':
            namespace = {'EPOCH': EPOCH, 'datetime': datetime, 'struct': struct}
            exec(open(os.path.join(directory, 'cases.py')).read(), namespace)
            for index, value in enumerate(namespace['CASES']):
                for form, suffix in ((plistlib.FMT_XML, 'xml'), (plistlib.FMT_BINARY, 'bin')):
                    if suffix in namespace['FORMS'][index]:
                        with open(os.path.join(directory, '%d.%s' % (index, suffix)), 'wb') as f:
                            f.write(plistlib.dumps(value, fmt=form, sort_keys=False))
        else:
            for name in sys.argv[3:]:
                with open(os.path.join(directory, name), 'rb') as f:
                    print(canon(plistlib.load(f)))
        """#

    /// Runs the script, or records why it could not run (an error under CI) and returns nil.
    static func run(_ arguments: [String]) throws -> String? {
        guard let python3 else {
            Issue.record("python3 is not installed; the property list checks use its plistlib as a second reader and writer",
                         severity: TestEnvironment.isCI ? .error : .warning)
            return nil
        }
        let result = try runProcess(python3, ["-c", script] + arguments, timeout: 300)
        guard result.status == 0 else {
            Issue.record("python3 plistlib failed (status \(result.status)): \(result.stderr.suffix(2000))")
            return nil
        }
        return result.stdout
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    static func bigEndian(_ bits: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
    }
}

/// Binary property lists put together object by object, so a test can write what no writer
/// would: a cycle, a reference past the end, an offset outside the file, a trailer that lies.
struct BinaryPlistBuilder {
    var objects: [[UInt8]] = []
    var referenceSize = 1
    var offsetSize = 1
    var top = 0

    /// Adds an object and returns its number.
    @discardableResult
    mutating func add(_ object: [UInt8]) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// The marker byte of a type with a count, with the count in an int object when it needs one.
    static func marker(_ type: UInt8, _ count: Int) -> [UInt8] {
        if count < 15 { return [type << 4 | UInt8(count)] }
        return [type << 4 | 0x0F, 0x13] + PythonPlist.bigEndian(UInt64(count))
    }

    static func ascii(_ text: String) -> [UInt8] { marker(0x5, text.utf8.count) + Array(text.utf8) }

    static func integer(_ value: Int64) -> [UInt8] { [0x13] + PythonPlist.bigEndian(UInt64(bitPattern: value)) }

    func references(_ objects: [Int]) -> [UInt8] {
        objects.flatMap { object in (0..<referenceSize).map { UInt8(truncatingIfNeeded: object >> (8 * (referenceSize - 1 - $0))) } }
    }

    func array(_ items: [Int]) -> [UInt8] { Self.marker(0xA, items.count) + references(items) }

    func dictionary(keys: [Int], values: [Int]) -> [UInt8] { Self.marker(0xD, keys.count) + references(keys) + references(values) }

    /// The file; each `override` replaces what the trailer would truthfully say.
    func bytes(objectCount: UInt64? = nil, top overriddenTop: UInt64? = nil, tableOffset: UInt64? = nil,
               offsets overriddenOffsets: [Int]? = nil) -> [UInt8] {
        var file = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(file.count)
            file += object
        }
        let table = file.count
        for offset in overriddenOffsets ?? offsets {
            file += (0..<offsetSize).map { UInt8(truncatingIfNeeded: offset >> (8 * (offsetSize - 1 - $0))) }
        }
        file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        file += PythonPlist.bigEndian(objectCount ?? UInt64(objects.count))
        file += PythonPlist.bigEndian(overriddenTop ?? UInt64(top))
        file += PythonPlist.bigEndian(tableOffset ?? UInt64(table))
        return file
    }
}

extension Result {
    /// The failure's diagnostic, for a test that expects one.
    var problem: Failure? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}
