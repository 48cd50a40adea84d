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
            attributes.add(.text, Located(tree.string(node), at: tree.range(node)), as: RowAttributes.Value.text)
            return RowDeclaration(range: tree.range(node), attributes: attributes, isShorthand: true)
        }
        guard let attributes = decodeRowAttributes(node, as: .row, expected: "a row: a mapping with 'text', or a string") else {
            return nil
        }
        return RowDeclaration(range: tree.range(node), attributes: attributes, isShorthand: false)
    }

    /// The row keys that `object` allows (a row, a prototype or defaults).
    mutating func decodeRowAttributes(_ node: YAMLNodeID, as object: SpecObject, expected: String? = nil) -> RowAttributes? {
        guard isMapping(node, expected: expected ?? "a mapping for \(object.displayName)") else { return nil }
        let keys = KeyTable.of(object)
        var row = RowAttributes(range: tree.range(node), appendingTo: rowFields)
        // Keys that unknown keys stand for: `stlye: subtitle` leaves the style unknown, not `default`.
        var meant = Set<SpecKeyName>()
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: keys, unread: &meant) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .text:
                if tree.isMapping(value) {
                    addPlural(.text, value, key: "text", in: object, to: &row)
                } else {
                    row.add(.text, string(value, key: "text"), as: RowAttributes.Value.text)
                }
            case .detail:
                if tree.isMapping(value) {
                    addPlural(.detail, value, key: "detail", in: object, to: &row)
                } else {
                    row.add(.detail, string(value, key: "detail"), as: RowAttributes.Value.text)
                }
            case .image: row.add(.image, string(value, key: "image"), as: RowAttributes.Value.text)
            case .style:
                row.add(.style, enumeration(value, key: "style", as: CellStyle.self), as: RowAttributes.Value.cellStyle)
                markMeant(by: value, as: CellStyle.self, in: &row)
            case .accessory:
                row.add(.accessory, enumeration(value, key: "accessory", as: Accessory.self), as: RowAttributes.Value.accessory)
                markMeant(by: value, as: Accessory.self, in: &row)
            case .editingAccessory:
                row.add(.editingAccessory, enumeration(value, key: "editingAccessory", as: Accessory.self), as: RowAttributes.Value.accessory)
            case .id: row.add(.id, string(value, key: "id"), as: RowAttributes.Value.text)
            case .height: row.add(.height, number(value, key: "height", allowAutomatic: true), as: RowAttributes.Value.height)
            case .reuseIdentifier: row.add(.reuseIdentifier, string(value, key: "reuseIdentifier"), as: RowAttributes.Value.text)
            case .customClass: row.add(.customClass, string(value, key: "class"), as: RowAttributes.Value.text)
            case .selectable: row.add(.selectable, bool(value, key: "selectable"), as: RowAttributes.Value.flag)
            case .checked: row.add(.checked, bool(value, key: "checked"), as: RowAttributes.Value.flag)
            case .editingStyle:
                row.add(.editingStyle, enumeration(value, key: "editingStyle", as: EditingStyle.self), as: RowAttributes.Value.editingStyle)
            case .canEdit: row.add(.canEdit, bool(value, key: "canEdit"), as: RowAttributes.Value.flag)
            case .canMove: row.add(.canMove, bool(value, key: "canMove"), as: RowAttributes.Value.flag)
            case .deleteConfirmation: row.add(.deleteConfirmation, string(value, key: "deleteConfirmation"), as: RowAttributes.Value.text)
            case .accessibilityLabel:
                if tree.isMapping(value) {
                    addPlural(.accessibilityLabel, value, key: "accessibilityLabel", in: object, to: &row)
                } else {
                    row.add(.accessibilityLabel, string(value, key: "accessibilityLabel"), as: RowAttributes.Value.text)
                }
            case .control: row.add(.control, enumeration(value, key: "control", as: RowControl.self), as: RowAttributes.Value.control)
            case .on: row.add(.on, bool(value, key: "on"), as: RowAttributes.Value.flag)
            case .defaultValue: row.add(.defaultValue, formScalar(value, key: "default"), as: RowAttributes.Value.scalar)
            case .placeholder: row.add(.placeholder, string(value, key: "placeholder"), as: RowAttributes.Value.text)
            case .keyboard: row.add(.keyboard, enumeration(value, key: "keyboard", as: KeyboardKind.self), as: RowAttributes.Value.keyboard)
            case .contentType:
                row.add(.contentType, enumeration(value, key: "contentType", as: TextContentKind.self), as: RowAttributes.Value.contentType)
            case .secure: row.add(.secure, bool(value, key: "secure"), as: RowAttributes.Value.flag)
            case .autocapitalization:
                row.add(
                    .autocapitalization, enumeration(value, key: "autocapitalization", as: Autocapitalization.self),
                    as: RowAttributes.Value.autocapitalization)
            case .autocorrection: row.add(.autocorrection, bool(value, key: "autocorrection"), as: RowAttributes.Value.flag)
            case .range: row.add(.range, numberRange(value), as: RowAttributes.Value.range)
            case .step: row.add(.step, decimal(value, key: "step"), as: RowAttributes.Value.number)
            case .minImage: row.add(.minImage, string(value, key: "minImage"), as: RowAttributes.Value.text)
            case .maxImage: row.add(.maxImage, string(value, key: "maxImage"), as: RowAttributes.Value.text)
            case .options: row.add(.options, options(value), as: RowAttributes.Value.options)
            case .pickerStyle: row.add(.pickerStyle, string(value, key: "pickerStyle"), as: RowAttributes.Value.text)
            case .validate: row.add(.validate, decodeValidation(value), as: RowAttributes.Value.validation)
            case .key: row.add(.key, string(value, key: "key"), as: RowAttributes.Value.text)
            case .mode: row.add(.mode, enumeration(value, key: "mode", as: DatePickerMode.self), as: RowAttributes.Value.dateMode)
            case .role: row.add(.role, enumeration(value, key: "role", as: RowRole.self), as: RowAttributes.Value.role)
            case .swipe: row.add(.swipe, decodeSwipe(value), as: RowAttributes.Value.swipe)
            case .menu: row.add(.menu, decodeActions(value, key: "menu"), as: RowAttributes.Value.actions)
            case .opens: row.add(.opens, string(value, key: "opens"), as: RowAttributes.Value.text)
            case .segue: row.add(.segue, string(value, key: "segue"), as: RowAttributes.Value.text)
            case .hidden: row.add(.hidden, condition(value, key: "hidden").map { Located($0, at: $0.range) }, as: RowAttributes.Value.condition)
            case .disabled: row.add(.disabled, condition(value, key: "disabled").map { Located($0, at: $0.range) }, as: RowAttributes.Value.condition)
            default: break
            }
        }
        for key in meant { row.markFailed(key) }
        if let on = row.on, let value = row.defaultValue {
            // Two spellings of one value in one mapping: which one wins would be a guess.
            let (first, second) =
                on.range.start < value.range.start ? (("on", on.range), ("default", value.range)) : (("default", value.range), ("on", on.range))
            report(
                "'default' and 'on' both set the switch's state ('on' is the older spelling of 'default'); keep one", at: second.1,
                notes: [.init("'\(first.0)' is set here", at: SourceLocation(file: file, range: first.1))])
        }
        return row
    }

    /// A value that is UIKit's word for another key (`accessory: switch` for `control: switch`)
    /// leaves that key unknown too: a row with `accessory: switch` and `on: true` has one error.
    private func markMeant<E: SpelledEnum>(by value: YAMLNodeID, as type: E.Type, in row: inout RowAttributes) {
        guard tree.isScalar(value), tree.withScalarBytes(value, E.spellingTable.names.value(for:)) == nil,
            let word = UIKitWords.value(tree.string(value), of: E.kindName)
        else { return }
        row.markFailed(word.key)
    }
}
