/// Terminal column widths for the preview renderer, measured the way Python's `wcwidth.wcswidth`
/// measures them (the version in `TextWidthTables.wcwidthVersion`), so that there is one
/// reference to check against, and `TextWidthTests` does check every string of the Samples and a
/// few thousand generated ones against the package itself.
///
/// The rules, all from `wcwidth`: East Asian Wide and Fullwidth characters take 2 columns;
/// combining marks, format characters (ZWJ, ZWNJ, U+200B, variation selectors...) and Hangul
/// medial and final jamo take none; a spacing mark (Mc) adds 1 after a base character; VS16 widens
/// a narrow emoji to 2; whatever a ZWJ joins adds nothing, so a family emoji is 2; the second
/// regional indicator of a flag adds nothing; a skin tone after an emoji adds nothing; an Indic
/// virama–consonant conjunct adds 1. Control characters, which `wcswidth` refuses with -1, take 0
/// here, so every function is total.
///
/// Widths are measured over a whole string, not summed per `Character`: `wcswidth` carries state
/// across grapheme boundaries, so in rare malformed text (a ZWJ followed by something it cannot
/// join, a skin tone separated from its emoji by a zero-width character) the sum of the
/// characters' widths differs from the string's. Everything here that cuts text measures the
/// pieces it returns as strings, so the guarantees below hold for `columns` of the result.
public enum TextWidth {
    /// Columns a terminal uses to draw `text`.
    public static func columns(_ text: String) -> Int {
        // Most table text is ASCII; skip the state machine for it.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var scanner = WidthScanner()
        scanner.feed(text.unicodeScalars)
        return scanner.width
    }

    /// Columns of one grapheme cluster (Character).
    public static func columns(_ character: Character) -> Int {
        var scanner = WidthScanner()
        scanner.feed(character.unicodeScalars)
        return scanner.width
    }

    /// `text` cut to at most `width` columns, ending in "…" (1 column) when it was cut; never splits a grapheme cluster or a wide character. `width` <= 0 gives "". If it fits, returns it unchanged.
    ///
    /// When the character at the cut is wide and only one column is left before the "…", that
    /// column stays empty: the result is then `width - 1` columns. `pad` fills it.
    ///
    /// A line break ends what one line can show, as in a one-line `UILabel`: the first line is
    /// kept and marked with "…", so a text with line breaks never breaks the preview's frame.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if let lineEnd = text.firstIndex(where: \.isNewline) {
            let firstLine = String(text[..<lineEnd])
            let marked = firstLine + Self.ellipsis
            return columns(marked) <= width ? marked : cut(firstLine, to: width)
        }
        if columns(text) <= width { return text }
        return cut(text, to: width)
    }

    /// The longest prefix of whole characters that fits in `width` columns with "…" after it.
    private static func cut(_ text: String, to width: Int) -> String {
        var scanner = WidthScanner()
        var end = text.startIndex
        for index in text.indices {
            scanner.feed(text[index].unicodeScalars)
            // Widths never shrink as text grows, so the first character that does not fit ends it.
            guard scanner.width <= width - 1 else { break }
            var withEllipsis = scanner
            withEllipsis.feed(Self.ellipsis.unicodeScalars)
            guard withEllipsis.width <= width else { break }
            end = text.index(after: index)
        }
        return String(text[..<end]) + Self.ellipsis
    }

    /// `text` padded with spaces on the right (or left when `alignRight`) to exactly `width` columns, truncating first if needed.
    ///
    /// `width` <= 0 gives "". Text that starts with a lone spacing mark (Mc) gains a column once a
    /// space stands before it; when that makes exactly `width` unreachable on the left, the padding
    /// goes on the right instead, because an exact width keeps the preview's borders straight.
    public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        guard width > 0 else { return "" }
        let fitted = truncate(text, to: width)
        let shortfall = width - columns(fitted)
        guard shortfall > 0 else { return fitted }
        if alignRight {
            for count in [shortfall, shortfall - 1] where count > 0 {
                let padded = String(repeating: " ", count: count) + fitted
                if columns(padded) == width { return padded }
            }
        }
        // Each space adds one column, except one right after a trailing ZWJ, which it joins.
        var scanner = WidthScanner()
        scanner.feed(fitted.unicodeScalars)
        var padded = fitted
        while scanner.width < width {
            scanner.feed(Unicode.Scalar(0x20))
            padded.append(" ")
        }
        return padded
    }

    /// `text` wrapped into lines of at most `width` columns, breaking at spaces where possible, otherwise between grapheme clusters (CJK text has no spaces: break anywhere between characters); explicit newlines ("\n", "\r\n", U+2028) break lines; never returns an empty array (empty text gives [""]). `width` < 1 is treated as 1; a single character wider than `width` goes on its own line.
    ///
    /// Details: every `Character.isNewline` breaks (also a lone "\r", U+2029, NEL, VT and FF), and
    /// each empty line between newlines is kept as "". Spaces (Unicode Zs other than the no-break
    /// spaces) are dropped where a line breaks at them, and leading spaces are dropped when the
    /// first word does not fit after them; every other character is kept, in order. Besides spaces,
    /// a line may break next to any wide character, as between CJK ideographs, but not before
    /// closing punctuation such as "，" or "。" nor after opening brackets such as "「".
    public static func wrap(_ text: String, width: Int) -> [String] {
        let limit = max(width, 1)
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .flatMap { wrapParagraph($0, limit: limit) }
    }

    static let ellipsis = "…"

    /// A paragraph (text without newlines) wrapped greedily: each piece goes on the current line
    /// if it fits there, with the spaces before it, and otherwise starts the next line.
    private static func wrapParagraph(_ paragraph: Substring, limit: Int) -> [String] {
        var lines: [String] = []
        var line = MeasuredLine()
        var spaces: Substring = ""
        for piece in WrapPiece.pieces(of: paragraph) {
            guard case .word(let word) = piece else {
                spaces = piece.text
                continue
            }
            var extended = line
            extended.append(spaces)
            extended.append(word)
            spaces = ""
            if extended.width <= limit {
                line = extended
                continue
            }
            if !line.isEmpty {
                lines.append(line.text)
                line = MeasuredLine()
            }
            var fresh = MeasuredLine()
            fresh.append(word)
            if fresh.width <= limit {
                line = fresh
                continue
            }
            // A word longer than a line: cut it between characters.
            for character in word {
                var longer = line
                longer.append(character)
                if longer.width <= limit || line.isEmpty {
                    line = longer
                } else {
                    lines.append(line.text)
                    line = MeasuredLine()
                    line.append(character)
                }
            }
        }
        // Trailing spaces stay as far as they fit.
        for space in spaces {
            var longer = line
            longer.append(space)
            guard longer.width <= limit else { break }
            line = longer
        }
        lines.append(line.text)
        return lines
    }
}

/// A line being built, with its width kept up to date so each candidate costs only its new text.
private struct MeasuredLine {
    private(set) var text = ""
    private var scanner = WidthScanner()

    var width: Int { scanner.width }
    var isEmpty: Bool { text.isEmpty }

    mutating func append(_ piece: Substring) {
        text += piece
        scanner.feed(piece.unicodeScalars)
    }

    mutating func append(_ character: Character) {
        text.append(character)
        scanner.feed(character.unicodeScalars)
    }
}

/// A run of spaces, or a run of other characters that `wrap` must not break inside.
enum WrapPiece: Equatable {
    case spaces(Substring)
    case word(Substring)

    var text: Substring {
        switch self {
        case .spaces(let text), .word(let text): return text
        }
    }

    /// `paragraph` cut into pieces; concatenated, they give back `paragraph` exactly.
    static func pieces(of paragraph: Substring) -> [WrapPiece] {
        var pieces: [WrapPiece] = []
        var start = paragraph.startIndex
        var inSpaces = false
        var previous: Character?
        for index in paragraph.indices {
            let character = paragraph[index]
            let isSpace = isBreakSpace(character)
            if let previous, isSpace != inSpaces || (!isSpace && canBreak(between: previous, and: character)) {
                pieces.append(piece(paragraph[start..<index], spaces: inSpaces))
                start = index
            }
            inSpaces = isSpace
            previous = character
        }
        if start < paragraph.endIndex {
            pieces.append(piece(paragraph[start...], spaces: inSpaces))
        }
        return pieces
    }

    /// A space a line may break at: Unicode's space separators (Zs) but the no-break spaces,
    /// whose whole point is to hold words together.
    static func isBreakSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        switch scalar.value {
        case 0x00A0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    private static func piece(_ text: Substring, spaces: Bool) -> WrapPiece {
        spaces ? .spaces(text) : .word(text)
    }

    /// CJK text breaks between any two characters, which UAX #14 reduces to: next to a wide
    /// character, except where that would start a line with closing punctuation or end one
    /// with an opening bracket.
    private static func canBreak(between before: Character, and after: Character) -> Bool {
        guard TextWidth.columns(before) >= 2 || TextWidth.columns(after) >= 2 else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    private static let noBreakBefore: Set<Character> = Set("、。，．・：；？！）］｝〕〉》」』】〙〗〟’”｠»ー々…‥")
    private static let noBreakAfter: Set<Character> = Set("（［｛〔〈《「『【〘〖〝‘“｟«")
}

/// `wcwidth.wcswidth`'s left-to-right pass over scalars, fed one scalar at a time so callers can
/// measure a growing line without rescanning it. Each rule names the `wcswidth` state it mirrors.
struct WidthScanner {
    private var total = 0
    /// The last scalar that took columns and can still be widened by VS16 or a spacing mark
    /// (`last_measured_idx`); nil once one has been applied.
    private var widenable: UInt32?
    /// The last scalar that took columns, for the skin-tone rule (`last_measured_ucs`).
    private var lastMeasured: UInt32?
    private var afterVirama = false
    /// A conjunct adds its column when the next character takes columns, or at the end.
    private var conjunctPending = false
    /// A ZWJ hides the scalar after it, whatever that is.
    private var skipNext = false
    /// Regional indicators immediately before, counted over the raw text as `wcswidth` does.
    private var regionalRun = 0

    /// The width of everything fed so far, as if the text ended here.
    var width: Int { total + (conjunctPending ? 1 : 0) }

    mutating func feed(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars { feed(scalar) }
    }

    mutating func feed(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        let regionalBefore = regionalRun
        let isRegional = value > 0xFFFF && Self.contains(TextWidthTables.regionalIndicators, value)
        regionalRun = isRegional ? regionalRun + 1 : 0
        if skipNext {
            skipNext = false
            return
        }
        if value == 0x200D {
            if !afterVirama { skipNext = true }
            return
        }
        if value == 0xFE0F, let base = widenable {
            if Self.contains(TextWidthTables.narrowToWideWithVS16, base) { total += 1 }
            widenable = nil
            return
        }
        if isRegional, regionalBefore % 2 == 1 {
            lastMeasured = value
            return
        }
        if !isRegional, Self.contains(TextWidthTables.skinToneModifiers, value),
            let base = lastMeasured, Self.contains(TextWidthTables.emojiModifierBases, base)
        {
            return
        }
        if afterVirama, Self.contains(TextWidthTables.indicConsonants, value) {
            widenable = value
            lastMeasured = value
            afterVirama = false
            conjunctPending = true
            return
        }
        let columns = Self.columns(of: value)
        if columns > 0 {
            if conjunctPending {
                total += 1
                conjunctPending = false
            }
            total += columns
            widenable = value
            lastMeasured = value
            afterVirama = false
        } else if widenable != nil, Self.contains(TextWidthTables.spacingMarks, value) {
            total += 1
            widenable = nil
            afterVirama = false
            conjunctPending = false
        } else {
            afterVirama = Self.contains(TextWidthTables.viramas, value)
        }
    }

    /// One scalar on its own (`wcwidth.wcwidth`), with control characters at 0 instead of -1.
    static func columns(of value: UInt32) -> Int {
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if contains(TextWidthTables.zeroWidth, value) { return 0 }
        if contains(TextWidthTables.wide, value) { return 2 }
        return 1
    }

    /// Binary search over sorted, disjoint ranges.
    static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        guard let first = table.first, let last = table.last,
            value >= first.lowerBound, value <= last.upperBound
        else { return false }
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value > table[middle].upperBound {
                low = middle + 1
            } else if value < table[middle].lowerBound {
                high = middle - 1
            } else {
                return true
            }
        }
        return false
    }
}
