import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel

/// Checks a decoded spec against UIKit's rules and the format's, and resolves it into the
/// `ResolvedTable` every back end consumes.
///
/// Like the decoder it never stops at the first problem. It returns a model only when the spec
/// has no errors, so no back end ever sees a table the validator doubted.
public struct SpecValidator {
    let table: TableDeclaration
    public private(set) var diagnostics = DiagnosticBag()
    private var reported = Set<Diagnostic>()
    /// Reuse identifier → the kind of cell it first named, and where.
    var cellKinds: [String: (kind: CellKind, range: SourceRange)] = [:]
    /// The first few kinds registered, which `cellKinds` already holds.
    var recentCellKinds: [CellKind] = []
    /// Each form row's `key`, by row id, as the rows declare them: read once the table's `values` are known.
    var rowKeys: [String: Located<String>] = [:]
    /// Row id → where it is first used.
    var rowIDs: [String: SourceRange] = [:]
    /// Where each table the rows open was found, or not: the front end looks before validating.
    var openedTables: [String: OpenedTableLookup] = [:]
    /// How to report a table found only next to the spec (`TableDirectory.openedOutsideRun`), and
    /// the names already reported: once per table, at its first `opens`.
    var openedOutsideRun: Diagnostic.Severity?
    var reportedOutsideRun: Set<String> = []
    /// Each row or prototype use that shows a disclosure indicator, in spec order: where the
    /// indicator comes from (its `accessory`, or the `opens` that gives it one), for the index advice.
    var disclosures: [DisclosureSource] = []

    public init(_ table: TableDeclaration) {
        self.table = table
    }

    public mutating func validate() -> ResolvedTable? {
        if let version = table.version, version.value != 1 {
            error("this compiler reads format version 1, but the spec is version \(version.value)", at: version.range)
        }
        let name = validateTableName()
        let models = validateModels()
        let prototypes = validatePrototypes(models: models)
        var sections = validateSections(models: models, prototypes: prototypes)
        if sections != nil { resolveConditions(&sections!) }
        let index = validateIndex(sections: sections)
        adviseOnIndex()
        let localization = validateLocalization(tableName: name)
        let valueStorage = sections.flatMap { validateValueStorage($0) }
        let search = sections.flatMap { validateSearch(sections: $0) }
        let empty = resolveEmptyState(table.empty)

        guard !diagnostics.hasErrors, let name, let sections else { return nil }
        var resolved = ResolvedTable(
            name: name,
            file: table.file,
            style: table.style?.value ?? .plain,
            separator: table.separator?.value ?? .singleLine,
            rowHeight: table.rowHeight?.value ?? .automatic,
            estimatedRowHeight: table.estimatedRowHeight?.value,
            sectionHeaderHeight: table.sectionHeaderHeight?.value,
            sectionFooterHeight: table.sectionFooterHeight?.value,
            estimatedSectionHeaderHeight: table.estimatedSectionHeaderHeight?.value,
            estimatedSectionFooterHeight: table.estimatedSectionFooterHeight?.value,
            header: table.header?.value,
            footer: table.footer?.value,
            selection: tableSelection,
            allowsSelectionDuringEditing: table.allowsSelectionDuringEditing?.value ?? false,
            sections: Self.showingInlineOptions(sections),
            index: index,
            models: table.models.compactMap { models[$0.name.value]?.value },
            cellKinds: cellKinds.values.map(\.kind).sorted { $0.reuseIdentifier < $1.reuseIdentifier },
            referencedFiles: referencedFiles,
            localization: localization
        )
        resolved.valueStorage = valueStorage
        resolved.search = search
        resolved.empty = empty
        resolved.refreshable = table.refreshable?.value ?? false
        checkStringKeys(resolved)
        return diagnostics.hasErrors ? nil : resolved
    }

    var tableSelection: TableSelection { table.selection?.value ?? .single }
    /// The language whose plural rules choose a plural text's form: the localization's, else English.
    var pluralLanguage: String { table.localization?.language?.value ?? "en" }

    var referencedFiles: [String] {
        var files = Set<String>()
        for section in table.sections?.value ?? [] {
            if case .items(let items) = section.content, let sample = items.sample, sample.path != nil,
                let file = sample.items?.file ?? sample.path.map({ SamplePath.resolve($0.value, relativeTo: table.file) })
            {
                files.insert(file)
            }
        }
        return files.sorted()
    }

    private mutating func validateTableName() -> String? {
        guard let name = table.name else { return nil }
        guard checkIdentifier(name, what: "the table name", upperCamel: true) else { return nil }
        if let first = name.value.first, first.isLowercase {
            warning("the table name '\(name.value)' becomes a Swift type; type names are UpperCamelCase by convention", at: name.range)
        }
        return name.value
    }

    // MARK: Reporting

    mutating func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        add(.error(message, at: location(range), notes: notes))
    }

    mutating func warning(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        add(.warning(message, at: location(range), notes: notes))
    }

    /// Reports once: a problem in `defaults` would otherwise repeat for every row it reaches.
    mutating func add(_ diagnostic: Diagnostic) {
        guard reported.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
    }

    func location(_ range: SourceRange, file: String? = nil) -> SourceLocation {
        SourceLocation(file: file ?? table.file, range: range)
    }

    func note(_ message: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(message, at: location(range))
    }

    /// Reports and returns false when `name` cannot become a Swift identifier.
    /// Row and section ids become the cases of the generated `RowID` and `SectionID` enums,
    /// which are `String`-backed: a case named like a member that conformance needs would break it.
    /// Every Swift keyword is a valid id (`self`, `init` and `_` included): a case name can be
    /// any of them in backticks.
    mutating func checkIDCase(_ id: Located<String>, what: String) -> Bool {
        guard checkIdentifier(id, what: what, upperCamel: false, problem: SwiftIdentifier.caseNameProblem(with:)) else { return false }
        guard !SwiftIdentifier.reservedStringEnumCases.contains(id.value) else {
            error(
                "\(what) '\(id.value)' cannot become a case of the generated enum of ids: '\(id.value)' names that enum's raw type, which Swift needs; choose another id",
                at: id.range)
            return false
        }
        guard !SwiftIdentifier.optionalCaseNames.contains(id.value) else {
            error(
                "\(what) '\(id.value)' would be read as Optional's '.\(id.value)' (no id at all) wherever an id is optional, in the generated code and in the app's; choose another id",
                at: id.range)
            return false
        }
        return true
    }

    mutating func checkIdentifier(
        _ name: Located<String>, what: String, upperCamel: Bool,
        problem find: (String) -> SwiftIdentifier.Problem? = SwiftIdentifier.problem(with:)
    ) -> Bool {
        guard let problem = find(name.value) else { return true }
        let fix = SwiftIdentifier.suggestion(for: name.value, upperCamel: upperCamel).map { "; use '\($0)'" } ?? ""
        error("\(what) '\(ControlCharacters.escaped(name.value))' cannot become a Swift identifier: \(problem.message)\(fix)", at: name.range)
        return false
    }
}
