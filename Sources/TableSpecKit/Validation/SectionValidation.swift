extension SpecValidator {
    mutating func validateSections(models: [String: Located<ResolvedModel>], prototypes: [String: PrototypeCandidate]) -> [ResolvedSection]? {
        guard let declared = table.sections else { return nil }
        if declared.value.isEmpty {
            error("a table needs at least one section", at: declared.range)
        }
        var sectionIDs: [String: SourceRange] = [:]
        var sections: [ResolvedSection] = []
        for (position, section) in declared.value.enumerated() {
            if let id = section.id, checkIDCase(id, what: "the section id") {
                if let first = sectionIDs[id.value] {
                    error("duplicate section id '\(id.value)'", at: id.range, notes: [note("'\(id.value)' is first used here", at: first)])
                } else {
                    sectionIDs[id.value] = id.range
                }
            }
            if let selection = section.selection, tableSelection == .none {
                error("the section is an '\(selection.value.rawValue)' selection list, but the table's 'selection' is 'none', so no row could be tapped",
                      at: selection.range, notes: table.selection.map { [note("the table's selection is set here", at: $0.range)] } ?? [])
            }
            let content: ResolvedSection.Content
            switch section.content {
            case .rows(let rows)?:
                content = .rows(resolveRows(rows.value, in: section))
            case .items(let items)?:
                guard let resolved = resolveItems(items, in: section, models: models, prototypes: prototypes) else { continue }
                content = .items(resolved)
            case nil:
                continue
            }
            sections.append(ResolvedSection(
                position: position,
                id: section.id?.value,
                header: section.header?.value,
                footer: section.footer?.value,
                headerHeight: section.headerHeight?.value ?? table.sectionHeaderHeight?.value,
                footerHeight: section.footerHeight?.value ?? table.sectionFooterHeight?.value,
                indexTitle: section.indexTitle?.value,
                selectionList: section.selection?.value,
                content: content,
                range: section.range
            ))
        }
        return sections
    }

    /// A section's rows with every default applied and every problem reported.
    ///
    /// What a row resolves to depends only on the row, its section and the table, and is worked
    /// out first, in two halves at once for a long section; the rows are written straight into
    /// the result. What depends on the rows before it (unique ids, one checked row in an
    /// exclusive list, one kind of cell per reuse identifier) is then checked in document order,
    /// with each row's own problems reported in their place.
    mutating func resolveRows(_ rows: [RowDeclaration], in section: SectionDeclaration) -> [ResolvedRow] {
        let sectionDefaults = section.defaults
        var checks: [RowChecks] = []
        let resolved = [ResolvedRow](unsafeUninitializedCapacity: rows.count) { buffer, initialized in
            let target = RowSlots(buffer)
            let validator = self
            let work: @Sendable (Range<Int>) -> [RowChecks] = { run in
                var found: [RowChecks] = []
                found.reserveCapacity(run.count)
                for position in run {
                    let (row, check) = validator.draftRow(rows[position], sectionDefaults: sectionDefaults)
                    target.initialize(position, to: row)
                    found.append(check)
                }
                return found
            }
            if rows.count >= rowsResolvedInHalves {
                var (first, second) = WorkerThread.inHalves(of: rows.count, work)
                first.append(contentsOf: second)
                checks = first
            } else {
                checks = work(0..<rows.count)
            }
            initialized = rows.count
        }
        var firstChecked: SourceRange?
        let selectionList = section.selection?.value
        for check in checks {
            // `id` and `checked` belong to the row alone: `defaults` cannot set them.
            if let id = check.id, checkIDCase(id, what: "the row id") {
                if let first = rowIDs[id.value] {
                    error("duplicate row id '\(id.value)'; row ids are unique in the table", at: id.range, notes: [note("'\(id.value)' is first used here", at: first)])
                } else {
                    rowIDs[id.value] = id.range
                }
            }
            if let checked = check.checked, checked.value {
                switch selectionList {
                case nil:
                    warning("'checked' has no effect in a section without 'selection: exclusive' or 'selection: inclusive'; for a fixed checkmark use 'accessory: checkmark'", at: checked.range)
                case .exclusive:
                    if let firstChecked {
                        error("an 'exclusive' selection list has one checked row, but this is a second", at: checked.range, notes: [note("the first checked row is here", at: firstChecked)])
                    } else {
                        firstChecked = checked.range
                    }
                case .inclusive:
                    break
                }
            }
            for problem in check.problems { add(problem) }
            registerCellKind(check.kind, at: check.kindRange)
        }
        return resolved
    }

    /// What one row resolves to, and what is left to check against the rows before it.
    func draftRow(_ row: RowDeclaration, sectionDefaults: RowAttributes?) -> (ResolvedRow, RowChecks) {
        let layers = defaults(for: row.attributes, sectionDefaults: sectionDefaults)
        let checked = appearance(layers, anchor: row.range)
        let resolved = ResolvedRow(
            id: layers.merged.id?.value,
            text: layers.merged.text?.value,
            detail: layers.merged.detail?.value,
            image: layers.merged.image?.value,
            accessibilityLabel: layers.merged.accessibilityLabel?.value,
            appearance: checked.appearance,
            height: layers.merged.height?.value ?? table.rowHeight?.value ?? .points(44),
            selectable: layers.merged.selectable?.value ?? (tableSelection != .none),
            checked: layers.merged.checked?.value ?? false,
            editing: resolveEditing(layers),
            range: row.range
        )
        return (resolved, RowChecks(id: layers.merged.id, checked: layers.merged.checked, problems: checked.problems,
                                    kind: checked.kind, kindRange: checked.kindRange))
    }
}

/// A row's part of the checks that depend on the rows before it.
struct RowChecks: Sendable {
    var id: Located<String>?
    var checked: Located<Bool>?
    /// The row's own problems, reported in its place.
    var problems: [Diagnostic]
    var kind: CellKind
    var kindRange: SourceRange
}

/// The rows of a result being built, written by two threads at once, each in its own half.
private struct RowSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<ResolvedRow>?

    init(_ buffer: UnsafeMutableBufferPointer<ResolvedRow>) {
        base = buffer.baseAddress
    }

    func initialize(_ position: Int, to row: ResolvedRow) {
        base?.advanced(by: position).initialize(to: row)
    }
}
