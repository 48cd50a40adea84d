import Foundation
import Testing
import TableSpecKit

/// The resolved table of a spec written in a test, through the real front end. The spec must compile
/// without errors: when it does not, the test fails with the diagnostics as the CLI prints them.
func compiledTable(_ text: String, file: String = "T.table.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedTable {
    try required(FrontEnd().compile(Array(text.utf8), file: file), sourceLocation: sourceLocation)
}

/// `compiledTable` for a spec on disk: a Sample by name (`compiledSpec(TestPaths.sample("Settings"))`), or a fixture.
func compiledSpec(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedTable {
    try required(FrontEnd().compile(path: path), sourceLocation: sourceLocation)
}

private func required(_ result: FrontEndResult, sourceLocation: Testing.SourceLocation) throws -> ResolvedTable {
    let diagnostics = DiagnosticTextRenderer().render(result.diagnostics.sorted)
    #expect(!result.diagnostics.hasErrors, "\(diagnostics)", sourceLocation: sourceLocation)
    return try #require(result.table, "\(diagnostics)", sourceLocation: sourceLocation)
}
