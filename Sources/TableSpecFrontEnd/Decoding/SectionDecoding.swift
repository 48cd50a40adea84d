import TableSpecDiagnostics
import TableSpecModel

extension SpecDecoder {
    mutating func decodeSections(_ node: YAMLNodeID) -> Located<[SectionDeclaration]>? {
        guard tree.isSequence(node) else {
            typeMismatch(node, expected: "a list of sections for 'sections'")
            return nil
        }
        var sections: [SectionDeclaration] = []
        sections.reserveCapacity(tree.count(node))
        for position in 0..<tree.count(node) {
            if let section = decodeSection(tree.item(node, position)) { sections.append(section) }
        }
        return Located(sections, at: tree.range(node))
    }

    mutating func decodeSection(_ node: YAMLNodeID) -> SectionDeclaration? {
        guard isMapping(node, expected: "a section: a mapping with 'rows' or 'items'") else { return nil }
        var section = SectionDeclaration(range: tree.range(node))
        var rows: (key: YAMLNodeID, value: YAMLNodeID)?, items: (key: YAMLNodeID, value: YAMLNodeID)?
        for entry in 0..<tree.count(node) {
            let key = tree.key(node, entry)
            guard let name = knownKey(key, in: .section, unread: &section.unread) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .id: section.id = string(value, key: "id")
            case .header: section.header = read(string(value, key: "header"), .header, into: &section.unread)
            case .footer: section.footer = string(value, key: "footer")
            case .headerHeight: section.headerHeight = number(value, key: "headerHeight", allowAutomatic: true)
            case .footerHeight: section.footerHeight = number(value, key: "footerHeight", allowAutomatic: true)
            case .indexTitle: section.indexTitle = read(string(value, key: "indexTitle"), .indexTitle, into: &section.unread)
            case .selection: section.selection = read(enumeration(value, key: "selection", as: SelectionList.self), .selection, into: &section.unread)
            case .defaults: section.defaults = decodeRowAttributes(value, as: .defaults)
            case .hidden: section.hidden = condition(value, key: "hidden")
            case .empty: section.empty = decodeEmptyState(value)
            case .collapsible: section.collapsible = read(bool(value, key: "collapsible"), .collapsible, into: &section.unread)
            case .collapsed: section.collapsed = read(bool(value, key: "collapsed"), .collapsed, into: &section.unread)
            case .rows: rows = (key, value)
            case .items: items = (key, value)
            default: break
            }
        }
        switch (rows, items) {
        case let (rows?, items?):
            report(
                "a section has either 'rows' (static) or 'items' (dynamic), not both", at: tree.range(items.key),
                notes: [.init("'rows' is set here", at: SourceLocation(file: file, range: tree.range(rows.key)))])
        case let (rows?, nil):
            if let decoded = decodeRows(rows.value) { section.content = .rows(decoded) }
        case let (nil, items?):
            if let decoded = decodeItems(items.value) { section.content = .items(decoded) }
        case (nil, nil) where !section.unread.isDisjoint(with: [.rows, .items]):
            // An unknown key stood for them (`cells`), and is reported.
            break
        case (nil, nil):
            report("a section needs 'rows' (static rows) or 'items' (rows from data)", at: SourceRange(at: section.range.start))
        }
        return section
    }

    mutating func decodeRows(_ node: YAMLNodeID) -> Located<[RowDeclaration]>? {
        if tree.isEmptyValue(node) { return Located([], at: tree.range(node)) }
        guard tree.isSequence(node) else {
            typeMismatch(node, expected: "a list of rows for 'rows'")
            return nil
        }
        // Every mapping entry of the spec is at most one key: room for them all, once.
        rowFields.reserve(tree.children.count / 2)
        var rows: [RowDeclaration] = []
        rows.reserveCapacity(tree.count(node))
        for position in 0..<tree.count(node) {
            if let row = decodeRow(tree.item(node, position)) { rows.append(row) }
        }
        return Located(rows, at: tree.range(node))
    }

    /// A row mapping, or a bare string: the shorthand for a row with only text.
    mutating func decodeRow(_ node: YAMLNodeID) -> RowDeclaration? {
        if tree.isScalar(node) {
            guard !tree.isEmptyValue(node) else {
                report("an empty row; write its text, or a mapping of row keys", at: tree.range(node))
                return nil
            }
            var attributes = RowAttributes(range: tree.range(node), appendingTo: rowFields)
            attributes.add(RowKey.text.slot, .text(tree.string(node)), at: tree.range(node))
            return RowDeclaration(range: tree.range(node), attributes: attributes, isShorthand: true)
        }
        guard let attributes = decodeRowAttributes(node, as: .row, expected: "a row: a mapping with 'text', or a string") else {
            return nil
        }
        return RowDeclaration(range: tree.range(node), attributes: attributes, isShorthand: false)
    }

    /// The row keys that `object` allows (a row, a prototype or defaults), each read as its
    /// declaration (`RowKey`) says.
    mutating func decodeRowAttributes(_ node: YAMLNodeID, as object: SpecObject, expected: String? = nil) -> RowAttributes? {
        guard isMapping(node, expected: expected ?? "a mapping for \(object.displayName)") else { return nil }
        let keys = KeyTable.of(object)
        var row = RowAttributes(range: tree.range(node), appendingTo: rowFields)
        // Keys that unknown keys stand for: `stlye: subtitle` leaves the style unknown, not `default`.
        var meant: UInt64 = 0
        for entry in 0..<tree.count(node) {
            guard let key = knownRowKey(tree.key(node, entry), in: keys, meant: &meant) else { continue }
            let value = tree.value(node, entry)
            if key.forms == .pluralTemplate, tree.isMapping(value) {
                addPlural(key, value, in: object, to: &row)
            } else if let (stored, range) = key.valueType.readStored(value, key: key.name, by: &self) {
                row.add(key.slot, stored, at: range)
            } else {
                row.markFailed(key.slot)
                // A value that is UIKit's word for another key (`accessory: switch`) leaves that
                // key unknown too: a row with `accessory: switch` and `on: true` has one error.
                if let word = key.valueType.meaning(of: value, in: tree), let other = RowKeys.named(word) {
                    row.markFailed(other.slot)
                }
            }
        }
        row.markFailed(keys: meant)
        if let on = row[.on], let value = row[.defaultValue] {
            // Two spellings of one value in one mapping: which one wins would be a guess.
            let (first, second) =
                on.range.start < value.range.start ? (("on", on.range), ("default", value.range)) : (("default", value.range), ("on", on.range))
            report(
                "'default' and 'on' both set the switch's state ('on' is the older spelling of 'default'); keep one", at: second.1,
                notes: [.init("'\(first.0)' is set here", at: SourceLocation(file: file, range: first.1))])
        }
        return row
    }
}
