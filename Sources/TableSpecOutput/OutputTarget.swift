import TableSpecModel
import TableSpecDiagnostics

/// One kind of generated output: Swift for UIKit and SwiftUI, a Settings.bundle pane.
///
/// A target turns a resolved table, which the front end has fully checked, into files. It
/// never reports errors of its own: whatever the spec can say, the table already says validly.
/// A target whose output cannot hold everything a spec says (a Settings pane has no swipe actions)
/// says what it leaves out as warnings, through `warnings(for:options:)`.
/// Adding a target is a new module with one conforming type and one line in the umbrella's
/// registry (`OutputTargets`); nothing else changes.
public protocol OutputTarget: Sendable {
    /// What `tablespec generate --target` calls it.
    var name: String { get }
    /// One line for `--help`.
    var summary: String { get }
    /// The files for `table`, each named from `options.baseName`.
    func files(for table: ResolvedTable, options: OutputOptions) -> [GeneratedFile]
    /// What `files(for:options:)` leaves out of `table`, each at its place in the spec.
    func warnings(for table: ResolvedTable, options: OutputOptions) -> [Diagnostic]
}

extension OutputTarget {
    /// The Swift targets write everything a spec says.
    public func warnings(for table: ResolvedTable, options: OutputOptions) -> [Diagnostic] { [] }
}

/// What a target is told besides the table.
public struct OutputOptions: Sendable {
    /// The spec's path as the header should show it: never absolute, so output is the same on
    /// every machine.
    public var sourcePath: String
    /// The name the files start with: the table's or the spec file's, as the caller chose.
    public var baseName: String
    /// Whether the runtime is compiled into the app's module beside the files (`--embed-runtime`), so they
    /// import nothing of ours.
    public var embedsRuntime: Bool
    /// The tables of the same run whose rows open this one (`opens`), by name: a Settings pane that
    /// no other table opens is the bundle's `Root.plist`.
    public var openedBy: [String]

    public init(sourcePath: String, baseName: String, embedsRuntime: Bool = false, openedBy: [String] = []) {
        self.sourcePath = sourcePath
        self.baseName = baseName
        self.embedsRuntime = embedsRuntime
        self.openedBy = openedBy
    }
}

/// One file of generated output, named relative to the output directory.
public struct GeneratedFile: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]
    /// True for a file holding only a table's platform-neutral part, which another target's file of
    /// the same name holds too (the UIKit target's `<Table>.swift`): when both targets are
    /// generated, that file is written instead, so the neutral part is in the module once.
    public var isNeutralPart: Bool

    public init(name: String, bytes: [UInt8], isNeutralPart: Bool = false) {
        self.name = name
        self.bytes = bytes
        self.isNeutralPart = isNeutralPart
    }
}
