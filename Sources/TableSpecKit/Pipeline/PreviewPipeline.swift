/// Everything `tablespec preview` can ask for.
public struct PreviewRequest: Sendable {
    public var width: Int = 48
    public var editing = false
    public var colored = false
    public var ascii = false
    /// Lines to show, from `scrollLine`; nil shows the whole table.
    public var height: Int?
    public var scroll: Scroll = .line(0)
    /// A YAML list of items for the table's dynamic section, instead of its sample.
    public var dataPath: String?

    public enum Scroll: Hashable, Sendable {
        case line(Int)
        /// A section by id or number (of the sections as shown), and optionally a row in it.
        case section(String, row: Int?)
    }

    public init() {}
}

/// Front end, content, layout and rendering for `tablespec preview`.
public struct PreviewPipeline: Sendable {
    public var frontEnd: FrontEnd

    public init(frontEnd: FrontEnd = FrontEnd()) {
        self.frontEnd = frontEnd
    }

    /// The preview text, or nil when the spec (or the data file) has errors; diagnostics either way.
    public func preview(path: String, request: PreviewRequest) -> (text: String?, diagnostics: DiagnosticBag) {
        let result = frontEnd.compile(path: path)
        var diagnostics = result.diagnostics
        guard let table = result.table else { return (nil, diagnostics) }
        var items: [Int: [SampleItem]] = [:]
        if let dataPath = request.dataPath {
            let loaded = frontEnd.loadItems(path: dataPath, for: table)
            diagnostics.append(contentsOf: loaded.diagnostics)
            guard let found = loaded.items else { return (nil, diagnostics) }
            items = found
        }
        let content = TableContent(table, items: items).terminalSafe()
        let layout = TableLayout(table.terminalSafeTitles(), content: content, options: LayoutOptions(width: request.width, editing: request.editing))
        let renderer = PreviewRenderer(layout: layout, colored: request.colored, ascii: request.ascii)
        guard let height = request.height else { return (renderer.render(), diagnostics) }
        let start: Int
        switch request.scroll {
        case .line(let line):
            start = line
        case .section(let name, let row):
            let section = Int(name) ?? layout.content.sections.firstIndex { $0.id == name }
            guard let section, let line = layout.firstLine(ofSection: section, row: row) else {
                diagnostics.append(.error("--scroll-to \(name)\(row.map { ":\($0)" } ?? ""): the table has no such section or row", at: nil))
                return (nil, diagnostics)
            }
            start = line
        }
        return (renderer.render(lines: start..<(start + max(0, height))), diagnostics)
    }
}

extension FrontEnd {
    /// Items for a table's one dynamic section from a YAML list, checked against its model,
    /// keyed by the section's declared position as `TableContent` expects.
    public func loadItems(path: String, for table: ResolvedTable) -> (items: [Int: [SampleItem]]?, diagnostics: DiagnosticBag) {
        var bag = DiagnosticBag()
        let dynamic = table.sections.compactMap { section -> (Int, ResolvedItems)? in
            if case .items(let items) = section.content { return (section.position, items) }
            return nil
        }
        guard dynamic.count == 1, let (position, items) = dynamic.first else {
            bag.append(.error("--data needs a table with exactly one dynamic section; this one has \(dynamic.count)", at: nil))
            return (nil, bag)
        }
        let bytes: [UInt8]
        switch SourceFile.read(path, limit: limits.maxInputBytes) {
        case .success(let read): bytes = read
        case .failure(let problem):
            bag.append(problem)
            return (nil, bag)
        }
        let decoded = decodeItems(bytes, file: path, what: "data file")
        bag.append(contentsOf: decoded.diagnostics)
        guard let declared = decoded.items else { return (nil, bag) }
        // The items are checked on their own; no table of the data file's is validated.
        var validator = SpecValidator(TableDeclaration(file: path, range: .fileStart))
        let resolved = validator.resolveSample(declared, model: items.model)
        bag.append(contentsOf: validator.diagnostics)
        return (bag.hasErrors ? nil : [position: resolved], bag)
    }
}
