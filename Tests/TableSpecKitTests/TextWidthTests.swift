import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecLayoutRules

/// Terminal column widths: exact widths of the kinds of text tables hold, the promises of
/// `truncate`, `pad` and `wrap` over a few thousand generated strings, and every width checked
/// against Python's `wcwidth.wcswidth`, the reference `TextWidth` follows.
@Suite("TextWidth")
struct TextWidthTests {
    @Test("exact widths", arguments: [(String, Int)]([
        ("", 0),
        ("Hello, world", 12),
        ("中文", 4),
        ("한국어", 6),
        ("Ｆｕｌｌｗｉｄｔｈ", 18),
        ("ｶﾀｶﾅ", 4),                              // halfwidth katakana
        ("e\u{301}", 1),                          // combining acute
        ("\u{1100}\u{1161}\u{11A8}", 2),          // 각 as conjoining jamo
        ("👍🏽", 2),                               // skin tone after its emoji
        ("🏽", 2),                                 // a skin tone alone is an emoji
        ("👨\u{200D}👩\u{200D}👧", 2),             // ZWJ family
        ("👩\u{200D}❤\u{FE0F}\u{200D}👨", 2),
        ("🏳\u{FE0F}\u{200D}🌈", 2),
        ("🇳🇴", 2),
        ("🇳🇴🇯", 4),                              // a lone regional indicator is 2
        ("❤\u{FE0F}", 2),                         // VS16 widens a narrow emoji
        ("❤", 1),
        ("☺", 1),
        ("☺\u{FE0F}", 2),
        ("⌚", 2),
        ("⌚\u{FE0E}", 2),                         // VS15 does not narrow a wide one
        ("1\u{FE0F}\u{20E3}", 2),                 // keycap
        ("\u{200B}\u{200C}\u{2060}\u{FEFF}", 0),  // zero-width format characters
        ("\u{AD}", 1),                            // soft hyphen
        ("Привет, мир", 11),
        ("مرحبا", 5),
        ("مَرْحَبًا", 5),                              // Arabic with harakat
        ("שָׁלוֹם", 4),
        ("नमस्ते", 4),                              // Devanagari conjunct and Mc
        ("a\u{903}", 2),                          // a spacing mark after a base adds 1
        ("\u{903}", 0),                           // ...but not alone
        ("Brasília", 8),
        ("Hi 中文 👍🏽!", 11),
        ("命运负责洗牌，玩牌的是我们自己！", 32),
    ]))
    func exactWidths(text: String, expected: Int) {
        #expect(TextWidth.columns(text) == expected, "\(scalarDump(text))")
    }

    @Test("one grapheme cluster", arguments: [(Character, Int)]([
        ("a", 1), ("中", 2), ("e\u{301}", 1), ("👨\u{200D}👩\u{200D}👧", 2),
        ("🇳🇴", 2), ("👍🏽", 2), ("❤\u{FE0F}", 2), ("\u{200D}", 0), ("\r\n", 0),
    ]))
    func characterWidths(character: Character, expected: Int) {
        #expect(TextWidth.columns(character) == expected)
    }

    @Test("control characters take no columns and break nothing")
    func controls() {
        #expect(TextWidth.columns("\u{0}") == 0)
        #expect(TextWidth.columns("a\u{7}b\u{1B}[0m") == 5)  // BEL and ESC are 0, "[0m" is 3
        #expect(TextWidth.columns("\u{7F}\u{85}\u{9F}") == 0)
        #expect(TextWidth.columns(Character("\n")) == 0)
        for text in ["\u{0}\u{1}\u{2}", "\t中\u{8}", "\u{1B}👍🏽\u{9B}"] {
            for width in -1...4 {
                #expect(TextWidth.columns(TextWidth.truncate(text, to: width)) <= max(width, 0))
                #expect(TextWidth.columns(TextWidth.pad(text, to: width)) == max(width, 0))
                #expect(!TextWidth.wrap(text, width: width).isEmpty)
            }
        }
    }

    // MARK: truncate

    @Test("truncate: exact results", arguments: [(String, Int, String)]([
        ("abc", 3, "abc"),
        ("abcdef", 4, "abc…"),
        ("abcdef", 1, "…"),
        ("abcdef", 0, ""),
        ("abcdef", -3, ""),
        ("中文", 4, "中文"),
        ("中文字", 5, "中文…"),
        ("中文字", 4, "中…"),          // the wide 文 does not fit in 1 column: 3 columns
        ("中文字", 2, "…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧", 3, "👨\u{200D}👩\u{200D}👧…"),
        ("🇳🇴🇯🇵", 3, "🇳🇴…"),
        ("👍🏽👍🏽", 2, "…"),
    ]))
    func truncateExact(text: String, width: Int, expected: String) {
        let result = TextWidth.truncate(text, to: width)
        #expect(result == expected)
        #expect(result.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("truncate keeps whole characters and never exceeds the width")
    func truncateProperties() {
        for text in Self.generated.prefix(800) {
            if let lineEnd = text.firstIndex(where: \.isNewline) {
                // A one-line label shows the first line, marked as cut.
                let firstLine = Array(text[..<lineEnd])
                for width in 1...14 {
                    let result = TextWidth.truncate(text, to: width)
                    #expect(TextWidth.columns(result) <= width && result.hasSuffix(TextWidth.ellipsis) && !result.contains(where: \.isNewline),
                            "\(scalarDump(text)) to \(width) gave \(scalarDump(result))")
                    let kept = Array(result.dropLast())
                    #expect(kept.count <= firstLine.count && Array(firstLine.prefix(kept.count)) == kept)
                }
                continue
            }
            let characters = Array(text)
            let total = TextWidth.columns(text)
            let widest = characters.map { TextWidth.columns($0) }.max() ?? 0
            for width in 0...14 {
                let result = TextWidth.truncate(text, to: width)
                let columns = TextWidth.columns(result)
                #expect(columns <= width, "\(scalarDump(text)) to \(width)")
                if width > 0 && total <= width {
                    #expect(result == text)
                    continue
                }
                guard width > 0 else {
                    #expect(result.isEmpty)
                    continue
                }
                #expect(result.hasSuffix(TextWidth.ellipsis))
                let kept = Array(result.dropLast())
                // A prefix of whole characters: no cluster or wide character split.
                #expect(kept.count < characters.count && Array(characters.prefix(kept.count)) == kept,
                        "\(scalarDump(text)) to \(width) gave \(scalarDump(result))")
                // Cut no shorter than needed: at most the one column a wide character leaves.
                // (After a dangling ZWJ, wcswidth counts the "…" as joined to it: 0 columns.)
                if widest <= 2 && kept.last?.unicodeScalars.last != "\u{200D}" {
                    #expect(columns >= width - 1, "\(scalarDump(text)) to \(width) gave \(scalarDump(result))")
                }
            }
        }
    }

    // MARK: pad

    @Test("pad: exact results", arguments: [(String, Int, Bool, String)]([
        ("ab", 4, false, "ab  "),
        ("ab", 4, true, "  ab"),
        ("中文字", 4, false, "中… "),
        ("中文字", 4, true, " 中…"),
        ("中", 3, true, " 中"),
        ("abc", 0, false, ""),
        ("abcdef", 3, false, "ab…"),
    ]))
    func padExact(text: String, width: Int, alignRight: Bool, expected: String) {
        #expect(TextWidth.pad(text, to: width, alignRight: alignRight) == expected)
    }

    @Test("pad always gives exactly the width")
    func padProperties() {
        for text in Self.generated.prefix(800) {
            for width in 0...14 {
                for alignRight in [false, true] {
                    let result = TextWidth.pad(text, to: width, alignRight: alignRight)
                    #expect(TextWidth.columns(result) == width,
                            "\(scalarDump(text)) to \(width) gave \(scalarDump(result))")
                    // The text itself is there, compared by scalars: a space and a leading
                    // combining mark make one Character.
                    let fitted = Array(TextWidth.truncate(text, to: width).unicodeScalars)
                    let scalars = Array(result.unicodeScalars)
                    let onLeft = scalars.starts(with: fitted)
                    #expect(alignRight ? scalars.suffix(fitted.count).elementsEqual(fitted) || onLeft : onLeft)
                }
            }
        }
    }

    // MARK: wrap

    @Test("wrap: exact results", arguments: [(String, Int, [String])]([
        ("", 5, [""]),
        ("hello world", 5, ["hello", "world"]),
        ("hello world", 11, ["hello world"]),
        ("hello  big world", 9, ["hello", "big world"]),
        ("a\nb", 5, ["a", "b"]),
        ("a\r\nb", 5, ["a", "b"]),
        ("a\u{2028}b", 5, ["a", "b"]),
        ("a\n\nb\n", 5, ["a", "", "b", ""]),
        ("abcdefgh", 3, ["abc", "def", "gh"]),
        ("ab", 0, ["a", "b"]),
        ("中文", 1, ["中", "文"]),
        ("中文字", 4, ["中文", "字"]),
        ("Hello 世界你好", 9, ["Hello 世", "界你好"]),
        ("好，世界。", 4, ["好，", "世", "界。"]),   // no line starts with "，" or "。"
        ("「世界」", 4, ["「世", "界」"]),       // nor ends with "「"
        ("  indented text", 12, ["  indented", "text"]),
        ("  indented", 5, ["inden", "ted"]),
        ("a  ", 5, ["a  "]),
        ("👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧", 3, ["👨\u{200D}👩\u{200D}👧", "👨\u{200D}👩\u{200D}👧"]),
        ("e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),
        ("a\u{A0}b c", 3, ["a\u{A0}b", "c"]),   // no break at a no-break space
    ]))
    func wrapExact(text: String, width: Int, expected: [String]) {
        #expect(TextWidth.wrap(text, width: width) == expected)
    }

    @Test("wrap: lines fit, and every character but the break spaces is kept in order")
    func wrapProperties() {
        for text in Self.generated.prefix(800) + Self.paragraphs {
            for width in [1, 2, 3, 5, 8, 13, 40] {
                let lines = TextWidth.wrap(text, width: width)
                #expect(!lines.isEmpty)
                for line in lines where TextWidth.columns(line) > width {
                    #expect(line.count == 1, "\(scalarDump(text)) at \(width): line \(scalarDump(line))")
                }
                #expect(lines.flatMap { keptScalars($0) } == keptScalars(text),
                        "\(scalarDump(text)) at \(width) gave \(lines.map(scalarDump))")
            }
        }
    }

    /// The scalars `wrap` must keep: all but spaces and newlines.
    private func keptScalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter {
            !(WrapPiece.isBreakSpace(Character($0)) || Character($0).isNewline)
        }.map(\.value)
    }

    // MARK: against wcwidth

    @Test("every Sample string measures as wcwidth.wcswidth measures it", PythonModules.required(["wcwidth"], install: "wcwidth==0.7.0"))
    func samplesMatchWcwidth() throws {
        let strings = try Self.sampleStrings()
        #expect(strings.count > 100, "found only \(strings.count) strings in Samples/")
        try expectMatchesWcwidth(strings)
    }

    @Test("generated strings measure as wcwidth.wcswidth measures them", PythonModules.required(["wcwidth"], install: "wcwidth==0.7.0"))
    func generatedMatchWcwidth() throws {
        #expect(Self.generated.count == 2_000)
        // wcswidth refuses newlines (-1); the renderer measures the lines between them.
        let lines = Self.paragraphs.flatMap { $0.split(whereSeparator: \.isNewline) }.map(String.init)
        try expectMatchesWcwidth(Self.generated + lines)
    }

    private func expectMatchesWcwidth(_ strings: [String]) throws {
        guard let reference = try WcwidthReference.columns(of: strings) else { return }
        var mismatches: [String] = []
        for (text, expected) in zip(strings, reference) {
            let columns = TextWidth.columns(text)
            var actual = "\(columns)"
            if text.count == 1, let character = text.first, TextWidth.columns(character) != columns {
                actual += " (as a Character: \(TextWidth.columns(character)))"
            }
            if actual != "\(expected)" {
                mismatches.append("\(scalarDump(text)): wcwidth \(expected), TextWidth \(actual)")
            }
        }
        let note = reference.version == TextWidthTables.wcwidthVersion ? "" :
            " (wcwidth \(reference.version) is installed; the tables come from \(TextWidthTables.wcwidthVersion): "
            + "run Tests/TableSpecKitTests/Support/generate_width_tables.py, or install wcwidth==\(TextWidthTables.wcwidthVersion))"
        if !mismatches.isEmpty {
            let report = mismatches.prefix(8).joined(separator: "\n")
            Issue.record("\(mismatches.count) of \(strings.count) strings differ from wcwidth\(note):\n\(report)")
        }
    }

    /// Every scalar value of every `Samples/*.table.yaml` and `Samples/*.sample.yaml`, keys too,
    /// one line at a time (the renderer breaks at newlines; `wcswidth` refuses them).
    static func sampleStrings() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.samples.path)
            .filter { $0.hasSuffix(".table.yaml") || $0.hasSuffix(".sample.yaml") }.sorted()
        var found: [String] = []
        var seen = Set<String>()
        for name in names {
            let url = TestPaths.samples.appendingPathComponent(name)
            let parsed = YAMLParser.parse(Array(try Data(contentsOf: url)), file: name)
            #expect(!parsed.diagnostics.hasErrors, "\(name) does not parse")
            var scalars: [String] = []
            for document in parsed.documents {
                if let root = document.root { collectScalars(root, into: &scalars) }
            }
            for line in scalars.flatMap({ $0.split(whereSeparator: \.isNewline) }).map(String.init)
            where seen.insert(line).inserted {
                found.append(line)
            }
        }
        return found
    }

    private static func collectScalars(_ node: YAMLNode, into scalars: inout [String]) {
        switch node.content {
        case .scalar(let value, _):
            scalars.append(value)
        case .sequence(let items):
            for item in items { collectScalars(item, into: &scalars) }
        case .mapping(let pairs):
            for pair in pairs {
                collectScalars(pair.key, into: &scalars)
                collectScalars(pair.value, into: &scalars)
            }
        }
    }

    // MARK: generated strings

    /// 2,000 deterministic strings mixing the hard cases: CJK, Hangul (syllables and jamo),
    /// fullwidth and halfwidth forms, combining and spacing marks, skin tones, ZWJ sequences,
    /// flags and lone regional indicators, VS15/VS16, keycaps, tag sequences, zero-width format
    /// characters, Indic conjuncts, RTL scripts, ASCII, and random scalars from those blocks.
    static let generated: [String] = {
        var random = SplitMix64(seed: 0x7AB1E5_9EC)
        return (0..<2_000).map { _ in
            var text = ""
            for _ in 0..<random.next(upTo: 9) + 1 {
                if random.next(upTo: 3) == 0 {
                    let block = blocks[random.next(upTo: blocks.count)]
                    let value = block.lowerBound + UInt32(random.next(upTo: Int(block.upperBound - block.lowerBound) + 1))
                    if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
                } else {
                    text += atoms[random.next(upTo: atoms.count)]
                }
            }
            return text
        }
    }()

    /// Longer text with spaces and newlines, for `wrap`.
    static let paragraphs: [String] = {
        var random = SplitMix64(seed: 42)
        let words = ["the", "table", "view", "中文", "命运负责洗牌，玩牌的是我们自己！", "한국어 문장",
                     "Ｆｕｌｌ", "👨\u{200D}👩\u{200D}👧", "👍🏽", "🇳🇴", "e\u{301}tude", "नमस्ते",
                     "\u{3000}", "「引用」", "supercalifragilistic", "a\u{A0}b", "مرحبا"]
        let separators = [" ", " ", " ", "  ", "\n", "\r\n", "\u{2028}", ""]
        return (0..<200).map { _ in
            var text = random.next(upTo: 5) == 0 ? "  " : ""
            for index in 0..<random.next(upTo: 12) + 1 {
                if index > 0 { text += separators[random.next(upTo: separators.count)] }
                text += words[random.next(upTo: words.count)]
            }
            return text
        }
    }()

    private static let atoms: [String] = [
        "a", "Z", "7", " ", "hello", "-", "!", "~", "中", "文", "漢字", "日本語", "ひらがな", "カタカナ",
        "𠀀", "한", "국어", "\u{1100}\u{1161}\u{11A8}", "\u{1161}", "Ａ", "１", "！", "ｶ", "ﾟ",
        "e\u{301}", "\u{301}", "\u{308}", "o\u{20DD}", "\u{903}", "क\u{903}", "नमस्ते", "क्ष", "\u{94D}",
        "\u{94D}\u{200D}", "สวัสดี", "Привет", "Ωμέγα", "مَرْحَبًا", "שָׁלוֹם", "±", "§", "°",
        "👍", "👍🏻", "👍🏽", "👍🏿", "🏽", "😀", "🙂", "❤", "❤\u{FE0F}", "❤\u{FE0E}", "☺", "☺\u{FE0F}",
        "✈", "✈\u{FE0F}", "⌚", "⌚\u{FE0E}", "\u{FE0F}", "\u{FE0E}", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}",
        "👨\u{200D}👩\u{200D}👧", "👩\u{200D}❤\u{FE0F}\u{200D}👨", "🏳\u{FE0F}\u{200D}🌈",
        "👁\u{200D}🗨", "🧑🏽\u{200D}💻", "\u{200D}", "a\u{200D}b",
        "🇳🇴", "🇯🇵", "🇺🇸", "🇳", "🇦🇦🇦", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{3000}", "\u{A0}", "…",
    ]

    /// Blocks to draw random scalars from (no C0/C1 controls: `wcswidth` refuses them).
    private static let blocks: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x36F, 0x400...0x4FF, 0x590...0x6FF, 0x900...0x97F, 0xE00...0xE7F,
        0x1100...0x11FF, 0x2000...0x206F, 0x2190...0x2BFF, 0x3000...0x30FF, 0x4E00...0x9FFF,
        0xAC00...0xD7FF, 0xFE00...0xFE0F, 0xFF00...0xFFEF, 0x1F1E6...0x1F1FF, 0x1F300...0x1FAFF,
        0x1F3FB...0x1F3FF, 0x20000...0x2A6DF, 0xE0000...0xE01EF,
    ]
}

/// Python's `wcwidth.wcswidth`, run through `Support/wcwidth_columns.py`.
private struct WcwidthReference: Sequence {
    var version: String
    var widths: [Int]

    func makeIterator() -> IndexingIterator<[Int]> { widths.makeIterator() }

    static let script = TestPaths.packageRoot
        .appendingPathComponent("Tests/TableSpecKitTests/Support/wcwidth_columns.py")

    /// The widths of `strings`, or nil (with the test failed, saying what to install) when
    /// python3 or its wcwidth package is missing.
    static func columns(of strings: [String]) throws -> WcwidthReference? {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let version = try runProcess(env, ["python3", script.path, "--version"], timeout: 60)
        guard version.status == 0 else {
            Issue.record("""
                The TextWidth reference needs python3 with the wcwidth package: \
                python3 -m pip install wcwidth (status \(version.status): \(version.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
                """)
            return nil
        }
        let encoder = JSONEncoder()
        var input = Data()
        for text in strings {
            input.append(try encoder.encode(text))
            input.append(0x0A)
        }
        let result = try runProcess(env, ["python3", script.path], stdin: input, timeout: 120)
        let widths = result.stdout.split(separator: "\n").compactMap { Int($0) }
        guard result.status == 0, widths.count == strings.count else {
            Issue.record("wcwidth_columns.py failed (status \(result.status), \(widths.count) of \(strings.count) answers): \(result.stderr)")
            return nil
        }
        return WcwidthReference(version: version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), widths: widths)
    }
}

/// `text` as its scalar values, which show what invisible and combining characters hide.
private func scalarDump(_ text: String) -> String {
    "\"\(text)\" [" + text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") + "]"
}
