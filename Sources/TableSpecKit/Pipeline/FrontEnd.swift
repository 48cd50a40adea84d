/// The front end's result: the resolved table when the spec is valid, and every diagnostic.
public struct FrontEndResult: Sendable {
    public var table: ResolvedTable?
    public var diagnostics: DiagnosticBag
    /// The spec as written, with the source range of every value, when it could be decoded:
    /// what a tool maps an editor position back to. Held here rather than dropped after
    /// validation, so a batch command that exits with its results alive does not spend time
    /// tearing a large spec's declarations down.
    public var declaration: TableDeclaration?

    public init(table: ResolvedTable?, diagnostics: DiagnosticBag, declaration: TableDeclaration? = nil) {
        self.table = table
        self.diagnostics = diagnostics
        self.declaration = declaration
    }

    public var succeeded: Bool { table != nil && !diagnostics.hasErrors }
}

/// Runs the front end: bytes → YAML nodes → spec declarations → validation → resolved table.
///
/// Each stage reports into the same bag and the pipeline goes as far as it can, so a spec with
/// a YAML error stops early but a spec with ten semantic mistakes shows all ten.
public struct FrontEnd: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = YAMLLimits()) {
        self.limits = limits
    }

    /// Reads `path` (`-` for standard input) and compiles it.
    public func compile(path: String) -> FrontEndResult {
        var bytes: [UInt8]
        switch SourceFile.read(path, limit: limits.maxInputBytes) {
        case .success(let read):
            bytes = read
        case .failure(let diagnostic):
            var bag = DiagnosticBag()
            bag.append(diagnostic)
            return FrontEndResult(table: nil, diagnostics: bag)
        }
        return compile(releasing: &bytes, file: path)
    }

    /// Compiles spec text. `file` names it in diagnostics and anchors relative sample paths.
    public func compile(_ bytes: [UInt8], file: String) -> FrontEndResult {
        var bytes = bytes
        return compile(releasing: &bytes, file: file)
    }

    /// Compiles, emptying `bytes` once they are parsed: each stage's input is let go as soon as
    /// the next stage has what it needs, which keeps the peak memory of a large spec down.
    private func compile(releasing bytes: inout [UInt8], file: String) -> FrontEndResult {
        var bag = DiagnosticBag()
        guard var declaration = decode(releasing: &bytes, file: file, into: &bag) else {
            return FrontEndResult(table: nil, diagnostics: bag)
        }
        let presolved = loadSamples(into: &declaration, diagnostics: &bag)
        var validator = SpecValidator(declaration, presolvedSamples: presolved)
        let table = validator.validate()
        bag.append(contentsOf: validator.diagnostics)
        return FrontEndResult(table: bag.hasErrors ? nil : table, diagnostics: bag, declaration: declaration)
    }

    /// Parses and decodes, or reports why there is nothing to validate. The node tree lives
    /// only in here.
    private func decode(releasing bytes: inout [UInt8], file: String, into bag: inout DiagnosticBag) -> TableDeclaration? {
        let rows = RowPrefetch(file: file)
        let parsed = YAMLParser.parse(bytes, file: file, limits: limits, observer: rows)
        bytes = []
        bag.append(contentsOf: parsed.diagnostics)
        // A syntax error leaves the tree incomplete: validating it would only add noise.
        guard !parsed.diagnostics.hasErrors else { return nil }
        guard let document = parsed.documents.first else {
            bag.append(.error("the file is empty; a table spec needs at least 'table' and 'sections'", at: SourceLocation(file: file, range: .fileStart)))
            return nil
        }
        var decoder = SpecDecoder(file: file, tree: parsed.tree, prefetchedRows: rows)
        let declaration = decoder.decode(document)
        bag.append(contentsOf: decoder.diagnostics)
        return declaration
    }

    /// Reads every sample file a dynamic section names, reporting in that file's own terms.
    ///
    /// A large sample file is most of the input: its bytes, node tree and items are each let go
    /// as soon as the next has what it needs, which decides the front end's peak memory.
    ///
    /// Each list is checked against its section's model as it is read, while libyaml reads on;
    /// the results are by section position, for validation to take.
    private func loadSamples(into declaration: inout TableDeclaration, diagnostics bag: inout DiagnosticBag) -> [Int: PresolvedSample] {
        guard var sections = declaration.sections?.value else { return [:] }
        var presolved: [Int: PresolvedSample] = [:]
        let models = SpecValidator.models(of: declaration)
        for position in sections.indices {
            guard case .items(var items) = sections[position].content,
                  let path = items.sample?.path, items.sample?.items == nil else { continue }
            let file = SamplePath.resolve(path.value, relativeTo: declaration.file)
            switch SourceFile.read(file, limit: limits.maxInputBytes) {
            case .failure(let problem):
                bag.append(.error("cannot read the sample file: \(problem.message)", at: SourceLocation(file: declaration.file, range: path.range)))
            case .success(var bytes):
                let model = items.model.flatMap { models[$0.value] }
                let decoded = decodeItems(releasing: &bytes, file: file, what: "sample file", model: model)
                bag.append(contentsOf: decoded.diagnostics)
                guard let decodedItems = decoded.items else { continue }
                items.sample?.items = decodedItems
                sections[position].content = .items(items)
                presolved[position] = decoded.presolved
            }
        }
        declaration.sections?.value = sections
        return presolved
    }

    /// Decodes a file of sample items (`what` names it in messages), emptying `bytes` once they
    /// are parsed.
    ///
    /// A large sample file is most of the input. Each item is decoded as soon as libyaml has read
    /// it, and the tree lets go of its nodes then, so the tree never holds the whole file.
    ///
    /// Given the `model` they are for, the items are also checked against it while they are
    /// read; validation then takes that result instead of checking them after the parse.
    func decodeItems(releasing bytes: inout [UInt8], file: String, what: String, model: ResolvedModel? = nil)
        -> (items: SampleItems?, presolved: PresolvedSample?, diagnostics: DiagnosticBag) {
        let prefetch = SampleItemsPrefetch(file: file, model: model)
        let parsed = YAMLParser.parse(bytes, file: file, limits: limits, observer: prefetch)
        bytes = []
        var bag = parsed.diagnostics
        guard !parsed.diagnostics.hasErrors, let root = parsed.documents.first?.root else {
            if !parsed.diagnostics.hasErrors {
                bag.append(.error("the \(what) is empty; it should hold a list of items", at: SourceLocation(file: file, range: .fileStart)))
            }
            return (nil, nil, bag)
        }
        var decoder = SpecDecoder(file: file, tree: parsed.tree, prefetchedItems: prefetch)
        // A tag would otherwise be read past unseen.
        decoder.reportUnsupportedTags(in: root.id)
        let items = decoder.decodeSampleItems(root.id)
        bag.append(contentsOf: decoder.diagnostics)
        // Checked only if the items are the file's list, read while the file was parsed.
        return (items, items == nil ? nil : prefetch.presolved, bag)
    }
}
