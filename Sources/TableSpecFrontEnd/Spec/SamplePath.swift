import TableSpecDiagnostics
import TableSpecModel

/// Where a spec's sample file lives.
public enum SamplePath {
    /// `sample` relative to the spec's directory, kept relative when the spec path is, so
    /// diagnostics and build inputs show the path the way the user wrote it.
    public static func resolve(_ sample: String, relativeTo specPath: String) -> String {
        if sample.hasPrefix("/") || specPath == "-" { return sample }
        guard let slash = specPath.lastIndex(of: "/") else { return sample }
        return String(specPath[...slash]) + sample
    }
}
