/// A swipe action's background: a system colour (`systemIndigo` for `indigo`).
public nonisolated enum TableActionColor: CaseIterable, Hashable, Sendable {
    case red
    case orange
    case yellow
    case green
    case mint
    case teal
    case cyan
    case blue
    case indigo
    case purple
    case pink
    case brown
    case gray
}

/// One swipe or context-menu action of a row (an entry of the spec's `swipe` or `menu`).
public nonisolated struct TableRowAction<Table: TableDefinition>: Equatable, Sendable {
    /// The id the app is handed; nil for the built-in delete, which the data source performs itself.
    public var id: Table.ActionID?
    /// The button's or menu item's title. The built-in delete's is the row's `deleteConfirmation`, else "Delete".
    /// Setting it lets go of `localizedTitle`.
    public var title: String? {
        didSet { localizedTitle = nil }
    }
    /// The spec's string behind `title` in a localized table, until the app sets the title.
    public private(set) var localizedTitle: TableLocalizedText<Table>?
    /// The name of an SF Symbol on the button or beside the menu item.
    public var image: String?
    /// Drawn in red (`UIContextualAction.Style.destructive`, `UIMenuElement.Attributes.destructive`).
    public var isDestructive: Bool
    /// A swipe button's background; nil keeps UIKit's (gray, or red when destructive).
    public var color: TableActionColor?

    /// The built-in delete: removes the row from the content, animated, as an editing delete does.
    public static var delete: Self { Self(id: nil, isDestructive: true) }

    public init(
        id: Table.ActionID?,
        title: String? = nil,
        localizedTitle: TableLocalizedText<Table>? = nil,
        image: String? = nil,
        isDestructive: Bool = false,
        color: TableActionColor? = nil
    ) {
        self.id = id
        self.title = localizedTitle?.string ?? title
        self.localizedTitle = localizedTitle
        self.image = image
        self.isDestructive = isDestructive
        self.color = color
    }
}

/// A row's swipe actions and context menu (the spec's `swipe` and `menu`).
public nonisolated struct TableRowActions<Table: TableDefinition>: Equatable, Sendable {
    /// The actions a swipe from the leading edge reveals; the first is nearest the edge.
    public var leading: [TableRowAction<Table>]
    /// The actions a swipe from the trailing edge reveals; the first is nearest the edge.
    public var trailing: [TableRowAction<Table>]
    /// Whether a full swipe performs the first action of the edge.
    public var performsFirstActionWithFullSwipe: Bool
    /// The context menu's actions, in order; empty shows no menu.
    public var menu: [TableRowAction<Table>]

    /// Whether the row can be swiped for actions of its own: UIKit then shows exactly these, on both edges.
    public var hasSwipeActions: Bool {
        !leading.isEmpty || !trailing.isEmpty
    }

    /// Whether the row has no actions of its own and keeps UIKit's full swipe.
    public var isEmpty: Bool {
        leading.isEmpty && trailing.isEmpty && menu.isEmpty && performsFirstActionWithFullSwipe
    }

    public init(
        leading: [TableRowAction<Table>] = [],
        trailing: [TableRowAction<Table>] = [],
        performsFirstActionWithFullSwipe: Bool = true,
        menu: [TableRowAction<Table>] = []
    ) {
        self.leading = leading
        self.trailing = trailing
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        self.menu = menu
    }
}
