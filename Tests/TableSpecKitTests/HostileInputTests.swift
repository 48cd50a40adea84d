import Foundation
import Testing

/// The hostile corpus, through the real binary. Each case is a file in `Fixtures/Hostile`, or,
/// when it is too large to commit, generated here into a temporary directory. Each one's
/// `.expected` file holds the exit status, standard error and standard output exactly (see
/// `GoldenFile` for updating them): a located diagnostic or a correct result, never a crash.
///
/// Each run must also stay within the limits for hostile input: under 256 MB of
/// resident memory and under one second of CPU time. These are generous bounds that catch a
/// runaway (a 50 MB scalar read in full, a quadratic scan, an alias bomb expanded), not a
/// benchmark: the debug binary does each case in a fraction of them. CPU time, not wall time,
/// so that tests running beside it cannot make it fail.
@Suite("Hostile input corpus through the binary")
struct HostileInputTests {
    static let directory = TestPaths.fixtures.appendingPathComponent("Hostile")

    /// Committed cases are previewed: the preview shows every text as the user wrote it, so a
    /// case that is accepted is also shown to mean the right thing.
    static func previewArguments(_ file: String) -> [String] { ["preview", "--width", "40", "--color", "never", file] }

    /// A case too large to commit: its bytes, and the command that reads it.
    struct GeneratedCase: Sendable {
        var bytes: @Sendable () -> [UInt8]
        var command: @Sendable (_ file: String) -> [String] = previewArguments
    }

    static let validSpec = "table: T\nsections:\n  - rows: [A]\n"
    static let megabyte = 1_048_576

    /// A table with one switch, `wifi`, for conditions to read.
    static let conditionSpec = "table: T\nsections:\n  - rows:\n      - { text: Wi-Fi, id: wifi, control: switch }\n"

    static let generated: [String: GeneratedCase] = [
        "generated-flow-nesting-100000": GeneratedCase {
            Array(("table: T\nsections: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n").utf8)
        },
        "generated-flow-mapping-nesting-100000": GeneratedCase {
            Array(("table: T\nsections: " + String(repeating: "{a: ", count: 100_000) + "b" + String(repeating: "}", count: 100_000) + "\n").utf8)
        },
        "generated-block-nesting-100000": GeneratedCase {
            Array(("table: T\nsections:\n" + String(repeating: "- ", count: 100_000) + "A\n").utf8)
        },
        "generated-scalar-50mb-plain": GeneratedCase {
            Array("table: T\nheader: ".utf8) + repeatedByte("x", 50 * megabyte) + Array("\nsections: []\n".utf8)
        },
        "generated-scalar-50mb-double-quoted": GeneratedCase {
            Array("table: T\nsections:\n  - rows:\n      - text: \"".utf8) + repeatedByte("y", 50 * megabyte) + Array("\"\n".utf8)
        },
        "generated-scalar-50mb-literal-block": GeneratedCase {
            Array(("table: T\nfooter: |\n" + String(repeating: "  " + String(repeating: "z", count: 1_000) + "\n", count: 50 * 1_024) + "sections: []\n").utf8)
        },
        "generated-scalar-at-limit": GeneratedCase(
            bytes: { Array(("table: T\nheader: " + String(repeating: "x", count: megabyte) + "\nsections:\n  - rows: [A]\n").utf8) },
            command: { ["validate", $0] }
        ),
        "generated-scalar-one-past-limit": GeneratedCase(
            bytes: { Array(("table: T\nheader: " + String(repeating: "x", count: megabyte + 1) + "\nsections:\n  - rows: [A]\n").utf8) },
            command: { ["validate", $0] }
        ),
        // Conditions: nesting past the parser's depth, a condition at the scalar limit, and a chain of
        // rows each hidden by the next, which the lock check walks without recursion.
        "generated-condition-nesting-10000": GeneratedCase {
            Array((conditionSpec + "      - { text: Deep, hidden: \"" + String(repeating: "(", count: 10_000) + "wifi" + String(repeating: ")", count: 10_000) + "\" }\n").utf8)
        },
        "generated-condition-negations-10000": GeneratedCase {
            Array((conditionSpec + "      - { text: Deep, hidden: \"" + String(repeating: "!", count: 10_000) + "wifi\" }\n").utf8)
        },
        "generated-condition-1mb": GeneratedCase {
            Array((conditionSpec + "      - { text: Long, hidden: \"" + String(repeating: "wifi && ", count: 131_071) + "wifi\" }\n").utf8)
        },
        "generated-pattern-1mb": GeneratedCase {
            Array(("table: T\nsections:\n  - rows:\n      - { text: Long, id: long, control: textField, validate: { pattern: \"" + String(repeating: "[a-z]", count: 209_000) + "\" } }\n").utf8)
        },
        "generated-pattern-backtracking": GeneratedCase {
            Array(("table: T\nsections:\n  - rows:\n      - { text: Slow, id: slow, control: textField, validate: { pattern: \"^((a|b)+c?)*$\" } }\n").utf8)
        },
        "generated-condition-chain-5000": GeneratedCase(
            bytes: {
                Array(("table: T\nsections:\n  - rows:\n" + (0..<5_000).map { "      - { text: R, id: r\($0), control: switch, hidden: r\(($0 + 1) % 5_000) }\n" }.joined()).utf8)
            },
            command: { ["validate", $0] }
        ),
        "generated-duplicate-keys-10000": GeneratedCase {
            Array((validSpec + String(repeating: "header: x\n", count: 10_001)).utf8)
        },
        "generated-long-line-comment-10mb": GeneratedCase {
            Array((validSpec + "# " + String(repeating: "c", count: 10 * megabyte) + "\n").utf8)
        },
        "generated-long-line-20000-rows": GeneratedCase(
            bytes: { Array(("table: T\nsections:\n  - rows: [" + Array(repeating: "Row", count: 20_000).joined(separator: ", ") + "]\n").utf8) },
            command: { ["validate", $0] }
        ),
    ]

    static var committedNames: [String] { GoldenFile.names(in: directory, suffix: ".table.yaml") }
    static var allNames: [String] { committedNames + generated.keys.sorted() }

    /// What a run printed and returned, in the form the `.expected` files hold.
    static func transcript(_ result: ProcessResult) -> String {
        "exit \(result.status)\n--- stderr\n\(result.stderr)--- stdout\n\(result.stdout)"
    }

    @Test("the corpus has at least 40 cases, and every case and only the cases have expected files")
    func corpus() {
        #expect(Self.allNames.count >= 40)
        #expect(Set(Self.committedNames).isDisjoint(with: Self.generated.keys))
        let expected = GoldenFile.names(in: Self.directory, suffix: ".expected")
        #expect(expected == Self.allNames.sorted())
    }

    @Test("exact output and exit status, under 256 MB and two CPU seconds", arguments: allNames)
    func hostile(name: String) throws {
        let file = name + ".table.yaml"
        var directory = Self.directory
        var arguments = Self.previewArguments(file)
        if let generated = Self.generated[name] {
            directory = try SwiftToolchain.temporaryDirectory("hostile")
            // Written from the array itself: these inputs run to 50 MB, and every copy the test
            // process holds counts in the peak memory of the processes it starts (an exec keeps
            // the starter's peak), which this test measures.
            let path = directory.appendingPathComponent(file).path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try generated.bytes().withUnsafeBytes { try handle.write(contentsOf: $0) }
            try handle.close()
            arguments = generated.command(file)
        }
        defer { if directory != Self.directory { try? FileManager.default.removeItem(at: directory) } }
        let run = try runTablespecMeasured(arguments, in: directory)
        let actual = Self.transcript(run.result)
        let expected = try GoldenFile.expected(at: Self.directory.appendingPathComponent(name + ".expected")) { actual }
        #expect(actual == expected, "\(name): \(actual.prefix(1_000))")
        #expect(run.result.status == 0 || run.result.status == 1, "\(name) must exit normally, with 0 or 1")
        #expect(run.maxResidentKiB < 256 * 1_024, "\(name) used \(run.maxResidentKiB / 1_024) MB")
        // A guard against blow-ups, not a race: the suite runs the debug build, on a shared machine, where the 10 MB
        // cases take about a second; anything quadratic in 10 to 50 MB takes minutes.
        #expect(run.cpuSeconds < 2, "\(name) took \(run.cpuSeconds) s of CPU")
    }
}

/// `count` copies of one ASCII character, made as bytes: no 50 MB `String` on the way.
private func repeatedByte(_ character: Unicode.Scalar, _ count: Int) -> [UInt8] {
    [UInt8](repeating: UInt8(ascii: character), count: count)
}
