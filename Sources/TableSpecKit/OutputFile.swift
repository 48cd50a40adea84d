#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput
import TableSpecPictureLayout
import TableSpecPicturePreview
import TableSpecSwiftCore
import TableSpecTextPreview
import TableSpecUIKit

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
        write(Array(contents.utf8), to: path)
    }

    /// `write` for contents that are already UTF-8 bytes.
    public static func write(_ bytes: [UInt8], to path: String) -> Result<Outcome, Diagnostic> {
        if let existing = SystemFile.contents(of: path, upTo: bytes.count + 1), existing == bytes {
            return .success(.unchanged)
        }
        return stage(bytes, for: path).flatMap { staged in
            staged.commit(replacing: true).map(Result.failure) ?? .success(.written)
        }
    }

    /// A file written in full under a temporary name beside `path`, not yet in place: a command
    /// that writes several files (`import`) stages them all, checks them, and only then commits
    /// each, so a failure anywhere leaves no file half-written and none clobbered.
    public struct StagedFile: Sendable {
        public let path: String
        /// Where the bytes are until `commit` or `discard`.
        public let temporaryPath: String

        /// Moves the file into place: over an existing file when `replacing`, else only where no
        /// file is, so one that appeared since the caller looked is refused (`link`, not
        /// `rename`). The temporary file is gone afterwards either way; nil when it worked.
        public func commit(replacing: Bool) -> Diagnostic? {
            let moved = replacing ? rename(temporaryPath, path) == 0 : link(temporaryPath, path) == 0
            let failure = moved ? nil : cannotWrite(path)
            unlink(temporaryPath)
            return failure
        }

        /// Removes the temporary file; the destination is untouched.
        public func discard() {
            unlink(temporaryPath)
        }
    }

    /// Writes `bytes` to a new temporary file in `path`'s directory.
    public static func stage(_ bytes: [UInt8], for path: String) -> Result<StagedFile, Diagnostic> {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // The process id and a counter keep concurrent runs (one per build target) apart; O_EXCL
        // refuses to reuse any file that is already there.
        let temporary = directory + ".\(name).tablespec-\(getpid())-\(nextTemporary()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return .failure(cannotWrite(path)) }
        let written = SystemFile.write(bytes, to: descriptor)
        let failure = written ? nil : cannotWrite(path)
        if close(descriptor) != 0 || failure != nil {
            let diagnostic = failure ?? cannotWrite(path)
            unlink(temporary)
            return .failure(diagnostic)
        }
        return .success(StagedFile(path: path, temporaryPath: temporary))
    }

    /// Removes each file under `directory` whose path (as `directory/…`) is not in `keeping`, and each
    /// folder left empty: a folder the tool owns whole (the build plugin's `Settings.bundle`), so a pane or
    /// a language dropped from the specs is dropped from the bundle too. Nil when it worked.
    public static func removeFiles(under directory: String, keeping: Set<String>) -> Diagnostic? {
        guard let names = SystemFile.entries(of: directory, limit: 10_000) else { return nil }
        for name in names.sorted() {
            let path = directory + "/" + name
            if SystemFile.kind(of: path) == .directory {
                if let problem = removeFiles(under: path, keeping: keeping) { return problem }
                if SystemFile.entries(of: path, limit: 1)?.isEmpty == true { rmdir(path) }
            } else if !keeping.contains(path), unlink(path) != 0 {
                return .error(
                    "cannot remove \(ControlCharacters.escaped(path)), which this run no longer generates: \(SystemFile.lastError)", at: nil)
            }
        }
        return nil
    }

    /// Creates `directory` and any missing directories above it, as `mkdir -p` does: a build
    /// names an output directory that a clean checkout does not have yet. Nil when it exists.
    public static func makeDirectory(_ directory: String) -> Diagnostic? {
        if directory.isEmpty { return nil }
        var path = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            path += component
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                return .error("cannot create the output directory \(ControlCharacters.escaped(directory)): \(SystemFile.lastError)", at: nil)
            }
            path += "/"
        }
        guard SystemFile.kind(of: directory) == .directory else {
            return .error("cannot create the output directory \(ControlCharacters.escaped(directory)): a file of that name is in the way", at: nil)
        }
        return nil
    }

    private static func cannotWrite(_ path: String) -> Diagnostic {
        .error("cannot write \(ControlCharacters.escaped(path)): \(SystemFile.lastError)", at: nil)
    }

    private static let counter = Counter()

    private static func nextTemporary() -> Int { counter.next() }
}

/// A number that goes up by one on each call, from any thread.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }

    func next() -> Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        value += 1
        return value
    }
}
