import TableSpecDiagnostics

/// The section index: its titles in order, each leading to a declared section.
///
/// Titles need not be 1:1 with sections (several titles may lead to one, as in a contacts list),
/// which is exactly what `sectionForSectionIndexTitle` answers.
public struct ResolvedIndex: Sendable {
    public enum Entry: Hashable, Sendable {
        /// A fixed title leading to a declared section.
        case title(String, section: Int)
        /// The group titles of a grouped dynamic section, known only once its data is.
        case groupTitles(section: Int)
    }

    public var entries: [Entry]
    /// True for `index: auto`.
    public var isAutomatic: Bool

    /// For the front end, which builds the model; inlinable, since validation makes one per row
    /// from another module.
    @inlinable package init(entries: [Entry], isAutomatic: Bool) {
        self.entries = entries
        self.isAutomatic = isAutomatic
    }
}
