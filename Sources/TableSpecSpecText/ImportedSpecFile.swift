import TableSpecDiagnostics

/// One spec an importer gives, ready to write: what `tablespec import` checks with the front end
/// and writes, whatever it was imported from (a storyboard's table view, a Settings.bundle's pane).
public struct ImportedSpecFile: Sendable {
    /// The `table` name, and so the file name: `<table>.table.yaml`.
    public var table: String
    public var fileName: String { table + ".table.yaml" }
    public var text: String
    /// What the spec came from: a table view's start tag, a pane's file.
    public var location: SourceLocation
    /// "3 sections, 9 rows", or "2 prototypes".
    public var summary: String

    public init(table: String, text: String, location: SourceLocation, summary: String) {
        self.table = table
        self.text = text
        self.location = location
        self.summary = summary
    }
}
