import SwiftCodeModel
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

    public init(specs: [String] = []) {
        self.specs = specs
    }
}

/// Where the table a row opens was found, or what the run could see instead.
enum OpenedTableLookup: Sendable {
    case found(file: String)
    /// The names of the tables the run could see, for a suggestion, and notes on the files that
    /// looked like the table but were not it.
    case missing(visible: [String], notes: [Diagnostic.Note])
}
