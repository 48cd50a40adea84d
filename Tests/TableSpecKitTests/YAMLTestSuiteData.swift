import Foundation
import Testing

/// Where the official YAML test suite's data is, for the tests that run its 402 cases.
///
/// The data is not part of this repository. It is looked for in `TABLESPEC_YAML_TEST_SUITE`, then
/// in `../shared/yaml-test-suite` beside the checkout (where CI has it). A fresh clone with
/// neither skips those tests, and the skip says why and names the variable; under `CI=true`
/// the tests run anyway and fail, so CI can never lose the suite without anyone noticing.
enum YAMLTestSuiteData {
    static let variable = "TABLESPEC_YAML_TEST_SUITE"
    static let besideCheckout = TestPaths.packageRoot.appendingPathComponent("../shared/yaml-test-suite").standardizedFileURL

    /// The directory named by the variable, or the one beside the checkout; nil if neither is set
    /// or there.
    static let directory: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment[variable], !named.isEmpty {
            return URL(fileURLWithPath: named, isDirectory: true)
        }
        return isDirectory(besideCheckout) ? besideCheckout : nil
    }()

    /// The tests run when there is data to run them on, and always under `CI=true`, where
    /// `location()` then fails them.
    static var shouldRun: Bool { directory != nil || TestEnvironment.isCI }

    static let skipReason: Comment = """
        the YAML test suite's data is not here: set \(variable) to its directory \
        (yaml-test-suite's data branch), or put it at ../shared/yaml-test-suite; under CI=true this fails instead
        """

    /// The suite's directory, or an error saying what is missing.
    static func location() throws -> URL {
        guard let directory else {
            throw Missing(description: "\(variable) is not set and \(besideCheckout.path) does not exist; CI=true requires the YAML test suite")
        }
        guard isDirectory(directory) else {
            throw Missing(description: "the YAML test suite is not at \(directory.path) (from \(variable) or beside the checkout)")
        }
        return directory
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// What the environment says about the run.
enum TestEnvironment {
    /// CI sets `CI=true`; there, data a test needs must be present, and slow checks run.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether the exhaustive checks run: under `CI=true`, or when `TABLESPEC_EXHAUSTIVE=1` asks.
    ///
    /// A plain `swift test` is the quick run a developer repeats: every behaviour is still
    /// checked, but the generated code under Swift 6 and under all of Xcode 26's settings at once
    /// rather than under each alone, the random sequences with fewer seeds, and without the
    /// package builds (the PluginDemo, the README's consumer package, the benchmark harness, the
    /// fuzzer), which take minutes each. CI runs everything.
    static var isExhaustive: Bool { isCI || ProcessInfo.processInfo.environment["TABLESPEC_EXHAUSTIVE"] == "1" }

    /// The trait of a test that runs only in the exhaustive run, and says so when skipped.
    static func exhaustiveOnly(_ what: String) -> ConditionTrait {
        .enabled(if: isExhaustive, "\(what): runs under CI=true or TABLESPEC_EXHAUSTIVE=1")
    }
}
