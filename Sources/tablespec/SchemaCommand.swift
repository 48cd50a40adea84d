import ArgumentParser
import TableSpecKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of table specs, for editors (yaml-language-server)."
    )

    func run() {
        print(SpecSchema.json, terminator: "")
    }
}
