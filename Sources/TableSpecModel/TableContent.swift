import TableSpecDiagnostics

/// The rows a table shows for a given set of items: static rows as declared, dynamic rows made
/// from items through their prototype, grouped sections split by initial.
///
/// This is what a back end that draws a table needs. It follows the same rules as the generated
/// `Content` (documented in Docs/Format.md), so the preview shows what the app will show.
public struct TableContent: Sendable {
    public struct Section: Sendable {
        /// The declared section this one comes from; a grouped section becomes several.
        public var declaredIndex: Int
        public var id: String?
        public var header: String?
        public var footer: String?
        public var headerHeight: Height?
        public var footerHeight: Height?
        public var selectionList: SelectionList?
        public var rows: [Row]
        /// What the section shows in place of its rows while it has none (`empty`).
        public var empty: ResolvedEmptyState? = nil
        /// Whether tapping the header folds the section (`collapsible`), and whether it is folded now: a folded
        /// section shows its header and none of its rows.
        public var collapsible = false
        public var collapsed = false
        /// A folded section's rows, which it keeps while they are not shown.
        public var foldedRows: [Row] = []

        /// Whether the section shows its empty state: it has one, no rows, and is not folded. UIKit shows it as the
        /// section's footer view (from iOS 17), so the section's footer text gives way to it.
        public var showsEmptyState: Bool { empty != nil && rows.isEmpty && !collapsed }

        /// The section folded (`collapsed`) or unfolded, its rows kept either way.
        public mutating func fold(_ folded: Bool) {
            guard folded != collapsed else { return }
            collapsed = folded
            if folded {
                foldedRows = rows
                rows = []
            } else {
                rows = foldedRows
                foldedRows = []
            }
        }
    }

    /// A row is a resolved row; a dynamic one is made from an item and placed at its section.
    public typealias Row = ResolvedRow

    public var sections: [Section]
    /// The rows' values, by row id, that the `hidden` and `disabled` conditions were read with.
    public var values: [String: ConditionValue]
    /// What the screen shows in place of the rows: the table's `empty` while no section has a row, shown or folded;
    /// "No Results" when a search matched nothing. Nil while there are rows, or when the table says nothing.
    public var unavailable: ContentUnavailable?
    /// Whether the rows are a search's results: sections without a match are left out, with their headers and their
    /// titles in the section index.
    public var isSearchResult = false

    /// Builds the content, with `items` replacing a dynamic section's sample (keyed by declared
    /// section position); a dynamic section with neither shows no rows. Rows and sections whose
    /// `hidden` condition holds with `values` (by default the spec's) are left out, as the generated
    /// `Content` leaves them out on a device. A `collapsed` section starts folded.
    ///
    /// With `search`, only the rows it matches are kept, and sections left without rows are left out. A folded
    /// section's rows are not searched, as the runtime's search does not look in them: they are out of the content.
    public init(_ table: ResolvedTable, items: [Int: ResolvedSample] = [:], values: [String: ConditionValue]? = nil, search: TableSearch? = nil) {
        let values = values ?? table.declaredValues
        self.values = values
        var sections: [Section] = []
        var hasRows = false
        for declared in table.sections {
            if declared.hidden?.isMet(in: values) == true { continue }
            let base = Section(
                declaredIndex: declared.position, id: declared.id, header: declared.header, footer: declared.footer,
                headerHeight: declared.headerHeight, footerHeight: declared.footerHeight,
                selectionList: declared.selectionList, rows: [], empty: declared.empty, collapsible: declared.collapsible)
            let searched = (search?.looks(inSection: declared.position) ?? true) && !(search != nil && declared.collapsed)
            var made: [Section]
            switch declared.content {
            case .rows(let rows):
                var section = base
                section.rows = rows.compactMap { row in
                    guard row.hidden?.isMet(in: values) != true else { return nil }
                    return Self.showing(values, in: row)
                }
                hasRows = hasRows || !section.rows.isEmpty
                if let search { section.rows = searched ? section.rows.filter { search.matches($0) } : [] }
                made = [section]
            case .items(let dynamic):
                let sample = items[declared.position] ?? dynamic.sample
                hasRows = hasRows || (sample?.isEmpty == false)
                var rows: [Row] = []
                if let sample {
                    rows.reserveCapacity(sample.count)
                    for item in sample {
                        let row = Row(dynamic, item, at: declared.range)
                        if let search, !(searched && search.matches(row, item: item, model: dynamic.model)) { continue }
                        rows.append(row)
                    }
                }
                if dynamic.groupBy == .initial {
                    made = Self.groupedByInitial(rows, like: base)
                } else {
                    var section = base
                    section.rows = rows
                    made = [section]
                }
            }
            for var section in made {
                // A search leaves a folded section out (its rows are not searched), so its results are never folded.
                if search == nil { section.fold(declared.collapsed) }
                if search == nil || !section.rows.isEmpty { sections.append(section) }
            }
        }
        self.sections = sections
        isSearchResult = search != nil
        if !hasRows {
            unavailable = table.empty.map(ContentUnavailable.empty)
        } else if search != nil, sections.isEmpty {
            unavailable = .noResults
        }
    }

    /// The same content with every row dropped, as a screen shows it before its data has come (`preview --empty`):
    /// the table's empty state in place of the rows, and each section's own where the section has one.
    public func withoutRows(_ table: ResolvedTable) -> TableContent {
        var emptied = self
        if isSearchResult { emptied.sections = [] }
        for index in emptied.sections.indices {
            emptied.sections[index].rows = []
            emptied.sections[index].foldedRows = []
        }
        emptied.unavailable = table.empty.map(ContentUnavailable.empty)
        return emptied
    }

    /// `row` showing its value from `values`, which `--set` may have changed from the spec's: a switch's state;
    /// a form row's value, and as its detail, a stepper's number (in its text) and a pushed picker's chosen title, as the
    /// runtime shows them.
    static func showing(_ values: [String: ConditionValue], in row: Row) -> Row {
        if let choice = row.choice {
            // An inline picker's option row is checked while the picker's value is its key.
            var shown = row
            shown.checked = values[choice.picker] == .text(choice.key)
            return shown
        }
        guard let control = row.appearance.control, let id = row.id, let value = values[id] else { return row }
        var shown = row
        if control == .switch {
            if case .bool(let isOn) = value { shown.isOn = isOn }
            return shown
        }
        shown.value = value
        let valueText: ValueText? = if case .numbers(let numbers)? = row.form { numbers.valueText } else { nil }
        let around = { (number: String) in valueText?.showing(number) ?? number }
        switch (control, value) {
        case (.stepper, .int(let number)): shown.detail = valueText?.showing(number) ?? String(number)
        case (.stepper, .double(let number)):
            shown.detail = around(number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number))
        case (.picker, .text(let key)):
            if case .options(let options, .push)? = row.form { shown.detail = options.first { $0.key == key }?.title }
        default: break
        }
        return shown
    }

    /// Whether a row is disabled: its `disabled` condition holds with the values.
    public func isDisabled(_ row: Row) -> Bool {
        row.disabled?.isMet(in: values) ?? false
    }

    /// The section index as titles and the section each leads to.
    public static func sectionIndex(_ index: ResolvedIndex, sections: [Section]) -> [(title: String, section: Int)] {
        sectionIndex(index, sections: sections, leavingOutAbsent: false)
    }

    /// The section index of this content: a search's results leave out the titles of the sections they left out.
    public func sectionIndex(_ index: ResolvedIndex) -> [(title: String, section: Int)] {
        Self.sectionIndex(index, sections: sections, leavingOutAbsent: isSearchResult)
    }

    private static func sectionIndex(_ index: ResolvedIndex, sections: [Section], leavingOutAbsent: Bool) -> [(title: String, section: Int)] {
        var entries: [(title: String, section: Int)] = []
        for entry in index.entries {
            switch entry {
            case .title(let title, let declared):
                if leavingOutAbsent, !sections.contains(where: { $0.declaredIndex == declared }) { continue }
                let target = sections.firstIndex { $0.declaredIndex >= declared } ?? max(sections.count - 1, 0)
                entries.append((title, target))
            case .groupTitles(let declared):
                for (position, section) in sections.enumerated() where section.declaredIndex == declared {
                    entries.append((section.header ?? "", position))
                }
            }
        }
        return entries
    }

    /// One section per initial that has rows, A to Z and then "#", rows sorted within each: the
    /// rule of `IndexCollation`, which the generated code's neutral part follows too.
    static func groupedByInitial(_ rows: [Row], like template: Section) -> [Section] {
        var groups: [String: [Row]] = [:]
        for row in rows { groups[IndexCollation.initial(of: row.text ?? ""), default: []].append(row) }
        return groups.keys.sorted(by: IndexCollation.initialPrecedes).map { title in
            let members = groups[title] ?? []
            var section = template
            section.header = title
            section.rows = IndexCollation.sortedIndices(members.map { $0.text ?? "" }).map { members[$0] }
            return section
        }
    }

    /// A row's initial: the section title it goes under, A to Z or "#" (see `IndexCollation`).
    public static func initial(of text: String) -> String {
        IndexCollation.initial(of: text)
    }
}

extension ResolvedRow {
    /// The row an item becomes through its section's prototype.
    init(_ items: ResolvedItems, _ item: SampleItem, at range: SourceRange) {
        let prototype = items.prototype
        self.init(
            id: nil, text: prototype.text?.render(item, model: items.model), detail: prototype.detail?.render(item, model: items.model),
            image: prototype.image?.render(item, model: items.model),
            accessibilityLabel: prototype.accessibilityLabel?.render(item, model: items.model),
            appearance: prototype.appearance, height: prototype.height, selectable: prototype.selectable, checked: false,
            isOn: prototype.isOn, editing: prototype.editing, range: range, actions: prototype.actions)
    }
}
