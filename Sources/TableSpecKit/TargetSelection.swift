import TableSpecModel
import TableSpecOutput

/// Several output targets at once (`--target uikit,swiftui`): which ones a list names, and the
/// files they write together.
extension OutputTargets {
    /// The targets `names` calls for, each once, in the order first named; a name may hold several,
    /// separated by commas (`uikit,swiftui`). `unknown` lists the names no target has, as written.
    public static func named(list names: [String]) -> (targets: [any OutputTarget], unknown: [String]) {
        var targets: [any OutputTarget] = [], unknown: [String] = []
        for name in names.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            var trimmed = name.drop { $0 == " " }
            while trimmed.hasSuffix(" ") { trimmed = trimmed.dropLast() }
            guard let target = named(String(trimmed)) else {
                unknown.append(String(trimmed))
                continue
            }
            if !targets.contains(where: { $0.name == target.name }) { targets.append(target) }
        }
        return (targets, unknown)
    }

    /// The files of `targets` for one table, in the targets' order. The table's platform-neutral
    /// part must be in a module once: a file that is only that part (`isNeutralPart`) gives way to
    /// another target's file of the same name, which holds it too.
    public static func files(for table: ResolvedTable, targets: [any OutputTarget], options: OutputOptions) -> [GeneratedFile] {
        files(targets.map { $0.files(for: table, options: options) })
    }

    /// The files several targets made of one table, each target's in order, merged as `files(for:targets:options:)` says.
    static func files(_ byTarget: [[GeneratedFile]]) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for file in byTarget.joined() {
            guard let existing = files.firstIndex(where: { $0.name == file.name }) else {
                files.append(file)
                continue
            }
            if files[existing].isNeutralPart, !file.isNeutralPart { files[existing] = file }
        }
        return files
    }
}
