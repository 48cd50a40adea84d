import ArgumentParser
import TableSpecKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write specs from an Interface Builder storyboard or a Settings.bundle.",
        usage: "tablespec import [<options>] <storyboard-or-bundle>",
        discussion: """
            A storyboard gives a spec for every table view, named after its scene's storyboard identifier, else \
            its title, else its class. A Settings.bundle gives a spec per pane: Root.plist is the table Settings, \
            each child pane is named after its file and opened by its row. What the format cannot say is listed \
            as a warning at its line and column (or, in a binary property list, its key path). Existing files \
            are not overwritten unless --force is given, and nothing is written when any spec cannot be.
            """
    )

    @Argument(help: ArgumentHelp("The storyboard, Settings.bundle directory, or pane property list.", valueName: "file"))
    var storyboard: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory the specs go into (created when missing).", valueName: "dir"))
    var output: String = "."

    @Flag(help: "Overwrite specs that already exist.")
    var force = false

    /// A Settings.bundle directory or one of its panes, rather than a storyboard.
    private var isSettings: Bool {
        storyboard.hasSuffix(".plist") || storyboard.hasSuffix(".bundle") || storyboard.hasSuffix(".bundle/")
            || SystemFile.kind(of: storyboard) == .directory
    }

    func run() throws {
        let diagnostics = DiagnosticOutput(format: .text)
        if isSettings {
            let imported: SettingsBundleImporter.Result
            switch SettingsBundleImporter.importBundle(at: storyboard, files: .system) {
            case .success(let result): imported = result
            case .failure(let diagnostic):
                diagnostics.emit([diagnostic])
                throw ExitCode(1)
            }
            diagnostics.emit(imported.diagnostics)
            let catalog = imported.localization.map { localization in
                { (tables: [ResolvedTable], directory: String) -> Result<GeneratedFile, Diagnostic> in
                    let path = directory + StringCatalog.fileName(localization.catalogTable)
                    let existing = force ? SystemFile.contents(of: path) : nil
                    return SettingsBundleCatalog.file(for: tables, localization: localization, existing: existing, path: path)
                }
            }
            try write(
                imported.files, warnings: imported.diagnostics, what: "the Settings.bundle", diagnostics: diagnostics,
                catalogName: imported.localization.map { StringCatalog.fileName($0.catalogTable) }, catalog: catalog)
            return
        }
        let limits = XMLLimits()
        guard case .file = SystemFile.kind(of: storyboard), let bytes = SystemFile.contents(of: storyboard, upTo: limits.maxInputBytes + 1) else {
            diagnostics.emit([
                .error(
                    "cannot read \(storyboard): \(SystemFile.kind(of: storyboard) == .directory ? "it is a directory" : SystemFile.lastError)",
                    at: nil)
            ])
            throw ExitCode(1)
        }
        let imported: StoryboardImporter.Result
        switch StoryboardImporter.importStoryboard(bytes, file: storyboard, limits: limits) {
        case .success(let result): imported = result
        case .failure(let diagnostic):
            diagnostics.emit([diagnostic])
            throw ExitCode(1)
        }
        diagnostics.emit(imported.diagnostics)
        try write(imported.files, warnings: imported.diagnostics, what: "the storyboard", diagnostics: diagnostics)
    }

    /// Writes the imported specs into `output`, all or none, and counts the warnings. `catalog` makes the
    /// String Catalog the specs share from their resolved tables, written with them.
    private func write(
        _ files: [ImportedSpecFile], warnings: [Diagnostic], what source: String, diagnostics: DiagnosticOutput,
        catalogName: String? = nil, catalog: ((_ tables: [ResolvedTable], _ directory: String) -> Result<GeneratedFile, Diagnostic>)? = nil
    ) throws {
        if let problem = OutputFile.makeDirectory(output) {
            diagnostics.emit([problem])
            throw ExitCode(1)
        }
        let directory = output == "." ? "" : (output.hasSuffix("/") ? output : output + "/")
        let paths = files.map { directory + $0.fileName }
        if !force {
            let existing = (paths + (catalogName.map { [directory + $0] } ?? [])).filter { SystemFile.kind(of: $0) != .missing }
            if !existing.isEmpty {
                diagnostics.emit(existing.map { .error("\($0) already exists; nothing was written (--force overwrites)", at: nil) })
                throw ExitCode(1)
            }
        }
        try commit(files, to: paths, diagnostics: diagnostics, catalog: catalog.map { make in { make($0, directory) } })
        let count = warnings.filter { $0.severity == .warning }.count
        if count > 0 {
            print("\(count) warning\(count == 1 ? "" : "s"): what \(source) has and the specs cannot say (listed on standard error)")
        }
    }

    /// Writes every spec beside its place under a temporary name, checks each with the front
    /// end (the others known, so `opens` finds them), makes the catalog from the checked tables,
    /// and only then moves them all into place: a spec that would not validate, a catalog that
    /// cannot be made, or a write that fails, leaves no file half-written.
    private func commit(
        _ files: [ImportedSpecFile], to paths: [String], diagnostics: DiagnosticOutput,
        catalog: (([ResolvedTable]) -> Result<GeneratedFile, Diagnostic>)? = nil
    ) throws {
        var staged: [OutputFile.StagedFile] = []
        func fail(_ problems: [Diagnostic]) -> ExitCode {
            for file in staged { file.discard() }
            diagnostics.emit(problems)
            return ExitCode(1)
        }
        for (file, path) in zip(files, paths) {
            switch OutputFile.stage(Array(file.text.utf8), for: path) {
            case .success(let file): staged.append(file)
            case .failure(let problem): throw fail([problem])
            }
        }
        let frontEnd = FrontEnd(tables: TableDirectory(specs: staged.map(\.temporaryPath)))
        var tables: [ResolvedTable] = []
        for (file, path) in zip(files, paths) {
            let result = frontEnd.compile(Array(file.text.utf8), file: path)
            let checked = result.diagnostics.sorted
            if checked.contains(where: { $0.severity == .error }) {
                throw fail(
                    checked + [
                        .error(
                            "the spec imported for \(file.table) does not validate, so nothing was written; this is a bug in the importer",
                            at: file.location)
                    ])
            }
            if let table = result.table { tables.append(table) }
        }
        var lines = zip(files, paths).map { file, path in
            "wrote \(path): table \(file.table), \(file.summary), from \(file.location.file):\(file.location.line):\(file.location.column)"
        }
        if let catalog {
            let directory = paths.first.map { path in path.lastIndex(of: "/").map { String(path[...$0]) } ?? "" } ?? ""
            switch catalog(tables) {
            case .success(let file):
                switch OutputFile.stage(file.bytes, for: directory + file.name) {
                case .success(let stagedCatalog):
                    staged.append(stagedCatalog)
                    lines.append("wrote \(directory + file.name): the String Catalog, with the bundle's translations")
                case .failure(let problem): throw fail([problem])
                }
            case .failure(let problem): throw fail([problem])
            }
        }
        for (index, line) in lines.enumerated() {
            // Without --force, a file that appeared since the check above is refused.
            if let problem = staged[index].commit(replacing: force) {
                staged.removeFirst(index + 1)
                throw fail([problem])
            }
            print(line)
        }
    }
}
