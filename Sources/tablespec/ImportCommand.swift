import ArgumentParser
import TableSpecKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a spec for every table view of an Interface Builder storyboard.",
        usage: "tablespec import [<options>] <file.storyboard>",
        discussion: """
            Each spec is named after its scene's storyboard identifier, else its title, else its class. \
            What the format cannot say is listed as a warning at the storyboard's line and column. \
            Existing files are not overwritten unless --force is given, and nothing is written when any \
            spec cannot be.
            """
    )

    @Argument(help: ArgumentHelp("The storyboard.", valueName: "file.storyboard"))
    var storyboard: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory the specs go into (created when missing).", valueName: "dir"))
    var output: String = "."

    @Flag(help: "Overwrite specs that already exist.")
    var force = false

    func run() throws {
        let diagnostics = DiagnosticOutput(format: .text)
        let limits = XMLLimits()
        guard case .file = SystemFile.kind(of: storyboard), let bytes = SystemFile.contents(of: storyboard, upTo: limits.maxInputBytes + 1) else {
            diagnostics.emit([.error("cannot read \(storyboard): \(SystemFile.kind(of: storyboard) == .directory ? "it is a directory" : SystemFile.lastError)", at: nil)])
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
        if let problem = OutputFile.makeDirectory(output) {
            diagnostics.emit([problem])
            throw ExitCode(1)
        }
        let directory = output == "." ? "" : (output.hasSuffix("/") ? output : output + "/")
        let paths = imported.files.map { directory + $0.fileName }
        if !force {
            let existing = paths.filter { SystemFile.kind(of: $0) != .missing }
            if !existing.isEmpty {
                diagnostics.emit(existing.map { .error("\($0) already exists; nothing was written (--force overwrites)", at: nil) })
                throw ExitCode(1)
            }
        }
        try commit(imported.files, to: paths, diagnostics: diagnostics)
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 {
            print("\(warnings) warning\(warnings == 1 ? "" : "s"): what the storyboard has and the specs cannot say (listed on standard error)")
        }
    }

    /// Writes every spec beside its place under a temporary name, checks each with the front
    /// end (the others known, so `opens` finds them), and only then moves them into place: a
    /// spec that would not validate, or a write that fails, leaves no file half-written.
    private func commit(_ files: [StoryboardImporter.ImportedFile], to paths: [String], diagnostics: DiagnosticOutput) throws {
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
        for (file, path) in zip(files, paths) {
            let checked = frontEnd.compile(Array(file.text.utf8), file: path).diagnostics.sorted
            if checked.contains(where: { $0.severity == .error }) {
                throw fail(checked + [.error("the spec imported for \(file.table) does not validate, so nothing was written; this is a bug in the importer", at: file.location)])
            }
        }
        for (index, (file, path)) in zip(files, paths).enumerated() {
            // Without --force, a file that appeared since the check above is refused.
            if let problem = staged[index].commit(replacing: force) {
                staged.removeFirst(index + 1)
                throw fail([problem])
            }
            print("wrote \(path): table \(file.table), \(file.summary), from \(file.location.file):\(file.location.line):\(file.location.column)")
        }
    }
}
