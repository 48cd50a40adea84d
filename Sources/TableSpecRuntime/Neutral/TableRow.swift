/// One row: what its cell shows and how it behaves. Its initializer's defaults are the table's: the spec's
/// `rowHeight` and `selection`.
///
/// In a localized table each string the user sees keeps the spec's `TableLocalizedText` beside it
/// (`localizedText` beside `text`), so that a SwiftUI view can look it up in its own locale. Setting the
/// string lets go of it: what the app sets is shown as it is.
public nonisolated struct TableRow<Table: TableDefinition>: Equatable, Sendable {
    /// The text label's text. Setting it lets go of `localizedText`.
    public var text: String? {
        didSet { localizedText = nil }
    }
    /// The spec's string behind `text`, until the app sets it.
    public private(set) var localizedText: TableLocalizedText<Table>?
    /// The detail label's text. Setting it lets go of `localizedDetail`.
    public var detail: String? {
        didSet { localizedDetail = nil }
    }
    /// The spec's string behind `detail`, until the app sets it.
    public private(set) var localizedDetail: TableLocalizedText<Table>?
    /// The name of the image view's image: an asset catalog image, else an SF Symbol.
    public var image: String?
    /// The cell style.
    public var style: TableCellStyle
    /// How the text is drawn: as content, or as an action.
    public var role: RowRole
    /// The spec's reuse identifier, when it names one.
    public var customReuseIdentifier: String?
    /// The accessory.
    public var accessory: CellAccessory
    /// A control in place of the accessory: a switch, or one of a form's other controls.
    public var control: TableRowControl<Table>?
    /// What the control shows: a switch's state, a field's text, a stepper's number, the chosen option's key.
    /// Content keeps the values of rows with an id in `values` too, which is what conditions read; change them
    /// there, with `setValue(_:for:)`, and the row follows.
    public var value: TableValue?
    /// A text field's rules (`validate`); nil for a row without them.
    public var validation: TableValidation<Table>?
    /// The accessory while editing.
    public var editingAccessory: CellAccessory
    /// The row height in points; nil is automatic.
    public var height: Double?
    /// Whether the row can be selected.
    public var isSelectable: Bool
    /// Whether the row shows a checkmark in a selection list.
    public var isChecked: Bool
    /// The editing control.
    public var editingStyle: RowEditingStyle
    /// Whether the row can be edited.
    public var canEdit: Bool
    /// Whether the row shows a reorder control.
    public var canMove: Bool
    /// The delete-confirmation title; nil keeps UIKit's. Setting it lets go of `localizedDeleteConfirmation`.
    public var deleteConfirmation: String? {
        didSet { localizedDeleteConfirmation = nil }
    }
    /// The spec's string behind `deleteConfirmation`, until the app sets it.
    public private(set) var localizedDeleteConfirmation: TableLocalizedText<Table>?
    /// What VoiceOver reads for the cell. Setting it lets go of `localizedAccessibilityLabel`.
    public var accessibilityLabel: String? {
        didSet { localizedAccessibilityLabel = nil }
    }
    /// The spec's string behind `accessibilityLabel`, until the app sets it.
    public private(set) var localizedAccessibilityLabel: TableLocalizedText<Table>?
    /// The row's swipe actions and context menu.
    public var actions: TableRowActions<Table>
    /// The row's id, for rows that have one.
    public var id: Table.RowID?
    /// The item a dynamic row shows.
    public var item: Table.RowItem?
    /// The table selecting the row opens.
    public var opens: Table.OpenedTable?
    /// The storyboard segue identifier the row stands for (the spec's `segue`), which its events carry: code
    /// moved from `prepare(for:sender:)` can keep keying on it.
    public var segue: String?
    /// When the row is hidden (the spec's `hidden`): while the content's values meet it, the row is out of
    /// `sections`, and keeps its value.
    public var hidden: TableCondition<Table>?
    /// When the row is disabled (`disabled`): shown dimmed, its control does not respond and it cannot be
    /// selected.
    public var disabled: TableCondition<Table>?
    /// For an inline picker's option row, the picker and the option: tapping the row gives the picker that
    /// value, and the row is checked while the picker has it.
    public var choice: TableOptionChoice<Table>?

    /// The reuse identifier: the spec's, or `TableSpec.` and the style's name.
    public var reuseIdentifier: String {
        customReuseIdentifier ?? style.defaultReuseIdentifier
    }

    /// The switch's state: whether `value` is `true`. Setting it sets `value`.
    public var isOn: Bool {
        get { value?.isTrue ?? false }
        set { value = .bool(newValue) }
    }

    /// What the row is known by across updates: its id; else its item's key; else, for an inline picker's option,
    /// the picker and the option; else its text.
    public var key: TableRowKey<Table> {
        if let id {
            return .id(id)
        }
        if let item {
            return .item(item.identityKey)
        }
        if let choice {
            return .option(choice.picker, choice.key)
        }
        return .text(text)
    }

    public init(
        text: String? = nil,
        localizedText: TableLocalizedText<Table>? = nil,
        detail: String? = nil,
        localizedDetail: TableLocalizedText<Table>? = nil,
        image: String? = nil,
        style: TableCellStyle = .default,
        role: RowRole = .normal,
        reuseIdentifier: String? = nil,
        accessory: CellAccessory = .none,
        control: TableRowControl<Table>? = nil,
        isOn: Bool = false,
        value: TableValue? = nil,
        validation: TableValidation<Table>? = nil,
        editingAccessory: CellAccessory = .none,
        height: Double? = Table.defaultRowHeight,
        isSelectable: Bool = Table.rowsAreSelectable,
        isChecked: Bool = false,
        editingStyle: RowEditingStyle = .none,
        canEdit: Bool = false,
        canMove: Bool = false,
        deleteConfirmation: String? = nil,
        localizedDeleteConfirmation: TableLocalizedText<Table>? = nil,
        accessibilityLabel: String? = nil,
        localizedAccessibilityLabel: TableLocalizedText<Table>? = nil,
        actions: TableRowActions<Table> = TableRowActions(),
        id: Table.RowID? = nil,
        item: Table.RowItem? = nil,
        opens: Table.OpenedTable? = nil,
        segue: String? = nil,
        hidden: TableCondition<Table>? = nil,
        disabled: TableCondition<Table>? = nil,
        choice: TableOptionChoice<Table>? = nil
    ) {
        self.text = localizedText?.string ?? text
        self.localizedText = localizedText
        self.detail = localizedDetail?.string ?? detail
        self.localizedDetail = localizedDetail
        self.image = image
        self.style = style
        self.role = role
        self.customReuseIdentifier = reuseIdentifier
        self.accessory = accessory
        self.control = control
        // A switch always has a state; `isOn` is its spelling in a row's initializer.
        self.value = value ?? (control == .switch || isOn ? .bool(isOn) : control?.startingValue)
        self.validation = validation
        self.editingAccessory = editingAccessory
        self.height = height
        self.isSelectable = isSelectable
        self.isChecked = isChecked
        self.editingStyle = editingStyle
        self.canEdit = canEdit
        self.canMove = canMove
        self.deleteConfirmation = localizedDeleteConfirmation?.string ?? deleteConfirmation
        self.localizedDeleteConfirmation = localizedDeleteConfirmation
        self.accessibilityLabel = localizedAccessibilityLabel?.string ?? accessibilityLabel
        self.localizedAccessibilityLabel = localizedAccessibilityLabel
        self.actions = actions
        self.id = id
        self.item = item
        self.opens = opens
        self.segue = segue
        self.hidden = hidden
        self.disabled = disabled
        self.choice = choice
        showValueAsDetail()
    }

    /// Shows `value`: a switch without one is off; a pushed picker shows the chosen option's title as its detail.
    mutating func show(_ value: TableValue?) {
        self.value = value ?? (control == .switch ? .bool(false) : nil)
        showValueAsDetail()
    }

    /// A stepper's detail is its number (in the spec's text around it, when it has one), and a pushed picker's the chosen option's title (localized as the option
    /// is), as Settings shows them beside the control; a menu's button shows the title itself.
    private mutating func showValueAsDetail() {
        switch control {
        case .stepper(_, let around?)?:
            let shown = value.map(around.text(showing:))
            detail = shown?.string
            localizedDetail = shown?.localized
        case .stepper?:
            detail = value?.displayText
        case .picker(let options, .push)?:
            let chosen = options.first { value == .text($0.key) }
            detail = chosen?.title
            localizedDetail = chosen?.localizedTitle
        default:
            break
        }
    }

    /// Gives the row strings of the spec's: each one sets its field to its text in the app's language and is
    /// kept beside it, for a SwiftUI view. A template row's strings depend on its item, so its builder sets
    /// them here.
    public mutating func localize(
        text: TableLocalizedText<Table>? = nil,
        detail: TableLocalizedText<Table>? = nil,
        deleteConfirmation: TableLocalizedText<Table>? = nil,
        accessibilityLabel: TableLocalizedText<Table>? = nil
    ) {
        if let text {
            self.text = text.string
            localizedText = text
        }
        if let detail {
            self.detail = detail.string
            localizedDetail = detail
        }
        if let deleteConfirmation {
            self.deleteConfirmation = deleteConfirmation.string
            localizedDeleteConfirmation = deleteConfirmation
        }
        if let accessibilityLabel {
            self.accessibilityLabel = accessibilityLabel.string
            localizedAccessibilityLabel = accessibilityLabel
        }
    }
}

/// One section: its titles and its rows.
public nonisolated struct TableSection<Table: TableDefinition>: Equatable, Sendable {
    /// The spec section it comes from: a grouped section becomes several sections with one value.
    public var declaredIndex: Int
    /// The section's id, for sections that have one.
    public var id: Table.SectionID?
    /// The title of the group a grouped dynamic section (`groupBy: initial`) gathers, which is also its header:
    /// part of its identity, since the group is what the section is.
    public var group: String?
    /// The header title. Setting it lets go of `localizedHeader`.
    public var header: String? {
        didSet { localizedHeader = nil }
    }
    /// The spec's string behind `header`, until the app sets it.
    public private(set) var localizedHeader: TableLocalizedText<Table>?
    /// The footer title. Setting it lets go of `localizedFooter`.
    public var footer: String? {
        didSet { localizedFooter = nil }
    }
    /// The spec's string behind `footer`, until the app sets it.
    public private(set) var localizedFooter: TableLocalizedText<Table>?
    /// The header height in points; nil leaves it to the table.
    public var headerHeight: Double?
    /// The footer height in points; nil leaves it to the table.
    public var footerHeight: Double?
    /// Whether the rows form a checkmark list.
    public var selectionList: TableSelectionList?
    /// When the section is hidden (the spec's `hidden`), with all its rows.
    public var hidden: TableCondition<Table>?
    /// The rows, in order; none while the section is collapsed, whose rows wait in `foldedRows`.
    public var rows: [TableRow<Table>]
    /// What the section shows when it has no rows (the spec's `empty`); nil shows nothing.
    public var emptyState: TableEmptyState<Table>?
    /// Whether tapping the header folds and unfolds the section (`collapsible`).
    public var isCollapsible: Bool
    /// Whether the section is folded: its header shows and its rows do not. Setting it moves the rows between
    /// `rows` and `foldedRows`, so every position in the content is a row the table shows; rows added while the
    /// section is folded come after the folded ones when it unfolds.
    public var isCollapsed: Bool {
        didSet {
            guard isCollapsed != oldValue else { return }
            if isCollapsed {
                foldedRows = rows
                rows = []
            } else {
                rows = foldedRows + rows
                foldedRows = []
            }
        }
    }
    /// The rows of a collapsed section, which it shows again when it unfolds.
    public internal(set) var foldedRows: [TableRow<Table>] = []

    public init(
        declaredIndex: Int = 0,
        id: Table.SectionID? = nil,
        header: String? = nil,
        localizedHeader: TableLocalizedText<Table>? = nil,
        footer: String? = nil,
        localizedFooter: TableLocalizedText<Table>? = nil,
        headerHeight: Double? = Table.defaultSectionHeaderHeight,
        footerHeight: Double? = Table.defaultSectionFooterHeight,
        selectionList: TableSelectionList? = nil,
        hidden: TableCondition<Table>? = nil,
        emptyState: TableEmptyState<Table>? = nil,
        isCollapsible: Bool = false,
        isCollapsed: Bool = false,
        rows: [TableRow<Table>] = []
    ) {
        self.declaredIndex = declaredIndex
        self.id = id
        self.header = localizedHeader?.string ?? header
        self.localizedHeader = localizedHeader
        self.footer = localizedFooter?.string ?? footer
        self.localizedFooter = localizedFooter
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.selectionList = selectionList
        self.hidden = hidden
        self.emptyState = emptyState
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
        self.rows = isCollapsed ? [] : rows
        self.foldedRows = isCollapsed ? rows : []
    }

    /// Every row of the section, folded or shown.
    public var allRows: [TableRow<Table>] {
        isCollapsed ? foldedRows + rows : rows
    }

    /// The empty state the section shows now: its `emptyState` while it has no rows and is not folded (a folded
    /// section has rows, out of sight).
    public var shownEmptyState: TableEmptyState<Table>? {
        rows.isEmpty && !isCollapsed ? emptyState : nil
    }
}
