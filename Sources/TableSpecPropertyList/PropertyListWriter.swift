/// A `PropertyListValue` to the bytes of an XML property list, laid out as Apple's writer lays
/// one out, so a generated `Root.plist` diffs cleanly against one Xcode wrote: the XML
/// declaration, the DOCTYPE naming Apple's DTD, `<plist version="1.0">`, one element a line
/// indented by tabs, `<dict/>` and `<array/>` when empty, `<true/>` and `<false/>`, base64 in
/// Apple's lines.
///
/// It differs from Apple's writer where Apple's loses something: a dictionary keeps its order
/// (Apple's sorts the keys, and a Settings.bundle's author ordered them); a real is written in
/// the shortest digits that read back to the same Double (Apple's prints 17 and loses the sign
/// of -0.0); a carriage return is written `&#13;` (written raw, an XML reader reads it as a line
/// feed). The same value always gives the same bytes.
///
/// XML 1.0 cannot hold the control characters other than tab, line feed and carriage return,
/// nor U+FFFE and U+FFFF, in any form; a string with one is written as Apple's writer writes it,
/// raw, and no reader accepts the file. `unwritableCharacter(in:)` finds one first.
public enum PropertyListWriter {
    public static func xml(_ value: PropertyListValue) -> [UInt8] {
        var output = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """.utf8)
        // What is left to write, the next piece last: no recursion, however deep the value.
        enum Piece {
            case value(PropertyListValue, indent: Int)
            case key(String, indent: Int)
            case close(String, indent: Int)
        }
        var pieces: [Piece] = [.value(value, indent: 0)]
        func indent(_ count: Int) { output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: count)) }
        func line(_ text: String, _ depth: Int) {
            indent(depth)
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\n"))
        }
        func element(_ name: String, _ text: String, _ depth: Int) {
            indent(depth)
            output.append(contentsOf: "<\(name)>".utf8)
            appendEscaped(text, to: &output)
            output.append(contentsOf: "</\(name)>\n".utf8)
        }
        while let piece = pieces.popLast() {
            switch piece {
            case .close(let tag, let depth):
                line(tag, depth)
            case .key(let key, let depth):
                element("key", key, depth)
            case .value(let value, let depth):
                switch value {
                case .string(let text): element("string", text, depth)
                case .integer(let number): line("<integer>\(number)</integer>", depth)
                case .real(let number): line("<real>\(realText(number))</real>", depth)
                case .bool(let flag): line(flag ? "<true/>" : "<false/>", depth)
                case .date(let seconds): line("<date>\(PropertyListDate.text(of: seconds))</date>", depth)
                case .data(let bytes):
                    line("<data>", depth)
                    output.append(contentsOf: Base64.lines(of: bytes, indent: depth))
                    line("</data>", depth)
                case .array(let items):
                    guard !items.isEmpty else {
                        line("<array/>", depth)
                        continue
                    }
                    line("<array>", depth)
                    pieces.append(.close("</array>", indent: depth))
                    for item in items.reversed() { pieces.append(.value(item.value, indent: depth + 1)) }
                case .dictionary(let entries):
                    guard !entries.isEmpty else {
                        line("<dict/>", depth)
                        continue
                    }
                    line("<dict>", depth)
                    pieces.append(.close("</dict>", indent: depth))
                    for entry in entries.reversed() {
                        pieces.append(.value(entry.node.value, indent: depth + 1))
                        pieces.append(.key(entry.key, indent: depth + 1))
                    }
                }
            }
        }
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    /// The first character in a string or key of `value` that no XML 1.0 file can hold, with
    /// the key path to it, or nil when the whole value can be written.
    public static func unwritableCharacter(in value: PropertyListValue) -> (path: [PropertyListLocation.Step], character: Unicode.Scalar)? {
        func unwritable(_ text: String) -> Unicode.Scalar? {
            text.unicodeScalars.first { scalar in
                (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
            }
        }
        var pending: [(PropertyListValue, [PropertyListLocation.Step])] = [(value, [])]
        while let (value, path) = pending.popLast() {
            switch value {
            case .string(let text):
                if let scalar = unwritable(text) { return (path, scalar) }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item.value, path + [.index(index)])) }
            case .dictionary(let entries):
                for entry in entries.reversed() {
                    if let scalar = unwritable(entry.key) { return (path + [.key(entry.key)], scalar) }
                    pending.append((entry.node.value, path + [.key(entry.key)]))
                }
            default:
                break
            }
        }
        return nil
    }

    /// The shortest text that reads back to the same Double (Swift's own rendering), with the
    /// words Apple's writer uses for the infinities and NaN, which every reader of the format takes.
    static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        return number.description
    }

    /// `&`, `<` and `>` as entities, as Apple's writer escapes them, and a carriage return as a
    /// character reference, which XML's line-end rule would otherwise turn into a line feed.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            default: output.append(byte)
            }
        }
    }
}
