import TableSpecDiagnostics
import TableSpecModel

/// One entry of a table's strings table: its key, its value in the spec's language, and the
/// comment that tells translators where it appears.
public struct LocalizableString: Hashable, Sendable {
    /// One piece of the value: literal text, or a model field filled in at run time.
    public enum Part: Hashable, Sendable {
        case literal(String)
        case field(ModelField)
    }

    /// A plural form other than `other`: its category and its parts, whose fields are among
    /// `parts`' (the format's arguments).
    public struct PluralForm: Hashable, Sendable {
        public var category: PluralCategory
        public var parts: [Part]

        public init(category: PluralCategory, parts: [Part]) {
            self.category = category
            self.parts = parts
        }
    }

    public var key: String
    /// The value as code writes it: literal text and fields; for a plural text, the `other` form.
    public var parts: [Part]
    /// A plural text's other forms, in CLDR's order; empty for a plain text.
    public var pluralForms: [PluralForm] = []
    public var comment: String
    /// Where the string is declared, for diagnostics.
    public var range: SourceRange?

    public init(key: String, parts: [Part], comment: String, range: SourceRange?) {
        self.key = key
        self.parts = parts
        self.comment = comment
        self.range = range
    }

    /// Whether the value has fields, and so is a format string.
    public var isFormat: Bool {
        parts.contains { if case .field = $0 { true } else { false } }
    }

    /// The value in the catalog: the text itself, or, with fields, a format string with each
    /// field's specifier (positional when there are several) and every literal `%` doubled.
    public var sourceValue: String {
        format(parts, isOther: true)
    }

    /// The source language's plural variations: each category and its format string, `other`
    /// last as CLDR lists it. A form names its fields by their places among `parts`' arguments,
    /// which are the arguments the code formats with.
    public var pluralValues: [(category: PluralCategory, value: String)] {
        guard !pluralForms.isEmpty else { return [] }
        return pluralForms.map { ($0.category, format($0.parts, isOther: false)) } + [(.other, sourceValue)]
    }

    /// `written` (the parts of `other` or of another form) as the catalog holds it: as written
    /// when the string has no arguments, else a format string, whose literal `%`s are doubled
    /// and whose fields are the arguments of `other`, positional when there are several.
    private func format(_ written: [Part], isOther: Bool) -> String {
        guard isFormat else { return written.map { if case .literal(let text) = $0 { text } else { "" } }.joined() }
        let arguments = parts.compactMap { if case .field(let field) = $0 { field } else { nil } }
        var position = 0
        return written.map { part in
            switch part {
            case .literal(let text): return FormatSpecifier.escaped(text)
            case .field(let field):
                position += 1
                // `other`'s arguments go in order; another form names the one it shows.
                let argument = isOther ? position : (arguments.firstIndex(of: field) ?? 0) + 1
                return FormatSpecifier.specifier(for: field.type, position: argument, of: arguments.count)
            }
        }.joined()
    }
}
