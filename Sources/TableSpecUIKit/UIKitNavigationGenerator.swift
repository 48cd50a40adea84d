import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// Rows that open another table (`opens`): selecting one pushes that table's generated
/// `ViewController` onto the navigation controller, as a row with a `›` does in Settings.
///
/// The app hears the tap as any selection (`onSelect`, whose event's `opens` names the table), and
/// then `onOpen`: returning true there means it showed something itself (the table with data of
/// its own, or presented another way), and nothing is pushed. Otherwise the opened table's own
/// view controller is pushed, titled with the row's text (a row without text keeps the table's
/// title), from the view controller that shows this table: its navigation controller gives the
/// back button this table's title. Without a navigation controller nothing happens, and nothing
/// traps. Every table named is generated in the same module, so the code names its type directly.
struct UIKitNavigationGenerator {
    let facts: UIKitFacts
    private var tables: [(typeName: String, caseName: String)] { facts.context.openedTables.tables }

    var applies: Bool { facts.context.hasOpens }

    func properties() -> [SwiftDeclaration] {
        guard applies else { return [] }
        return [
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "Called when the user taps a row that opens a table (`event.opens`), after `onSelect`. Return true when you",
                "have shown it yourself (to hand it data, or to present it another way); false, or no handler, pushes the",
                "table's `ViewController`.",
            ], modifiers: ["public"]), .var, "onOpen", type: .optionalFunction([.named("RowEvent")], .bool))),
            .variable(SwiftVariable(SwiftDeclarationHeader(docs: [
                "The view controller that shows the table: an opened table is pushed onto its navigation controller.",
                "`ViewController` sets itself; set it when you install the data source on a table view of your own.",
            ], modifiers: ["public", "weak"]), .var, "hostViewController", type: .optional(.named("UIViewController")))),
        ]
    }

    /// `openTable(RowEvent(row: row, position: position))`, after `onSelect` in `didSelectRowAt`.
    var openAfterSelect: SwiftStatement {
        .run(.call(.name("openTable"), [.value(UIKitFacts.event())]))
    }

    func members() -> [SwiftDeclaration] {
        guard applies else { return [] }
        let controller = SwiftExpression.name("controller")
        let navigation = SwiftExpression.member(.optionalChain(.member(.optionalChain(.name("hostViewController")), "navigationController")), "pushViewController")
        let open = UIKitFacts.method(["private"], "openTable", [SwiftParameter("_", "event", .named("RowEvent"))],
                                     docs: ["Shows the table a tapped row opens: the app's `onOpen` first, else the table's own view controller, pushed."], [
            .guard([.binding("table", .path("event.opens"))], else: [.return(nil)]),
            .if([.expression(.call(.optionalChain(.name("onOpen")), [.value(.name("event"))]).op("==", .bool(true)))], then: [.return(nil)]),
            .constant("controller", .invoke("Self.viewController", SwiftArgument("for", .name("table")))),
            .if([.binding("text", .path("event.row.text"))], then: [.assignment(controller.member("title"), .name("text"))]),
            .run(.call(navigation, [.value(controller), SwiftArgument("animated", .bool(true))])),
        ])
        let cases = tables.map { table in
            SwiftSwitchCase([.dot(table.caseName)], [.return(.call(.path("\(table.typeName).ViewController"), []))])
        }
        let make = UIKitFacts.method(["public", "static"], "viewController", [SwiftParameter("for", "table", .named("OpenedTable"))],
                                     returns: .named("UIViewController"), docs: [
            "A new view controller of a table this table opens, with the content its spec declares: what selecting a row",
            "pushes, and what `onOpen` can present another way.",
        ], [.switch(.name("table"), cases)])
        return [.blank, open, .blank, make]
    }
}
