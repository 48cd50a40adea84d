import TableSpecDiagnostics
import TableSpecModel

extension SpecValidator {
    /// Resolves `index` into titles and target sections. Numbers refer to declared sections
    /// (0-based, in spec order), which stay fixed even when a grouped section expands at run time.
    mutating func validateIndex(sections: [ResolvedSection]?) -> ResolvedIndex? {
        guard let index = table.index, let declared = table.sections?.value else { return nil }
        switch index {
        case .auto:
            var entries: [ResolvedIndex.Entry] = []
            for (position, section) in declared.enumerated() {
                if case .items(let items) = section.content, items.groupBy != nil, section.indexTitle == nil {
                    entries.append(.groupTitles(section: position))
                } else if let title = section.indexTitle?.value ?? section.header?.value.first.map(String.init) {
                    entries.append(.title(title, section: position))
                } else if section.unread.isDisjoint(with: [.header, .indexTitle]) {
                    error(
                        "with 'index: auto' every section needs an 'indexTitle' or a 'header' to take its index title from; this one has neither",
                        at: SourceRange(at: section.range.start), notes: [note("the index is set to 'auto' here", at: index.range)])
                }
            }
            return ResolvedIndex(entries: entries, isAutomatic: true)

        case .map(let declaredEntries, let range):
            if declaredEntries.isEmpty {
                error("the index map has no titles; remove 'index', or map each title to a section", at: range)
            }
            let ids = declared.compactMap { $0.id?.value }
            var entries: [ResolvedIndex.Entry] = []
            for entry in declaredEntries {
                switch entry.target.value {
                case .sectionID(let id):
                    if let position = declared.firstIndex(where: { $0.id?.value == id }) {
                        entries.append(.title(entry.title.value, section: position))
                    } else {
                        error(
                            "index title '\(ControlCharacters.escaped(entry.title.value))' leads to section '\(ControlCharacters.escaped(id))', but no section has that id\(NearestName.hint(for: id, among: ids))",
                            at: entry.target.range)
                    }
                case .sectionNumber(let number):
                    if number >= 0, number < declared.count {
                        entries.append(.title(entry.title.value, section: number))
                    } else {
                        let valid = declared.isEmpty ? "it has none" : "numbers run from 0 to \(declared.count - 1)"
                        error(
                            "index title '\(ControlCharacters.escaped(entry.title.value))' leads to section \(number), but the table has \(declared.count) section\(declared.count == 1 ? "" : "s") (\(valid))",
                            at: entry.target.range)
                    }
                }
            }
            return ResolvedIndex(entries: entries, isAutomatic: false)
        }
    }

    /// Warnings where Apple's documentation advises against a combination that still works.
    mutating func adviseOnIndex() {
        guard let index = table.index else { return }
        let style = table.style?.value ?? .plain
        if style != .plain {
            warning(
                "a section index is meant for 'plain' tables; Apple advises against one on a '\(style.rawValue)' table", at: index.range,
                notes: table.style.map { [note("the table style is set here", at: $0.range)] } ?? [])
        }
        if let first = disclosures.first {
            let count = disclosures.count == 1 ? "a row has" : "\(disclosures.count) rows have"
            let cause =
                first.fromOpens
                ? "the first such row gets its disclosure indicator from 'opens' here" : "the first such row's disclosure indicator is set here"
            warning(
                "\(count) a disclosure indicator in an indexed table, where the section index covers it; Apple advises against combining them",
                at: index.range, notes: [note(cause, at: first.range)])
        }
    }

    /// Notes where a row's (or a prototype's) disclosure indicator comes from: the `accessory`
    /// that sets it, in whichever layer, or the `opens` that gives it one.
    mutating func noteDisclosure(_ edge: TrailingEdge, _ layers: RowValues) {
        guard edge.accessory.showsDisclosure else { return }
        if let accessory = layers[.accessory], accessory.value == edge.accessory {
            disclosures.append(DisclosureSource(range: accessory.range, fromOpens: false))
        } else if let opens = layers[.opens] {
            disclosures.append(DisclosureSource(range: opens.range, fromOpens: true))
        }
    }
}

/// Where a disclosure indicator is written: an `accessory` value, or an `opens`.
struct DisclosureSource {
    var range: SourceRange
    var fromOpens: Bool
}

extension Accessory {
    /// The accessories that draw a chevron at the trailing edge, where a section index would sit.
    var showsDisclosure: Bool { self == .disclosureIndicator || self == .detailDisclosureButton }
}
