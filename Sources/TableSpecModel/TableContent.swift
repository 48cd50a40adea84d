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
    }

    /// A row is a resolved row; a dynamic one is made from an item and placed at its section.
    public typealias Row = ResolvedRow

    public var sections: [Section]
    /// The rows' values, by row id, that the `hidden` and `disabled` conditions were read with.
    public var values: [String: ConditionValue]

    /// Builds the content, with `items` replacing a dynamic section's sample (keyed by declared
    /// section position); a dynamic section with neither shows no rows. Rows and sections whose
    /// `hidden` condition holds with `values` (by default the spec's) are left out, as the generated
    /// `Content` leaves them out on a device.
    public init(_ table: ResolvedTable, items: [Int: ResolvedSample] = [:], values: [String: ConditionValue]? = nil) {
        let values = values ?? table.declaredValues
        self.values = values
        var sections: [Section] = []
        for declared in table.sections {
            if declared.hidden?.isMet(in: values) == true { continue }
            let base = Section(declaredIndex: declared.position, id: declared.id, header: declared.header, footer: declared.footer,
                               headerHeight: declared.headerHeight, footerHeight: declared.footerHeight,
                               selectionList: declared.selectionList, rows: [])
            switch declared.content {
            case .rows(let rows):
                var section = base
                section.rows = rows.compactMap { row in
                    guard row.hidden?.isMet(in: values) != true else { return nil }
                    return Self.showing(values, in: row)
                }
                sections.append(section)
            case .items(let dynamic):
                let sample = items[declared.position] ?? dynamic.sample
                let rows = sample?.map { Row(dynamic, $0, at: declared.range) } ?? []
                guard dynamic.groupBy == .initial else {
                    var section = base
                    section.rows = rows
                    sections.append(section)
                    continue
                }
                sections += Self.groupedByInitial(rows, like: base)
            }
        }
        self.sections = sections
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
        case (.stepper, .double(let number)): shown.detail = around(number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number))
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
        var entries: [(title: String, section: Int)] = []
        for entry in index.entries {
            switch entry {
            case .title(let title, let declared):
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
        self.init(id: nil, text: prototype.text?.render(item, model: items.model), detail: prototype.detail?.render(item, model: items.model),
                  image: prototype.image?.render(item, model: items.model),
                  accessibilityLabel: prototype.accessibilityLabel?.render(item, model: items.model),
                  appearance: prototype.appearance, height: prototype.height, selectable: prototype.selectable, checked: false,
                  isOn: prototype.isOn, editing: prototype.editing, range: range, actions: prototype.actions)
    }
}
