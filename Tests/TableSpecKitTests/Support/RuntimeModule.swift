import Foundation

/// `TableSpecRuntime` as generated code meets it in an app: a module of its own that the generated
/// file imports. Built here from the package's own sources with the real `swiftc`, once per test
/// process and environment: as a library on Linux, for code that is run, and as a module against each
/// stub, so that its UIKit and SwiftUI parts are type-checked there too.
enum RuntimeModule {
    /// `Sources/TableSpecRuntime`.
    static let sourceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TableSpecRuntime")

    /// Every Swift file of the runtime, sorted by path, so the module is the same on every run.
    static func sources() throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: sourceDirectory, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The runtime for Linux: a static library with its module, in one directory.
    static let linuxLibrary = Result { try buildLibrary() }

    /// The flags that let `swiftc` import and link the Linux runtime.
    static func linkFlags() throws -> [String] {
        let directory = try linuxLibrary.get()
        return ["-I", directory.path, "-L", directory.path, "-lTableSpecRuntime"]
    }

    private static func buildLibrary() throws -> URL {
        let directory = try SwiftToolchain.temporaryDirectory("runtime")
        let result = try SwiftToolchain.run(SwiftToolchain.swiftc, [
            "-emit-library", "-static", "-emit-module", "-parse-as-library", "-warnings-as-errors", "-swift-version", "6",
            "-module-name", "TableSpecRuntime",
            "-emit-module-path", directory.appendingPathComponent("TableSpecRuntime.swiftmodule").path,
            "-o", directory.appendingPathComponent("libTableSpecRuntime.a").path,
        ] + (try sources()).map(\.path))
        guard result.status == 0 else { throw BuildError(output: result.stdout + result.stderr) }
        return directory
    }

    /// Emits the runtime's module into `directory`, beside a stub's, compiled with `flags` (the stub's
    /// own); `rewrite` adapts each source first (the SwiftUI stub's availability domains).
    static func emitModule(into directory: URL, flags: [String], rewrite: (String) -> String = { $0 }) throws {
        let sourceCopies = directory.appendingPathComponent("TableSpecRuntimeSources")
        try FileManager.default.createDirectory(at: sourceCopies, withIntermediateDirectories: true)
        var files: [String] = []
        for (index, source) in try sources().enumerated() {
            let copy = sourceCopies.appendingPathComponent("\(index)-" + source.lastPathComponent)
            try rewrite(try String(contentsOf: source, encoding: .utf8)).write(to: copy, atomically: false, encoding: .utf8)
            files.append(copy.path)
        }
        // Checked whole first; the module is then emitted from the declarations alone, since the stubs'
        // `Selector` cannot be lowered (`#selector`) and clients need only the interface.
        let checked = try UIKitStubCompiler.swiftc(["-typecheck", "-module-name", "TableSpecRuntime", "-I", directory.path] + flags + files)
        guard checked.status == 0 else { throw BuildError(output: checked.output) }
        let result = try UIKitStubCompiler.swiftc(["-emit-module", "-Xfrontend", "-experimental-skip-all-function-bodies", "-module-name", "TableSpecRuntime",
                                                   "-emit-module-path", directory.appendingPathComponent("TableSpecRuntime.swiftmodule").path,
                                                   "-I", directory.path] + flags + files)
        guard result.status == 0 else { throw BuildError(output: result.output) }
    }

    struct BuildError: Error, CustomStringConvertible {
        var output: String
        var description: String { "TableSpecRuntime does not compile:\n\(output)" }
    }
}
