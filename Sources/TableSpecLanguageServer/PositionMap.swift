import TableSpecDiagnostics

/// Converts between the front end's places (1-based lines and columns that count Unicode scalars,
/// as libyaml counts them) and LSP's (0-based lines, UTF-16 code units into the line).
///
/// The line and column are the conversion's source, the place the CLI prints: a front-end
/// position's byte offset is not always kept in step with them (a tagged scalar's end, places in
/// sample files). They are taken to a byte offset by libyaml's rules, where LF, CR, CRLF, NEL, LS
/// and PS break lines and a byte-order mark is not counted, and the offset to LSP's lines, which
/// break only at LF, CRLF and CR.
struct PositionMap {
    let bytes: [UInt8]
    /// The byte offset where each line starts, as LSP breaks lines.
    private let lineStarts: [Int]
    /// The byte offset where each line starts, as libyaml breaks lines.
    private let yamlLineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var yamlStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
                yamlStarts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
                yamlStarts.append(index + 1)
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                index += 1
                yamlStarts.append(index + 1)
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                index += 2
                yamlStarts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        yamlLineStarts = yamlStarts
    }

    /// The LSP position of a front-end position.
    func position(of source: SourcePosition) -> Position {
        position(ofByte: byteOffset(line: source.line, column: source.column))
    }

    func range(of source: SourceRange) -> Range {
        let start = position(of: source.start)
        let end = max(start, position(of: source.end))
        return Range(start: start, end: end)
    }

    /// The byte offset of a 1-based line and scalar column as libyaml counts them; a column past
    /// the line's end is the line's end, a line past the last the end of the text.
    func byteOffset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line - 1 < yamlLineStarts.count else { return bytes.count }
        var index = yamlLineStarts[line - 1], scalars = 1
        while scalars < column, index < bytes.count, !isYAMLBreak(at: index) {
            index = min(index + Self.width(bytes[index]), bytes.count)
            scalars += 1
        }
        return index
    }

    private func isYAMLBreak(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return true }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
        return byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }

    func position(ofByte offset: Int) -> Position {
        var target = min(max(offset, 0), bytes.count)
        // Never inside a character: back to its lead byte.
        while target > 0, target < bytes.count, bytes[target] & 0xC0 == 0x80 { target -= 1 }
        let line = lineIndex(containing: target)
        return Position(line: line, character: utf16Count(from: lineStarts[line], to: target))
    }

    /// The byte offset of an LSP position, clamped to its line (past the end: the line's end).
    func byteOffset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var index = lineStarts[position.line], units = 0
        while units < position.character, index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            let width = Self.width(bytes[index])
            units += width == 4 ? 2 : 1
            index = min(index + width, bytes.count)
        }
        return index
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func utf16Count(from start: Int, to end: Int) -> Int {
        var index = start, units = 0
        while index < end {
            let width = Self.width(bytes[index])
            units += width == 4 ? 2 : 1
            index += width
        }
        return units
    }

    /// The length of the UTF-8 sequence a lead byte starts; a stray byte counts as one.
    private static func width(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
