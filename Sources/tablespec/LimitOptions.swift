import ArgumentParser
import TableSpecKit

/// The YAML layer's limits, each overridable for the rare spec that needs more.
struct LimitOptions: ParsableArguments {
    @Option(help: "Largest input file in bytes.")
    var maxInputBytes: Int = YAMLLimits().maxInputBytes

    @Option(help: "Deepest nesting of lists and mappings.")
    var maxDepth: Int = YAMLLimits().maxDepth

    @Option(help: "Longest single value in bytes.")
    var maxScalarBytes: Int = YAMLLimits().maxScalarBytes

    @Option(help: "Most keys in one mapping.")
    var maxKeys: Int = YAMLLimits().maxKeysPerMapping

    @Option(help: "Most nodes that aliases (*name) may add in total.")
    var maxAliasNodes: Int = YAMLLimits().maxAliasNodes

    var limits: YAMLLimits {
        var limits = YAMLLimits()
        limits.maxInputBytes = maxInputBytes
        limits.maxDepth = maxDepth
        limits.maxScalarBytes = maxScalarBytes
        limits.maxKeysPerMapping = maxKeys
        limits.maxAliasNodes = maxAliasNodes
        return limits
    }

    func validate() throws {
        for (name, value) in [("--max-input-bytes", maxInputBytes), ("--max-depth", maxDepth), ("--max-scalar-bytes", maxScalarBytes),
                              ("--max-keys", maxKeys), ("--max-alias-nodes", maxAliasNodes)] where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }
}
