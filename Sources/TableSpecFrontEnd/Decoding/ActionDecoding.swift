import TableSpecDiagnostics
import TableSpecModel

/// `swipe` and `menu`: lists of actions, each the bare `delete` or a mapping with an `id`.
extension SpecDecoder {
    mutating func decodeSwipe(_ node: YAMLNodeID) -> Located<SwipeDeclaration>? {
        guard isMapping(node, expected: "a mapping with 'leading' and 'trailing' lists of actions for 'swipe'") else { return nil }
        var swipe = SwipeDeclaration(range: tree.range(node))
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .swipe) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .leading: swipe.leading = decodeActions(value, key: "leading")
            case .trailing: swipe.trailing = decodeActions(value, key: "trailing")
            case .fullSwipe: swipe.fullSwipe = bool(value, key: "fullSwipe")
            default: break
            }
        }
        return Located(swipe, at: tree.range(node))
    }

    /// A list of actions; an empty value is an empty list.
    mutating func decodeActions(_ node: YAMLNodeID, key: String) -> Located<[ActionDeclaration]>? {
        if tree.isEmptyValue(node) { return Located([], at: tree.range(node)) }
        guard tree.isSequence(node) else {
            typeMismatch(node, expected: "a list of actions for '\(key)'")
            return nil
        }
        var actions: [ActionDeclaration] = []
        for position in 0..<tree.count(node) {
            if let action = decodeAction(tree.item(node, position)) { actions.append(action) }
        }
        return Located(actions, at: tree.range(node))
    }

    private static let deleteBytes: [UInt8] = Array("delete".utf8)

    private mutating func decodeAction(_ node: YAMLNodeID) -> ActionDeclaration? {
        if tree.isScalar(node) {
            if tree.scalarStyle(node) == .plain, tree.scalarEquals(node, Self.deleteBytes) { return .delete(tree.range(node)) }
            let value = tree.string(node)
            let hint = NearestName.suggestions(for: value, among: ["delete"]).isEmpty ? "" : "; did you mean 'delete'?"
            report(
                "'\(ControlCharacters.escaped(value))' is not an action\(hint) (write 'delete' for the built-in delete, or a mapping such as '{ id: archive, title: Archive }')",
                at: tree.range(node))
            return nil
        }
        guard isMapping(node, expected: "an action: 'delete', or a mapping with 'id' and a 'title' or 'image'") else { return nil }
        var action = CustomActionDeclaration(range: tree.range(node))
        for entry in 0..<tree.count(node) {
            guard let name = knownKey(tree.key(node, entry), in: .action, unread: &action.unread) else { continue }
            let value = tree.value(node, entry)
            switch name {
            case .id: action.id = string(value, key: "id")
            case .title: action.title = read(string(value, key: "title"), .title, into: &action.unread)
            case .image: action.image = read(string(value, key: "image"), .image, into: &action.unread)
            case .style: action.style = enumeration(value, key: "style", as: ActionStyle.self)
            case .color: action.color = enumeration(value, key: "color", as: ActionColor.self)
            default: break
            }
        }
        if action.id == nil, !action.unread.contains(.id),
            !(0..<tree.count(node)).contains(where: { tree.scalarEquals(tree.key(node, $0), Self.idBytes) })
        {
            report("an action needs an 'id': the name the app's code is handed when the action is chosen", at: SourceRange(at: action.range.start))
        }
        return .custom(action)
    }

    private static let idBytes: [UInt8] = Array("id".utf8)
}
