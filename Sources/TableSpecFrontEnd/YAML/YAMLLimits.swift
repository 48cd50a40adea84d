import TableSpecDiagnostics
import TableSpecModel

/// Bounds on what the YAML layer accepts, so that hostile input costs a located error instead of
/// memory, stack or time. Each has a generous default (a million-row spec fits) and a name that
/// the CLI exposes as an option.
public struct YAMLLimits: Sendable, Hashable {
    /// Bytes of input. Checked before anything is read into memory when the size is known.
    public var maxInputBytes: Int = 256 * 1024 * 1024
    /// Levels of nested sequences and mappings, checked on each start event before any node is
    /// built, which also stops libyaml's flow scanner (quadratic in depth) early.
    public var maxDepth: Int = 256
    /// Bytes in one scalar.
    public var maxScalarBytes: Int = 1024 * 1024
    /// Entries in one mapping.
    public var maxKeysPerMapping: Int = 100_000
    /// Nodes that aliases may add to the document in total, counting each alias as the size of
    /// the node it copies. Stops an alias bomb at its first oversized alias, in microseconds.
    public var maxAliasNodes: Int = 4_000_000
    /// Documents in the stream; a table spec has exactly one.
    public var maxDocuments: Int = 1

    public init() {}

    /// Limits for reading arbitrary YAML, such as the YAML test suite: any number of documents.
    public static var anyStream: YAMLLimits {
        var limits = YAMLLimits()
        limits.maxDocuments = .max
        return limits
    }
}
