import TableSpecDiagnostics
import TableSpecModel

extension FrontEnd {
    /// Items for a table's one dynamic section from a YAML list, checked against its model,
    /// keyed by the section's declared position as `TableContent` expects.
    public func loadItems(path: String, for table: ResolvedTable) -> (items: [Int: ResolvedSample]?, diagnostics: DiagnosticBag) {
        var bag = DiagnosticBag()
        let dynamic = table.sections.compactMap { section -> (Int, ResolvedItems)? in
            if case .items(let items) = section.content { return (section.position, items) }
            return nil
        }
        guard dynamic.count == 1, let (position, items) = dynamic.first else {
            bag.append(.error("--data needs a table with exactly one dynamic section; this one has \(dynamic.count)", at: nil))
            return (nil, bag)
        }
        guard var bytes = readSideFile(path, into: &bag) else { return (nil, bag) }
        let decoded = decodeItems(taking: &bytes, file: path, what: "data file")
        bag.append(contentsOf: decoded.diagnostics)
        guard let declared = decoded.items else { return (nil, bag) }
        // The items are checked on their own; no table of the data file's is validated.
        var validator = SpecValidator(TableDeclaration(file: path, range: .fileStart))
        let resolved = validator.resolveIdentifiedSample(declared, model: items.model, idField: items.idField)
        bag.append(contentsOf: validator.diagnostics)
        return (bag.hasErrors ? nil : [position: resolved], bag)
    }
}
