import SwiftCodeModel
import TableSpecModel
import TableSpecStrings
import TableSpecSwiftCore

/// What the SwiftUI generator asks of a table, and the spellings its parts share.
///
/// The view is a top-level type beside the table's namespace (`Settings` and `SettingsView`), so
/// every table type it names is qualified: `Settings.Row`.
struct SwiftUIFacts {
    let context: GenerationContext
    var table: ResolvedTable { context.table }
    var name: String { table.name }
    var viewName: String { table.name + "View" }

    /// `Settings.Row` for `Row`.
    func type(_ member: String) -> SwiftType { .named(name + "." + member) }

    /// `Settings.RowEvent(row: row, position: position)`.
    func event(_ row: SwiftExpression = .name("row"), _ position: SwiftExpression = .name("position")) -> SwiftExpression {
        .call(.path(name + ".RowEvent"), [SwiftArgument("row", row), SwiftArgument("position", position)])
    }

    /// User-visible text of the view's own (title, table header and footer): looked up with the
    /// UIKit target's keys in a localized table, else the spec's literal.
    func text(_ value: String, key: String) -> SwiftExpression { context.textExpression(value, key: key) }

    /// Whether the table is localized: its rows, sections and actions then carry the
    /// `LocalizedText` of each string of the spec's, which the view shows in its `\.locale`.
    var isLocalized: Bool { context.strings != nil }

    /// A string of the content as a `Text`. Without `localization` it is shown as it is
    /// (`Text(verbatim:)`), being the spec's or the app's text, never a key. In a localized table,
    /// `Self.text(value, localized)` shows the spec's string in the view's locale while the content
    /// still has it (`owner` names the view from a type nested in it).
    func shownText(_ value: SwiftExpression, localized: SwiftExpression, orEmpty: Bool = true, owner: String = "Self") -> SwiftExpression {
        guard isLocalized else { return UI.verbatim(orEmpty ? .binary(value, "??", .string("")) : value) }
        return .call(.path(owner + ".text"), [.value(value), .value(localized)])
    }

    /// A string of the view's own in a localized table, `Settings.LocalizedText(…)`; nil otherwise.
    func localizedValue(_ key: String) -> SwiftExpression? { context.localizedValue(key) }

    var hasSelectionLists: Bool { table.hasSelectionLists }
    var editsContent: Bool { table.editsContent }
    var hasDeletes: Bool { table.containsCell { _, editing in editing.canEdit && editing.style == .delete } }
    var hasInsert: Bool { table.containsCell { _, editing in editing.canEdit && editing.style == .insert } }
    var hasMoves: Bool { table.containsCell { _, editing in editing.canMove } }
    /// Whether the list needs an Edit button: some row can be deleted, inserted or moved.
    var hasEditing: Bool { table.hasEditing }
    var hasDetailButtons: Bool { table.hasDetailButtons }
    var allowsMultipleSelection: Bool { table.selection == .multiple }
    var hasSwipeActions: Bool { context.hasActions && table.hasSwipeActions }
    var hasMenus: Bool { context.hasActions && table.hasMenus }
    var hasIndex: Bool { table.index != nil }
    var hasOpens: Bool { context.hasOpens }

    /// The list style's implicit member.
    var listStyle: String {
        switch table.style {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        }
    }
}

/// Shorter spellings for the SwiftUI the generator writes most.
enum UI {
    /// `.name(arguments)`, a modifier.
    static func modifier(_ name: String, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(.dot(name), arguments)
    }

    /// `.name { body }`, a modifier taking a view builder.
    static func modifier(_ name: String, _ arguments: [SwiftArgument] = [], builder body: [SwiftStatement]) -> SwiftExpression {
        .trailingClosures(.dot(name), arguments, closures: [SwiftArgument(nil, .closure(parameters: [], body: body))])
    }

    /// `View(arguments) { body }` with further labelled closures: `Section { … } header: { … }`.
    static func view(_ name: String, _ arguments: [SwiftArgument] = [], parameters: [String] = [], _ body: [SwiftStatement],
                     _ more: [(label: String, body: [SwiftStatement])] = []) -> SwiftExpression {
        .trailingClosures(.name(name), arguments, closures: [SwiftArgument(nil, .closure(parameters: parameters, body: body))]
            + more.map { SwiftArgument($0.label, .closure(parameters: [], body: $0.body)) })
    }

    /// `Text(verbatim: value)`: the content's strings are already looked up, so SwiftUI must not look them up again.
    static func verbatim(_ value: SwiftExpression) -> SwiftExpression {
        .call(.name("Text"), [SwiftArgument("verbatim", value)])
    }

    /// A view statement in a view builder.
    static func show(_ view: SwiftExpression, _ modifiers: SwiftExpression...) -> SwiftStatement {
        .expression(modifiers.isEmpty ? view : .modified(view, modifiers))
    }

    /// `callback?(arguments)`.
    static func notify(_ callback: String, _ arguments: SwiftExpression...) -> SwiftStatement {
        .run(.call(.optionalChain(.name(callback)), arguments.map { .value($0) }))
    }

    static func function(_ modifiers: [String], _ name: String, _ parameters: [SwiftParameter] = [], returns: SwiftType? = nil,
                         docs: [String] = [], attributes: [String] = [], generics: [String] = [], _ body: [SwiftStatement]) -> SwiftDeclaration {
        var function = SwiftFunction(SwiftDeclarationHeader(docs: docs, attributes: attributes, modifiers: modifiers), name, parameters, returns: returns, body: body)
        function.genericParameters = generics
        return .function(function)
    }

    static let someView = SwiftType.named("some View")
}
