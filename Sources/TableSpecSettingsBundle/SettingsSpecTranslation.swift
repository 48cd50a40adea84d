import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel
import TableSpecPropertyList
import TableSpecSpecText

/// A `SettingsPane` as a spec: a form table whose values live in UserDefaults under the pane's
/// keys, so the in-app screen and the Settings app read and write the same values.
///
/// | specifier | row |
/// | --- | --- |
/// | group | a section: `Title` its header, `FooterText` its footer |
/// | toggle switch | `control: switch` with its key and `default` |
/// | multi-value | `control: picker` (pushed), `options` from `Values` and `Titles` |
/// | radio group | a section of its own holding `control: picker`, `pickerStyle: inline`; `FooterText` its footer |
/// | slider | `control: slider`, `range`, `default`, `minImage`, `maxImage` |
/// | text field | `control: textField`, `secure`, `keyboard`, `autocapitalization`, `autocorrection`, `default` |
/// | title-value | a `value1` row showing the value's title (or the value) as its detail |
/// | child pane | a row that `opens` the pane's table |
///
/// Each stored row's `id` is its `Key` as a Swift name; where the two differ, `key` keeps the `Key`.
struct SettingsSpecTranslation {
    let file: String
    /// The table name of each child pane's `File`.
    let tableNames: [String: String]
    /// The bundle's languages, which make the spec localized.
    let localization: SettingsLocalization?
    private(set) var diagnostics: [Diagnostic] = []
    private var ids: Set<String> = []

    init(file: String, tableNames: [String: String], localization: SettingsLocalization? = nil) {
        self.file = file
        self.tableNames = tableNames
        self.localization = localization
    }

    /// The spec's entries, and its row count.
    mutating func spec(for pane: SettingsPane, table: String) -> (entries: [SpecTextEntry], rows: Int) {
        var values: [SpecTextEntry] = [SpecTextEntry("store", .word("userDefaults"))]
        if let group = pane.groupContainer { values.append(SpecTextEntry("suite", .text(group))) }
        var sections: [(header: String?, footer: String?, rows: [SpecText])] = []
        // The sections that are radio groups: rows after one start a section of their own, as in the Settings app.
        var radioSections: Set<Int> = []
        var rows = 0
        for specifier in pane.specifiers {
            switch specifier.kind {
            case .group(let footer):
                sections.append((specifier.title, footer, []))
            case .radioGroup(_, let footer):
                // The Settings app shows a radio group as a group of its own: its choices, then its footer.
                guard let row = row(for: specifier) else { continue }
                sections.append((nil, footer, [row]))
                radioSections.insert(sections.count - 1)
                rows += 1
            default:
                if sections.isEmpty || radioSections.contains(sections.count - 1) { sections.append((nil, nil, [])) }
                if let row = row(for: specifier) { sections[sections.count - 1].rows.append(row); rows += 1 }
            }
        }
        let sectionTexts: [SpecText] = sections.map { section in
            var entries: [SpecTextEntry] = []
            if let header = section.header { entries.append(SpecTextEntry("header", .text(header))) }
            if let footer = section.footer { entries.append(SpecTextEntry("footer", .text(footer))) }
            entries.append(SpecTextEntry("rows", .sequence(section.rows)))
            return .mapping(entries)
        }
        var entries = [SpecTextEntry("table", .word(table)), SpecTextEntry("style", .word("insetGrouped"))]
        if let title = pane.title, title != ResolvedTable.title(table) {
            diagnostics.append(
                .warning(
                    "the pane's `Title` is '\(title)', but a table's title is its name in words ('\(ResolvedTable.title(table))'); rename the table to change it",
                    at: PropertyListLocation(file: file).sourceLocation))
        }
        entries.append(SpecTextEntry("values", .mapping(values)))
        if let localization {
            entries.append(
                SpecTextEntry(
                    "localization",
                    .flowMapping([
                        SpecTextEntry("table", .word(localization.catalogTable)), SpecTextEntry("language", .word(localization.developmentLanguage)),
                    ])))
        }
        entries.append(SpecTextEntry("sections", .sequence(sectionTexts)))
        return (entries, rows)
    }

    private mutating func row(for specifier: SettingsSpecifier) -> SpecText? {
        var entries: [SpecTextEntry] = []
        if let title = specifier.title { entries.append(SpecTextEntry("text", .text(title))) }
        if let key = specifier.key {
            let id = uniqueID(for: key)
            entries.append(SpecTextEntry("id", .word(id)))
            if id != key { entries.append(SpecTextEntry("key", .text(key))) }
        }
        switch specifier.kind {
        case .group, .radioGroup([], _):
            if case .radioGroup = specifier.kind { warn("a radio group without `Values` has nothing to choose; it is left out", specifier) }
            return nil
        case .toggle:
            entries.append(SpecTextEntry("control", .word("switch")))
            if let value = specifier.defaultValue {
                guard case .bool(let on) = value else {
                    warn("a switch's `DefaultValue` is \(value.text), not a boolean; the spec's switch starts off", specifier)
                    break
                }
                entries.append(SpecTextEntry("default", .word(on ? "true" : "false")))
            }
        case .multiValue(let options), .radioGroup(let options, _):
            entries.append(SpecTextEntry("control", .word("picker")))
            if case .radioGroup = specifier.kind { entries.append(SpecTextEntry("pickerStyle", .word("inline"))) }
            guard !options.isEmpty else {
                warn("a multi-value specifier without `Values` has nothing to choose; it is left out", specifier)
                return nil
            }
            if options.contains(where: { if case .string = $0.value { false } else { true } }) {
                warn(
                    "`Values` holds numbers or booleans; the spec's picker stores its option keys as strings, which the Settings app shows unchosen",
                    specifier)
            }
            entries.append(SpecTextEntry("options", .mapping(options.map { SpecTextEntry($0.value.text, .text($0.title)) })))
            if let value = specifier.defaultValue { entries.append(SpecTextEntry("default", .text(value.text))) }
        case .slider(let minimum, let maximum, let minimumImage, let maximumImage):
            entries.append(SpecTextEntry("control", .word("slider")))
            entries.append(
                SpecTextEntry(
                    "range", .flowMapping([SpecTextEntry("min", .word(Self.number(minimum))), SpecTextEntry("max", .word(Self.number(maximum)))])))
            if let value = specifier.defaultValue?.number { entries.append(SpecTextEntry("default", .word(Self.number(value)))) }
            if let image = minimumImage { entries.append(SpecTextEntry("minImage", .text(image))) }
            if let image = maximumImage { entries.append(SpecTextEntry("maxImage", .text(image))) }
        case .textField(let secure, let keyboard, let autocapitalization, let autocorrection):
            entries.append(SpecTextEntry("control", .word("textField")))
            if let value = specifier.defaultValue { entries.append(SpecTextEntry("default", .text(value.text))) }
            if secure { entries.append(SpecTextEntry("secure", .word("true"))) }
            if let keyboard, let word = SettingsVocabulary.keyboard(keyboard) {
                entries.append(SpecTextEntry("keyboard", .word(word)))
                if keyboard == .numbersAndPunctuation {
                    warn("the spec has no numbers-and-punctuation keyboard; the row uses `number`, the number pad", specifier)
                }
            }
            if let autocapitalization {
                entries.append(SpecTextEntry("autocapitalization", .word(SettingsVocabulary.autocapitalization(autocapitalization))))
            }
            if let autocorrection, autocorrection != .default {
                entries.append(SpecTextEntry("autocorrection", .word(autocorrection == .yes ? "true" : "false")))
            }
        case .titleValue(let options):
            entries.append(SpecTextEntry("style", .word("value1")))
            if let value = specifier.defaultValue {
                let shown = options.first { $0.value == value }?.title ?? value.text
                entries.append(SpecTextEntry("detail", .text(shown)))
            }
            if !options.isEmpty {
                warn(
                    "the spec's row shows its detail as the app sets it (`setDetail(_:for:)`), so `Titles` and `Values` are left out; the detail is the default's title",
                    specifier)
            }
            entries.append(SpecTextEntry("selectable", .word("false")))
        case .childPane(let file):
            guard let table = tableNames[file] else { return nil }
            entries.append(SpecTextEntry("opens", .word(table)))
        }
        return .mapping(entries)
    }

    /// A number as the spec writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The key as a Swift name, numbered when another row of the pane has it.
    private mutating func uniqueID(for key: String) -> String {
        let base = SwiftIdentifier.suggestion(for: key, upperCamel: false) ?? "value"
        var id = base
        var number = 2
        while ids.contains(id) {
            id = base + String(number)
            number += 1
        }
        ids.insert(id)
        return id
    }

    private mutating func warn(_ message: String, _ specifier: SettingsSpecifier) {
        let location = specifier.location ?? PropertyListLocation(file: file)
        diagnostics.append(.warning(message + (location.range == nil ? " (at `\(location.keyPath)`)" : ""), at: location.sourceLocation))
    }
}
