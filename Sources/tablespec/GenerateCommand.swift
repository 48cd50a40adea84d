import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecKit

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Compile table specs into Swift: UITableView data sources, SwiftUI lists, or both.",
        usage: "tablespec generate [<options>] <files> ...",
        discussion: """
            Writes one Swift file per spec, named after its `table`, into the output directory, and for localized \
            specs their String Catalog, merged with the one already there. Nothing is written when a spec has errors, \
            and a file whose contents would not change is left untouched; each file is reported as written or unchanged.

            Output targets: \(OutputTargets.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")). \
            Several targets go into one module together (--target uikit,swiftui): the table's platform-neutral part \
            is written once, in <Table>.swift, and the SwiftUI view in <Table>View.swift.

            A row that opens a table found only in a spec next to it, not given to the same run, is a warning \
            (an error with --strict): the generated code names that table's type, which the module has only \
            if the same build generates it.
            """
    )

    enum FileNames: String, ExpressibleByArgument, CaseIterable {
        /// `Settings.swift` for `table: Settings`.
        case table
        /// `Settings.swift` for `Settings.table.yaml`, whatever its table is called.
        case spec
    }

    @Argument(help: "Spec files to compile; '-' reads standard input.")
    var files: [String]

    @Option(
        help: ArgumentHelp(
            "What to generate: \(OutputTargets.all.map(\.name).joined(separator: ", ")), or several, comma-separated or repeated (default: \(OutputTargets.default.name)).",
            valueName: "target"))
    var target: [String] = []

    @Option(
        help: ArgumentHelp(
            "A \(GeneratorConfig.fileName) whose settings apply where no option overrides them; the build plugin passes it.",
            valueName: "file"))
    var config: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The directory the generated files go into (created when missing), or '-' for standard output.",
            valueName: "dir"))
    var output: String = "."

    @Flag(name: .shortAndLong, help: "Report the files written as one count, not one line each.")
    var quiet = false

    @Flag(help: "Fail when a row opens a table that this run does not generate, instead of warning.")
    var strict = false

    /// The build plugin's: it must declare its outputs before the tool runs, and can only name them after the spec files.
    @Option(help: ArgumentHelp("Name each generated file after the spec's table or after the spec file.", visibility: .hidden))
    var fileNames: FileNames = .table

    /// The build plugin's: it passes absolute spec paths, so diagnostics point at the real files;
    /// this keeps those paths out of the generated code.
    @Option(help: ArgumentHelp("Name the specs in generated headers relative to this directory.", valueName: "dir", visibility: .hidden))
    var specPathsRelativeTo: String?

    /// The build plugin's: its work directory's Settings.bundle holds only what the last run wrote, so a
    /// pane or language dropped from the specs leaves the app's resources too.
    @Flag(help: ArgumentHelp("Remove the files in the output's Settings.bundle that this run does not write.", visibility: .hidden))
    var pruneSettingsBundle = false

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Write the String Catalog (<strings table>.xcstrings) of every localized spec into the output directory, merged with the one there.",
            discussion: "The build plugin passes --no-string-catalogs: it writes into the build directory, where no translator would see a catalog."))
    var stringCatalogs = true

    @Flag(
        help: ArgumentHelp(
            "Write TableSpecRuntime.swift into the output directory too, and generate code that imports nothing of ours.",
            discussion:
                "For an app built without SwiftPM: the runtime the tables run on, made from the library's own sources, is compiled into the app's module. One file per output directory, however many tables."
        ))
    var embedRuntime = false

    @Flag(help: "Fail when there are warnings, too.")
    var warningsAsErrors = false

    @Option(help: DiagnosticFormat.help)
    var diagnosticsFormat: DiagnosticFormat = .text

    @OptionGroup(title: LimitOptions.title) var limits: LimitOptions

    @OptionGroup var specFiles: SpecFileOptions

    func validate() throws {
        try specFiles.check(files)
        if let unknown = OutputTargets.named(list: target).unknown.first {
            throw ValidationError("'\(unknown)' is not an output target\(Self.targetHint(unknown))")
        }
    }

    private static func targetHint(_ name: String) -> String {
        let names = OutputTargets.all.map(\.name)
        return NearestName.hint(for: name, among: names) + " (expected one of: \(names.joined(separator: ", ")))"
    }

    func run() throws {
        var directory = specFiles.directory(compiling: files)
        directory.openedOutsideRun = strict ? .error : .warning
        let frontEnd = specFiles.frontEnd(FrontEnd(limits: limits.limits, tables: directory))
        var all = DiagnosticBag()
        guard let (outputTargets, trees) = chooseTargets(frontEnd: frontEnd, into: &all) else {
            DiagnosticOutput(format: diagnosticsFormat).emit(all.sorted)
            throw ExitCode(1)
        }
        let generation = TableGeneration(
            targets: outputTargets, trees: trees, embedsRuntime: embedRuntime,
            catalogs: output == "-" ? .none : stringCatalogs ? .merged(into: output) : .besideSpecs)
        let result = generation.run(
            files.map { file in
                TableGeneration.Spec(
                    path: file, shownPath: specFiles.shown(file), headerPath: headerPath(file),
                    fileBaseName: fileNames == .spec ? specBaseName(file) : nil)
            }, frontEnd: frontEnd)
        all.append(contentsOf: result.diagnostics)
        let failed = all.hasErrors || (warningsAsErrors && all.warningCount > 0)
        var report = WriteReport()
        if !failed, output != "-", let problem = OutputFile.makeDirectory(output) {
            all.append(problem)
        } else if !failed {
            for file in result.files {
                if output == "-" {
                    print(String(decoding: file.bytes, as: UTF8.self), terminator: "")
                    continue
                }
                let path = PathText.joined(output, file.name)
                // A file in a folder of its own (`Settings.bundle/Root.plist`) gets its folder first.
                if let slash = file.name.lastIndex(of: "/"),
                    let problem = OutputFile.makeDirectory(PathText.joined(output, String(file.name[..<slash])))
                {
                    all.append(problem)
                    continue
                }
                switch OutputFile.write(file.bytes, to: path) {
                case .success(let outcome): report.add(path, outcome)
                case .failure(let problem): all.append(problem)
                }
            }
            if pruneSettingsBundle, output != "-", !all.hasErrors {
                let bundle = PathText.joined(output, SettingsBundleTarget.bundleName)
                if let problem = OutputFile.removeFiles(under: bundle, keeping: Set(result.files.map { PathText.joined(output, $0.name) })) {
                    all.append(problem)
                }
            }
        }
        DiagnosticOutput(format: diagnosticsFormat).emit(all.sorted)
        // Standard output carries the Swift with `-o -`, and the diagnostics with json.
        let stream: StandardStream = output == "-" || diagnosticsFormat == .json ? .error : .output
        stream.write(quiet ? report.count(into: output) : report.lines)
        if failed || all.hasErrors { throw ExitCode(1) }
    }

    /// The targets the options name, else the ones the configuration names, else the default, and the
    /// configuration's Settings.bundle; nil, with the reasons reported, when the configuration cannot be
    /// read or names an unknown target.
    private func chooseTargets(frontEnd: FrontEnd, into all: inout DiagnosticBag) -> (
        targets: [any OutputTarget], trees: [TableGeneration.OpenedTree]
    )? {
        let named = OutputTargets.named(list: target).targets
        guard let config else { return (named.isEmpty ? [OutputTargets.default] : named, []) }
        let loaded = frontEnd.loadConfig(path: config)
        all.append(contentsOf: loaded.diagnostics)
        guard let settings = loaded.config else { return nil }
        let trees =
            settings.settingsBundle.map {
                [
                    TableGeneration.OpenedTree(
                        target: SettingsBundleTarget(), root: $0.value, rootLocation: SourceLocation(file: config, range: $0.range))
                ]
            } ?? []
        if !named.isEmpty { return (named, trees) }
        guard !settings.targets.isEmpty else { return ([OutputTargets.default], trees) }
        var found: [any OutputTarget] = [], failed = false
        for named in settings.targets {
            guard let target = OutputTargets.named(named.value) else {
                failed = true
                all.append(
                    .error(
                        "'\(ControlCharacters.escaped(named.value))' is not an output target\(Self.targetHint(named.value))",
                        at: SourceLocation(file: config, range: named.range)))
                continue
            }
            if !found.contains(where: { $0.name == target.name }) { found.append(target) }
        }
        return failed ? nil : (found, trees)
    }

    /// What `--file-names spec` names the generated files after: the spec file without `.table.yaml`.
    private func specBaseName(_ spec: String) -> String {
        var base = spec == "-" ? specFiles.name.map(PathText.lastComponent) ?? "stdin" : PathText.lastComponent(spec)
        for suffix in [".table.yaml", ".table.yml", ".yaml", ".yml"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            break
        }
        return base
    }

    /// The spec's path for the generated header: as given, or relative to `--spec-paths-relative-to`;
    /// standard input is "standard input", or its `--name`.
    private func headerPath(_ file: String) -> String {
        if file == "-", specFiles.name == nil { return "standard input" }
        let spec = specFiles.shown(file)
        guard let root = specPathsRelativeTo else { return spec }
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let path = URL(fileURLWithPath: spec).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : PathText.lastComponent(spec)
    }
}
