import Testing
@testable import TableSpecKit
@testable import TableSpecSwiftCore
@testable import SwiftCodeModel

/// The payload is written as bytes where it used to be built as strings. These pin the byte
/// writer to the string-building code it replaced, on the inputs where the two could part: the
/// escapes, marks after an escape, scalars that share a slot of the writer's category cache,
/// `#` runs after quotes for the raw delimiter, and numbers at their limits.
@Suite("Payload writer")
struct PayloadWriterTests {
    /// Pieces that each take a different path; U+0301, U+2001 and U+E001 share a cache slot.
    static let pieces: [String] = [
        "a", "Z", " ", "~", "\\", "\t", "\n", "\r", "\0", "\u{1F}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2001}", "\u{2028}",
        "\u{202E}", "\u{200D}", "\u{FEFF}", "\u{301}", "\u{E001}", "\u{20DD}", "\u{903}", "é", "中", "👍🏽", "\u{10FFFF}",
        "\u{E0001}", "#", "\"", "\"#", "\\##",
    ]

    /// A fixed sequence, so a failure is the same on every run.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The string-building escaper the writer replaced.
    static func referenceText(_ value: String) -> String {
        var escaped = ""
        var needsEscapes = false
        var previousWasBase = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"; needsEscapes = true; previousWasBase = false
            case "\t": escaped += "\\t"; needsEscapes = true; previousWasBase = false
            case "\n": escaped += "\\n"; needsEscapes = true; previousWasBase = false
            case "\r": escaped += "\\r"; needsEscapes = true; previousWasBase = false
            default:
                if SwiftStringLiteral.mustEscape(scalar) || (SwiftStringLiteral.isCombiningMark(scalar) && !previousWasBase) {
                    escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    needsEscapes = true
                    previousWasBase = false
                } else {
                    escaped.unicodeScalars.append(scalar)
                    previousWasBase = true
                }
            }
        }
        return needsEscapes ? "\\" + escaped : escaped
    }

    /// The byte-by-byte delimiter scan the `memchr` one replaced.
    static func referenceDelimiter(_ utf8: [UInt8]) -> Int {
        var longest = 0
        var run = -1
        for byte in utf8 {
            if byte == UInt8(ascii: "#"), run >= 0 {
                run += 1
                longest = max(longest, run)
            } else {
                run = (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")) ? 0 : -1
            }
        }
        return longest + 1
    }

    @Test("texts are written exactly as the string escaper wrote them, with one writer and its cache throughout")
    func texts() {
        var sequence = Sequence(state: 1)
        var writer = PayloadWriter()
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<sequence.next(9) { text += Self.pieces[sequence.next(Self.pieces.count)] }
            let start = writer.utf8.count
            writer.text(text)
            #expect(String(decoding: writer.utf8[start...], as: UTF8.self) == Self.referenceText(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("the raw delimiter is one more than the longest # run after a quote or backslash")
    func delimiter() {
        var sequence = Sequence(state: 2)
        let bytes: [UInt8] = Array("#\"\\a\n".utf8)
        for _ in 0..<5_000 {
            let utf8 = (0..<sequence.next(24)).map { _ in bytes[sequence.next(bytes.count)] }
            #expect(RawStringLiteral(utf8: utf8).delimiterLength == Self.referenceDelimiter(utf8), "\(utf8)")
        }
    }

    @Test("integers and numbers read as String(_:) and the old number format wrote them")
    func numbers() {
        for value in [0, 1, -1, 9, 10, -10, 99, 100, 12_345, Int.max, Int.min, 1_000_000_000_000_000_000, -999_999_999_999_999_999] {
            var writer = PayloadWriter()
            writer.integer(value)
            #expect(String(decoding: writer.utf8, as: UTF8.self) == String(value))
        }
        for value in [0.0, -0.0, 44, -3, 0.5, 1e15, 1e15 - 1, -1e15, 1e300, .infinity, -.infinity, .nan, 1.0 / 3] {
            var writer = PayloadWriter()
            writer.number(value)
            let expected = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
            #expect(String(decoding: writer.utf8, as: UTF8.self) == expected)
        }
    }

    @Test("raw lines render as line(_:) renders each line, blank lines unindented")
    func rawLines() {
        let lines = ["S\th1", "", "R\tta#\"b", "", ""]
        for level in 0..<3 {
            var expected = CodeWriter(), actual = CodeWriter()
            func nest(_ depth: Int, _ writer: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
                if depth == 0 { body(&writer) } else { writer.indented { nest(depth - 1, &$0, body) } }
            }
            nest(level, &expected) { for line in lines { $0.line(line) } }
            nest(level, &actual) { $0.lines(RawStringLiteral(lines)) }
            #expect(actual.text == expected.text)
            #expect(RawStringLiteral(lines).lines == lines)
        }
    }
}
