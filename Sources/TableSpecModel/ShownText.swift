/// The texts a preview shows, rewritten by one function: each preview format makes spec text
/// safe for where it goes (a terminal, a page) through these, so none can miss a text.
extension TableContent {
    /// The same content with every shown text (headers, footers, row text and detail, custom
    /// class names, the names of images and action symbols, which a picture's placeholders
    /// show, and the empty states) passed through `transform`.
    public func mappingShownTexts(_ transform: (String) -> String) -> TableContent {
        var mapped = self
        if case .empty(let state)? = unavailable { mapped.unavailable = .empty(state.mappingTexts(transform)) }
        for section in mapped.sections.indices {
            mapped.sections[section].header = mapped.sections[section].header.map(transform)
            mapped.sections[section].footer = mapped.sections[section].footer.map(transform)
            mapped.sections[section].empty = mapped.sections[section].empty?.mappingTexts(transform)
            for row in mapped.sections[section].rows.indices {
                mapped.sections[section].rows[row].text = mapped.sections[section].rows[row].text.map(transform)
                mapped.sections[section].rows[row].detail = mapped.sections[section].rows[row].detail.map(transform)
                mapped.sections[section].rows[row].image = mapped.sections[section].rows[row].image.map(transform)
                mapped.sections[section].rows[row].appearance.customClass = mapped.sections[section].rows[row].appearance.customClass.map(transform)
                // Only rows with actions: setting them on another row would give it out-of-line fields.
                if !mapped.sections[section].rows[row].actions.isEmpty {
                    mapped.sections[section].rows[row].actions = mapped.sections[section].rows[row].actions.mappingImages(transform)
                }
            }
        }
        return mapped
    }
}

extension RowActions {
    /// The same actions with each one's SF Symbol name passed through `transform`.
    func mappingImages(_ transform: (String) -> String) -> RowActions {
        func mapped(_ actions: [RowAction]) -> [RowAction] {
            actions.map { action in
                guard case .custom(var custom) = action else { return action }
                custom.image = custom.image.map(transform)
                return .custom(custom)
            }
        }
        var actions = self
        actions.leading = mapped(leading)
        actions.trailing = mapped(trailing)
        actions.menu = mapped(menu)
        return actions
    }
}

extension ResolvedTable {
    /// The table with its own shown texts (header, footer, index titles, the search field's prompt and scope
    /// titles) passed through `transform`.
    public func mappingShownTitles(_ transform: (String) -> String) -> ResolvedTable {
        var mapped = self
        mapped.header = header.map(transform)
        mapped.footer = footer.map(transform)
        if var search = mapped.search {
            search.prompt = search.prompt.map(transform)
            search.scopes = search.scopes.map { scope in
                var scope = scope
                scope.title = transform(scope.title)
                return scope
            }
            mapped.search = search
        }
        if var index = mapped.index {
            index.entries = index.entries.map { entry in
                if case .title(let title, let section) = entry { return .title(transform(title), section: section) }
                return entry
            }
            mapped.index = index
        }
        return mapped
    }
}

extension ResolvedEmptyState {
    /// The same state with its title, message, symbol name and button title passed through `transform`.
    func mappingTexts(_ transform: (String) -> String) -> ResolvedEmptyState {
        var mapped = self
        mapped.title = transform(title)
        mapped.message = message.map(transform)
        mapped.image = image.map(transform)
        if let title = action?.title { mapped.action?.title = transform(title) }
        return mapped
    }
}
