#if canImport(SwiftUI)
public import SwiftUI

/// A table as a SwiftUI list, showing the same `TableContent` as the UIKit data source and reporting the same
/// events: a generated file names it for its table (`public typealias MailView = TableList<Mail>`).
///
/// The app owns the content: `init(content:)` binds the list to it, and every change the user makes (a form
/// control's value, a checkmark, a delete, an insert, a move) is written there before the app hears of it, so
/// what the list shows and what the app reads are one value, and a change the app makes shows at once. Sections
/// and rows are known by the identities of `content.identities`, so SwiftUI animates the changes a diffable
/// snapshot would. Form rows are SwiftUI's own controls, as in a `Form`: a text field's text lives in the
/// content too, so it survives scrolling, and Return moves on to the next text field. A form kept in UserDefaults
/// (`values: { store: userDefaults }`) shows the stored values when the list appears, follows changes made
/// elsewhere (another screen, the Settings app) while it is on screen, and keeps each change there, under the
/// keys `@AppStorage` reads (`General.Keys.wifi.name`).
///
/// Show it inside a `NavigationStack`: a row that opens a table is a link by value, pushed through the list's
/// `navigationDestination(for: Table.OpenedTable.self)` (before iOS 16, a `NavigationView` and a link with its
/// destination). A table whose rows can be edited puts an Edit button in the toolbar. It is iOS's list, with iOS's
/// edit mode and list styles, so it is unavailable on the platforms without them.
@MainActor
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableList<Table: SwiftUITable>: View {
    /// The content, only for a list made with `init(initialContent:)`, which owns it; nil when the app's binding
    /// is the content, so that the list never keeps a second copy to drift from it.
    @State private var ownedContent: TableContent<Table>?
    /// The app's content, for a list made with `init(content:)`.
    private let boundContent: Binding<TableContent<Table>>?
    /// The navigation title; nil is the table's (`Table.declaredTitle`).
    private let customTitle: String?
    /// The text field row being typed in, by identity: the list owns the rows, so it is where Return in one field
    /// moves the focus to the next.
    @FocusState private var focusedField: TableRowIdentity<Table>?
    /// For a form kept in UserDefaults, follows changes made elsewhere while the list is on screen.
    @State private var storageObservation: TableStorageObservation?

    /// Called when the user taps a row that responds to taps (the UIKit rule: a selectable row in a checkmark
    /// list, with an id or an item, or any selectable row while this is set), after its checkmark moves in a
    /// checkmark list. A row that opens a table is a link that SwiftUI follows itself, without calling this.
    public var onSelect: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user taps a row's detail button (`detailButton`, `detailDisclosureButton`).
    public var onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user flips a row's switch, after the content has it; `row.isOn` is the new state.
    public var onSwitchChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user changes the value of a form row other than a switch, after the content has it: types
    /// in its text field (at each change of the text), steps, slides, or chooses an option or a date. `row.value`
    /// is the new value, as the control took it (a number clamped to its range and on a step).
    public var onValueChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user's change makes the form valid or invalid (`content.isValid`): every shown row's value
    /// meets its `validate` rules, or one stops meeting them. Enable a Save button with it, or read
    /// `content.isValid` in the view that owns the content.
    public var onValidityChange: ((Bool) -> Void)?
    /// Called after the user changes the content: a delete, insert or move, a checkmark, a switch or another form
    /// control's value.
    public var onContentChange: ((TableContentChange<Table>) -> Void)?
    /// Supplies the row to insert when the user taps an insert row's control while editing (the event is that
    /// row's); nil inserts nothing.
    public var rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)?
    /// Called when the user taps a swipe action of the app's (the built-in delete deletes the row through the
    /// content). SwiftUI closes the row itself, so the completion handler, kept so that a UIKit handler fits, does
    /// nothing: change the content for the action's effect.
    public var onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)?
    /// Called when the user chooses a context-menu action of the app's (the built-in delete deletes the row).
    public var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?
    /// Called when the user pulls to refresh (`refreshable: true`); the spinner shows until it returns.
    public var onRefresh: (@MainActor () async -> Void)?
    /// Called when the user taps the button of an empty state (`empty: { action: … }`), with its id.
    public var onEmptyAction: ((Table.ActionID) -> Void)?
    /// Decides whether a row matches the search field's query, in place of the spec's `fields` compared as
    /// Foundation compares for the user's locale (a table with `search`). Rows of folded sections are not searched.
    public var searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)?
    /// The search field's text and chosen scope, for a table with `search`.
    @State private var searchText = ""
    @State private var searchScope = Table.search?.scopes.first?.key ?? ""
    /// The spec's matching, kept between keystrokes.
    @State private var searchCache = TableListSearchCache<Table>()

    /// The list showing the app's content: every change the user makes is written to the binding, and every
    /// change the app makes to it is shown.
    public init(
        content: Binding<TableContent<Table>>,
        title: String? = nil,
        onSelect: ((TableRowEvent<Table>) -> Void)? = nil,
        onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)? = nil,
        onSwitchChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValueChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValidityChange: ((Bool) -> Void)? = nil,
        onContentChange: ((TableContentChange<Table>) -> Void)? = nil,
        rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)? = nil,
        onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)? = nil,
        onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)? = nil,
        onRefresh: (@MainActor () async -> Void)? = nil,
        onEmptyAction: ((Table.ActionID) -> Void)? = nil,
        searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)? = nil
    ) {
        _ownedContent = State(initialValue: nil)
        self.boundContent = content
        self.customTitle = title
        self.onSelect = onSelect
        self.onAccessoryButtonTap = onAccessoryButtonTap
        self.onSwitchChange = onSwitchChange
        self.onValueChange = onValueChange
        self.onValidityChange = onValidityChange
        self.onContentChange = onContentChange
        self.rowToInsert = rowToInsert
        self.onSwipeAction = onSwipeAction
        self.onMenuAction = onMenuAction
        self.onRefresh = onRefresh
        self.onEmptyAction = onEmptyAction
        self.searchMatches = searchMatches
    }

    /// A list that owns its content, for a preview or a table the app never changes, such as the destination
    /// of a row that opens it: it starts from `initialContent` (the spec's, unless you pass some) and from then
    /// on keeps the user's changes itself, as `@State` does. It reads `initialContent` once: a later value
    /// passed here is not shown. To change the content from the app, own it and use `init(content:)`.
    public init(
        initialContent: TableContent<Table> = TableContent(),
        title: String? = nil,
        onSelect: ((TableRowEvent<Table>) -> Void)? = nil,
        onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)? = nil,
        onSwitchChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValueChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValidityChange: ((Bool) -> Void)? = nil,
        onContentChange: ((TableContentChange<Table>) -> Void)? = nil,
        rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)? = nil,
        onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)? = nil,
        onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)? = nil,
        onRefresh: (@MainActor () async -> Void)? = nil,
        onEmptyAction: ((Table.ActionID) -> Void)? = nil,
        searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)? = nil
    ) {
        _ownedContent = State(initialValue: initialContent)
        self.boundContent = nil
        self.customTitle = title
        self.onSelect = onSelect
        self.onAccessoryButtonTap = onAccessoryButtonTap
        self.onSwitchChange = onSwitchChange
        self.onValueChange = onValueChange
        self.onValidityChange = onValidityChange
        self.onContentChange = onContentChange
        self.rowToInsert = rowToInsert
        self.onSwipeAction = onSwipeAction
        self.onMenuAction = onMenuAction
        self.onRefresh = onRefresh
        self.onEmptyAction = onEmptyAction
        self.searchMatches = searchMatches
    }

    public var body: some View {
        let editor = TableListEditor(content: content, callbacks: callbacks)
        let current = editor.content.wrappedValue
        let query = TableSearchQuery(text: searchText, scope: searchScope.isEmpty ? nil : searchScope)
        let hasIndex = !Table.indexEntries.isEmpty && query.isEmpty
        List {
            if let header = current.header {
                TableListTextRow(text: TableListText.text(header, current.localizedHeader))
            }
            ForEach(searchCache.entries(of: current, query: query, matches: searchMatches), id: \.id) { section in
                sectionView(section, editor: editor)
                    .modifier(
                        TableListIndexLabel(
                            hasIndex: hasIndex,
                            title: section.indexTitle.map { TableListText.text($0, section.localizedIndexTitle) }
                        ))
            }
            if let footer = current.footer {
                TableListTextRow(text: TableListText.text(footer, current.localizedFooter))
            }
        }
        .modifier(TableListStyle(style: Table.style))
        .modifier(TableListTitle(title: title))
        .modifier(TableListEditButton(showsEditButton: Table.hasEditableRows))
        .modifier(TableListIndexVisibility(hasIndex: hasIndex))
        .modifier(TableListDestinations<Table>())
        .modifier(TableListRefresh(isRefreshable: Table.isRefreshable, onRefresh: onRefresh))
        .modifier(TableListSearch<Table>(text: $searchText, scope: $searchScope))
        .overlay {
            if current.isEmpty, let state = Table.emptyState {
                TableListEmptyView(state: state, onAction: onEmptyAction)
            } else if !query.isEmpty, searchCache.showsNoRows {
                TableListNoResults(text: searchText)
            }
        }
        .onAppear {
            editor.readStoredValues()
            if Table.valueStorage != nil, storageObservation == nil {
                storageObservation = TableStorageObservation { editor.readStoredValues() }
            }
        }
        .onDisappear {
            storageObservation = nil
        }
    }

    /// A section: its rows (or its empty state when it has none), its header (a button that folds it, for a
    /// collapsible section) and its footer. A collapsible section without a footer is SwiftUI's own expandable
    /// section from iOS 17 (`Section(isExpanded:)`), bound to the content's fold; the rows of a folded section are
    /// out of the content, as the UIKit data source has them, so the other sections fold the same way.
    @ViewBuilder
    private func sectionView(_ section: TableListSectionEntry<Table>, editor: TableListEditor<Table>) -> some View {
        if section.section.isCollapsible, section.section.footer == nil, #available(iOS 17, *) {
            Section(isExpanded: editor.expansion(ofSectionAt: section.index)) {
                sectionRows(section, editor: editor)
            } header: {
                sectionHeader(section, editor: editor)
            }
        } else {
            Section {
                sectionRows(section, editor: editor)
            } header: {
                sectionHeader(section, editor: editor)
            } footer: {
                if let footer = section.section.footer {
                    TableListText.text(footer, section.section.localizedFooter)
                }
            }
        }
    }

    @ViewBuilder
    private func sectionRows(_ section: TableListSectionEntry<Table>, editor: TableListEditor<Table>) -> some View {
        ForEach(section.rows, id: \.id) { entry in
            TableListRowView(entry: entry, editor: editor, focusedField: $focusedField)
        }
        .onDelete(
            perform: Table.hasEditableRows
                ? { offsets in
                    if searchCache.isFiltering {
                        // The offsets are among the rows the search shows: each is deleted by its identity.
                        for identity in offsets.compactMap({ section.rows.indices.contains($0) ? section.rows[$0].id : nil }) {
                            editor.deleteRow(identity)
                        }
                    } else {
                        editor.deleteRows(atOffsets: offsets, inSection: section.index)
                    }
                } : nil
        )
        .onMove(
            perform: Table.hasEditableRows && !searchCache.isFiltering
                ? { source, destination in
                    editor.moveRows(fromOffsets: source, toOffset: destination, inSection: section.index)
                } : nil)
        if section.rows.isEmpty, let state = section.section.shownEmptyState {
            TableListEmptyView(state: state, onAction: onEmptyAction)
        }
    }

    @ViewBuilder
    private func sectionHeader(_ section: TableListSectionEntry<Table>, editor: TableListEditor<Table>) -> some View {
        if let header = section.section.header {
            let title = TableListText.text(header, section.section.localizedHeader)
            if section.section.isCollapsible {
                TableListFoldingHeader(title: title, isCollapsed: section.section.isCollapsed) {
                    editor.toggleCollapsed(sectionAt: section.index)
                }
            } else {
                title
            }
        }
    }

    /// The one content the list shows and changes: the app's binding, or, for a list that owns its content, its
    /// state.
    private var content: Binding<TableContent<Table>> {
        if let boundContent {
            return boundContent
        }
        // `ownedContent` is nil only when `boundContent` is set; the constant is never reached.
        return Binding($ownedContent) ?? .constant(TableContent())
    }

    /// The title the app passed, as it is, else the table's, in the list's locale.
    private var title: Text? {
        if let customTitle {
            return Text(verbatim: customTitle)
        }
        return Table.declaredTitle.map { TableListText.text($0) }
    }

    private var callbacks: TableListCallbacks<Table> {
        TableListCallbacks(
            onSelect: onSelect,
            onAccessoryButtonTap: onAccessoryButtonTap,
            onSwitchChange: onSwitchChange,
            onValueChange: onValueChange,
            onValidityChange: onValidityChange,
            onContentChange: onContentChange,
            rowToInsert: rowToInsert,
            onSwipeAction: onSwipeAction,
            onMenuAction: onMenuAction
        )
    }
}
#endif
