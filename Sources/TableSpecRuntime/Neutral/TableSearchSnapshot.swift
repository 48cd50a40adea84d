/// What a search shows of a table's content, as a data source hands it to the table view at each keystroke: the
/// sections and rows the query keeps, where each is in the content, and the identity the snapshot gives each.
///
/// A row keeps the identity it has in the whole content (`TableContent.identities`) while a search hides others, and
/// a section kept by the search the one it has there. A diffable data source then animates a keystroke as rows that
/// go and come back, never as one row turning into another, and the cell provider, which finds a row by the item
/// identifier UIKit hands it, finds the same row whatever the query. It also means a keystroke counts no identity:
/// the data source makes the content's once, when the content changes, and a keystroke picks those of the rows it
/// keeps by position. Counting them again hashed every row shown by its table's generic key, which in an app that
/// links the runtime runs unspecialized: about 4 µs a row, 40 ms for a keystroke that shows 10,000 rows, where a
/// frame lasts 16 ms.
public nonisolated struct TableSearchSnapshot<Table: TableDefinition>: Sendable {
    /// The content as the search shows it: the sections that keep a row, each with the rows that match, in order.
    /// For the table view's titles and section index; its rows are at `positions` in the whole content.
    public private(set) var content: TableContent<Table>
    /// The index in the whole content of each section shown.
    public private(set) var sections: [Int]
    /// Where each row shown is in the whole content, section by section: what an index path of the table view
    /// stands for, so every event and change of the user's is made at the row's place in the content.
    public private(set) var positions: [[TableRowPosition]]
    /// The sections and rows shown, each with the identity it has in the whole content: the snapshot's.
    public private(set) var identities: TableIdentities<Table>

    /// What `query` shows of `content`, or nil when it has no words and the content shows as it is. `identities` are
    /// the whole content's (`content.identities`), kept from when it last changed; when they do not line up with its
    /// sections and rows, they are made again. The app's `matches` decides which rows match when it is given, else
    /// `filter`, which the data source keeps for as long as the search lasts; `scope` (a declared section's index)
    /// keeps only the sections that come from that spec section.
    public init?(
        searching content: TableContent<Table>,
        identities: TableIdentities<Table>,
        query: TableSearchQuery,
        inSection scope: Int? = nil,
        filter: inout TableSearchFilter<Table>,
        matches: ((TableRow<Table>, TableSearchQuery) -> Bool)? = nil
    ) {
        guard !query.isEmpty else {
            return nil
        }
        let whole = Self.linesUp(identities, with: content) ? identities : content.identities
        let matched = Self.matchingRows(in: content, query: query, inSection: scope, filter: &filter, matches: matches)
        var shown: [TableSection<Table>] = [], sections: [Int] = [], positions: [[TableRowPosition]] = []
        var picked: TableIdentities<Table> = []
        shown.reserveCapacity(matched.count)
        sections.reserveCapacity(matched.count)
        positions.reserveCapacity(matched.count)
        picked.reserveCapacity(matched.count)
        for match in matched {
            var section = content.sections[match.section]
            var rows = whole[match.section].rows
            // A section whose rows all match is shown as it is, and its identities are the content's very array.
            if match.rows.count < rows.count {
                section.rows = Self.pick(match.rows, from: section.rows)
                rows = Self.pick(match.rows, from: rows)
            }
            shown.append(section)
            sections.append(match.section)
            positions.append(match.rows.map { TableRowPosition(section: match.section, row: $0) })
            picked.append((whole[match.section].section, rows))
        }
        var searched = content
        searched.sections = shown
        self.content = searched
        self.sections = sections
        self.positions = positions
        self.identities = picked
    }

    /// The rows a query shows, by where they are in `content`: each section that keeps a row, with the indices of
    /// its rows that match. The app's `matches` decides when it is given, else `filter`.
    static func matchingRows(
        in content: TableContent<Table>,
        query: TableSearchQuery,
        inSection scope: Int?,
        filter: inout TableSearchFilter<Table>,
        matches: ((TableRow<Table>, TableSearchQuery) -> Bool)?
    ) -> [(section: Int, rows: [Int])] {
        let inScope: ((TableSection<Table>) -> Bool)? = scope.map { scope in { $0.declaredIndex == scope } }
        guard let matches else {
            return filter.matchingRows(in: content.sections, query, inScope: inScope)
        }
        var matched: [(section: Int, rows: [Int])] = []
        for (index, section) in content.sections.enumerated() where inScope?(section) ?? true {
            let rows = section.rows.indices.filter { matches(section.rows[$0], query) }
            if !rows.isEmpty {
                matched.append((index, rows))
            }
        }
        return matched
    }

    /// The elements at `indices`, in order, each copied from a buffer straight into the new array: in the runtime's
    /// unspecialized code, `map` over the arrays took about a third longer to pick the 4,400 rows and identities of
    /// a keystroke (search-bench).
    private static func pick<Element>(_ indices: [Int], from elements: [Element]) -> [Element] {
        elements.withUnsafeBufferPointer { elements in
            [Element](unsafeUninitializedCapacity: indices.count) { buffer, count in
                for (slot, index) in indices.enumerated() {
                    (buffer.baseAddress! + slot).initialize(to: elements[index])
                }
                count = indices.count
            }
        }
    }

    /// Whether `identities` has one section for each of the content's, with one identity for each of its rows.
    private static func linesUp(_ identities: TableIdentities<Table>, with content: TableContent<Table>) -> Bool {
        identities.count == content.sections.count && zip(identities, content.sections).allSatisfy { $0.rows.count == $1.rows.count }
    }
}
