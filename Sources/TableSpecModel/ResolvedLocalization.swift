import TableSpecDiagnostics

/// A localized table's strings table: every user-visible string of the table is looked up in it
/// at run time, with the spec's text as the value in `language`.
public struct ResolvedLocalization: Hashable, Sendable {
    /// The strings table's name: the String Catalog is `<table>.xcstrings`.
    public var table: String
    /// The language the spec is written in (the catalog's source language).
    public var language: String
    /// Where the generated code finds the strings table.
    public var bundle: LocalizationBundle
    /// The `localization` mapping in the spec.
    public var range: SourceRange

    @inlinable package init(table: String, language: String, bundle: LocalizationBundle, range: SourceRange) {
        self.table = table
        self.language = language
        self.bundle = bundle
        self.range = range
    }
}
