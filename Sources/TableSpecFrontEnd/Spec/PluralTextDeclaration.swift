import TableSpecDiagnostics
import TableSpecModel

/// A text written as plural forms: `detail: { one: "{count} item", other: "{count} items" }`,
/// with `count:` naming the field that chooses when the forms name several `Int` fields.
///
/// Everything that reads the text as one string (previews of the row's shape, the catalog's
/// comment, checks on the style) reads the `other` form, which every plural text has; the
/// prototype's templates read the forms.
public struct PluralTextDeclaration: Sendable {
    public struct Form: Sendable {
        public var category: PluralCategory
        public var text: Located<String>
    }

    /// The forms as written, `other` among them.
    public var forms: [Form]
    /// `count: items`: the `Int` field that chooses the form.
    public var count: Located<String>?
    public var range: SourceRange

    /// The `other` form: the text wherever one string is read.
    public var other: Located<String>? {
        forms.first { $0.category == .other }?.text
    }
}
