import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// What the UIKit generator asks of a table.
struct UIKitFacts {
    let context: GenerationContext
    var table: ResolvedTable { context.table }

    static let tableView = SwiftType.named(UIKitConstants.tableView)

    /// The identifiers a row's style gives it when the spec names none: `TableSpecRuntime`
    /// registers them all, so a row an app restyles still dequeues a cell.
    static let derivedIdentifiers = CellStyle.allCases.map(\.derivedReuseIdentifier)

    /// Reuse identifiers the spec names, with the class registered for each.
    var specCellKinds: [(identifier: String, cellClass: String)] {
        table.cellKinds.filter { !Self.derivedIdentifiers.contains($0.reuseIdentifier) || $0.customClass != nil }
            .map { ($0.reuseIdentifier, $0.customClass ?? UIKitConstants.cell) }
    }

    /// Whether a dynamic section is grouped by initial, which a device regroups with its collation.
    var collates: Bool {
        table.sections.contains { section in
            if case .items(let items) = section.content { items.groupBy == .initial } else { false }
        }
    }
}
