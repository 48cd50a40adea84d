import Foundation
import Testing
@_spi(Generated) @testable import TableSpecRuntime

/// The runtime's search filter (`TableSearchFilter`): which rows a query shows. Its answer is defined as
/// Foundation's, `text.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], locale: locale)` for
/// every word in some text, so the tests hold it to that reference on seeded random texts and queries, with one
/// filter kept across keystrokes and edits as a search keeps it, and check what it keeps between keystrokes.
@Suite("Search filter")
struct SearchFilterTests {
    /// The options of the reference.
    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    static let english = Locale(identifier: "en_US")
    static let turkish = Locale(identifier: "tr_TR")
    static let german = Locale(identifier: "de_DE")

    /// The reference: every word of the query occurs in one of the texts, as Foundation finds it.
    static func referenceMatches(_ texts: [String?], _ query: String, _ locale: Locale) -> Bool {
        query.split(whereSeparator: \.isWhitespace).allSatisfy { word in
            texts.contains { $0?.range(of: String(word), options: options, locale: locale) != nil }
        }
    }

    /// The reference for whole sections: the scoped sections, each with the rows that match, the empty ones
    /// dropped; everything when the query has no words.
    static func referenceFilter(
        _ sections: [TableSection<SearchTable>], _ query: String, _ locale: Locale,
        inScope: ((TableSection<SearchTable>) -> Bool)? = nil
    ) -> [TableSection<SearchTable>] {
        let scoped = inScope.map { sections.filter($0) } ?? sections
        guard !query.allSatisfy(\.isWhitespace) else {
            return scoped
        }
        return scoped.compactMap { section in
            var section = section
            section.rows = section.rows.filter { referenceMatches([$0.text, $0.detail], query, locale) }
            return section.rows.isEmpty ? nil : section
        }
    }

    static func filter(_ locale: Locale = english) -> TableSearchFilter<SearchTable> {
        TableSearchFilter(locale: locale) { [$0.text, $0.detail] }
    }

    static func row(_ text: String?, _ detail: String? = nil) -> TableRow<SearchTable> {
        TableRow(text: text, detail: detail, style: .subtitle)
    }

    // MARK: - What a query finds

    /// A text, a word, the locale, and whether Foundation finds the word in the text.
    struct Example: Sendable, CustomTestStringConvertible {
        var text: String, word: String, locale: Locale, found: Bool
        init(_ text: String, _ word: String, _ locale: Locale, _ found: Bool) {
            (self.text, self.word, self.locale, self.found) = (text, word, locale, found)
        }
        init(_ text: String, _ word: String, _ found: Bool) {
            self.init(text, word, SearchFilterTests.english, found)
        }
        var testDescription: String { "\"\(word)\" in \"\(text)\" (\(locale.identifier)): \(found)" }
    }

    @Test("a word finds a text whatever its case and accents, as Foundation folds them for the locale", arguments: [
        Example("Zürich", "zur", true), Example("ZÜRICH", "zür", true), Example("Zu\u{308}rich", "ZÜR", true),
        Example("Straße", "STRASSE", true), Example("STRASSE", "straße", true), Example("ß", "s", false),
        Example("ﬁsh", "fi", true), Example("ﬁsh", "is", false), Example("café", "cafe\u{301}", true),
        Example("İstanbul", "istanbul", true), Example("İstanbul", "istanbul", SearchFilterTests.turkish, false),
        Example("ISTANBUL", "ıstanbul", SearchFilterTests.turkish, true), Example("ISTANBUL", "ıstanbul", false),
        Example("ΟΔΟΣ", "οδος", true), Example("οδοσ", "ς", true), Example("東京タワー", "京タ", true),
        Example("🎉 Party", "party", true), Example("🎉 Party", "🎉", true), Example("Zürich", "zurick", false),
    ])
    func findsAsFoundationFolds(example: Example) {
        var filter = Self.filter(example.locale)
        let found = filter.matches(Self.row(example.text), TableSearchQuery(text: example.word))
        #expect(found == example.found)
        #expect(example.found == Self.referenceMatches([example.text], example.word, example.locale), "the expectation is Foundation's")
    }

    @Test("every word must occur, each in any of the row's texts; whitespace of any kind separates words")
    func everyWord() {
        var filter = Self.filter()
        let row = Self.row("San Marino", "Città di San Marino")
        let found = [
            filter.matches(row, TableSearchQuery(text: "san citta")),
            filter.matches(row, TableSearchQuery(text: " \tmarino\n  san ")),
            filter.matches(row, TableSearchQuery(text: "san roma")),
            filter.matches(Self.row(nil, nil), TableSearchQuery(text: "san")),
        ]
        #expect(found == [true, true, false, false])
        let withoutWords = filter.matches(Self.row(nil, nil), TableSearchQuery(text: " \t"))
        #expect(withoutWords, "a query without words filters nothing")
    }

    @Test("a query is empty when it has no words")
    func emptyQuery() {
        #expect(TableSearchQuery().isEmpty)
        #expect(TableSearchQuery(text: " \t\n\u{3000}").isEmpty)
        #expect(!TableSearchQuery(text: " a ").isEmpty)
        #expect(TableSearchQuery(text: " a  b\tc ").words == ["a", "b", "c"])
    }

    @Test("texts equal as Swift strings but not in their UTF-8 are folded apart: Foundation does not search them alike",
          arguments: [("e\u{301}", "\u{E9}", "\u{301}"), ("\u{1100}\u{1161}", "\u{AC00}", "\u{1100}")])
    func canonicallyEquivalentTexts(decomposed: String, precomposed: String, word: String) {
        #expect(decomposed == precomposed, "Swift's String equality holds")
        let query = TableSearchQuery(text: word)
        // Foundation finds a lone mark, or a lone Hangul jamo, only where the text has it as a scalar of its own.
        #expect(Self.referenceMatches([decomposed], word, Self.english) != Self.referenceMatches([precomposed], word, Self.english))
        var filter = Self.filter()
        for text in [decomposed, precomposed, decomposed] {
            let found = filter.matches(Self.row(text), query)
            #expect(found == Self.referenceMatches([text], word, Self.english))
        }
        // And when one takes the other's place between keystrokes.
        for text in [decomposed, precomposed, decomposed, precomposed] {
            let sections = [TableSection<SearchTable>(declaredIndex: 1, rows: [Self.row(text)])]
            let shown = filter.filter(sections, query)
            #expect(shown == Self.referenceFilter(sections, word, Self.english))
        }
    }

    @Test("texts and words whose folding cannot answer for Foundation are left to it, and get its answer",
          arguments: [
              ("Fü", "ﬂ"),                       // the word's letter folds to several; the text's ü folds
              ("ﬁ\u{301}x", "fi"),               // marks after a letter that folds to several
              ("ﬃ\u{301}", "fI"),
              ("ᾳ\u{345}", "Ι"),                 // a mark that folds (to ι)
              ("a🏽b", "ab"),                    // a mark outside the BMP
              ("𐐀", "𐐨"),                       // a cased letter outside the BMP
              ("가나", "가"),                    // a Hangul syllable: search decomposes it
              ("ａ\u{301}", "Ａ"),                // marks after a cased letter beyond U+0510
              ("x\u{301}y", "\u{301}y"),         // a word that starts with a mark
          ])
    func fallbacks(text: String, word: String) {
        var folding = TableSearchFolding(locale: Self.english)
        let (foldedText, foldedWord) = (folding.fold(text), folding.fold(word))
        #expect(foldedText.contains(foldedWord) == nil, "left to Foundation")
        var filter = Self.filter()
        let found = filter.matches(Self.row(text), TableSearchQuery(text: word))
        #expect(found == Self.referenceMatches([text], word, Self.english))
    }

    @Test("in Turkish, a dot above after a letter is left to Foundation, since \"I\\u{307}\" folds as a pair")
    func turkishDotAbove() {
        var turkish = TableSearchFolding(locale: Self.turkish), english = TableSearchFolding(locale: Self.english)
        let (inTurkish, inEnglish) = (turkish.fold("I\u{307}stanbul"), english.fold("I\u{307}stanbul"))
        #expect(inTurkish.traits.contains(.reference))
        #expect(!inEnglish.traits.contains(.reference))
        var filter = Self.filter(Self.turkish)
        for (text, word) in [("I\u{307}stanbul", "istanbul"), ("İ\u{307}", "ı"), ("I\u{307}", "ı")] {
            let found = filter.matches(Self.row(text), TableSearchQuery(text: word))
            #expect(found == Self.referenceMatches([text], word, Self.turkish))
        }
    }

    // MARK: - Property: the folded texts give Foundation's answer

    /// The characters of the random texts and words: ASCII, accented Latin precomposed and decomposed, ß, ﬁ,
    /// the Turkish i's, Greek with its final sigma, CJK, emoji, whitespace.
    static let alphabet: [String] = [
        "a", "b", "e", "i", "n", "o", "r", "s", "t", "u", "z", "A", "E", "I", "N", "O", "S", "Z", "1", "-", ".", "'",
        "é", "e\u{301}", "É", "E\u{301}", "è", "ê", "ë", "ü", "u\u{308}", "Ü", "ö", "ñ", "n\u{303}", "ç", "c\u{327}", "å", "ø", "æ", "\u{301}", "\u{308}",
        "ß", "ẞ", "ss", "SS", "ﬁ", "fi", "ﬂ", "ﬀ",
        "İ", "ı", "i\u{307}", "I\u{307}",
        "σ", "ς", "Σ", "ά", "α\u{301}", "Ω",
        "東", "京", "中", "文", "タ", "ワ",
        "😀", "🎉", "👍", "👍🏽", "❤️", "🇨🇭", "👨‍👩‍👧",
        " ", " ", "\t", "\u{A0}", "\u{3000}",
    ]

    /// More scripts and the letters Foundation treats apart, for a wider look.
    static let widerAlphabet: [String] = alphabet + [
        "ŉ", "ʼ", "ǰ", "j", "ΐ", "ᾳ", "\u{345}", "ι", "й", "и\u{306}", "Ё", "Ա", "ա", "և", "が", "か", "\u{3099}", "가", "ᄀ",
        "\u{200D}", "\u{FE0F}", "🏽", "𐐀", "𐐨", "Ａ", "ａ", "K", "Å", "ſ", "µ", "ǅ", "Ǆ", "ǆ", "Ꭰ", "ꭰ", "न", "ि", "ऩ", "\u{93C}",
        "\u{200B}", "ﬃ", "\u{307}",
    ]

    struct Tally {
        var fast = 0, found = 0, missed = 0, referred = 0
    }

    /// Random rows and queries: for each, `matches` against the reference, and each word in each text through
    /// the folded forms against Foundation wherever they answer.
    static func compare(alphabet: [String], locales: [Locale], iterations: Int, seed: UInt64) -> (disagreements: [String], tally: Tally) {
        var random = SplitMix64(seed: seed)
        var filters = locales.map { filter($0) }
        var foldings = locales.map { TableSearchFolding(locale: $0) }
        var disagreements: [String] = []
        var tally = Tally()
        func text(_ length: Int) -> String {
            (0..<random.next(upTo: length + 1)).map { _ in alphabet[random.next(upTo: alphabet.count)] }.joined()
        }
        for _ in 0..<iterations {
            let which = random.next(upTo: locales.count)
            let texts: [String?] = [text(10), random.next(upTo: 4) == 0 ? nil : text(8)]
            // A third of the queries are taken from the texts (by scalars, so a mark can lead), so that many match;
            // a third are one or two characters, where one letter folding to several meets another that folds.
            var query = random.next(upTo: 2) == 0 ? text(5) : (0..<(1 + random.next(upTo: 2))).map { _ in alphabet[random.next(upTo: alphabet.count)] }.joined()
            if random.next(upTo: 3) == 0, let source = texts[random.next(upTo: 2)], !source.isEmpty {
                let scalars = Array(source.unicodeScalars)
                let start = random.next(upTo: scalars.count)
                let end = start + 1 + random.next(upTo: scalars.count - start)
                query = String(String.UnicodeScalarView(scalars[start..<end]))
                if random.next(upTo: 3) == 0 {
                    query = query.uppercased()
                }
            }
            let row = TableRow<SearchTable>(text: texts[0], detail: texts[1])
            let expected = referenceMatches(texts, query, locales[which])
            if filters[which].matches(row, TableSearchQuery(text: query)) != expected {
                disagreements.append("\(locales[which].identifier): \(describe(texts)) with \(describe([query])): Foundation says \(expected)")
            }
            for word in query.split(whereSeparator: \.isWhitespace).map(String.init) {
                let folded = foldings[which].fold(word)
                for case let text? in texts {
                    guard let fast = foldings[which].fold(text).contains(folded) else {
                        tally.referred += 1
                        continue
                    }
                    tally.fast += 1
                    let reference = text.range(of: word, options: options, locale: locales[which]) != nil
                    if fast {
                        tally.found += 1
                    } else {
                        tally.missed += 1
                    }
                    if fast != reference {
                        disagreements.append("\(locales[which].identifier): \(describe([word])) in \(describe([text])): folded \(fast), Foundation \(reference)")
                    }
                }
            }
        }
        return (disagreements, tally)
    }

    /// Strings with their scalars, for a failure that can be read and retyped.
    static func describe(_ strings: [String?]) -> String {
        strings.map { string in
            string.map { "\"\($0)\" [\($0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))]" } ?? "nil"
        }.joined(separator: ", ")
    }

    @Test("the folded texts answer as Foundation does for random rows and queries in three locales")
    func agreesWithFoundation() {
        let iterations = TestEnvironment.isExhaustive ? 200_000 : 20_000
        let (disagreements, tally) = Self.compare(alphabet: Self.alphabet, locales: [Self.english, Self.turkish, Self.german],
                                                  iterations: iterations, seed: 36)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.prefix(10).joined(separator: "\n"))")
        // The comparison is not vacuous: the folded forms answer most pairs, and both ways.
        #expect(tally.fast > 2 * tally.referred, "\(tally)")
        #expect(tally.found > 1_000 && tally.missed > 1_000, "\(tally)")
        #expect(tally.referred > 0, "the alphabet reaches the texts left to Foundation: \(tally)")
    }

    @Test("and with more scripts and the letters Foundation treats apart, in locales with their own case rules")
    func agreesWithFoundationWider() {
        let iterations = TestEnvironment.isExhaustive ? 200_000 : 10_000
        let locales = ["en_US", "tr_TR", "az_AZ", "lt_LT", "nl_NL", "el_GR", "ja_JP"].map(Locale.init(identifier:))
        let (disagreements, tally) = Self.compare(alphabet: Self.widerAlphabet, locales: locales, iterations: iterations, seed: 17)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.prefix(10).joined(separator: "\n"))")
        #expect(tally.fast > tally.referred && tally.found > 500, "\(tally)")
    }

    @Test("letters beyond Latin, Greek and Cyrillic that fold do so to cased letters: the rule for marks after them relies on it")
    func foldsToCasedLetters() {
        var uncased: [String] = []
        for value in UInt32(0x80)..<0x10000 {
            guard let scalar = Unicode.Scalar(value) else {
                continue
            }
            let folded = String(scalar).folding(options: Self.options, locale: Self.english).unicodeScalars
            guard folded.elementsEqual([scalar]) == false else {
                continue
            }
            for letter in folded where letter.value >= TableSearchFolding.diacriticFoldingLimit && !letter.properties.isCased && !letter.properties.isGraphemeExtend {
                uncased.append("U+\(String(value, radix: 16)) folds to uncased U+\(String(letter.value, radix: 16))")
            }
        }
        #expect(uncased.isEmpty, "\(uncased.prefix(10))")
    }

    // MARK: - Sections

    static func sections() -> [TableSection<SearchTable>] {
        var content = TableContent<SearchTable>()
        content.replaceSections(declaredIndex: 2, with: InitialGrouping.sections(
            ["Zürich", "Zug", "Basel", "Bern", "Genève", "Sankt Gallen", "Lausanne"].enumerated().map { index, name in
                TableRow(text: name, detail: "CH", item: Place(code: index))
            }, like: TableSection(declaredIndex: 2, id: "places")))
        return content.sections
    }

    @Test("a section keeps its matching rows in order; one left without rows goes, header and all; order is kept")
    func filtersSections() {
        var filter = Self.filter()
        let sections = Self.sections()
        let shown = filter.filter(sections, TableSearchQuery(text: "z"))
        #expect(shown.map(\.header) == ["Favourites", "Z"])
        #expect(shown.first?.rows.map(\.text) == ["Zürich", "Straße"], "Straße's detail is Zentrum")
        #expect(shown.last?.rows.map(\.text) == ["Zug", "Zürich"])
        #expect(shown == Self.referenceFilter(sections, "z", Self.english))
        // A section whose rows all match is the same section, untouched.
        let all = filter.filter(sections, TableSearchQuery(text: "b"), inScope: { $0.declaredIndex == 2 && $0.group == "B" })
        #expect(all == [sections.first { $0.group == "B" }!])
        let nowhere = filter.filter(sections, TableSearchQuery(text: "nowhere"))
        #expect(nowhere.isEmpty)
    }

    @Test("an empty query shows every section, the empty ones too, unless the scope drops it")
    func emptyQueryKeepsSections() {
        var filter = Self.filter()
        let sections = Self.sections()
        #expect(sections.contains { $0.rows.isEmpty }, "the Recent section starts empty")
        let unfiltered = filter.filter(sections, TableSearchQuery(text: "  "))
        #expect(unfiltered == sections)
        let places = filter.filter(sections, TableSearchQuery(text: "", scope: "places"), inScope: { $0.declaredIndex == 2 })
        #expect(places == sections.filter { $0.declaredIndex == 2 })
        let scoped = filter.filter(sections, TableSearchQuery(text: "zu", scope: "places"), inScope: { $0.declaredIndex == 2 })
        #expect(scoped.map(\.header) == ["Z"])
        #expect(scoped == Self.referenceFilter(sections, "zu", Self.english, inScope: { $0.declaredIndex == 2 }))
    }

    // MARK: - What the filter keeps

    @Test("a keystroke folds only the rows it has not seen with their texts; an edited row is folded again")
    func foldsOnlyNewTexts() {
        var filter = Self.filter()
        var content = TableContent<SearchTable>()
        let rows = (0..<200).map { TableRow<SearchTable>(text: "Row \($0)", detail: $0 % 2 == 0 ? "even" : nil, item: Place(code: $0)) }
        content.replaceSections(declaredIndex: 2, with: [TableSection(declaredIndex: 2, id: "places", rows: rows)])
        let declared = 5 // the spec's rows' texts: Zürich and Straße with a detail, İstanbul without
        _ = filter.filter(content.sections, TableSearchQuery(text: "r"))
        #expect(filter.cache.foldedTextCount == declared + 200 + 100)
        _ = filter.filter(content.sections, TableSearchQuery(text: "ro"))
        _ = filter.filter(content.sections, TableSearchQuery(text: "row 1"))
        #expect(filter.cache.foldedTextCount == declared + 300, "nothing new to fold")
        // One row changed, one inserted, one moved, one deleted.
        #expect(content.section(at: 2)?.rows.count == 200)
        content.updateSection(at: 2) { $0.rows[4].text = "Changed" }
        let inserted = content.insertRow(TableRow(text: "New", item: Place(code: 1_000)), at: TableRowPosition(section: 2, row: 0))
        let moved = content.moveRow(from: TableRowPosition(section: 2, row: 10), to: TableRowPosition(section: 2, row: 100))
        let deleted = content.deleteRow(at: TableRowPosition(section: 2, row: 50))
        #expect(inserted && moved && deleted != nil)
        let shown = filter.filter(content.sections, TableSearchQuery(text: "row 1"))
        #expect(filter.cache.foldedTextCount == declared + 300 + 2 + 1, "the changed row's two texts, the new row's one")
        #expect(shown == Self.referenceFilter(content.sections, "row 1", Self.english))
    }

    @Test("prepared when the search begins, the first keystroke folds nothing; a section's rows met again are not asked for their texts")
    func prepared() {
        let asked = Counter()
        var filter = TableSearchFilter<SearchTable>(locale: Self.english) { row in
            asked.add()
            return [row.text, row.detail]
        }
        let sections = Self.sections()
        let rows = sections.reduce(0) { $0 + $1.rows.count }
        filter.prepare(sections)
        let folded = filter.cache.foldedTextCount
        #expect(folded == 2 * rows - 1 && asked.count == rows, "İstanbul has no detail")
        let shown = filter.filter(sections, TableSearchQuery(text: "zu"))
        #expect(shown == Self.referenceFilter(sections, "zu", Self.english))
        #expect(filter.cache.foldedTextCount == folded && asked.count == rows, "the same arrays of rows: nothing asked, nothing folded")
        // A section edited is a new array: its rows are asked again, and only the changed one is folded.
        var edited = sections
        edited[0].rows[1].detail = "Mitte"
        let again = filter.filter(edited, TableSearchQuery(text: "zu"))
        #expect(again == Self.referenceFilter(edited, "zu", Self.english))
        #expect(asked.count == rows + edited[0].rows.count && filter.cache.foldedTextCount == folded + 2)
        // Sections in another order, or some of them, are found wherever they are.
        let reordered = filter.filter(Array(edited.reversed()), TableSearchQuery(text: "e"), inScope: { $0.group != "B" })
        #expect(reordered == Self.referenceFilter(Array(edited.reversed()), "e", Self.english, inScope: { $0.group != "B" }))
        #expect(asked.count == rows + edited[0].rows.count)
    }

    /// Counts the calls of a `texts` closure, which is `@Sendable`.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0
        var count: Int { lock.withLock { calls } }
        func add() { lock.withLock { calls += 1 } }
    }

    @Test("rows replaced during a long search do not pile up in what the filter keeps")
    func forgetsReplacedRows() {
        var filter = Self.filter()
        var content = TableContent<SearchTable>()
        for round in 0..<30 {
            let rows = (0..<100).map { TableRow<SearchTable>(text: "Place \(round)-\($0)", item: Place(code: $0)) }
            content.replaceSections(declaredIndex: 2, with: [TableSection(declaredIndex: 2, rows: rows)])
            _ = filter.filter(content.sections, TableSearchQuery(text: "pl"))
            #expect(filter.cache.count <= 2 * 103 + 64, "round \(round): \(filter.cache.count)")
        }
        #expect(filter.cache.foldedTextCount >= 30 * 100)
    }

    // MARK: - Property: edits between keystrokes

    /// One of the edits an app or the user makes during a search, chosen by `choice`: 0 inserts `row()`, 1 deletes a
    /// row, 2 moves one, 3 gives one a new text or detail (`text()`), at places `pick(n)` (below `n`) chooses. False,
    /// and nothing done, for any other choice, which the caller's own edits take.
    static func edit(_ content: inout TableContent<SearchTable>, choice: Int, pick: (Int) -> Int, row: () -> TableRow<SearchTable>,
                     text: () -> String?) -> Bool {
        switch choice {
        case 0:
            let section = pick(content.numberOfSections)
            content.insertRow(row(), at: TableRowPosition(section: section, row: pick(content.numberOfRows(inSection: section) + 1)))
        case 1:
            let section = pick(content.numberOfSections)
            content.deleteRow(at: TableRowPosition(section: section, row: pick(max(content.numberOfRows(inSection: section), 1))))
        case 2:
            let from = pick(content.numberOfSections), to = pick(content.numberOfSections)
            content.moveRow(from: TableRowPosition(section: from, row: pick(max(content.numberOfRows(inSection: from), 1))),
                            to: TableRowPosition(section: to, row: pick(content.numberOfRows(inSection: to) + 1)))
        case 3:
            let section = pick(content.numberOfSections)
            let row = pick(max(content.numberOfRows(inSection: section), 1))
            let changed = text(), detail = pick(2) == 0
            content.updateSection(at: section) { section in
                guard section.rows.indices.contains(row) else { return }
                if detail { section.rows[row].detail = changed } else { section.rows[row].text = changed }
            }
        default:
            return false
        }
        return true
    }

    /// A keystroke chosen by `choice`: 0 clears the field, 1 and 2 are a backspace, 3 a space, anything else `letter()`.
    static func type(_ query: inout String, choice: Int, letter: () -> String) {
        switch choice {
        case 0: query = ""
        case 1, 2: query = String(query.dropLast())
        case 3: query += " "
        default: query += letter()
        }
    }


    @Test("one filter kept across keystrokes and edits shows what filtering from scratch with Foundation shows",
          arguments: TestEnvironment.isExhaustive ? Array(UInt64(1)...12) : [1, 2, 3])
    func editsDuringSearch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let locale = [Self.english, Self.turkish, Self.german][Int(seed % 3)]
        let letters = ["a", "e", "s", "n", "r", "é", "e\u{301}", "ü", "ß", "ss", "İ", "ı", "I", "ς", "東", "🎉", "ﬁ"]
        func word() -> String {
            (0..<(1 + random.next(upTo: 5))).map { _ in letters[random.next(upTo: letters.count)] }.joined()
        }
        func text() -> String? {
            random.next(upTo: 8) == 0 ? nil : (0..<(1 + random.next(upTo: 3))).map { _ in word() }.joined(separator: " ")
        }
        var nextCode = 0
        func place() -> TableRow<SearchTable> {
            nextCode += 1
            // Codes repeat now and then: rows keyed alike with different texts.
            return TableRow(text: text(), detail: text(), item: Place(code: random.next(upTo: 4) == 0 ? nextCode % 7 : nextCode))
        }
        var content = TableContent<SearchTable>()
        content.replaceSections(declaredIndex: 2, with: InitialGrouping.sections((0..<60).map { _ in place() },
                                                                                 like: TableSection(declaredIndex: 2, id: "places")))
        var filter = Self.filter(locale)
        var query = ""
        var shownSomething = 0, shownLess = 0
        let steps = TestEnvironment.isExhaustive ? 600 : 200
        for step in 0..<steps {
            // An edit now and then, as the app or the user makes them during the search.
            let choice = random.next(upTo: 10)
            if !Self.edit(&content, choice: choice, pick: { random.next(upTo: $0) }, row: place, text: text), choice == 4 {
                let rows = (0..<random.next(upTo: 60)).map { _ in place() }
                content.replaceSections(declaredIndex: 2, with: InitialGrouping.sections(rows, like: TableSection(declaredIndex: 2, id: "places")))
            }
            // A keystroke: a letter typed, a space, a backspace, or the field cleared.
            Self.type(&query, choice: random.next(upTo: 12), letter: { letters[random.next(upTo: letters.count)] })
            if random.next(upTo: 20) == 0 {
                filter.prepare(content.sections)
            }
            let inScope: ((TableSection<SearchTable>) -> Bool)? = random.next(upTo: 4) == 0 ? { $0.declaredIndex == 2 } : nil
            let shown = filter.filter(content.sections, TableSearchQuery(text: query), inScope: inScope)
            let expected = Self.referenceFilter(content.sections, query, locale, inScope: inScope)
            #expect(shown == expected, "seed \(seed) step \(step): \(Self.describe([query])) shows \(shown.map { $0.rows.map(\.key) }), Foundation \(expected.map { $0.rows.map(\.key) })")
            if shown != expected {
                return
            }
            if shown.contains(where: { !$0.rows.isEmpty }) && !query.allSatisfy(\.isWhitespace) {
                shownSomething += 1
            }
            if shown.reduce(0, { $0 + $1.rows.count }) < content.sections.reduce(0, { $0 + $1.rows.count }) {
                shownLess += 1
            }
        }
        // The sequence reaches the states it is about: queries that find rows, and queries that hide some.
        #expect(shownSomething > steps / 10 && shownLess > steps / 10, "\(shownSomething) \(shownLess)")
    }

    // MARK: - A search's snapshot

    @Test("a search's snapshot shows a row under its identity in the whole content when an earlier row with its key is hidden; so a section")
    func snapshotKeepsIdentities() throws {
        var content = TableContent<SearchTable>()
        content.replaceSections(declaredIndex: 1, with: [
            TableSection(declaredIndex: 1, header: "Recent", rows: [Self.row("Bern", "BE"), Self.row("Basel")]),
            TableSection(declaredIndex: 1, header: "Recent", rows: [Self.row("Bern", "Bärn")]),
        ])
        var filter = Self.filter()
        let whole = content.identities
        let snapshot = try #require(TableSearchSnapshot(searching: content, identities: whole, query: TableSearchQuery(text: "barn"), filter: &filter))
        #expect(snapshot.sections == [2] && snapshot.positions == [[TableRowPosition(section: 2, row: 0)]])
        #expect(snapshot.content.sections.map(\.rows) == [[Self.row("Bern", "Bärn")]])
        var section = TableSectionIdentity(TableSection<SearchTable>(declaredIndex: 1))
        section.occurrence = 1
        #expect(snapshot.identities.map(\.section) == [section])
        #expect(snapshot.identities.map(\.rows) == [[TableRowIdentity(key: .text("Bern"), occurrence: 1)]])
        #expect(snapshot.identities.map(\.rows) == [whole[2].rows], "the row's identity in the whole content")
        // Counted among the rows shown, they would be the first of their kind: what the table showed before the search.
        #expect(TableContent(sections: snapshot.content.sections).identities.map(\.rows) == [[TableRowIdentity(key: .text("Bern"), occurrence: 0)]])
        // Identities that do not line up with the content are made again.
        let again = TableSearchSnapshot(searching: content, identities: [], query: TableSearchQuery(text: "barn"), filter: &filter)
        #expect(again?.identities.map(\.rows) == snapshot.identities.map(\.rows) && again?.identities.map(\.section) == [section])
        #expect(TableSearchSnapshot(searching: content, identities: whole, query: TableSearchQuery(text: " \t"), filter: &filter) == nil,
                "a query without words shows the content as it is")
    }

    /// A section as the reference says a search shows it: its identity and index in the whole content, and each row
    /// kept with its identity there, its position and itself.
    struct ShownSection {
        var identity: TableSectionIdentity<SearchTable>
        var index: Int
        var rows: [(identity: TableRowIdentity<SearchTable>, position: TableRowPosition, row: TableRow<SearchTable>)]
    }

    /// The reference for a search's snapshot, the slow and obvious way: every section and row of the whole content is
    /// given its identity by counting (a row's occurrence is how many earlier rows of the table have its key; a
    /// section's, how many earlier sections have its id, spec section and group), and the rows that match, in the
    /// sections in scope, are kept with theirs; a section left without rows goes.
    static func referenceSnapshot(_ content: TableContent<SearchTable>, scope: Int?, matches: (TableRow<SearchTable>) -> Bool) -> [ShownSection] {
        var sectionCounts: [TableSectionIdentity<SearchTable>: Int] = [:]
        var rowCounts: [TableRowKey<SearchTable>: Int] = [:]
        var shown: [ShownSection] = []
        for (index, section) in content.sections.enumerated() {
            let uncounted = TableSectionIdentity(section)
            var identity = uncounted
            identity.occurrence = sectionCounts[uncounted, default: 0]
            sectionCounts[uncounted] = identity.occurrence + 1
            var kept = ShownSection(identity: identity, index: index, rows: [])
            for (position, row) in section.rows.enumerated() {
                let occurrence = rowCounts[row.key, default: 0]
                rowCounts[row.key] = occurrence + 1
                if scope.map({ $0 == section.declaredIndex }) ?? true, matches(row) {
                    kept.rows.append((TableRowIdentity(key: row.key, occurrence: occurrence), TableRowPosition(section: index, row: position), row))
                }
            }
            if !kept.rows.isEmpty {
                shown.append(kept)
            }
        }
        return shown
    }

    @Test("a search's snapshot is the whole content's identities picked at the rows that match, across keystrokes and edits",
          arguments: TestEnvironment.isExhaustive ? Array(UInt64(1)...12) : [1, 2, 3])
    func snapshotsDuringSearch(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 7919)
        let locale = [Self.english, Self.turkish, Self.german][Int(seed % 3)]
        // Few names, so that rows known by their text, and items known by their code, repeat.
        let names = ["Bern", "Basel", "Zürich", "Zug", "Sion", "Genève", "İzmir", "Straße", "ﬁnal", "Aarau"]
        let letters = ["a", "e", "r", "n", "s", "ü", "i", "z", "ß", "ı"]
        func name() -> String? { random.next(upTo: 10) == 0 ? nil : names[random.next(upTo: names.count)] }
        func plain() -> TableRow<SearchTable> {
            // Now and then a copy of a row with an id: its key repeats across sections too.
            random.next(upTo: 8) == 0 ? TableRow(text: "Zürich", detail: name(), id: "zurich") : TableRow(text: name(), detail: name(), style: .subtitle)
        }
        func place() -> TableRow<SearchTable> {
            TableRow(text: name(), detail: name(), item: Place(code: random.next(upTo: 12)))
        }
        // Several "Recent" sections without id or group: one identity, counted.
        func recent() -> [TableSection<SearchTable>] {
            (0..<random.next(upTo: 4)).map { _ in TableSection(declaredIndex: 1, header: "Recent", rows: (0..<random.next(upTo: 6)).map { _ in plain() }) }
        }
        func places() -> [TableSection<SearchTable>] {
            InitialGrouping.sections((0..<random.next(upTo: 30)).map { _ in place() }, like: TableSection(declaredIndex: 2, id: "places"))
        }
        var content = TableContent<SearchTable>()
        content.replaceSections(declaredIndex: 1, with: recent())
        content.replaceSections(declaredIndex: 2, with: places())
        // As the data source keeps them: made again when the content changes, not at a keystroke.
        var identities = content.identities
        var filter = Self.filter(locale)
        var query = ""
        var compared = 0, differsFromShownAlone = 0, sectionsAfterTheFirst = 0
        let steps = TestEnvironment.isExhaustive ? 600 : 200
        for step in 0..<steps {
            let choice = random.next(upTo: 10)
            var edited = Self.edit(&content, choice: choice, pick: { random.next(upTo: $0) },
                                   row: { random.next(upTo: 2) == 0 ? plain() : place() }, text: name)
            switch choice {
            case 4:
                content.replaceSections(declaredIndex: 1, with: recent())
                edited = true
            case 5:
                content.replaceSections(declaredIndex: 2, with: places())
                edited = true
            default:
                break
            }
            if edited {
                identities = content.identities
            }
            Self.type(&query, choice: random.next(upTo: 10), letter: { letters[random.next(upTo: letters.count)] })
            if random.next(upTo: 20) == 0 {
                filter.prepare(content.sections)
            }
            let scope: Int? = random.next(upTo: 4) == 0 ? 1 : nil
            // Now and then the app decides what matches; now and then the identities do not line up (none yet).
            let appMatches: ((TableRow<SearchTable>, TableSearchQuery) -> Bool)? = random.next(upTo: 6) == 0
                ? { row, query in (row.text ?? "").lowercased().contains(query.text.lowercased()) } : nil
            let given = random.next(upTo: 8) == 0 ? [] : identities
            let snapshot = TableSearchSnapshot(searching: content, identities: given, query: TableSearchQuery(text: query), inSection: scope,
                                               filter: &filter, matches: appMatches)
            guard !query.allSatisfy(\.isWhitespace) else {
                #expect(snapshot == nil, "seed \(seed) step \(step): a query without words shows the content as it is")
                continue
            }
            let expected = Self.referenceSnapshot(content, scope: scope) { row in
                appMatches?(row, TableSearchQuery(text: query)) ?? Self.referenceMatches([row.text, row.detail], query, locale)
            }
            guard let snapshot else {
                Issue.record("seed \(seed) step \(step): no snapshot for \(Self.describe([query]))")
                return
            }
            let agrees = snapshot.identities.map(\.section) == expected.map(\.identity)
                && snapshot.identities.map(\.rows) == expected.map { $0.rows.map(\.identity) }
                && snapshot.sections == expected.map(\.index)
                && snapshot.positions == expected.map { $0.rows.map(\.position) }
                && snapshot.content.sections.map(\.rows) == expected.map { $0.rows.map(\.row) }
                && snapshot.content.sections.map(\.header) == expected.map { content.sections[$0.index].header }
            let shown = snapshot.identities.map { $0.rows.map { "\($0.key)#\($0.occurrence)" } }
            let reference = expected.map { $0.rows.map { "\($0.identity.key)#\($0.identity.occurrence)" } }
            #expect(agrees, "seed \(seed) step \(step): \(Self.describe([query])) shows \(shown), the reference \(reference)")
            if !agrees {
                return
            }
            compared += 1
            // The cases the snapshot is about: a row shown after a hidden row with its key, a section after one like it.
            if TableContent(sections: snapshot.content.sections).identities.map(\.rows) != snapshot.identities.map(\.rows) {
                differsFromShownAlone += 1
            }
            if snapshot.identities.contains(where: { $0.section.occurrence > 0 }) {
                sectionsAfterTheFirst += 1
            }
        }
        // Some seeds reach the hidden-key case less often (seed 12: 26 times in 600 steps), so the floor is 1 in 40.
        #expect(compared > steps / 2 && differsFromShownAlone > steps / 40 && sectionsAfterTheFirst > 0,
                "\(compared) \(differsFromShownAlone) \(sectionsAfterTheFirst)")
    }
}

/// A table for the search tests: a section of rows with ids, one the app fills, and a dynamic section of places.
enum SearchTable: TableDefinition {
    typealias RowID = String
    typealias SectionID = String
    typealias RowItem = Place

    static var declaredSections: [TableSection<SearchTable>] {
        [
            TableSection(declaredIndex: 0, id: "favourites", header: "Favourites", rows: [
                TableRow(text: "Zürich", detail: "Schweiz", id: "zurich"),
                TableRow(text: "Straße", detail: "Zentrum", id: "strasse"),
                TableRow(text: "İstanbul", id: "istanbul"),
            ]),
            TableSection(declaredIndex: 1, header: "Recent"),
            TableSection(declaredIndex: 2, id: "places", header: "Places"),
        ]
    }

    static var itemSections: Set<Int> { [2] }
}

/// A place a dynamic row shows, known by its code.
struct Place: TableRowItem {
    var code: Int
    var identityKey: Int { code }
}
