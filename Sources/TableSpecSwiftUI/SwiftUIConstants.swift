/// The names `--target swiftui` spells besides the ones every Swift target shares (`Constants`): SwiftUI's
/// and the runtime's SwiftUI part's.
enum SwiftUIConstants {
    static let module = "SwiftUI"
    static let view = "View"
    /// `<Table>View`: the file and the typealias of a table's list.
    static let viewSuffix = "View"
    /// The runtime's list, generic over the table.
    static let list = "TableList"

    /// The members of the runtime's `SwiftUITable` that a table's generated conformance declares.
    enum Table {
        /// The view a row that opens a table navigates to.
        static let destination = "destination"
        /// The section index's titles, looked up in the table's strings.
        static let localizedIndexTitles = "localizedIndexTitles"
    }
}
