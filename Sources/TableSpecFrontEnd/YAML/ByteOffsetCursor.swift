import TableSpecDiagnostics
import TableSpecModel

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

    /// Moves the cursor to a place the caller worked out itself: `byteOffset` must be where
    /// scalar `scalarIndex` starts (or the end of the input).
    mutating func resume(atScalarIndex scalarIndex: Int, byteOffset: Int) {
        guard !isASCII else { return }
        self.scalarIndex = scalarIndex
        self.byteOffset = min(byteOffset, bytes.count)
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
        // Eight bytes at a time: skip a word whose characters all come before the one wanted,
        // or pick that character's lead byte out of the word. This runs for every mark of every
        // event, and most specs have a multi-byte letter here and there in every line.
        while byteOffset + 8 <= bytes.count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: byteOffset, as: UInt64.self))
            var leads = Self.leadByteMask(word)
            let count = Self.bitCount(ofByteMask: leads)
            if scalarIndex + count <= target {
                scalarIndex += count
                byteOffset += 8
                continue
            }
            for _ in 0..<(target - scalarIndex) { leads &= leads - 1 }
            byteOffset += leads.trailingZeroBitCount / 8
            scalarIndex = target
            return byteOffset
        }
        while byteOffset < bytes.count {
            if !Self.isContinuation(bytes[byteOffset]) {
                if scalarIndex == target { break }
                scalarIndex += 1
            }
            byteOffset += 1
        }
        return byteOffset
    }

    /// The top bit of each byte of `word` that starts a character, all other bits clear. A
    /// continuation byte is `10xxxxxx`; shifting the word left by one puts each byte's second bit
    /// under its top bit.
    private static func leadByteMask(_ word: UInt64) -> UInt64 {
        (~word | (word << 1)) & 0x8080_8080_8080_8080
    }

    /// The number of bits set in a mask with at most the top bit of each byte set: the
    /// multiplication adds the eight bytes up into the top one.
    private static func bitCount(ofByteMask mask: UInt64) -> Int {
        Int(((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
