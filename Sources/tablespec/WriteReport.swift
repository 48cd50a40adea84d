import TableSpecKit

/// What `generate` tells its user once the files are on disk: a line per file, or with `--quiet`
/// one count, so a build log shows that a run happened and a person sees what it touched.
///
/// A file whose bytes would not change is left alone (its modification time too, so the build
/// does not recompile it), and the report says so rather than claiming it was written.
struct WriteReport {
    private var files: [(path: String, outcome: OutputFile.Outcome)] = []

    mutating func add(_ path: String, _ outcome: OutputFile.Outcome) {
        files.append((path, outcome))
    }

    /// `wrote PATH` or `unchanged PATH`, in the order the files were handled.
    var lines: String {
        files.map { "\($0.outcome == .written ? "wrote" : "unchanged") \($0.path)\n" }.joined()
    }

    /// `generated 3 files in Generated (2 written, 1 unchanged)`; nothing when no file was handled.
    func count(into directory: String) -> String {
        guard !files.isEmpty else { return "" }
        let total = files.count == 1 ? "1 file" : "\(files.count) files"
        let written = files.count { $0.outcome == .written }
        return "generated \(total) in \(directory) (\(written) written, \(files.count - written) unchanged)\n"
    }
}
