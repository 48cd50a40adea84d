#if canImport(SwiftUI)
internal import Foundation
internal import SwiftUI

/// The app's callbacks, as `TableList` was given them.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListCallbacks<Table: SwiftUITable> {
    var onSelect: ((TableRowEvent<Table>) -> Void)?
    var onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)?
    var onSwitchChange: ((TableRowEvent<Table>) -> Void)?
    var onValueChange: ((TableRowEvent<Table>) -> Void)?
    var onValidityChange: ((Bool) -> Void)?
    var onContentChange: ((TableContentChange<Table>) -> Void)?
    var rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)?
    var onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)?
    var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?
}

/// What the list does with the user's changes, as the UIKit data source does: each is made to the content the
/// app bound first, through the content's own methods (so the rules are UIKit's: a grouped section's emptied
/// group goes, a move stays clear of insert rows, an exclusive list keeps one checkmark), and then the app hears
/// of it. A row is found by its identity when the change happens, not by where it was drawn: a swipe or a menu
/// can outlive a change to the rows above it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListEditor<Table: SwiftUITable> {
    /// The content the app owns.
    let content: Binding<TableContent<Table>>
    let callbacks: TableListCallbacks<Table>

    /// Whether tapping a row does something, by the UIKit data source's rule: it is selectable and it is in a
    /// checkmark list, has an id, an item or a table to open, or the app listens for taps. Such a row is a
    /// button; any other row is only its cell, which does not highlight.
    func respondsToTap(_ entry: TableListRowEntry<Table>) -> Bool {
        guard entry.row.isSelectable, !isDisabled(entry.row) else {
            return false
        }
        let row = entry.row
        return entry.isInSelectionList || row.id != nil || row.item != nil || row.opens != nil || row.choice != nil || callbacks.onSelect != nil
    }

    /// Whether a row's `disabled` condition holds with the content's values.
    func isDisabled(_ row: TableRow<Table>) -> Bool {
        content.wrappedValue.isDisabled(row)
    }

    /// The message a row shows under its text field: its value's problem with its `validate` rules, once the user
    /// has edited it.
    func problem(for row: TableRow<Table>) -> String? {
        content.wrappedValue.shownProblem(for: row)
    }

    // MARK: - Folding

    /// Folds or unfolds the collapsible section at an index, animated, as a tap on its header does.
    func toggleCollapsed(sectionAt index: Int) {
        guard let section = content.wrappedValue.section(at: index) else {
            return
        }
        withAnimation {
            _ = content.wrappedValue.setCollapsed(!section.isCollapsed, section: index)
        }
    }

    /// Whether the section at an index is open, as `Section(isExpanded:)` binds it: setting it folds or unfolds
    /// the section in the content.
    func expansion(ofSectionAt index: Int) -> Binding<Bool> {
        Binding(
            get: { !(content.wrappedValue.section(at: index)?.isCollapsed ?? false) },
            set: { isExpanded in
                withAnimation {
                    _ = content.wrappedValue.setCollapsed(!isExpanded, section: index)
                }
            }
        )
    }

    // MARK: - Taps

    /// A tap on a row that responds to taps. In a checkmark list the checkmark moves (exclusive) or toggles
    /// (inclusive) first and the app hears which rows changed; then `onSelect` has the row as it is now. An inline
    /// picker's option row then gives the picker its value.
    func select(_ identity: TableRowIdentity<Table>) {
        var updated = content.wrappedValue
        guard let position = Self.position(of: identity, in: updated) else {
            return
        }
        if updated.section(at: position.section)?.selectionList != nil {
            let changed = updated.toggleCheckmark(at: position)
            content.wrappedValue = updated
            if !changed.isEmpty {
                callbacks.onContentChange?(.checkmarks(changed.compactMap { Self.event(at: $0, in: updated) }))
            }
        }
        if let event = Self.event(at: position, in: updated) {
            callbacks.onSelect?(event)
        }
        if let choice = updated.row(at: position)?.choice {
            // An inline picker's option: its picker takes the option's key, as from the picker's own control.
            setValue(.text(choice.key), for: TableRowIdentity(key: .id(choice.picker)))
        }
    }

    /// A tap on a row's detail button.
    func accessoryButtonTapped(_ identity: TableRowIdentity<Table>) {
        if let event = event(for: identity) {
            callbacks.onAccessoryButtonTap?(event)
        }
    }

    // MARK: - Form controls

    /// Records a flipped switch in the content and tells the app.
    func setOn(_ isOn: Bool, for identity: TableRowIdentity<Table>) {
        guard let event = write(.bool(isOn), for: identity) else {
            return
        }
        callbacks.onSwitchChange?(event)
        callbacks.onContentChange?(.switched(event))
    }

    /// Records the value the user gave any other form control (each change of a text field's text, a step, a
    /// slide, an option, a date) in the content and tells the app: `onValueChange`, then `.valueChanged`. The
    /// content takes the value as the control does (a number clamped and stepped, only an option's key), and a
    /// value it refuses changes nothing and is not reported.
    func setValue(_ value: TableValue, for identity: TableRowIdentity<Table>) {
        guard let event = write(value, for: identity) else {
            return
        }
        callbacks.onValueChange?(event)
        callbacks.onContentChange?(.valueChanged(event))
    }

    /// Writes a control's value to the row with an identity through `TableContent.setValue(_:at:)`, which also
    /// shows and hides the rows whose conditions read it, and marks the row edited, so that a value that breaks
    /// its rules shows its message. A form kept in UserDefaults keeps the value there, and the app hears first if
    /// the form became valid or invalid, as from the UIKit data source. Returns the event to report: the row where
    /// it is now, since the value can show or hide rows above it; a row its own value hides is reported where it
    /// was. Nil, changing nothing, when the row has gone or its control cannot hold the value.
    ///
    /// Only a table with conditions animates the change: elsewhere a value moves nothing but its own control,
    /// which already shows it, so typing in a text field does not animate the list at each keystroke.
    private func write(_ value: TableValue, for identity: TableRowIdentity<Table>) -> TableRowEvent<Table>? {
        let old = content.wrappedValue
        var updated = old
        guard let position = Self.position(of: identity, in: updated), var row = updated.row(at: position),
            updated.setValue(value, at: position)
        else {
            return nil
        }
        if let id = row.id {
            updated.markEdited(id)
        }
        if updated.hasConditions {
            // Rows the new value shows or hides slide in and out, as UIKit's snapshot animates them.
            withAnimation { content.wrappedValue = updated }
        } else {
            content.wrappedValue = updated
        }
        if let id = row.id {
            Table.valueStorage?.write(updated.value(for: id), for: id)
        }
        reportValidity(from: old, to: updated)
        if let now = Self.position(of: identity, in: updated), let event = Self.event(at: now, in: updated) {
            return event
        }
        // Only a row with an id has a value that conditions read, so only such a row can hide itself.
        row.show(row.id.flatMap(updated.value(for:)))
        return TableRowEvent(row: row, position: position)
    }

    /// Tells the app when a change made the form valid or invalid (`TableContent.isValid`), for a Save button.
    private func reportValidity(from old: TableContent<Table>, to updated: TableContent<Table>) {
        if old.isValid != updated.isValid {
            callbacks.onValidityChange?(updated.isValid)
        }
    }

    /// A form kept in UserDefaults (`values: { store: userDefaults }`) shows the stored values when the list
    /// appears, as the UIKit data source does when it is attached, and again at each change of UserDefaults while
    /// it is on screen: a change made on another screen or in the Settings app shows without reopening the list.
    func readStoredValues() {
        guard let storage = Table.valueStorage else {
            return
        }
        let old = content.wrappedValue
        var updated = old
        if storage.read(into: &updated) {
            content.wrappedValue = updated
            reportValidity(from: old, to: updated)
        }
    }

    // MARK: - Editing

    /// Deletes a row (the built-in delete of a swipe or a menu) and tells the app.
    func deleteRow(_ identity: TableRowIdentity<Table>) {
        guard let position = Self.position(of: identity, in: content.wrappedValue) else {
            return
        }
        deleteRows(at: [position])
    }

    /// `onDelete`: the rows at `offsets` of a section.
    func deleteRows(atOffsets offsets: IndexSet, inSection section: Int) {
        deleteRows(at: offsets.map { TableRowPosition(section: section, row: $0) })
    }

    /// Deletes rows in one change of the content, the last first so that the earlier positions still hold, and
    /// tells the app of each, with where it was.
    private func deleteRows(at positions: [TableRowPosition]) {
        var updated = content.wrappedValue
        var deleted: [TableRowEvent<Table>] = []
        for position in positions.sorted(by: >) {
            if let row = updated.deleteRow(at: position) {
                deleted.append(TableRowEvent(row: row, position: position))
            }
        }
        guard !deleted.isEmpty else {
            return
        }
        let old = content.wrappedValue
        content.wrappedValue = updated
        reportValidity(from: old, to: updated)
        for event in deleted {
            callbacks.onContentChange?(.deleted(event))
        }
    }

    /// `onMove`, within a section. SwiftUI's destination is an offset before the row leaves its place; UIKit's,
    /// which the content takes, is where the row ends up. The content's move rule then decides where the row may
    /// go, as the UIKit data source's does: never past an insert row at either end of its section.
    func moveRows(fromOffsets source: IndexSet, toOffset destination: Int, inSection section: Int) {
        guard let first = source.first else {
            return
        }
        let from = TableRowPosition(section: section, row: first)
        let proposed = TableRowPosition(section: section, row: destination > first ? destination - 1 : destination)
        var updated = content.wrappedValue
        let target = updated.targetPosition(movingRowAt: from, to: proposed)
        guard target != from, let row = updated.row(at: from), updated.moveRow(from: from, to: target) else {
            return
        }
        content.wrappedValue = updated
        callbacks.onContentChange?(.moved(TableRowEvent(row: row, position: target), from: from))
    }

    /// A tap on an insert row's control while editing: the app supplies the row (`rowToInsert`, with the tapped
    /// row's event), which goes where the tapped row is; nil inserts nothing.
    func insertRow(at identity: TableRowIdentity<Table>) {
        var updated = content.wrappedValue
        guard let position = Self.position(of: identity, in: updated), let tapped = Self.event(at: position, in: updated),
            let row = callbacks.rowToInsert?(tapped), updated.insertRow(row, at: position)
        else {
            return
        }
        let old = content.wrappedValue
        content.wrappedValue = updated
        reportValidity(from: old, to: updated)
        callbacks.onContentChange?(.inserted(TableRowEvent(row: row, position: position)))
    }

    // MARK: - Swipe actions and menus

    /// The built-in delete deletes the row through the content; any other action goes to the app with the row as
    /// it is now. SwiftUI closes a swipe itself, so the completion handler, kept so that UIKit's handler fits, has
    /// nothing to do: the app changes the content for the action's effect.
    func perform(_ action: TableRowAction<Table>, on identity: TableRowIdentity<Table>, inMenu: Bool) {
        guard let id = action.id else {
            deleteRow(identity)
            return
        }
        guard let event = event(for: identity) else {
            return
        }
        if inMenu {
            callbacks.onMenuAction?(id, event)
        } else {
            callbacks.onSwipeAction?(id, event) { _ in }
        }
    }

    // MARK: - Finding rows

    private func event(for identity: TableRowIdentity<Table>) -> TableRowEvent<Table>? {
        let current = content.wrappedValue
        return Self.position(of: identity, in: current).flatMap { Self.event(at: $0, in: current) }
    }

    private static func event(at position: TableRowPosition, in content: TableContent<Table>) -> TableRowEvent<Table>? {
        content.row(at: position).map { TableRowEvent(row: $0, position: position) }
    }

    /// Where the row with an identity is now; nil once it has gone.
    private static func position(of identity: TableRowIdentity<Table>, in content: TableContent<Table>) -> TableRowPosition? {
        for (section, entry) in content.identities.enumerated() {
            if let row = entry.rows.firstIndex(of: identity) {
                return TableRowPosition(section: section, row: row)
            }
        }
        return nil
    }
}
#endif
