import Foundation
import Testing

/// The real binary's output depends on the specs alone, and a failed generate leaves what was
/// there before. `GeneratedCodeTests` already covers a second run leaving modification times
/// alone and an invalid spec leaving the output as it was; this adds many runs in shuffled
/// orders, directories, time zones and locales, and an output write that truly fails.
@Suite("Determinism and safe writes through the binary")
struct DeterminismTests {
    static let environments: [[String: String]] = [
        ["TZ": "UTC", "LANG": "C"], ["TZ": "Asia/Kathmandu", "LANG": "ja_JP.UTF-8"], ["TZ": "America/St_Johns", "LANG": "tr_TR.UTF-8"],
        ["TZ": "Pacific/Chatham", "LANG": "ar_SA.UTF-8", "LC_ALL": "de_DE.UTF-8"],
    ]

    /// A deterministic shuffle, so a failure can be reproduced: a small linear congruential
    /// generator seeded by the run number.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// 20 runs in the exhaustive run, 6 in the quick one.
    static let runCount = TestEnvironment.isExhaustive ? 20 : 6

    @Test("runs of generate and preview (20 in the exhaustive run) over every Sample, shuffled, from different directories, time zones and locales, give identical bytes")
    func twentyRuns() async throws {
        let specs = TestPaths.sampleSpecs()
        let root = try SwiftToolchain.temporaryDirectory("determinism")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let directories = [TestPaths.packageRoot, TestPaths.samples, root, nested]

        // Each run: generate into its own directory, and preview one spec chosen by the run.
        let runs = try await withThrowingTaskGroup(of: (Int, [String: Data], String).self) { group in
            for run in 0..<Self.runCount {
                group.addTask {
                    var random = SeededGenerator(state: UInt64(run) + 1)
                    let directory = directories[run % directories.count]
                    let output = root.appendingPathComponent("out-\(run)")
                    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                    let arguments = specs.map(\.path).shuffled(using: &random)
                    let environment = Self.environments[run % Self.environments.count]
                    let generate = try runTablespec(["generate", "-o", output.path] + arguments, in: directory, environment: environment)
                    #expect(generate.status == 0, "\(generate.stderr)")
                    var files: [String: Data] = [:]
                    for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                        files[name] = try Data(contentsOf: output.appendingPathComponent(name))
                    }
                    var previews = ""
                    for spec in specs.shuffled(using: &random).prefix(2).sorted(by: { $0.path < $1.path }) {
                        // --unicode: under LANG=C the frames are ASCII by design; all else must not vary.
                        let preview = try runTablespec(["preview", "--unicode", "--width", "50", spec.path], in: directory, environment: environment)
                        #expect(preview.status == 0)
                        previews += preview.stdout
                    }
                    return (run, files, previews)
                }
            }
            var all: [(Int, [String: Data], String)] = []
            for try await run in group { all.append(run) }
            return all.sorted { $0.0 < $1.0 }
        }
        let first = try #require(runs.first)
        // One Swift file per spec, and the localized sample's String Catalog.
        #expect(first.1.count == specs.count + 1)
        for run in runs.dropFirst() {
            #expect(run.1 == first.1, "run \(run.0) generated different files")
        }
        // Previews are of different specs per run; the same spec must always look the same.
        var seen: [String: String] = [:]
        for spec in specs {
            let preview = try runTablespec(["preview", "--unicode", "--width", "50", spec.path], in: TestPaths.packageRoot, environment: Self.environments[1])
            seen[spec.path] = preview.stdout
        }
        for run in runs {
            var random = SeededGenerator(state: UInt64(run.0) + 1)
            _ = specs.map(\.path).shuffled(using: &random)
            let chosen = specs.shuffled(using: &random).prefix(2).sorted(by: { $0.path < $1.path })
            #expect(run.2 == chosen.map { seen[$0.path] ?? "" }.joined(), "run \(run.0) previewed differently")
        }
    }

    /// The spec of `table` with `rows` rows.
    static func spec(rows: Int) -> String {
        "table: Big\nsections:\n  - rows:\n" + (0..<rows).map { "      - Row \($0)\n" }.joined()
    }

    @Test("a generate whose write fails (the kernel refuses it) leaves the previous output byte-identical and no temporary file")
    func failedWrite() throws {
        // Tests run as root, so a read-only directory would not stop the write. A file-size
        // limit does: with RLIMIT_FSIZE at 1 KiB and SIGXFSZ ignored, the kernel fails any
        // write past 1 KiB with EFBIG, for root too, exactly as a full disk fails a write.
        let directory = try SwiftToolchain.temporaryDirectory("write-error")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Big.table.yaml")
        try Self.spec(rows: 3).write(to: spec, atomically: false, encoding: .utf8)
        #expect(try runTablespec(["generate", "Big.table.yaml", "-o", "."], in: directory).status == 0)
        let output = directory.appendingPathComponent("Big.swift")
        let before = try Data(contentsOf: output)
        try Self.spec(rows: 50).write(to: spec, atomically: false, encoding: .utf8)
        let limited = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", #"trap '' XFSZ; ulimit -f 2; exec "$0" "$@""#, TestPaths.tablespec.path, "generate", "Big.table.yaml", "-o", "."],
                                     in: directory, environment: ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(limited.status == 1)
        #expect(limited.stderr.hasPrefix("error: cannot write Big.swift: "), "\(limited.stderr)")
        #expect(try Data(contentsOf: output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Big.swift", "Big.table.yaml"])

        // Without the limit the same command succeeds: the limit, not the spec, made it fail.
        #expect(try runTablespec(["generate", "Big.table.yaml", "-o", "."], in: directory).status == 0)
        #expect(try Data(contentsOf: output) != before)
    }

    @Test("a generate into directories that do not exist yet creates them, as a clean checkout's build needs")
    func outputDirectoryIsCreated() throws {
        let directory = try SwiftToolchain.temporaryDirectory("new-output")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.spec(rows: 3).write(to: directory.appendingPathComponent("Big.table.yaml"), atomically: false, encoding: .utf8)
        let result = try runTablespec(["generate", "Big.table.yaml", "-o", "build/gen/"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: directory.appendingPathComponent("build/gen/Big.swift"), encoding: .utf8)
        #expect(written.contains("Big"))
        try "a file".write(to: directory.appendingPathComponent("taken"), atomically: false, encoding: .utf8)
        let blocked = try runTablespec(["generate", "Big.table.yaml", "-o", "taken"], in: directory)
        #expect(blocked.status == 1)
        #expect(blocked.stderr == "error: cannot create the output directory taken: a file of that name is in the way\n", "\(blocked.stderr)")
    }

    @Test("a generate whose output directory is under a regular file fails cleanly and writes nothing")
    func outputUnderAFile() throws {
        let directory = try SwiftToolchain.temporaryDirectory("not-a-directory")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.spec(rows: 3).write(to: directory.appendingPathComponent("Big.table.yaml"), atomically: false, encoding: .utf8)
        try "a file".write(to: directory.appendingPathComponent("file"), atomically: false, encoding: .utf8)
        let result = try runTablespec(["generate", "Big.table.yaml", "-o", "file/out"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot create the output directory file/out: Not a directory\n", "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Big.table.yaml", "file"])
        #expect(try String(contentsOf: directory.appendingPathComponent("file"), encoding: .utf8) == "a file")
    }
}
