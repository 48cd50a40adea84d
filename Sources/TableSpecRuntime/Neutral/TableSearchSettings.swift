/// What the spec's `search` says: the search field's prompt and scope buttons, and what a query is matched
/// against. The matching itself is `TableSearchFilter`'s (or the app's `searchMatches`).
public nonisolated struct TableSearchSettings<Table: TableDefinition>: Sendable {
    /// The search field's placeholder; nil keeps the system's.
    public var prompt: TableText<Table>?
    /// Whether a query looks in each row's text, and in its detail (`fields: [text, detail]`).
    public var searchesText: Bool
    public var searchesDetail: Bool
    /// The scope buttons, in order; the first is chosen when the search starts.
    public var scopes: [TableSearchScope<Table>]
    /// The model fields a query looks in, for a dynamic row's item (the spec's `fields` that name model fields).
    public var itemTexts: (@Sendable (Table.RowItem) -> [String?])?

    public init(
        prompt: TableText<Table>? = nil, searchesText: Bool = true, searchesDetail: Bool = true, scopes: [TableSearchScope<Table>] = [],
        itemTexts: (@Sendable (Table.RowItem) -> [String?])? = nil
    ) {
        self.prompt = prompt
        self.searchesText = searchesText
        self.searchesDetail = searchesDetail
        self.scopes = scopes
        self.itemTexts = itemTexts
    }

    /// The declared index of the section a query's scope limits the search to; nil when it searches every section.
    public func scopedSection(of query: TableSearchQuery) -> Int? {
        scopes.first { $0.key == query.scope }?.declaredSection
    }

    /// The texts of a row a query is matched against.
    @Sendable public func texts(of row: TableRow<Table>) -> [String?] {
        var texts: [String?] = []
        if searchesText { texts.append(row.text) }
        if searchesDetail { texts.append(row.detail) }
        if let item = row.item, let itemTexts { texts += itemTexts(item) }
        return texts
    }
}

/// A scope button of the search field: its key (the query's `scope`) and title. A scope whose key is a section
/// id limits the search to that section.
public nonisolated struct TableSearchScope<Table: TableDefinition>: Equatable, Sendable {
    public var key: String
    public var title: TableText<Table>
    /// The declared index of the section the scope limits the search to; nil for every section.
    public var declaredSection: Int?

    public init(key: String, title: TableText<Table>, declaredSection: Int? = nil) {
        self.key = key
        self.title = title
        self.declaredSection = declaredSection
    }
}
