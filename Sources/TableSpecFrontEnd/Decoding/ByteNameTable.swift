import TableSpecDiagnostics
import TableSpecModel

/// A fixed set of names, looked up by UTF-8 bytes: the keys of one kind of mapping, or the
/// spellings of one enum.
///
/// Every key of every row of a large spec is looked up here, so a lookup must not scan the whole
/// list: the names are spread over a small open-addressed table by their length and their first
/// and last bytes, which tells the names of a spec apart almost always, and one comparison of
/// the bytes confirms the match.
final class ByteNameTable<Value: Sendable>: Sendable {
    /// The values, in the order the names were given.
    let values: [Value]
    private let index: ByteNameIndex

    init(_ names: [(name: String, value: Value)]) {
        values = names.map(\.value)
        index = ByteNameIndex(names.map(\.name))
    }

    /// The value whose name is exactly `text`, or nil.
    func value(for text: UnsafeBufferPointer<UInt8>) -> Value? {
        index.position(of: text).map { values[$0] }
    }

    /// The names' bytes, in order.
    var names: [[UInt8]] { index.names }
}

/// The part of the table that does not depend on the values: compiled once, not once per kind
/// of value. A class, so handing a table to a lookup costs one reference, not one per array.
final class ByteNameIndex: Sendable {
    /// Every name's bytes, one after another; `starts[i]..<starts[i + 1]` is name `i`'s.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Name numbers by hash, -1 where empty. The size is a power of two, at least four times
    /// the number of names, so a probe sequence is short and always ends at an empty slot.
    private let slots: [Int16]
    private let mask: Int

    init(_ names: [String]) {
        let names = names.map { Array($0.utf8) }
        var bytes: [UInt8] = [], starts: [Int] = [0]
        for name in names {
            bytes += name
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
        var size = 16
        while size < 4 * max(names.count, 1) { size *= 2 }
        mask = size - 1
        var slots = [Int16](repeating: -1, count: size)
        for (number, name) in names.enumerated() {
            var slot = Self.hash(count: name.count, first: name.first ?? 0, last: name.last ?? 0) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int16(number)
        }
        self.slots = slots
    }

    var names: [[UInt8]] {
        (0..<starts.count - 1).map { Array(bytes[starts[$0]..<starts[$0 + 1]]) }
    }

    /// The number of the name that is exactly `text`, or nil.
    func position(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = text.first, let last = text.last, let textStart = text.baseAddress else { return nil }
        var slot = Self.hash(count: text.count, first: first, last: last) & mask
        return bytes.withUnsafeBufferPointer { names in
            while true {
                let number = Int(slots[slot])
                if number < 0 { return nil }
                let start = starts[number], end = starts[number + 1]
                if end - start == text.count, let nameStart = names.baseAddress, Self.equal(nameStart + start, textStart, text.count) {
                    return number
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private static func hash(count: Int, first: UInt8, last: UInt8) -> Int {
        (count &* 31) ^ (Int(first) &* 7) ^ Int(last)
    }

    private static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where lhs[offset] != rhs[offset] { return false }
        return true
    }
}
