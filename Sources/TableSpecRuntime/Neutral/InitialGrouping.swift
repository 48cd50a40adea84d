internal import Foundation

/// The platform-neutral rule of `groupBy: initial`: one section per initial of the rows' text that has rows,
/// A to Z, then "#". It does not depend on the locale, it is the rule the previews draw, and it agrees with
/// `UILocalizedIndexedCollation` for English on Latin text; on a device the UIKit data source regroups the
/// rows with the collation itself.
public nonisolated enum InitialGrouping {
    /// Splits rows into one section per initial of their text, each made from `template` with the initial as
    /// its group and header, and its rows sorted by `sortedByText(_:)`.
    public static func sections<Table>(_ rows: [TableRow<Table>], like template: TableSection<Table>) -> [TableSection<Table>] {
        var groups: [String: [TableRow<Table>]] = [:]
        for row in rows {
            groups[initial(of: row.text ?? ""), default: []].append(row)
        }
        return groups.sorted { initialPrecedes($0.key, $1.key) }.map { group in
            var section = template
            section.group = group.key
            section.header = group.key
            // A group of a folded section starts folded: its rows go where a fold keeps them.
            let isCollapsed = section.isCollapsed
            section.isCollapsed = false
            section.rows = sortedByText(group.value)
            section.isCollapsed = isCollapsed
            return section
        }
    }

    /// The section a text goes under: the first letter of its sort key when it starts with a letter that folds
    /// to A to Z (É under E, ß under S, Ø under O, lower case with upper case), else "#" (digits, spaces,
    /// punctuation, other scripts such as Cyrillic or CJK, emoji, empty text).
    public static func initial(of text: String) -> String {
        guard let first = text.first, first.isLetter, let letter = sortKey(of: String(first)).unicodeScalars.first else {
            return "#"
        }
        return letter.isASCII && letter.properties.isAlphabetic ? String(letter) : "#"
    }

    /// Section titles in order: A to Z, with "#" last.
    public static func initialPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == "#" || rhs == "#" {
            return rhs == "#" && lhs != "#"
        }
        return lhs < rhs
    }

    /// Rows in the order of their text: by `sortKey(of:)`, then by the lowercased text (an unaccented word before
    /// an accented one), then lower case before upper case; rows with the same text keep their order. The
    /// comparisons are the standard library's, so the order does not depend on the locale.
    public static func sortedByText<Table>(_ rows: [TableRow<Table>]) -> [TableRow<Table>] {
        let texts = rows.map { $0.text ?? "" }
        let keys = texts.map(sortKey(of:))
        let lowered = texts.map { $0.lowercased() }
        let order = rows.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] {
                return keys[lhs] < keys[rhs]
            }
            if lowered[lhs] != lowered[rhs] {
                return lowered[lhs] < lowered[rhs]
            }
            if texts[lhs] != texts[rhs] {
                return texts[lhs] > texts[rhs]
            }
            return lhs < rhs
        }
        return order.map { rows[$0] }
    }

    /// A text as it sorts: each character without case and accents, uppercased (ß becomes SS), and the Latin
    /// letters folding leaves alone spelled by `latinSpelling(of:)`.
    public static func sortKey(of text: String) -> String {
        var key = ""
        for character in text {
            for letter in String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).uppercased().unicodeScalars {
                key += latinSpelling(of: letter) ?? String(letter)
            }
        }
        return key
    }

    /// Latin letters that folding leaves as they are, spelled as English collation files and sorts them (Æ as AE,
    /// Ø as O, Ł as L). Letters it sorts after Z, such as Þ, and phonetic letters go under "#".
    static func latinSpelling(of letter: Unicode.Scalar) -> String? {
        switch letter {
        case "Æ": "AE"
        case "Ð", "Đ": "D"
        case "Ø", "Ɔ": "O"
        case "Ħ": "H"
        case "Ĳ": "IJ"
        case "Ŀ", "Ł": "L"
        case "Ŋ": "N"
        case "Œ": "OE"
        case "Ŧ": "T"
        case "Ə", "Ɛ": "E"
        case "Ǆ", "Ǳ": "DZ"
        case "Ǉ": "LJ"
        case "Ǌ": "NJ"
        default: nil
        }
    }
}
