import TableSpecDiagnostics
import TableSpecModel

/// A resolved table as a Settings pane: the rows the Settings app can show, each as its specifier,
/// under the same defaults keys the in-app screen uses.
///
/// Sections become groups (`Title` the header, `FooterText` the footer); a first section with
/// neither is the rows before any group. A section that holds only an inline picker is a radio
/// group, which the Settings app shows as a group of its own. What the Settings app cannot show
/// (a stepper, a segmented control's segments, a date picker, a custom cell, swipe actions,
/// conditions, a dynamic section, a plain row without an id) is a warning at its place and is left
/// out, so the pane shows only what works there.
struct SettingsPaneMaker {
    let table: ResolvedTable
    /// Whether this pane is the bundle's `Root.plist`: the root has no `Title` (the Settings app titles it with the app's name).
    let isRoot: Bool
    private(set) var diagnostics: [Diagnostic] = []

    init(table: ResolvedTable, isRoot: Bool) {
        self.table = table
        self.isRoot = isRoot
    }

    mutating func pane() -> SettingsPane {
        var pane = SettingsPane(title: isRoot ? nil : table.title, stringsTable: table.localization == nil ? nil : "Root")
        pane.groupContainer = table.valueStorage?.suite
        if table.valueStorage == nil, table.hasFormControls {
            warn(
                "the table keeps its values in the app's content, so the Settings app and the app would not share them; add `values: { store: userDefaults }`",
                at: SourceRange(at: .start))
        }
        let keys = Dictionary(table.valueStorage?.keys.map { ($0.id, $0.key) } ?? [], uniquingKeysWith: { first, _ in first })
        for (position, section) in table.sections.enumerated() {
            if case .items = section.content {
                warn(
                    "a dynamic section's rows come from the app's data, which the Settings app never has; the section is left out", at: section.range)
                continue
            }
            if section.hidden != nil {
                warn("the Settings app cannot hide a group by a condition; the section is shown always", at: section.range)
            }
            let rows = section.rows.filter { $0.choice == nil }
            if section.header == nil, rows.count == 1, rows[0].appearance.control == .picker,
                case .options(_, let style)? = rows[0].form, style == .inline, var radio = specifier(for: rows[0], keys: keys)
            {
                radio.kind = radio.kind.with(footer: section.footer)
                pane.specifiers.append(radio)
                continue
            }
            if position > 0 || section.header != nil || section.footer != nil {
                pane.specifiers.append(SettingsSpecifier(.group(footer: section.footer), title: section.header))
            }
            for row in rows {
                if let specifier = specifier(for: row, keys: keys) { pane.specifiers.append(specifier) }
            }
        }
        return pane
    }

    private mutating func specifier(for row: ResolvedRow, keys: [String: String]) -> SettingsSpecifier? {
        if row.hidden != nil || row.disabled != nil {
            warn("the Settings app cannot hide or disable a row by a condition; the row is shown always", at: row.range)
        }
        if !row.actions.isEmpty {
            warn("the Settings app has no swipe actions or context menus; the row's are left out", at: row.range)
        }
        if row.appearance.style == .custom {
            warn("the Settings app draws its own rows, not a custom cell; the row is left out", at: row.range)
            return nil
        }
        let key = row.id.map { keys[$0] ?? $0 }
        if let control = row.appearance.control {
            switch control {
            case .switch:
                return SettingsSpecifier(.toggle, title: row.text, key: key, defaultValue: .bool(row.isOn))
            case .picker, .segmented:
                guard case .options(let options, let style)? = row.form else { return nil }
                if control == .segmented {
                    warn("the Settings app has no segmented control; the row is a multi-value list of the same options", at: row.range)
                }
                let choices = options.map { SettingsOption(value: .string($0.key), title: $0.title) }
                let value = row.value.flatMap { value -> SettingsScalar? in if case .text(let key) = value { return .string(key) } else { return nil }
                }
                let kind: SettingsSpecifier.Kind = style == .inline ? .radioGroup(choices, footer: nil) : .multiValue(choices)
                return SettingsSpecifier(kind, title: row.text, key: key, defaultValue: value)
            case .slider:
                guard case .numbers(let numbers)? = row.form else { return nil }
                if row.text != nil {
                    warn("a Settings slider has no title; the row's text is left out", at: row.range)
                }
                let value: SettingsScalar? =
                    switch row.value {
                    case .int(let number)?: .integer(Int64(number))
                    case .double(let number)?: .real(number)
                    default: nil
                    }
                return SettingsSpecifier(
                    .slider(
                        minimum: numbers.minimum, maximum: numbers.maximum,
                        minimumImage: numbers.minimumImage, maximumImage: numbers.maximumImage),
                    key: key, defaultValue: value)
            case .textField:
                guard case .textField(let field)? = row.form else { return nil }
                let keyboard = SettingsVocabulary.settingsKeyboard(field.keyboard.rawValue)
                if !keyboard.isExact {
                    warn("the Settings app has no \(field.keyboard.rawValue) keyboard; the field uses the number pad", at: row.range)
                }
                let value = row.value.flatMap { value -> SettingsScalar? in
                    if case .text(let text) = value, !text.isEmpty { return .string(text) } else { return nil }
                }
                return SettingsSpecifier(
                    .textField(
                        secure: field.isSecure, keyboard: keyboard.keyboard,
                        autocapitalization: field.autocapitalization.map(SettingsVocabulary.settingsAutocapitalization),
                        autocorrection: field.autocorrection.map { $0 ? .yes : .no }),
                    title: row.text, key: key, defaultValue: value)
            case .stepper, .datePicker:
                warn("the Settings app has no \(control == .stepper ? "stepper" : "date picker"); the row is left out", at: row.range)
                return nil
            }
        }
        if let opens = row.opens {
            return SettingsSpecifier(.childPane(file: opens), title: row.text)
        }
        guard let id = row.id else {
            warn(
                "the Settings app shows a plain row only as a title and a stored value, which needs an `id` for its key; the row is left out",
                at: row.range)
            return nil
        }
        return SettingsSpecifier(.titleValue([]), title: row.text, key: keys[id] ?? id, defaultValue: row.detail.map { .string($0) })
    }

    private mutating func warn(_ message: String, at range: SourceRange) {
        diagnostics.append(.warning(message, at: SourceLocation(file: table.file, range: range)))
    }
}
