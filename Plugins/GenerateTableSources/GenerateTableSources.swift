import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-table-sources`: writes the Swift for
/// every `*.table.yaml` next to its spec, for teams that check generated code in.
///
/// Options: `--target NAME` (repeatable) limits it to some targets; `--output DIR` writes every
/// file into one directory instead; `--output-target NAME` chooses what to generate (`uikit`,
/// `swiftui`, or both: repeat it or write `uikit,swiftui`), over a `tablespec-config.yaml` beside
/// the specs. (`--target` is taken: it names the package's targets, as SwiftPM's commands do.) The tool writes atomically and only when the
/// bytes change.
///
/// - It refuses to write into a target that also applies `TableSpecBuildPlugin`: the build would
///   then compile two files of the same name, which SwiftPM reports only as "multiple producers".
/// - A target that holds specs and no Swift file is no target to SwiftPM, so no build plugin
///   ever runs for it. This command still finds its specs through the manifest, writes their
///   Swift beside them (which makes it a target), and says what happened.
@main
struct GenerateTableSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let outputOption = extractor.extractOption(named: "output").last
        let outputTargets = extractor.extractOption(named: "output-target")
        let outputTarget = outputTargets.isEmpty ? nil : outputTargets.joined(separator: ",")
        let root = context.package.directoryURL
        let output = outputOption.map { URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL }
        let declared = DeclaredTarget.declared(inPackageAt: root)
        let known = Set(context.package.targets.map(\.name))
        let unknown = targetNames.subtracting(known).subtracting(declared.map(\.name))
        guard unknown.isEmpty else {
            throw CommandFailure("no target named \(unknown.sorted().map { "'\($0)'" }.joined(separator: ", ")) in \(context.package.displayName)")
        }
        func isSelected(_ name: String) -> Bool { targetNames.isEmpty || targetNames.contains(name) }

        /// Each spec with the configuration file of its target, if it has one.
        var specs: [(spec: URL, config: URL?)] = []
        /// Each spec's path → every spec of its target: a spec may open (`opens`) any table of its
        /// target, and a target's specs can land in several runs (one per directory).
        var targetSpecsOf: [String: [URL]] = [:]
        var conflicts: [String] = []
        var notes: [String] = []
        for target in context.package.targets where isSelected(target.name) {
            guard let target = target as? SourceModuleTarget else { continue }
            let targetSpecs = target.sourceFiles(withSuffix: ".table.yaml").map(\.url)
            guard !targetSpecs.isEmpty else { continue }
            let applies = declared.contains { $0.name == target.name && $0.appliesBuildPlugin }
            if applies, output.map({ Self.isInside($0, Self.commonDirectory(of: target.sourceFiles.map(\.url))) }) ?? true {
                conflicts.append(target.name)
            } else {
                let config = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == Self.configName }.first
                specs += targetSpecs.map { ($0, config) }
                for spec in targetSpecs { targetSpecsOf[spec.path] = targetSpecs }
            }
        }
        // Declared targets SwiftPM left out: no Swift source, so nothing of theirs is built.
        for target in declared where !known.contains(target.name) && isSelected(target.name) {
            let directory = target.directory(in: root)
            let files = DeclaredTarget.files(under: directory)
            let targetSpecs = files.filter { $0.lastPathComponent.hasSuffix(".table.yaml") }
            guard !targetSpecs.isEmpty else { continue }
            let config = files.first { $0.lastPathComponent == Self.configName }
            for spec in targetSpecs { targetSpecsOf[spec.path] = targetSpecs }
            let count = "\(targetSpecs.count) spec\(targetSpecs.count == 1 ? "" : "s")"
            if target.appliesBuildPlugin {
                Diagnostics.warning(target.specOnlyWarning(specs: targetSpecs.count, in: root))
            } else if output == nil {
                notes.append("Target '\(target.name)' has \(count) and no Swift source yet; the files written next to them make it one")
                specs += targetSpecs.map { ($0, config) }
            } else {
                Diagnostics.warning(
                    """
                    target '\(target.name)' has \(count) and no Swift source file, so SwiftPM builds nothing from it; \
                    its specs are generated into \(output?.path ?? "") only
                    """)
                specs += targetSpecs.map { ($0, config) }
            }
        }
        guard conflicts.isEmpty else {
            let names = conflicts.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let one = conflicts.count == 1
            throw CommandFailure(
                """
                \(one ? "target" : "targets") \(names) already \(one ? "applies" : "apply") TableSpecBuildPlugin, which generates \
                \(one ? "its" : "their") table sources at build time; files written here as well would make the build fail with \
                "multiple producers". Either keep the build plugin and skip this command (there is nothing to check in), or \
                remove TableSpecBuildPlugin from \(one ? "the target's" : "those targets'") plugins in Package.swift and run this \
                command again to check the generated files in. (--target NAME limits the command to other targets.)
                """)
        }
        notes.forEach { print($0) }
        guard !specs.isEmpty else {
            Diagnostics.remark("no *.table.yaml files found")
            return
        }
        let tool = try context.tool(named: "tablespec").url
        // One run per output directory and configuration, so each directory's files are named and
        // checked together.
        var groups: [Group: [URL]] = [:]
        for (spec, config) in specs {
            let directory = output ?? spec.deletingLastPathComponent()
            groups[Group(directory: directory.path, config: config?.path), default: []].append(spec)
        }
        for key in groups.keys.sorted() {
            let directory = key.directory
            let group = (groups[key] ?? []).sorted { $0.path < $1.path }
            // The target's specs generated in other runs are still tables these specs may open.
            let inGroup = Set(group.map(\.path))
            let others = Set(group.flatMap { targetSpecsOf[$0.path] ?? [] }.map(\.path)).subtracting(inGroup).sorted()
            let process = Process()
            process.executableURL = tool
            process.arguments =
                ["generate", "--output", directory, "--file-names", "spec", "--spec-paths-relative-to", root.path]
                + (outputTarget.map { ["--target", $0] } ?? []) + (key.config.map { ["--config", $0] } ?? [])
                + others.flatMap { ["--known-spec", $0] } + group.map(\.path)
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CommandFailure("tablespec generate failed for the specs in \(directory)")
            }
            print("Generated \(group.count) table source\(group.count == 1 ? "" : "s") in \(directory)")
        }
    }

    /// Whether `url` is `directory` or lies below it.
    static func isInside(_ url: URL, _ directory: URL) -> Bool {
        let path = url.standardizedFileURL.path, base = directory.standardizedFileURL.path
        return path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// The deepest directory that holds all of the files: a target's own directory, or one
    /// below it when all its files are further down.
    static func commonDirectory(of files: [URL]) -> URL {
        var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents ?? ["/"]
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common), isDirectory: true)
    }

    /// The configuration file `TableSpecBuildPlugin` also reads.
    static let configName = "tablespec-config.yaml"

    /// Where a group of specs is generated, and with which configuration.
    struct Group: Hashable, Comparable {
        var directory: String
        var config: String?

        static func < (a: Group, b: Group) -> Bool {
            (a.directory, a.config ?? "") < (b.directory, b.config ?? "")
        }
    }
}

/// Why the command stopped; SwiftPM prints it as an error.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
