import TableSpecDiagnostics
import TableSpecModel

/// The options about the screen around the rows (`--search`, `--scope`, `--refreshing`, `--expand`, `--collapse`):
/// each asks for something the spec must have said (a search field, pull to refresh, a collapsible section), so
/// each is checked against the table before anything is drawn, and a table without it is the command line's
/// mistake, reported as the misuse of the option.
extension PreviewRequest {
    /// The first screen option that asks for what `table` does not have, or nil.
    public func unsupportedScreenOption(in table: ResolvedTable) -> Diagnostic? {
        if isSearching, table.search == nil {
            let option = search != nil ? "--search" : "--scope \(ControlCharacters.escaped(scope ?? ""))"
            return .error("\(option): the table has no search field; add 'search' to the spec to draw one", at: nil)
        }
        if let scope, let search = table.search {
            let escaped = ControlCharacters.escaped(scope)
            guard search.scopes.count >= 2 else {
                return .error("--scope \(escaped): the search field shows no scope buttons; 'search.scope' needs two or more", at: nil)
            }
            if !search.scopes.contains(where: { $0.key == scope }) {
                return .error(
                    "--scope \(escaped): the search field has no such scope\(NearestName.hint(for: scope, among: search.scopes.map(\.key)))", at: nil)
            }
        }
        if refreshing, !table.refreshable {
            return .error("--refreshing: the table is not refreshable; add 'refreshable: true' to the spec", at: nil)
        }
        if isSearching, let fold = folds.first {
            return .error(
                "\(fold.folded ? "--collapse" : "--expand") \(ControlCharacters.escaped(fold.section)): a search shows the rows it finds, folded or not; leave out --search and --scope to fold a section",
                at: nil)
        }
        return nil
    }

    /// The search `--search` and `--scope` run over `table`'s rows, or nil when the field is not in use.
    public func tableSearch(in table: ResolvedTable) -> TableSearch? {
        guard isSearching, let fields = table.search else { return nil }
        return TableSearch(fields, text: search ?? "", scope: scope)
    }

    /// `content` with the sections `--expand` and `--collapse` name unfolded and folded, or why one cannot be: a
    /// section the table does not show, or one that does not fold. A name is a section's id (every section a
    /// grouped declared section shows), else its number among the sections shown.
    public func folding(_ content: TableContent) -> Result<TableContent, Diagnostic> {
        var folded = content
        for (name, fold) in folds {
            let option = (fold ? "--collapse " : "--expand ") + ControlCharacters.escaped(name)
            var matches = content.sections.indices.filter { content.sections[$0].id == name }
            if matches.isEmpty, let number = Int(name), content.sections.indices.contains(number) { matches = [number] }
            guard !matches.isEmpty else {
                let hint = NearestName.hint(for: name, among: content.sections.compactMap(\.id))
                return .failure(.error("\(option): the table has no such section\(hint)", at: nil))
            }
            guard matches.allSatisfy({ content.sections[$0].collapsible }) else {
                let collapsible = content.sections.filter(\.collapsible).compactMap(\.id)
                return .failure(.error("\(option): the section is not collapsible\(NearestName.hint(for: name, among: collapsible))", at: nil))
            }
            for index in matches { folded.sections[index].fold(fold) }
        }
        return .success(folded)
    }
}
