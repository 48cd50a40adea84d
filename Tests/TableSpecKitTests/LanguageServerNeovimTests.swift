import Foundation
import Testing

/// `tablespec lsp` under Neovim's built-in LSP client, headless: `Support/nvim_lsp_check.lua`
/// opens a copy of a Sample with a misspelt table name, and the test reads back the diagnostics
/// Neovim holds, a hover, and a rename of a row id as Neovim applies it. Skipped, visibly, where Neovim is not installed; under `CI=true`
/// (`.ci/run` installs Debian's `neovim`) it runs and fails without it.
@Suite("tablespec lsp under Neovim")
struct LanguageServerNeovimTests {
    static let script = TestPaths.packageRoot.appendingPathComponent("Tests/TableSpecKitTests/Support/nvim_lsp_check.lua")
    static var nvim: URL? { PictureTools.find(["nvim"]) }
    static var availableOrCI: Bool { nvim != nil || TestEnvironment.isCI }

    @Test("Neovim attaches, shows the compiler's diagnostic and a hover, and renames a row id",
          .enabled(if: availableOrCI, "nvim is not installed (.ci/run installs Debian's neovim)"))
    func neovimSession() throws {
        let nvim = try #require(Self.nvim, "nvim is not installed (apt-get install neovim)")
        let folder = try SwiftToolchain.temporaryDirectory("lsp-nvim")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Account", "Privacy"] {
            try FileManager.default.copyItem(at: TestPaths.samples.appendingPathComponent("\(name).table.yaml"),
                                             to: folder.appendingPathComponent("\(name).table.yaml"))
        }
        let spec = folder.appendingPathComponent("Account.table.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "opens: Privacy", with: "opens: Privcy").write(to: spec, atomically: true, encoding: .utf8)
        let report = try LanguageServerDiagnosticsTests.validate(spec.path)
        #expect(!report.diagnostics.isEmpty)
        let lines = try String(contentsOf: spec, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let hoverLine = try #require(lines.firstIndex { $0.contains("opens: Privcy") })
        let hoverCharacter = try #require(lines[hoverLine].range(of: "opens")).lowerBound.utf16Offset(in: lines[hoverLine])

        let renameLine = try #require(lines.firstIndex { $0.hasSuffix("id: privacy") })
        let renameCharacter = try #require(lines[renameLine].range(of: "privacy")).lowerBound.utf16Offset(in: lines[renameLine])

        let result = folder.appendingPathComponent("result.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["TABLESPEC"] = TestPaths.tablespec.path
        environment["SPEC"] = spec.path
        environment["RESULT"] = result.path
        environment["HOVER_LINE"] = String(hoverLine)
        environment["HOVER_CHARACTER"] = String(hoverCharacter + 1)
        environment["RENAME_LINE"] = String(renameLine)
        environment["RENAME_CHARACTER"] = String(renameCharacter + 2)
        environment["NEW_NAME"] = "privacySettings"
        environment["HOME"] = folder.path
        environment["XDG_STATE_HOME"] = folder.path
        environment["XDG_DATA_HOME"] = folder.path
        let run = try runProcess(nvim, ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(Self.script.path)"],
                                 in: folder, stdin: Data(), environment: environment, timeout: 120)
        let output = (try? String(contentsOf: result, encoding: .utf8)) ?? ""
        #expect(run.status == 0, "nvim: \(run.stderr)")
        let written = output.split(separator: "\n").map(String.init)
        #expect(written.last == "done", "\(output)\n\(run.stderr)")
        #expect(!written.contains { $0.hasPrefix("error ") }, "\(output)")

        // What Neovim holds is what validate reports, at validate's places (the lines are ASCII).
        let diagnostics = written.filter { $0.hasPrefix("diagnostic ") }
        let expected = report.diagnostics.map { entry in
            "diagnostic \((entry.line ?? 1) - 1) \((entry.column ?? 1) - 1) \(entry.severity == "error" ? 1 : 2) \(entry.message)"
        }
        #expect(diagnostics == expected, "\(output)")
        #expect(diagnostics.first?.contains("cannot find the table 'Privcy'") == true)
        #expect(diagnostics.first?.hasSuffix("did you mean 'Privacy'?") == true)
        let hover = try #require(written.first { $0.hasPrefix("hover ") }, "\(output)")
        #expect(hover.contains("**`opens`**"))
        // The rename of the row id: one edit over the id, applied by Neovim to the buffer.
        let end = renameCharacter + "privacy".count
        #expect(written.filter { $0.hasPrefix("edit ") } == ["edit \(renameLine) \(renameCharacter) \(renameLine) \(end) privacySettings"], "\(output)")
        #expect(written.contains("line \(renameLine) \(lines[renameLine].replacingOccurrences(of: "privacy", with: "privacySettings"))"), "\(output)")
    }
}
