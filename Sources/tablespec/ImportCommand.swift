import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a spec for every table view of an Interface Builder storyboard.",
        discussion: """
            Each spec is named after its scene's storyboard identifier, else its title, else its class. \
            What the format cannot say is listed as a warning at the storyboard's line and column. \
            Existing files are not overwritten unless --force is given, and nothing is written when any \
            spec cannot be.
            """
    )

    @Argument(help: ArgumentHelp("The storyboard.", valueName: "file.storyboard"))
    var storyboard: String

    @Option(help: ArgumentHelp("The directory the specs are written to (created if missing).", valueName: "dir"))
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
        try commit(imported.files, to: paths, directory: directory, diagnostics: diagnostics)
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 {
            print("\(warnings) warning\(warnings == 1 ? "" : "s"): what the storyboard has and the specs cannot say (listed on standard error)")
        }
    }

    /// Writes every spec beside its place under a temporary name, checks each with the front
    /// end (the others known, so `opens` finds them), and only then moves them into place: a
    /// spec that would not validate, or a write that fails, leaves no file half-written.
    private func commit(_ files: [StoryboardImporter.ImportedFile], to paths: [String], directory: String, diagnostics: DiagnosticOutput) throws {
        var staged: [String] = []
        func discard() { for temporary in staged { unlink(temporary) } }
        for (file, path) in zip(files, paths) {
            let temporary = directory + ".\(file.fileName).import-\(getpid()).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else {
                discard()
                diagnostics.emit([.error("cannot write \(path): \(SystemFile.lastError)", at: nil)])
                throw ExitCode(1)
            }
            staged.append(temporary)
            let bytes = Array(file.text.utf8)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
            if close(descriptor) != 0 || !written {
                discard()
                diagnostics.emit([.error("cannot write \(path): \(SystemFile.lastError)", at: nil)])
                throw ExitCode(1)
            }
        }
        let frontEnd = FrontEnd(tables: TableDirectory(specs: staged))
        for (file, path) in zip(files, paths) {
            let checked = frontEnd.compile(Array(file.text.utf8), file: path).diagnostics.sorted
            if checked.contains(where: { $0.severity == .error }) {
                discard()
                diagnostics.emit(checked)
                diagnostics.emit([.error("the spec imported for \(file.table) does not validate, so nothing was written; this is a bug in the importer", at: file.location)])
                throw ExitCode(1)
            }
        }
        for ((file, path), temporary) in zip(zip(files, paths), staged) {
            // Without --force, link() refuses a file that appeared since the check above.
            let moved = force ? rename(temporary, path) == 0 : link(temporary, path) == 0
            let reason = SystemFile.lastError
            unlink(temporary)
            guard moved else {
                discard()
                diagnostics.emit([.error("cannot write \(path): \(reason)", at: nil)])
                throw ExitCode(1)
            }
            print("wrote \(path): table \(file.table), \(file.summary), from \(file.location.file):\(file.location.line):\(file.location.column)")
        }
    }
}
