/// The tables a table's rows open (`opens`), which a back end needs as a whole: the generated
/// code names each one once, and a preview looks one up by the row that opens it.
extension ResolvedTable {
    /// Every table a static row or a prototype opens, each once, sorted by name: the order the
    /// generated code lists them in, whatever order the rows are in.
    public var openedTables: [String] {
        var names = Set<String>()
        for section in sections {
            switch section.content {
            case .rows(let rows):
                for row in rows { if let opens = row.opens { names.insert(opens) } }
            case .items(let items):
                if let opens = items.prototype.opens { names.insert(opens) }
            }
        }
        return names.sorted()
    }
}
