/// The texts a preview shows, rewritten by one function: each preview format makes spec text
/// safe for where it goes (a terminal, a page) through these, so none can miss a text.
extension TableContent {
    /// The same content with every shown text (headers, footers, row text and detail, custom
    /// class names) passed through `transform`.
    public func mappingShownTexts(_ transform: (String) -> String) -> TableContent {
        var mapped = self
        for section in mapped.sections.indices {
            mapped.sections[section].header = mapped.sections[section].header.map(transform)
            mapped.sections[section].footer = mapped.sections[section].footer.map(transform)
            for row in mapped.sections[section].rows.indices {
                mapped.sections[section].rows[row].text = mapped.sections[section].rows[row].text.map(transform)
                mapped.sections[section].rows[row].detail = mapped.sections[section].rows[row].detail.map(transform)
                mapped.sections[section].rows[row].appearance.customClass = mapped.sections[section].rows[row].appearance.customClass.map(transform)
            }
        }
        return mapped
    }
}

extension ResolvedTable {
    /// The table with its own shown texts (header, footer, index titles) passed through `transform`.
    public func mappingShownTitles(_ transform: (String) -> String) -> ResolvedTable {
        var mapped = self
        mapped.header = header.map(transform)
        mapped.footer = footer.map(transform)
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
