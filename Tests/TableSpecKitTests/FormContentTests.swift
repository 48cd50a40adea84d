import Foundation
import Testing
@testable import TableSpecKit

/// Form values and conditions in `TableContent`, run in a process of their own on Linux with the
/// runtime linked as an app links it.
///
/// `Support/FormHarness` is a settings form written as generated code writes a table: switches that
/// hide rows (`!wifi`), a number and a text that hide rows by comparison, a row hidden by two
/// switches, a section hidden by a switch with a row inside hidden by another, and a row disabled by
/// a number. Its driver makes seeded random value changes (every kind, wrong kinds and removals
/// included), switch flips by id and by position (positions outside the table too), deletes, moves
/// and updates by id, and after every step checks that no shown row or section has a condition that
/// holds, that the values are exactly those set, that every switch shows its value, that `disabled`
/// follows its condition and `disabledChanges(since:)` names exactly the rows it changed, that identities stay unique, that no row shows twice or comes back deleted,
/// and that, until the first move, rows keep the spec's order. At the end of each seed it shows
/// everything and checks that every row not deleted is back: nothing hidden is lost.
@Suite("Form content")
struct FormContentTests {
    @Test("hiding and showing by values keeps positions, order and values over seeded random changes, and never traps")
    func conditionsHold() throws {
        let directory = try SwiftToolchain.temporaryDirectory("form-harness")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = ContentPropertyTests.harnessDirectory.deletingLastPathComponent().appendingPathComponent("FormHarness/main.swift")
        let executable = directory.appendingPathComponent("FormHarness")
        // The content harness's seeded generator, shared.
        let generator = ContentPropertyTests.harnessDirectory.appendingPathComponent("SeededGenerator.swift")
        let build = try SwiftToolchain.buildExecutable([source, generator], output: executable)
        try #require(build.status == 0, "\(build.stderr.prefix(4_000))")
        let run = try SwiftToolchain.run(executable, ["--seeds", "1-20", "--steps", "400"])
        #expect(run.status == 0, "\(run.stdout.prefix(4_000))\(run.stderr.prefix(2_000))")
        let summary = try #require(run.stdout.split(separator: "\n").last.map(String.init))
        #expect(summary.hasPrefix("checked 8000 operations over 20 seeds; "), "\(summary)")
        // The sequences hide rows, show them again and change rows while hidden: a run that did none of
        // these would check nothing.
        let counts = summary.split(separator: ";").last?.split(separator: ",").compactMap { Int($0.split(separator: " ").first ?? "") } ?? []
        #expect(counts.count == 4 && counts.allSatisfy { $0 > 0 }, "\(summary)")
    }
}
