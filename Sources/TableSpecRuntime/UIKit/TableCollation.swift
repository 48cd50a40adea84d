#if canImport(UIKit)
internal import UIKit

/// The device half of `groupBy: initial`: on iOS the groups, their titles (and so the section index) and the
/// order of rows are `UILocalizedIndexedCollation`'s, in the user's language, as in Contacts. The content's
/// locale-independent rule (`InitialGrouping`) is what previews draw and what a device falls back to when
/// the collation has no titles.
@MainActor
enum TableCollation {
    /// The content with each grouped dynamic section's rows regrouped by the collation.
    static func collated<Table>(_ content: TableContent<Table>) -> TableContent<Table> {
        var merged: [TableSection<Table>] = []
        for section in content.sections {
            if let previous = merged.last, section.group != nil, previous.group != nil, previous.declaredIndex == section.declaredIndex {
                merged[merged.count - 1].rows += section.rows
            } else {
                merged.append(section)
            }
        }
        let collation = UILocalizedIndexedCollation.current()
        var sections: [TableSection<Table>] = []
        for section in merged {
            if section.group != nil {
                sections += collatedSections(section.rows, like: section, by: collation)
            } else {
                sections.append(section)
            }
        }
        var collated = content
        collated.sections = sections
        return collated
    }

    /// One section per collation section that has rows, in the collation's order, titled with its section
    /// title; rows sorted by the collation.
    private static func collatedSections<Table>(
        _ rows: [TableRow<Table>], like template: TableSection<Table>,
        by collation: UILocalizedIndexedCollation
    ) -> [TableSection<Table>] {
        let titles = collation.sectionTitles
        guard !titles.isEmpty else {
            return InitialGrouping.sections(rows, like: template)
        }
        let selector = #selector(getter: CollationKey.collationString)
        var groups: [[CollationKey]] = Array(repeating: [], count: titles.count)
        for (index, row) in rows.enumerated() {
            let key = CollationKey(text: row.text ?? "", index: index)
            let section = collation.section(for: key, collationStringSelector: selector)
            groups[min(max(section, 0), titles.count - 1)].append(key)
        }
        var sections: [TableSection<Table>] = []
        for (position, group) in groups.enumerated() where !group.isEmpty {
            var section = template
            section.group = titles[position]
            section.header = titles[position]
            section.rows = collation.sortedArray(from: group, collationStringSelector: selector).compactMap {
                ($0 as? CollationKey).map { rows[$0.index] }
            }
            sections.append(section)
        }
        return sections
    }
}

/// A row as `UILocalizedIndexedCollation` reads it: the collation asks an object for its text through a
/// selector.
private final class CollationKey: NSObject {
    /// The row's text.
    @objc let collationString: String
    /// The row's place in the rows being grouped.
    let index: Int

    init(text: String, index: Int) {
        self.collationString = text
        self.index = index
    }
}
#endif
