/// The base64 of an XML `<data>` element, both ways: read with whitespace anywhere, written in
/// the lines Apple's writer uses, so a file written here diffs cleanly against one Xcode wrote.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    enum Decoded: Equatable {
        case bytes([UInt8])
        /// A byte that is neither base64, padding nor whitespace, and where it is (0-based).
        case invalidCharacter(Unicode.Scalar, offset: Int)
        /// One character left over after the last whole group of four: no byte can end so.
        case truncated
    }

    /// The bytes `text` spells. Padding may be left off, as some writers do; whitespace
    /// (space, tab, line feed, carriage return) is skipped wherever it is.
    static func decode(_ text: String) -> Decoded {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count / 4 * 3)
        var group: UInt32 = 0
        var count = 0
        var padded = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let sextet: UInt32
            switch scalar {
            case "A"..."Z": sextet = scalar.value - 65
            case "a"..."z": sextet = scalar.value - 97 + 26
            case "0"..."9": sextet = scalar.value - 48 + 52
            case "+": sextet = 62
            case "/": sextet = 63
            case " ", "\t", "\n", "\r": continue
            case "=":
                padded = true
                continue
            default: return .invalidCharacter(scalar, offset: offset)
            }
            // Nothing but padding and whitespace may follow padding.
            if padded { return .invalidCharacter(scalar, offset: offset) }
            group = group << 6 | sextet
            count += 1
            if count == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                count = 0
            }
        }
        switch count {
        case 0: break
        case 2: output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default: return .truncated
        }
        return .bytes(output)
    }

    /// The lines of a `<data>` element at `indent` tabs, each ending in a line feed: Apple's
    /// writer indents them as deep as the element, at most 8 tabs, and shortens the line by 8
    /// characters for each tab, from 76.
    static func lines(of bytes: [UInt8], indent: Int) -> [UInt8] {
        let tabs = min(max(indent, 0), 8)
        let width = 76 - 8 * tabs
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let b0 = UInt32(bytes[index])
            let b1 = remaining > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            encoded.append(alphabet[Int(group >> 18 & 63)])
            encoded.append(alphabet[Int(group >> 12 & 63)])
            encoded.append(remaining > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            encoded.append(remaining > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        var output: [UInt8] = []
        var start = 0
        while start < encoded.count {
            let end = min(start + width, encoded.count)
            output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: tabs))
            output.append(contentsOf: encoded[start..<end])
            output.append(UInt8(ascii: "\n"))
            start = end
        }
        return output
    }
}
