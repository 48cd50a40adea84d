import ArgumentParser

@main
struct TableSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablespec",
        abstract: "Check table specs (*.table.yaml), compile them into UIKit and SwiftUI code, and preview them as UIKit lays them out.",
        version: TableSpecVersionString.value,
        subcommands: [
            ValidateCommand.self, GenerateCommand.self, PreviewCommand.self, SchemaCommand.self, InitCommand.self, ImportCommand.self,
            LanguageServerCommand.self,
        ]
    )
}
