import TableSpecDiagnostics
import TableSpecFrontEnd

/// Checks one open document with the front end `tablespec validate` runs, and turns what it
/// reports into LSP diagnostics, grouped by the document each belongs in.
///
/// The other open documents' texts stand in for their files on disk, so an `opens` sees the table
/// name the user sees in another tab. A diagnostic about another file (a sample file, say) is
/// published under that file's URI; notes go into `relatedInformation`, wherever they point.
struct DocumentChecker {
    let limits: YAMLLimits

    /// The diagnostics of checking `document`, by URI; the document's own URI is always a key.
    func check(_ document: OpenDocument, among documents: OpenDocuments) -> [String: [LSPDiagnostic]] {
        let file = document.path ?? "-"
        var diagnostics: [Diagnostic]
        if document.text.count > limits.maxInputBytes {
            diagnostics = [SourceFile.tooLarge(file, size: document.text.count, limit: limits.maxInputBytes)]
        } else {
            var directory = TableDirectory()
            directory.edited = documents.editedTexts
            let frontEnd = FrontEnd(limits: limits, tables: directory)
            diagnostics = frontEnd.compile(document.text, file: file).diagnostics.sorted
        }
        var texts = TextCache(limits: limits, documents: documents)
        texts.maps[file] = PositionMap(document.text)
        let ownLocation = Location(uri: document.uri, range: Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))

        func location(_ source: SourceLocation?) -> Location {
            guard let source else { return ownLocation }
            if source.file == file { return Location(uri: document.uri, range: texts.range(of: source.range, in: file)) }
            guard source.file.hasPrefix("/") else { return ownLocation }
            let uri = documents.document(atPath: source.file)?.uri ?? DocumentURI.uri(ofPath: source.file)
            return Location(uri: uri, range: texts.range(of: source.range, in: source.file))
        }

        var byURI: [String: [LSPDiagnostic]] = [document.uri: []]
        for diagnostic in diagnostics {
            let place = location(diagnostic.location)
            let related = diagnostic.notes.map {
                DiagnosticRelatedInformation(
                    location: $0.location == nil ? place : location($0.location), message: ControlCharacters.escaped($0.message))
            }
            let converted = LSPDiagnostic(
                range: place.range, severity: diagnostic.severity.lspSeverity, source: "tablespec",
                message: ControlCharacters.escaped(diagnostic.message), relatedInformation: related.isEmpty ? nil : related)
            byURI[place.uri, default: []].append(converted)
        }
        return byURI
    }
}

/// The texts positions are converted in: the open documents', else the file on disk, read once
/// per check within the input limit.
private struct TextCache {
    let limits: YAMLLimits
    let documents: OpenDocuments
    var maps: [String: PositionMap?] = [:]

    mutating func range(of range: SourceRange, in file: String) -> Range {
        guard let map = map(of: file) else {
            // Unreadable: the front end's line and column, taken as they are.
            func naive(_ position: SourcePosition) -> Position {
                Position(line: max(position.line - 1, 0), character: max(position.column - 1, 0))
            }
            return Range(start: naive(range.start), end: max(naive(range.start), naive(range.end)))
        }
        return map.range(of: range)
    }

    private mutating func map(of file: String) -> PositionMap? {
        if let known = maps[file] { return known }
        var found: PositionMap?
        if let open = documents.document(atPath: file) {
            found = PositionMap(open.text)
        } else if file.hasPrefix("/"), case .success(let bytes) = SourceFile.read(file, limit: limits.maxInputBytes) {
            found = PositionMap(bytes)
        }
        maps[file] = found
        return found
    }
}

extension Diagnostic.Severity {
    var lspSeverity: Int {
        switch self {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
