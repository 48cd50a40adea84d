import ArgumentParser
import TableSpecKit

/// The specs a run can see, for `opens`: the specs it compiles, any named with `--known-spec`,
/// and (found by the front end) the `*.table.yaml` files next to each spec.
struct TableOptions: ParsableArguments {
    @Option(name: .customLong("known-spec"), help: ArgumentHelp(
        "A spec whose table 'opens' may name, read for its name only (not checked or generated). Repeatable.",
        discussion: "The specs given to the command, and the *.table.yaml files next to each, are known without it.",
        valueName: "spec"))
    var knownSpecs: [String] = []

    func directory(compiling files: [String]) -> TableDirectory {
        TableDirectory(specs: files.filter { $0 != "-" } + knownSpecs)
    }
}
