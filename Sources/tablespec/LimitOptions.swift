import ArgumentParser
import TableSpecKit

/// The YAML layer's limits, each overridable for the rare spec that needs more.
///
/// Every command that reads specs takes them as `@OptionGroup(title: LimitOptions.title)`, so
/// help lists them once, under their own heading, after the options a user reaches for.
struct LimitOptions: ParsableArguments {
    static let title = "Limits"

    @Option(help: ArgumentHelp("Largest input file in bytes.", valueName: "bytes"))
    var maxInputBytes: Int = YAMLLimits().maxInputBytes

    @Option(help: ArgumentHelp("Deepest nesting of lists and mappings.", valueName: "depth"))
    var maxDepth: Int = YAMLLimits().maxDepth

    @Option(help: ArgumentHelp("Longest single value in bytes.", valueName: "bytes"))
    var maxScalarBytes: Int = YAMLLimits().maxScalarBytes

    @Option(help: ArgumentHelp("Most keys in one mapping.", valueName: "count"))
    var maxKeys: Int = YAMLLimits().maxKeysPerMapping

    @Option(help: ArgumentHelp("Most nodes that aliases (*name) may add in total.", valueName: "count"))
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
        for (name, value) in [
            ("--max-input-bytes", maxInputBytes), ("--max-depth", maxDepth), ("--max-scalar-bytes", maxScalarBytes),
            ("--max-keys", maxKeys), ("--max-alias-nodes", maxAliasNodes),
        ] where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }
}
