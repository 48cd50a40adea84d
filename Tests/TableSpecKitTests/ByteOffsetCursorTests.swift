import Testing
@testable import TableSpecKit

@Suite("Scalar index to byte offset")
struct ByteOffsetCursorTests {
    /// The offset of the `index`-th Unicode scalar, counted the slow, obvious way.
    static func expectedOffset(of index: Int, in text: String) -> Int {
        var offset = 0
        for (position, scalar) in text.unicodeScalars.enumerated() where position < index {
            offset += String(scalar).utf8.count
        }
        return offset
    }

    @Test("forward, backward and repeated look-ups across ASCII runs and 2-, 3- and 4-byte characters give the byte offset of each scalar")
    func matchesTheObviousCount() {
        let pieces = ["a", "bcdefghij", "é", "中文", "😀", " ", "Москва", "x\n", "\u{85}", "longer ascii run of text "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let text = (0..<40).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            let bytes = Array(text.utf8)
            let count = text.unicodeScalars.count
            let targets = (0..<200).map { _ in Int.random(in: 0...count, using: &generator) } + Array(0...count) + Array((0...count).reversed())
            bytes.withUnsafeBufferPointer { buffer in
                var cursor = ByteOffsetCursor(buffer)
                for target in targets {
                    #expect(cursor.byteOffset(ofScalarIndex: target) == Self.expectedOffset(of: target, in: text), "scalar \(target) of \(text.debugDescription)")
                }
            }
        }
    }

    @Test("a byte-order mark is skipped and not counted, as libyaml does")
    func skipsTheByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab中c".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = ByteOffsetCursor(buffer)
            #expect([0, 1, 2, 3, 4, 2, 0].map { cursor.byteOffset(ofScalarIndex: $0) } == [3, 4, 5, 8, 9, 5, 3])
        }
    }
}
