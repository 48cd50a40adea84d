/// Converts libyaml's mark index, which counts Unicode scalars, into a UTF-8 byte offset.
///
/// Marks arrive almost in order, so a cursor that walks forward or back from the last answer
/// costs a few steps per event; a file of pure ASCII, the common case, needs no walking at all.
struct ByteOffsetCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let isASCII: Bool
    private var scalarIndex = 0
    private var byteOffset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.isASCII = bytes.allSatisfy { $0 < 0x80 }
        // libyaml skips a UTF-8 byte-order mark without counting it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { byteOffset = 3 }
    }

    mutating func byteOffset(ofScalarIndex target: Int) -> Int {
        if isASCII { return target }
        while scalarIndex < target, byteOffset < bytes.count {
            byteOffset += LineMap.utf8Width(bytes[byteOffset])
            scalarIndex += 1
        }
        while scalarIndex > target, byteOffset > 0 {
            byteOffset -= 1
            while byteOffset > 0, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset -= 1 }
            scalarIndex -= 1
        }
        return min(byteOffset, bytes.count)
    }
}
