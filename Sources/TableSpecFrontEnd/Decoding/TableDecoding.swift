import TableSpecDiagnostics
import TableSpecModel

extension SpecDecoder {
    mutating func decodeTable(_ node: YAMLNodeID) -> TableDeclaration {
        var table = TableDeclaration(file: file, range: tree.range(node))
        var hasName = false, sections: YAMLNodeID?
        // `name: Settings` or `rows:` stood for a required key: reported once, not missing too.
        var meant = Set<SpecKeyName>()
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .table, unread: &meant) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .version:
                if let version = integer(value) {
                    table.version = Located(version, at: tree.range(value))
                } else {
                    report("expected a whole number for 'version', found \(describe(value))", at: tree.range(value))
                }
            case .table:
                hasName = true
                table.name = string(value, key: "table")
            case .style: table.style = enumeration(value, key: "style", as: TableStyle.self)
            case .separator: table.separator = enumeration(value, key: "separator", as: SeparatorStyle.self)
            case .rowHeight: table.rowHeight = number(value, key: "rowHeight", allowAutomatic: true)
            case .estimatedRowHeight: table.estimatedRowHeight = points(value, key: "estimatedRowHeight")
            case .sectionHeaderHeight: table.sectionHeaderHeight = number(value, key: "sectionHeaderHeight", allowAutomatic: true)
            case .sectionFooterHeight: table.sectionFooterHeight = number(value, key: "sectionFooterHeight", allowAutomatic: true)
            case .estimatedSectionHeaderHeight: table.estimatedSectionHeaderHeight = points(value, key: "estimatedSectionHeaderHeight")
            case .estimatedSectionFooterHeight: table.estimatedSectionFooterHeight = points(value, key: "estimatedSectionFooterHeight")
            case .header: table.header = string(value, key: "header")
            case .footer: table.footer = string(value, key: "footer")
            case .selection: table.selection = enumeration(value, key: "selection", as: TableSelection.self)
            case .allowsSelectionDuringEditing: table.allowsSelectionDuringEditing = bool(value, key: "allowsSelectionDuringEditing")
            case .editing: table.editing = decodeEditing(value)
            case .index: table.index = decodeIndex(value)
            case .defaults: table.defaults = decodeRowAttributes(value, as: .defaults)
            case .models: table.models = decodeModels(value)
            case .prototypes: table.prototypes = decodePrototypes(value)
            case .sections: sections = value
            case .localization: table.localization = decodeLocalization(value)
            case .values: table.values = decodeValues(value)
            case .search: table.search = decodeSearch(value)
            case .empty: table.empty = decodeEmptyState(value)
            case .refreshable: table.refreshable = bool(value, key: "refreshable")
            default: break
            }
        }
        if table.name == nil, !hasName, !meant.contains(.table) {
            report(
                "the spec has no 'table' key; add one naming the generated Swift type, such as 'table: Settings'",
                at: SourceRange(at: table.range.start))
        }
        if let sections {
            table.sections = decodeSections(sections)
        } else if !meant.contains(.sections) {
            report("the spec has no 'sections' key; a table needs at least one section", at: SourceRange(at: table.range.start))
        }
        return table
    }

    mutating func decodeEditing(_ node: YAMLNodeID) -> EditingDeclaration? {
        guard isMapping(node, expected: "a mapping for \(SpecObject.editing.displayName)") else { return nil }
        var editing = EditingDeclaration(range: tree.range(node))
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .editing) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .style: editing.style = enumeration(value, key: "style", as: EditingStyle.self)
            case .canEdit: editing.canEdit = bool(value, key: "canEdit")
            case .canMove: editing.canMove = bool(value, key: "canMove")
            case .deleteConfirmation: editing.deleteConfirmation = string(value, key: "deleteConfirmation")
            default: break
            }
        }
        return editing
    }

    mutating func decodeValues(_ node: YAMLNodeID) -> ValuesDeclaration? {
        guard isMapping(node, expected: "a mapping for \(SpecObject.values.displayName), such as '{ store: userDefaults, keyPrefix: settings. }'")
        else { return nil }
        var values = ValuesDeclaration(range: tree.range(node))
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .values) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .store: values.store = enumeration(value, key: "store", as: ValueStore.self)
            case .suite: values.suite = string(value, key: "suite")
            case .keyPrefix: values.keyPrefix = string(value, key: "keyPrefix")
            default: break
            }
        }
        return values
    }

    mutating func decodeLocalization(_ node: YAMLNodeID) -> LocalizationDeclaration? {
        guard isMapping(node, expected: "a mapping for \(SpecObject.localization.displayName), such as '{ table: Settings, language: en }'") else {
            return nil
        }
        var localization = LocalizationDeclaration(range: tree.range(node))
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .localization) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .table: localization.table = string(value, key: "table")
            case .language: localization.language = string(value, key: "language")
            case .bundle: localization.bundle = enumeration(value, key: "bundle", as: LocalizationBundle.self)
            default: break
            }
        }
        return localization
    }

    /// `auto`, or an ordered map from title to a section id (a string) or number (a plain integer).
    mutating func decodeIndex(_ node: YAMLNodeID) -> IndexDeclaration? {
        switch tree.kind(node) {
        case .scalar:
            let value = tree.string(node)
            if value == "auto" { return .auto(tree.range(node)) }
            let hint = NearestName.hint(for: value, among: ["auto"])
            report("expected 'auto' or a mapping from index title to section for 'index', found \(describe(node))\(hint)", at: tree.range(node))
            return nil
        case .sequence:
            report(
                "expected 'auto' or a mapping from index title to section for 'index', found a list (write each entry as 'TITLE: sectionId')",
                at: tree.range(node))
            return nil
        case .mapping:
            var entries: [IndexEntryDeclaration] = []
            for entry in 0..<tree.count(node) {
                let key = tree.key(node, entry), value = tree.value(node, entry)
                guard let title = keyName(key) else { continue }
                if title.isEmpty {
                    report("an index title cannot be empty", at: tree.range(key))
                    continue
                }
                if let number = integer(value) {
                    entries.append(
                        IndexEntryDeclaration(
                            title: Located(title, at: tree.range(key)), target: Located(.sectionNumber(number), at: tree.range(value))))
                } else if let id = string(value, key: "index") {
                    guard !id.value.isEmpty else {
                        report("index title '\(ControlCharacters.escaped(title))' leads to an empty section id", at: tree.range(value))
                        continue
                    }
                    entries.append(
                        IndexEntryDeclaration(
                            title: Located(title, at: tree.range(key)), target: Located(.sectionID(id.value), at: tree.range(value))))
                }
            }
            return .map(entries, tree.range(node))
        }
    }
}
