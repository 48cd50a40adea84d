import TableSpecDiagnostics
import TableSpecModel

extension SpecDecoder {
    /// `models`: a map from model name to a map from field name to its type.
    mutating func decodeModels(_ node: YAMLNodeID) -> [ModelDeclaration] {
        guard tree.isMapping(node) else {
            typeMismatch(node, expected: "a mapping from model name to its fields for 'models'")
            return []
        }
        var models: [ModelDeclaration] = []
        for entry in 0..<tree.count(node) {
            let key = tree.key(node, entry), value = tree.value(node, entry)
            guard let name = keyName(key) else { continue }
            guard tree.isMapping(value) else {
                typeMismatch(value, expected: "a mapping from field name to type for model '\(name)', such as 'name: String'")
                continue
            }
            var fields: [FieldDeclaration] = []
            for field in 0..<tree.count(value) {
                let fieldKey = tree.key(value, field)
                guard let fieldName = keyName(fieldKey),
                    let type = string(tree.value(value, field), key: fieldName)
                else { continue }
                fields.append(FieldDeclaration(name: Located(fieldName, at: tree.range(fieldKey)), type: type))
            }
            models.append(ModelDeclaration(name: Located(name, at: tree.range(key)), fields: fields, range: tree.range(value)))
        }
        return models
    }

    /// `prototypes`: a map from prototype name to row keys.
    mutating func decodePrototypes(_ node: YAMLNodeID) -> [PrototypeDeclaration] {
        guard tree.isMapping(node) else {
            typeMismatch(node, expected: "a mapping from prototype name to its row keys for 'prototypes'")
            return []
        }
        var prototypes: [PrototypeDeclaration] = []
        for entry in 0..<tree.count(node) {
            let key = tree.key(node, entry)
            guard let name = keyName(key),
                let attributes = decodeRowAttributes(
                    tree.value(node, entry), as: .prototype, expected: "a mapping of row keys for prototype '\(name)'")
            else { continue }
            prototypes.append(PrototypeDeclaration(name: Located(name, at: tree.range(key)), attributes: attributes))
        }
        return prototypes
    }

    mutating func decodeItems(_ node: YAMLNodeID) -> ItemsDeclaration? {
        guard isMapping(node, expected: "a mapping with 'model' and 'prototype' for 'items'") else { return nil }
        var items = ItemsDeclaration(range: tree.range(node))
        // `cell: row` was meant as the prototype: reported once, not missing too.
        var meant = Set<SpecKeyName>()
        var hasModel = false, hasPrototype = false
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .items, unread: &meant) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .model:
                hasModel = true
                items.model = string(value, key: "model")
            case .prototype:
                hasPrototype = true
                items.prototype = string(value, key: "prototype")
            case .groupBy: items.groupBy = enumeration(value, key: "groupBy", as: GroupBy.self)
            case .id: items.id = string(value, key: "id")
            case .sample: items.sample = decodeSample(value)
            default: break
            }
        }
        for (key, present) in [("model", hasModel || meant.contains(.model)), ("prototype", hasPrototype || meant.contains(.prototype))]
        where !present {
            report("'items' needs '\(key)'", at: SourceRange(at: items.range.start))
        }
        return items
    }

    /// A path to a sample file, or the items inline.
    private mutating func decodeSample(_ node: YAMLNodeID) -> SampleDeclaration? {
        switch tree.kind(node) {
        case .scalar:
            guard let path = string(node, key: "sample") else { return nil }
            return SampleDeclaration(range: tree.range(node), path: path, items: nil)
        case .sequence:
            return SampleDeclaration(range: tree.range(node), path: nil, items: decodeSampleItems(node))
        case .mapping:
            typeMismatch(node, expected: "a path to a sample file or a list of items for 'sample'")
            return nil
        }
    }
}
