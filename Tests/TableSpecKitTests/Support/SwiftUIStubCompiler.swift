import Foundation
import TableSpecKit

/// Type-checks Swift sources against `SwiftUIStub/`, a stand-in for the part of SwiftUI that
/// generated SwiftUI code uses, with the real `swiftc`: there is no SwiftUI on Linux, but generated
/// code must compile against Apple's exact API, from the same minimum iOS as the UIKit target.
///
/// Every `.swift` file in `SwiftUIStub/`, in sorted order, goes into the one module `SwiftUI`,
/// together with two files of the UIKit stub (`sharedUIKitSources`; their iOS 16 and 17 marks gain
/// their domains as checked sources' do): `Localization.swift` (Foundation's `String(localized:)`,
/// `String.LocalizationValue` and `LocalizedStringResource`, which Linux lacks and both frameworks
/// re-export) and `TextInput.swift` (UIKit's `UIKeyboardType`, `UITextContentType` and
/// `UITextAutocapitalizationType`, which SwiftUI's text-input modifiers take and `import SwiftUI`
/// sees on iOS; the SwiftUI module cannot import the UIKit stub's, a module of its own). The stub is
/// compiled once per test process, on first use, in its own fixed settings; sources are checked with
/// `-warnings-as-errors` under the `Settings` given (the UIKit stub's list), by default the Swift 6
/// language mode and nothing else.
///
/// **Availability.** Linux ignores `@available(iOS N, *)`, so each API newer than `minimumiOS` is
/// also marked with a custom availability domain named `iOS_N` (Swift's `CustomAvailability`
/// feature; the domains come from a Clang module, `SwiftUIStubAvailability`, that the stub
/// re-exports). Before checking, every `#available(iOS N, *)` and `@available(iOS N, *)` of a
/// source gains the domains up to N (`checkingAvailability(_:)`), so that a use of an iOS 16 API
/// outside `if #available(iOS 16, *)` fails with "'…' is only available in iOS_16", and a use
/// inside passes. `#unavailable` is not rewritten.
enum SwiftUIStubCompiler {
    typealias Settings = UIKitStubCompiler.Settings

    /// The minimum iOS of generated code, the UIKit target's: APIs up to it need no check.
    static let minimumiOS = 15

    /// The iOS versions after `minimumiOS` that introduce an API the stub declares, each an
    /// availability domain `iOS_<version>`.
    static let availabilityDomains = [16, 17, 18, 26]

    /// Type-checks `sources` (Swift source text, one file each) against the stub.
    static func typecheck(_ sources: [String], settings: Settings = .swift6, sdk: SDK = .xcode26) throws -> (succeeded: Bool, diagnostics: String) {
        let named = sources.enumerated().map { index, source in ("Source\(index + 1).swift", source) }
        return try typecheck(named: named, settings: settings, sdk: sdk)
    }

    /// Type-checks the Swift files at `files` against the stub. Diagnostics name each file by its
    /// last path component (it is checked from a rewritten copy).
    static func typecheck(_ files: [URL], settings: Settings = .swift6, moduleName: String = "GeneratedCode") throws -> (succeeded: Bool, diagnostics: String) {
        let named = try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        return try typecheck(named: named, settings: settings, moduleName: moduleName)
    }

    /// Type-checks sources given as file names and text; diagnostics use the names.
    static func typecheck(
        named sources: [(name: String, text: String)], settings: Settings = .swift6, moduleName: String = "GeneratedCode", sdk: SDK = .xcode26
    ) throws -> (succeeded: Bool, diagnostics: String) {
        let moduleDirectory = try (sdk == .xcode26 ? module : xcode16Module).get()
        let directory = try makeTemporaryDirectory("sources")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try sources.map { source in
            let file = directory.appendingPathComponent(source.name)
            let text = sdk == .xcode26 ? source.text : asSwift61(source.text)
            try checkingAvailability(text).write(to: file, atomically: false, encoding: .utf8)
            return file
        }
        // Without `-continue-building-after-errors` the driver stops at the first file with an
        // error, and the other files' diagnostics go missing.
        let result = try swiftc(["-typecheck", "-continue-building-after-errors", "-module-name", moduleName,
                                 "-I", moduleDirectory.path]
            + (try commonFlags()) + settings.flags + files.map(\.path))
        return (result.status == 0, result.output.replacingOccurrences(of: directory.path + "/", with: ""))
    }

    // MARK: - Availability

    /// `source` with each iOS availability check or mark extended by the stub's domains up to its
    /// version: `if #available(iOS 16.0, *)` becomes `if #available(iOS 16.0, *), #available(iOS_16)`,
    /// `@available(iOS 17, *)` becomes `@available(iOS 17, *) @available(iOS_16) @available(iOS_17)`.
    /// Only the `iOS N` of a shorthand list with `*` counts; everything else is left as written.
    static func checkingAvailability(_ source: String) -> String {
        var result = ""
        var rest = source[...]
        while let match = rest.firstMatch(of: availabilityPattern) {
            result += rest[..<match.range.upperBound]
            rest = rest[match.range.upperBound...]
            let major = Int(match.output.major) ?? 0
            let domains = availabilityDomains.filter { $0 <= major }
            switch match.output.sigil {
            case "#": result += domains.map { ", #available(iOS_\($0))" }.joined()
            default: result += domains.map { " @available(iOS_\($0))" }.joined()
            }
        }
        return result + rest
    }

    /// `#available(` or `@available(` with a shorthand list that names `iOS <major>[.minor…]` and
    /// ends with `*`, up to its closing parenthesis.
    nonisolated(unsafe) private static let availabilityPattern =
        /(?<sigil>[#@])available\((?:[^()*]*,\s*)?iOS\s+(?<major>\d+)(?:\.\d+)*\s*,[^()]*\*\s*\)/

    /// The Clang module that declares the availability domains, one dynamic domain per version:
    /// dynamic, so that only an `if #available` (or an `@available` mark) makes them available.
    private static func availabilityModule() -> (header: String, moduleMap: String) {
        var header = "// The availability domains of the SwiftUI stub; see SwiftUIStubCompiler.\n"
        header += "#include <availability_domain.h>\n"
        for version in availabilityDomains {
            header += "int SwiftUIStubIsAvailable_iOS_\(version)(void);\n"
            header += "CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS_\(version), SwiftUIStubIsAvailable_iOS_\(version));\n"
        }
        let moduleMap = "module SwiftUIStubAvailability {\n    header \"SwiftUIStubAvailability.h\"\n    export *\n}\n"
        return (header, moduleMap)
    }

    // MARK: - Building the stub

    private static let supportDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let stubDirectory = supportDirectory.appendingPathComponent("SwiftUIStub")

    /// The UIKit stub's files that the SwiftUI module compiles too: Foundation's localization API,
    /// and UIKit's text-input values. Each is behind `#if UIKIT_STUB || SWIFTUI_STUB`.
    private static let sharedUIKitSources = ["Localization.swift", "TextInput.swift"]
        .map { supportDirectory.appendingPathComponent("UIKitStub/\($0)") }

    /// Every Swift file of the SwiftUI stub, sorted by name, so the module is the same on every run.
    static func stubSources() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: stubDirectory.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { stubDirectory.appendingPathComponent($0) }
    }

    /// Flags for every compilation; the language mode and features come from `Settings`. The
    /// module cache is the process's own, so that the availability module built in a temporary
    /// directory leaves nothing behind.
    private static func commonFlags() throws -> [String] {
        ["-parse-as-library", "-warnings-as-errors", "-diagnostic-style", "llvm",
         "-enable-experimental-feature", "CustomAvailability",
         "-module-cache-path", try moduleCache.get().path] + (try PreviewMacroPlugin.flags())
    }

    // Static lets are initialized lazily, once, and thread-safely.
    private static let module = Result { try buildModule(sdk: .xcode26) }

    /// The SDK the stub stands for. The package supports Swift 6.1 (Xcode 16.3), whose iOS 18 SDK lacks what
    /// Xcode 26's added; `#available` cannot guard a symbol the SDK does not declare, so the runtime puts such
    /// uses behind `#if compiler(>=6.2)`.
    enum SDK {
        /// Xcode 26's iOS 26 SDK: every declaration of the stub.
        case xcode26
        /// Xcode 16's iOS 18 SDK: the stub without what is new in Xcode 26's (`SDK_IOS_18`), and sources read as
        /// Swift 6.1 reads them (`compiler(>=6.2)` false).
        case xcode16
    }

    /// The stub as Xcode 16's SDK has it, with the runtime built against it; the directory to pass to `-I`.
    static let xcode16Module = Result { try buildModule(sdk: .xcode16) }

    /// `source` as a Swift 6.1 compiler reads it: its `#if compiler(>=6.2)` blocks are left out.
    static func asSwift61(_ source: String) -> String {
        source.replacingOccurrences(of: "#if compiler(>=6.2)", with: "#if compiler(>=6.2) && SWIFT_6_1_READS_THIS_AS_FALSE")
    }

    /// Compiles the stub as module `SwiftUI`, and `TableSpecRuntime` against it; returns the directory
    /// to pass to `-I`.
    private static func buildModule(sdk: SDK) throws -> URL {
        let directory = try makeTemporaryDirectory(sdk == .xcode26 ? "SwiftUI" : "Xcode16")
        let availability = availabilityModule()
        try availability.header.write(to: directory.appendingPathComponent("SwiftUIStubAvailability.h"), atomically: false, encoding: .utf8)
        try availability.moduleMap.write(to: directory.appendingPathComponent("module.modulemap"), atomically: false, encoding: .utf8)
        let arguments = ["-emit-module", "-module-name", "SwiftUI",
                         "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
                         "-I", directory.path, "-D", "SWIFTUI_STUB"] + (sdk == .xcode16 ? ["-D", "SDK_IOS_18"] : [])
        // The shared files' iOS 16 and 17 API gets its availability domains the way checked
        // sources do.
        let shared = try sharedUIKitSources.map { source in
            let copy = directory.appendingPathComponent(source.lastPathComponent)
            try checkingAvailability(try String(contentsOf: source, encoding: .utf8)).write(to: copy, atomically: false, encoding: .utf8)
            return copy
        }
        let result = try swiftc(arguments + (try commonFlags()) + Settings.swift6.flags + shared.map(\.path) + (try stubSources()).map(\.path))
        guard result.status == 0 else { throw StubBuildError(output: result.output) }
        try RuntimeModule.emitModule(into: directory, flags: (try commonFlags()) + Settings.swift6.flags) { source in
            checkingAvailability(sdk == .xcode16 ? asSwift61(source) : source)
        }
        return directory
    }

    struct StubBuildError: Error, CustomStringConvertible {
        var output: String
        var description: String { "The SwiftUI stub does not compile:\n\(output)" }
    }

    // MARK: - Running swiftc

    /// `swiftc` and temporary directories as the UIKit stub's compiler has them (one root per test
    /// process, removed when it exits).
    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try UIKitStubCompiler.swiftc(arguments)
    }

    private static func makeTemporaryDirectory(_ name: String) throws -> URL {
        try UIKitStubCompiler.makeTemporaryDirectory("SwiftUI-\(name)")
    }

    /// The Clang module cache of this process's compilations.
    private static let moduleCache = Result { try makeTemporaryDirectory("ModuleCache") }
}
