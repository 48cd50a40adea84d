import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// What the UIKit generator asks of a table, and the names and expressions its parts share.
struct UIKitFacts {
    let context: GenerationContext
    var table: ResolvedTable { context.table }

    /// User-visible text: looked up at run time in a localized table, else the spec's literal.
    func text(_ value: String, key: String?) -> SwiftExpression { context.textExpression(value, key: key) }

    static let tableView = SwiftType.named("UITableView")
    static let indexPath = SwiftType.named("IndexPath")
    static let tableViewParameter = SwiftParameter("_", "tableView", tableView)

    /// The identifiers a row's style gives it when the spec names none; all are registered, so
    /// a row an app restyles still dequeues a cell.
    static let derivedIdentifiers = CellStyle.allCases.map(\.derivedReuseIdentifier)

    var hasInsert: Bool { table.containsCell { _, editing in editing.style == .insert } }
    var hasDeleteConfirmation: Bool { table.containsCell { _, editing in editing.deleteConfirmation != nil } }
    var hasDetailButtons: Bool { table.hasDetailButtons }
    var allowsMultipleSelection: Bool { table.selection == .multiple }
    /// Swipe actions and menus; see `UIKitActionsGenerator`.
    var hasActions: Bool { context.hasActions }
    var hasSwipeActions: Bool { hasActions && table.hasSwipeActions }
    var hasMenus: Bool { hasActions && table.hasMenus }
    /// UIKit shows swipe actions only on rows it may edit (canEditRowAt), and asks their editing
    /// style, so a table with swipe actions answers the editing questions too.
    var needsEditingMethods: Bool { table.hasEditing || hasSwipeActions }

    /// Reuse identifiers the spec names, with the class registered for each.
    var specCellKinds: [(identifier: String, cellClass: String)] {
        table.cellKinds.filter { !Self.derivedIdentifiers.contains($0.reuseIdentifier) || $0.customClass != nil }
            .map { ($0.reuseIdentifier, $0.customClass ?? "UITableViewCell") }
    }

    /// `Self.position(indexPath)`.
    static func position(_ indexPath: SwiftExpression = .name("indexPath")) -> SwiftExpression {
        .call(.path("Self.position"), [.value(indexPath)])
    }

    /// `content.row(at: position)`.
    static func row(at position: SwiftExpression) -> SwiftExpression {
        .call(.path("content.row"), [SwiftArgument("at", position)])
    }

    /// `RowEvent(row: row, position: position)`.
    static func event(_ row: SwiftExpression = .name("row"), _ position: SwiftExpression = .name("position")) -> SwiftExpression {
        .call(.name("RowEvent"), [SwiftArgument("row", row), SwiftArgument("position", position)])
    }

    /// `callback?(arguments)`.
    static func notify(_ callback: String, _ arguments: SwiftExpression...) -> SwiftStatement {
        .run(.call(.optionalChain(.name(callback)), arguments.map { .value($0) }))
    }

    /// `var updated = content`: every change is made to a copy, applied as one update.
    static let copyContent = SwiftStatement.variable("updated", .name("content"))

    /// `apply(updated, animated: …)`.
    static func apply(animated: Bool) -> SwiftStatement {
        .run(.call(.name("apply"), [.value(.name("updated")), SwiftArgument("animated", .bool(animated))]))
    }

    static func method(_ modifiers: [String], _ name: String, _ parameters: [SwiftParameter], returns: SwiftType? = nil, docs: [String] = [], _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(SwiftDeclarationHeader(docs: docs, modifiers: modifiers), name, parameters, returns: returns, body: body))
    }
}
