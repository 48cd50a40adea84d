import TableSpecModel

/// The order Xcode writes a String Catalog's keys in (strings, language codes, and every member
/// name below them): Foundation's `localizedStandardCompare`, which is Finder's order. Writing
/// the keys in any other order makes every save in Xcode and every `generate` rewrite the other's
/// lines.
///
/// `localizedStandardCompare` is ICU collation (case-insensitive, numeric, width-insensitive,
/// with a forced order for strings it finds equal). The tool does not link Foundation's
/// internationalization (it would cost every run half its start-up), so this is the part of that
/// collation that catalog keys meet, and the same answer on every machine in every locale:
/// 1. **Primary:** characters compare as groups, in this order: spaces; punctuation and symbols
///    (those of the blocks keys use in ICU's order, `MarkOrder`, generated with Foundation: `_`,
///    `-`, `–`, `,`, `;`, `:`, `!`, `?`, `.`, `…`, quotes, brackets, `@`, `*`, `/`, `&`, `#`,
///    `%`, then symbols and currency; any other after them by code point); numbers; letters. A
///    run of digits is one number compared by value (`row2` before `row10`, `Vitamin B6` before
///    `Vitamin B12`). Letters compare without case or
///    accents (`Advanced` before `AI`), as `IndexCollation` folds them (ß as SS, Æ as AE, Ø as
///    O), by script: Latin, Greek, Coptic, Cyrillic, Glagolitic, Georgian, Armenian, Hebrew,
///    the other alphabetic scripts by code point, then Hangul, kana (hiragana and katakana
///    together), Bopomofo and Han. Control and format characters are ignored.
/// 2. **Accents:** an unaccented letter before an accented one (`e` before `é`).
/// 3. **Case and form,** from the left: lower case before upper case, hiragana before
///    katakana, fewer leading zeros before more (`a1b`, `a1B`, `a01b`, `A01b`).
/// 4. Unicode scalars, so that different keys never compare equal.
///
/// The tests compare this order with Foundation's on 20,000 generated pairs drawn from these
/// classes. Where it is known to differ: punctuation and symbols outside the blocks `MarkOrder` lists
/// (emoji among them); which of two accents comes first (ICU's accent order, here code point
/// order); half-width katakana; and fractions and superscript digits.
public enum StandardOrder {
    /// Whether `lhs` comes before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs != rhs && SortKey(lhs) < SortKey(rhs)
    }

    /// `items` in the order of their names; each name's collation elements are worked out once.
    public static func sorted<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        items.map { (item: $0, sortKey: SortKey(name($0))) }.sorted { $0.sortKey < $1.sortKey }.map(\.item)
    }

    /// A string's collation elements, level by level.
    struct SortKey: Comparable {
        var primary: [UInt64] = []
        var secondary: [UInt32] = []
        var tertiary: [UInt32] = []
        var scalars: [UInt32]

        init(_ text: String) {
            scalars = text.unicodeScalars.map(\.value)
            var digits: [UInt32] = []
            var leadingZeros: UInt32 = 0
            func endNumber(_ key: inout SortKey) {
                guard !digits.isEmpty || leadingZeros > 0 else { return }
                if digits.isEmpty { digits = [0] }
                key.primary.append(Group.number.weight(UInt32(digits.count)))
                key.primary.append(contentsOf: digits.map(Group.number.weight))
                key.secondary.append(0)
                key.tertiary.append(leadingZeros)
                digits = []
                leadingZeros = 0
            }
            for written in text {
                // Full-width forms compare as their ASCII letters, digits and marks.
                let character = Self.narrow(written)
                let scalars = character.unicodeScalars
                guard let first = scalars.first else { continue }
                if scalars.count == 1, first.properties.numericType == .decimal, let value = first.properties.numericValue {
                    if value == 0, digits.isEmpty { leadingZeros += 1 } else { digits.append(UInt32(value)) }
                    continue
                }
                endNumber(&self)
                append(character, first: first)
                if character != written, let last = tertiary.indices.last { tertiary[last] += 4 }
            }
            endNumber(&self)
        }

        private static func narrow(_ character: Character) -> Character {
            let scalars = character.unicodeScalars
            guard scalars.count == 1, let only = scalars.first, (0xFF01...0xFF5E).contains(only.value),
                let narrow = Unicode.Scalar(only.value - 0xFEE0)
            else { return character }
            return Character(narrow)
        }

        private mutating func append(_ character: Character, first: Unicode.Scalar) {
            switch first.properties.generalCategory {
            case .control where !first.properties.isWhitespace, .format, .unassigned, .privateUse, .surrogate:
                return
            case _ where first.properties.isWhitespace:
                appendMark(Group.space.weight(first.value))
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
                .otherPunctuation, .modifierSymbol, .mathSymbol, .otherSymbol, .currencySymbol:
                appendMark(Group.mark.weight(Self.markRanks[first.value] ?? 0x10000 + first.value))
            default:
                appendLetter(character)
            }
        }

        private mutating func appendMark(_ weight: UInt64) {
            primary.append(weight)
            secondary.append(0)
            tertiary.append(0)
        }

        /// A letter's primary weights come from its folded spelling (one or more letters); its
        /// accent and case are those of the character as written.
        private mutating func appendLetter(_ character: Character) {
            // Most keys are ASCII: its letters fold to their upper case, with no accent.
            if let only = character.asciiValue, (0x41...0x5A).contains(only & 0xDF) {
                primary.append(Group.letter.weight(1 << 22 | UInt32(only & 0xDF) << 1))
                secondary.append(0)
                tertiary.append(only < 0x61 ? 1 : 0)
                return
            }
            let folded = character == "ı" ? "ı" : IndexCollation.sortKey(of: character)
            let lower = character.lowercased()
            let accent: UInt32 = Self.plain(lower, folded: folded) ? 0 : (lower.unicodeScalars.first?.value ?? 0) + 1
            var form: UInt32 = String(character) == lower ? 0 : 1
            for scalar in folded.unicodeScalars {
                var value = scalar.value
                // Katakana shares its primary weight with hiragana; it differs as a form.
                if (0x30A1...0x30F6).contains(value) { value -= 0x60; form = 2 }
                primary.append(Group.letter.weight(Self.scriptRank(value) << 22 | Self.letterWeight(value)))
                secondary.append(accent)
                tertiary.append(form)
            }
        }

        /// Whether a lowercased letter is its folded spelling. A letter spelled with two (ß, æ)
        /// differs from the two as an accent does: `ss`, `SS`, then `ß`.
        private static func plain(_ lower: String, folded: String) -> Bool {
            lower == folded.lowercased()
        }

        /// A folded letter's place in its script: its code point, but dotless ı, which case
        /// folding spells as I, is a letter of its own right after it.
        private static func letterWeight(_ value: UInt32) -> UInt32 {
            value == 0x131 ? 0x49 << 1 | 1 : value << 1
        }

        /// Each listed mark's place in `MarkOrder`; the marks it does not list come after, by code point.
        static let markRanks: [UInt32: UInt32] = Dictionary(
            MarkOrder.scalars.enumerated().map { ($1, UInt32($0)) }, uniquingKeysWith: { first, _ in first })

        /// The script's place in ICU's root order.
        private static func scriptRank(_ value: UInt32) -> UInt32 {
            switch value {
            case 0x0370...0x03FF, 0x1F00...0x1FFF: 2  // Greek
            case 0x2C80...0x2CFF: 3  // Coptic
            case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: 4  // Cyrillic
            case 0x2C00...0x2C5F: 5  // Glagolitic
            case 0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F: 6  // Georgian
            case 0x0530...0x058F: 7  // Armenian
            case 0x0590...0x05FF: 8  // Hebrew
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: 10  // Hangul
            case 0x3040...0x30FF, 0x31F0...0x31FF: 11  // kana
            case 0x3100...0x312F, 0x31A0...0x31BF: 12  // Bopomofo
            case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: 13  // Han
            case 0x0000...0x036F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F: 1  // Latin
            default: 9
            }
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.primary != rhs.primary { return lhs.primary.lexicographicallyPrecedes(rhs.primary) }
            if lhs.secondary != rhs.secondary { return lhs.secondary.lexicographicallyPrecedes(rhs.secondary) }
            if lhs.tertiary != rhs.tertiary { return lhs.tertiary.lexicographicallyPrecedes(rhs.tertiary) }
            return lhs.scalars.lexicographicallyPrecedes(rhs.scalars)
        }
    }

    /// The primary groups, in order.
    enum Group: UInt64 {
        case space = 1, mark, number, letter

        func weight(_ value: UInt32) -> UInt64 { rawValue << 40 | UInt64(value) }
    }
}
