import Foundation
import PackagePlugin

/// Compiles every `*.table.yaml` in a target into Swift at build time.
///
/// One build command covers all of a target's specs, so the tool sees them together and can say
/// when two declare the same table. The command runs only when a spec, a sample file it names or
/// the tool itself changes, and the tool rewrites only the files whose bytes change, so editing
/// one spec recompiles one generated file.
///
/// SwiftPM runs build plugins only for targets that have at least one Swift source file: a
/// target holding nothing but specs is skipped before this plugin is asked, with SwiftPM's
/// warning that it has no sources. So the plugin, run for the package's other targets, reads
/// the manifest and names such targets itself (`DeclaredTarget`, shared with the command plugin).
@main
struct TableSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        TableSpecBuild.warnAboutSpecOnlyTargets(in: context.package, building: target.name)
        let specs = target.sourceFiles(withSuffix: ".table.yaml").map(\.url)
        try TableSpecBuild.checkNoClashes(
            specs: specs, swiftSources: target.sourceFiles(withSuffix: ".swift").map(\.url),
            target: target.name)
        return try TableSpecBuild.commands(
            specs: specs, among: target.sourceFiles.map(\.url), root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "tablespec").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TableSpecBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".table.yaml") }
        try TableSpecBuild.checkNoClashes(
            specs: specs, swiftSources: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
            target: target.displayName)
        return try TableSpecBuild.commands(
            specs: specs, among: target.inputFiles.map(\.url), root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "tablespec").url)
    }
}
#endif

/// What the SwiftPM and Xcode flavours of the plugin share.
enum TableSpecBuild {
    /// The name of the file that says how a target's specs are generated (which output target),
    /// since a build plugin takes no options; the tool reads it.
    static let configName = "tablespec-config.yaml"

    /// Warns about each target that applies this plugin but that SwiftPM left out for having no
    /// Swift source. Said by the first (by name) of the targets it does build with this plugin,
    /// so a build says it once; when no target is built with it, nobody runs to say it, and only
    /// `generate-table-sources` and SwiftPM's own warning remain.
    static func warnAboutSpecOnlyTargets(in package: Package, building current: String) {
        let root = package.directoryURL
        let declared = DeclaredTarget.declared(inPackageAt: root).filter(\.appliesBuildPlugin)
        let built = Set(package.targets.map(\.name))
        guard declared.map(\.name).filter(built.contains).min() == current else { return }
        for target in declared where !built.contains(target.name) {
            let specs = DeclaredTarget.files(under: target.directory(in: root)).filter { $0.lastPathComponent.hasSuffix(".table.yaml") }
            if !specs.isEmpty { Diagnostics.warning(target.specOnlyWarning(specs: specs.count, in: root)) }
        }
    }

    static func config(among files: [URL]) -> URL? {
        files.filter { $0.lastPathComponent == configName }.min { $0.path < $1.path }
    }

    /// The one build command for a target's specs; `files` are all the target's files, among which are
    /// its configuration and the String Catalogs a Settings.bundle takes its languages from.
    static func commands(specs: [URL], among files: [URL], root: URL, workDirectory: URL, tool: URL) -> [Command] {
        guard !specs.isEmpty else { return [] }
        let config = config(among: files)
        let settings = config.map(ConfigLines.init) ?? ConfigLines()
        let sorted = specs.sorted { $0.path < $1.path }
        let names = sorted.flatMap { generatedNames($0, swiftUI: settings.targets.contains("swiftui")) }
        // The whole folder is the output: SwiftPM copies a generated folder into the target's resources
        // as it is, `.lproj` folders inside it included, where a file-by-file output would be flattened.
        let bundle = settings.writesSettingsBundle ? [workDirectory.appendingPathComponent("Settings.bundle")] : []
        let outputs = names.map { workDirectory.appendingPathComponent($0) } + bundle
        let samples = Set(sorted.flatMap(sampleFiles)).sorted { $0.path < $1.path }
        let catalogs = bundle.isEmpty ? [] : files.filter { $0.pathExtension == "xcstrings" }.sorted { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Generating table data sources from \(sorted.count) spec\(sorted.count == 1 ? "" : "s")",
                executable: tool,
                // Absolute spec paths, so SwiftPM and Xcode attach each diagnostic to its spec.
                // No String Catalog is written: nobody translates in the build directory (the Swift works
                // without one); a Settings.bundle's languages come from the catalogs beside the specs.
                arguments: [
                    "generate", "--quiet", "--output", workDirectory.path, "--file-names", "spec", "--spec-paths-relative-to", root.path,
                    "--no-string-catalogs", "--prune-settings-bundle",
                ]
                    + (config.map { ["--config", $0.path] } ?? []) + sorted.map(\.path),
                inputFiles: sorted + samples + catalogs + (config.map { [$0] } ?? []) + [tool],
                outputFiles: outputs)
        ]
    }

    /// A Swift file in the target with the name a spec's generated file gets would be a second
    /// producer of the same object file, which SwiftPM reports only as "multiple producers". Most
    /// often it is the output of `generate-table-sources` checked in beside its spec, so that
    /// case says which two ways out there are.
    static func checkNoClashes(specs: [URL], swiftSources: [URL], target: String) throws {
        let sources = Dictionary(swiftSources.map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
        var clashes = 0
        for spec in specs.sorted(by: { $0.path < $1.path }) {
            guard let source = sources[generatedName(spec)] else { continue }
            clashes += 1
            let header = (try? FileHandle(forReadingFrom: source).readData(ofLength: 64)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            if header.hasPrefix("// Generated by tablespec") {
                Diagnostics.error(
                    """
                    \(source.path) is a generated copy of \(spec.lastPathComponent), and TableSpecBuildPlugin generates it again at build \
                    time in target '\(target)'; delete the checked-in file to keep generating at build time, or remove \
                    TableSpecBuildPlugin from the target's plugins to keep the checked-in file
                    """, file: source.path)
            } else {
                Diagnostics.error(
                    """
                    \(source.lastPathComponent) in target '\(target)' has the name TableSpecBuildPlugin gives the Swift it generates \
                    from \(spec.lastPathComponent); rename one of them
                    """, file: source.path)
            }
        }
        if clashes > 0 { throw BuildPluginError.clashingFileNames(target: target) }
    }

    /// The tool's `--file-names spec` rule: `Settings.table.yaml` becomes `Settings.swift`.
    static func generatedName(_ spec: URL) -> String {
        String(spec.lastPathComponent.dropLast(".table.yaml".count)) + ".swift"
    }

    /// Every file the tool writes for a spec: `Settings.swift`, and with the SwiftUI target
    /// `SettingsView.swift` too (the neutral part stays in `Settings.swift` whatever the targets).
    static func generatedNames(_ spec: URL, swiftUI: Bool) -> [String] {
        let base = String(spec.lastPathComponent.dropLast(".table.yaml".count))
        return [base + ".swift"] + (swiftUI ? [base + "View.swift"] : [])
    }

    /// The sample files a spec names (`sample: countries.sample.yaml`), found by reading its lines:
    /// a plugin cannot run the tool while it plans the build. A path it misses only means a change
    /// to that file does not trigger regeneration; a path it finds wrongly is ignored if absent.
    static func sampleFiles(_ spec: URL) -> [URL] {
        guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return [] }
        var files: [URL] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "-" }
            guard trimmed.hasPrefix("sample:") else { continue }
            var value = trimmed.dropFirst("sample:".count).trimmingCharacters(in: .whitespaces)
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            guard value.hasSuffix(".yaml") || value.hasSuffix(".yml") || value.hasSuffix(".json") else { continue }
            let file = URL(fileURLWithPath: value, relativeTo: spec.deletingLastPathComponent()).standardizedFileURL
            if FileManager.default.fileExists(atPath: file.path) { files.append(file) }
        }
        return files
    }
}

/// What the plugin needs of `tablespec-config.yaml` to name its outputs: the targets `target` names
/// (`target: swiftui`, `target: [uikit, swiftui]`, or a block list under `target:`), and whether
/// `settingsBundle` asks for a Settings.bundle. Read by lines, as a plugin cannot run the tool while it
/// plans the build; the tool itself reads the file properly and reports any mistake in it, and a file
/// it writes that is not declared here is only not compiled.
struct ConfigLines {
    var targets: [Substring] = []
    var asksForSettingsBundle = false

    /// Whether a run writes `Settings.bundle`: for the table `settingsBundle` names, or for every table.
    var writesSettingsBundle: Bool { asksForSettingsBundle || targets.contains("settings-bundle") }

    init() {}

    init(_ config: URL) {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return }
        var inList = false
        for line in text.split(whereSeparator: \.isNewline) {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if content.hasPrefix("target:") {
                let value = content.dropFirst("target:".count)
                targets += value.split { "[], \"'\t".contains($0) }
                inList = value.trimmingCharacters(in: .whitespaces).isEmpty
            } else if inList, trimmed.hasPrefix("-") {
                targets += trimmed.dropFirst().split { "[], \"'\t".contains($0) }
            } else if !trimmed.isEmpty {
                inList = false
                if content.hasPrefix("settingsBundle:") {
                    asksForSettingsBundle = !content.dropFirst("settingsBundle:".count).trimmingCharacters(in: .whitespaces).isEmpty
                }
            }
        }
    }
}

enum BuildPluginError: Error, CustomStringConvertible {
    case clashingFileNames(target: String)

    var description: String {
        switch self {
        case .clashingFileNames(let target): "target '\(target)' has Swift files named like the sources TableSpecBuildPlugin generates"
        }
    }
}
