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

    public func files(for table: ResolvedTable, options: OutputOptions) -> [GeneratedFile] {
        var maker = SettingsPaneMaker(table: table, isRoot: options.openedBy.isEmpty)
        let pane = maker.pane()
        let file = options.openedBy.isEmpty ? "Root" : table.name
        return [GeneratedFile(name: Self.bundleName + "/" + file + ".plist", bytes: PropertyListWriter.xml(SettingsPaneWriter.value(of: pane)))]
    }

    public func warnings(for table: ResolvedTable, options: OutputOptions) -> [Diagnostic] {
        var maker = SettingsPaneMaker(table: table, isRoot: options.openedBy.isEmpty)
        _ = maker.pane()
        return maker.diagnostics
    }

    /// The texts the Settings app localizes in `table`'s pane (titles, footers, option titles): what its
    /// `.strings` files translate.
    public static func localizedTexts(of table: ResolvedTable, isRoot: Bool) -> Set<String> {
        var maker = SettingsPaneMaker(table: table, isRoot: isRoot)
        let pane = maker.pane()
        var texts = Set(pane.title.map { [$0] } ?? [])
        for specifier in pane.specifiers {
            if let title = specifier.title { texts.insert(title) }
            switch specifier.kind {
            case .group(let footer?): texts.insert(footer)
            case .radioGroup(let options, let footer):
                texts.formUnion(options.map(\.title))
                if let footer { texts.insert(footer) }
            case .multiValue(let options), .titleValue(let options): texts.formUnion(options.map(\.title))
            default: break
            }
        }
        return texts
    }
}
