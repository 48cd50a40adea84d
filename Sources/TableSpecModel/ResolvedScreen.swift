/// What the spec says of the screen around the rows: the search field (`search`), the empty state (`empty`),
/// pull to refresh (`refreshable`) and folding sections (`collapsible`).

/// `search`, resolved: what a query is matched against, the field's prompt and its scope buttons.
public struct ResolvedSearch: Hashable, Sendable {
    /// The search field's placeholder; nil keeps the system's ("Search").
    public var prompt: String?
    /// Whether a query looks in each row's text, and in its detail (the spec's `text` and `detail` fields).
    public var searchesText: Bool
    public var searchesDetail: Bool
    /// The model fields a query looks in, by model name, in the order `fields` lists them: only the models of
    /// dynamic sections that have a field of that name.
    public var modelFields: [String: [ModelField]]
    /// The scope buttons, in order; empty when the field has none.
    public var scopes: [ResolvedScope]

    @inlinable package init(prompt: String?, searchesText: Bool, searchesDetail: Bool, modelFields: [String: [ModelField]], scopes: [ResolvedScope]) {
        self.prompt = prompt
        self.searchesText = searchesText
        self.searchesDetail = searchesDetail
        self.modelFields = modelFields
        self.scopes = scopes
    }
}

extension ResolvedSearch {
    /// The placeholder iOS shows in a search field without a prompt.
    public static let systemPrompt = "Search"

    /// Whether the field has a scope bar under it: iOS shows one for two or more scopes, and none for a single one.
    public var showsScopeBar: Bool { scopes.count >= 2 }
}

/// One scope button of a search field.
public struct ResolvedScope: Hashable, Sendable {
    public var key: String
    public var title: String
    /// The position of the declared section whose id is the key, which the scope limits the search to; nil for
    /// a scope over every section.
    public var section: Int?

    @inlinable package init(key: String, title: String, section: Int?) {
        self.key = key
        self.title = title
        self.section = section
    }
}

/// `empty`, resolved: what shows in place of rows when a table or a section has none.
public struct ResolvedEmptyState: Hashable, Sendable {
    public var title: String
    public var message: String?
    /// An SF Symbol's name.
    public var image: String?
    /// The button under the message, whose id reaches the app.
    public var action: ResolvedEmptyAction?

    @inlinable package init(title: String, message: String?, image: String?, action: ResolvedEmptyAction?) {
        self.title = title
        self.message = message
        self.image = image
        self.action = action
    }
}

/// An empty state's button.
public struct ResolvedEmptyAction: Hashable, Sendable {
    /// A case of the generated `ActionID`, which the app's handler receives.
    public var id: String
    public var title: String

    @inlinable package init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

extension ResolvedTable {
    /// The ids of the empty states' buttons, each once, the table's first: they are cases of `ActionID` beside
    /// the swipe and menu actions'.
    public var emptyActionIDs: [String] {
        var ids: [String] = []
        for empty in [empty] + sections.map(\.empty) {
            if let id = empty?.action?.id, !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// Whether any section folds.
    public var hasCollapsibleSections: Bool { sections.contains(where: \.collapsible) }
}
