#if canImport(Glibc)
import Glibc
#endif

/// The few lists that grow with the whole spec (the input's bytes, the YAML tree's nodes, a
/// large spec's rows) are written front to back once, megabytes of them. On Linux each 4 KiB
/// page of such a list costs a page fault the first time it is written, and at a hundred
/// thousand rows those faults were a fifth of `validate`'s time; backed by 2 MiB pages where
/// the kernel allows (transparent huge pages in `madvise` mode), the same list takes a few.
///
/// Only the list's own storage is advised, never the process's allocator, and only when the
/// reserved room is large: a spec of a few hundred rows is left exactly as it was. Room that is
/// reserved but never written stays unbacked either way.
enum LargeBuffers {
    /// Below this much reserved room the advice is not worth a system call.
    static let threshold = 2 << 20

    /// Advises the storage `array` has reserved (its capacity, not just its count).
    static func adviseHugePages<Element>(_ array: inout [Element]) {
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard bytes >= threshold else { return }
        array.withUnsafeMutableBufferPointer { adviseHugePages(UnsafeMutableRawPointer($0.baseAddress), bytes: bytes) }
    }

    /// Advises a buffer that is about to be filled.
    static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard buffer.count >= threshold else { return }
        adviseHugePages(UnsafeMutableRawPointer(buffer.baseAddress), bytes: buffer.count)
    }

    private static func adviseHugePages(_ base: UnsafeMutableRawPointer?, bytes: Int) {
        #if os(Linux)
        guard let base else { return }
        let page = 4096
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(page - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        // Advice only: when the kernel declines, the pages are ordinary ones.
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}
