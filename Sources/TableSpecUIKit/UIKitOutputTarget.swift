import SwiftCodeModel
import TableSpecModel
import TableSpecOutput
import TableSpecSwiftCore
import TableSpecDiagnostics

/// `tablespec generate --target uikit`: one Swift file per table, with the platform-neutral
/// table types and, under `#if canImport(UIKit)`, the data source, its cells and a ready view
/// controller. The file needs only Foundation and UIKit, and iOS 15 or later.
public struct UIKitOutputTarget: OutputTarget {
    public init() {}

    public var name: String { "uikit" }
    public var summary: String { "a UITableView data source and view controller, with the table's values and content" }

    /// The oldest iOS the generated code runs on: `UIListContentConfiguration`,
    /// `reconfigureItems(_:)` and `UIColor.tintColor` are iOS 15's.
    public static let minimumIOS = "15"

    public func files(for table: ResolvedTable, options: OutputOptions) -> [GeneratedFile] {
        [GeneratedFile(name: options.baseName + ".swift", bytes: SwiftRenderer().renderBytes(file(for: table, sourcePath: options.sourcePath)))]
    }

    /// The generated source, for tests and tools that want it as text.
    public func source(for table: ResolvedTable, sourcePath: String) -> String {
        SwiftRenderer().render(file(for: table, sourcePath: sourcePath))
    }

    /// The code model of the file.
    public func file(for table: ResolvedTable, sourcePath: String) -> SwiftFile {
        let shared = SharedTableCode(table: table, sourcePath: sourcePath)
        let facts = UIKitFacts(context: shared.context)
        let support = UIKitSupportGenerator(facts: facts)
        var members: [SwiftDeclaration] = [support.customCellProtocol(), .blank, UIKitDataSourceGenerator(facts: facts).declaration(), .blank, support.cellSource()]
        if table.header != nil || table.footer != nil { members += [.blank] + support.tableTextView() }
        members += [.blank, support.viewController()]
        let collation = UIKitCollationGenerator(table: table)
        if collation.applies { members += [.blank] + collation.declarations() }
        return SwiftFile(
            headerComment: shared.headerComment + ["Needs iOS \(Self.minimumIOS) or later for its UIKit part."],
            imports: [SwiftImport("Foundation"), SharedTableCode.runtimeImport],
            conditionalImports: [SwiftImport("UIKit", isPublic: true)],
            declarations: shared.declarations() + [.conditional("canImport(UIKit)", [.extension(SwiftExtension(SwiftDeclarationHeader(), table.name, members: members))])]
        )
    }
}
