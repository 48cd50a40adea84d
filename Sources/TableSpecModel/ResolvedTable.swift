import TableSpecDiagnostics

/// The table after validation: defaults applied, references resolved, reuse identifiers derived.
///
/// This is the contract between the front end and every back end (code generation, layout, and
/// later outputs). It holds plain typed values and source ranges only, never YAML, so a back end
/// cannot disagree with the validator about what the spec meant.
public struct ResolvedTable: Sendable {
    /// The generated Swift type's name.
    public var name: String
    /// The spec's path as the user gave it.
    public var file: String
    public var style: TableStyle
    public var separator: SeparatorStyle
    public var rowHeight: Height
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Height?
    public var sectionFooterHeight: Height?
    public var estimatedSectionHeaderHeight: Double?
    public var estimatedSectionFooterHeight: Double?
    public var header: String?
    public var footer: String?
    public var selection: TableSelection
    public var allowsSelectionDuringEditing: Bool
    /// The declared sections, in order. A section whose items are grouped stands for as many
    /// sections at run time as its data has groups.
    public var sections: [ResolvedSection]
    public var index: ResolvedIndex?
    /// Models in declaration order.
    public var models: [ResolvedModel]
    /// One entry per reuse identifier, sorted by identifier.
    public var cellKinds: [CellKind]
    /// Files the spec reads besides itself (sample data), sorted, as paths relative to the
    /// working directory; a build system declares them as inputs.
    public var referencedFiles: [String]
    /// Where the table's text is looked up at run time; nil for a table that is not localized.
    public var localization: ResolvedLocalization?
    /// Where the form rows' values are kept, when the spec keeps them in UserDefaults; nil when they live in
    /// the content the app owns.
    public var valueStorage: ResolvedValueStorage?
    /// The search field over the rows (`search`); nil for a table without one.
    public var search: ResolvedSearch?
    /// What the table shows when it has no rows (`empty`).
    public var empty: ResolvedEmptyState?
    /// Whether the user can pull to refresh (`refreshable`).
    public var refreshable = false

    /// The one height every row has, when they all share it: UIKit's efficient path is to set
    /// `rowHeight` once instead of answering `heightForRowAt` per row.
    public var uniformRowHeight: Height? {
        var heights = Set<Height>()
        for section in sections {
            switch section.content {
            case .rows(let rows): heights.formUnion(rows.map(\.height))
            case .items(let items): heights.insert(items.prototype.height)
            }
            if heights.count > 1 { return nil }
        }
        return heights.first ?? rowHeight
    }

    /// Whether any row can be edited or moved, which decides if editing methods are needed.
    public var hasEditing: Bool {
        containsCell { _, editing in editing.canEdit || editing.canMove }
    }

    /// Whether any static row, or any dynamic section's prototype, has swipe actions or a context
    /// menu: only then does a back end emit the methods and types they need.
    public var hasActions: Bool { containsActions { !$0.isEmpty } }

    /// Whether any row can be swiped for actions of its own.
    public var hasSwipeActions: Bool { containsActions(where: \.hasSwipeActions) }

    /// Whether any row has a context menu.
    public var hasMenus: Bool { containsActions { !$0.menu.isEmpty } }

    /// Whether any row shows a detail button, in or out of edit mode: only then do the targets
    /// pass its taps on.
    public var hasDetailButtons: Bool {
        let isButton = { (accessory: Accessory) in accessory == .detailButton || accessory == .detailDisclosureButton }
        return containsCell { appearance, _ in isButton(appearance.accessory) || isButton(appearance.editingAccessory) }
    }

    /// Whether any static row's or prototype's actions match.
    public func containsActions(where matches: (RowActions) -> Bool) -> Bool {
        sections.contains { section in
            switch section.content {
            case .rows(let rows): rows.contains { matches($0.actions) }
            case .items(let items): matches(items.prototype.actions)
            }
        }
    }

    /// Whether the user can change the rows: by editing (`hasEditing`), or through a swipe or
    /// menu action, whose built-in delete removes a row and whose app actions the app answers by
    /// changing the content. The generated content's deletes, inserts and moves depend on it.
    public var editsContent: Bool { hasEditing || hasActions }

    /// Whether any section is a checkmark list.
    public var hasSelectionLists: Bool {
        sections.contains { $0.selectionList != nil }
    }

    /// Whether any static row, or any dynamic section's prototype, matches: the question a back
    /// end asks before emitting a method or a control that only some tables need.
    public func containsCell(where matches: (CellAppearance, RowEditing) -> Bool) -> Bool {
        sections.contains { section in
            switch section.content {
            case .rows(let rows): rows.contains { matches($0.appearance, $0.editing) }
            case .items(let items): matches(items.prototype.appearance, items.prototype.editing)
            }
        }
    }

    /// Rows declared in the spec; dynamic rows are not counted.
    public var staticRowCount: Int {
        sections.reduce(0) { $0 + $1.rows.count }
    }

    /// The values the spec gives its form rows (`default`, or the control's own). What conditions read when the
    /// screen first shows, as the runtime's `Content` reads them from its rows.
    public var declaredValues: [String: ConditionValue] {
        var values: [String: ConditionValue] = [:]
        for section in sections {
            for row in section.rows {
                guard let id = row.id, let control = row.appearance.control else { continue }
                if control == .switch {
                    values[id] = .bool(row.isOn)
                } else if let value = row.value {
                    values[id] = value
                }
            }
        }
        return values
    }

    /// Whether any row has a control other than a switch: a form, which the runtime builds from its rows
    /// rather than from an encoded payload.
    public var hasFormControls: Bool {
        containsCell { appearance, _ in appearance.control.map { $0 != .switch } ?? false }
    }

    /// Whether any row or section has a `hidden` or `disabled` condition.
    public var hasConditions: Bool {
        sections.contains { section in section.hidden != nil || section.rows.contains { $0.hidden != nil || $0.disabled != nil } }
    }

    /// For the front end, which builds the model. The model's initializers are inlinable, since
    /// validation makes one per row from another module.
    @inlinable package init(
        name: String,
        file: String,
        style: TableStyle,
        separator: SeparatorStyle,
        rowHeight: Height,
        estimatedRowHeight: Double?,
        sectionHeaderHeight: Height?,
        sectionFooterHeight: Height?,
        estimatedSectionHeaderHeight: Double?,
        estimatedSectionFooterHeight: Double?,
        header: String?,
        footer: String?,
        selection: TableSelection,
        allowsSelectionDuringEditing: Bool,
        sections: [ResolvedSection],
        index: ResolvedIndex?,
        models: [ResolvedModel],
        cellKinds: [CellKind],
        referencedFiles: [String],
        localization: ResolvedLocalization? = nil
    ) {
        self.name = name
        self.file = file
        self.style = style
        self.separator = separator
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.estimatedSectionHeaderHeight = estimatedSectionHeaderHeight
        self.estimatedSectionFooterHeight = estimatedSectionFooterHeight
        self.header = header
        self.footer = footer
        self.selection = selection
        self.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        self.sections = sections
        self.index = index
        self.models = models
        self.cellKinds = cellKinds
        self.referencedFiles = referencedFiles
        self.localization = localization
    }
}

/// A declared section.
public struct ResolvedSection: Sendable {
    /// The position among declared sections (0-based).
    public var position: Int
    public var id: String?
    public var header: String?
    public var footer: String?
    public var headerHeight: Height?
    public var footerHeight: Height?
    public var indexTitle: String?
    public var selectionList: SelectionList?
    /// The section's `hidden` condition: while it holds, the section is not shown.
    public var hidden: ResolvedCondition?
    public var content: Content
    public var range: SourceRange
    /// What the section shows when it has no rows (`empty`).
    public var empty: ResolvedEmptyState?
    /// Whether tapping the header folds the section (`collapsible`), and whether it starts folded (`collapsed`).
    public var collapsible = false
    public var collapsed = false

    public enum Content: Sendable {
        case rows([ResolvedRow])
        case items(ResolvedItems)
    }

    public var rows: [ResolvedRow] {
        if case .rows(let rows) = content { return rows }
        return []
    }

    @inlinable package init(
        position: Int,
        id: String?,
        header: String?,
        footer: String?,
        headerHeight: Height?,
        footerHeight: Height?,
        indexTitle: String?,
        selectionList: SelectionList?,
        hidden: ResolvedCondition? = nil,
        content: Content,
        range: SourceRange
    ) {
        self.hidden = hidden
        self.position = position
        self.id = id
        self.header = header
        self.footer = footer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.indexTitle = indexTitle
        self.selectionList = selectionList
        self.content = content
        self.range = range
    }
}

/// What a cell shows and how: the parts static rows and prototypes share.
public struct CellAppearance: Hashable, Sendable {
    // The strings first: a one-byte field before them would cost seven bytes of padding in every row.
    /// The UITableViewCell subclass, for `custom` cells.
    public var customClass: String?
    public var reuseIdentifier: String
    public var style: CellStyle
    public var accessory: Accessory
    public var editingAccessory: Accessory
    /// A control in place of the accessory; a row has one or the other.
    public var control: RowControl?
    /// How the text is drawn; an action row (`button`, `destructive`) has no detail and no accessory.
    public var role: RowRole

    @inlinable package init(
        style: CellStyle,
        customClass: String?,
        reuseIdentifier: String,
        accessory: Accessory,
        editingAccessory: Accessory,
        control: RowControl? = nil,
        role: RowRole = .normal
    ) {
        self.style = style
        self.customClass = customClass
        self.reuseIdentifier = reuseIdentifier
        self.accessory = accessory
        self.editingAccessory = editingAccessory
        self.control = control
        self.role = role
    }
}

/// A row's editing behaviour, after defaults.
public struct RowEditing: Hashable, Sendable {
    public var style: EditingStyle
    public var canEdit: Bool
    public var canMove: Bool
    /// The delete-confirmation title; nil keeps UIKit's own ("Delete").
    public var deleteConfirmation: String?

    @inlinable package init(style: EditingStyle, canEdit: Bool, canMove: Bool, deleteConfirmation: String?) {
        self.style = style
        self.canEdit = canEdit
        self.canMove = canMove
        self.deleteConfirmation = deleteConfirmation
    }

    /// The delete-confirmation title a user can see: a row with the delete control shows it, and
    /// so does the built-in delete among its swipe actions or menu. A title the row inherits from
    /// the table's `editing:` while it cannot be deleted is never shown.
    public func shownDeleteConfirmation(with actions: RowActions) -> String? {
        style == .delete || actions.all.contains(.delete) ? deleteConfirmation : nil
    }
}

/// A static row with every default applied.
///
/// A long table is mostly rows, so the fields few rows set (an accessibility label, swipe actions
/// and a menu, `opens`) are kept out of line, in one shared reference that a row without them
/// leaves empty: a row is 176 bytes instead of 240.
public struct ResolvedRow: Sendable {
    public var id: String?
    public var text: String?
    public var detail: String?
    public var image: String?
    public var appearance: CellAppearance
    public var height: Height
    public var selectable: Bool
    public var checked: Bool
    /// The switch's initial state, for a row with `control: switch`; false otherwise.
    public var isOn: Bool
    public var editing: RowEditing
    public var range: SourceRange
    /// `accessibilityLabel`, `actions`, `opens`, `segue` and the conditions; nil when the row sets none of them.
    @usableFromInline var rare: RareRowFields?

    public var accessibilityLabel: String? {
        get { rare?.values.accessibilityLabel }
        set { changeRare { $0.accessibilityLabel = newValue } }
    }

    /// Swipe actions and the context menu; empty for a row without `swipe` and `menu`.
    public var actions: RowActions {
        get { rare?.values.actions ?? RowActions() }
        set { changeRare { $0.actions = newValue } }
    }

    /// The table selecting the row shows (`opens`): its `table` name, which is its Swift type.
    public var opens: String? {
        get { rare?.values.opens }
        set { changeRare { $0.opens = newValue } }
    }

    /// The storyboard segue identifier the row's events carry (`segue`).
    public var segue: String? {
        get { rare?.values.segue }
        set { changeRare { $0.segue = newValue } }
    }

    /// The row's `hidden` condition: while it holds, the row is not shown, and keeps its value.
    public var hidden: ResolvedCondition? {
        get { rare?.values.hidden }
        set { changeRare { $0.hidden = newValue } }
    }

    /// The row's `disabled` condition: while it holds, the row is dimmed and does not respond.
    public var disabled: ResolvedCondition? {
        get { rare?.values.disabled }
        set { changeRare { $0.disabled = newValue } }
    }

    /// What the spec says of a form control beyond its kind (a range, options); nil for a switch and for a row
    /// without a control.
    public var form: FormControlSettings? {
        get { rare?.values.form }
        set { changeRare { $0.form = newValue } }
    }

    /// The value of a form row other than a switch when the screen first shows (`default`, or the control's
    /// own: a stepper's minimum, a picker's first option); a switch's is `isOn`.
    public var value: ConditionValue? {
        get { rare?.values.value }
        set { changeRare { $0.value = newValue } }
    }

    /// A text field's `validate` rules; nil for a row without them.
    public var validation: FormValidation? {
        get { rare?.values.validation }
        set { changeRare { $0.validation = newValue } }
    }

    /// For one of the checkmark rows an inline picker shows its options as, the picker and the option; nil for
    /// any other row.
    public var choice: OptionChoice? {
        get { rare?.values.choice }
        set { changeRare { $0.choice = newValue } }
    }

    private mutating func changeRare(_ change: (inout RareRowValues) -> Void) {
        var values = rare?.values ?? RareRowValues()
        change(&values)
        rare = RareRowFields.holding(values)
    }

    @inlinable package init(
        id: String?,
        text: String?,
        detail: String?,
        image: String?,
        accessibilityLabel: String?,
        appearance: CellAppearance,
        height: Height,
        selectable: Bool,
        checked: Bool,
        isOn: Bool = false,
        editing: RowEditing,
        range: SourceRange,
        actions: RowActions = RowActions(),
        opens: String? = nil,
        segue: String? = nil
    ) {
        // Most rows have none of the rare fields: they are told apart without making the fields to ask them.
        if accessibilityLabel == nil, opens == nil, segue == nil, actions.isEmpty, actions.performsFirstActionWithFullSwipe {
            self.rare = nil
        } else {
            self.rare = RareRowFields.holding(RareRowValues(accessibilityLabel: accessibilityLabel, actions: actions, opens: opens, segue: segue))
        }
        self.isOn = isOn
        self.id = id
        self.text = text
        self.detail = detail
        self.image = image
        self.appearance = appearance
        self.height = height
        self.selectable = selectable
        self.checked = checked
        self.editing = editing
        self.range = range
    }
}

/// The fields of a `ResolvedRow` that most rows leave unset.
@usableFromInline struct RareRowValues: Sendable {
    @usableFromInline var accessibilityLabel: String?
    @usableFromInline var actions: RowActions
    @usableFromInline var opens: String?
    @usableFromInline var segue: String?
    @usableFromInline var hidden: ResolvedCondition?
    @usableFromInline var disabled: ResolvedCondition?
    @usableFromInline var form: FormControlSettings?
    @usableFromInline var value: ConditionValue?
    @usableFromInline var validation: FormValidation?
    @usableFromInline var choice: OptionChoice?

    @inlinable init(accessibilityLabel: String? = nil, actions: RowActions = RowActions(), opens: String? = nil, segue: String? = nil) {
        self.accessibilityLabel = accessibilityLabel
        self.actions = actions
        self.opens = opens
        self.segue = segue
    }

    /// Whether there is nothing to keep. `actions` is `RowActions()` when it has no action and a full swipe
    /// performs the first (the default), which is cheaper to ask than comparing it with one made for the purpose.
    @inlinable var isEmpty: Bool {
        accessibilityLabel == nil && opens == nil && segue == nil && actions.isEmpty && actions.performsFirstActionWithFullSwipe
            && hidden == nil && disabled == nil && form == nil && value == nil && validation == nil && choice == nil
    }
}

/// The rare fields of a `ResolvedRow`, out of line. Immutable: setting one of them on a row gives the row a
/// new instance, so rows that share one never see each other's changes.
@usableFromInline final class RareRowFields: Sendable {
    @usableFromInline let values: RareRowValues

    @inlinable init(_ values: RareRowValues) {
        self.values = values
    }

    /// Nil when there is nothing to keep, so a row without these fields allocates nothing. A function rather
    /// than a failable initializer: a class's initializer allocates the instance before its first line runs, so
    /// returning nil from one would allocate and free for every row.
    @inlinable static func holding(_ values: RareRowValues) -> RareRowFields? {
        values.isEmpty ? nil : RareRowFields(values)
    }
}

/// One reuse identifier and the one kind of cell it names.
public struct CellKind: Hashable, Sendable {
    public var reuseIdentifier: String
    public var style: CellStyle
    public var customClass: String?

    @inlinable package init(reuseIdentifier: String, style: CellStyle, customClass: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.customClass = customClass
    }

    /// Written out so validation, which compares a kind for every row, can inline it.
    @inlinable public static func == (a: CellKind, b: CellKind) -> Bool {
        a.reuseIdentifier == b.reuseIdentifier && a.style == b.style && a.customClass == b.customClass
    }
}
