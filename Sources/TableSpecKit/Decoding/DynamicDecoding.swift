extension SpecDecoder {
    /// `models`: a map from model name to a map from field name to its type.
    mutating func decodeModels(_ node: YAMLNode) -> [ModelDeclaration] {
        guard case .mapping(let pairs) = node.content else {
            typeMismatch(node, expected: "a mapping from model name to its fields for 'models'")
            return []
        }
        var models: [ModelDeclaration] = []
        for pair in pairs {
            guard let name = keyName(pair.key) else { continue }
            guard case .mapping(let fieldPairs) = pair.value.content else {
                typeMismatch(pair.value, expected: "a mapping from field name to type for model '\(name)', such as 'name: String'")
                continue
            }
            var fields: [FieldDeclaration] = []
            for fieldPair in fieldPairs {
                guard let fieldName = keyName(fieldPair.key),
                      let type = string(fieldPair.value, key: fieldName) else { continue }
                fields.append(FieldDeclaration(name: Located(fieldName, at: fieldPair.key.range), type: type))
            }
            models.append(ModelDeclaration(name: Located(name, at: pair.key.range), fields: fields, range: pair.value.range))
        }
        return models
    }

    /// `prototypes`: a map from prototype name to row keys.
    mutating func decodePrototypes(_ node: YAMLNode) -> [PrototypeDeclaration] {
        guard case .mapping(let pairs) = node.content else {
            typeMismatch(node, expected: "a mapping from prototype name to its row keys for 'prototypes'")
            return []
        }
        var prototypes: [PrototypeDeclaration] = []
        for pair in pairs {
            guard let name = keyName(pair.key),
                  let attributes = decodeRowAttributes(pair.value, as: .prototype, expected: "a mapping of row keys for prototype '\(name)'")
            else { continue }
            prototypes.append(PrototypeDeclaration(name: Located(name, at: pair.key.range), attributes: attributes))
        }
        return prototypes
    }

    mutating func decodeItems(_ node: YAMLNode) -> ItemsDeclaration? {
        guard let map = MappingReader(node, as: .items, expected: "a mapping with 'model' and 'prototype' for 'items'", decoder: &self) else {
            return nil
        }
        var items = ItemsDeclaration(
            range: node.range,
            model: string(map.value("model"), key: "model"),
            prototype: string(map.value("prototype"), key: "prototype"),
            groupBy: enumeration(map.value("groupBy"), key: "groupBy", as: GroupBy.self)
        )
        for key in ["model", "prototype"] where !map.has(key) {
            report("'items' needs '\(key)'", at: SourceRange(at: node.range.start))
        }
        if let sample = map.value("sample") {
            switch sample.content {
            case .scalar:
                if let path = string(sample, key: "sample") {
                    items.sample = SampleDeclaration(range: sample.range, path: path, items: nil)
                }
            case .sequence:
                items.sample = SampleDeclaration(range: sample.range, path: nil, items: decodeSampleItems(sample))
            case .mapping:
                typeMismatch(sample, expected: "a path to a sample file or a list of items for 'sample'")
            }
        }
        return items
    }

    /// A list of sample items, each a flat mapping from field name to a scalar. Whether the
    /// fields fit the model is the validator's question; here only the shape is checked.
    public mutating func decodeSampleItems(_ node: YAMLNode) -> [SampleItemDeclaration]? {
        guard case .sequence(let nodes) = node.content else {
            typeMismatch(node, expected: "a list of items")
            return nil
        }
        var items: [SampleItemDeclaration] = []
        items.reserveCapacity(nodes.count)
        for itemNode in nodes {
            guard case .mapping(let pairs) = itemNode.content else {
                typeMismatch(itemNode, expected: "an item: a mapping from field name to value")
                continue
            }
            var fields: [(name: Located<String>, value: SampleScalar)] = []
            for pair in pairs {
                guard let name = keyName(pair.key) else { continue }
                guard case .scalar(let text, let style) = pair.value.content else {
                    typeMismatch(pair.value, expected: "a single value for field '\(name)'")
                    continue
                }
                fields.append((Located(name, at: pair.key.range), SampleScalar(text: text, range: pair.value.range, isPlain: style == .plain)))
            }
            items.append(SampleItemDeclaration(file: file, range: itemNode.range, fields: fields))
        }
        return items
    }
}
