import Foundation

/// The targets a package's manifests declare, with the plugins they apply, read from the text.
///
/// PackagePlugin tells a command plugin each target's sources and dependencies, but not the
/// plugins it applies, and it leaves out a target that SwiftPM found no sources for (one that
/// holds only specs). So the manifest's text is scanned: comments and string contents are
/// skipped, calls are matched by their parentheses, and a target applies the build plugin when
/// a `.plugin(name: "TableSpecBuildPlugin", …)` appears inside its `.target(name: …)` call. A
/// usage kept in a variable is missed; the build plugin then still stops the build with its own
/// error on the clashing file names, just later.
struct DeclaredTarget: Equatable {
    /// `target`, `executableTarget`, `testTarget` or `macro`.
    var kind: String
    var name: String
    /// The `path:` argument, if any.
    var path: String?
    var appliesBuildPlugin: Bool

    static let buildPlugin = "TableSpecBuildPlugin"
    static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// The directory SwiftPM reads the target's sources from.
    func directory(in root: URL) -> URL {
        if let path { return URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL }
        return root.appendingPathComponent(kind == "testTarget" ? "Tests" : "Sources").appendingPathComponent(name)
    }

    /// Every file below a directory, sorted.
    static func files(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            found.append(url.standardizedFileURL)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// What both plugins say of a target that applies the build plugin and holds specs but no
    /// Swift: SwiftPM leaves such a target out with only its own warning about missing sources,
    /// and runs no plugin for it, so its tables silently do not exist.
    func specOnlyWarning(specs: Int, in root: URL) -> String {
        """
        target '\(name)' has \(specs) spec\(specs == 1 ? "" : "s") and no Swift source file, so SwiftPM builds nothing from it and runs no \
        build plugin for it: TableSpecBuildPlugin generates nothing there. Add one Swift file to \(directory(in: root).path) \
        (a file holding only a comment is enough)
        """
    }

    /// The targets declared in `Package.swift` and any `Package@swift-*.swift` beside it; a target
    /// declared in several manifests appears once, applying the plugin if any of them does.
    static func declared(inPackageAt root: URL) -> [DeclaredTarget] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        var targets: [DeclaredTarget] = []
        for name in names where name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { continue }
            for target in declared(manifest: text) {
                if let index = targets.firstIndex(where: { $0.name == target.name }) {
                    targets[index].appliesBuildPlugin = targets[index].appliesBuildPlugin || target.appliesBuildPlugin
                } else {
                    targets.append(target)
                }
            }
        }
        return targets
    }

    static func declared(manifest: String) -> [DeclaredTarget] {
        /// One open call or array literal: the name before its parenthesis, and its own `name:`
        /// and `path:` arguments.
        struct Call {
            var callee: String?
            var arguments: [String: String] = [:]
            var appliesBuildPlugin = false
        }
        var open: [Call] = []
        var targets: [DeclaredTarget] = []
        var lastIdentifier: String?
        var pendingLabel: String?
        for token in ManifestTokens(manifest) {
            switch token {
            case .identifier(let word):
                lastIdentifier = word
                continue
            case .colon:
                pendingLabel = lastIdentifier
            case .open(let bracket):
                open.append(Call(callee: bracket == "(" ? lastIdentifier : nil))
            case .close:
                guard let call = open.popLast() else { break }
                if call.callee == "plugin", call.arguments["name"] == buildPlugin,
                    let index = open.lastIndex(where: { kinds.contains($0.callee ?? "") })
                {
                    open[index].appliesBuildPlugin = true
                }
                if let kind = call.callee, kinds.contains(kind), let name = call.arguments["name"] {
                    targets.append(
                        DeclaredTarget(
                            kind: kind, name: name, path: call.arguments["path"],
                            appliesBuildPlugin: call.appliesBuildPlugin))
                }
            case .string(let text):
                if let label = pendingLabel, label == "name" || label == "path", !open.isEmpty,
                    open[open.count - 1].arguments[label] == nil
                {
                    open[open.count - 1].arguments[label] = text
                }
            case .other:
                break
            }
            if token != .colon { pendingLabel = nil }
            lastIdentifier = nil
        }
        return targets
    }
}
