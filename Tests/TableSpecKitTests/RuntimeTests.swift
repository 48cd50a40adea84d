import Foundation
import Testing
@testable import TableSpecKit

/// `TableSpecRuntime`, the library generated code runs on: it compiles wherever generated code
/// does, its version marker stops a file generated for another runtime, and the API it keeps for
/// generated code stays out of apps' reach. (Its neutral engine runs on Linux in the content
/// harness and the generated-code probes; its UIKit behaviour is read in `UIKitBehaviourTests`.)
@Suite("The runtime library")
struct RuntimeTests {
    /// The runtime's sources with their paths relative to it, as diagnostics show them.
    static func sources() throws -> [URL] { try RuntimeModule.sources() }

    @Test("the runtime, its UIKit part included, type-checks against the UIKit stub in the Swift 6 mode and under every setting at once",
          arguments: UIKitStubCompiler.Settings.bracketing)
    func uikitPartTypechecks(settings: UIKitStubCompiler.Settings) throws {
        // An app that embeds the runtime compiles it with its own settings: each adds checks, so these two cover each.
        let result = try UIKitStubCompiler.typecheck(Self.sources(), settings: settings, moduleName: "TableSpecRuntime")
        #expect(result.succeeded, "\(settings):\n\(result.diagnostics.prefix(3_000))")
    }

    @Test("the runtime type-checks against the SwiftUI stub in the Swift 6 mode and under every setting at once", arguments: UIKitStubCompiler.Settings.bracketing)
    func swiftUIPartTypechecks(settings: UIKitStubCompiler.Settings) throws {
        let result = try SwiftUIStubCompiler.typecheck(Self.sources(), settings: settings, moduleName: "TableSpecRuntime")
        #expect(result.succeeded, "\(settings):\n\(result.diagnostics.prefix(3_000))")
    }

    @Test("a file generated for another runtime version does not compile, and the error names the version it needs")
    func versionMismatch() throws {
        let golden = try String(contentsOf: GeneratedCodeTests.goldenDirectory.appendingPathComponent("TableParts.swift"), encoding: .utf8)
        #expect(golden.contains("= TableSpecRuntimeVersion_1"))
        let matching = try UIKitStubCompiler.typecheck([golden])
        #expect(matching.succeeded, "\(matching.diagnostics.prefix(2_000))")
        let newer = try UIKitStubCompiler.typecheck([golden.replacingOccurrences(of: "TableSpecRuntimeVersion_1", with: "TableSpecRuntimeVersion_2")])
        #expect(!newer.succeeded)
        #expect(newer.diagnostics.contains("TableSpecRuntimeVersion_2"), "\(newer.diagnostics.prefix(2_000))")
    }

    @Test("the API the runtime keeps for generated code is out of an app's reach without its SPI import")
    func spiKeptFromApps() throws {
        let golden = try String(contentsOf: GeneratedCodeTests.goldenDirectory.appendingPathComponent("Mail.swift"), encoding: .utf8)
        #expect(golden.contains("@_spi(Generated) public import TableSpecRuntime"))
        let app = """
            import TableSpecRuntime

            func replaceInbox(_ content: inout Mail.Content) {
                content.replaceSections(declaredIndex: 1, with: [])
            }

            """
        let result = try UIKitStubCompiler.typecheck([golden, app])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("'replaceSections' is inaccessible due to '@_spi' protection level"), "\(result.diagnostics.prefix(2_000))")
        let setter = try UIKitStubCompiler.typecheck([golden, "import TableSpecRuntime\n\nfunc clear(_ content: inout Mail.Content) { content.setInbox([]) }\n"])
        #expect(setter.succeeded, "\(setter.diagnostics.prefix(2_000))")
    }
}
