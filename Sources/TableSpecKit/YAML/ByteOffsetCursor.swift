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
        // The cursor always rests on the lead byte of `scalarIndex`: an event's end is often
        // the next one's start.
        if target == scalarIndex { return byteOffset }
        // `scalarIndex` counts the lead bytes before `byteOffset`, so the cursor may rest inside
        // a character after a skip and still count right.
        while scalarIndex > target, byteOffset > 0 {
            byteOffset -= 1
            if !Self.isContinuation(bytes[byteOffset]) { scalarIndex -= 1 }
        }
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
        // Eight ASCII bytes at a time while the character wanted is not among them, one byte at
        // a time otherwise: text is mostly ASCII with a few multi-byte letters, and this runs for
        // every mark of every event.
        while byteOffset < bytes.count {
            if scalarIndex + 8 <= target, byteOffset + 8 <= bytes.count,
               base.loadUnaligned(fromByteOffset: byteOffset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                scalarIndex += 8
                byteOffset += 8
                continue
            }
            if !Self.isContinuation(bytes[byteOffset]) {
                if scalarIndex == target { break }
                scalarIndex += 1
            }
            byteOffset += 1
        }
        return byteOffset
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
