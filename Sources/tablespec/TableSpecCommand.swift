import ArgumentParser

@main
struct TableSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablespec",
        abstract: "Validate table specs (*.table.yaml) and compile them for UITableView.",
        version: TableSpecVersionString.value,
        subcommands: [ValidateCommand.self, GenerateCommand.self, PreviewCommand.self, SchemaCommand.self, InitCommand.self, ImportCommand.self]
    )
}
