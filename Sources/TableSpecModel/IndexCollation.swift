/// How `groupBy: initial` groups and orders rows where there is no `UILocalizedIndexedCollation`:
/// in the preview, and in the platform-neutral part of the generated code, which spells out the
/// same rule in Swift (`DeclaredContentGenerator`). On a device the generated data source
/// regroups with the collation itself; this rule is built to agree with it for English on Latin
/// text, and unlike the collation it gives the same answer on every machine in every locale.
///
/// - A row's sort key is its text with each character folded: case and accents removed (ß reads
///   as SS, Å as A) and uppercased, and the Latin letters that folding leaves alone spelled as
///   English collation reads them (`latinSpellings`: Æ as AE, Ø as O, Ł as L).
/// - Its initial is the first letter of that key when the text starts with a letter that becomes
///   A to Z, else `#` (digits, punctuation, space, other scripts, emoji, empty text).
/// - Sections go A to Z, then `#`. Within one, rows go by sort key, then by their lowercased text
///   (so an unaccented word comes before an accented one), then lower case before upper case,
///   and rows with the same text keep their order.
public enum IndexCollation {
    /// Latin letters that case and accent folding leaves as they are, as uppercase, with the
    /// letters English collation files and sorts them as. Letters English collation sorts after
    /// Z (Þ, Ƿ, Ʒ) and phonetic letters are not listed: they go under `#`.
    public static let latinSpellings: [(letter: Unicode.Scalar, spelling: String)] = [
        ("\u{C6}", "AE"),  // Æ
        ("\u{D0}", "D"),  // Ð (eth)
        ("\u{D8}", "O"),  // Ø
        ("\u{110}", "D"),  // Đ
        ("\u{126}", "H"),  // Ħ
        ("\u{132}", "IJ"),  // Ĳ
        ("\u{13F}", "L"),  // Ŀ
        ("\u{141}", "L"),  // Ł
        ("\u{14A}", "N"),  // Ŋ
        ("\u{152}", "OE"),  // Œ
        ("\u{166}", "T"),  // Ŧ
        ("\u{186}", "O"),  // Ɔ
        ("\u{18F}", "E"),  // Ə
        ("\u{190}", "E"),  // Ɛ
        ("\u{1C4}", "DZ"),  // Ǆ
        ("\u{1C7}", "LJ"),  // Ǉ
        ("\u{1CA}", "NJ"),  // Ǌ
        ("\u{1F1}", "DZ"),  // Ǳ
    ]

    /// The title of the `#` section, which comes last.
    public static let otherTitle = "#"

    /// The section title a text goes under: A to Z, or `#`.
    public static func initial(of text: String) -> String {
        guard let first = text.first, first.isLetter, let letter = sortKey(of: first).unicodeScalars.first,
            letter.isASCII, letter.properties.isAlphabetic
        else { return otherTitle }
        return String(letter)
    }

    /// Section titles in order: A to Z, with `#` last.
    public static func initialPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == otherTitle || rhs == otherTitle { return rhs == otherTitle && lhs != otherTitle }
        return lhs < rhs
    }

    /// The text folded for sorting: see the type's documentation.
    public static func sortKey(of text: String) -> String {
        var key = String.UnicodeScalarView()
        for character in text {
            // Most text is ASCII, whose key is its uppercase: no folding, no strings (a large
            // sample is sorted on every preview).
            let scalars = character.unicodeScalars
            if let only = scalars.first, only.isASCII, scalars.index(after: scalars.startIndex) == scalars.endIndex {
                let value = UInt8(only.value)
                key.append(Unicode.Scalar(value >= 0x61 && value <= 0x7A ? value - 0x20 : value))
            } else {
                key.append(contentsOf: sortKey(of: character).unicodeScalars)
            }
        }
        return String(key)
    }

    /// Indices of `texts` in section order. The comparisons are the standard library's on both
    /// sides (String's `<` orders by Unicode scalars of the canonical composition), so the
    /// generated code sorts as the preview does.
    public static func sortedIndices(_ texts: [String]) -> [Int] {
        let keys = texts.map { sortKey(of: $0) }
        let lowered = texts.map { $0.lowercased() }
        return texts.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            if lowered[lhs] != lowered[rhs] { return lowered[lhs] < lowered[rhs] }
            if texts[lhs] != texts[rhs] { return texts[lhs] > texts[rhs] }
            return lhs < rhs
        }
    }

    /// One character folded and spelled. The generated code folds with Foundation's case- and
    /// diacritic-insensitive folding; the tool does not link Foundation, so it strips accents with
    /// the decomposition data in `LetterBases` (the tests compare the two over every character).
    public static func sortKey(of character: Character) -> String {
        var folded = String.UnicodeScalarView()
        // The first scalar is the base (even a mark standing alone); nonspacing marks after it
        // are its accents.
        for (index, scalar) in character.unicodeScalars.enumerated() where index == 0 || !LetterBases.isAccent(scalar) {
            folded.append(LetterBases.base(of: scalar))
        }
        // Lowercasing first folds letters such as U+03F4 (capital theta symbol) to their plain
        // forms; uppercasing spells ß as SS.
        var key = ""
        for scalar in String(folded).lowercased().uppercased().unicodeScalars {
            key += spelling(of: scalar) ?? String(scalar)
        }
        return key
    }

    /// How `latinSpellings` spells a folded letter, if it lists it.
    public static func spelling(of letter: Unicode.Scalar) -> String? {
        latinSpellings.first { $0.letter == letter }?.spelling
    }
}
