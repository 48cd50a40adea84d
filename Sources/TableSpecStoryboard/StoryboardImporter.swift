import TableSpecDiagnostics
import TableSpecXML
import TableSpecSpecText

/// `tablespec import`'s stages: bytes → XML elements with positions (libxml2) → the storyboard's
/// scenes, table views and cells → specs and their text.
public enum StoryboardImporter {
    /// One spec the storyboard gives, ready to write.
    public typealias ImportedFile = ImportedSpecFile

    public struct Result: Sendable {
        public var files: [ImportedFile]
        /// Warnings for what could not be carried over, in the storyboard's order.
        public var diagnostics: [Diagnostic]
    }

    /// The specs of every table view in the storyboard, or the error that stopped the reading.
    public static func importStoryboard(_ bytes: [UInt8], file: String, limits: XMLLimits = XMLLimits()) -> Swift.Result<Result, Diagnostic> {
        let root: XMLElement
        switch XMLDocumentReader(limits: limits, file: file, kind: .storyboard).read(bytes) {
        case .success(let element): root = element
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let document: StoryboardDocument
        var reader = StoryboardReader(file: file)
        switch reader.read(root) {
        case .success(let read): document = read
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        guard document.scenes.contains(where: { !$0.tableViews.isEmpty }) else {
            return .failure(.error("the storyboard has no table view to import", at: SourceLocation(file: file, range: root.range)))
        }
        var translation = SpecTranslation(file: file)
        let specs = translation.specs(from: document)
        if let error = translation.errors.first { return .failure(error) }
        let files = specs.map { spec, range, rows in
            let summary =
                spec.isPrototypeTable
                ? "\(spec.prototypes.count) prototype\(spec.prototypes.count == 1 ? "" : "s"), no rows"
                : "\(spec.sections.count) section\(spec.sections.count == 1 ? "" : "s"), \(rows) row\(rows == 1 ? "" : "s")"
            return ImportedFile(
                table: spec.table, text: SpecWriter.text(of: spec), location: SourceLocation(file: file, range: range), summary: summary)
        }
        let ordered = translation.warnings.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.location?.range.start ?? .start, rhs.element.location?.range.start ?? .start)
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
        return .success(Result(files: files, diagnostics: ordered))
    }
}
