#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecDiagnostics
import TableSpecModel

/// Reading input files within the input-size limit.
public enum SourceFile {
    /// The bytes of `path` (`-` is standard input), or a diagnostic that says why not. The size is
    /// checked before reading, so an enormous file is refused without being loaded.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        if path == "-" {
            guard let bytes = StandardStream.readInput(upTo: limit &+ 1) else {
                return .failure(.error("cannot read standard input: \(SystemFile.lastError)", at: nil))
            }
            guard bytes.count <= limit else { return .failure(tooLarge(path, size: nil, limit: limit)) }
            return .success(bytes)
        }
        let size: Int
        switch SystemFile.kind(of: path) {
        case .missing:
            return .failure(.error("no such file: \(ControlCharacters.escaped(path))", at: nil))
        case .directory:
            return .failure(.error("\(ControlCharacters.escaped(path)) is a directory, not a spec file", at: nil))
        case .file(let bytes):
            size = bytes
        }
        if size > limit { return .failure(tooLarge(path, size: size, limit: limit)) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(.error("cannot read \(ControlCharacters.escaped(path)): permission denied or not a regular file", at: nil))
        }
        defer { close(descriptor) }
        guard let bytes = SystemFile.contents(of: descriptor, upTo: limit &+ 1, expected: size) else {
            return .failure(.error("cannot read \(ControlCharacters.escaped(path)): \(SystemFile.lastError)", at: nil))
        }
        guard bytes.count <= limit else { return .failure(tooLarge(path, size: nil, limit: limit)) }
        return .success(bytes)
    }

    /// Why `path` is not read: larger than the input limit. Public so that text which never
    /// touches the disk (an editor's buffer, in the language server) is refused in the same words.
    public static func tooLarge(_ path: String, size: Int?, limit: Int) -> Diagnostic {
        let what = size.map { "\($0) bytes" } ?? "larger"
        return .error(
            "\(ControlCharacters.escaped(path)) is \(what), more than the input limit of \(limit) bytes (raise it with --max-input-bytes)",
            at: SourceLocation(file: path, range: .fileStart))
    }
}
