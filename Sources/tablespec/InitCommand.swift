import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write NAME.table.yaml, a short commented starter spec that validates as written.",
        usage: "tablespec init [<options>] <name>",
        discussion: """
            The file starts with a yaml-language-server modeline naming the schema: by default \
            \(StarterSpec.defaultSchema) at the root of the Swift package the spec is in (outside every target, \
            where SwiftPM does not warn about a file it does not handle), else next to the spec. init says how to \
            write it there with `tablespec schema -o`. An existing file is never overwritten.
            """
    )

    @Argument(help: "The table's name, which is its Swift type: UpperCamelCase, e.g. Settings.")
    var name: String

    @Flag(help: "Start with a dynamic section: a model, a prototype and sample items.")
    var dynamic = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory the spec goes into (created when missing).", valueName: "dir"))
    var output: String = "."

    @Option(
        help: ArgumentHelp(
            "The schema the modeline names: a path relative to the spec, or a URL (default: \(StarterSpec.defaultSchema) at the package's root).",
            valueName: "path-or-url"))
    var schema: String?

    func validate() throws {
        if let problem = SwiftIdentifier.problem(with: name) {
            let fix = SwiftIdentifier.suggestion(for: name, upperCamel: true).map { "; use '\($0)'" } ?? ""
            throw ValidationError("the table name '\(ControlCharacters.escaped(name))' cannot become a Swift type name: \(problem.message)\(fix)")
        }
        if let first = name.unicodeScalars.first, !(first.properties.isUppercase) {
            let fix = SwiftIdentifier.suggestion(for: name, upperCamel: true).map { "; use '\($0)'" } ?? ""
            throw ValidationError(
                "the table name '\(ControlCharacters.escaped(name))' becomes a Swift type, which starts with a capital letter\(fix)")
        }
        if let schema, schema.isEmpty || schema.contains(where: \.isNewline) { throw ValidationError("--schema takes one line: a path or a URL") }
    }

    func run() throws {
        let path = PathText.joined(output, name + ".table.yaml")
        if let problem = OutputFile.makeDirectory(output) {
            DiagnosticOutput(format: .text).emit([problem])
            throw ExitCode(1)
        }
        let placement = schema.map(SchemaPlacement.given) ?? SchemaPlacement.default(forSpecsIn: output)
        let text = StarterSpec.text(table: name, dynamic: dynamic, schema: placement.modeline)
        // The starter must validate as written; a name the checks above let through but the
        // spec rules refuse (a clash with a generated type) is reported in the spec's own words.
        let checked = FrontEnd().compile(Array(text.utf8), file: path)
        guard checked.diagnostics.sorted.isEmpty else {
            DiagnosticOutput(format: .text).emit(checked.diagnostics.sorted)
            StandardStream.error.write("error: \(path) was not written: the name '\(name)' does not make a valid starter spec\n")
            throw ExitCode(1)
        }
        // O_EXCL: refuse an existing file (or link) even if it appears after a check.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "it already exists; init never overwrites a file" : SystemFile.lastError
            StandardStream.error.write("error: cannot write \(ControlCharacters.escaped(path)): \(reason)\n")
            throw ExitCode(1)
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            StandardStream.error.write("error: cannot write \(ControlCharacters.escaped(path)): \(SystemFile.lastError)\n")
            throw ExitCode(1)
        }
        print("wrote \(path)")
        if let schemaFile = placement.file(besideSpecsIn: output), SystemFile.kind(of: schemaFile) == .missing {
            print("its modeline names \(placement.modeline); write the schema there with: tablespec schema -o \(schemaFile)")
        }
    }
}
