import TableSpecDiagnostics
import TableSpecModel

/// Turns a byte offset into a line and column the way libyaml counts them.
///
/// libyaml reports reader errors (invalid UTF-8, control characters) with a byte offset only.
/// Counting with libyaml's own rules (CR, LF and CRLF, NEL, LS and PS break lines; a column is a
/// Unicode scalar) keeps these positions consistent with every other diagnostic.
enum LineMap {
    static func position(ofByte target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let end = min(max(target, 0), bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let byte = bytes[i]
            let next1 = i + 1 < bytes.count ? bytes[i + 1] : 0
            let next2 = i + 2 < bytes.count ? bytes[i + 2] : 0
            if byte == 0x0A {
                line += 1; column = 1; i += 1
            } else if byte == 0x0D {
                i += next1 == 0x0A ? 2 : 1
                line += 1; column = 1
            } else if byte == 0xC2 && next1 == 0x85 {
                line += 1; column = 1; i += 2
            } else if byte == 0xE2 && next1 == 0x80 && (next2 == 0xA8 || next2 == 0xA9) {
                line += 1; column = 1; i += 3
            } else {
                column += 1
                i += utf8Width(byte)
            }
        }
        return SourcePosition(line: line, column: column, offset: end)
    }

    /// The length of the UTF-8 sequence a lead byte announces; a stray byte counts as one.
    static func utf8Width(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
