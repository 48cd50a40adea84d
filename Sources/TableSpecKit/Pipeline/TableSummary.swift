/// A one-line description of a valid table, for `tablespec validate` to confirm what it read.
public enum TableSummary {
    public static func describe(_ table: ResolvedTable) -> String {
        let rows = table.sections.reduce(0) { $0 + $1.rows.count }
        let dynamic = table.sections.count { if case .items = $0.content { true } else { false } }
        var parts = ["\(table.sections.count) section\(table.sections.count == 1 ? "" : "s")"]
        if rows > 0 || dynamic == 0 { parts.append("\(rows) row\(rows == 1 ? "" : "s")") }
        if dynamic > 0 { parts.append("\(dynamic) dynamic") }
        if let index = table.index { parts.append("index of \(index.entries.count) entr\(index.entries.count == 1 ? "y" : "ies")") }
        return "ok, \(table.name) (\(table.style.rawValue)): " + parts.joined(separator: ", ")
    }
}
