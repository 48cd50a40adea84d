import Foundation
import Testing

/// Checks that each mistake in a list fails against a stub with its diagnostic, in a few compiles rather than one a
/// mistake: type-checking a SwiftUI screen takes seconds, and the lists hold over a hundred mistakes.
///
/// Mistakes whose texts do not overlap in the correct source are made together in one copy of it, and each must be
/// reported on the lines it changed. The compiler does not always report every error in company (one error can
/// hide another in the same expression or result builder, and some diagnostics land on another line, such as a
/// conformance's), so a mistake not reported on its lines is compiled alone and must fail with its diagnostic
/// anywhere, as when each mistake had a compile of its own.
enum StubMistakeBatches {
    /// Where each mistake's text is in `source`, which must hold it exactly once.
    static func ranges(of mistakes: [StubMistake], in source: String) throws -> [Range<String.Index>] {
        try mistakes.map { mistake in
            let found = source.ranges(of: mistake.original)
            try #require(found.count == 1, "expected exactly one \"\(mistake.original)\" in the correct source")
            return found[0]
        }
    }

    /// The mistakes in groups, each one copy of the source: at most one mistake in each top-level declaration, since
    /// the type checker stops looking at a body (a result builder's above all) after its first error there.
    static func groups(_ mistakes: [StubMistake], ranges: [Range<String.Index>], in source: String) -> [[Int]] {
        let declarations = ranges.map { declaration(at: $0.lowerBound, in: source) }
        var groups: [[Int]] = []
        for index in mistakes.indices {
            if let group = groups.firstIndex(where: { $0.allSatisfy { declarations[$0] != declarations[index] } }) {
                groups[group].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Where the top-level declaration holding `index` starts: the last line before it that starts at the margin
    /// (a type, an extension, a function, or an attribute above one), else the start of the source.
    static func declaration(at index: String.Index, in source: String) -> String.Index {
        var start = source.startIndex
        var lineStart = source.startIndex
        while lineStart < index {
            if let first = source[lineStart...].first, !first.isWhitespace, first != "}", first != "/", first != "#" {
                start = lineStart
            }
            guard let newline = source[lineStart...].firstIndex(of: "\n") else { break }
            lineStart = source.index(after: newline)
        }
        return start
    }

    /// The source with a group's mistakes made, and the lines (1-based, inclusive) each mistake's text is on.
    static func apply(_ group: [Int], of mistakes: [StubMistake], ranges: [Range<String.Index>], to source: String)
        -> (source: String, lines: [Int: ClosedRange<Int>]) {
        var text = ""
        var lines: [Int: ClosedRange<Int>] = [:]
        var cursor = source.startIndex
        var line = 1
        for index in group.sorted(by: { ranges[$0].lowerBound < ranges[$1].lowerBound }) {
            let before = source[cursor..<ranges[index].lowerBound]
            text += before
            line += before.count { $0 == "\n" }
            let replacement = mistakes[index].replacement
            let last = line + replacement.count { $0 == "\n" }
            lines[index] = line...last
            text += replacement
            line = last
            cursor = ranges[index].upperBound
        }
        text += source[cursor...]
        return (text, lines)
    }

    /// Whether `diagnostics` (compiler output) has an error or warning with `message` on one of `lines`.
    static func reports(_ diagnostics: String, _ message: String, on lines: ClosedRange<Int>) -> Bool {
        diagnostics.split(separator: "\n").contains { output in
            // `File.swift:12:5: error: …`
            let fields = output.split(separator: ":", maxSplits: 3)
            guard fields.count == 4, let line = Int(fields[1]), lines.contains(line) else { return false }
            return output.contains(message)
        }
    }

    /// Records an issue for each mistake that does not fail with its diagnostic; `typecheck` compiles one source.
    static func expectEachFails(_ mistakes: [StubMistake], in source: String,
                                typecheck: (String) throws -> (succeeded: Bool, diagnostics: String)) throws {
        let ranges = try ranges(of: mistakes, in: source)
        var alone: [Int] = []
        for group in groups(mistakes, ranges: ranges, in: source) {
            let (text, lines) = apply(group, of: mistakes, ranges: ranges, to: source)
            let result = try typecheck(text)
            #expect(!result.succeeded)
            alone += group.filter { !reports(result.diagnostics, mistakes[$0].diagnostic, on: lines[$0] ?? 0...0) }
        }
        for index in alone {
            let mistake = mistakes[index]
            let (text, _) = apply([index], of: mistakes, ranges: ranges, to: source)
            let result = try typecheck(text)
            #expect(!result.succeeded, "\(mistake.testDescription) compiles")
            #expect(result.diagnostics.contains(mistake.diagnostic), "\(mistake.testDescription): \(result.diagnostics)")
        }
    }
}
