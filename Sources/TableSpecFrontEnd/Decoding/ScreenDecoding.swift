import TableSpecDiagnostics
import TableSpecModel

/// The keys about the screen around the rows: `search` and `empty`. (`refreshable`, `collapsible` and
/// `collapsed` are plain booleans, read where their mapping is.)
extension SpecDecoder {
    mutating func decodeSearch(_ node: YAMLNodeID) -> SearchDeclaration? {
        guard isMapping(node, expected: "a mapping for \(SpecObject.search.displayName), such as '{ prompt: Search Countries, fields: [name] }'")
        else { return nil }
        var search = SearchDeclaration(range: tree.range(node))
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .search) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .prompt: search.prompt = string(value, key: "prompt")
            case .fields: search.fields = names(value, key: "fields")
            case .scope: search.scope = options(value, key: "scope")
            default: break
            }
        }
        return search
    }

    mutating func decodeEmptyState(_ node: YAMLNodeID) -> EmptyStateDeclaration? {
        guard isMapping(node, expected: "a mapping for \(SpecObject.empty.displayName), such as '{ title: No Mail, image: tray }'") else {
            return nil
        }
        var empty = EmptyStateDeclaration(range: tree.range(node))
        var unread = Set<SpecKeyName>()
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .empty, unread: &unread) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .title: empty.title = read(string(value, key: "title"), .title, into: &unread)
            case .message: empty.message = string(value, key: "message")
            case .image: empty.image = string(value, key: "image")
            case .action: empty.action = decodeEmptyAction(value)
            default: break
            }
        }
        if empty.title == nil, !unread.contains(.title) {
            report("\(SpecObject.empty.displayName) needs a 'title', which is what it shows first", at: SourceRange(at: empty.range.start))
        }
        return empty
    }

    private mutating func decodeEmptyAction(_ node: YAMLNodeID) -> EmptyActionDeclaration? {
        guard isMapping(node, expected: "a mapping for \(SpecObject.emptyAction.displayName), such as '{ id: refresh, title: Check Again }'") else {
            return nil
        }
        var action = EmptyActionDeclaration(range: tree.range(node))
        var unread = Set<SpecKeyName>()
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .emptyAction, unread: &unread) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .id: action.id = read(string(value, key: "id"), .id, into: &unread)
            case .title: action.title = read(string(value, key: "title"), .title, into: &unread)
            default: break
            }
        }
        for (key, value) in [(SpecKeyName.id, action.id), (.title, action.title)] where value == nil && !unread.contains(key) {
            report("\(SpecObject.emptyAction.displayName) needs '\(key.rawValue)'", at: SourceRange(at: action.range.start))
        }
        return action
    }

    /// `[name, capital]`: a list of names, each once. A single name is taken as a list of one.
    private mutating func names(_ node: YAMLNodeID, key: String) -> Located<[Located<String>]>? {
        guard tree.isSequence(node) else {
            return string(node, key: key).map { Located([$0], at: $0.range) }
        }
        var names: [Located<String>] = []
        var seen: [String: SourceRange] = [:]
        for entry in 0..<tree.count(node) {
            guard let name = string(tree.item(node, entry), key: key) else { continue }
            if let first = seen[name.value] {
                report(
                    "'\(ControlCharacters.escaped(name.value))' is listed twice in '\(key)'", at: name.range,
                    notes: [.init("it is first listed here", at: SourceLocation(file: file, range: first))])
                continue
            }
            seen[name.value] = name.range
            names.append(name)
        }
        guard !names.isEmpty else {
            report("'\(key)' lists nothing; leave it out for the default", at: tree.range(node))
            return nil
        }
        return Located(names, at: tree.range(node))
    }
}
