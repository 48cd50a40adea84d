import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput
import TableSpecPictureLayout
import TableSpecPicturePreview
import TableSpecSwiftCore
import TableSpecTextPreview
import TableSpecUIKit

/// A preview's outcome: the drawing, or why there is none.
public struct PreviewResult: Sendable {
    /// Nil when the spec, a data file or the request has errors.
    public var text: String?
    /// The spec's and the data files' diagnostics.
    public var diagnostics: DiagnosticBag
    /// An option that names a row, section or value the table does not have (`--scroll-to`,
    /// `--reveal`, `--menu`, `--open`, `--set`, `--scope`, `--expand`, `--collapse`), or asks for
    /// what the spec did not give it (`--search` without a search field, `--refreshing` without
    /// `refreshable`): the command line's mistake, not the spec's, which the command reports as a
    /// usage error.
    public var misuse: Diagnostic?

    /// The drawing and every problem in one bag, for a caller that shows them together (`--watch`).
    public var drawing: (text: String?, diagnostics: DiagnosticBag) {
        var all = diagnostics
        if let misuse { all.append(misuse) }
        return (text, all)
    }
}

/// Front end, content and a preview format for `tablespec preview`.
public struct PreviewPipeline: Sendable {
    public var frontEnd: FrontEnd
    public var format: any PreviewFormat

    public init(frontEnd: FrontEnd = FrontEnd(), format: any PreviewFormat = TextPreviewFormat()) {
        self.frontEnd = frontEnd
        self.format = format
    }

    /// The preview, or nil when the spec, the data file or the request has errors; diagnostics either way.
    public func preview(path: String, request: PreviewRequest) -> PreviewResult {
        let result = frontEnd.compile(path: path)
        var diagnostics = result.diagnostics
        func failed(misuse: Diagnostic? = nil) -> PreviewResult { PreviewResult(text: nil, diagnostics: diagnostics, misuse: misuse) }
        guard var table = result.table else { return failed() }
        var request = request
        if let row = request.open {
            let opened = open(row, from: table)
            if let misuse = opened.misuse { return failed(misuse: misuse) }
            diagnostics.append(contentsOf: opened.diagnostics)
            guard let found = opened.table else { return failed() }
            table = found
            request.navigationBar = opened.bar
        }
        var items: [Int: ResolvedSample] = [:]
        var values = table.declaredValues
        if let dataPath = request.dataPath {
            // A table with a dynamic section reads its items from the file; a form, its values.
            let hasItems = table.sections.contains { if case .items = $0.content { true } else { false } }
            if hasItems || values.isEmpty {
                let loaded = frontEnd.loadItems(path: dataPath, for: table)
                diagnostics.append(contentsOf: loaded.diagnostics)
                guard let found = loaded.items else { return failed() }
                items = found
            } else {
                let loaded = frontEnd.loadValues(path: dataPath, for: table)
                diagnostics.append(contentsOf: loaded.diagnostics)
                guard let found = loaded.values else { return failed() }
                values.merge(found) { _, given in given }
            }
        }
        for (id, text) in request.values {
            switch Self.value(text, for: id, in: values) {
            case .success(let value): values[id] = value
            case .failure(let problem): return failed(misuse: problem)
            }
        }
        if let problem = request.unsupportedScreenOption(in: table) { return failed(misuse: problem) }
        var content = TableContent(table, items: items, values: values, search: request.tableSearch(in: table))
        switch request.folding(content) {
        case .success(let folded): content = folded
        case .failure(let problem): return failed(misuse: problem)
        }
        if request.dropsRows { content = content.withoutRows(table) }
        if let problem = request.unresolvedName(in: content) { return failed(misuse: problem) }
        switch format.render(table, content: content, request: request) {
        case .success(let text):
            return PreviewResult(text: text, diagnostics: diagnostics)
        case .failure(let problem):
            diagnostics.append(problem)
            return failed()
        }
    }

    /// `--set ID=VALUE`: the value for a row that holds one, read as its kind (a switch's `true` or
    /// `false`); anything else is an error that names what the row takes, or the ids that hold values.
    static func value(_ text: String, for id: String, in values: [String: ConditionValue]) -> Result<ConditionValue, Diagnostic> {
        let escaped = ControlCharacters.escaped(id)
        guard let current = values[id] else {
            return .failure(
                .error("--set \(escaped): no row with a value has that id\(NearestName.hint(for: id, among: values.keys.sorted()))", at: nil))
        }
        switch current {
        case .bool:
            switch text {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default:
                return .failure(.error("--set \(escaped)=\(ControlCharacters.escaped(text)): '\(escaped)' is a switch; give true or false", at: nil))
            }
        case .int, .double:
            guard let number = Double(text), number.isFinite else {
                return .failure(.error("--set \(escaped)=\(ControlCharacters.escaped(text)): '\(escaped)' takes a number", at: nil))
            }
            return .success(number.rounded() == number && abs(number) < 1e15 ? .int(Int(number)) : .double(number))
        case .text:
            return .success(.text(text))
        }
    }

    /// `--open ROW`: the table the row with that id (or a dynamic section's prototype of that
    /// name) opens, compiled from its own spec, and the navigation bar it is shown under: the
    /// back button titled as this table, and the title the generated code gives it, the row's
    /// text or else the opened table's own title.
    func open(_ name: String, from table: ResolvedTable)
        -> (table: ResolvedTable?, bar: PreviewRequest.NavigationBar?, diagnostics: DiagnosticBag, misuse: Diagnostic?, files: [String])
    {
        var diagnostics = DiagnosticBag()
        // Every name `--open` takes, and those of rows and prototypes that open a table, for the hints.
        var opens: String?, text: String?, known: [String] = [], opening: [String] = []
        var found = false
        for section in table.sections {
            switch section.content {
            case .rows(let rows):
                for row in rows {
                    if let id = row.id {
                        known.append(id)
                        if row.opens != nil { opening.append(id) }
                    }
                    if row.id == name, !found { (found, opens, text) = (true, row.opens, row.text) }
                }
            case .items(let items):
                known.append(items.prototype.name)
                if items.prototype.opens != nil { opening.append(items.prototype.name) }
                if items.prototype.name == name, !found { (found, opens) = (true, items.prototype.opens) }
            }
        }
        let escaped = ControlCharacters.escaped(name)
        guard found else {
            let misuse = Diagnostic.error(
                "--open \(escaped): the table has no row with that id, and no prototype of that name\(NearestName.hint(for: name, among: known))",
                at: nil)
            return (nil, nil, diagnostics, misuse, [])
        }
        guard let opens else {
            let misuse = Diagnostic.error(
                "--open \(escaped): the row opens no table; only a row with 'opens' can be opened\(NearestName.hint(for: name, among: opening))",
                at: nil)
            return (nil, nil, diagnostics, misuse, [])
        }
        let bar = { (opened: ResolvedTable) in PreviewRequest.NavigationBar(backTitle: table.title, title: text ?? opened.title) }
        if opens == table.name { return (table, bar(table), diagnostics, nil, []) }
        guard let file = frontEnd.file(ofTable: opens, openedFrom: table) else {
            diagnostics.append(.error("--open \(escaped): cannot find the table '\(opens)' the row opens", at: nil))
            return (nil, nil, diagnostics, nil, [])
        }
        let compiled = frontEnd.compile(path: file)
        diagnostics.append(contentsOf: compiled.diagnostics)
        return (compiled.table, compiled.table.map(bar), diagnostics, nil, compiled.files)
    }

    /// Every file a preview of `path` reads, for `--watch`: the spec and its sample files (also
    /// those that are missing or broken, so fixing one redraws), the `--data` file, and with
    /// `--open` the opened table's spec and its sample files. Read anew on each redraw, since an
    /// edit can name another sample file.
    public func inputs(path: String, request: PreviewRequest) -> [String] {
        let result = frontEnd.compile(path: path)
        var files = result.files
        if let dataPath = request.dataPath { files.append(dataPath) }
        if let row = request.open, let table = result.table { files += open(row, from: table).files }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }
}
