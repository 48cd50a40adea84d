/// A row's swipe actions and context menu (`swipe`, `menu`), after defaults.
///
/// The lists are in the spec's order, which is UIKit's: the first action of an edge is the one
/// nearest that edge, and the one a full swipe performs.
public struct RowActions: Hashable, Sendable {
    /// Shown when the row is swiped from its leading edge (tableView(_:leadingSwipeActionsConfigurationForRowAt:)).
    public var leading: [RowAction]
    /// Shown when the row is swiped from its trailing edge. Empty keeps UIKit's default: the
    /// delete of a row whose editing style is `delete`.
    public var trailing: [RowAction]
    /// `fullSwipe`: whether a full swipe performs the first action of the edge (default true).
    public var performsFirstActionWithFullSwipe: Bool
    /// The context menu's actions, in order (tableView(_:contextMenuConfigurationForRowAt:point:)).
    public var menu: [RowAction]

    @inlinable package init(
        leading: [RowAction] = [], trailing: [RowAction] = [], performsFirstActionWithFullSwipe: Bool = true, menu: [RowAction] = []
    ) {
        self.leading = leading
        self.trailing = trailing
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        self.menu = menu
    }

    /// No swipe action and no menu: the row behaves as a row without these keys.
    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && menu.isEmpty }
    /// Whether the row can be swiped for actions of its own, which UIKit offers only on a row it may edit.
    public var hasSwipeActions: Bool { !leading.isEmpty || !trailing.isEmpty }
    /// Every action, swipe actions first, for the questions a back end asks of all of them.
    public var all: [RowAction] { leading + trailing + menu }
}

/// One swipe or menu action: the built-in delete, or an action the app performs.
public enum RowAction: Hashable, Sendable {
    /// The bare `delete`: removes the row from the content, animated, as an editing delete does.
    /// Its title is the row's `deleteConfirmation`, else "Delete".
    case delete
    case custom(CustomAction)

    /// The id the app hears, nil for the built-in delete.
    public var id: String? {
        if case .custom(let action) = self { return action.id }
        return nil
    }
}

/// An action of the app's: the generated code hands its `id` to the app, with the row.
public struct CustomAction: Hashable, Sendable {
    /// A Swift identifier: a case of the generated `ActionID` enum.
    public var id: String
    public var title: String?
    /// An SF Symbol name.
    public var image: String?
    public var style: ActionStyle
    /// The button's background in a swipe; nil keeps UIKit's (gray, or red for a destructive action).
    public var color: ActionColor?

    @inlinable package init(id: String, title: String?, image: String?, style: ActionStyle = .normal, color: ActionColor? = nil) {
        self.id = id
        self.title = title
        self.image = image
        self.style = style
        self.color = color
    }
}
