import TableSpecDiagnostics
import TableSpecModel

/// Every localizable string of a localized table: what the generated code looks up and what the
/// String Catalog holds. Computed from the resolved table alone, so every Swift target (UIKit
/// now, SwiftUI later) and the catalog agree on keys, values and comments.
public struct TableStrings: Sendable {
    public let localization: ResolvedLocalization
    /// The generated table's name, the first part of every key.
    public let tableName: String
    /// The spec's path, for diagnostics.
    public let specFile: String
    /// Sorted by key, each key once.
    public let entries: [LocalizableString]
    /// Two strings with one key and different values: each is an error at the later string.
    public let collisions: [Diagnostic]
    /// Every string's key in the order the table gives its strings, a key as often as a string has it. A rename of
    /// an id or a prototype changes keys but not that order, so the sequences before and after pair each old key
    /// with its new one.
    public let keySequence: [String]
    private let byKey: [String: LocalizableString]

    /// Nil for a table without `localization`.
    public init?(_ table: ResolvedTable) {
        guard let localization = table.localization else { return nil }
        var collector = Collector(table: table)
        collector.collect()
        self.localization = localization
        tableName = table.name
        specFile = table.file
        byKey = collector.entries
        entries = collector.entries.values.sorted { $0.key < $1.key }
        collisions = collector.collisions
        keySequence = collector.sequence
    }

    public subscript(key: String?) -> LocalizableString? {
        key.flatMap { byKey[$0] }
    }

    /// The built-in delete action's title on a row without `deleteConfirmation`.
    public static let deleteActionTitle = "Delete"

    /// The comment every string of a table starts with; `StringCatalog` recognises the comments it
    /// wrote by it, and keeps any other comment, which a person wrote.
    public static func commentPrefix(_ table: String) -> String {
        "In the \(table) table"
    }
}

private struct Collector {
    let table: ResolvedTable
    var entries: [String: LocalizableString] = [:]
    var collisions: [Diagnostic] = []
    var sequence: [String] = []

    init(table: ResolvedTable) {
        self.table = table
    }

    mutating func collect() {
        let name = table.name, prefix = TableStrings.commentPrefix(name)
        add(StringKeys.table(name, "title"), table.title, "\(prefix): the navigation bar title of its screen.", at: nil)
        if let header = table.header {
            add(StringKeys.table(name, "header"), header, "\(prefix): the table header, above the first section.", at: nil)
        }
        if let footer = table.footer {
            add(StringKeys.table(name, "footer"), footer, "\(prefix): the table footer, below the last section.", at: nil)
        }
        if let search = table.search {
            add(StringKeys.table(name, "search.prompt"), search.prompt, "\(prefix): the placeholder of its search field.", at: nil)
            for scope in search.scopes {
                add(
                    StringKeys.table(name, "search.scope." + scope.key), scope.title,
                    "\(prefix): the title of its search field's '\(scope.key)' scope button.", at: nil)
            }
        }
        addEmptyState(table.empty, place: prefix, key: { StringKeys.table(name, $0.keyComponent) })
        var prototypes = Set<String>()
        for section in table.sections {
            let place = "\(prefix), \(describe(section))"
            let sectionKey = { (label: StringLabel) in StringKeys.section(name, section, label) }
            addEmptyState(section.empty, place: place, key: sectionKey)
            add(sectionKey(.sectionHeader), section.header, "\(place): \(StringLabel.sectionHeader.description).", at: section.range)
            add(sectionKey(.sectionFooter), section.footer, "\(place): \(StringLabel.sectionFooter.description).", at: section.range)
            if table.index?.isAutomatic == true, let title = section.indexTitle, IndexTitleWords.isWord(title) {
                add(sectionKey(.sectionIndexTitle), title, "\(place): \(StringLabel.sectionIndexTitle.description).", at: section.range)
            }
            switch section.content {
            case .rows(let rows):
                // An inline picker's option rows show its options' titles, which are the picker row's strings.
                for row in rows where row.choice == nil {
                    let rowPlace = "\(place), row '\(row.id ?? row.text ?? "")'"
                    let rowKey = { (label: StringLabel) in StringKeys.row(name, row, label) }
                    for (label, value) in [
                        (StringLabel.text, row.text), (.detail, row.detail), (.accessibilityLabel, row.accessibilityLabel),
                        (.deleteConfirmation, row.editing.shownDeleteConfirmation(with: row.actions)),
                    ] {
                        add(rowKey(label), value, "\(rowPlace): \(label.description).", at: row.range)
                    }
                    addActionTitles(row.actions, deleteConfirmation: row.editing.deleteConfirmation, place: rowPlace, key: rowKey, at: row.range)
                    switch row.form {
                    case .textField(let settings)?:
                        add(rowKey(.placeholder), settings.placeholder, "\(rowPlace): \(StringLabel.placeholder.description).", at: row.range)
                        add(
                            rowKey(.validationMessage), row.validation?.message, "\(rowPlace): \(StringLabel.validationMessage.description).",
                            at: row.range)
                    case .numbers(let numbers)?:
                        if let valueText = numbers.valueText, let id = row.id, let parts = Self.parts(valueText, id: id, isInteger: numbers.isInteger)
                        {
                            let forms =
                                valueText.plural?.forms.map { form in
                                    LocalizableString.PluralForm(
                                        category: form.category,
                                        parts: Self.parts(before: form.before, after: form.after, id: id, isInteger: true) ?? parts)
                                } ?? []
                            // Its value chooses the plural form, which the comment need not say (and stays short).
                            add(
                                rowKey(.detail), parts, "\(rowPlace): the detail around its value\(Self.arguments(parts)).",
                                at: row.range, pluralForms: forms)
                        }
                    case .options(let options, _)?:
                        for option in options {
                            let label = StringLabel.optionTitle(option.key)
                            add(rowKey(label), option.title, "\(rowPlace): \(label.description).", at: row.range)
                        }
                    default:
                        break
                    }
                }
            case .items(let items):
                let prototype = items.prototype
                guard prototypes.insert(prototype.name).inserted else { continue }
                let rowPlace = "\(prefix), each \(items.model.name) row ('\(prototype.name)' prototype)"
                for (label, template) in [
                    (StringLabel.text, prototype.text), (.detail, prototype.detail), (.accessibilityLabel, prototype.accessibilityLabel),
                ] {
                    guard let template, let parts = Self.parts(template) else { continue }
                    add(
                        StringKeys.prototype(name, prototype, label), parts,
                        "\(rowPlace): \(label.description)\(Self.arguments(parts, plural: template.plural?.selector)).",
                        at: section.range, pluralForms: Self.pluralForms(template))
                }
                add(
                    StringKeys.prototype(name, prototype, .deleteConfirmation), prototype.editing.shownDeleteConfirmation(with: prototype.actions),
                    "\(rowPlace): \(StringLabel.deleteConfirmation.description).", at: section.range)
                addActionTitles(
                    prototype.actions, deleteConfirmation: prototype.editing.deleteConfirmation, place: rowPlace,
                    key: { StringKeys.prototype(name, prototype, $0) }, at: section.range)
            }
        }
        for entry in table.index?.entries ?? [] where table.index?.isAutomatic == false {
            guard case .title(let title, let position) = entry, IndexTitleWords.isWord(title) else { continue }
            let section = table.sections.indices.contains(position) ? describe(table.sections[position]) : "a section"
            add(StringKeys.indexTitle(name, title), title, "\(prefix): a title in the section index, leading to \(section).", at: nil)
        }
    }

    /// A row's or prototype's action titles, and the built-in delete's own title when the row
    /// gives it none ("Delete", one string for the table).
    mutating func addActionTitles(
        _ actions: RowActions, deleteConfirmation: String?, place: String, key: (StringLabel) -> String?, at range: SourceRange
    ) {
        for case .custom(let action) in actions.all {
            let label = StringLabel.actionTitle(action.id)
            add(key(label), action.title, "\(place): \(label.description).", at: range)
        }
        if deleteConfirmation == nil, actions.all.contains(.delete) {
            add(
                StringKeys.table(table.name, "delete"), TableStrings.deleteActionTitle,
                "\(TableStrings.commentPrefix(table.name)): the title of the built-in delete swipe or menu action, on rows that name none.", at: nil)
        }
    }

    /// An empty state's title, message and button title.
    mutating func addEmptyState(_ empty: ResolvedEmptyState?, place: String, key: (StringLabel) -> String?) {
        guard let empty else { return }
        for (label, value) in [(StringLabel.emptyTitle, empty.title), (.emptyMessage, empty.message), (.emptyAction, empty.action?.title)] {
            add(key(label), value, "\(place): \(label.description).", at: nil)
        }
    }

    /// How a comment names a section: by its id, else its header, else its place.
    private func describe(_ section: ResolvedSection) -> String {
        if let id = section.id { return "section '\(id)'" }
        if let header = section.header { return "section '\(header)'" }
        return "section \(section.position + 1)"
    }

    /// A template's parts, or nil when it has no literal text: a label that only shows data
    /// (`{name}`) has nothing to translate.
    static func parts(_ template: Template) -> [LocalizableString.Part]? {
        let parts = parts(template.segments)
        return parts.hasText || template.plural != nil ? parts.parts : nil
    }

    /// A plural template's forms besides `other`.
    static func pluralForms(_ template: Template) -> [LocalizableString.PluralForm] {
        template.plural?.forms.map { LocalizableString.PluralForm(category: $0.category, parts: parts($0.segments).parts) } ?? []
    }

    private static func parts(_ segments: [Template.Segment]) -> (parts: [LocalizableString.Part], hasText: Bool) {
        var parts: [LocalizableString.Part] = []
        var hasText = false
        for segment in segments {
            switch segment {
            case .literal(let text):
                hasText = hasText || !text.isEmpty
                parts.append(.literal(text))
            case .field(let field): parts.append(.field(field))
            // Refused in localized tables by validation; read as the field it falls back from.
            case .fallback(let field, _): parts.append(.field(field))
            }
        }
        return (parts, hasText)
    }

    /// A stepper's detail around its value, or nil when it is the number alone (nothing to translate): the value
    /// is the format's argument, `%lld` for a whole number, else its text, `%@`.
    static func parts(_ valueText: ValueText, id: String, isInteger: Bool) -> [LocalizableString.Part]? {
        parts(before: valueText.before, after: valueText.after, id: id, isInteger: isInteger)
    }

    /// The text before and after a stepper's value (its detail, or one plural form of it) as parts.
    static func parts(before: String, after: String, id: String, isInteger: Bool) -> [LocalizableString.Part]? {
        guard !before.isEmpty || !after.isEmpty else { return nil }
        let field = ModelField(name: id, type: FieldType(base: isInteger ? .int : .string, isOptional: false))
        return (before.isEmpty ? [] : [.literal(before)]) + [.field(field)] + (after.isEmpty ? [] : [.literal(after)])
    }

    /// What a comment says about a format string's arguments.
    /// The field that chooses a plural text's form is marked `plural`: "(%lld count, plural)".
    static func arguments(_ parts: [LocalizableString.Part], plural: ModelField? = nil) -> String {
        let fields = parts.compactMap { if case .field(let field) = $0 { field } else { nil } }
        guard !fields.isEmpty else { return "" }
        let list = fields.enumerated().map {
            "\(FormatSpecifier.specifier(for: $1.type, position: $0 + 1, of: fields.count)) \($1.name)" + ($1 == plural ? ", plural" : "")
        }
        return " (" + list.joined(separator: ", ") + ")"
    }

    mutating func add(_ key: String?, _ value: String?, _ comment: String, at range: SourceRange?) {
        guard let value else { return }
        add(key, [.literal(value)], comment, at: range)
    }

    /// Adds a string; one whose key another string already has is the same entry when the
    /// values agree (two rows that both read "Small" share its translation), and a collision
    /// when they do not.
    mutating func add(
        _ key: String?, _ parts: [LocalizableString.Part], _ comment: String, at range: SourceRange?,
        pluralForms: [LocalizableString.PluralForm] = []
    ) {
        guard let key else { return }
        sequence.append(key)
        var entry = LocalizableString(key: key, parts: parts, comment: comment, range: range)
        entry.pluralForms = pluralForms
        guard let first = entries[key] else {
            entries[key] = entry
            return
        }
        guard first.sourceValue != entry.sourceValue || first.pluralForms != entry.pluralForms else { return }
        let location = SourceLocation(
            file: table.file, range: range ?? table.localization?.range ?? SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        let notes =
            first.range.map { [Diagnostic.Note("the string first given that key is here", at: SourceLocation(file: table.file, range: $0))] } ?? []
        collisions.append(
            .error(
                "the localization key '\(ControlCharacters.escaped(key))' would name both '\(ControlCharacters.escaped(first.sourceValue))' and '\(ControlCharacters.escaped(entry.sourceValue))'; give one of these rows or sections an 'id', which keys its strings instead of its text",
                at: location, notes: notes))
    }
}
