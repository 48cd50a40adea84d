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

    public var key: String
    /// The value as code writes it: literal text and fields.
    public var parts: [Part]
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
    /// field's specifier and every literal `%` doubled.
    public var sourceValue: String {
        guard isFormat else {
            return parts.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
        }
        return parts.map { part in
            switch part {
            case .literal(let text): FormatSpecifier.escaped(text)
            case .field(let field): FormatSpecifier.specifier(for: field.type)
            }
        }.joined()
    }
}
