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
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(.error("cannot read \(DiagnosticText.escaped(path)): permission denied or not a regular file", at: nil))
        }
        defer { close(descriptor) }
        guard let bytes = contents(of: descriptor, upTo: limit &+ 1, expected: size) else {
            return .failure(.error("cannot read \(DiagnosticText.escaped(path)): \(String(cString: strerror(errno)))", at: nil))
        }
        guard bytes.count <= limit else { return .failure(tooLarge(path, size: nil, limit: limit)) }
        return .success(bytes)
    }

    /// Up to `maximum` bytes, read straight into the array that is returned: going through `Data`
    /// would hold a large file twice at once. Nil on a read error.
    private static func contents(of descriptor: Int32, upTo maximum: Int, expected: Int?) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected ?? 0, maximum - 1) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < maximum {
            let wanted = min(chunk.count, maximum - bytes.count)
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func tooLarge(_ path: String, size: Int?, limit: Int) -> Diagnostic {
        let what = size.map { "\($0) bytes" } ?? "larger"
        return .error("\(DiagnosticText.escaped(path)) is \(what), more than the input limit of \(limit) bytes (raise it with --max-input-bytes)",
                      at: SourceLocation(file: path, range: .fileStart))
    }
}

/// The system's `read`, which `SourceFile.read` would hide inside the enum.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
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
