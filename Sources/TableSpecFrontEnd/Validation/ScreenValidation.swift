import TableSpecDiagnostics
import TableSpecModel

/// The keys about the screen around the rows.
///
/// - `empty` needs a title (the decoder says so); its button's id becomes a case of `ActionID`, so it follows
///   the rules of an action id.
/// - `collapsible` needs a header, since tapping the header is what folds the section; `collapsed` says how a
///   collapsible section starts, and means nothing on another.
/// - `search.fields` names what a query is matched against: `text` and `detail` (every row's labels), or
///   fields of the models the dynamic sections show. Search matches text, so a model field must be a
///   `String` (or `String?`). A scope whose key is a section id limits the search to that section.
extension SpecValidator {
    mutating func resolveEmptyState(_ declaration: EmptyStateDeclaration?) -> ResolvedEmptyState? {
        guard let declaration else { return nil }
        var action: ResolvedEmptyAction?
        if let declared = declaration.action, let id = declared.id, checkIDCase(id, what: "the empty state's action id"),
            let actionTitle = declared.title
        {
            action = ResolvedEmptyAction(id: id.value, title: actionTitle.value)
        }
        guard let title = declaration.title else { return nil }
        return ResolvedEmptyState(title: title.value, message: declaration.message?.value, image: declaration.image?.value, action: action)
    }

    /// The section's `empty`, `collapsible` and `collapsed`.
    mutating func resolveScreenKeys(of declaration: SectionDeclaration, into section: inout ResolvedSection) {
        section.empty = resolveEmptyState(declaration.empty)
        if let collapsible = declaration.collapsible, collapsible.value {
            if declaration.header == nil, !declaration.unread.contains(.header) {
                error("a collapsible section needs a 'header': tapping the header is what folds and unfolds it", at: collapsible.range)
            }
            section.collapsible = true
        }
        if let collapsed = declaration.collapsed, collapsed.value {
            if !section.collapsible, !declaration.unread.contains(.collapsible) {
                error(
                    "'collapsed' says how a collapsible section starts, but the section is not collapsible; add 'collapsible: true'",
                    at: collapsed.range)
            }
            section.collapsed = true
        }
    }

    mutating func validateSearch(sections: [ResolvedSection]) -> ResolvedSearch? {
        guard let search = table.search else { return nil }
        var models: [ResolvedModel] = []
        for section in sections {
            if case .items(let items) = section.content, !models.contains(items.model) { models.append(items.model) }
        }
        var searchesText = false, searchesDetail = false
        var modelFields: [String: [ModelField]] = [:]
        if let fields = search.fields {
            for name in fields.value {
                switch name.value {
                case "text": searchesText = true
                case "detail": searchesDetail = true
                default:
                    let owners = models.compactMap { model in model.fields.first { $0.name == name.value }.map { (model, $0) } }
                    guard !owners.isEmpty else {
                        let known = ["text", "detail"] + models.flatMap { $0.fields.map(\.name) }
                        let where_ = models.isEmpty ? "" : " or a field of the model\(models.count == 1 ? "" : "s") the dynamic sections show"
                        error(
                            "search cannot look in '\(ControlCharacters.escaped(name.value))': it is not 'text', 'detail'\(where_)\(NearestName.hint(for: name.value, among: known))",
                            at: name.range)
                        continue
                    }
                    for (model, field) in owners {
                        guard field.type.base == .string else {
                            error("search looks in text, but '\(model.name).\(field.name)' is \(field.type); list String fields", at: name.range)
                            continue
                        }
                        modelFields[model.name, default: []].append(field)
                    }
                }
            }
        } else {
            searchesText = true
            searchesDetail = true
        }
        var scopes: [ResolvedScope] = []
        for option in search.scope?.value ?? [] {
            let section = sections.first { $0.id == option.key.value }?.position
            scopes.append(ResolvedScope(key: option.key.value, title: option.title.value, section: section))
        }
        if let scope = search.scope, scope.value.count == 1 {
            warning("a search field shows scope buttons only when there are two or more; this one scope shows nothing", at: scope.range)
        }
        return ResolvedSearch(
            prompt: search.prompt?.value, searchesText: searchesText, searchesDetail: searchesDetail, modelFields: modelFields, scopes: scopes)
    }
}
