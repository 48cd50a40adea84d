import TableSpecDiagnostics
import TableSpecModel

/// What the YAML layer produced: the documents it completed, and every problem it found.
public struct YAMLParseResult: Sendable {
    public var documents: [YAMLDocument]
    public var diagnostics: DiagnosticBag
    /// Every node of the documents.
    public var tree: YAMLTree
}

/// Reads YAML with libyaml and builds a `YAMLTree` whose every node has its source positions.
///
/// libyaml cannot recover from a syntax error, so the first syntax error ends the parse; the
/// problems it can continue past (duplicate keys, merge keys) are all reported. The whole input
/// is parsed before anything reads the tree: the stages after this one see a finished tree.
public enum YAMLParser {
    public static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits()) -> YAMLParseResult {
        var builder = YAMLTreeBuilder(file: file, limits: limits)
        if let problem = precheck(bytes, limits: limits) {
            builder.report(problem, at: .fileStart)
            let (tree, _) = builder.finish()
            return YAMLParseResult(documents: [], diagnostics: builder.diagnostics, tree: tree)
        }
        builder.reserve(forInputBytes: bytes.count)
        // libyaml wants a non-null pointer even for empty input.
        let storage = bytes.isEmpty ? [0] : bytes
        storage.withUnsafeBufferPointer { buffer in
            YAMLEventReader(UnsafeBufferPointer(rebasing: buffer[0..<bytes.count]), file: file, limits: limits).read(into: &builder)
        }
        let (tree, documents) = builder.finish()
        return YAMLParseResult(documents: documents, diagnostics: builder.diagnostics, tree: tree)
    }

    /// Problems decided from the bytes alone, before libyaml sees them.
    private static func precheck(_ bytes: [UInt8], limits: YAMLLimits) -> String? {
        if bytes.count > limits.maxInputBytes {
            return "the input is \(bytes.count) bytes, more than the limit of \(limits.maxInputBytes) bytes (raise it with --max-input-bytes)"
        }
        // UTF-32's marks first: the little-endian one begins with UTF-16's.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return "the input is UTF-32 (it starts with a UTF-32 byte-order mark); table specs are UTF-8"
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return "the input is UTF-16 (it starts with a UTF-16 byte-order mark); table specs are UTF-8"
        }
        return nil
    }
}
