import Foundation

/// The stand-in for Xcode's preview macro plugin (`PreviewMacroStandIn/main.swift`), built once per test
/// process with `swiftc`, and the flags that load it: the UIKit and SwiftUI stubs declare `#Preview` with
/// it as the implementation, so the stubs are built with it and generated previews type-check against it.
enum PreviewMacroPlugin {
    /// The module name the stubs' `#externalMacro` names.
    static let moduleName = "TableSpecPreviewStandIn"

    /// `-load-plugin-executable <path>#TableSpecPreviewStandIn`.
    static func flags() throws -> [String] {
        ["-load-plugin-executable", try executable.get().path + "#" + moduleName]
    }

    private static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("PreviewMacroStandIn/main.swift")

    // Static lets are initialized lazily, once, and thread-safely.
    private static let executable = Result { try build() }

    private static func build() throws -> URL {
        let directory = try UIKitStubCompiler.makeTemporaryDirectory("PreviewMacroStandIn")
        let product = directory.appendingPathComponent("preview-macro-stand-in")
        let result = try UIKitStubCompiler.swiftc(["-swift-version", "6", "-Onone", "-o", product.path, source.path])
        guard result.status == 0 else { throw BuildError(output: result.output) }
        return product
    }

    struct BuildError: Error, CustomStringConvertible {
        var output: String
        var description: String { "The preview macro stand-in does not compile:\n\(output)" }
    }
}
