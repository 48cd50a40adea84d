import SwiftNaming
import TableSpecDiagnostics
import TableSpecFrontEnd

/// Go to definition, find references and rename for the names a spec declares and uses: row and
/// section ids (conditions, the `index` map), prototypes and models (`items`), and model fields
/// (`{field}` templates, `items.id`, plural forms' `count`, inline sample items).
///
/// Read from the YAML tree as the text is, so they answer only for a spec that parses; none of
/// these names is visible to another spec (an `opens` names a table, never its ids or fields),
/// so a rename's edits stay in the spec that declares the name, and, for a model field, the
/// sample files of that model's items, whose keys are its fields.
enum SpecNavigation {
    /// The symbol under the cursor, with the spec's symbols.
    private static func symbol(in document: OpenDocument, at position: Position, limits: YAMLLimits) -> (SpecSymbols, SpecSymbols.Occurrence)? {
        guard let tree = SpecTree(document.text, limits: limits) else { return nil }
        let symbols = SpecSymbols(tree: tree, text: document.text)
        let offset = tree.map.byteOffset(of: position)
        guard let occurrence = symbols.occurrence(at: offset) else { return nil }
        return (symbols, occurrence)
    }

    static func definition(in document: OpenDocument, at position: Position, limits: YAMLLimits) -> Location? {
        guard let (symbols, occurrence) = symbol(in: document, at: position, limits: limits),
            let declaration = symbols.occurrences(of: occurrence.symbol).first(where: \.isDeclaration)
        else { return nil }
        return Location(uri: document.uri, range: symbols.tree.lspRange(declaration.bytes))
    }

    static func references(in document: OpenDocument, at position: Position, includeDeclaration: Bool, limits: YAMLLimits) -> [Location] {
        guard let (symbols, occurrence) = symbol(in: document, at: position, limits: limits) else { return [] }
        return symbols.occurrences(of: occurrence.symbol).filter { includeDeclaration || !$0.isDeclaration }
            .map { Location(uri: document.uri, range: symbols.tree.lspRange($0.bytes)) }
    }

    /// The range of the name a rename would change, or nil when there is none under the cursor.
    static func prepareRename(in document: OpenDocument, at position: Position, limits: YAMLLimits) -> Range? {
        guard let (symbols, occurrence) = symbol(in: document, at: position, limits: limits), !occurrence.symbol.kind.isOption,
            symbols.occurrences(of: occurrence.symbol).contains(where: \.isDeclaration)
        else { return nil }
        return symbols.tree.lspRange(occurrence.bytes)
    }

    enum RenameOutcome {
        case edit(WorkspaceEdit)
        /// Nothing to rename at the position.
        case nothing
        /// The new name cannot be what the name becomes in Swift; the reason.
        case refused(String)
    }

    static func rename(in document: OpenDocument, at position: Position, to newName: String, documents: OpenDocuments, limits: YAMLLimits)
        -> RenameOutcome
    {
        guard let (symbols, occurrence) = symbol(in: document, at: position, limits: limits),
            symbols.occurrences(of: occurrence.symbol).contains(where: \.isDeclaration)
        else { return .nothing }
        // Ids become enum cases (keywords are fine in backticks); prototypes, models and fields
        // become type, property and function names.
        let problem: SwiftIdentifier.Problem?
        switch occurrence.symbol.kind {
        case .rowID, .sectionID: problem = SwiftIdentifier.caseNameProblem(with: newName)
        case .prototype, .model, .field: problem = SwiftIdentifier.problem(with: newName)
        case .option:
            // An option key in a list is its own title too: renaming it would change what the
            // picker shows, so it navigates but is not renamed.
            return .nothing
        }
        if let problem { return .refused("'\(ControlCharacters.escaped(newName))' is not a Swift identifier: \(describe(problem))") }
        if newName != occurrence.symbol.name,
            symbols.occurrences.contains(where: { $0.isDeclaration && $0.symbol == SpecSymbol(kind: occurrence.symbol.kind, name: newName) })
        {
            return .refused("the spec already has a \(kindName(occurrence.symbol.kind)) '\(newName)'")
        }
        let edits = symbols.occurrences(of: occurrence.symbol).map { TextEdit(range: symbols.tree.lspRange($0.bytes), newText: newName) }
        var changes = [document.uri: edits]
        switch occurrence.symbol.kind {
        case .rowID, .sectionID, .prototype:
            // Names in a localized table's String Catalog keys.
            if let reason = CatalogKeyRename.extend(&changes, in: document, documents: documents, limits: limits) { return .refused(reason) }
        case .model, .field, .option:
            break
        }
        if case .field(let model) = occurrence.symbol.kind {
            let samples = SampleFileFields.locations(
                of: occurrence.symbol.name, model: model, symbols: symbols, spec: document, documents: documents, limits: limits)
            for (uri, ranges) in samples where uri != document.uri {
                changes[uri, default: []] += ranges.map { TextEdit(range: $0, newText: newName) }
            }
        }
        return .edit(WorkspaceEdit(changes: changes))
    }

    private static func describe(_ problem: SwiftIdentifier.Problem) -> String {
        switch problem {
        case .empty: "it is empty"
        case .reserved(let word): "Swift reserves '\(word)'"
        case .startsWithDigit: "it starts with a digit"
        case .invalidCharacter(let scalar): "it holds '\(ControlCharacters.escaped(String(scalar)))'"
        }
    }

    private static func kindName(_ kind: SpecSymbol.Kind) -> String {
        switch kind {
        case .rowID: "row id"
        case .sectionID: "section id"
        case .prototype: "prototype"
        case .model: "model"
        case .field(let model): "field of \(model) named"
        case .option(let row): "option of \(row) named"
        }
    }
}

extension SpecSymbol.Kind {
    var isOption: Bool {
        if case .option = self { return true }
        return false
    }
}
