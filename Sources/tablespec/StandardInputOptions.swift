import ArgumentParser
import TableSpecKit

/// `--name FILE`: what a spec read from standard input (`-`) is called. An editor that pipes its
/// buffer in passes the buffer's path, so diagnostics point at the file being edited, the
/// generated header names it, and its relative `sample:` paths start next to it. Without it,
/// diagnostics say `-`, the header says "standard input", and relative paths start in the
/// working directory.
protocol StandardInputNaming {
    var name: String? { get }
}

extension StandardInputNaming {
    /// Refuses `--name` unless exactly one spec is read from standard input.
    func check(_ files: [String]) throws {
        guard let name else { return }
        if name.isEmpty || name == "-" { throw ValidationError("--name takes a file name for the spec read from standard input") }
        if files.filter({ $0 == "-" }).count != 1 {
            throw ValidationError("--name names the spec read from standard input; give '-' once among the specs")
        }
    }

    func frontEnd(_ frontEnd: FrontEnd) -> FrontEnd {
        var frontEnd = frontEnd
        frontEnd.standardInputName = name
        return frontEnd
    }

    /// How output that lists specs names `file`.
    func shown(_ file: String) -> String {
        file == "-" ? (name ?? file) : file
    }
}

/// `preview`'s `--name`; `validate` and `generate` take it in `SpecFileOptions`.
struct StandardInputOptions: ParsableArguments, StandardInputNaming {
    static let nameHelp = ArgumentHelp(
        "The file name to give the spec read from standard input ('-'), in diagnostics and the generated header; its relative sample paths then start next to it.",
        valueName: "file")

    @Option(help: nameHelp)
    var name: String?
}
