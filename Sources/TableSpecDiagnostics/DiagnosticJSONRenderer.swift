#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prints diagnostics as one JSON document, for editors and scripts that would rather not parse
/// text. Keys are sorted so the output is byte-identical from run to run.
public struct DiagnosticJSONRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let document = Document(
            diagnostics: diagnostics.map(Entry.init),
            errorCount: diagnostics.count { $0.severity == .error },
            warningCount: diagnostics.count { $0.severity == .warning }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain structs of strings and integers cannot fail; an empty document is the
        // honest fallback if Foundation ever disagrees.
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        var diagnostics: [Entry]
        var errorCount: Int
        var warningCount: Int
    }

    private struct Entry: Encodable {
        var severity: Diagnostic.Severity
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var endLine: Int?
        var endColumn: Int?
        var offset: Int?
        var notes: [Entry]

        init(_ diagnostic: Diagnostic) {
            self.init(severity: diagnostic.severity, message: diagnostic.message, location: diagnostic.location)
            notes = diagnostic.notes.map { Entry(severity: .note, message: $0.message, location: $0.location) }
        }

        init(severity: Diagnostic.Severity, message: String, location: SourceLocation?) {
            self.severity = severity
            self.message = message
            file = location?.file
            line = location?.range.start.line
            column = location?.range.start.column
            endLine = location?.range.end.line
            endColumn = location?.range.end.column
            offset = location?.range.start.offset
            notes = []
        }
    }
}
