import TableSpecDiagnostics
import TableSpecModel

/// A row's `swipe` and `menu`, looked up through the layers as a whole (a row's own `swipe`
/// replaces its section's, which replaces the table's), then checked:
/// - an action has a `title` or an `image`: UIKit has nothing else to draw;
/// - ids are Swift identifiers, unique within the row's swipe actions (leading and trailing
///   together) and within its menu; the same id in both names the same action, which the app
///   hears under one `ActionID`. `delete` is the built-in delete's name, not an id;
/// - UIKit offers swipe actions only on a row it may edit (canEditRowAt), so a row with swipe
///   actions cannot say `canEdit: false`; without `canEdit` a row with swipe actions is editable;
/// - `delete` needs a row that can be deleted: not `canEdit: false`, and not an insert row
///   (`editingStyle: insert`), which stands for rows to come;
/// - a menu item has no background, so `color` there is a warning.
extension SpecValidator {
    mutating func resolveActions(_ layers: RowValues) -> RowActions {
        guard layers[.swipe] != nil || layers[.menu] != nil else { return RowActions() }
        let swipe = layers[.swipe]?.value
        var swipeIDs: [String: SourceRange] = [:], menuIDs: [String: SourceRange] = [:]
        var leading: [RowAction] = [], trailing: [RowAction] = [], menu: [RowAction] = []
        // The edges in the order they are written, so a repeated id is reported where it repeats.
        let trailingFirst =
            (swipe?.trailing?.range.start ?? .init(line: 0, column: 0, offset: 0))
            < (swipe?.leading?.range.start ?? .init(line: 0, column: 0, offset: 0))
        for isLeading in trailingFirst ? [false, true] : [true, false] {
            for action in (isLeading ? swipe?.leading : swipe?.trailing)?.value ?? [] {
                guard let resolved = resolveAction(action, ids: &swipeIDs, inMenu: false, layers) else { continue }
                if isLeading { leading.append(resolved) } else { trailing.append(resolved) }
            }
        }
        for action in layers[.menu]?.value ?? [] {
            if let resolved = resolveAction(action, ids: &menuIDs, inMenu: true, layers) { menu.append(resolved) }
        }
        if let swipe = layers[.swipe], !leading.isEmpty || !trailing.isEmpty, let canEdit = explicitCanEdit(layers), !canEdit.value {
            error(
                "a row with swipe actions must be editable: UIKit shows swipe actions only on rows whose canEditRowAt is true; remove 'canEdit: false'",
                at: swipe.range, notes: [note("'canEdit' is false here", at: canEdit.range)])
        }
        return RowActions(leading: leading, trailing: trailing, performsFirstActionWithFullSwipe: swipe?.fullSwipe?.value ?? true, menu: menu)
    }

    /// `canEdit` as the spec writes it for the row: its own layers, then the table's `editing`.
    private func explicitCanEdit(_ layers: RowValues) -> Located<Bool>? {
        layers[.canEdit] ?? table.editing?.canEdit
    }

    private mutating func resolveAction(_ action: ActionDeclaration, ids: inout [String: SourceRange], inMenu: Bool, _ layers: RowValues)
        -> RowAction?
    {
        let place = inMenu ? "its menu" : "its swipe actions (leading and trailing together)"
        switch action {
        case .delete(let range):
            if let first = ids["delete"] {
                error(
                    "'delete' appears twice in the row's \(inMenu ? "menu" : "swipe actions")", at: range,
                    notes: [note("'delete' is first used here", at: first)])
                return nil
            }
            ids["delete"] = range
            checkDeletable(at: range, inMenu: inMenu, layers)
            return .delete
        case .custom(let custom):
            var usable = true
            if let id = custom.id {
                if id.value == "delete" {
                    error("'delete' is the built-in delete, not an id: write the bare 'delete' for it, or give this action another id", at: id.range)
                    usable = false
                } else if checkIDCase(id, what: "the action id") {
                    if let first = ids[id.value] {
                        error(
                            "duplicate action id '\(id.value)'; a row's action ids are unique within \(place)", at: id.range,
                            notes: [note("'\(id.value)' is first used here", at: first)])
                        usable = false
                    } else {
                        ids[id.value] = id.range
                    }
                } else {
                    usable = false
                }
            }
            if custom.title == nil, custom.image == nil, custom.unread.isDisjoint(with: [.title, .image]) {
                error("an action needs a 'title' or an 'image' (or both): UIKit has nothing else to draw", at: custom.range)
                usable = false
            }
            if inMenu, let color = custom.color {
                warning("'color' has no effect in a context menu: a menu item has no background (use 'style: destructive' for red)", at: color.range)
            }
            guard usable, let id = custom.id?.value else { return nil }
            return .custom(
                CustomAction(
                    id: id, title: custom.title?.value, image: custom.image?.value,
                    style: custom.style?.value ?? .normal, color: inMenu ? nil : custom.color?.value))
        }
    }

    /// The built-in delete removes the row, so the row must be one the spec lets the user delete.
    private mutating func checkDeletable(at range: SourceRange, inMenu: Bool, _ layers: RowValues) {
        if let style = layers[.editingStyle] ?? table.editing?.style, style.value == .insert {
            error(
                "'delete' cannot delete an insert row: a row whose editing style is 'insert' stands for rows to come",
                at: range, notes: [note("the editing style is set here", at: style.range)])
            return
        }
        // In a swipe, a row that cannot be edited is reported once for all its swipe actions.
        if inMenu, let canEdit = explicitCanEdit(layers), !canEdit.value {
            error(
                "'delete' cannot delete a row that cannot be edited; remove 'canEdit: false', or the 'delete'",
                at: range, notes: [note("'canEdit' is false here", at: canEdit.range)])
        }
    }
}
