import TableSpecDiagnostics
import TableSpecModel

/// A row's trailing edge holds one thing: an accessory, a switch (`control`), or nothing, for an
/// action row (`role: button` or `destructive`), which iOS draws as its text alone.
///
/// Each key is looked up through the layers as any row key is (the row, its section's
/// `defaults`, the table's), and then:
/// - a `control` or an action `role` set nearer the row than an `accessory` replaces it, so a
///   switch row in a section whose `defaults` give every row a disclosure indicator needs no
///   `accessory: none`;
/// - set in the same layer (or the accessory nearer), they conflict, and that is an error;
/// - an action row has no `detail` and no `control`, wherever they were set;
/// - `on` is a switch's state: on a row (or prototype) without a control it is an error, and from
///   `defaults` it reaches only the rows that have a switch;
/// - a switch row is not a checkmark row: not in a selection list, and not `checked`.
extension SpecValidator {
    struct TrailingEdge {
        var accessory: Accessory
        var control: RowControl?
        var role: RowRole
        var isOn: Bool
        /// A form control's settings and value (`FormControlValidation`).
        var form = FormControl()
    }

    /// The row's accessory, control, role and switch state, with the rules above checked.
    mutating func resolveTrailingEdge(_ layers: RowValues) -> TrailingEdge {
        let control = layers[.control], role = layers[.role]
        var accessory = layers[.accessory]?.value ?? .none
        // Made only for an error.
        func controlNote() -> [Diagnostic.Note] { control.map { [note("the control is set here", at: $0.range)] } ?? [] }
        func roleNote() -> [Diagnostic.Note] { role.map { [note("the role is set here", at: $0.range)] } ?? [] }

        if let control, let written = layers[.accessory], written.value != .none {
            if layers.layer(of: .control) < layers.layer(of: .accessory) {
                accessory = .none
            } else {
                error(
                    "a row with 'control: \(control.value.rawValue)' has no accessory: the control takes the accessory's place; remove 'accessory: \(written.value.rawValue)'",
                    at: written.range, notes: controlNote())
            }
        }
        if let role, role.value != .normal {
            let what = "a '\(role.value.rawValue)' row is an action, drawn as its text alone"
            if let detail = layers[.detail] {
                error("\(what), so it has no 'detail'", at: detail.range, notes: roleNote())
            }
            if let control {
                error("\(what), so it has no 'control'", at: control.range, notes: roleNote())
            }
            if let written = layers[.accessory], written.value != .none, control == nil {
                if layers.layer(of: .role) < layers.layer(of: .accessory) {
                    accessory = .none
                } else {
                    error("\(what), so it has no accessory; remove 'accessory: \(written.value.rawValue)'", at: written.range, notes: roleNote())
                }
            }
        }
        if let on = layers.on, control == nil, layers.onLayer == 0, !layers.isUnknown(.control) {
            error("'\(layers.onKey)' is the state of a switch, but the row has no 'control: switch'", at: on.range)
        }
        if let on = layers.on, let control, control.value != .switch, layers.onKey == "on", layers.onLayer == 0 {
            error("'on' is the state of a switch, but this row's control is '\(control.value.rawValue)'; its value is 'default'", at: on.range)
        }
        let form = resolveFormControl(layers, control: control)
        if case .options(_, pickerStyle: .push)? = form.settings {
            // A pushed picker opens its list as any row that pushes a screen does.
            accessory = .disclosureIndicator
        }
        return TrailingEdge(
            accessory: accessory, control: control?.value, role: role?.value ?? .normal,
            isOn: control?.value == .switch ? layers.on?.value ?? false : false, form: form)
    }

    /// A checkmark sits at the trailing edge too, and a tap in a selection list moves it: a switch
    /// row or an action row cannot be in a selection list, and a switch row cannot be `checked`.
    /// Returns whether the row's `checked` has been dealt with (no further warning about it).
    mutating func checkCheckmarks(_ layers: RowValues, selectionList: Located<SelectionList>?) -> Bool {
        if let selectionList {
            let listNote = note("the section is an '\(selectionList.value.rawValue)' selection list here", at: selectionList.range)
            if let control = layers[.control] {
                error(
                    "a row with 'control: \(control.value.rawValue)' cannot be in a selection list: the checkmark and the switch both take the row's trailing edge",
                    at: control.range, notes: [listNote])
                return true
            }
            if let role = layers[.role], role.value != .normal {
                error(
                    "a '\(role.value.rawValue)' row is an action and cannot be in a selection list, where a tap moves the checkmark", at: role.range,
                    notes: [listNote])
                return true
            }
            return false
        }
        guard let control = layers[.control] else { return false }
        if let checked = layers[.checked], checked.value {
            error(
                "a row with 'control: \(control.value.rawValue)' has no checkmark; use 'default' for the switch's state", at: checked.range,
                notes: [note("the control is set here", at: control.range)])
            return true
        }
        return false
    }

    /// Why a row cannot be selected, as a note: its own `selectable: false`, else the table's
    /// `selection`, else `otherwise` (the key that makes the tap matter).
    func unselectableReason(_ layers: RowValues, otherwise: Diagnostic.Note) -> Diagnostic.Note {
        if let written = layers[.selectable] { return note("'selectable' is false here", at: written.range) }
        if let tableSelection = table.selection { return note("the table's selection is set here", at: tableSelection.range) }
        return otherwise
    }

    /// An action row that cannot be selected can never be tapped. (With a control it is already
    /// an error.)
    mutating func checkActionIsTappable(_ layers: RowValues, selectable: Bool) {
        guard let role = layers[.role], role.value != .normal, !selectable, layers[.control] == nil,
            !layers.isUnknown(.selectable), !layers.isUnknown(.control)
        else { return }
        let reason = unselectableReason(layers, otherwise: note("the row cannot be selected", at: role.range))
        warning(
            "a '\(role.value.rawValue)' row is an action, but it cannot be selected, so nothing happens when it is tapped", at: role.range,
            notes: [reason])
    }
}
