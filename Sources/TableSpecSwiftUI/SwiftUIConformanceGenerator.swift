import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// The table's SwiftUI view: `TableSpecRuntime`'s `TableList` for this table, under the name an app
/// uses (`MailView`), and the table's conformance to `SwiftUITable` with only what its spec says:
/// the views of the tables its rows open, and the index titles that are words to translate. The
/// list itself, its rows, actions, editing and navigation are the runtime's, written once.
struct SwiftUIConformanceGenerator {
    let facts: SwiftUIFacts
    private var name: String { facts.name }

    /// iOS's list, with iOS's edit mode and list styles: unavailable where SwiftUI has neither, as the
    /// runtime's `TableList` is, so a macOS package still compiles the file.
    static let availability = ["@available(macOS, unavailable)", "@available(tvOS, unavailable)", "@available(watchOS, unavailable)"]

    func declarations() -> [SwiftDeclaration] {
        let view = SwiftDeclaration.typeAlias(
            SwiftDeclarationHeader(
                docs: [
                    "The `\(name)` table as a SwiftUI list, on the same `\(name).Content` as the UIKit data source and reporting the",
                    "same events. Give it the app's content as a binding (`\(facts.viewName)(content: $content)`), and show it inside a",
                    "`NavigationStack`: rows that open tables push their views, and editable tables put an Edit button in the toolbar.",
                ], attributes: Self.availability, modifiers: ["public"]), facts.viewName, .named("\(SwiftUIConstants.list)<\(name)>"))
        var members: [SwiftDeclaration] = []
        if facts.context.hasOpens {
            let cases = facts.context.openedTables.tables.map { opened in
                SwiftSwitchCase([.dot(opened.caseName)], [.expression(.call(.name(opened.typeName + SwiftUIOutputTarget.viewSuffix), []))])
            }
            members.append(
                .function(
                    SwiftFunction(
                        SwiftDeclarationHeader(
                            docs: ["The view of a table a row opens, with the content its spec declares."],
                            attributes: ["@MainActor", "@ViewBuilder"], modifiers: ["public", "static"]),
                        SwiftUIConstants.Table.destination,
                        [SwiftParameter(Constants.Label.for, Constants.Local.table, .named(Constants.Table.openedTable))],
                        returns: .named("some \(SwiftUIConstants.view)"),
                        body: [.switch(.name(Constants.Local.table), cases)])))
        }
        let words = indexWords()
        if !words.isEmpty {
            if !members.isEmpty { members.append(.blank) }
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The index titles that are words of the spec's, shown in the list's locale."], "public", "static"),
                        .var, SwiftUIConstants.Table.localizedIndexTitles, type: .array(.named(Constants.Runtime.localizedText)),
                        getter: [.return(.array(words, multiline: true))])))
        }
        let conformance = SwiftDeclaration.extension(
            SwiftExtension(SwiftDeclarationHeader(attributes: Self.availability), name + ": SwiftUITable", members: members))
        return [view, .blank, conformance]
    }

    /// The index titles of a localized table that are words the catalog translates (`Top`); letters
    /// are not translated. Empty in a table without `localization`.
    private func indexWords() -> [SwiftExpression] {
        guard facts.isLocalized, let index = facts.table.index else { return [] }
        return index.entries.compactMap { entry in
            guard case .title(let title, let section) = entry else { return nil }
            return facts.context.localized(facts.context.indexTitleKey(title, section: section))?.value(names: facts.context.names)
        }
    }
}
