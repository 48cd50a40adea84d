import Foundation

/// Type-checks Swift sources against `UIKitStub/`, a stand-in for the part of UIKit that
/// generated code uses, with the real `swiftc`: there is no UIKit on Linux, but generated code
/// must compile against Apple's exact API.
///
/// Every `.swift` file in `UIKitStub/`, in sorted order, goes into the one module `UIKit`, so the
/// stub can be split into files named for what they hold. The stub is compiled once per test
/// process and flavor, into a temporary directory, on first use, always in its own fixed settings
/// (it stands for Apple's binary module, which a client's settings do not change). Sources are
/// checked with `-warnings-as-errors` under the `Settings` given, by default the Swift 6 language
/// mode and nothing else.
enum UIKitStubCompiler {
    enum Flavor: String, Sendable {
        /// As on iOS: optional protocol requirements have default implementations, so a type may
        /// leave them out.
        case sdk
        /// Optional protocol requirements are left out of the protocols, so that a method a type
        /// does not declare itself cannot be found through the protocol. For conformance probes.
        case probe
    }

    /// Compiler settings a client of UIKit may build with; Xcode 26 turns several of them on for new
    /// projects, and generated code must compile warning-free under each of them.
    struct Settings: Sendable, Hashable, CustomStringConvertible {
        /// The Swift language mode (`-swift-version`).
        var languageMode = 6
        /// `-default-isolation MainActor`: unannotated declarations are main-actor isolated.
        var defaultIsolationMainActor = false
        /// Upcoming features (`-enable-upcoming-feature`), by the names `swiftc` knows them by.
        var upcomingFeatures: [String] = []
        /// A debug build (`-D DEBUG`, as Xcode's Debug configuration and its previews build): generated
        /// `#Preview` blocks are compiled, expanded by the stand-in plugin. False is a release build, which
        /// never sees them.
        var isDebugBuild = true

        /// The Swift 6 language mode, with nothing else.
        static let swift6 = Settings()
        static let defaultIsolationMainActor = Settings(defaultIsolationMainActor: true)
        static let internalImportsByDefault = Settings(upcomingFeatures: ["InternalImportsByDefault"])
        static let existentialAny = Settings(upcomingFeatures: ["ExistentialAny"])
        /// A release build: the Swift 6 mode without `DEBUG`.
        static let release = Settings(isDebugBuild: false)
        static let memberImportVisibility = Settings(upcomingFeatures: ["MemberImportVisibility"])
        /// Every setting above together.
        static let all = Settings(defaultIsolationMainActor: true,
                                  upcomingFeatures: ["InternalImportsByDefault", "ExistentialAny", "MemberImportVisibility"])
        /// The Swift 6 mode alone and every setting together: enough for code that is not generated (the runtime,
        /// the stubs' own examples), since each setting only adds checks to the Swift 6 mode's, so what breaks under
        /// one alone breaks with all. Generated code, the product, is checked under each (`everySetting`).
        static let bracketing: [Settings] = [.swift6, .all]
        /// Each setting on its own, then all of them together.
        static let everySetting: [Settings] = [
            .swift6, .defaultIsolationMainActor, .internalImportsByDefault, .existentialAny, .memberImportVisibility, .all,
        ]

        /// What generated code is checked under beside the Swift 6 mode (which the golden and
        /// Sample tests use): each setting in the exhaustive run, all of them together in the quick
        /// one (a setting alone only adds checks to the Swift 6 mode's, so a failure under one
        /// alone nearly always shows under all of them together).
        static var forGeneratedCode: [Settings] { TestEnvironment.isExhaustive ? everySetting : [.all] }

        /// The `swiftc` flags, in a fixed order.
        var flags: [String] {
            var flags = ["-swift-version", String(languageMode)]
            if defaultIsolationMainActor { flags += ["-default-isolation", "MainActor"] }
            for feature in upcomingFeatures { flags += ["-enable-upcoming-feature", feature] }
            if isDebugBuild { flags += ["-D", "DEBUG"] }
            return flags
        }

        var description: String { flags.joined(separator: " ") }
    }

    /// Type-checks `sources` (Swift source text, one file each) against the stub.
    static func typecheck(_ sources: [String], flavor: Flavor = .sdk, settings: Settings = .swift6) throws -> (succeeded: Bool, diagnostics: String) {
        let directory = try makeTemporaryDirectory("sources")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try sources.enumerated().map { index, source in
            let file = directory.appendingPathComponent("Source\(index + 1).swift")
            try source.write(to: file, atomically: false, encoding: .utf8)
            return file
        }
        return try typecheck(files, flavor: flavor, settings: settings)
    }

    /// Type-checks the Swift files at `files` against the stub.
    static func typecheck(_ files: [URL], flavor: Flavor = .sdk, settings: Settings = .swift6,
                          moduleName: String = "GeneratedCode") throws -> (succeeded: Bool, diagnostics: String) {
        let moduleDirectory = try module(flavor).get()
        // Without `-continue-building-after-errors` the driver stops at the first file with an
        // error, and the other files' diagnostics go missing.
        let result = try swiftc(["-typecheck", "-continue-building-after-errors", "-module-name", moduleName,
                                 "-I", moduleDirectory.path]
            + (try commonFlags()) + settings.flags + files.map(\.path))
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

    private static let stubDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("UIKitStub")

    /// The `ObjectiveC` stub, a module of its own: `#selector` needs one by that name.
    private static let objectiveCStubSource = stubDirectory.appendingPathComponent("ObjectiveC.swift")

    /// Every Swift file of the UIKit stub, sorted by name, so the module is the same on every run.
    static func stubSources() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: stubDirectory.path)
            .filter { $0.hasSuffix(".swift") && $0 != objectiveCStubSource.lastPathComponent }
            .sorted()
            .map { stubDirectory.appendingPathComponent($0) }
    }

    /// Flags for every compilation; the language mode and features come from `Settings`.
    /// Objective-C interoperability is on so that `@objc` and `#selector` type-check, as on iOS
    /// (UILocalizedIndexedCollation takes a selector). The preview macro's stand-in is loaded for the
    /// stub's `#Preview`.
    private static func commonFlags() throws -> [String] {
        ["-parse-as-library", "-warnings-as-errors", "-diagnostic-style", "llvm", "-Xfrontend", "-enable-objc-interop"]
            + (try PreviewMacroPlugin.flags())
    }

    // Static lets are initialized lazily, once, and thread-safely.
    private static let sdkModule = Result { try buildModule(.sdk) }
    private static let probeModule = Result { try buildModule(.probe) }

    private static func module(_ flavor: Flavor) -> Result<URL, any Error> {
        switch flavor {
        case .sdk: sdkModule
        case .probe: probeModule
        }
    }

    /// Compiles the stub as module `UIKit`, and `TableSpecRuntime` against it; returns the directory to
    /// pass to `-I`.
    private static func buildModule(_ flavor: Flavor) throws -> URL {
        let directory = try makeTemporaryDirectory("UIKit-\(flavor.rawValue)")
        let objectiveC = try swiftc(["-emit-module", "-module-name", "ObjectiveC",
                                     "-emit-module-path", directory.appendingPathComponent("ObjectiveC.swiftmodule").path,
                                     "-D", "OBJECTIVEC_STUB"] + (try commonFlags()) + Settings.swift6.flags + [objectiveCStubSource.path])
        guard objectiveC.status == 0 else { throw StubBuildError(output: objectiveC.output) }
        var arguments = ["-emit-module", "-module-name", "UIKit",
                         "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
                         "-I", directory.path, "-D", "UIKIT_STUB"]
        if flavor == .probe { arguments += ["-D", "UIKIT_STUB_PROBE"] }
        let result = try swiftc(arguments + (try commonFlags()) + Settings.swift6.flags + (try stubSources()).map(\.path))
        guard result.status == 0 else { throw StubBuildError(output: result.output) }
        try RuntimeModule.emitModule(into: directory, flags: (try commonFlags()) + Settings.swift6.flags)
        return directory
    }

    struct StubBuildError: Error, CustomStringConvertible {
        var output: String
        var description: String { "The UIKit stub does not compile:\n\(output)" }
    }

    // MARK: - Running swiftc

    /// Runs `swiftc` from `PATH` (the toolchain running the tests); stdout and stderr together.
    /// Also used by `SwiftUIStubCompiler`.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try SwiftToolchain.run(SwiftToolchain.swiftc, arguments)
        return (result.status, result.stdout + result.stderr)
    }

    /// One directory per test process, removed when the process exits.
    private static let temporaryRoot: URL = {
        atexit { try? FileManager.default.removeItem(at: UIKitStubCompiler.temporaryRoot) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("TableSpecUIKitStub-\(UUID().uuidString)")
    }()

    /// A fresh directory in this process's temporary root; also used by `SwiftUIStubCompiler`.
    static func makeTemporaryDirectory(_ name: String) throws -> URL {
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
    static let shouldHighlightRowAt = ProbeMethod(name: "tableView(_:shouldHighlightRowAt:)", type: "(UITableView, IndexPath) -> Bool")
    static let leadingSwipeActions = ProbeMethod(name: "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", type: "(UITableView, IndexPath) -> UISwipeActionsConfiguration?")
    static let trailingSwipeActions = ProbeMethod(name: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", type: "(UITableView, IndexPath) -> UISwipeActionsConfiguration?")
    static let viewForHeaderInSection = ProbeMethod(name: "tableView(_:viewForHeaderInSection:)", type: "(UITableView, Int) -> UIView?")
    static let viewForFooterInSection = ProbeMethod(name: "tableView(_:viewForFooterInSection:)", type: "(UITableView, Int) -> UIView?")
    static let contextMenuConfiguration = ProbeMethod(name: "tableView(_:contextMenuConfigurationForRowAt:point:)", type: "(UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?")
}
