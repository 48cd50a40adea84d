import TableSpecDiagnostics
import TableSpecModel

extension SpecValidator {
    mutating func validateSections(models: [String: Located<ResolvedModel>], prototypes: [String: PrototypeDeclaration]) -> [ResolvedSection]? {
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
                error(
                    "the section is an '\(selection.value.rawValue)' selection list, but the table's 'selection' is 'none', so no row could be tapped",
                    at: selection.range, notes: table.selection.map { [note("the table's selection is set here", at: $0.range)] } ?? [])
            }
            let content: ResolvedSection.Content
            switch section.content {
            case .rows(let rows)?:
                content = .rows(resolveRows(rows.value, in: section))
            case .items(let items)?:
                guard let resolved = resolveItems(items, in: section, at: position, models: models, prototypes: prototypes) else { continue }
                content = .items(resolved)
            case nil:
                continue
            }
            var resolved = ResolvedSection(
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
            )
            resolveScreenKeys(of: section, into: &resolved)
            sections.append(resolved)
        }
        return sections
    }

    mutating func resolveRows(_ rows: [RowDeclaration], in section: SectionDeclaration) -> [ResolvedRow] {
        var resolved: [ResolvedRow] = []
        resolved.reserveCapacity(rows.count)
        var firstChecked: SourceRange?
        let sectionDefaults = section.defaults
        let selectionList = section.selection?.value
        let selectionListKey = section.selection
        // By index: a `for row in rows` copies each row, retaining every string in it.
        for position in rows.indices {
            let rowRange = rows[position].range
            let layers = defaults(for: rows[position].attributes, sectionDefaults: sectionDefaults)
            if let plural = layers.detailPlural.first, layers[.control]?.value != .stepper {
                error(
                    "plural forms of a row's 'detail' are chosen by a stepper's value; this row has no stepper, so write one string", at: plural.range
                )
            }
            // `id` and `checked` belong to the row alone: `defaults` cannot set them.
            if let id = layers[.id], checkIDCase(id, what: "the row id") {
                if let first = rowIDs[id.value] {
                    error(
                        "duplicate row id '\(id.value)'; row ids are unique in the table", at: id.range,
                        notes: [note("'\(id.value)' is first used here", at: first)])
                } else {
                    rowIDs[id.value] = id.range
                }
            }
            var edge = resolveTrailingEdge(layers)
            let checkedHandled = checkCheckmarks(layers, selectionList: selectionListKey)
            let checked = layers[.checked]
            if let checked, checked.value, !checkedHandled {
                switch selectionList {
                case nil where section.unread.contains(.selection):
                    break
                case nil:
                    warning(
                        "'checked' has no effect in a section without 'selection: exclusive' or 'selection: inclusive'; for a fixed checkmark use 'accessory: checkmark'",
                        at: checked.range)
                case .exclusive:
                    if let firstChecked {
                        error(
                            "an 'exclusive' selection list has one checked row, but this is a second", at: checked.range,
                            notes: [note("the first checked row is here", at: firstChecked)])
                    } else {
                        firstChecked = checked.range
                    }
                case .inclusive:
                    break
                }
            }
            // A switch row takes its taps in the switch: tapping the row itself does nothing, as in
            // Settings, unless the spec says otherwise.
            let selectable =
                layers[.selectable]?.value ?? (tableSelection != .none && (edge.control == nil || edge.accessory == .disclosureIndicator))
            checkActionIsTappable(layers, selectable: selectable)
            let opens = resolveOpens(layers, edge: &edge, selectionList: selectionListKey, selectable: selectable)
            let segue = resolveSegue(layers, edge: edge, selectable: selectable)
            noteDisclosure(edge, layers)
            if let key = layers[.key] {
                if edge.control == nil {
                    error("'key' names the UserDefaults key of a form row's value, but the row has no 'control'", at: key.range)
                } else if let id = layers[.id] {
                    rowKeys[id.value] = key
                }
            }
            var row = ResolvedRow(
                id: layers[.id]?.value,
                text: layers[.text]?.value,
                // A stepper's detail is its value, in the text around it when the spec writes one (`NumberSettings.valueText`).
                detail: edge.control == .stepper ? nil : layers[.detail]?.value,
                image: layers[.image]?.value,
                accessibilityLabel: layers[.accessibilityLabel]?.value,
                appearance: resolveAppearance(layers, anchor: rowRange, edge: edge),
                height: layers[.height]?.value ?? table.rowHeight?.value ?? .automatic,
                selectable: selectable,
                checked: checked?.value ?? false,
                isOn: edge.isOn,
                editing: resolveEditing(layers),
                range: rowRange,
                actions: resolveActions(layers),
                opens: opens,
                segue: segue
            )
            if edge.form.settings != nil || edge.form.value != nil {
                row.form = edge.form.settings
                row.value = edge.form.value
                row.validation = edge.form.validation
            }
            resolved.append(row)
        }
        return resolved
    }
}
