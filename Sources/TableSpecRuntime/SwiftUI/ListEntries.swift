#if canImport(SwiftUI)
/// A section as the list shows it, known by the identity the UIKit snapshot gives it: `ForEach` over these is
/// `ForEach` over `content.identities`, so SwiftUI inserts, removes and moves exactly the sections and rows a
/// diffable data source would, and a section whose titles change is the same section, updated.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated struct TableListSectionEntry<Table: SwiftUITable>: Sendable {
    /// The section's identity in the snapshot.
    var id: TableSectionIdentity<Table>
    /// Where the section is in the content.
    var index: Int
    /// The section, for its titles.
    var section: TableSection<Table>
    /// The first section index title that leads to the section, as `content.sectionIndex` has it.
    var indexTitle: String?
    /// That title as a word of the spec's, when it is one.
    var localizedIndexTitle: TableLocalizedText<Table>?
    /// The rows, in order.
    var rows: [TableListRowEntry<Table>]

    /// The content's sections and rows, each with its identity.
    static func entries(of content: TableContent<Table>) -> [TableListSectionEntry<Table>] {
        var indexTitles: [Int: String] = [:]
        for entry in content.sectionIndex where indexTitles[entry.section] == nil {
            indexTitles[entry.section] = entry.title
        }
        var words: [String: TableLocalizedText<Table>] = [:]
        for word in Table.localizedIndexTitles where words[word.string] == nil {
            words[word.string] = word
        }
        var entries: [TableListSectionEntry<Table>] = []
        entries.reserveCapacity(content.numberOfSections)
        for (index, identities) in content.identities.enumerated() {
            let section = content.sections[index]
            let isInSelectionList = section.selectionList != nil
            var rows: [TableListRowEntry<Table>] = []
            rows.reserveCapacity(identities.rows.count)
            for (row, identity) in identities.rows.enumerated() {
                rows.append(
                    TableListRowEntry(
                        id: identity,
                        row: section.rows[row],
                        isInSelectionList: isInSelectionList
                    ))
            }
            let indexTitle = indexTitles[index]
            entries.append(
                TableListSectionEntry(
                    id: identities.section,
                    index: index,
                    section: section,
                    indexTitle: indexTitle,
                    localizedIndexTitle: indexTitle.flatMap { words[$0] },
                    rows: rows
                ))
        }
        linkTextFields(in: &entries, of: content)
        return entries
    }

    /// Gives each text field row the next one in the list, across sections, as Return's destination. A disabled
    /// field cannot take the focus, so Return passes over it, as the UIKit data source's does.
    private static func linkTextFields(in entries: inout [TableListSectionEntry<Table>], of content: TableContent<Table>) {
        var previous: (section: Int, row: Int)?
        for section in entries.indices {
            for row in entries[section].rows.indices {
                let entry = entries[section].rows[row]
                guard case .textField? = entry.row.control, !content.isDisabled(entry.row) else {
                    continue
                }
                if let previous {
                    entries[previous.section].rows[previous.row].nextTextField = entry.id
                }
                previous = (section, row)
            }
        }
    }
}

/// A row as the list shows it, known by the identity the UIKit snapshot gives it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated struct TableListRowEntry<Table: SwiftUITable>: Sendable {
    /// The row's identity in the snapshot: what the user's actions find the row by when they happen, since the
    /// row may have moved since it was drawn.
    var id: TableRowIdentity<Table>
    /// The row as it was drawn.
    var row: TableRow<Table>
    /// Whether its section is a checkmark list.
    var isInSelectionList: Bool
    /// For a text field row, the next enabled text field row of the list, where Return moves the focus; nil for
    /// the last one, whose Return ends editing.
    var nextTextField: TableRowIdentity<Table>?

    /// Whether the row shows a checkmark in a checkmark list: the choice VoiceOver reads as "selected".
    var isChosen: Bool {
        isInSelectionList && row.isChecked
    }
}
#endif
