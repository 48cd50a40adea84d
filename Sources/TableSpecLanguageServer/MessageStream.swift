#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two file descriptors the server talks over, read and written with the system calls
/// themselves: no buffering that could hold a response back, and a closed pipe is an answer
/// (the client is gone), not a signal that kills the process.
struct MessageStream {
    let input: Int32
    let output: Int32

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        // A write to a client that has gone must fail with EPIPE, not end the process unheard.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Reads what is available into `framer`; false at the end of input or on an error.
    func receive(into framer: inout MessageFramer) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    /// Writes one framed message; false when the client can no longer be written to.
    func send(body: [UInt8]) -> Bool {
        let message = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < message.count {
            let count = message.withUnsafeBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return -1 }
                return write(output, base + written, bytes.count - written)
            }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
