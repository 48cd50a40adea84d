/// File paths as the user typed them, joined and split as text: the CLI never resolves them, so
/// diagnostics and generated headers show the paths the way they were given.
public enum PathText {
    /// `name` inside `directory`; an empty directory, or `.`, leaves the name as it is.
    public static func joined(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last part of a path, ignoring a trailing slash: `Samples/Settings.table.yaml` gives
    /// `Settings.table.yaml`.
    public static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` with `.` parts dropped and each `..` taking away the part before it, as text: a
    /// suggestion printed for the user reads `tablespec.schema.json`, not `App/../tablespec.schema.json`.
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder `path` is in, as text: `Samples/Settings.table.yaml` gives `Samples`, a bare name `.`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
