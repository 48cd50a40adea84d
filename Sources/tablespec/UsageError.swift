import ArgumentParser
import TableSpecKit

/// A usage error found only once the spec is read: an option that names a row, section or
/// value the table does not have (`preview --scroll-to wfi`).
///
/// It is the command line's mistake, so it is reported exactly as swift-argument-parser reports
/// the ones `validate()` catches: `Error:`, the command's usage, and exit status 64 (EX_USAGE).
/// Thrown from `run()`, a `ValidationError` would print the top-level usage instead.
enum UsageError {
    static func exit<Command: ParsableCommand>(_ message: String, in command: Command.Type) -> Never {
        let name = command.configuration.commandName ?? "\(command)"
        let usage = command.configuration.usage ?? "tablespec \(name) [<options>]"
        StandardStream.error.write("Error: \(message)\nUsage: \(usage)\n  See 'tablespec \(name) --help' for more information.\n")
        Command.exit(withError: ExitCode(64))
    }
}
