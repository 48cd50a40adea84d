import Foundation
import Testing

/// `Fuzz/run` for 20 seconds from an empty corpus: the fuzz target builds with its coverage
/// instrumentation, finds new inputs, and nothing crashes. Long runs are recorded in Docs/Reliability.md;
/// this keeps the script and the target from silently running blind again. It builds a second,
/// sanitized package, so it runs where `CI=true` or when `TABLESPEC_FUZZ=1` asks for it.
@Suite("Fuzzing")
struct FuzzSmokeTests {
    static var enabled: Bool {
        TestEnvironment.isCI || ProcessInfo.processInfo.environment["TABLESPEC_FUZZ"] == "1"
    }

    /// The figures of the script's last line.
    struct Summary {
        var executions = 0, coverage = 0, features = 0, corpusBefore = -1, corpusAfter = -1, findings = -1

        init?(_ output: String) {
            guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("fuzz summary: ") }) else { return nil }
            for field in line.dropFirst("fuzz summary: ".count).split(separator: " ") {
                let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return nil }
                switch parts[0] {
                case "executions": executions = Int(parts[1]) ?? 0
                case "coverage": coverage = Int(parts[1]) ?? 0
                case "features": features = Int(parts[1]) ?? 0
                case "findings": findings = Int(parts[1]) ?? -1
                case "corpus":
                    let counts = parts[1].components(separatedBy: "->").compactMap { Int($0) }
                    guard counts.count == 2 else { return nil }
                    (corpusBefore, corpusAfter) = (counts[0], counts[1])
                default: return nil
                }
            }
        }
    }

    @Test("Fuzz/run 20 from an empty corpus grows it, covers the front end and finds nothing",
          .enabled(if: enabled, "builds a sanitized fuzz target; runs under CI=true or TABLESPEC_FUZZ=1"))
    func shortRun() throws {
        let work = try SwiftToolchain.temporaryDirectory("fuzz")
        defer { try? FileManager.default.removeItem(at: work) }
        var environment = ProcessInfo.processInfo.environment
        environment["JOBS"] = "1"
        // A debug build: what the smoke run checks (coverage counters, AddressSanitizer, a growing corpus, no
        // findings) holds for it too, and it takes a third of the release build's CPU time.
        environment["FUZZ_CONFIG"] = "debug"
        environment["FUZZ_WORK"] = work.path
        let script = TestPaths.packageRoot.appendingPathComponent("Fuzz/run")
        let run = try runProcess(URL(fileURLWithPath: "/bin/bash"), [script.path, "20"], environment: environment, timeout: 1200)
        let output = run.stdout + run.stderr
        #expect(run.status == 0, "\(output.suffix(3_000))")
        let summary = try #require(Summary(run.stdout), "no summary line in:\n\(output.suffix(3_000))")
        #expect(summary.corpusBefore == 0)
        #expect(summary.corpusAfter > 50, "the corpus did not grow: \(output.suffix(2_000))")
        // An uninstrumented target reports a coverage of a few dozen edges at most; the front
        // end has thousands.
        #expect(summary.coverage > 1_000, "\(output.suffix(2_000))")
        #expect(summary.executions > 1_000)
        #expect(summary.findings == 0, "\(output.suffix(3_000))")
        let artifacts = try FileManager.default.contentsOfDirectory(atPath: work.path)
            .filter { $0.hasPrefix("crash-") || $0.hasPrefix("leak-") || $0.hasPrefix("timeout-") || $0.hasPrefix("oom-") }
        #expect(artifacts.isEmpty, "\(artifacts)")
    }
}
