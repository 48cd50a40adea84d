import ArgumentParser
import TableSpecKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write the JSON Schema of table specs, for editors (yaml-language-server).",
        usage: "tablespec schema [-o <file>]"
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write the schema to (atomically), or '-' for standard output.", valueName: "file"))
    var output: String = "-"

    func run() throws {
        guard output != "-" else {
            StandardStream.output.write(SpecSchema.json)
            return
        }
        switch OutputFile.write(SpecSchema.json, to: output) {
        case .success(let outcome):
            print("\(outcome == .written ? "wrote" : "unchanged") \(output)")
        case .failure(let problem):
            DiagnosticOutput(format: .text).emit([problem])
            throw ExitCode(1)
        }
    }
}
