import Foundation

/// Reading input files within the input-size limit.
public enum SourceFile {
    /// The bytes of `path` (`-` is standard input), or a diagnostic that says why not. The size is
    /// checked before reading, so an enormous file is refused without being loaded.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        if path == "-" {
            let data = FileHandle.standardInput.readData(ofLength: limit &+ 1)
            guard data.count <= limit else { return .failure(tooLarge(path, size: nil, limit: limit)) }
            return .success([UInt8](data))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.error("no such file: \(DiagnosticText.escaped(path))", at: nil))
        }
        guard !isDirectory.boolValue else {
            return .failure(.error("\(DiagnosticText.escaped(path)) is a directory, not a spec file", at: nil))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        if let size, size > limit { return .failure(tooLarge(path, size: size, limit: limit)) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.error("cannot read \(DiagnosticText.escaped(path)): permission denied or not a regular file", at: nil))
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit &+ 1)) ?? Data()
        guard data.count <= limit else { return .failure(tooLarge(path, size: nil, limit: limit)) }
        return .success([UInt8](data))
    }

    private static func tooLarge(_ path: String, size: Int?, limit: Int) -> Diagnostic {
        let what = size.map { "\($0) bytes" } ?? "larger"
        return .error("\(DiagnosticText.escaped(path)) is \(what), more than the input limit of \(limit) bytes (raise it with --max-input-bytes)",
                      at: SourceLocation(file: path, range: .fileStart))
    }
}

/// Where a spec's sample file lives.
public enum SamplePath {
    /// `sample` relative to the spec's directory, kept relative when the spec path is, so
    /// diagnostics and build inputs show the path the way the user wrote it.
    public static func resolve(_ sample: String, relativeTo specPath: String) -> String {
        if sample.hasPrefix("/") || specPath == "-" { return sample }
        let directory = (specPath as NSString).deletingLastPathComponent
        return directory.isEmpty ? sample : (directory as NSString).appendingPathComponent(sample)
    }
}
