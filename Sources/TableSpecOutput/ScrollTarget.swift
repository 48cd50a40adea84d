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
