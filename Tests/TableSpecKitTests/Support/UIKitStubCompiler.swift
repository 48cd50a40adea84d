import Foundation

/// Type-checks Swift sources against `UIKitStub/UIKit.swift`, a stand-in for the part of UIKit
/// that generated code uses, with the real `swiftc`: there is no UIKit on Linux, but generated code
/// must compile against Apple's exact API.
///
/// The stub is compiled once per test process and flavor, into a temporary directory, on first
/// use. Sources are checked in the Swift 6 language mode with `-warnings-as-errors`.
enum UIKitStubCompiler {
    enum Flavor: String, Sendable {
        /// As on iOS: optional protocol requirements have default implementations, so a type may
        /// leave them out.
        case sdk
        /// Optional protocol requirements are left out of the protocols, so that a method a type
        /// does not declare itself cannot be found through the protocol. For conformance probes.
        case probe
    }

    /// Type-checks `sources` (Swift source text, one file each) against the stub.
    static func typecheck(_ sources: [String], flavor: Flavor = .sdk) throws -> (succeeded: Bool, diagnostics: String) {
        let directory = try makeTemporaryDirectory("sources")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try sources.enumerated().map { index, source in
            let file = directory.appendingPathComponent("Source\(index + 1).swift")
            try source.write(to: file, atomically: false, encoding: .utf8)
            return file
        }
        return try typecheck(files, flavor: flavor)
    }

    /// Type-checks the Swift files at `files` against the stub.
    static func typecheck(_ files: [URL], flavor: Flavor = .sdk) throws -> (succeeded: Bool, diagnostics: String) {
        let moduleDirectory = try module(flavor).get()
        let result = try swiftc(["-typecheck", "-module-name", "GeneratedCode", "-I", moduleDirectory.path]
            + commonFlags + files.map(\.path))
        return (result.status == 0, result.output)
    }

    /// Swift source that compiles only if `type` itself declares each of `methods` with exactly
    /// Apple's function type. Type-check it together with the sources declaring `type`, with
    /// `flavor: .probe`.
    ///
    /// Needed because in the `.sdk` flavor a method whose label or type is slightly off is just
    /// another method: the default silently takes its place (Swift warns about such near misses
    /// only for members of an extension that declares the conformance). And there, a probe would
    /// prove nothing: `object.method` also finds the protocol requirement, served by its default.
    static func conformanceProbe(type: String, methods: [ProbeMethod]) -> String {
        let bindings = methods.map { method in
            "    let _: @MainActor \(method.type) = object.\(method.name)"
        }
        return """
            import UIKit

            // Conformance probe for \(type). Each line compiles only if \(type) declares the method
            // itself, with exactly this type (UIKit's requirements are main-actor isolated).
            @MainActor
            private func probe(_ object: \(type)) {
                _ = _UIKitStubProbeBuild.self // Fails unless type-checked with `flavor: .probe`.
            \(bindings.joined(separator: "\n"))
            }

            """
    }

    // MARK: - Building the stub

    private static let stubSource = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("UIKitStub/UIKit.swift")

    /// Objective-C interoperability is on so that `@objc` and `#selector` type-check, as on iOS
    /// (UILocalizedIndexedCollation takes a selector); `#selector` also needs the `ObjectiveC` stub.
    private static let commonFlags = ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                                      "-diagnostic-style", "llvm", "-Xfrontend", "-enable-objc-interop"]

    private static let objectiveCStubSource = stubSource.deletingLastPathComponent().appendingPathComponent("ObjectiveC.swift")

    // Static lets are initialized lazily, once, and thread-safely.
    private static let sdkModule = Result { try buildModule(.sdk) }
    private static let probeModule = Result { try buildModule(.probe) }

    private static func module(_ flavor: Flavor) -> Result<URL, any Error> {
        switch flavor {
        case .sdk: sdkModule
        case .probe: probeModule
        }
    }

    /// Compiles the stub as module `UIKit`; returns the directory to pass to `-I`.
    private static func buildModule(_ flavor: Flavor) throws -> URL {
        let directory = try makeTemporaryDirectory("UIKit-\(flavor.rawValue)")
        let objectiveC = try swiftc(["-emit-module", "-module-name", "ObjectiveC",
                                     "-emit-module-path", directory.appendingPathComponent("ObjectiveC.swiftmodule").path,
                                     "-D", "OBJECTIVEC_STUB"] + commonFlags + [objectiveCStubSource.path])
        guard objectiveC.status == 0 else { throw StubBuildError(output: objectiveC.output) }
        var arguments = ["-emit-module", "-module-name", "UIKit",
                         "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
                         "-I", directory.path, "-D", "UIKIT_STUB"]
        if flavor == .probe { arguments += ["-D", "UIKIT_STUB_PROBE"] }
        let result = try swiftc(arguments + commonFlags + [stubSource.path])
        guard result.status == 0 else { throw StubBuildError(output: result.output) }
        return directory
    }

    struct StubBuildError: Error, CustomStringConvertible {
        var output: String
        var description: String { "The UIKit stub does not compile:\n\(output)" }
    }

    // MARK: - Running swiftc

    /// Runs `swiftc` from `PATH` (the toolchain running the tests); stdout and stderr together.
    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try SwiftToolchain.run(SwiftToolchain.swiftc, arguments)
        return (result.status, result.stdout + result.stderr)
    }

    /// One directory per test process, removed when the process exits.
    private static let temporaryRoot: URL = {
        atexit { try? FileManager.default.removeItem(at: UIKitStubCompiler.temporaryRoot) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("TableSpecUIKitStub-\(UUID().uuidString)")
    }()

    private static func makeTemporaryDirectory(_ name: String) throws -> URL {
        let directory = temporaryRoot.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// A method that a conformance probe expects a type to declare itself.
struct ProbeMethod: Sendable, Hashable {
    /// The full name, as in `tableView(_:titleForHeaderInSection:)`.
    var name: String
    /// Apple's function type for it, without `@MainActor`, as in `(UITableView, Int) -> String?`.
    var type: String
}

extension ProbeMethod {
    // UITableViewDataSource, required.
    static let numberOfRowsInSection = ProbeMethod(name: "tableView(_:numberOfRowsInSection:)", type: "(UITableView, Int) -> Int")
    static let cellForRowAt = ProbeMethod(name: "tableView(_:cellForRowAt:)", type: "(UITableView, IndexPath) -> UITableViewCell")

    // UITableViewDataSource, optional.
    static let numberOfSections = ProbeMethod(name: "numberOfSections(in:)", type: "(UITableView) -> Int")
    static let titleForHeaderInSection = ProbeMethod(name: "tableView(_:titleForHeaderInSection:)", type: "(UITableView, Int) -> String?")
    static let titleForFooterInSection = ProbeMethod(name: "tableView(_:titleForFooterInSection:)", type: "(UITableView, Int) -> String?")
    static let canEditRowAt = ProbeMethod(name: "tableView(_:canEditRowAt:)", type: "(UITableView, IndexPath) -> Bool")
    static let canMoveRowAt = ProbeMethod(name: "tableView(_:canMoveRowAt:)", type: "(UITableView, IndexPath) -> Bool")
    static let sectionIndexTitles = ProbeMethod(name: "sectionIndexTitles(for:)", type: "(UITableView) -> [String]?")
    static let sectionForSectionIndexTitle = ProbeMethod(name: "tableView(_:sectionForSectionIndexTitle:at:)", type: "(UITableView, String, Int) -> Int")
    static let commitEditingStyle = ProbeMethod(name: "tableView(_:commit:forRowAt:)", type: "(UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void")
    static let moveRowAt = ProbeMethod(name: "tableView(_:moveRowAt:to:)", type: "(UITableView, IndexPath, IndexPath) -> Void")

    // UITableViewDelegate, all optional.
    static let willDisplayCell = ProbeMethod(name: "tableView(_:willDisplay:forRowAt:)", type: "(UITableView, UITableViewCell, IndexPath) -> Void")
    static let heightForRowAt = ProbeMethod(name: "tableView(_:heightForRowAt:)", type: "(UITableView, IndexPath) -> CGFloat")
    static let heightForHeaderInSection = ProbeMethod(name: "tableView(_:heightForHeaderInSection:)", type: "(UITableView, Int) -> CGFloat")
    static let heightForFooterInSection = ProbeMethod(name: "tableView(_:heightForFooterInSection:)", type: "(UITableView, Int) -> CGFloat")
    static let estimatedHeightForRowAt = ProbeMethod(name: "tableView(_:estimatedHeightForRowAt:)", type: "(UITableView, IndexPath) -> CGFloat")
    static let accessoryButtonTapped = ProbeMethod(name: "tableView(_:accessoryButtonTappedForRowWith:)", type: "(UITableView, IndexPath) -> Void")
    static let willSelectRowAt = ProbeMethod(name: "tableView(_:willSelectRowAt:)", type: "(UITableView, IndexPath) -> IndexPath?")
    static let didSelectRowAt = ProbeMethod(name: "tableView(_:didSelectRowAt:)", type: "(UITableView, IndexPath) -> Void")
    static let didDeselectRowAt = ProbeMethod(name: "tableView(_:didDeselectRowAt:)", type: "(UITableView, IndexPath) -> Void")
    static let editingStyleForRowAt = ProbeMethod(name: "tableView(_:editingStyleForRowAt:)", type: "(UITableView, IndexPath) -> UITableViewCell.EditingStyle")
    static let titleForDeleteConfirmationButton = ProbeMethod(name: "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", type: "(UITableView, IndexPath) -> String?")
    static let shouldIndentWhileEditingRowAt = ProbeMethod(name: "tableView(_:shouldIndentWhileEditingRowAt:)", type: "(UITableView, IndexPath) -> Bool")
    static let targetIndexPathForMove = ProbeMethod(name: "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", type: "(UITableView, IndexPath, IndexPath) -> IndexPath")
}
