import SwiftNaming
import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel
import TableSpecStrings

/// What every part of the generator needs to know about the table it is writing.
package struct GenerationContext {
    package let table: ResolvedTable
    /// The spec path as the user gave it, for the header comment.
    let sourcePath: String
    /// Row ids in spec order (static rows only; dynamic rows are identified by their item).
    let rowIDs: [String]
    let sectionIDs: [String]
    /// Declared sections whose rows come from data, with the parameter name that carries their
    /// items into the generated code.
    package let dynamicSections: [(section: ResolvedSection, items: ResolvedItems, parameter: String)]
    /// The localizable strings, for a table with `localization`.
    package let strings: TableStrings?

    /// Everything here is computed once: the generator asks these questions per row, and a
    /// million-row table must not pay a pass over all rows for each answer.
    init(table: ResolvedTable, sourcePath: String) {
        self.table = table
        self.sourcePath = sourcePath
        rowIDs = table.sections.flatMap { $0.rows.compactMap(\.id) }
        sectionIDs = table.sections.compactMap(\.id)
        var used = Set<String>()
        var dynamic: [(ResolvedSection, ResolvedItems, String)] = []
        for section in table.sections {
            guard case .items(let items) = section.content else { continue }
            var name = section.id ?? SwiftNames.lowerCamel(items.model.name, fallback: Constants.Local.items) + Constants.Table.itemsSuffix
            if used.contains(name) { name += String(section.position) }
            used.insert(name)
            dynamic.append((section, items, name))
        }
        dynamicSections = dynamic
        let usedModels = Set(dynamic.map(\.1.model.name))
        models = table.models.filter { usedModels.contains($0.name) }
        names = RuntimeNames(table: table.name, models: usedModels)
        hasActions = table.hasActions
        var ids: [String] = [], seenIDs = Set<String>()
        var sets: [RowActions] = [], setOrdinals: [RowActions: Int] = [:]
        if hasActions {
            for section in table.sections {
                switch section.content {
                case .rows(let rows):
                    for row in rows where !row.actions.isEmpty {
                        for id in row.actions.all.compactMap(\.id) where seenIDs.insert(id).inserted { ids.append(id) }
                        if setOrdinals[row.actions] == nil {
                            setOrdinals[row.actions] = sets.count
                            sets.append(row.actions)
                        }
                    }
                case .items(let items):
                    for id in items.prototype.actions.all.compactMap(\.id) where seenIDs.insert(id).inserted { ids.append(id) }
                }
            }
        }
        // An empty state's button is an action too: its id is a case of `ActionID`.
        for id in table.emptyActionIDs where seenIDs.insert(id).inserted { ids.append(id) }
        actionIDs = ids
        actionSets = sets
        actionSetOrdinals = setOrdinals
        strings = TableStrings(table)
        openedTables = OpenedTableCases(table.openedTables)
        hasStaticSegues = table.sections.contains { section in
            if case .rows(let rows) = section.content { rows.contains { $0.segue != nil } } else { false }
        }
    }

    /// Whether a static row carries a storyboard segue identifier: only then can an encoded table's payload
    /// hold one, and its decoder read one.
    let hasStaticSegues: Bool

    /// Whether any row or prototype has swipe actions or a menu: only then are the action types,
    /// the rows' `actions` and the delegate methods written, so other tables' output is unchanged.
    package let hasActions: Bool

    /// Whether the table declares `ActionID`: it has swipe or menu actions, or an empty state with a button.
    var hasActionIDs: Bool { hasActions || !actionIDs.isEmpty }
    /// The app's action ids, each once, in the order the spec first uses them.
    let actionIDs: [String]
    /// The static rows' distinct sets of actions, in first use, and each set's position there:
    /// an encoded table's rows name their set by position.
    let actionSets: [RowActions]
    let actionSetOrdinals: [RowActions: Int]

    /// The tables rows open, with their cases in the generated `OpenedTable` enum.
    package let openedTables: OpenedTableCases
    /// Whether any row opens a table: only then do rows carry `opens` and selection push one.
    package var hasOpens: Bool { !openedTables.tables.isEmpty }

    package var hasRowIDs: Bool { !rowIDs.isEmpty }
    var hasSectionIDs: Bool { !sectionIDs.isEmpty }
    package var hasModels: Bool { !dynamicSections.isEmpty }
    /// Models used by dynamic sections, each once, in declaration order.
    let models: [ResolvedModel]
    /// The spelling of the runtime's types, which those models may shadow.
    package let names: RuntimeNames

    /// The row height every row gets unless it says otherwise: points, or nil for automatic.
    var defaultHeight: Double? {
        if case .points(let value) = table.rowHeight { return value }
        return nil
    }

    var defaultSelectable: Bool { table.selection != .none }
}

extension Height {
    /// Points, or nil for automatic, the way generated code stores a height.
    package var pointsOrNil: Double? {
        if case .points(let value) = self { return value }
        return nil
    }
}
