/// A template's plural forms: `detail: { one: "{count} item", other: "{count} items" }`.
///
/// The template's own segments are the `other` form, which every plural text has; these are the
/// rest, each shown when the selecting `Int` field's value falls in its category in the table's
/// language (`PluralRules`). In a localized table the String Catalog gets them as the source
/// language's plural variations and Foundation picks one; otherwise the generated code picks
/// with the runtime's copy of the rules.
public struct PluralTemplate: Hashable, Sendable {
    public struct Form: Hashable, Sendable {
        public var category: PluralCategory
        public var segments: [Template.Segment]

        public init(category: PluralCategory, segments: [Template.Segment]) {
            self.category = category
            self.segments = segments
        }
    }

    /// The `Int` field whose value chooses the form.
    public var selector: ModelField
    /// The forms other than `other`, in CLDR's order.
    public var forms: [Form]
    /// The language whose rules choose: the table's source language, else English.
    public var language: String

    public init(selector: ModelField, forms: [Form], language: String) {
        self.selector = selector
        self.forms = forms.sorted { $0.category < $1.category }
        self.language = language
    }

    /// The segments for a category: its form, else `other`'s.
    public func segments(for category: PluralCategory, other: [Template.Segment]) -> [Template.Segment] {
        forms.first { $0.category == category }?.segments ?? other
    }
}
