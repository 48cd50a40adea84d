#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable list of plain values that the node tree owns: its records, its children and its
/// text.
///
/// The tree builder appends three or four values for every libyaml event, a million-row spec has
/// millions of events, and a Swift array checks on each append that no one else shares it.
/// Nothing shares these lists, so appending here is a compare and a store. The memory grows with
/// `realloc`, which moves a large block by remapping its pages rather than copying it, so a list
/// that outgrows its reservation is not briefly held twice.
///
/// Only the builder writes to a buffer, before the tree exists; the tree only reads it, which is
/// why it can be shared between threads.
final class NodeBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    private var storage: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit {
        free(storage)
    }

    /// Room for `minimumCapacity` values; memory that is never written costs nothing. A
    /// reservation the allocator refuses is left for the appends to report.
    func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { _ = grow(to: minimumCapacity) }
    }

    /// Appends `element`; false, with nothing appended, when no memory is left for it.
    @discardableResult
    func append(_ element: Element) -> Bool {
        if count == capacity, !grow(to: Swift.max(16, capacity * 2)) { return false }
        storage.unsafelyUnwrapped[count] = element
        count += 1
        return true
    }

    /// Appends `elements`; false, with nothing appended, when no memory is left for them.
    @discardableResult
    func append(contentsOf elements: UnsafeBufferPointer<Element>) -> Bool {
        guard let source = elements.baseAddress, !elements.isEmpty else { return true }
        if count + elements.count > capacity, !grow(to: Swift.max(count + elements.count, capacity * 2)) { return false }
        (storage.unsafelyUnwrapped + count).initialize(from: source, count: elements.count)
        count += elements.count
        return true
    }

    func removeLast(_ n: Int) {
        count -= Swift.min(n, count)
    }

    /// Value `index`, which must be below `count`: every index the tree reads was handed out by
    /// the builder when it appended that value.
    subscript(index: Int) -> Element {
        UnsafeBufferPointer(start: storage, count: count)[index]
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage, count: count))
    }

    private func grow(to newCapacity: Int) -> Bool {
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow, let grown = realloc(storage, Swift.max(bytes, 1)) else { return false }
        storage = grown.bindMemory(to: Element.self, capacity: newCapacity)
        capacity = newCapacity
        return true
    }
}
