import TableSpecDiagnostics
import TableSpecModel

/// The spec as written: every key that decoded, with its place in the file.
///
/// Fields are optional because decoding reports a bad value and carries on without it; the
/// validator decides what a missing value means and applies the defaults.
public struct TableDeclaration: Sendable {
    public var file: String
    /// The whole document, for problems that belong to the table as such.
    public var range: SourceRange
    public var version: Located<Int>?
    public var name: Located<String>?
    public var style: Located<TableStyle>?
    public var separator: Located<SeparatorStyle>?
    public var rowHeight: Located<Height>?
    public var estimatedRowHeight: Located<Double>?
    public var sectionHeaderHeight: Located<Height>?
    public var sectionFooterHeight: Located<Height>?
    public var estimatedSectionHeaderHeight: Located<Double>?
    public var estimatedSectionFooterHeight: Located<Double>?
    public var header: Located<String>?
    public var footer: Located<String>?
    public var selection: Located<TableSelection>?
    public var allowsSelectionDuringEditing: Located<Bool>?
    public var editing: EditingDeclaration?
    public var index: IndexDeclaration?
    public var defaults: RowAttributes?
    public var models: [ModelDeclaration] = []
    public var prototypes: [PrototypeDeclaration] = []
    /// Nil when the key is missing or unusable; an empty list when written as `sections: []`.
    public var sections: Located<[SectionDeclaration]>?
    public var localization: LocalizationDeclaration?
    public var values: ValuesDeclaration?
    /// `search`: the search field over the rows.
    public var search: SearchDeclaration?
    /// `empty`: what the table shows when it has no rows.
    public var empty: EmptyStateDeclaration?
    /// `refreshable`: pull to refresh.
    public var refreshable: Located<Bool>?

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }
}

/// The table's `editing` mapping: defaults for every row's editing behaviour.
public struct EditingDeclaration: Sendable {
    public var range: SourceRange
    public var style: Located<EditingStyle>?
    public var canEdit: Located<Bool>?
    public var canMove: Located<Bool>?
    public var deleteConfirmation: Located<String>?
}

/// The `index` key: one title per section, or an explicit title → section map.
public enum IndexDeclaration: Sendable {
    case auto(SourceRange)
    case map([IndexEntryDeclaration], SourceRange)

    public var range: SourceRange {
        switch self {
        case .auto(let range), .map(_, let range): range
        }
    }
}

public struct IndexEntryDeclaration: Sendable {
    public var title: Located<String>
    public var target: Located<IndexTarget>
}

/// Where an index title leads.
public enum IndexTarget: Hashable, Sendable {
    /// A section's `id`.
    case sectionID(String)
    /// A 0-based position among the declared sections.
    case sectionNumber(Int)
}

/// The table's `values` mapping: where the form rows' values live.
public struct ValuesDeclaration: Sendable {
    public var range: SourceRange
    public var store: Located<ValueStore>?
    public var suite: Located<String>?
    public var keyPrefix: Located<String>?
}

/// The table's `localization` mapping: where its strings are looked up at run time.
public struct LocalizationDeclaration: Sendable {
    public var range: SourceRange
    public var table: Located<String>?
    public var language: Located<String>?
    public var bundle: Located<LocalizationBundle>?
}
