import TableSpecDiagnostics
import TableSpecModel

extension PreviewRequest {
    /// The row a `--reveal` or `--menu` names, or why it names none: an unknown id (with the
    /// nearest ids), a position the table does not have, or a row without what is asked for.
    public static func find(
        _ reference: PreviewRequest.RowReference, in content: TableContent, option: String, lacking: String,
        has: (TableContent.Row) -> Bool
    ) -> Result<(section: Int, row: Int), Diagnostic> {
        let found: (section: Int, row: Int)?
        let shown: String
        switch reference {
        case .id(let id):
            shown = id
            found =
                content.sections.indices.lazy.compactMap { section in
                    content.sections[section].rows.firstIndex { $0.id == id }.map { (section, $0) }
                }.first
            if found == nil {
                let ids = content.sections.flatMap { $0.rows.compactMap(\.id) }
                let hint = ids.isEmpty ? " (no row has an id; name a row as SECTION:ROW)" : NearestName.hint(for: id, among: ids)
                return .failure(.error("\(option) \(id): the table has no row with that id\(hint)", at: nil))
            }
        case .position(let section, let row):
            shown = "\(section):\(row)"
            let index = Int(section) ?? content.sections.firstIndex { $0.id == section }
            found = index.flatMap { content.sections.indices.contains($0) && content.sections[$0].rows.indices.contains(row) ? ($0, row) : nil }
            if found == nil { return .failure(.error("\(option) \(shown): the table has no such section or row", at: nil)) }
        }
        guard let found else { return .failure(.error("\(option) \(shown): the table has no such row", at: nil)) }
        guard has(content.sections[found.section].rows[found.row]) else {
            return .failure(.error("\(option) \(shown): the row has no \(lacking)", at: nil))
        }
        return .success(found)
    }

    /// The row `--reveal` names (nil without `--reveal`), which must have swipe actions on the
    /// edge asked for: one lookup, one set of errors, for every format.
    public func revealedRow(in content: TableContent) -> Result<(section: Int, row: Int)?, Diagnostic> {
        guard let reveal else { return .success(nil) }
        let leading = revealsLeading
        return Self.find(reveal, in: content, option: "--reveal", lacking: (leading ? "leading" : "trailing") + " swipe actions") { row in
            !(leading ? row.actions.leading : row.actions.trailing).isEmpty
        }.map { $0 }
    }

    /// The row `--menu` names, or nil without `--menu`; an error when no row answers to it or
    /// the row has no context menu, worded as for `--reveal`.
    public func menuRow(in content: TableContent) -> Result<(section: Int, row: Int)?, Diagnostic> {
        guard let menu else { return .success(nil) }
        return Self.find(menu, in: content, option: "--menu", lacking: "context menu") { !$0.actions.menu.isEmpty }.map { $0 }
    }
}
