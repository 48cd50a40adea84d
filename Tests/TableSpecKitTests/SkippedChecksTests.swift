import Foundation
import Testing

/// What a run leaves out, said as warnings: they show in `swift test --quiet`, which prints only
/// issues and the last line, where a skipped test alone would leave no trace. Under `CI=true`
/// nothing may be left out: a missing tool or data set is an error there, here as in its tests.
@Suite("Checks this run leaves out")
struct SkippedChecksTests {
    /// One line per part of the suite this run does not check, and why.
    static var leftOut: [String] {
        var parts: [String] = []
        if !TestEnvironment.isExhaustive {
            parts.append("the exhaustive checks (the package builds, each compiler setting alone, the stubs' refusals, the larger counts, the benchmark harness, the fuzz smoke run) run under CI=true or TABLESPEC_EXHAUSTIVE=1")
        }
        if YAMLTestSuiteData.directory == nil {
            parts.append("the YAML test suite: " + String(describing: YAMLTestSuiteData.skipReason))
        }
        if PictureTools.chromium == nil { parts.append("the browser checks of the pictures: chromium-headless-shell is not installed (.ci/run installs it)") }
        if PictureTools.rsvg == nil { parts.append("the SVG checks: rsvg-convert is not installed (.ci/run installs librsvg2-bin)") }
        if PythonPlist.python3 == nil { parts.append("the property lists against Python's plistlib: python3 is not installed") }
        for (modules, check, install) in PythonModules.references where !PythonModules.installed(modules) {
            parts.append("\(check): python3 has no \(modules.joined(separator: ", ")) (.ci/run installs it: python3 -m pip install \(install))")
        }
        if !LanguageServerClientTests.pytestLSPInstalled {
            parts.append("the language server under pytest-lsp: it is not installed (.ci/run installs it: python3 -m pip install pytest-lsp==1.0.1)")
        }
        if LanguageServerNeovimTests.nvim == nil { parts.append("the language server under Neovim: nvim is not installed (.ci/run installs neovim)") }
        return parts
    }

    @Test("what this run leaves out is a warning, seen even under --quiet; under CI=true nothing is left out")
    func reportLeftOut() {
        for part in Self.leftOut {
            Issue.record(Comment(rawValue: "not checked in this run: " + part), severity: TestEnvironment.isCI ? .error : .warning)
        }
    }
}
