import SwiftCodeModel
import TableSpecModel
import TableSpecOutput
import TableSpecSwiftCore

/// `tablespec generate --target swiftui`: for each table, `<Table>View.swift` naming the runtime's
/// `TableList` for the table (`SettingsView`) with its `SwiftUITable` conformance, and
/// `<Table>.swift` with the platform-neutral part the view is built on (`Row`, `Section`,
/// `Content`, ids, events).
///
/// The neutral part must be in a module once, whatever the targets. The UIKit target's
/// `<Table>.swift` holds it too, with the UIKit code beside it under `#if canImport(UIKit)`; so this
/// target marks its `<Table>.swift` as the neutral part alone, and when both targets are generated
/// the UIKit file is written in its place. The view file holds only the view, never the neutral part.
public struct SwiftUIOutputTarget: OutputTarget {
    public init() {}

    public var name: String { "swiftui" }
    public var summary: String { "a SwiftUI List view, on the same values and content as the UIKit target" }

    /// The same as the UIKit target's: `LabeledContent` (iOS 16) and the section index (iOS 26)
    /// are used only behind `if #available`.
    public static let minimumIOS = "15"

    /// What the view file's name adds to the table's: `SettingsView.swift` holds `SettingsView`.
    public static let viewSuffix = SwiftUIConstants.viewSuffix

    public func output(for table: ResolvedTable, options: OutputOptions) -> TargetOutput {
        let renderer = SwiftRenderer()
        return TargetOutput(files: [
            GeneratedFile(
                name: options.baseName + ".swift",
                bytes: renderer.renderBytes(neutralFile(for: table, sourcePath: options.sourcePath, embedsRuntime: options.embedsRuntime)),
                isNeutralPart: true),
            GeneratedFile(
                name: options.baseName + Self.viewSuffix + ".swift",
                bytes: renderer.renderBytes(file(for: table, sourcePath: options.sourcePath, embedsRuntime: options.embedsRuntime))),
        ])
    }

    /// The view file, for tests and tools that want it as text.
    public func source(for table: ResolvedTable, sourcePath: String) -> String {
        SwiftRenderer().render(file(for: table, sourcePath: sourcePath))
    }

    /// The code model of `<Table>View.swift`.
    public func file(for table: ResolvedTable, sourcePath: String, embedsRuntime: Bool = false) -> SwiftFile {
        let shared = SharedTableCode(table: table, sourcePath: sourcePath)
        let facts = SwiftUIFacts(context: shared.context)
        return SwiftFile(
            headerComment: shared.headerComment + [
                "Needs iOS \(Self.minimumIOS) or later, and the table's platform-neutral part (`\(table.name)`), which `tablespec generate`",
                "writes beside it.",
            ],
            imports: [],
            // Everything the file declares is under `#if canImport(SwiftUI)`, so what it imports is too: elsewhere an
            // unused public import is a warning. SwiftUI is imported publicly only by a table that opens others,
            // whose destinations' `some View` names it; every other file imports it for its `#Preview` macro.
            conditionalImports: (embedsRuntime ? [] : [SwiftImport(Constants.Runtime.module, isPublic: true, when: SwiftUIConstants.module)])
                + [SwiftImport(SwiftUIConstants.module, isPublic: shared.context.hasOpens)],
            declarations: [
                .conditional(
                    "canImport(\(SwiftUIConstants.module))",
                    SwiftUIConformanceGenerator(facts: facts).declarations() + [
                        .blank, TablePreviews(context: shared.context).declarations(presenter: facts.viewName),
                    ])
            ]
        )
    }

    /// `<Table>.swift` when no UIKit code is generated: the neutral part alone.
    public func neutralFile(for table: ResolvedTable, sourcePath: String, embedsRuntime: Bool = false) -> SwiftFile {
        let shared = SharedTableCode(table: table, sourcePath: sourcePath)
        return SwiftFile(
            headerComment: shared.headerComment, imports: shared.imports(embedsRuntime: embedsRuntime), declarations: shared.declarations())
    }
}
