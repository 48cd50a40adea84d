/// Entries to the text of a `.strings` file, as Xcode lays one out: UTF-8, each entry's comment
/// (when it has one) on the line before it as `/* comment */`, `"key" = "value";`, and a blank
/// line after, in the order given. The same entries always give the same bytes.
///
/// Keys and values are escaped so `StringsFileReader` reads back exactly the strings given: a
/// backslash and a double quote get a backslash, a line feed, tab and carriage return are `\n`
/// `\t` `\r`, other control characters and the Unicode line and paragraph separators (which an
/// editor would break the line at) are `\U` and four hex digits, and everything else is written
/// as itself. A comment is a note for translators, not read back exactly: it cannot hold `*/`,
/// so one is written `* /`, nor a NUL (which the reader takes for a sign of UTF-16 without its
/// byte-order mark), so one is written as a space, and the reader trims the spaces around it.
public enum StringsFileWriter {
    public static func write(_ entries: [(key: String, value: String, comment: String?)]) -> [UInt8] {
        var output: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            if index > 0 { output.append(UInt8(ascii: "\n")) }
            if let comment = entry.comment {
                output.append(contentsOf: "/* ".utf8)
                output.append(contentsOf: comment.replacing("*/", with: "* /").replacing("\u{0}", with: " ").utf8)
                output.append(contentsOf: " */\n".utf8)
            }
            appendQuoted(entry.key, to: &output)
            output.append(contentsOf: " = ".utf8)
            appendQuoted(entry.value, to: &output)
            output.append(contentsOf: ";\n".utf8)
        }
        return output
    }

    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output.append(contentsOf: #"\\"#.utf8)
            case "\"": output.append(contentsOf: #"\""#.utf8)
            case "\n": output.append(contentsOf: #"\n"#.utf8)
            case "\t": output.append(contentsOf: #"\t"#.utf8)
            case "\r": output.append(contentsOf: #"\r"#.utf8)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                output.append(contentsOf: #"\U"#.utf8)
                output.append(contentsOf: StringsTextCursor.hex(UInt16(scalar.value)).utf8)
            default:
                output.append(contentsOf: String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
