import SwiftNaming
import TableSpecDiagnostics
import TableSpecFrontEnd

/// Rename and references of a table's name: its `table:` value and every `opens` of it in the
/// specs beside it. A table's name is the one name a spec gives another (`opens` finds a table
/// by name among the specs beside it, as `validate` does), so this is the rename that crosses
/// specs. Each spec is read from the editor when it is open there, else from the disk, and read
/// from its YAML tree, so a comment that mentions the name is left alone; a spec that does not
/// parse is left alone too. The file is not renamed: `opens` still finds a table whose file has
/// another name, by reading the specs beside it.
enum TableNameRename {
    /// The table name under the cursor: the `table:` value, or an `opens` value.
    static func name(in text: [UInt8], at position: Position) -> (name: String, range: Range)? {
        let map = PositionMap(text)
        guard let word = TableNameText.word(in: text, at: map.byteOffset(of: position)) else { return nil }
        let isDeclaration = TableNameText.declaredName(in: text)?.range == word
        guard isDeclaration || TableNameText.isValue(of: "opens", in: text, before: word.lowerBound) else { return nil }
        return (
            String(decoding: text[word], as: UTF8.self),
            Range(start: map.position(ofByte: word.lowerBound), end: map.position(ofByte: word.upperBound))
        )
    }

    /// Every place of the table `name` in `document` and the specs beside it, by URI.
    static func locations(of name: String, from document: OpenDocument, documents: OpenDocuments, limits: YAMLLimits) -> [String: [Range]] {
        var found: [String: [Range]] = [:]
        for (uri, text) in specs(beside: document, documents: documents, limits: limits) {
            guard let tree = SpecTree(text, limits: limits), case .mapping(let pairs) = tree.root.content else { continue }
            var ranges: [Range] = []
            for pair in pairs where pair.key.scalar == "table" && pair.value.scalar == name {
                if let bytes = tree.nameBytes(name, in: pair.value) { ranges.append(tree.lspRange(bytes)) }
            }
            var opens: [YAMLNode] = []
            collectOpens(tree.root, into: &opens, depth: 0)
            for node in opens where node.scalar == name {
                if let bytes = tree.nameBytes(name, in: node) { ranges.append(tree.lspRange(bytes)) }
            }
            if !ranges.isEmpty { found[uri, default: []] += ranges }
        }
        return found
    }

    static func rename(_ name: String, to newName: String, from document: OpenDocument, documents: OpenDocuments, limits: YAMLLimits)
        -> SpecNavigation.RenameOutcome
    {
        if SwiftIdentifier.problem(with: newName) != nil || newName.unicodeScalars.contains(where: { !$0.isASCII }) {
            return .refused("'\(ControlCharacters.escaped(newName))' is not a Swift type name a table can have")
        }
        var directory = TableDirectory()
        directory.edited = documents.editedTexts
        let frontEnd = FrontEnd(limits: limits, tables: directory)
        let ownName = TableNameText.declaredName(in: document.text)?.name
        if newName != name, frontEnd.visibleTables(fromSpec: document.path ?? "-", ownName: ownName).contains(newName) {
            return .refused("a table '\(newName)' is already beside this spec")
        }
        var changes = locations(of: name, from: document, documents: documents, limits: limits).mapValues {
            $0.map { TextEdit(range: $0, newText: newName) }
        }
        // Every String Catalog key of a localized table starts with its name.
        if let reason = CatalogKeyRename.extend(&changes, in: document, documents: documents, limits: limits) { return .refused(reason) }
        return changes.isEmpty ? .nothing : .edit(WorkspaceEdit(changes: changes))
    }

    /// The values of every `opens` key (rows, prototypes, defaults), to the parser's depth limit.
    private static func collectOpens(_ node: YAMLNode, into opens: inout [YAMLNode], depth: Int) {
        guard depth < 64 else { return }
        switch node.content {
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key.scalar == "opens", pair.value.scalar != nil {
                    opens.append(pair.value)
                } else {
                    collectOpens(pair.value, into: &opens, depth: depth + 1)
                }
            }
        case .sequence(let items):
            for item in items { collectOpens(item, into: &opens, depth: depth + 1) }
        case .scalar:
            break
        }
    }

    /// The spec itself and the `*.table.yaml` files beside it, open ones as the editor has them,
    /// as many as `validate` reads beside a spec.
    private static func specs(beside document: OpenDocument, documents: OpenDocuments, limits: YAMLLimits) -> [(uri: String, text: [UInt8])] {
        var specs = [(document.uri, document.text)]
        guard let path = document.path, let slash = path.lastIndex(of: "/") else { return specs }
        let folder = String(path[...slash])
        var paths = Set(
            (SystemFile.entries(of: folder, limit: TableDirectory().maxNeighbours * 16) ?? []).filter { $0.hasSuffix(".table.yaml") }.map {
                folder + $0
            })
        for open in documents.byURI.values {
            if let other = open.path, other.hasPrefix(folder), !other.dropFirst(folder.count).contains("/"), other.hasSuffix(".table.yaml") {
                paths.insert(other)
            }
        }
        paths.remove(path)
        for other in paths.sorted().prefix(TableDirectory().maxNeighbours) {
            if let open = documents.document(atPath: other) {
                specs.append((open.uri, open.text))
            } else if case .success(let bytes) = SourceFile.read(other, limit: limits.maxInputBytes) {
                specs.append((DocumentURI.uri(ofPath: other), bytes))
            }
        }
        return specs
    }
}
