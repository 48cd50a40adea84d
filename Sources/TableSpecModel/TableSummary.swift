import TableSpecDiagnostics

/// A one-line description of a valid table, for `tablespec validate` to confirm what it read.
public enum TableSummary {
    public static func describe(_ table: ResolvedTable) -> String {
        let rows = table.staticRowCount
        var dynamic = 0, sampleItems = 0
        for section in table.sections {
            guard case .items(let items) = section.content else { continue }
            dynamic += 1
            sampleItems += items.sample?.count ?? 0
        }
        var parts = ["\(table.sections.count) section\(table.sections.count == 1 ? "" : "s")"]
        if rows > 0 || dynamic == 0 { parts.append("\(rows) row\(rows == 1 ? "" : "s")") }
        if dynamic > 0 {
            parts.append("\(dynamic) dynamic" + (sampleItems > 0 ? " (\(sampleItems) sample item\(sampleItems == 1 ? "" : "s"))" : ""))
        }
        if let index = table.index { parts.append("index of \(index.entries.count) entr\(index.entries.count == 1 ? "y" : "ies")") }
        return "ok, \(table.name) (\(table.style.rawValue)): " + parts.joined(separator: ", ")
    }
}
