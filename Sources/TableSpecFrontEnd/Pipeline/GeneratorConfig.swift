import TableSpecDiagnostics
import TableSpecModel

/// `tablespec-config.yaml`: how a package's specs are generated, for the build plugin, which
/// takes no command-line options. It sits beside the specs in the target's directory; both
/// plugins pass it to `tablespec generate --config`, and an option on the command line wins.
///
/// ```yaml
/// target: uikit            # or a list: [uikit, swiftui]
/// settingsBundle: Preferences   # also a Settings.bundle: this table's pane and the panes it opens
/// ```
public struct GeneratorConfig: Sendable {
    /// The output targets' names, as written, in order; the caller checks them against the
    /// targets it has. Empty when the file names none.
    public var targets: [Located<String>] = []
    /// The table the Settings app shows as the app's pane (`Root.plist`), when the specs should also
    /// make a `Settings.bundle`: it and the tables it opens, directly or not, become its panes. Only the
    /// app's own `Settings.bundle` reaches the Settings app, so the bundle has one root, named here.
    public var settingsBundle: Located<String>?

    /// The name the plugins look for.
    public static let fileName = "tablespec-config.yaml"
    static let keys = ["target", "settingsBundle"]
}

extension FrontEnd {
    /// Reads a generator configuration, or says why it cannot.
    public func loadConfig(path: String) -> (config: GeneratorConfig?, diagnostics: DiagnosticBag) {
        var bag = DiagnosticBag()
        guard let bytes = readSideFile(path, into: &bag) else { return (nil, bag) }
        let parsed = YAMLParser.parse(bytes, file: path, limits: limits)
        bag.append(contentsOf: parsed.diagnostics)
        guard !parsed.diagnostics.hasErrors else { return (nil, bag) }
        var config = GeneratorConfig()
        guard let root = parsed.documents.first?.root?.id, !parsed.tree.isEmptyValue(root) else { return (config, bag) }
        var decoder = SpecDecoder(file: path, tree: parsed.tree)
        decoder.reportUnsupportedTags(in: root)
        guard decoder.isMapping(root, expected: "a mapping of generator settings, such as 'target: uikit'") else {
            bag.append(contentsOf: decoder.diagnostics)
            return (nil, bag)
        }
        for entry in 0..<parsed.tree.count(root) {
            let key = parsed.tree.key(root, entry), value = parsed.tree.value(root, entry)
            guard let name = decoder.keyName(key) else { continue }
            switch name {
            case "target":
                if parsed.tree.isSequence(value) {
                    for position in 0..<parsed.tree.count(value) {
                        if let name = decoder.string(parsed.tree.item(value, position), key: "target") { config.targets.append(name) }
                    }
                } else if let name = decoder.string(value, key: "target") {
                    config.targets = [name]
                }
            case "settingsBundle":
                config.settingsBundle = decoder.string(value, key: "settingsBundle")
            default: decoder.unknownKey(name, at: parsed.tree.range(key), in: "a generator configuration", candidates: GeneratorConfig.keys)
            }
        }
        bag.append(contentsOf: decoder.diagnostics)
        return (bag.hasErrors ? nil : config, bag)
    }
}
