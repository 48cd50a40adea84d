#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecDiagnostics

/// A file read whole only when it is small enough: its size is asked of the system first, so a
/// 100 MB file given as a `Root.plist` is refused without a byte of it read, and the read stops
/// one byte past the limit whatever the size said (a pipe, a file still growing).
///
/// Straight from the C library, as the rest of the tool reads files: it links no Foundation.
enum BoundedFile {
    static func read(_ path: String, file: String, limit: Int, noun: String) -> Result<[UInt8], Diagnostic> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(.error("cannot read \(file): \(String(cString: strerror(errno)))", at: nil))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.error("cannot read \(file): \(String(cString: strerror(errno)))", at: nil))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.error("cannot read \(file): it is a directory", at: nil)) }
        let size = Int(info.st_size)
        if size > limit { return .failure(tooLarge(size, file: file, limit: limit, noun: noun)) }
        let wanted = limit.addingReportingOverflow(1).overflow ? limit : limit + 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(size, 0), wanted))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < wanted {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, min(buffer.count, wanted - bytes.count))
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.error("cannot read \(file): \(String(cString: strerror(errno)))", at: nil))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        if bytes.count > limit { return .failure(tooLarge(bytes.count, file: file, limit: limit, noun: noun, atLeast: true)) }
        return .success(bytes)
    }

    static func tooLarge(_ size: Int, file: String, limit: Int, noun: String, atLeast: Bool = false) -> Diagnostic {
        .error(
            """
            the file is \(atLeast ? "more than \(limit)" : "\(size)") bytes, over the limit of \(limit) for a \(noun) (a Settings.bundle's \
            are kilobytes); it was not read
            """, at: SourceLocation(file: file, range: .fileStart))
    }
}

/// The system's `read`, which a static method named `read` would hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
