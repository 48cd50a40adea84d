import SwiftCodeModel
import TableSpecOutput

/// `tablespec generate --embed-runtime`: `TableSpecRuntime` as one Swift file, `TableSpecRuntime.swift`,
/// written once into the output folder, for an app built without SwiftPM (an Xcode project that checks
/// the generated code in). The generated files then import nothing of ours: the runtime is in their
/// module.
///
/// It is made from the library's own sources, carried in `EmbeddedRuntimeSources` (a file the tests
/// regenerate from `Sources/TableSpecRuntime` and fail on when it differs), so the embedded runtime and
/// the library never drift apart. Each source's imports are taken out and replaced by one set at the
/// top: one file may import a module only once.
public enum EmbeddedRuntime {
    /// The file's name in the output folder.
    public static let fileName = "TableSpecRuntime.swift"

    /// The file: the imports the runtime needs, then every source of the library in order.
    public static var file: GeneratedFile {
        GeneratedFile(name: fileName, bytes: Array(text.utf8))
    }

    static var text: String {
        var text = """
            // TableSpecRuntime \(TableSpecVersion.current), embedded by `tablespec generate --embed-runtime`. DO NOT EDIT.
            // The engine the generated tables in this folder run on, made from the library's sources. Write it
            // again with the `tablespec` that generates the tables, so the two stay of one version.

            public import Foundation
            #if canImport(UIKit)
            public import UIKit
            #endif
            #if canImport(SwiftUI)
            public import SwiftUI
            #endif

            """
        for source in EmbeddedRuntimeSources.files {
            text += "\n// MARK: - \(source.path)\n\n"
            text += withoutImports(source.text)
        }
        return text
    }

    /// `source` without its import lines; a conditional block left holding only them stays, empty.
    static func withoutImports(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in
                let words = line.split(separator: " ")
                guard let importWord = words.firstIndex(of: "import") else { return true }
                // `import M`, `public import M`, `internal import M`, `@_spi(G) public import M`.
                return !words[..<importWord].allSatisfy {
                    ["public", "internal", "package", "private", "fileprivate"].contains($0) || $0.hasPrefix("@")
                }
            }
            .joined(separator: "\n")
    }

    /// `EmbeddedRuntimeSources.swift`: the library's sources as string literals, for the tests to compare
    /// with the file in the tree and to write it when they differ under `TABLESPEC_UPDATE_GOLDENS=1`.
    public static func sourcesFile(_ sources: [(path: String, text: String)]) -> String {
        let entries = sources.map { source in
            SwiftExpression.tuple([
                SwiftArgument("path", .string(source.path)),
                SwiftArgument("text", .rawMultilineString(RawStringLiteral(utf8: Array(source.text.utf8)))),
            ])
        }
        let declaration = SwiftDeclaration.type(
            SwiftTypeDeclaration(
                SwiftDeclarationHeader(docs: [
                    "The sources of `TableSpecRuntime`, in path order, for `--embed-runtime`. Made from `Sources/TableSpecRuntime`",
                    "by `EmbeddedRuntimeTests` (run them with `TABLESPEC_UPDATE_GOLDENS=1` after changing the runtime), which fail",
                    "when this file and the library differ.",
                ]), .enum, "EmbeddedRuntimeSources",
                members: [
                    .variable(
                        SwiftVariable(
                            SwiftDeclarationHeader(modifiers: ["static"]), .let, "files",
                            type: .array(.tuple([SwiftTupleElement("path", .string), SwiftTupleElement("text", .string)])),
                            value: .array(entries, multiline: true)))
                ]))
        // The literals hold the runtime's sources byte for byte; swift-format would indent their lines.
        return SwiftRenderer().render(
            SwiftFile(
                headerComment: ["swift-format-ignore-file", "Generated from Sources/TableSpecRuntime by EmbeddedRuntimeTests. DO NOT EDIT."],
                imports: [], declarations: [declaration]))
    }
}
