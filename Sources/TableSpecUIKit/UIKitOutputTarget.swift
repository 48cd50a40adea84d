import SwiftCodeModel
import TableSpecModel
import TableSpecOutput
import TableSpecSwiftCore
import TableSpecDiagnostics

/// `tablespec generate --target uikit`: one Swift file per table, with the platform-neutral
/// table types and, under `#if canImport(UIKit)`, the data source and delegate that drive a
/// `UITableView`. The file needs only Foundation and UIKit.
public struct UIKitOutputTarget: OutputTarget {
    public init() {}

    public var name: String { "uikit" }
    public var summary: String { "a UITableView data source and delegate, with the table's values and content" }

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
        return SwiftFile(
            headerComment: shared.headerComment,
            imports: ["Foundation"],
            conditionalImports: ["UIKit"],
            declarations: [shared.namespace(), UIKitDataSourceGenerator(context: shared.context).declaration()]
        )
    }
}
