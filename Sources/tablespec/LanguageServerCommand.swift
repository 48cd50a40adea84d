import ArgumentParser
import TableSpecKit
import TableSpecLanguageServer

/// `tablespec lsp`: runs the language server on standard input and output, for an editor to
/// start. All of it is in `TableSpecLanguageServer`; this only hands it the limits.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server on standard input and output, for editors (the Language Server Protocol).",
        usage: "tablespec lsp [<options>]"
    )

    @OptionGroup(title: LimitOptions.title) var limits: LimitOptions

    func run() throws {
        let status = LanguageServer(limits: limits.limits, version: TableSpecVersionString.value).run()
        if status != 0 { throw ExitCode(status) }
    }
}
