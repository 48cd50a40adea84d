import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecModel
import TableSpecOutput
import TableSpecStringCatalog
import TableSpecStrings

/// `tablespec generate` as one call: specs in, every file the run writes and every diagnostic out.
///
/// It holds the rules that concern a run rather than one table, so that a caller of the library
/// (the CLI, the plugins, an editor) gets them all: two specs naming one table, two tables generated
/// into one file name, a table generated where the embedded runtime goes, the String Catalogs merged
/// with the ones on disk, and each target's per-language `.strings` files filled from those
/// catalogs. The caller only prints and writes; when there are errors, there are no files.
public struct TableGeneration: Sendable {
    /// One spec of the run.
    public struct Spec: Sendable {
        /// What the front end reads (`-` for standard input).
        public var path: String
        /// The spec as diagnostics name it.
        public var shownPath: String
        /// The spec as the generated header names it: never absolute, so output is the same everywhere.
        public var headerPath: String
        /// The name the files start with when they are named after the spec file (the build plugin's
        /// `--file-names spec`); nil names them after the table.
        public var fileBaseName: String?

        public init(path: String, shownPath: String, headerPath: String, fileBaseName: String? = nil) {
            self.path = path
            self.shownPath = shownPath
            self.headerPath = headerPath
            self.fileBaseName = fileBaseName
        }
    }

    /// Where a localized table's String Catalog is: merged with the file there and written back, or
    /// only read beside the spec (the build plugin's, which writes into the build directory, where no
    /// translator would see a catalog), or not at all.
    public enum Catalogs: Sendable {
        /// Merged with the catalog at `directory/<strings table>.xcstrings` and handed back with the other files.
        case merged(into: String)
        /// Not written; a target's `.strings` files take their translations from the catalog beside the spec.
        case besideSpecs
        case none
    }

    /// A target applied to one table and the tables it opens, directly or not, rather than to every
    /// table of the run: `settingsBundle: Preferences` in `tablespec-config.yaml` makes a Settings.bundle of
    /// Preferences' pane and its child panes, beside the Swift of every spec.
    public struct OpenedTree: Sendable {
        public var target: any OutputTarget
        /// The first table, which no other table of the tree opens as far as the target is told.
        public var root: String
        /// Where the root is named, for the error when no spec of the run declares it.
        public var rootLocation: SourceLocation?

        public init(target: any OutputTarget, root: String, rootLocation: SourceLocation? = nil) {
            self.target = target
            self.root = root
            self.rootLocation = rootLocation
        }
    }

    public var targets: [any OutputTarget]
    public var trees: [OpenedTree]
    public var embedsRuntime: Bool
    public var catalogs: Catalogs

    public init(targets: [any OutputTarget], trees: [OpenedTree] = [], embedsRuntime: Bool = false, catalogs: Catalogs) {
        self.targets = targets
        self.trees = trees
        self.embedsRuntime = embedsRuntime
        self.catalogs = catalogs
    }

    /// What a run makes: its files, in the order they are written, and its diagnostics.
    public struct Result: Sendable {
        /// Empty when `diagnostics` has errors, so a failed run writes nothing.
        public var files: [GeneratedFile]
        public var diagnostics: DiagnosticBag
    }

    public func run(_ specs: [Spec], frontEnd: FrontEnd) -> Result {
        var diagnostics = DiagnosticBag()
        var compiled: [(spec: Spec, table: ResolvedTable)] = []
        for spec in specs {
            let result = frontEnd.compile(path: spec.path)
            diagnostics.append(contentsOf: result.diagnostics)
            if let table = result.table { compiled.append((spec, table)) }
        }
        let tables = compiled.map(\.table)
        // Which tables of the run open each one: a Settings pane no table opens is the bundle's root.
        var openers: [String: [String]] = [:]
        for table in tables {
            for opened in table.openedTables where opened != table.name { openers[opened, default: []].append(table.name) }
        }
        var treeMembers: [Set<String>] = []
        for tree in trees { treeMembers.append(members(of: tree, among: tables, into: &diagnostics)) }
        var generated: [(spec: Spec, table: ResolvedTable, files: [GeneratedFile])] = []
        var requests: [(table: ResolvedTable, request: LocalizedStringsRequest)] = []
        for (spec, table) in compiled {
            let options = OutputOptions(
                sourcePath: spec.headerPath, baseName: spec.fileBaseName ?? table.name,
                embedsRuntime: embedsRuntime, openedBy: openers[table.name] ?? [])
            var outputs = targets.map { $0.output(for: table, options: options) }
            for (tree, members) in zip(trees, treeMembers) where members.contains(table.name) {
                // Within the tree, only its own tables open one another, and its root is opened by none.
                var scoped = options
                scoped.openedBy = table.name == tree.root ? [] : scoped.openedBy.filter(members.contains)
                outputs.append(tree.target.output(for: table, options: scoped))
            }
            generated.append((spec, table, OutputTargets.files(outputs.map(\.files))))
            for output in outputs {
                output.warnings.forEach { diagnostics.append($0) }
                requests += output.localizedStrings.map { (table, $0) }
            }
        }
        checkNames(generated, into: &diagnostics)
        guard !diagnostics.hasErrors else { return Result(files: [], diagnostics: diagnostics) }

        // Catalogs are merged before anything is written, so an unreadable one leaves every file as it was.
        var catalogs: [GeneratedFile] = [], written: [GeneratedFile] = []
        switch self.catalogs {
        case .merged(let directory):
            let merged = StringCatalogOutput.files(for: tables) { PathText.joined(directory, $0) }
            diagnostics.append(contentsOf: merged.diagnostics)
            catalogs = merged.files
            written = merged.files
        case .besideSpecs where !requests.isEmpty:
            let besideSpecs = Dictionary(
                tables.compactMap(TableStrings.init).map {
                    (StringCatalog.fileName($0.localization.table), PathText.directory(of: $0.specFile))
                }, uniquingKeysWith: { first, _ in first })
            let merged = StringCatalogOutput.files(for: tables) { PathText.joined(besideSpecs[$0] ?? ".", $0) }
            diagnostics.append(contentsOf: merged.diagnostics)
            catalogs = merged.files
        case .besideSpecs, .none:
            break
        }
        guard !diagnostics.hasErrors else { return Result(files: [], diagnostics: diagnostics) }
        let strings = LocalizedStringsOutput.files(for: requests, catalogs: catalogs)
        return Result(
            files: generated.flatMap(\.files) + written + strings + (embedsRuntime ? [EmbeddedRuntime.file] : []),
            diagnostics: diagnostics)
    }

    /// The names of `tree`'s tables: its root and every table of the run it opens, directly or not.
    private func members(of tree: OpenedTree, among tables: [ResolvedTable], into diagnostics: inout DiagnosticBag) -> Set<String> {
        let byName = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard byName[tree.root] != nil else {
            diagnostics.append(
                .error(
                    "no spec of this run declares the table '\(ControlCharacters.escaped(tree.root))'"
                        + NearestName.hint(for: tree.root, among: byName.keys.sorted()), at: tree.rootLocation))
            return []
        }
        var members: Set<String> = [tree.root], pending = [tree.root]
        while let name = pending.popLast() {
            for opened in byName[name]?.openedTables ?? [] where byName[opened] != nil && members.insert(opened).inserted {
                pending.append(opened)
            }
        }
        return members
    }

    /// Two specs declaring one table, and two tables whose files would have one name.
    private func checkNames(_ generated: [(spec: Spec, table: ResolvedTable, files: [GeneratedFile])], into diagnostics: inout DiagnosticBag) {
        var names: [String: String] = [:], outputs: [String: (file: String, table: String)] = [:]
        for item in generated {
            let name = item.table.name, file = item.spec.shownPath
            if let first = names[name] {
                diagnostics.append(.error("two specs declare the table '\(name)' (\(first) and \(file)); each table needs its own name", at: nil))
            }
            names[name] = names[name] ?? file
            for output in item.files.map(\.name) {
                if let first = outputs[output], item.spec.fileBaseName != nil {
                    diagnostics.append(
                        .error("two specs would both be generated into \(output) (\(first.file) and \(file)); rename one of the spec files", at: nil))
                } else if let first = outputs[output], first.table != name {
                    // `Settings`' SwiftUI view and a table named `SettingsView`.
                    diagnostics.append(
                        .error("two specs would both be generated into \(output) (\(first.file) and \(file)); rename one of the tables", at: nil))
                }
                outputs[output] = outputs[output] ?? (file, name)
            }
        }
        if embedsRuntime, let clash = outputs[EmbeddedRuntime.fileName] {
            diagnostics.append(
                .error(
                    "\(clash.file) would be generated into \(EmbeddedRuntime.fileName), where --embed-runtime writes the runtime; rename its table",
                    at: nil))
        }
    }
}
