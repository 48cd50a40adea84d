internal import Foundation

/// How search folds text: the rules that let `TableSearchFilter` answer from folded texts exactly what Foundation
/// answers with `text.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) != nil`,
/// which is the definition of a match. Asking Foundation for every row at every keystroke is too slow for a long
/// table, so each text is folded once and searched as bytes.
///
/// Folding learns each scalar from Foundation itself, once: its fold is `folding(options:locale:)` of the scalar
/// alone, and whether it is a combining mark is whether Foundation's search steps over it (`"a" + mark + "b"`
/// contains "ab"). So the folded form follows the platform's own case and decomposition tables and the locale's
/// case rules (the Turkish dotless i). A folded text is then the scalars' folds, marks left out, and a word occurs
/// in a text when its fold occurs in the text's at the boundaries of folded letters: "ss" occurs in "Straße" and
/// in "ß", but "s" does not occur in "ß", nor "i" in "ﬁ", since Foundation never matches part of one letter.
///
/// Foundation's search is not a substring test on folded text everywhere. Where it is not, found by comparing the
/// two on millions of random texts and words on Linux (swift-corelibs-foundation), Foundation is asked instead:
/// - **For a text, with every word**, when the text holds a scalar search and folding treat differently: a mark
///   that folds itself (U+0345 COMBINING GREEK YPOGEGRAMMENI folds to ι); a mark outside the BMP (emoji skin
///   tones: search compares UTF-16 halves, so the mark's first half can match another character's); a cased
///   letter outside the BMP (Deseret, Osage, Adlam: search never folds them); a letter beyond U+0510 with a
///   canonical decomposition (Hangul syllables, kana with a voicing mark, Devanagari letters with a nukta: search
///   decomposes them, folding does not); marks after a cased letter beyond U+0510 (fullwidth Latin, Armenian,
///   Cherokee), which search keeps in that letter's fold, or after a letter that folds to several (ß, ﬁ), which it
///   reads back through a stale fold; U+0307 COMBINING DOT ABOVE in a locale where "I\u{307}" folds as a pair
///   (Turkish, Azerbaijani).
/// - **For a word, in every text**, when the word holds any of those, or starts with a combining mark (which search
///   compares as written).
/// - **For a word in a text**, when the word has a letter that folds to several (ß, ﬁ, ŉ) and the text has
///   combining marks, a capital I or a non-ASCII letter that folds: search does not compare the first folded letter
///   of such a text letter with the middle of the word's letter, so that "Fü" contains "ﬂ". And when the word has
///   combining marks and the text a letter that folds to several.
///
/// Learning a scalar takes three calls into Foundation, once per filter.
/// On Darwin, Foundation may differ; the same property tests (`SearchFilterTests`) are the judge there.
nonisolated struct TableSearchFolding: Sendable {
    /// The options search compares with.
    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    /// Foundation takes the accents off letters below U+0510 (Latin, Greek, Cyrillic) only: a letter beyond it
    /// keeps the marks that follow it in its folded form.
    static let diacriticFoldingLimit: UInt32 = 0x510
    /// The scalars below this are kept in an array rather than a dictionary: most texts' letters are.
    static let nearLimit: UInt32 = 0x800

    /// The locale whose case rules folding follows.
    let locale: Locale
    /// Whether "I\u{307}" folds other than "I" does (in Turkish and Azerbaijani, to "i"): a U+0307 after a letter
    /// then changes the letter's fold.
    let foldsDotAboveWithLetter: Bool
    /// What is known of the scalars below `nearLimit`, by value, once met.
    private var near: [TableSearchScalar?]
    /// What is known of the other scalars, once met.
    private var far: [UInt32: TableSearchScalar] = [:]

    init(locale: Locale) {
        self.locale = locale
        foldsDotAboveWithLetter =
            "I\u{307}".folding(options: Self.options, locale: locale)
            != "I".folding(options: Self.options, locale: locale)
        near = Array(repeating: nil, count: Int(Self.nearLimit))
    }

    /// Whether `word` occurs in `text` as Foundation finds it: the reference the folded texts answer for.
    func referenceContains(_ text: String, _ word: String) -> Bool {
        text.range(of: word, options: Self.options, locale: locale) != nil
    }

    /// A text folded for search.
    mutating func fold(_ text: String) -> TableSearchText {
        if let ascii = Self.foldASCII(text) {
            return ascii
        }
        var folded = TableSearchText()
        folded.bytes.reserveCapacity(text.utf8.count)
        var seenLetter = false
        var marksNeedReference = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // ASCII but the capital I, whose fold depends on the locale, is its lower case.
            if value < 0x80, value != 0x49 {
                folded.bytes.append(value >= 0x41 && value <= 0x5A ? UInt8(value + 0x20) : UInt8(value))
                seenLetter = true
                marksNeedReference = false
                continue
            }
            let known = self.scalar(scalar)
            folded.traits.formUnion(known.traits)
            if known.isMark {
                folded.traits.insert(.marks)
                if !seenLetter {
                    folded.traits.insert(.leadingMark)
                }
                if marksNeedReference || (value == 0x307 && foldsDotAboveWithLetter) {
                    folded.traits.insert(.reference)
                }
                continue
            }
            seenLetter = true
            marksNeedReference = known.marksAfterNeedReference
            let start = folded.bytes.count
            for offset in known.innerOffsets {
                folded.innerOffsets.append(Int32(start + Int(offset)))
            }
            folded.bytes.append(contentsOf: known.fold)
        }
        return folded
    }

    /// The fold of a text all of ASCII but the capital I (whose fold depends on the locale): its lower case, made in
    /// one pass over its bytes, as most texts are. Nil for any other text.
    private static func foldASCII(_ text: String) -> TableSearchText? {
        let utf8 = text.utf8
        let folded: [UInt8]?? = utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x49 }) else {
                return nil
            }
            return bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        }
        guard let bytes = folded ?? nil else {
            return nil
        }
        return TableSearchText(bytes: bytes)
    }

    /// What is known of a scalar, learnt from Foundation the first time it is met.
    private mutating func scalar(_ scalar: Unicode.Scalar) -> TableSearchScalar {
        let value = scalar.value
        if value < Self.nearLimit {
            if let known = near[Int(value)] {
                return known
            }
            let learnt = learn(scalar)
            near[Int(value)] = learnt
            return learnt
        }
        if let known = far[value] {
            return known
        }
        let learnt = learn(scalar)
        far[value] = learnt
        return learnt
    }

    /// Asks Foundation how it folds a scalar and whether its search steps over it as a mark, and sorts out the
    /// scalars whose texts search must leave to Foundation (see the type's comment).
    private func learn(_ scalar: Unicode.Scalar) -> TableSearchScalar {
        let alone = String(scalar)
        let fold = Array(alone.folding(options: Self.options, locale: locale).unicodeScalars)
        var learnt = TableSearchScalar()
        if scalar.value >= 0x80 {
            let probe = "a" + alone + "b"
            learnt.isMark = probe.range(of: "ab", options: Self.options, locale: locale) == probe.startIndex..<probe.endIndex
        }
        if learnt.isMark {
            if fold != [scalar] || scalar.value > 0xFFFF {
                learnt.traits.insert(.reference)
            }
            return learnt
        }
        for (index, folded) in fold.enumerated() {
            if index > 0 {
                learnt.innerOffsets.append(UInt8(learnt.fold.count))
            }
            learnt.fold.append(contentsOf: String(folded).utf8)
        }
        if fold.isEmpty {
            // Nothing to search for; never seen, but a letter must not vanish from its text.
            learnt.traits.insert(.reference)
        }
        let folds = fold != [scalar]
        if fold.count > 1 {
            learnt.traits.insert(.expansions)
            learnt.marksAfterNeedReference = true
        }
        if scalar.value > 0xFFFF && folds {
            learnt.traits.insert(.reference)
        }
        let decomposed = Array(alone.decomposedStringWithCanonicalMapping.unicodeScalars)
        if decomposed != [scalar], let first = decomposed.first, first.value >= Self.diacriticFoldingLimit {
            learnt.traits.insert(.reference)
        }
        if scalar == "I" || (scalar.value >= 0x80 && folds) {
            learnt.traits.insert(.quirks)
        }
        let foldsBelowLimit = fold.allSatisfy { $0.value < Self.diacriticFoldingLimit }
        if !foldsBelowLimit && (folds || scalar.properties.isCased || scalar.properties.changesWhenCaseMapped) {
            learnt.marksAfterNeedReference = true
        }
        return learnt
    }
}

/// What search knows of one scalar: how it folds, and what a text holding it must be treated as.
nonisolated struct TableSearchScalar: Sendable {
    /// The UTF-8 of its fold; empty for a mark, which folds away with the letter before it.
    var fold: [UInt8] = []
    /// The offsets in `fold` between its scalars, for a letter that folds to several (ß to "ss"): a match does
    /// not start or end there.
    var innerOffsets: [UInt8] = []
    /// What a text holding it is: `.expansions`, `.quirks`, `.reference`.
    var traits: TableSearchText.Traits = []
    /// Whether Foundation's search steps over it as a combining mark.
    var isMark = false
    /// Whether marks after it make its text one for Foundation to search.
    var marksAfterNeedReference = false
}
