/// A list of plain values with value semantics whose storage grows in place.
///
/// A Swift array grows by allocating a larger block and copying into it, so while it grows it is
/// held twice. Lists filled while a large file is still being parsed (the fields of 100,000
/// sample items, say) would then be held twice at the front end's peak memory. This list grows
/// with `realloc`, which remaps a large block's pages instead of copying them, and room it never
/// writes costs no memory. A copy shares the storage until one side appends.
struct FlatList<Element: BitwiseCopyable>: Sendable {
    private var buffer = NodeBuffer<Element>()

    var count: Int { buffer.count }

    subscript(index: Int) -> Element {
        buffer[index]
    }

    /// Appends `element`; false, with nothing appended, when the system has no memory for it.
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        makeUnique() && buffer.append(element)
    }

    /// Appends `elements`; false, with nothing appended, when the system has no memory for them.
    @discardableResult
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) -> Bool {
        makeUnique() && buffer.append(contentsOf: elements)
    }

    /// Room for `minimumCapacity` values in all; a reservation the allocator refuses is left for
    /// the appends to report.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if makeUnique() { buffer.reserveCapacity(minimumCapacity) }
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeBufferPointer(body)
    }

    /// Gives this list storage of its own before it is written, if a copy shares it.
    private mutating func makeUnique() -> Bool {
        if isKnownUniquelyReferenced(&buffer) { return true }
        let copy = NodeBuffer<Element>()
        guard buffer.withUnsafeBufferPointer({ copy.append(contentsOf: $0) }) else { return false }
        buffer = copy
        return true
    }
}
