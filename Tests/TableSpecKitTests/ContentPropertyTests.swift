import Foundation
import Testing
@testable import TableSpecKit

/// The platform-neutral `Content` of generated tables, run under thousands of seeded random
/// operations against a simple reference model.
///
/// `Support/ContentHarness` holds two specs (editable static sections with insert rows, exclusive
/// and inclusive checkmark lists, switch rows, section ids, a dynamic section without `items.id`,
/// and an editable dynamic section grouped by initial, laid out differently in each) and a harness:
/// a reference model written from the documented rules, and a driver that applies the same random
/// deletes, inserts, moves, drags, checkmarks, switches, updates by id and item replacements to
/// both, positions outside the table included. After every step it compares the rows of every
/// section, each operation's result, `targetPosition` against the move rule, and the identities:
/// as documented, unique, stable for a row unless a row with its key came, went or moved, and
/// reported by `changedRows(since:)` exactly when the row changed. The test generates the specs'
/// Swift with the library, compiles it with the harness into one executable, and runs it.
@Suite("Content properties")
struct ContentPropertyTests {
    static let harnessDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/ContentHarness")
    /// Ten seeds in the exhaustive run, three in the quick one: each seed is a new sequence over both specs.
    static let seedCount = TestEnvironment.isExhaustive ? 10 : 3
    static let seeds = "1-\(seedCount)"
    static let steps = 300
    static let specCount = 2

    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The harness, built once per test process (a static let is initialized once, thread-safely).
    static let harness = Result<URL, any Error> { try buildHarness() }

    /// Where the harness is built; removed when the test process exits.
    static let buildDirectory: URL = {
        atexit { try? FileManager.default.removeItem(at: ContentPropertyTests.buildDirectory) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-content-harness-\(UUID().uuidString)")
    }()

    static func buildHarness() throws -> URL {
        let directory = buildDirectory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: harnessDirectory.path).sorted()
        let specs = files.filter { $0.hasSuffix(".table.yaml") }
        guard specs.count == specCount else { throw BuildFailure(description: "expected \(specCount) specs in the harness, found \(specs)") }
        var sources = files.filter { $0.hasSuffix(".swift") }.map { harnessDirectory.appendingPathComponent($0) }
        for spec in specs {
            let compiled = FrontEnd().compile(path: harnessDirectory.appendingPathComponent(spec).path)
            guard let table = compiled.table else {
                throw BuildFailure(description: "\(spec) does not compile:\n\(DiagnosticTextRenderer().render(compiled.diagnostics.sorted))")
            }
            let url = directory.appendingPathComponent(table.name + ".swift")
            try UIKitOutputTarget().source(for: table, sourcePath: spec).write(to: url, atomically: false, encoding: .utf8)
            sources.append(url)
        }
        let executable = directory.appendingPathComponent("ContentHarness")
        let build = try SwiftToolchain.buildExecutable(sources, output: executable)
        guard build.status == 0 else { throw BuildFailure(description: "the harness does not compile:\n\(build.stderr.prefix(6_000))") }
        return executable
    }

    /// What a run printed; for a run that trapped, the last operations it logged (on stderr, before
    /// each one ran) and the runtime's error line, without the backtrace after them.
    static func report(_ run: ProcessResult) -> String {
        let lines = run.stderr.split(separator: "\n")
        let log = lines.filter { $0.contains(" seed ") && $0.contains(" step ") }.suffix(12)
        let fatal = lines.filter { $0.contains("Fatal error") || $0.contains("Crash") }.prefix(3)
        return "exit status \(run.status)\nstdout:\n\(run.stdout.prefix(4_000))\nlast operations logged:\n"
            + (log + fatal).joined(separator: "\n")
    }

    @Test("generated Content agrees with the reference model over seeded random sequences, and never traps")
    func agreesWithReference() throws {
        let harness = try Self.harness.get()
        let run = try SwiftToolchain.run(harness, ["--seeds", Self.seeds, "--steps", "\(Self.steps)"])
        guard run.status == 0 else {
            Issue.record("\(Self.report(run))")
            return
        }
        let lines = run.stdout.split(separator: "\n")
        let summary = try #require(lines.last, "\(Self.report(run))")
        let operations = Self.specCount * Self.seedCount * Self.steps
        #expect(summary.hasPrefix("checked \(operations) operations: \(Self.specCount) specs, \(Self.seedCount) seeds, \(Self.steps) steps each; no mismatch; "),
                "\(Self.report(run))")
        // The sequences reach the states the properties are about: a test that reached none of
        // them would pass without checking anything.
        let counts = summary.split(separator: ";").last.map { part in
            part.split(separator: ",").compactMap { Int($0.split(separator: " ").first ?? "") }
        } ?? []
        #expect(counts.count == 6, "\(summary)")
        #expect(counts.allSatisfy { $0 > 0 }, "some state was never reached: \(summary)")
    }

    @Test("a deliberately wrong reference model (one that keeps emptied groups) fails with a trace that reproduces it")
    func catchesWrongReference() throws {
        let harness = try Self.harness.get()
        let run = try SwiftToolchain.run(harness, ["--seeds", Self.seeds, "--steps", "\(Self.steps)", "--break", "keep-empty-groups"])
        #expect(run.status == 1, "\(Self.report(run))")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let mismatch = try #require(lines.first, "\(Self.report(run))")
        #expect(mismatch.hasPrefix("MISMATCH "), "\(Self.report(run))")
        #expect(mismatch.contains(" seed=") && mismatch.contains(" step=") && mismatch.contains(" op="), "\(mismatch)")
        #expect(mismatch.contains("sections"), "a kept group shows as a section too many: \(mismatch)")
        #expect(lines.contains { $0.hasPrefix("trace (") }, "\(Self.report(run))")
        #expect(!lines.contains { $0.hasPrefix("checked ") }, "no summary after a mismatch")

        // The printed command runs exactly the failing sequence again.
        let reproduce = try #require(lines.first { $0.hasPrefix("reproduce: ContentHarness ") })
        let arguments = reproduce.dropFirst("reproduce: ContentHarness ".count).split(separator: " ").map(String.init)
        let again = try SwiftToolchain.run(harness, arguments)
        #expect(again.status == 1)
        #expect(again.stdout.split(separator: "\n").first.map(String.init) == mismatch)
    }
}
