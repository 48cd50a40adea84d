import TableSpecDiagnostics
import TableSpecModel

/// The specs a run can see besides the one it compiles: where `opens: Name` looks for `Name`.
///
/// A run knows the specs it was given; the files next to each spec it finds on its own. The
/// directory holds paths only: a spec's table name is read when an `opens` asks for it, so a run
/// whose specs open nothing reads nothing more than before.
public struct TableDirectory: Sendable, Hashable {
    /// The specs given in the run, and any the caller names only to be opened (paths as given).
    public var specs: [String]
    /// At most this many `*.table.yaml` files next to a spec are read for their names, when a
    /// name is not found by its file name: a directory of thousands of specs costs no more.
    public var maxNeighbours: Int = 256
    /// What an `opens` gets when it names a table found only in a file next to the spec, which
    /// the run was not given: nothing (nil, `validate`: the table exists, the spec is right), a
    /// warning or an error (`generate`, and `generate --strict`). Generated code shows the opened
    /// table by its type, so a module holds that type only if the same build generates its spec.
    public var openedOutsideRun: Diagnostic.Severity?
    /// Specs an editor holds, by path, read instead of the disk: the language server checks a
    /// spec against the text the user sees in another tab, saved or not. A path here counts as a
    /// file next to its folder's specs even before it is saved.
    public var edited: [String: [UInt8]] = [:]

    public init(specs: [String] = []) {
        self.specs = specs
    }
}

/// Where the table a row opens was found, or what the run could see instead.
enum OpenedTableLookup: Sendable {
    /// `given`: the spec is one the run was given (to compile, or named with `--known-spec`), or
    /// the table itself; false for a file found next to the spec.
    case found(file: String, given: Bool)
    /// The names of the tables the run could see, for a suggestion, and notes on the files that
    /// looked like the table but were not it.
    case missing(visible: [String], notes: [Diagnostic.Note])
}
