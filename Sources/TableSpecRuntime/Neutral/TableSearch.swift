public import Foundation

/// What the user typed in the search field, and the chosen scope button's key (nil: no scopes / the first).
public nonisolated struct TableSearchQuery: Hashable, Sendable {
    public var text: String
    public var scope: String?

    public init(text: String = "", scope: String? = nil) {
        self.text = text
        self.scope = scope
    }

    /// Whether the query filters nothing: its text is empty or only whitespace.
    public var isEmpty: Bool {
        text.allSatisfy(\.isWhitespace)
    }

    /// The words a row must hold, each somewhere in its texts: the text split at whitespace characters.
    var words: [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

/// Decides which rows a query shows, and keeps the folded texts of the rows it has seen so a keystroke refolds only
/// new or changed rows.
///
/// A row matches when every word of the query occurs in one of its texts as Foundation finds it with
/// `[.caseInsensitive, .diacriticInsensitive]` for the locale: "zur" finds "Zürich", "strasse" finds "Straße", and
/// in Turkish "istanbul" does not find "ISTANBUL". The answer is Foundation's, read from texts folded once
/// (`TableSearchFolding` says how, and which texts it leaves to Foundation), so a keystroke in a table of 10,000
/// rows costs a few milliseconds. Keep one filter for as long as the search lasts, and `prepare` it when the search
/// begins: the first keystroke then does not fold every row.
///
/// The folded texts are kept by the texts themselves (`TableSearchCache`), not by the row's key: a row whose texts
/// an edit changed is folded again whatever its key. A keystroke neither hashes the table's generic keys nor asks
/// the rows of an unchanged section for their texts: in an app that links the library, the runtime's generic code
/// runs unspecialized, and each cost more than the search itself (a lookup by key and texts made a keystroke in
/// 10,000 rows four times slower).
public nonisolated struct TableSearchFilter<Table: TableDefinition>: Sendable {
    /// The strings of a row that search looks in.
    private let texts: @Sendable (TableRow<Table>) -> [String?]
    private var folding: TableSearchFolding
    /// The folded texts of the rows seen.
    private(set) var cache = TableSearchCache()
    /// The rows of each section the latest `filter` call met, with their entries in `cache`. The filter holds each
    /// array, so an edit to a section's rows copies them rather than change them in place: a section whose rows are
    /// the very same array is matched from its entries, without asking its rows for their texts again.
    private var met: [TableSearchSection<Table>] = []

    /// `texts` gives the strings of a row that search looks in (the generated code passes the spec's `fields`: a row's
    /// text and detail, or a model's fields). They must depend on the row alone: a row met again is not asked again.
    public init(locale: Locale = .current, texts: @escaping @Sendable (TableRow<Table>) -> [String?]) {
        self.texts = texts
        folding = TableSearchFolding(locale: locale)
    }

    /// Whether the row matches: every whitespace-separated word of the query occurs in one of the row's texts, compared
    /// as Foundation compares with [.caseInsensitive, .diacriticInsensitive] for the locale.
    public mutating func matches(_ row: TableRow<Table>, _ query: TableSearchQuery) -> Bool {
        let words = words(of: query)
        let entry = cache.entry(for: texts(row), by: &folding)
        return cache.entries[entry].matches(words, folding)
    }

    /// The sections a query shows: each section keeps the rows that match, in order; a section left without rows is
    /// dropped, so its header and section-index entry go with it; `inScope` (when given) drops whole sections outside
    /// the chosen scope. An empty query returns `sections` unchanged (except for inScope).
    public mutating func filter(
        _ sections: [TableSection<Table>],
        _ query: TableSearchQuery,
        inScope: ((TableSection<Table>) -> Bool)? = nil
    ) -> [TableSection<Table>] {
        guard !query.isEmpty else {
            return inScope.map { sections.filter($0) } ?? sections
        }
        return matchingRows(in: sections, query, inScope: inScope).map { match in
            var section = sections[match.section]
            // Rows are copied only when some fail: a section whose rows all match is shown as it is.
            if match.rows.count < section.rows.count {
                let rows = section.rows
                section.rows = match.rows.map { rows[$0] }
            }
            return section
        }
    }

    /// The rows a query shows, by where they are: each section that keeps a row, by its index in `sections`, with the
    /// indices of its rows that match, in order. Sections left without rows are left out, and so are those `inScope`
    /// (when given) rejects; a query without words matches every row. It is `filter` without copying a row, for a
    /// data source, which maps the table view's index paths to these positions and picks the identities its
    /// snapshot gives the rows from those it keeps for the whole content (`TableSearchSnapshot`).
    public mutating func matchingRows(
        in sections: [TableSection<Table>],
        _ query: TableSearchQuery,
        inScope: ((TableSection<Table>) -> Bool)? = nil
    ) -> [(section: Int, rows: [Int])] {
        let scoped = inScope.map { inScope in sections.indices.filter { inScope(sections[$0]) } } ?? Array(sections.indices)
        let words = words(of: query)
        guard !words.isEmpty else {
            return scoped.compactMap { section in sections[section].rows.isEmpty ? nil : (section, Array(sections[section].rows.indices)) }
        }
        meet(inScope == nil ? sections : scoped.map { sections[$0] })
        var matched: [(section: Int, rows: [Int])] = []
        for (section, seen) in zip(scoped, met) {
            var rows: [Int] = []
            for (index, entry) in seen.entries.enumerated() where cache.entries[entry].matches(words, folding) {
                rows.append(index)
            }
            if !rows.isEmpty {
                matched.append((section, rows))
            }
        }
        return matched
    }

    /// Folds the texts of every row ahead of the first keystroke, as when the search field becomes active: the first
    /// `filter` call then costs what the next ones do, instead of asking every row for its texts.
    public mutating func prepare(_ sections: [TableSection<Table>]) {
        meet(sections)
    }

    /// The query's words, each folded.
    private mutating func words(of query: TableSearchQuery) -> [TableSearchWord] {
        query.words.map { TableSearchWord(text: $0, folded: folding.fold($0)) }
    }

    /// Meets the sections as a `filter` call does: `met` becomes their rows with the entries of their texts, folded
    /// for the rows not met before.
    private mutating func meet(_ sections: [TableSection<Table>]) {
        cache.beginPass(rows: sections.reduce(0) { $0 + $1.rows.count })
        var metNow: [TableSearchSection<Table>] = []
        metNow.reserveCapacity(sections.count)
        var metBefore: [UnsafeRawPointer: Int]?
        for (position, section) in sections.enumerated() {
            let rows = section.rows
            if let known = metEntries(of: rows, at: position, by: &metBefore) {
                cache.reuse(known)
                metNow.append(TableSearchSection(rows: rows, entries: known))
            } else {
                metNow.append(TableSearchSection(rows: rows, entries: entries(of: rows)))
            }
        }
        if let moved = cache.endPass() {
            for index in metNow.indices {
                metNow[index].entries = metNow[index].entries.map { moved[$0] }
            }
        }
        met = metNow
    }

    /// The entries of a section's rows when the latest call met the very same array: at the same place, or else
    /// anywhere (`metBefore` finds it, made the first time a section is not at its place).
    private func metEntries(of rows: [TableRow<Table>], at position: Int, by metBefore: inout [UnsafeRawPointer: Int]?) -> [Int]? {
        guard let address = TableSearchSection<Table>.address(of: rows) else {
            return nil
        }
        if met.indices.contains(position), met[position].address == address, met[position].rows.count == rows.count {
            return met[position].entries
        }
        if metBefore == nil {
            var addresses: [UnsafeRawPointer: Int] = [:]
            for (index, section) in met.enumerated() {
                if let address = section.address {
                    addresses[address] = index
                }
            }
            metBefore = addresses
        }
        guard let index = metBefore?[address], met[index].rows.count == rows.count else {
            return nil
        }
        return met[index].entries
    }

    /// The entries of rows not met before, asking each row for its texts.
    private mutating func entries(of rows: [TableRow<Table>]) -> [Int] {
        var entries: [Int] = []
        entries.reserveCapacity(rows.count)
        // Read through a buffer: iterating the array itself, unspecialized, made a keystroke half as slow again.
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                entries.append(cache.entry(for: texts(rows[index]), by: &folding))
            }
        }
        return entries
    }
}

/// A section's rows as a `filter` call met them, and their entries in the cache.
nonisolated struct TableSearchSection<Table: TableDefinition>: Sendable {
    /// The rows, held so that they are never changed in place while the filter knows them.
    var rows: [TableRow<Table>]
    var entries: [Int]

    /// Where the rows are stored: the same for two arrays only when they share their storage, and so their rows.
    var address: UnsafeRawPointer? {
        Self.address(of: rows)
    }

    static func address(of rows: [TableRow<Table>]) -> UnsafeRawPointer? {
        rows.isEmpty ? nil : rows.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}

/// A word of the query, as typed and folded.
nonisolated struct TableSearchWord: Sendable {
    var text: String
    var folded: TableSearchText
}
