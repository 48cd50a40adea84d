/// File paths as the user typed them, joined and split as text: the CLI never resolves them, so
/// diagnostics and generated headers show the paths the way they were given.
enum PathText {
    /// `name` inside `directory`; an empty directory leaves the name as it is.
    static func joined(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last part of a path, ignoring a trailing slash: `Samples/Settings.table.yaml` gives
    /// `Settings.table.yaml`.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
