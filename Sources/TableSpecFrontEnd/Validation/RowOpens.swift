import TableSpecDiagnostics
import TableSpecModel

/// `opens: Name`: selecting the row shows another table, as a row with a `›` in Settings does.
///
/// - The name is a table's `table` name (its Swift type), found by the front end among the specs
///   of the run and the `*.table.yaml` files next to this one; when none has it, the error
///   suggests the nearest name the run could see. A table may open itself, or one that opens it
///   back: that is navigation, not containment.
/// - The row gets UIKit's disclosure indicator, unless an accessory is set in the same layer as
///   `opens` or nearer the row (`accessory: none` there removes it). An action row (`role: button`
///   or `destructive`) keeps having no accessory, as iOS draws a tinted row that pushes a screen.
/// - The tap is what opens the table, so a switch row (whose taps go to the switch) and a row of a
///   checkmark list (whose taps move the checkmark) cannot open one, and a row that cannot be
///   selected is warned about.
extension SpecValidator {
    /// The opened table's name, when the row opens one that exists; `edge` gets the disclosure
    /// indicator. Errors are reported against `opens` wherever it was set.
    mutating func resolveOpens(_ layers: RowValues, edge: inout TrailingEdge, selectionList: Located<SelectionList>?, selectable: Bool) -> String? {
        guard let opens = layers[.opens] else { return nil }
        let opensNote = note("the row opens '\(ControlCharacters.escaped(opens.value))' here", at: opens.range)
        if let control = layers[.control] {
            error(
                "a row with 'control: \(control.value.rawValue)' cannot open a table: its taps go to the switch", at: opens.range,
                notes: [note("the control is set here", at: control.range)])
        }
        if let selectionList {
            error(
                "a row of an '\(selectionList.value.rawValue)' selection list cannot open a table: a tap there moves the checkmark", at: opens.range,
                notes: [note("the section is a selection list here", at: selectionList.range)])
        }
        if !selectable, layers[.control] == nil, selectionList == nil, !layers.isUnknown(.selectable), !layers.isUnknown(.control) {
            let reason = unselectableReason(layers, otherwise: opensNote)
            warning(
                "the row opens '\(ControlCharacters.escaped(opens.value))', but it cannot be selected, so it can never be opened", at: opens.range,
                notes: [reason])
        }
        guard locate(opens) else { return nil }
        let isAction = (layers[.role]?.value ?? .normal) != .normal
        if edge.control == nil, !isAction, layers[.accessory] == nil || layers.layer(of: .opens) < layers.layer(of: .accessory) {
            edge.accessory = .disclosureIndicator
        }
        return opens.value
    }

    /// Whether the named table was found; reports it where it was not.
    private mutating func locate(_ opens: Located<String>) -> Bool {
        guard checkIdentifier(opens, what: "the opened table's name", upperCamel: true) else { return false }
        // The generated code names the opened table from inside this table's type, where a nested
        // type or a model of the same name would be found first.
        if NestedTypeNames.all.contains(opens.value) || table.models.contains(where: { $0.name.value == opens.value }) {
            let what = NestedTypeNames.all.contains(opens.value) ? "a type the generated code declares" : "a model of this table"
            error(
                "a table named '\(opens.value)' cannot be opened from here: inside this table's generated type, '\(opens.value)' is \(what); rename that table",
                at: opens.range)
            return false
        }
        switch openedTables[opens.value] {
        case .found(_, given: true)?:
            return true
        case .found(let file, given: false)?:
            if let severity = openedOutsideRun, reportedOutsideRun.insert(opens.value).inserted {
                let name = ControlCharacters.escaped(opens.value)
                add(
                    Diagnostic(
                        severity,
                        """
                        the table '\(name)' comes from \(ControlCharacters.escaped(file)), which this run does not generate, but the generated \
                        code needs its type in the same module; give that spec to this run too (or name it with --known-spec when another \
                        run generates it)
                        """, at: location(opens.range)))
            }
            return true
        case .missing(let visible, let notes)?:
            let name = ControlCharacters.escaped(opens.value)
            let hint = NearestName.hint(for: opens.value, among: visible)
            error(
                "cannot find the table '\(name)' among the specs of this run or the *.table.yaml files next to this spec\(hint)", at: opens.range,
                notes: notes)
            return false
        case nil:
            // Compiled without looking (a validator used on its own): nothing to check against.
            return true
        }
    }
}
