import TableSpecDiagnostics
import TableSpecModel

extension PreviewRequest.Scroll {
    /// The section, and the row in it, that `--scroll-to` names in `content`, as
    /// `scrollToRow(at:at: .top)` would bring it up; nil when it names none. Sections and rows
    /// count from 0, as `IndexPath` does. A bare name is a section's id first, so a section and
    /// a row that share an id scroll to the section; otherwise it is a row's id.
    public func target(in content: TableContent) -> (section: Int, row: Int?)? {
        guard case .section(let name, let row) = self else { return nil }
        if let row {
            guard let section = Int(name) ?? content.sections.firstIndex(where: { $0.id == name }) else { return nil }
            return (section, row)
        }
        if let section = Int(name) ?? content.sections.firstIndex(where: { $0.id == name }) { return (section, nil) }
        for (section, shown) in content.sections.enumerated() {
            if let row = shown.rows.firstIndex(where: { $0.id == name }) { return (section, row) }
        }
        return nil
    }
}

extension PreviewRequest {
    /// Why `--scroll-to` names nothing in `content`, or nil when it does (or the request has no
    /// `--scroll-to`).
    public func unknownScrollTarget(in content: TableContent) -> Diagnostic? {
        guard case .section(let name, let row) = scroll, scroll.target(in: content) == nil else { return nil }
        return Self.noScrollTarget(name, row: row, in: content)
    }

    /// `--scroll-to NAME[:ROW]` that finds nothing to scroll to, with the nearest section or row
    /// id: the one wording every format uses.
    public static func noScrollTarget(_ name: String, row: Int?, in content: TableContent) -> Diagnostic {
        let sections = content.sections.compactMap(\.id)
        let ids = row == nil ? sections + content.sections.flatMap { $0.rows.compactMap(\.id) } : sections
        let hint = NearestName.hint(for: name, among: ids)
        return .error(
            "--scroll-to \(ControlCharacters.escaped(name))\(row.map { ":\($0)" } ?? ""): the table has no such section or row\(hint)", at: nil)
    }

    /// The first option that names a section or row `content` does not have (`--scroll-to`,
    /// `--reveal`, `--menu`), or a row without what the option shows. Checked before anything is
    /// drawn, so every format refuses a request the same way, and the command line can report it
    /// as the misuse of an option rather than a problem in the spec.
    public func unresolvedName(in content: TableContent) -> Diagnostic? {
        if let problem = unknownScrollTarget(in: content) { return problem }
        if case .failure(let problem) = revealedRow(in: content) { return problem }
        if case .failure(let problem) = menuRow(in: content) { return problem }
        return nil
    }
}
