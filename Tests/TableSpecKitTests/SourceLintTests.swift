import Foundation
import Testing

/// The project's own code under its own `.swift-format` (issue 39 item 7): the configuration the
/// generated code is held to is the one the generators and the runtime are written in. The
/// toolchain's `swift-format` lints `Sources` and `Plugins` strictly; `EmbeddedRuntimeSources.swift`
/// opts out in its first line, since its literals hold the runtime's sources byte for byte.
@Suite("Source formatting")
struct SourceLintTests {
    @Test("swift format lint --strict finds nothing in Sources and Plugins")
    func sourcesAreClean() throws {
        let swiftFormat = SwiftToolchain.swiftc.deletingLastPathComponent().appendingPathComponent("swift-format")
        let root = TestPaths.packageRoot
        let lint = try SwiftToolchain.run(swiftFormat, [
            "lint", "--strict", "--recursive", "--configuration", root.appendingPathComponent(".swift-format").path,
            root.appendingPathComponent("Sources").path, root.appendingPathComponent("Plugins").path,
        ])
        #expect(lint.status == 0 && lint.stderr.isEmpty,
                "run `swift format format -i -r Sources Plugins`; findings:\n\(lint.stderr.prefix(3_000))")
    }
}
