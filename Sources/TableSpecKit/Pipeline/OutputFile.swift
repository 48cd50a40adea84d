import Foundation

/// Writing generated files without ever leaving a half-written or clobbered one behind.
public enum OutputFile {
    public enum Outcome: Equatable, Sendable {
        /// The file already had these bytes; it was not touched, so builds stay incremental.
        case unchanged
        case written
    }

    /// Writes `contents` to `path` only when its bytes differ, through a temporary file in the
    /// same directory that is renamed over the target, so readers see the old or the new file,
    /// never a mix. The temporary file is removed if anything fails.
    public static func write(_ contents: String, to path: String) -> Result<Outcome, Diagnostic> {
        let data = Data(contents.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return .success(.unchanged)
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tablespec-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: [.withoutOverwriting])
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                return .failure(.error("cannot write \(DiagnosticText.escaped(path)): \(reason)", at: nil))
            }
            return .success(.written)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return .failure(.error("cannot write \(DiagnosticText.escaped(path)): \(error.localizedDescription)", at: nil))
        }
    }
}
