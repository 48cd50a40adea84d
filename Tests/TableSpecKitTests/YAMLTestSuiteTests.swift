import Foundation
import Testing
@testable import TableSpecKit

/// The official YAML test suite (release data-2022-01-17) run through our YAML layer.
///
/// Valid cases must give the suite's events, and invalid ones an error with a place in the file,
/// except the cases pinned below. Both lists are compared exactly, so a case that starts or stops
/// matching (a libyaml upgrade, a change to the tree builder) fails the test until the list is
/// updated.
///
/// The data lives outside the repository; `YAMLTestSuiteData` says where it is looked for, and
/// the suite is skipped, with that reason shown, when it is absent outside CI.
@Suite("YAML test suite", .enabled(if: YAMLTestSuiteData.shouldRun, YAMLTestSuiteData.skipReason))
struct YAMLTestSuiteTests {
    /// Valid cases whose events differ from `test.event`, with why.
    static let knownDifferences: [(id: String, reason: String)] = [
        ("2JQS", "libyaml rejects empty implicit keys (`: a`)"),
        ("2LFX", "libyaml rejects reserved directives (`%FOO`) instead of ignoring them"),
        ("2SXE", "libyaml ends anchor and alias names at ':' (`&a:`)"),
        ("4ABK", "libyaml rejects ':' directly followed by ',' in a flow mapping"),
        ("4MUZ/00", "libyaml rejects a flow mapping ':' on the line after its key"),
        ("4MUZ/01", "libyaml rejects a flow mapping ':' on the line after its key"),
        ("4MUZ/02", "libyaml rejects a flow mapping ':' on the line after its key"),
        ("58MP", "libyaml rejects a plain scalar starting with ':' in flow (`:x`)"),
        ("5MUD", "libyaml rejects a flow mapping ':' on the line after its key"),
        ("5T43", "libyaml rejects an adjacent value starting with ':' after a quoted flow key"),
        ("652Z", "libyaml reads `?foo` in a flow mapping as an explicit key, not the scalar '?foo'"),
        ("6BCT", "libyaml rejects tabs as separation after block indicators"),
        ("6CA3", "libyaml rejects a tab before a top-level flow collection"),
        ("6LVF", "libyaml rejects reserved directives (`%FOO`) instead of ignoring them"),
        ("6M2F", "libyaml rejects an empty implicit key after an explicit entry (`: *a`)"),
        ("7Z25", "libyaml rejects a bare document after `...`"),
        ("8XYN", "libyaml rejects non-ASCII anchor names"),
        ("96NN/00", "libyaml rejects a tab after the indentation of block scalar content"),
        ("96NN/01", "libyaml rejects a tab after the indentation of block scalar content"),
        ("9SA2", "libyaml rejects multi-line double-quoted keys in flow mappings"),
        ("A2M4", "libyaml rejects tabs as separation after block indicators"),
        ("BEC7", "libyaml rejects `%YAML 1.3` instead of warning"),
        ("CFD4", "libyaml rejects empty implicit keys in single-pair flow sequences"),
        ("DBG4", "libyaml rejects plain scalars starting with ':' in flow (`::vector`)"),
        ("DK3J", "libyaml ends a top-level `--- >` scalar at its zero-indented first line"),
        ("DK95/00", "libyaml rejects a tab at the start of a plain scalar's continuation line"),
        ("DK95/03", "libyaml rejects a tab before the first key on a line"),
        ("DK95/04", "libyaml rejects a tab after a mapping value's line break"),
        ("FP8R", "libyaml ends a top-level `--- >` scalar at its zero-indented first line"),
        ("FRK4", "libyaml rejects ':' right after an explicit flow key (`? foo :,`)"),
        ("HM87/00", "libyaml rejects a plain scalar starting with ':' in flow (`[:x]`)"),
        ("HM87/01", "libyaml reads `[?x]` as a single-pair mapping, not the scalar '?x'"),
        ("HWV9", "libyaml reports an error for `...` with no document before it"),
        ("JEF9/02", "libyaml drops a trailing whitespace-only line from a `|+` scalar"),
        ("K3WX", "libyaml rejects a comment between a flow key and its ':'"),
        ("L24T/01", "libyaml drops the spaces of a trailing over-indented line in a literal"),
        ("M2N8/00", "libyaml rejects an empty key inside an explicit key (`- ? : x`)"),
        ("M7A3", "libyaml rejects a bare document after `...`"),
        ("MUS6/05", "libyaml rejects unknown directive names instead of ignoring them"),
        ("MUS6/06", "libyaml rejects unknown directive names instead of ignoring them"),
        ("NHX8", "libyaml rejects empty implicit keys (`:`)"),
        ("NJ66", "libyaml rejects multi-line plain keys in flow mappings"),
        ("NKF9", "libyaml rejects empty implicit keys (`: empty key`)"),
        ("Q5MG", "libyaml rejects a tab before a top-level flow collection"),
        ("QT73", "libyaml reports an error for `...` with no document before it"),
        ("R4YG", "libyaml rejects a tab after the indentation of block scalar content"),
        ("S3PD", "libyaml rejects empty implicit keys (`: # Both empty`)"),
        ("SM9W/01", "libyaml rejects the stream `:` (an empty implicit key)"),
        ("UKK6/00", "libyaml rejects an empty implicit key in a sequence entry (`- :`)"),
        ("UT92", "libyaml rejects multi-line plain keys in flow mappings"),
        ("VJP3/01", "libyaml rejects a flow mapping ':' on the line after its key"),
        ("W4TN", "libyaml reads zero-indented `--- |` content starting with '%' as a directive"),
        ("W5VH", "libyaml rejects anchor and alias names with characters such as ':' '@' '*'"),
        ("Y2GN", "libyaml ends an anchor name at ':' (`&an:chor`)"),
        ("Y79Y/001", "libyaml rejects a tab-only line in a block scalar"),
        ("Y79Y/010", "libyaml rejects a tab after a sequence indicator (`-\t-1`)"),
    ]

    /// Invalid cases that libyaml parses without an error.
    static let acceptedInvalidCases: [(id: String, reason: String)] = [
        ("9C9N", "libyaml does not check the indentation of flow sequence lines"),
        ("9HCY", "libyaml lets a directive follow a document without `...`"),
        ("9JBA", "libyaml accepts a comment with no space after `]`"),
        ("CVW2", "libyaml accepts a comment with no space after ','"),
        ("DK95/01", "libyaml accepts a tab as the indentation of a quoted scalar's continuation"),
        ("EB22", "libyaml lets a directive follow a document without `...`"),
        ("G5U8", "libyaml accepts plain `-` entries in a flow sequence"),
        ("MUS6/00", "libyaml accepts `#` with no space after a directive"),
        ("MUS6/01", "libyaml accepts a second %YAML directive after a bare `---`"),
        ("QB6E", "libyaml does not check the indentation of multi-line quoted scalars"),
        ("RHX7", "libyaml lets a directive follow a document without `...`"),
        ("S98Z", "libyaml accepts leading blank lines more indented than a block scalar's content"),
        ("SU5Z", "libyaml accepts a comment with no space after a quoted scalar"),
        ("X4QW", "libyaml accepts a comment with no space after a block scalar indicator"),
        ("Y79Y/003", "libyaml accepts a tab as the indentation of a flow sequence line"),
        ("YJV2", "libyaml accepts a plain `-` entry in a flow sequence"),
    ]

    struct Case {
        var id: String
        var directory: URL
        var isError: Bool

        func input() throws -> [UInt8] {
            Array(try Data(contentsOf: directory.appendingPathComponent("in.yaml")))
        }

        func expectedEvents() throws -> [String] {
            let text = try String(contentsOf: directory.appendingPathComponent("test.event"), encoding: .utf8)
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        }
    }

    /// Every case of the suite: `ID/` or, for cases with several inputs, `ID/NN/`.
    static func cases() throws -> [Case] {
        let files = FileManager.default
        func hasInput(_ directory: URL) -> Bool {
            files.fileExists(atPath: directory.appendingPathComponent("in.yaml").path)
        }
        func isError(_ directory: URL) -> Bool {
            files.fileExists(atPath: directory.appendingPathComponent("error").path)
        }
        // Only the four-character case IDs: `name/` and `tags/` hold links to the same cases.
        let suite = try YAMLTestSuiteData.location()
        let ids = try files.contentsOfDirectory(atPath: suite.path).filter { name in
            name.count == 4 && name.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
        }.sorted()
        var cases: [Case] = []
        for id in ids {
            let directory = suite.appendingPathComponent(id)
            if hasInput(directory) {
                cases.append(Case(id: id, directory: directory, isError: isError(directory)))
                continue
            }
            for sub in try files.contentsOfDirectory(atPath: directory.path).sorted() {
                let subdirectory = directory.appendingPathComponent(sub)
                if hasInput(subdirectory) {
                    cases.append(Case(id: "\(id)/\(sub)", directory: subdirectory, isError: isError(subdirectory)))
                }
            }
        }
        return cases
    }

    static func parse(_ testCase: Case) throws -> YAMLParseResult {
        YAMLParser.parse(try testCase.input(), file: "\(testCase.id)/in.yaml", limits: .anyStream)
    }

    @Test("the suite is there and complete")
    func suiteIsPresent() throws {
        let cases = try Self.cases()
        #expect(cases.count == 402)
        #expect(cases.count { $0.isError } == 94)
    }

    @Test("valid cases give the suite's events, except the known differences")
    func validCases() throws {
        var differing: Set<String> = []
        var valid = 0
        for testCase in try Self.cases() where !testCase.isError {
            valid += 1
            let result = try Self.parse(testCase)
            // An error counts as a difference even when the events before it match: libyaml
            // rejects `...` with no document (HWV9, QT73) only after the events are complete.
            if YAMLEventSerializer.events(result) != (try testCase.expectedEvents()) || result.diagnostics.hasErrors {
                differing.insert(testCase.id)
            }
        }
        #expect(valid == 308)

        let ids = Self.knownDifferences.map(\.id)
        #expect(ids == ids.sorted(), "knownDifferences must stay sorted")
        let known = Set(ids)
        #expect(known.count == ids.count, "knownDifferences lists a case twice")
        #expect(differing == known, """
            now differing: \(differing.subtracting(known).sorted())
            now matching: \(known.subtracting(differing).sorted())
            """)
    }

    @Test("invalid cases are rejected with a located error, except the ones libyaml accepts")
    func errorCases() throws {
        var accepted: Set<String> = []
        for testCase in try Self.cases() where testCase.isError {
            let result = try Self.parse(testCase)
            let located = result.diagnostics.diagnostics.contains { diagnostic in
                guard diagnostic.severity == .error, let location = diagnostic.location else { return false }
                return location.range.start.line >= 1 && location.range.start.column >= 1
            }
            if !located { accepted.insert(testCase.id) }
        }

        let ids = Self.acceptedInvalidCases.map(\.id)
        #expect(ids == ids.sorted(), "acceptedInvalidCases must stay sorted")
        let known = Set(ids)
        #expect(known.count == ids.count, "acceptedInvalidCases lists a case twice")
        #expect(accepted == known, """
            now accepted: \(accepted.subtracting(known).sorted())
            now rejected: \(known.subtracting(accepted).sorted())
            """)
    }
}
