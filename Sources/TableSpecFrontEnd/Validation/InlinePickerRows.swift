import TableSpecModel

/// An inline picker (`pickerStyle: inline`) shows its options as checkmark rows in place, under the row that
/// holds its value and its text, as SwiftUI's inline picker in a form and a Settings.bundle radio group do. Each
/// option becomes a row of the resolved table after every check has run, so that every output (the generated
/// content, the String Catalog, the previews) sees real rows: it shows the option's title, is checked while the
/// picker's value is its key, sets the value when tapped, and hides and is disabled with the picker's row.
extension SpecValidator {
    static func showingInlineOptions(_ sections: [ResolvedSection]) -> [ResolvedSection] {
        sections.map { section in
            guard case .rows(let rows) = section.content,
                rows.contains(where: { if case .options(_, .inline)? = $0.form { true } else { false } })
            else { return section }
            var shown = section
            shown.content = .rows(rows.flatMap { row in [row] + optionRows(of: row) })
            return shown
        }
    }

    /// The checkmark rows of an inline picker's options; none for any other row.
    private static func optionRows(of picker: ResolvedRow) -> [ResolvedRow] {
        guard case .options(let options, .inline)? = picker.form, let id = picker.id else { return [] }
        return options.map { option in
            var row = ResolvedRow(
                id: nil,
                text: option.title,
                detail: nil,
                image: nil,
                accessibilityLabel: nil,
                appearance: CellAppearance(
                    style: .default, customClass: nil, reuseIdentifier: CellStyle.default.derivedReuseIdentifier,
                    accessory: .none, editingAccessory: .none),
                height: picker.height,
                selectable: true,
                checked: picker.value == .text(option.key),
                editing: RowEditing(style: .none, canEdit: false, canMove: false, deleteConfirmation: nil),
                range: picker.range
            )
            row.choice = OptionChoice(picker: id, key: option.key)
            row.hidden = picker.hidden
            row.disabled = picker.disabled
            return row
        }
    }
}
