/// The folded texts of the rows a `TableSearchFilter` has seen, kept by the texts themselves: a keystroke refolds
/// only rows whose texts are new, and an edit during the search refolds only the rows it changed.
///
/// A `filter` call meets the rows in the order the table shows them, and between keystrokes that order rarely
/// changes: a row is first compared with the row met at its place by the previous call, which needs no hashing, and
/// looked up by its texts only when that one differs (rows inserted, deleted, moved or changed). The lookup table is
/// brought up to date only then, so a first keystroke and one after no edit never hash a text.
nonisolated struct TableSearchCache: Sendable {
    /// The rows' texts and their folded forms.
    private(set) var entries: [TableSearchEntry] = []
    /// Where the entry of each texts is, for the first `indexed` entries.
    private var index: [TableSearchTexts: Int] = [:]
    private var indexed = 0
    /// The entries in the order the previous `filter` call met its rows.
    private var previousOrder: [Int] = []
    /// The entries in the order the current call meets its rows.
    private var order: [Int] = []
    /// Whether a `filter` call is under way.
    private var inPass = false
    /// The number of the latest `filter` call, which every entry it used carries: the others go once they
    /// outnumber its rows.
    private var pass: UInt32 = 0
    /// How many texts have been folded: what the cache saves, for the tests.
    private(set) var foldedTextCount = 0

    /// How many rows' texts are kept.
    var count: Int {
        entries.count
    }

    /// Starts a `filter` call, which meets `rows` rows in order.
    mutating func beginPass(rows: Int) {
        pass &+= 1
        inPass = true
        order.removeAll(keepingCapacity: true)
        order.reserveCapacity(rows)
        if entries.isEmpty {
            entries.reserveCapacity(rows)
        }
    }

    /// Ends a `filter` call: its order is the next one's guess, and the entries it did not use go once they are
    /// more than the rows it met (texts that edits replaced do not pile up; a scope switched back and forth
    /// keeps its rows). Returns where each entry went when they moved, by its old number.
    mutating func endPass() -> [Int]? {
        inPass = false
        swap(&previousOrder, &order)
        guard entries.count > 2 * previousOrder.count + 64 else {
            return nil
        }
        var moved = Array(repeating: -1, count: entries.count)
        var kept: [TableSearchEntry] = []
        for (old, entry) in entries.enumerated() where entry.pass == pass {
            moved[old] = kept.count
            kept.append(entry)
        }
        entries = kept
        index = [:]
        indexed = 0
        previousOrder = previousOrder.map { moved[$0] }
        return moved
    }

    /// The entry of a row's texts, made now, folding them, if no row had these texts.
    mutating func entry(for strings: [String?], by folding: inout TableSearchFolding) -> Int {
        if inPass, order.count < previousOrder.count {
            let guess = previousOrder[order.count]
            if TableSearchTexts.sameUTF8(entries[guess].texts, strings) {
                return use(guess)
            }
        }
        // A first keystroke makes an entry for every row without looking: rows with the same texts get one each.
        let next = entries.count
        if !inPass || !previousOrder.isEmpty {
            updateIndex()
            // One hash whether the texts are known or not: the slot is claimed for the new entry when empty.
            var isNew = false
            func claim(_ slot: inout Int?) -> Int {
                if let known = slot {
                    return known
                }
                isNew = true
                slot = next
                return next
            }
            let known = claim(&index[TableSearchTexts(strings: strings)])
            if !isNew {
                return use(known)
            }
            indexed += 1
        }
        let folded = strings.map { $0.map { folding.fold($0) } }
        foldedTextCount += folded.count(where: { $0 != nil })
        entries.append(TableSearchEntry(texts: strings, folded: folded, pass: pass))
        if inPass {
            order.append(next)
        }
        return next
    }

    /// Marks the entries of a section's rows, met again as the previous call met them, as used in order.
    mutating func reuse(_ section: [Int]) {
        for entry in section {
            entries[entry].pass = pass
        }
        if inPass {
            order.append(contentsOf: section)
        }
    }

    private mutating func use(_ entry: Int) -> Int {
        entries[entry].pass = pass
        if inPass {
            order.append(entry)
        }
        return entry
    }

    /// Puts the entries made since the last lookup into the lookup table; of entries with the same texts, the first.
    private mutating func updateIndex() {
        while indexed < entries.count {
            let key = TableSearchTexts(strings: entries[indexed].texts)
            if index[key] == nil {
                index[key] = indexed
            }
            indexed += 1
        }
    }
}

/// A row's texts, folded, and the latest `filter` call that used them.
nonisolated struct TableSearchEntry: Sendable {
    var texts: [String?]
    var folded: [TableSearchText?]
    var pass: UInt32

    /// Whether every word occurs in one of the texts, as Foundation finds it.
    func matches(_ words: [TableSearchWord], _ folding: TableSearchFolding) -> Bool {
        for word in words {
            var found = false
            for index in folded.indices {
                guard let text = folded[index], let string = texts[index] else {
                    continue
                }
                if text.contains(word.folded) ?? folding.referenceContains(string, word.text) {
                    found = true
                    break
                }
            }
            if !found {
                return false
            }
        }
        return true
    }
}

/// A row's texts as the key of their folded forms: equal when their UTF-8 is, byte for byte. Not `String`'s
/// equality, which holds for canonically equivalent texts ("é" and "e\u{301}") that Foundation's search does not
/// always treat alike, and which hashes a non-ASCII string by normalizing it first.
nonisolated struct TableSearchTexts: Hashable, Sendable {
    var strings: [String?]

    static func == (lhs: Self, rhs: Self) -> Bool {
        sameUTF8(lhs.strings, rhs.strings)
    }

    /// Whether two rows' texts are the same, byte for byte.
    static func sameUTF8(_ lhs: [String?], _ rhs: [String?]) -> Bool {
        guard lhs.count == rhs.count else {
            return false
        }
        for (left, right) in zip(lhs, rhs) {
            switch (left, right) {
            case (nil, nil):
                continue
            case (let left?, let right?):
                if !sameUTF8(left, right) {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

    private static func sameUTF8(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else {
            return false
        }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in sameBytes(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Whether two buffers of one length hold the same bytes, compared eight at a time: every row's texts are
    /// compared at every keystroke.
    private static func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= lhs.count {
            if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < lhs.count {
            if lhs[offset] != rhs[offset] {
                return false
            }
            offset += 1
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(strings.count)
        for string in strings {
            guard let string else {
                hasher.combine(false)
                continue
            }
            hasher.combine(true)
            hasher.combine(string.utf8.count)
            let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil {
                for byte in string.utf8 {
                    hasher.combine(byte)
                }
            }
        }
    }
}
