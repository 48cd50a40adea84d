import TableSpecDiagnostics
import TableSpecModel
import TableSpecOutput
import TableSpecPropertyList

/// `tablespec generate --target settings-bundle`: each table as a pane of `Settings.bundle`, so the
/// Settings app shows the same values under the same defaults keys as the in-app screen. A table that
/// no other table of the run opens is the bundle's `Root.plist`; a table another opens is
/// `<Table>.plist`, the `File` its opening row names.
public struct SettingsBundleTarget: OutputTarget {
    public init() {}

    public var name: String { "settings-bundle" }
    public var summary: String { "a Settings.bundle pane (Root.plist, or <Table>.plist for a table another opens) of the table's settings" }

    /// The bundle's directory in the output.
    public static let bundleName = "Settings.bundle"

    public func output(for table: ResolvedTable, options: OutputOptions) -> TargetOutput {
        var maker = SettingsPaneMaker(table: table, isRoot: options.openedBy.isEmpty)
        let pane = maker.pane()
        let file = options.openedBy.isEmpty ? "Root" : table.name
        return TargetOutput(
            files: [GeneratedFile(name: Self.bundleName + "/" + file + ".plist", bytes: PropertyListWriter.xml(SettingsPaneWriter.value(of: pane)))],
            warnings: maker.diagnostics,
            localizedStrings: pane.stringsTable.map {
                [LocalizedStringsRequest(directory: Self.bundleName, stringsTable: $0, texts: pane.localizedTexts)]
            } ?? [])
    }
}
