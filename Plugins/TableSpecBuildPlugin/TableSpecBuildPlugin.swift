import Foundation
import PackagePlugin

/// Compiles every `*.table.yaml` in a target into Swift at build time.
///
/// One build command covers all of a target's specs, so the tool sees them together and can say
/// when two declare the same table. The command runs only when a spec, a sample file it names or
/// the tool itself changes, and the tool rewrites only the files whose bytes change, so editing
/// one spec recompiles one generated file.
@main
struct TableSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: ".table.yaml").map(\.url)
        return try TableSpecBuild.commands(
            specs: specs, root: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "tablespec").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TableSpecBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".table.yaml") }
        return try TableSpecBuild.commands(
            specs: specs, root: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "tablespec").url)
    }
}
#endif

/// What the SwiftPM and Xcode flavours of the plugin share.
enum TableSpecBuild {
    static func commands(specs: [URL], root: URL, workDirectory: URL, tool: URL) -> [Command] {
        guard !specs.isEmpty else { return [] }
        let sorted = specs.sorted { $0.path < $1.path }
        let outputs = sorted.map { workDirectory.appendingPathComponent(generatedName($0)) }
        let samples = Set(sorted.flatMap(sampleFiles)).sorted { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Generating table data sources from \(sorted.count) spec\(sorted.count == 1 ? "" : "s")",
                executable: tool,
                // Absolute spec paths, so SwiftPM and Xcode attach each diagnostic to its spec.
                arguments: ["generate", "--output", workDirectory.path, "--file-names", "spec", "--spec-paths-relative-to", root.path]
                    + sorted.map(\.path),
                inputFiles: sorted + samples + [tool],
                outputFiles: outputs)
        ]
    }

    /// The tool's `--file-names spec` rule: `Settings.table.yaml` becomes `Settings.swift`.
    static func generatedName(_ spec: URL) -> String {
        String(spec.lastPathComponent.dropLast(".table.yaml".count)) + ".swift"
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
