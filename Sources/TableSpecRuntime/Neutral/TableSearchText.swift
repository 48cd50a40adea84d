/// A text as search compares it, folded once by `TableSearchFolding`: its letters without case and accents, as
/// UTF-8, searched byte by byte at every keystroke.
nonisolated struct TableSearchText: Equatable, Sendable {
    /// What a text holds that decides whether its folded form can answer for Foundation (see `TableSearchFolding`).
    struct Traits: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        /// Combining marks, left out of the folded form.
        static let marks = Traits(rawValue: 1 << 0)
        /// A letter that folds to several (ß to "ss", ﬁ to "fi").
        static let expansions = Traits(rawValue: 1 << 1)
        /// A capital I or a non-ASCII letter that folds: what Foundation compares wrongly with the middle of a
        /// word's letter that folds to several.
        static let quirks = Traits(rawValue: 1 << 2)
        /// Something only Foundation searches as it does: the text, or the word, is left to it.
        static let reference = Traits(rawValue: 1 << 3)
        /// A combining mark before any letter: Foundation compares it as written when a word starts with it.
        static let leadingMark = Traits(rawValue: 1 << 4)
    }

    /// The folded letters' UTF-8.
    var bytes: [UInt8] = []
    /// The offsets in `bytes` inside one letter's fold (between the two s of a folded ß), in order: a word matches
    /// only whole letters, so a match neither starts nor ends at one.
    var innerOffsets: [Int32] = []
    var traits: Traits = []

    /// Whether `word`, folded the same way, occurs in the text as Foundation finds it; nil when only Foundation
    /// can tell (see `TableSearchFolding`).
    func contains(_ word: Self) -> Bool? {
        if traits.contains(.reference) || !word.traits.isDisjoint(with: [.reference, .leadingMark]) || word.bytes.isEmpty {
            return nil
        }
        if word.traits.contains(.expansions) && !traits.isDisjoint(with: [.marks, .quirks]) {
            return nil
        }
        if traits.contains(.expansions) && word.traits.contains(.marks) {
            return nil
        }
        return occurs(word.bytes)
    }

    /// Whether `pattern` occurs in `bytes` starting and ending between whole folded letters.
    private func occurs(_ pattern: [UInt8]) -> Bool {
        let count = pattern.count
        guard count <= bytes.count else {
            return false
        }
        let first = pattern[0]
        var start = 0
        let last = bytes.count - count
        while start <= last {
            if bytes[start] == first {
                var matched = 1
                while matched < count && bytes[start + matched] == pattern[matched] {
                    matched += 1
                }
                if matched == count && isBoundary(start) && isBoundary(start + count) {
                    return true
                }
            }
            start += 1
        }
        return false
    }

    private func isBoundary(_ offset: Int) -> Bool {
        innerOffsets.isEmpty || !innerOffsets.contains(Int32(offset))
    }
}
