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
        self.isASCII = Self.isASCII(bytes)
        // libyaml skips a UTF-8 byte-order mark without counting it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { byteOffset = 3 }
    }

    /// Whether every byte is below 0x80, read eight at a time: this runs over the whole input
    /// before the first event, even when the parse stops early, so it must be cheap even in a
    /// debug build.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return true }
        var offset = 0
        while offset + 8 <= bytes.count {
            if base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
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
