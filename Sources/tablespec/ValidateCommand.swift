import ArgumentParser
import TableSpecKit

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check table specs and report every problem as path:line:col: error: message.",
        usage: "tablespec validate [<options>] <files> ..."
    )

    @Argument(help: "Spec files to check; '-' reads standard input.")
    var files: [String]

    @Flag(help: "Fail when there are warnings, too.")
    var warningsAsErrors = false

    @Option(help: DiagnosticFormat.help)
    var diagnosticsFormat: DiagnosticFormat = .text

    @Flag(name: .shortAndLong, help: "Print nothing for valid specs.")
    var quiet = false

    @OptionGroup(title: LimitOptions.title) var limits: LimitOptions

    @OptionGroup var specFiles: SpecFileOptions

    func validate() throws {
        try specFiles.check(files)
    }

    func run() throws {
        let frontEnd = specFiles.frontEnd(FrontEnd(limits: limits.limits, tables: specFiles.directory(compiling: files)))
        var all = DiagnosticBag()
        var summaries: [String] = []
        for file in files {
            let result = frontEnd.compile(path: file)
            all.append(contentsOf: result.diagnostics)
            if let table = result.table {
                summaries.append("\(specFiles.shown(file)): \(TableSummary.describe(table))")
            }
        }
        DiagnosticOutput(format: diagnosticsFormat).emit(all.sorted)
        if !quiet, diagnosticsFormat == .text, !summaries.isEmpty {
            print(summaries.joined(separator: "\n"))
        }
        let failed = all.hasErrors || (warningsAsErrors && all.warningCount > 0)
        if failed { throw ExitCode(1) }
    }
}
