#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process once a command's output is written.
///
/// A million-row table is millions of small allocations, and handing each back to the allocator
/// takes as long as a good part of building them did; the operating system reclaims the whole
/// process at once. So the commands that hold a table exit with it still alive, as compilers
/// commonly do. The C library's `exit` still flushes standard output.
enum ProcessExit {
    static func now<Kept>(_ status: Int32, keeping kept: Kept) -> Never {
        withExtendedLifetime(kept) {
            exit(status)
        }
    }
}
