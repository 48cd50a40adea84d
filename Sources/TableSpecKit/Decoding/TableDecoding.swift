extension SpecDecoder {
    mutating func decodeTable(_ map: MappingReader) -> TableDeclaration {
        var table = TableDeclaration(file: file, range: map.node.range)
        if let node = map.value("version") {
            if let version = Self.integer(node) {
                table.version = Located(version, at: node.range)
            } else {
                report("expected a whole number for 'version', found \(describe(node))", at: node.range)
            }
        }
        table.name = string(map.value("table"), key: "table")
        table.style = enumeration(map.value("style"), key: "style", as: TableStyle.self)
        table.separator = enumeration(map.value("separator"), key: "separator", as: SeparatorStyle.self)
        table.rowHeight = number(map.value("rowHeight"), key: "rowHeight", allowAutomatic: true)
        table.estimatedRowHeight = points(map.value("estimatedRowHeight"), key: "estimatedRowHeight")
        table.sectionHeaderHeight = number(map.value("sectionHeaderHeight"), key: "sectionHeaderHeight", allowAutomatic: true)
        table.sectionFooterHeight = number(map.value("sectionFooterHeight"), key: "sectionFooterHeight", allowAutomatic: true)
        table.estimatedSectionHeaderHeight = points(map.value("estimatedSectionHeaderHeight"), key: "estimatedSectionHeaderHeight")
        table.estimatedSectionFooterHeight = points(map.value("estimatedSectionFooterHeight"), key: "estimatedSectionFooterHeight")
        table.header = string(map.value("header"), key: "header")
        table.footer = string(map.value("footer"), key: "footer")
        table.selection = enumeration(map.value("selection"), key: "selection", as: TableSelection.self)
        table.allowsSelectionDuringEditing = bool(map.value("allowsSelectionDuringEditing"), key: "allowsSelectionDuringEditing")
        if let node = map.value("editing") { table.editing = decodeEditing(node) }
        if let node = map.value("index") { table.index = decodeIndex(node) }
        if let node = map.value("defaults") { table.defaults = decodeRowAttributes(node, as: .defaults) }
        if let node = map.value("models") { table.models = decodeModels(node) }
        if let node = map.value("prototypes") { table.prototypes = decodePrototypes(node) }

        if table.name == nil, !map.has("table") {
            report("the spec has no 'table' key; add one naming the generated Swift type, such as 'table: Settings'", at: SourceRange(at: map.node.range.start))
        }
        if let node = map.value("sections") {
            table.sections = decodeSections(node)
        } else {
            report("the spec has no 'sections' key; a table needs at least one section", at: SourceRange(at: map.node.range.start))
        }
        return table
    }

    mutating func decodeEditing(_ node: YAMLNode) -> EditingDeclaration? {
        guard let map = MappingReader(node, as: .editing, decoder: &self) else { return nil }
        return EditingDeclaration(
            range: node.range,
            style: enumeration(map.value("style"), key: "style", as: EditingStyle.self),
            canEdit: bool(map.value("canEdit"), key: "canEdit"),
            canMove: bool(map.value("canMove"), key: "canMove"),
            deleteConfirmation: string(map.value("deleteConfirmation"), key: "deleteConfirmation")
        )
    }

    /// `auto`, or an ordered map from title to a section id (a string) or number (a plain integer).
    mutating func decodeIndex(_ node: YAMLNode) -> IndexDeclaration? {
        switch node.content {
        case .scalar(let value, _):
            if value == "auto" { return .auto(node.range) }
            let hint = NearestName.hint(for: value, among: ["auto"])
            report("expected 'auto' or a mapping from index title to section for 'index', found \(describe(node))\(hint)", at: node.range)
            return nil
        case .sequence:
            report("expected 'auto' or a mapping from index title to section for 'index', found a list (write each entry as 'TITLE: sectionId')", at: node.range)
            return nil
        case .mapping(let pairs):
            var entries: [IndexEntryDeclaration] = []
            for pair in pairs {
                guard let title = keyName(pair.key) else { continue }
                if title.isEmpty {
                    report("an index title cannot be empty", at: pair.key.range)
                    continue
                }
                if let number = Self.integer(pair.value) {
                    entries.append(IndexEntryDeclaration(title: Located(title, at: pair.key.range), target: Located(.sectionNumber(number), at: pair.value.range)))
                } else if let id = string(pair.value, key: "index") {
                    guard !id.value.isEmpty else {
                        report("index title '\(DiagnosticText.escaped(title))' leads to an empty section id", at: pair.value.range)
                        continue
                    }
                    entries.append(IndexEntryDeclaration(title: Located(title, at: pair.key.range), target: Located(.sectionID(id.value), at: pair.value.range)))
                }
            }
            return .map(entries, node.range)
        }
    }
}
