/// What a table shows in place of its rows when it has none to show, as iOS 17's `UIContentUnavailableView` shows
/// it: the table's `empty`, or after a search that matched nothing, the system's "No Results".
public enum ContentUnavailable: Hashable, Sendable {
    /// The table's `empty`: no section has a row, shown or folded.
    case empty(ResolvedEmptyState)
    /// A search matched no row. iOS shows its own state here (`UIContentUnavailableConfiguration.search()`),
    /// whatever `empty` says: the empty state is for a table without rows, not for a query without matches.
    case noResults

    /// The image, title and message the screen shows: the spec's, or iOS's own words for "No Results".
    public var state: ResolvedEmptyState {
        switch self {
        case .empty(let state): state
        case .noResults: Self.noResultsState
        }
    }

    /// The words and the symbol of iOS's search state, which a preview draws as iOS does.
    static let noResultsState = ResolvedEmptyState(
        title: "No Results", message: "Check the spelling or try a new search.",
        image: "magnifyingglass", action: nil)
}
