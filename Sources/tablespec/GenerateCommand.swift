import ArgumentParser
import Foundation
import TableSpecKit

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Compile table specs into Swift UITableView data sources.",
        discussion: """
            Writes one Swift file per spec, named after its `table`, into the output directory. Nothing is written \
            for a spec with errors, and a file whose contents would not change is left untouched.
            """
    )

    @Argument(help: "Spec files to compile; '-' reads standard input.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The directory for the generated files, or '-' for standard output.")
    var output: String

    @Flag(help: "Fail when there are warnings, too.")
    var warningsAsErrors = false

    @Option(help: "How to print diagnostics: text (on standard error) or json (on standard output).")
    var diagnosticsFormat: DiagnosticFormat = .text

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let frontEnd = FrontEnd(limits: limits.limits)
        var all = DiagnosticBag()
        var generated: [(name: String, source: String)] = []
        for file in files {
            let result = frontEnd.compile(path: file)
            all.append(contentsOf: result.diagnostics)
            guard let table = result.table else { continue }
            generated.append((table.name, TableCodeGenerator().generate(table, sourcePath: file)))
        }
        var names: [String: String] = [:]
        for (index, item) in generated.enumerated() {
            if let first = names[item.name] {
                all.append(.error("two specs declare the table '\(item.name)' (\(first) and \(files[index])); each table needs its own name", at: nil))
            }
            names[item.name] = names[item.name] ?? files[index]
        }
        let failed = all.hasErrors || (warningsAsErrors && all.warningCount > 0)
        if !failed {
            for item in generated {
                if output == "-" {
                    print(item.source, terminator: "")
                    continue
                }
                let path = (output as NSString).appendingPathComponent(item.name + ".swift")
                if case .failure(let problem) = OutputFile.write(item.source, to: path) { all.append(problem) }
            }
        }
        DiagnosticOutput(format: diagnosticsFormat).emit(all.sorted)
        if failed || all.hasErrors { throw ExitCode(1) }
    }
}
