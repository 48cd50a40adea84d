import TableSpecModel
import TableSpecDiagnostics

/// One kind of generated output: Swift for UIKit and SwiftUI, a Settings.bundle pane.
///
/// A target turns a resolved table, which the front end has fully checked, into files. It
/// never reports errors of its own: whatever the spec can say, the table already says validly.
/// A target whose output cannot hold everything a spec says (a Settings pane has no swipe actions)
/// says what it leaves out as warnings, made in the same pass as its files.
/// Adding a target is a new module with one conforming type and one line in the umbrella's
/// registry (`OutputTargets`); nothing else changes.
public protocol OutputTarget: Sendable {
    /// What `tablespec generate --target` calls it.
    var name: String { get }
    /// One line for `--help`.
    var summary: String { get }
    /// The files for `table`, each named from `options.baseName`, and what they leave out of it.
    func output(for table: ResolvedTable, options: OutputOptions) -> TargetOutput
}

extension OutputTarget {
    /// The files alone, for a caller that knows the target leaves nothing out.
    public func files(for table: ResolvedTable, options: OutputOptions) -> [GeneratedFile] {
        output(for: table, options: options).files
    }
}

/// What a target makes of one table.
public struct TargetOutput: Sendable {
    public var files: [GeneratedFile]
    /// What `files` leave out of the table, each at its place in the spec.
    public var warnings: [Diagnostic]
    /// The `.strings` files the output needs in every language of the table's String Catalog: a
    /// Settings.bundle's `<lang>.lproj/Root.strings`. Only the run knows the merged catalog, so the
    /// target names the texts and the run writes the files.
    public var localizedStrings: [LocalizedStringsRequest]

    public init(files: [GeneratedFile], warnings: [Diagnostic] = [], localizedStrings: [LocalizedStringsRequest] = []) {
        self.files = files
        self.warnings = warnings
        self.localizedStrings = localizedStrings
    }
}

/// Texts an output shows in the spec's own language, which a `.strings` file per language translates:
/// `<directory>/<lang>.lproj/<stringsTable>.strings`, one key per text, its value the catalog's
/// translation of the string whose source value the text is. Requests for the same file from several
/// tables of a run go into one file.
public struct LocalizedStringsRequest: Sendable, Hashable {
    /// The folder the `<lang>.lproj` folders go in (`Settings.bundle`).
    public var directory: String
    /// The file's name in each of them, without `.strings` (`Root`).
    public var stringsTable: String
    public var texts: Set<String>

    public init(directory: String, stringsTable: String, texts: Set<String>) {
        self.directory = directory
        self.stringsTable = stringsTable
        self.texts = texts
    }

    /// Where the file for `language` goes, relative to the output directory.
    public func fileName(language: String) -> String {
        directory + "/" + language + ".lproj/" + stringsTable + ".strings"
    }
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
