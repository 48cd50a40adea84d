import SwiftCodeModel
import TableSpecModel
import TableSpecOutput
import TableSpecSwiftCore
import TableSpecDiagnostics

/// `tablespec generate --target uikit`: one Swift file per table, with the table's platform-neutral
/// part and, under `#if canImport(UIKit)`, its conformance to `TableSpecRuntime.UIKitTable`: the
/// runtime's data source and view controller show it. The file needs Foundation, UIKit and
/// `TableSpecRuntime`, and iOS 15 or later.
public struct UIKitOutputTarget: OutputTarget {
    public init() {}

    public var name: String { "uikit" }
    public var summary: String { "a UITableView data source and view controller, with the table's values and content" }

    /// The oldest iOS the generated code runs on: `UIListContentConfiguration`,
    /// `reconfigureItems(_:)` and `UIColor.tintColor` are iOS 15's.
    public static let minimumIOS = "15"

    public func output(for table: ResolvedTable, options: OutputOptions) -> TargetOutput {
        TargetOutput(files: [
            GeneratedFile(
                name: options.baseName + ".swift",
                bytes: SwiftRenderer().renderBytes(file(for: table, sourcePath: options.sourcePath, embedsRuntime: options.embedsRuntime)))
        ])
    }

    /// The generated source, for tests and tools that want it as text.
    public func source(for table: ResolvedTable, sourcePath: String) -> String {
        SwiftRenderer().render(file(for: table, sourcePath: sourcePath))
    }

    /// The code model of the file.
    public func file(for table: ResolvedTable, sourcePath: String, embedsRuntime: Bool = false) -> SwiftFile {
        let shared = SharedTableCode(table: table, sourcePath: sourcePath)
        let uikit = UIKitConformanceGenerator(facts: UIKitFacts(context: shared.context))
        return SwiftFile(
            headerComment: shared.headerComment + ["Needs iOS \(Self.minimumIOS) or later for its UIKit part."],
            imports: shared.imports(embedsRuntime: embedsRuntime),
            conditionalImports: [SwiftImport(UIKitConstants.module, isPublic: true)],
            declarations: shared.declarations() + [
                .conditional(
                    "canImport(\(UIKitConstants.module))",
                    uikit.declarations() + [
                        .blank, TablePreviews(context: shared.context).declarations(presenter: "\(UIKitConstants.viewControllerType)<\(table.name)>"),
                    ])
            ]
        )
    }
}
