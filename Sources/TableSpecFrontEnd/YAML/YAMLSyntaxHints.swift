import TableSpecDiagnostics

/// What a person needs to hear after libyaml's words for the two syntax errors hand-written specs
/// make most, worked out from the lines of the file around the error:
/// - an unquoted value with ": " in it (`text: Note: hi`), which YAML reads as a second key:
///   the hint shows the value quoted;
/// - a line indented to no level of the lines above it (a mis-indented `rows:`): the hint says
///   which indentation the key above it gives its lines, and a note points at that key.
struct YAMLSyntaxHints {
    /// The file's lines, as byte ranges without their line breaks.
    private let lines: [Range<Int>]
    private let buffer: UnsafeBufferPointer<UInt8>

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        var lines: [Range<Int>] = []
        var start = 0
        for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
            lines.append(start..<(index > start && buffer[index - 1] == UInt8(ascii: "\r") ? index - 1 : index))
            start = index + 1
        }
        lines.append(start..<buffer.count)
        self.lines = lines
    }

    /// A hint for the error `problem` at 1-based `line`: text for the message, and a note's text
    /// with the byte offset it points at.
    struct Hint {
        var message: String
        var note: (text: String, offset: Int)?
    }

    /// `offset` is the byte libyaml points at, on 1-based `line`.
    func hint(for problem: String, atLine line: Int, offset: Int) -> Hint? {
        guard line >= 1, line <= lines.count else { return nil }
        if problem.hasPrefix("mapping values are not allowed") { return quoting(line: line - 1) }
        if problem.hasPrefix("did not find expected ',' or '}'") { return flowQuoting(line: line - 1, colon: offset) }
        if problem.hasPrefix("did not find expected key") || problem.hasPrefix("did not find expected '-' indicator") {
            return indentation(line: line - 1)
        }
        return nil
    }

    // MARK: A value with ": "

    /// `key: value: more` on one block line: the value quoted, with `"` and `\` escaped.
    private func quoting(line index: Int) -> Hint? {
        var text = Substring(self.text(of: index))
        text = text.drop { $0 == " " }
        while text.hasPrefix("- ") { text = text.dropFirst(2).drop { $0 == " " } }
        guard !text.hasPrefix("{"), !text.hasPrefix("["), let colon = text.firstRange(of: ": ") else {
            return Hint(message: "; a value that contains ': ' must be quoted")
        }
        let key = text[..<colon.lowerBound]
        var value = text[colon.upperBound...].drop { $0 == " " }
        if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound] }
        while value.hasSuffix(" ") { value = value.dropLast() }
        guard !key.isEmpty, !value.isEmpty, !value.hasPrefix("\""), !value.hasPrefix("'") else {
            return Hint(message: "; a value that contains ': ' must be quoted")
        }
        let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return Hint(message: "; a value that contains ': ' must be quoted: write '\(key): \"\(escaped)\"'")
    }

    /// `{ text: Note: hi }`: in a flow mapping libyaml stops at the second ": " and wants a
    /// comma. The pair around it, between the commas or braces, is shown with its value quoted.
    private func flowQuoting(line index: Int, colon: Int) -> Hint? {
        let line = lines[index]
        guard line.contains(colon), buffer[colon] == UInt8(ascii: ":") else { return nil }
        let delimiters: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}")]
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        var start = colon
        while start > line.lowerBound, !delimiters.contains(buffer[start - 1]) { start -= 1 }
        var end = colon
        while end < line.upperBound, !delimiters.contains(buffer[end]) { end += 1 }
        guard start > line.lowerBound, buffer[start - 1] != UInt8(ascii: "}"), !buffer[start..<end].contains(where: quotes.contains) else {
            return nil
        }
        let pair = Substring(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
        guard let separator = pair.firstRange(of: ": ") else { return nil }
        let key = pair[..<separator.lowerBound].trimmingSpaces
        let value = pair[separator.upperBound...].trimmingSpaces
        guard !key.isEmpty, !value.isEmpty else { return nil }
        let escaped = value.replacing("\\", with: "\\\\")
        return Hint(message: "; a value that contains ': ' must be quoted, in a flow mapping too: write '\(key): \"\(escaped)\"'")
    }

    // MARK: Indentation

    /// A line whose indentation matches none of the lines it could belong to. The key above it
    /// that holds a block (`rows:` with nothing after the colon) says where that block's lines go.
    private func indentation(line index: Int) -> Hint? {
        let indent = self.indent(of: index)
        guard let parent = parentKey(above: index, indent: indent) else { return nil }
        guard let child = firstContentLine(after: parent.line, before: index) else { return nil }
        let childIndent = self.indent(of: child)
        let childText = text(of: child).drop { $0 == " " }
        let name = "'\(ControlCharacters.escaped(parent.key))'"
        let spaces = { (count: Int) in count == 1 ? "1 space" : "\(count) spaces" }
        let note = ("the line belongs to \(name), here", lines[parent.line].lowerBound + parent.column)
        let expected: String
        if childText.hasPrefix("- ") {
            let keyIndent = childIndent + 2 + childText.dropFirst(2).prefix { $0 == " " }.count
            // A key written where the items' dashes are (`rows:` under `- header:`): it means to
            // be a key of the item above, which lines up with that item's first key.
            if indent == childIndent, !text(of: index).dropFirst(indent).hasPrefix("-") {
                return Hint(
                    message:
                        " (this line is indented \(spaces(indent)), where the items of \(name) start with '- '; a key of the item above lines up at \(spaces(keyIndent)))",
                    note: note)
            }
            expected = "the items of \(name) start with '- ' at \(spaces(childIndent)), and their keys line up at \(spaces(keyIndent))"
        } else {
            expected = "the keys of \(name) line up at \(spaces(childIndent))"
        }
        guard indent != childIndent else { return nil }
        return Hint(message: " (this line is indented \(spaces(indent)); \(expected))", note: note)
    }

    /// The nearest line above `index`, indented less than `indent`, whose key holds a block: it
    /// ends in a colon with nothing after it (`rows:` or `- rows:`). Its key, 0-based line and column.
    private func parentKey(above index: Int, indent: Int) -> (key: String, line: Int, column: Int)? {
        var limit = indent
        var line = index - 1
        while line >= 0 {
            defer { line -= 1 }
            guard !isBlank(line) else { continue }
            let lineIndent = self.indent(of: line)
            guard lineIndent < limit else { continue }
            limit = lineIndent
            var text = Substring(self.text(of: line)).dropFirst(lineIndent)
            var column = lineIndent
            while text.hasPrefix("- ") {
                let after = text.dropFirst(2)
                let gap = after.prefix { $0 == " " }.count
                column += 2 + gap
                text = after.dropFirst(gap)
            }
            if let comment = text.firstRange(of: " #") { text = text[..<comment.lowerBound] }
            while text.hasSuffix(" ") { text = text.dropLast() }
            guard text.hasSuffix(":"), !text.dropLast().contains(": ") else { continue }
            return (String(text.dropLast()), line, column)
        }
        return nil
    }

    private func firstContentLine(after line: Int, before end: Int) -> Int? {
        (line + 1..<end).first { !isBlank($0) }
    }

    private func isBlank(_ line: Int) -> Bool {
        let text = self.text(of: line).drop { $0 == " " }
        return text.isEmpty || text.hasPrefix("#")
    }

    private func indent(of line: Int) -> Int {
        text(of: line).prefix { $0 == " " }.count
    }

    private func text(of line: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[lines[line]]), as: UTF8.self)
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = drop { $0 == " " }
        while text.hasSuffix(" ") { text = text.dropLast() }
        return text
    }
}
