import TableSpecFrontEnd

/// A name a spec declares and refers to elsewhere in itself.
struct SpecSymbol: Hashable {
    enum Kind: Hashable {
        /// A static row's `id`, which conditions read.
        case rowID
        /// A section's `id`, which the `index` map names.
        case sectionID
        case prototype
        case model
        /// A field of the model with this name, which `{field}` templates, `items.id`, plural
        /// forms' `count` and inline sample items name.
        case field(model: String)
        /// An option key of the row with this id, which a condition compares the row with
        /// (`units == imperial`).
        case option(row: String)
    }

    var kind: Kind
    var name: String
}

/// Every place a spec declares or uses a row id, section id, prototype, model or model field,
/// read from its YAML tree at fixed levels (never recursively), with the bytes of each name.
///
/// The declarations and uses are where the decoder reads them: a prototype's templates name the
/// fields of the model of the `items` that use the prototype; a condition names row ids (and
/// option keys, which are not collected: a word that is no row's id is left alone).
struct SpecSymbols {
    struct Occurrence {
        var symbol: SpecSymbol
        var bytes: Swift.Range<Int>
        var isDeclaration: Bool
    }

    private(set) var occurrences: [Occurrence] = []
    /// Each model's fields and their types, in order.
    private(set) var models: [(name: String, fields: [(name: String, type: String)])] = []
    /// The model of the items each prototype draws.
    private(set) var modelOfPrototype: [String: String] = [:]
    /// The option keys of each row with `options`, by row id.
    private(set) var optionKeys: [String: [String]] = [:]
    /// The tables rows open, by name.
    private(set) var opened: [String] = []
    /// Each row id's row's `text`, for completion's details.
    private(set) var rowTexts: [String: String] = [:]
    /// The sample files (`sample: countries.sample.yaml`) of each model's items, as written.
    private(set) var sampleFiles: [(model: String, path: String)] = []

    let tree: SpecTree
    let text: [UInt8]

    init(tree: SpecTree, text: [UInt8]) {
        self.tree = tree
        self.text = text
        guard case .mapping(let pairs) = tree.root.content else { return }
        var conditions: [YAMLNode] = []
        var templates: [(prototype: String, node: YAMLNode)] = []
        var indexValues: [YAMLNode] = []
        var searchFields: [YAMLNode] = []
        for pair in pairs {
            switch (pair.key.scalar, pair.value.content) {
            case ("models", .mapping(let models)):
                for model in models {
                    guard let name = model.key.scalar else { continue }
                    add(.model, name, model.key, declaration: true)
                    var fields: [(String, String)] = []
                    if case .mapping(let declared) = model.value.content {
                        for field in declared {
                            guard let fieldName = field.key.scalar else { continue }
                            add(.field(model: name), fieldName, field.key, declaration: true)
                            fields.append((fieldName, field.value.scalar ?? ""))
                        }
                    }
                    self.models.append((name, fields))
                }
            case ("prototypes", .mapping(let prototypes)):
                for prototype in prototypes {
                    guard let name = prototype.key.scalar else { continue }
                    add(.prototype, name, prototype.key, declaration: true)
                    guard case .mapping(let keys) = prototype.value.content else { continue }
                    for key in keys where SpecSymbols.templateKeys.contains(key.key.scalar ?? "") {
                        templates.append((name, key.value))
                    }
                }
            case ("index", .mapping(let entries)):
                indexValues += entries.map(\.value)
            case ("search", .mapping(let settings)):
                for setting in settings where setting.key.scalar == "fields" {
                    if case .sequence(let names) = setting.value.content { searchFields += names }
                }
            case ("sections", .sequence(let sections)):
                for section in sections {
                    guard case .mapping(let sectionPairs) = section.content else { continue }
                    for sectionPair in sectionPairs {
                        switch (sectionPair.key.scalar, sectionPair.value.content) {
                        case ("id", .scalar(let id, _)):
                            add(.sectionID, id, sectionPair.value, declaration: true)
                        case ("hidden", .scalar):
                            conditions.append(sectionPair.value)
                        case ("rows", .sequence(let rows)):
                            for row in rows { readRow(row, conditions: &conditions) }
                        case ("items", .mapping(let items)):
                            readItems(items)
                        default:
                            break
                        }
                    }
                }
            default:
                break
            }
        }
        // `search.fields` names fields of whichever models the dynamic sections show (besides `text` and `detail`):
        // each name is a use of the field of every model that declares one so named.
        for node in searchFields {
            guard let name = node.scalar else { continue }
            for model in models where model.fields.contains(where: { $0.name == name }) {
                add(.field(model: model.name), name, node, declaration: false)
            }
        }
        for value in indexValues {
            if let name = value.scalar, occurrences.contains(where: { $0.symbol == SpecSymbol(kind: .sectionID, name: name) }) {
                add(.sectionID, name, value, declaration: false)
            }
        }
        let rowIDs = Set(occurrences.filter { $0.symbol.kind == .rowID }.map(\.symbol.name))
        for condition in conditions {
            let words = Self.words(inCondition: condition, text: text, tree: tree)
            for (index, word) in words.enumerated() {
                if rowIDs.contains(word.name) {
                    occurrences.append(Occurrence(symbol: SpecSymbol(kind: .rowID, name: word.name), bytes: word.bytes, isDeclaration: false))
                } else if let row = comparedRow(of: index, in: words) {
                    occurrences.append(
                        Occurrence(symbol: SpecSymbol(kind: .option(row: row), name: word.name), bytes: word.bytes, isDeclaration: false))
                }
            }
        }
        for (prototype, node) in templates {
            guard let model = modelOfPrototype[prototype] else { continue }
            readTemplate(node, model: model)
        }
    }

    static let templateKeys: Set<String> = ["text", "detail", "image", "accessibilityLabel"]

    /// The row a condition's word is compared with by `==` or `!=`, on either side, when the word
    /// is one of that row's option keys (`units == imperial`, `imperial != units`).
    private func comparedRow(of index: Int, in words: [(name: String, bytes: Swift.Range<Int>)]) -> String? {
        func operatorBetween(_ left: Swift.Range<Int>, _ right: Swift.Range<Int>) -> Bool {
            guard left.upperBound <= right.lowerBound else { return false }
            let between = text[left.upperBound..<right.lowerBound].filter { $0 != 0x20 && $0 != 0x09 }
            return between.elementsEqual("==".utf8) || between.elementsEqual("!=".utf8)
        }
        let word = words[index]
        for other in [index - 1, index + 1] where words.indices.contains(other) {
            let row = words[other]
            guard optionKeys[row.name]?.contains(word.name) == true else { continue }
            if other < index ? operatorBetween(row.bytes, word.bytes) : operatorBetween(word.bytes, row.bytes) { return row.name }
        }
        return nil
    }

    private mutating func readRow(_ row: YAMLNode, conditions: inout [YAMLNode]) {
        guard case .mapping(let pairs) = row.content else { return }
        var id: String?
        var rowText: String?
        var options: [String] = []
        var optionNodes: [YAMLNode] = []
        for pair in pairs {
            switch (pair.key.scalar, pair.value.content) {
            case ("id", .scalar(let name, _)):
                id = name
                add(.rowID, name, pair.value, declaration: true)
            case ("text", .scalar(let value, _)):
                rowText = value
            case ("hidden", .scalar), ("disabled", .scalar):
                conditions.append(pair.value)
            case ("options", .mapping(let entries)):
                options = entries.compactMap(\.key.scalar)
                optionNodes = entries.map(\.key)
            case ("options", .sequence(let entries)):
                options = entries.compactMap(\.scalar)
                optionNodes = entries
            case ("opens", .scalar(let table, _)):
                opened.append(table)
            default:
                break
            }
        }
        if let id {
            if !options.isEmpty { optionKeys[id] = options }
            for node in optionNodes {
                if let key = node.scalar { add(.option(row: id), key, node, declaration: true) }
            }
            if let rowText { rowTexts[id] = rowText }
        }
    }

    private mutating func readItems(_ pairs: [YAMLPair]) {
        var model: String?, prototype: String?
        for pair in pairs {
            switch pair.key.scalar {
            case "model":
                if let name = pair.value.scalar { model = name; add(.model, name, pair.value, declaration: false) }
            case "prototype":
                if let name = pair.value.scalar { prototype = name; add(.prototype, name, pair.value, declaration: false) }
            default:
                break
            }
        }
        guard let model else { return }
        if let prototype, modelOfPrototype[prototype] == nil { modelOfPrototype[prototype] = model }
        for pair in pairs {
            switch (pair.key.scalar, pair.value.content) {
            case ("id", .scalar(let field, _)):
                add(.field(model: model), field, pair.value, declaration: false)
            case ("sample", .scalar(let path, _)) where !path.isEmpty:
                sampleFiles.append((model, path))
            case ("sample", .sequence(let items)):
                for item in items {
                    guard case .mapping(let fields) = item.content else { continue }
                    for field in fields {
                        if let name = field.key.scalar { add(.field(model: model), name, field.key, declaration: false) }
                    }
                }
            default:
                break
            }
        }
    }

    /// The `{field}`s of a template, or of each of its plural forms, and a forms' `count`.
    private mutating func readTemplate(_ node: YAMLNode, model: String) {
        switch node.content {
        case .scalar:
            let source = tree.bytes(node)
            var index = source.lowerBound
            while index < source.upperBound {
                if text[index] == 0x7B {
                    if index + 1 < source.upperBound, text[index + 1] == 0x7B { index += 2; continue }
                    var start = index + 1
                    while start < source.upperBound, text[start] == 0x20 { start += 1 }
                    var end = start
                    while end < source.upperBound, TableNameText.isNameByte(text[end]) { end += 1 }
                    if start < end {
                        let name = String(decoding: text[start..<end], as: UTF8.self)
                        occurrences.append(
                            Occurrence(symbol: SpecSymbol(kind: .field(model: model), name: name), bytes: start..<end, isDeclaration: false))
                    }
                    index = end
                } else {
                    index += 1
                }
            }
        case .mapping(let forms):
            for form in forms {
                if form.key.scalar == "count" {
                    if let name = form.value.scalar { add(.field(model: model), name, form.value, declaration: false) }
                } else {
                    readTemplate(form.value, model: model)
                }
            }
        case .sequence:
            break
        }
    }

    private mutating func add(_ kind: SpecSymbol.Kind, _ name: String, _ node: YAMLNode, declaration: Bool) {
        guard !name.isEmpty, let bytes = nameBytes(name, in: node) else { return }
        occurrences.append(Occurrence(symbol: SpecSymbol(kind: kind, name: name), bytes: bytes, isDeclaration: declaration))
    }

    private func nameBytes(_ name: String, in node: YAMLNode) -> Swift.Range<Int>? {
        tree.nameBytes(name, in: node)
    }

    /// The words of a condition that may be row ids: names outside the condition's own strings,
    /// other than `true` and `false`.
    static func words(inCondition node: YAMLNode, text: [UInt8], tree: SpecTree) -> [(name: String, bytes: Swift.Range<Int>)] {
        let source = tree.bytes(node)
        var outer: UInt8?
        switch node.content {
        case .scalar(_, .doubleQuoted): outer = 0x22
        case .scalar(_, .singleQuoted): outer = 0x27
        default: outer = nil
        }
        var words: [(String, Swift.Range<Int>)] = []
        var index = source.lowerBound
        var inString: UInt8?
        while index < source.upperBound {
            let byte = text[index]
            if let quote = inString {
                if byte == quote { inString = nil }
                index += 1
            } else if (byte == 0x22 || byte == 0x27), byte != outer {
                inString = byte
                index += 1
            } else if TableNameText.isNameByte(byte), !(0x30...0x39).contains(byte) {
                var end = index
                while end < source.upperBound, TableNameText.isNameByte(text[end]) { end += 1 }
                let name = String(decoding: text[index..<end], as: UTF8.self)
                if name != "true", name != "false" { words.append((name, index..<end)) }
                index = end
            } else if TableNameText.isNameByte(byte) {
                // A number: its digits and letters (1e5) are not a name.
                while index < source.upperBound, TableNameText.isNameByte(text[index]) || text[index] == 0x2E { index += 1 }
            } else {
                index += 1
            }
        }
        return words
    }

    /// The symbol whose name is at byte `offset`, and that occurrence.
    func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.bytes.lowerBound <= offset && offset <= $0.bytes.upperBound }
    }

    /// Each place once: a node reached through a YAML alias is a copy with its anchor's place,
    /// and a rename must not edit one range twice.
    func occurrences(of symbol: SpecSymbol) -> [Occurrence] {
        var seen = Set<Int>()
        return occurrences.filter { $0.symbol == symbol && seen.insert($0.bytes.lowerBound).inserted }
    }

    func names(_ kind: SpecSymbol.Kind) -> [String] {
        var seen = Set<String>()
        return occurrences.filter { $0.symbol.kind == kind && $0.isDeclaration && seen.insert($0.symbol.name).inserted }.map(\.symbol.name)
    }
}
