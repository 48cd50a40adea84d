import Foundation
import Testing

/// `Benchmarks/run --quick` end to end: it builds the benchmark package (debug), runs every group
/// of figures at tiny sizes and prints both tables. Its figures mean nothing at these sizes; the
/// test keeps the harness from rotting. It builds a second package with its own copy of the tool
/// (about four minutes of CPU on two cores), so it is one of the exhaustive checks: it runs under
/// `CI=true`, and when `TABLESPEC_BENCHMARKS=1` asks for it (whenever `Benchmarks/` changes, and
/// before a benchmark run is recorded).
@Suite("Benchmark harness")
struct BenchmarkHarnessTests {
    static var enabled: Bool {
        TestEnvironment.isExhaustive || ProcessInfo.processInfo.environment["TABLESPEC_BENCHMARKS"] == "1"
    }

    @Test("Benchmarks/run --quick prints every figure and target",
          .enabled(if: enabled, "builds the benchmark package; runs under CI=true, TABLESPEC_EXHAUSTIVE=1 or TABLESPEC_BENCHMARKS=1"))
    func quickRun() throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Benchmarks/run")
        let scratch = TestPaths.packageRoot.appendingPathComponent(".build-bench-quick")
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "--quick", "--scratch-path", scratch.path], timeout: 1200)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Every target of issue 6 (and issue 20's 7, the HTML preview) has a row, and every row carries a measured number.
        let targets = lines.filter { $0.hasPrefix("| ") && $0.contains(". ") && ($0.hasSuffix("| yes |") || $0.hasSuffix("| **no** |")) }
        for number in 1...7 {
            #expect(targets.contains { $0.hasPrefix("| \(number). ") }, "no row for target \(number) in:\n\(result.stdout)")
        }
        for row in targets {
            let measured = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }[1]
            #expect(Double(measured.prefix { $0.isNumber || $0 == "." }) != nil, "no figure in \(row)")
        }
        // The figures table names its baselines: the libyaml walk, Yams, hello world, the small viewport.
        for baseline in ["libyaml event walk", "Swift hello world", "swiftc -O hello world", "same viewport", "preview --format text, the same"] {
            #expect(result.stdout.contains(baseline), "no \(baseline) figure")
        }
        #expect(result.stdout.contains("Yams decode"))
        // Target 1 is judged on instructions (callgrind), the CPU ratios are figures for the record.
        #expect(targets.contains { $0.hasPrefix("| 1. validate / walk instructions per row, static") }, "\(result.stdout)")
        #expect(result.stdout.contains("validate CPU time"))
    }
}
