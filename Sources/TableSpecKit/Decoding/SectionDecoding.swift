extension SpecDecoder {
    mutating func decodeSections(_ node: YAMLNode) -> Located<[SectionDeclaration]>? {
        guard case .sequence(let items) = node.content else {
            typeMismatch(node, expected: "a list of sections for 'sections'")
            return nil
        }
        var sections: [SectionDeclaration] = []
        sections.reserveCapacity(items.count)
        for item in items {
            if let section = decodeSection(item) { sections.append(section) }
        }
        return Located(sections, at: node.range)
    }

    mutating func decodeSection(_ node: YAMLNode) -> SectionDeclaration? {
        guard let map = MappingReader(node, as: .section, expected: "a section: a mapping with 'rows' or 'items'", decoder: &self) else {
            return nil
        }
        var section = SectionDeclaration(range: node.range)
        section.id = string(map.value("id"), key: "id")
        section.header = string(map.value("header"), key: "header")
        section.footer = string(map.value("footer"), key: "footer")
        section.headerHeight = number(map.value("headerHeight"), key: "headerHeight", allowAutomatic: true)
        section.footerHeight = number(map.value("footerHeight"), key: "footerHeight", allowAutomatic: true)
        section.indexTitle = string(map.value("indexTitle"), key: "indexTitle")
        section.selection = enumeration(map.value("selection"), key: "selection", as: SelectionList.self)
        if let defaults = map.value("defaults") { section.defaults = decodeRowAttributes(defaults, as: .defaults) }

        switch (map.value("rows"), map.value("items")) {
        case let (rows?, items?):
            report("a section has either 'rows' (static) or 'items' (dynamic), not both", at: map.keyRange("items") ?? items.range,
                   notes: [.init("'rows' is set here", at: SourceLocation(file: file, range: map.keyRange("rows") ?? rows.range))])
        case let (rows?, nil):
            if let decoded = decodeRows(rows) { section.content = .rows(decoded) }
        case let (nil, items?):
            if let decoded = decodeItems(items) { section.content = .items(decoded) }
        case (nil, nil):
            report("a section needs 'rows' (static rows) or 'items' (rows from data)", at: SourceRange(at: node.range.start))
        }
        return section
    }

    mutating func decodeRows(_ node: YAMLNode) -> Located<[RowDeclaration]>? {
        if node.isEmptyValue { return Located([], at: node.range) }
        guard case .sequence(let items) = node.content else {
            typeMismatch(node, expected: "a list of rows for 'rows'")
            return nil
        }
        var rows: [RowDeclaration] = []
        rows.reserveCapacity(items.count)
        for item in items {
            if let row = decodeRow(item) { rows.append(row) }
        }
        return Located(rows, at: node.range)
    }

    /// A row mapping, or a bare string: the shorthand for a row with only text.
    mutating func decodeRow(_ node: YAMLNode) -> RowDeclaration? {
        if case .scalar(let text, _) = node.content {
            guard !node.isEmptyValue else {
                report("an empty row; write its text, or a mapping of row keys", at: node.range)
                return nil
            }
            var attributes = RowAttributes(range: node.range)
            attributes.text = Located(text, at: node.range)
            return RowDeclaration(range: node.range, attributes: attributes, isShorthand: true)
        }
        guard let attributes = decodeRowAttributes(node, as: .row, expected: "a row: a mapping with 'text', or a string") else {
            return nil
        }
        return RowDeclaration(range: node.range, attributes: attributes, isShorthand: false)
    }

    /// The row keys that `object` allows (a row, a prototype or defaults).
    mutating func decodeRowAttributes(_ node: YAMLNode, as object: SpecObject, expected: String? = nil) -> RowAttributes? {
        guard let map = MappingReader(node, as: object, expected: expected, decoder: &self) else { return nil }
        var row = RowAttributes(range: node.range)
        row.text = string(map.value("text"), key: "text")
        row.detail = string(map.value("detail"), key: "detail")
        row.image = string(map.value("image"), key: "image")
        row.style = enumeration(map.value("style"), key: "style", as: CellStyle.self)
        row.accessory = enumeration(map.value("accessory"), key: "accessory", as: Accessory.self)
        row.editingAccessory = enumeration(map.value("editingAccessory"), key: "editingAccessory", as: Accessory.self)
        row.id = string(map.value("id"), key: "id")
        row.height = number(map.value("height"), key: "height", allowAutomatic: true)
        row.reuseIdentifier = string(map.value("reuseIdentifier"), key: "reuseIdentifier")
        row.customClass = string(map.value("class"), key: "class")
        row.selectable = bool(map.value("selectable"), key: "selectable")
        row.checked = bool(map.value("checked"), key: "checked")
        row.editingStyle = enumeration(map.value("editingStyle"), key: "editingStyle", as: EditingStyle.self)
        row.canEdit = bool(map.value("canEdit"), key: "canEdit")
        row.canMove = bool(map.value("canMove"), key: "canMove")
        row.deleteConfirmation = string(map.value("deleteConfirmation"), key: "deleteConfirmation")
        row.accessibilityLabel = string(map.value("accessibilityLabel"), key: "accessibilityLabel")
        return row
    }
}
