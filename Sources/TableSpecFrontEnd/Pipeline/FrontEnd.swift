import TableSpecDiagnostics
import TableSpecModel

/// The front end's result: the resolved table when the spec is valid, and every diagnostic.
public struct FrontEndResult: Sendable {
    public var table: ResolvedTable?
    public var diagnostics: DiagnosticBag
    /// Every file the front end read or tried to read: the spec, then its sample files, also
    /// when one was missing or broken (`preview --watch` redraws when any of them changes).
    public var files: [String] = []

    public init(table: ResolvedTable?, diagnostics: DiagnosticBag) {
        self.table = table
        self.diagnostics = diagnostics
    }

    public var succeeded: Bool { table != nil && !diagnostics.hasErrors }
}

/// Runs the front end: bytes → YAML nodes → spec declarations → validation → resolved table.
///
/// Each stage finishes before the next begins, and each reports into the same bag: the pipeline
/// goes as far as it can, so a spec with a YAML error stops early but a spec with ten semantic
/// mistakes shows all ten.
public struct FrontEnd: Sendable {
    public var limits: YAMLLimits
    /// The other specs of the run, which `opens` may name besides the files next to each spec.
    public var tables: TableDirectory
    /// What a spec read from standard input (`-`) is called in diagnostics, and where its
    /// relative sample paths start (`--name`); nil keeps `-`, and those paths then start in the
    /// working directory.
    public var standardInputName: String?

    public init(limits: YAMLLimits = YAMLLimits(), tables: TableDirectory = TableDirectory()) {
        self.limits = limits
        self.tables = tables
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
            var result = FrontEndResult(table: nil, diagnostics: bag)
            result.files = [path]
            return result
        }
        return compile(taking: &bytes, file: path == "-" ? standardInputName ?? path : path)
    }

    /// Compiles spec text. `file` names it in diagnostics and anchors relative sample paths.
    public func compile(_ bytes: [UInt8], file: String) -> FrontEndResult {
        var bytes = bytes
        return compile(taking: &bytes, file: file)
    }

    /// Compiles, emptying `bytes` once they are parsed: the file is then in the node tree, and
    /// holding it twice while the declarations are built would raise the peak memory by its size.
    private func compile(taking bytes: inout [UInt8], file: String) -> FrontEndResult {
        var bag = DiagnosticBag()
        guard var declaration = decode(taking: &bytes, file: file, into: &bag) else {
            var result = FrontEndResult(table: nil, diagnostics: bag)
            result.files = [file]
            return result
        }
        let samples = loadSamples(into: &declaration, diagnostics: &bag)
        var validator = SpecValidator(declaration)
        validator.openedTables = locateOpenedTables(declaration)
        validator.openedOutsideRun = tables.openedOutsideRun
        let table = validator.validate()
        bag.append(contentsOf: validator.diagnostics)
        var result = FrontEndResult(table: bag.hasErrors ? nil : table, diagnostics: bag)
        result.files = [file] + samples
        return result
    }

    /// Parses and decodes, or reports why there is nothing to validate.
    private func decode(taking bytes: inout [UInt8], file: String, into bag: inout DiagnosticBag) -> TableDeclaration? {
        let parsed = YAMLParser.parse(bytes, file: file, limits: limits)
        bytes = []
        bag.append(contentsOf: parsed.diagnostics)
        // A syntax error leaves the tree incomplete: validating it would only add noise.
        guard !parsed.diagnostics.hasErrors else { return nil }
        guard let document = parsed.documents.first else {
            bag.append(
                .error("the file is empty; a table spec needs at least 'table' and 'sections'", at: SourceLocation(file: file, range: .fileStart)))
            return nil
        }
        var decoder = SpecDecoder(file: file, tree: parsed.tree)
        let declaration = decoder.decode(document)
        bag.append(contentsOf: decoder.diagnostics)
        return declaration
    }

    /// Reads every sample file a dynamic section names into its declaration, reporting in that
    /// file's own terms. Whether the items fit the section's model is validation's question.
    /// Returns the files it read or tried to read.
    private func loadSamples(into declaration: inout TableDeclaration, diagnostics bag: inout DiagnosticBag) -> [String] {
        guard var sections = declaration.sections?.value else { return [] }
        var files: [String] = []
        for position in sections.indices {
            guard case .items(var items) = sections[position].content,
                let path = items.sample?.path, items.sample?.items == nil
            else { continue }
            let file = SamplePath.resolve(path.value, relativeTo: declaration.file)
            files.append(file)
            switch SourceFile.read(file, limit: limits.maxInputBytes) {
            case .failure(let problem):
                bag.append(.error("cannot read the sample file: \(problem.message)", at: SourceLocation(file: declaration.file, range: path.range)))
            case .success(var bytes):
                let decoded = decodeItems(taking: &bytes, file: file, what: "sample file")
                bag.append(contentsOf: decoded.diagnostics)
                guard let decodedItems = decoded.items else { continue }
                items.sample?.items = decodedItems
                sections[position].content = .items(items)
            }
        }
        declaration.sections?.value = sections
        return files
    }

    /// Finds every table the spec's rows, prototypes and defaults open, before validation, which
    /// then only reads the answers: the files are read here, once per name.
    private func locateOpenedTables(_ declaration: TableDeclaration) -> [String: OpenedTableLookup] {
        var names = Set<String>()
        func add(_ attributes: RowAttributes?) {
            if let opens = attributes?[.opens] { names.insert(opens.value) }
        }
        add(declaration.defaults)
        for prototype in declaration.prototypes { add(prototype.attributes) }
        for section in declaration.sections?.value ?? [] {
            add(section.defaults)
            if case .rows(let rows)? = section.content {
                // By index: `for row in` would copy every row of a large spec.
                for position in rows.value.indices { add(rows.value[position].attributes) }
            }
        }
        guard !names.isEmpty else { return [:] }
        var locator = TableLocator(limits: limits, directory: tables, spec: declaration.file, ownName: declaration.name?.value)
        var found: [String: OpenedTableLookup] = [:]
        for name in names.sorted() { found[name] = locator.locate(name) }
        return found
    }

    /// The spec file of the table `name` that `table`'s rows open, looked for as validation
    /// looked for it (the table itself, the run's specs, the files next to its spec); nil when
    /// there is none.
    public func file(ofTable name: String, openedFrom table: ResolvedTable) -> String? {
        file(ofTable: name, openedFromSpec: table.file, ownName: table.name)
    }

    /// The same for a spec that need not be valid (the language server's go to definition): the
    /// spec at `spec`, whose own table is `ownName` if it names one.
    public func file(ofTable name: String, openedFromSpec spec: String, ownName: String?) -> String? {
        var locator = TableLocator(limits: limits, directory: tables, spec: spec, ownName: ownName)
        if case .found(let file, _) = locator.locate(name) { return file }
        return nil
    }

    /// The names of the tables the spec at `spec` can open, found as `opens` finds them (its
    /// own, the run's specs, the specs beside it), sorted: the language server's completion.
    public func visibleTables(fromSpec spec: String, ownName: String?) -> [String] {
        var locator = TableLocator(limits: limits, directory: tables, spec: spec, ownName: ownName)
        // A name no table can have makes the locator read every spec it can see and list their names.
        guard case .missing(let visible, _) = locator.locate("") else { return ownName.map { [$0] } ?? [] }
        return visible
    }

    /// Decodes a file of sample items (`what` names it in messages), emptying `bytes` once they
    /// are parsed; a sample file is most of a dynamic spec's input.
    func decodeItems(taking bytes: inout [UInt8], file: String, what: String) -> (items: SampleItems?, diagnostics: DiagnosticBag) {
        var bag = DiagnosticBag()
        guard
            case (var decoder, let root)? = parseSideFile(
                taking: &bytes, file: file, empty: "the \(what) is empty; it should hold a list of items", into: &bag)
        else {
            return (nil, bag)
        }
        let items = decoder.decodeSampleItems(root)
        bag.append(contentsOf: decoder.diagnostics)
        return (items, bag)
    }

    /// A data file's bytes, or nil with the reason in `bag`.
    func readSideFile(_ path: String, into bag: inout DiagnosticBag) -> [UInt8]? {
        switch SourceFile.read(path, limit: limits.maxInputBytes) {
        case .success(let read): return read
        case .failure(let problem):
            bag.append(problem)
            return nil
        }
    }

    /// A decoder over a data file that is not a spec (sample items, a form's values), with its root, emptying
    /// `bytes` once they are parsed; nil, with the problems in `bag`, when the file does not parse or is empty
    /// (`empty` says what it should hold). Tags are reported, as they would otherwise be read past unseen.
    func parseSideFile(taking bytes: inout [UInt8], file: String, empty: String, into bag: inout DiagnosticBag) -> (SpecDecoder, YAMLNodeID)? {
        let parsed = YAMLParser.parse(bytes, file: file, limits: limits)
        bytes = []
        bag.append(contentsOf: parsed.diagnostics)
        guard !parsed.diagnostics.hasErrors, let root = parsed.documents.first?.root else {
            if !parsed.diagnostics.hasErrors {
                bag.append(.error(empty, at: SourceLocation(file: file, range: .fileStart)))
            }
            return nil
        }
        var decoder = SpecDecoder(file: file, tree: parsed.tree)
        decoder.reportUnsupportedTags(in: root.id)
        return (decoder, root.id)
    }
}
