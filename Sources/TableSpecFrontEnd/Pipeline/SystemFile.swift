#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecDiagnostics
import TableSpecModel

/// The few file operations the tool needs, straight from the C library. The tool links no
/// Foundation: loading it, and scanning its protocol conformances while the command line is
/// parsed, cost every run of `tablespec` about half of its start-up time.
public enum SystemFile {
    public enum Kind: Equatable, Sendable {
        case missing
        case directory
        /// A file (or device, or pipe) of this many bytes, as far as the system knows.
        case file(size: Int)
    }

    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .directory }
        return .file(size: Int(info.st_size))
    }

    /// The last modification time in nanoseconds since 1970, or nil when the file is gone.
    public static func modificationTime(of path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The whole file, or nil when it cannot be opened or read.
    public static func contents(of path: String, upTo maximum: Int = .max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var expected: Int?
        if case .file(let size) = kind(of: path) { expected = size }
        return contents(of: descriptor, upTo: maximum, expected: expected)
    }

    /// Up to `maximum` bytes, read straight into the array that is returned, so a large file is
    /// neither held twice nor copied. Nil on a read error.
    static func contents(of descriptor: Int32, upTo maximum: Int, expected: Int?) -> [UInt8]? {
        // The size the system reported, read straight into the array that is returned.
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: min(expected ?? 0, maximum)) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                let count = read(descriptor, base + initialized, buffer.count - initialized)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failed = true }
                if count <= 0 { return }
                initialized += count
            }
        }
        if failed { return nil }
        // Whatever follows (a pipe, or a file that grew since), in chunks.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < maximum {
            let wanted = min(chunk.count, maximum - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The names in a directory (without `.` and `..`), in the system's order, reading at most
    /// `limit` entries; nil when it cannot be opened.
    public static func entries(of directory: String, limit: Int) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        var seen = 0
        while seen < limit, let entry = readdir(stream) {
            seen += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes every byte, retrying short writes and interruptions; false on an error.
    @discardableResult
    package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// The C library's message for the last error.
    package static var lastError: String { String(cString: strerror(errno)) }
}

/// The system's `write`, which `SystemFile.write` would hide inside the enum.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Standard output and standard error, written in one call per text so that output from
/// several processes in a build log does not interleave mid-line.
public enum StandardStream {
    case output
    case error

    public func write(_ text: String) {
        SystemFile.write(Array(text.utf8), to: self == .output ? STDOUT_FILENO : STDERR_FILENO)
    }

    /// Everything on standard input, up to `maximum` bytes; nil on a read error.
    public static func readInput(upTo maximum: Int) -> [UInt8]? {
        SystemFile.contents(of: STDIN_FILENO, upTo: maximum, expected: nil)
    }
}
