/// What every part of the generator needs to know about the table it is writing.
struct GenerationContext {
    let table: ResolvedTable
    /// The spec path as the user gave it, for the header comment.
    let sourcePath: String

    /// Row ids in spec order (static rows only; dynamic rows are identified by their item).
    var rowIDs: [String] {
        table.sections.flatMap { $0.rows.compactMap(\.id) }
    }

    var sectionIDs: [String] {
        table.sections.compactMap(\.id)
    }

    var hasRowIDs: Bool { !rowIDs.isEmpty }
    var hasSectionIDs: Bool { !sectionIDs.isEmpty }
    var hasModels: Bool { !dynamicSections.isEmpty }
    /// Whether a section expands into several at run time, which decouples declared sections
    /// from actual ones.
    var hasGrouping: Bool { dynamicSections.contains { $0.items.groupBy != nil } }

    /// Declared sections whose rows come from data, with the parameter name that carries their
    /// items into the generated code.
    var dynamicSections: [(section: ResolvedSection, items: ResolvedItems, parameter: String)] {
        var used = Set<String>()
        var result: [(ResolvedSection, ResolvedItems, String)] = []
        for section in table.sections {
            guard case .items(let items) = section.content else { continue }
            var name = section.id ?? SwiftNames.lowerCamel(items.model.name, fallback: "items") + "Items"
            if used.contains(name) { name += String(section.position) }
            used.insert(name)
            result.append((section, items, name))
        }
        return result
    }

    /// Models used by dynamic sections, each once, in declaration order.
    var models: [ResolvedModel] {
        let used = Set(dynamicSections.map(\.items.model.name))
        return table.models.filter { used.contains($0.name) }
    }

    /// The row height every row gets unless it says otherwise: points, or nil for automatic.
    var defaultHeight: Double? {
        if case .points(let value) = table.rowHeight { return value }
        return nil
    }

    var defaultSelectable: Bool { table.selection != .none }
}

extension Height {
    /// Points, or nil for automatic, the way generated code stores a height.
    var pointsOrNil: Double? {
        if case .points(let value) = self { return value }
        return nil
    }
}

extension CellStyle {
    /// The reuse identifier a row of this style gets when the spec names none.
    var derivedReuseIdentifier: String { "TableSpec." + rawValue }
}
