import Foundation
import Synchronization
import Testing

/// The Python packages some tests check against (Babel's CLDR data, wcwidth, jsonschema and PyYAML),
/// which `.ci/run` installs. Outside CI a test whose package is missing is skipped and says which one
/// to install, as the tests of the other tools do; under `CI=true` it runs, and fails on what is missing.
enum PythonModules {
    /// The references and what each checks, for the warning of what a run leaves out.
    static let references: [(modules: [String], check: String, install: String)] = [
        (["babel"], "the plural rules against CLDR", "babel==2.19.0"),
        (["wcwidth"], "the text widths against wcwidth", "wcwidth==0.7.0"),
        (["jsonschema", "yaml"], "the Samples against the JSON Schema", "jsonschema pyyaml"),
    ]

    /// Whether `python3` can import every one of `modules`: asked once per list, at the first question
    /// (the traits and the run's warnings ask about the same lists).
    static func installed(_ modules: [String]) -> Bool {
        answers.withLock { answers in
            if let known = answers[modules] { return known }
            let imports = modules.map { "import \($0)" }.joined(separator: "; ")
            let result = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", imports], timeout: 60)
            answers[modules] = result?.status == 0
            return result?.status == 0
        }
    }

    private static let answers = Mutex<[[String]: Bool]>([:])

    /// A trait that runs the test under `CI=true`, or where `modules` are installed.
    static func required(_ modules: [String], install: String) -> ConditionTrait {
        .enabled(if: TestEnvironment.isCI || installed(modules), "needs python3 with \(modules.joined(separator: ", ")) (.ci/run installs it: python3 -m pip install \(install))")
    }
}
