import ArgumentParser
import TableSpecKit

/// The options of `validate` and `generate` after the limits: the specs a run can see, for `opens`
/// (the specs it compiles, any named with `--known-spec`, and, found by the front end, the
/// `*.table.yaml` files next to each spec), and the name of a spec read from standard input.
///
/// One group rather than two: swift-argument-parser reflects over every group type a command has
/// on every run, and the first look at each type searches every conformance the process has; the
/// second group cost 0.8M instructions of start-up (3% of `validate` on a 10-row spec). `preview`
/// has no `--known-spec` and takes `--name` from `StandardInputOptions`.
struct SpecFileOptions: ParsableArguments, StandardInputNaming {
    @Option(
        name: .customLong("known-spec"),
        help: ArgumentHelp(
            "A spec whose table 'opens' may name, read for its name only (not checked or generated). Repeatable.",
            discussion: "The specs given to the command, and the *.table.yaml files next to each, are known without it.",
            valueName: "spec"))
    var knownSpecs: [String] = []

    @Option(help: StandardInputOptions.nameHelp)
    var name: String?

    func directory(compiling files: [String]) -> TableDirectory {
        TableDirectory(specs: files.filter { $0 != "-" } + knownSpecs)
    }
}
