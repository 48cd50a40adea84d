import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-table-sources`: writes the Swift for
/// every `*.table.yaml` next to its spec, for teams that check generated code in.
///
/// Options: `--target NAME` (repeatable) limits it to some targets; `--output DIR` writes every
/// file into one directory instead. The tool writes atomically and only when the bytes change.
@main
struct GenerateTableSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let outputOption = extractor.extractOption(named: "output").last
        let tool = try context.tool(named: "tablespec").url
        var specs: [URL] = []
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let target = target as? SourceModuleTarget else { continue }
            specs += target.sourceFiles(withSuffix: ".table.yaml").map(\.url)
        }
        guard !specs.isEmpty else {
            Diagnostics.remark("no *.table.yaml files found")
            return
        }
        // One run per output directory, so each directory's files are named and checked together.
        var groups: [String: [URL]] = [:]
        for spec in specs {
            let directory = outputOption.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL).standardizedFileURL }
                ?? spec.deletingLastPathComponent()
            groups[directory.path, default: []].append(spec)
        }
        for directory in groups.keys.sorted() {
            let group = (groups[directory] ?? []).sorted { $0.path < $1.path }
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", "--output", directory, "--file-names", "spec", "--spec-paths-relative-to", context.package.directoryURL.path]
                + group.map(\.path)
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("tablespec generate failed for the specs in \(directory)")
                throw ExitCode(process.terminationStatus)
            }
            print("Generated \(group.count) table source\(group.count == 1 ? "" : "s") in \(directory)")
        }
    }
}

struct ExitCode: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
