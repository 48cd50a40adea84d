import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecLayout
import TableSpecModel
import TableSpecOutput
import TableSpecPictureLayout
import TableSpecPicturePreview
import TableSpecSwiftCore
import TableSpecTextPreview
import TableSpecUIKit

/// Front end, content and a preview format for `tablespec preview`.
public struct PreviewPipeline: Sendable {
    public var frontEnd: FrontEnd
    public var format: any PreviewFormat

    public init(frontEnd: FrontEnd = FrontEnd(), format: any PreviewFormat = TextPreviewFormat()) {
        self.frontEnd = frontEnd
        self.format = format
    }

    /// The preview, or nil when the spec (or the data file) has errors; diagnostics either way.
    public func preview(path: String, request: PreviewRequest) -> (text: String?, diagnostics: DiagnosticBag) {
        let result = frontEnd.compile(path: path)
        var diagnostics = result.diagnostics
        guard let table = result.table else { return (nil, diagnostics) }
        var items: [Int: ResolvedSample] = [:]
        if let dataPath = request.dataPath {
            let loaded = frontEnd.loadItems(path: dataPath, for: table)
            diagnostics.append(contentsOf: loaded.diagnostics)
            guard let found = loaded.items else { return (nil, diagnostics) }
            items = found
        }
        switch format.render(table, content: TableContent(table, items: items), request: request) {
        case .success(let text):
            return (text, diagnostics)
        case .failure(let problem):
            diagnostics.append(problem)
            return (nil, diagnostics)
        }
    }
}
