import TableSpecDiagnostics
import TableSpecModel

/// Finds the tables a spec's rows open, among the specs of the run and the `*.table.yaml` files
/// next to the spec, reading each candidate file for its `table` name only.
///
/// The likely file is read first: a spec of the run, or a neighbour, named `Name.table.yaml`.
/// Only when that fails are the others read, for a table declared under another file name and for
/// the suggestion. A candidate that cannot be read or parsed is no table; when it is the file
/// named after the table, the error says why, so a broken `Privacy.table.yaml` is not reported as
/// a missing one. Every file is read within the run's input limits.
struct TableLocator {
    let limits: YAMLLimits
    let directory: TableDirectory
    /// The spec being compiled, as given, and its table's own name: a table may open itself.
    let spec: String
    let ownName: String?
    /// Each file's table name as read, so a spec that opens several tables reads each file once.
    private var read: [String: NameRead] = [:]
    private var neighbourList: [String]?

    enum NameRead {
        case name(Located<String>)
        /// Not a spec whose name can be read, and the first problem, if it has one.
        case unreadable(Diagnostic?)
    }

    init(limits: YAMLLimits, directory: TableDirectory, spec: String, ownName: String?) {
        self.limits = limits
        self.directory = directory
        self.spec = spec
        self.ownName = ownName
    }

    mutating func locate(_ name: String) -> OpenedTableLookup {
        if name == ownName { return .found(file: spec, given: true) }
        let fileName = name + ".table.yaml"
        var notes: [Diagnostic.Note] = []
        var visible = ownName.map { [$0] } ?? []
        var likely = directory.specs.filter { $0 != spec && Self.lastComponent($0) == fileName }
        let neighbour = folder + fileName
        if spec != "-", neighbour != spec, !likely.contains(neighbour), directory.edited[neighbour] != nil || Self.isFile(neighbour) {
            likely.append(neighbour)
        }
        for file in likely {
            switch tableName(of: file) {
            case .name(let declared) where declared.value == name:
                return .found(file: file, given: directory.specs.contains(file))
            case .name(let declared):
                visible.append(declared.value)
                notes.append(
                    Diagnostic.Note(
                        "\(ControlCharacters.escaped(fileName)) declares the table '\(ControlCharacters.escaped(declared.value))', not '\(name)'",
                        at: SourceLocation(file: file, range: declared.range)))
            case .unreadable(let problem?):
                notes.append(
                    Diagnostic.Note(
                        "\(ControlCharacters.escaped(fileName)) is not a spec that can be read: \(problem.message)",
                        at: problem.location ?? SourceLocation(file: file, range: .fileStart)))
            case .unreadable(nil):
                notes.append(
                    Diagnostic.Note("\(ControlCharacters.escaped(fileName)) has no 'table' name", at: SourceLocation(file: file, range: .fileStart)))
            }
        }
        for file in others where !likely.contains(file) {
            guard case .name(let declared) = tableName(of: file) else { continue }
            if declared.value == name { return .found(file: file, given: directory.specs.contains(file)) }
            visible.append(declared.value)
        }
        return .missing(visible: Array(Set(visible)).sorted(), notes: notes)
    }

    /// The specs of the run, then the neighbours, without the spec itself.
    private var others: [String] {
        mutating get {
            var seen = Set([spec])
            var files: [String] = []
            for file in directory.specs + neighbours where seen.insert(file).inserted {
                files.append(file)
            }
            return files
        }
    }

    /// The `*.table.yaml` files next to the spec, sorted, as many as the directory allows.
    private var neighbours: [String] {
        mutating get {
            if let neighbourList { return neighbourList }
            guard spec != "-" else { return [] }
            let names = SystemFile.entries(of: folder.isEmpty ? "." : folder, limit: directory.maxNeighbours * 16) ?? []
            var files = Set(names.filter { $0.hasSuffix(".table.yaml") }.map { folder + $0 })
            // Specs open in an editor beside this one, saved or not.
            for path in directory.edited.keys
            where path.hasSuffix(".table.yaml") && path.hasPrefix(folder)
                && !path.dropFirst(folder.count).contains("/")
            {
                files.insert(path)
            }
            let found = Array(files.sorted().prefix(directory.maxNeighbours))
            neighbourList = found
            return found
        }
    }

    /// The spec's directory as a prefix of paths next to it ("" for the working directory).
    private var folder: String {
        guard let slash = spec.lastIndex(of: "/") else { return "" }
        return String(spec[...slash])
    }

    private static func isFile(_ path: String) -> Bool {
        if case .file = SystemFile.kind(of: path) { return true }
        return false
    }

    private static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file's `table` name, parsed as any spec is, within the run's limits.
    private mutating func tableName(of file: String) -> NameRead {
        if let known = read[file] { return known }
        let result = Self.readName(of: file, edited: directory.edited[file], limits: limits)
        read[file] = result
        return result
    }

    /// `edited` is the text an editor holds for the file, read instead of the disk.
    private static func readName(of file: String, edited: [UInt8]?, limits: YAMLLimits) -> NameRead {
        let bytes: [UInt8]
        if let edited {
            guard edited.count <= limits.maxInputBytes else {
                return .unreadable(SourceFile.tooLarge(file, size: edited.count, limit: limits.maxInputBytes))
            }
            bytes = edited
        } else {
            switch SourceFile.read(file, limit: limits.maxInputBytes) {
            case .success(let read): bytes = read
            case .failure(let problem): return .unreadable(problem)
            }
        }
        let parsed = YAMLParser.parse(bytes, file: file, limits: limits)
        if let problem = parsed.diagnostics.diagnostics.first(where: { $0.severity == .error }) { return .unreadable(problem) }
        guard let root = parsed.documents.first?.root?.id, parsed.tree.isMapping(root) else { return .unreadable(nil) }
        for entry in 0..<parsed.tree.count(root) {
            let key = parsed.tree.key(root, entry), value = parsed.tree.value(root, entry)
            guard parsed.tree.isScalar(key), parsed.tree.string(key) == "table", parsed.tree.isScalar(value) else { continue }
            return .name(Located(parsed.tree.string(value), at: parsed.tree.range(value)))
        }
        return .unreadable(nil)
    }
}
