import TableSpecDiagnostics

/// Converts between the front end's places (UTF-8 byte offsets, with 1-based lines and columns
/// that count Unicode scalars) and LSP's (0-based lines, UTF-16 code units into the line).
///
/// The byte offset is the conversion's source: it is exact whatever the characters, while lines
/// differ (libyaml also breaks lines at NEL, LS and PS, which LSP does not). Lines here break
/// where LSP breaks them: LF, CRLF and CR.
struct PositionMap {
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The LSP position of a front-end position. A position whose offset cannot be right (0 past
    /// the first line, as a few synthetic places have) is placed by its line and column instead.
    func position(of source: SourcePosition) -> Position {
        if source.offset == 0, source.line > 1 || source.column > 1 {
            return position(line: source.line, column: source.column)
        }
        return position(ofByte: source.offset)
    }

    func range(of source: SourceRange) -> Range {
        let start = position(of: source.start)
        let end = max(start, position(of: source.end))
        return Range(start: start, end: end)
    }

    func position(ofByte offset: Int) -> Position {
        var target = min(max(offset, 0), bytes.count)
        // Never inside a character: back to its lead byte.
        while target > 0, target < bytes.count, bytes[target] & 0xC0 == 0x80 { target -= 1 }
        let line = lineIndex(containing: target)
        return Position(line: line, character: utf16Count(from: lineStarts[line], to: target))
    }

    /// By 1-based line and scalar column, lines counted as LSP counts them.
    private func position(line: Int, column: Int) -> Position {
        let lineIndex = min(max(line - 1, 0), lineStarts.count - 1)
        var index = lineStarts[lineIndex], units = 0, scalars = 1
        while scalars < column, index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            let width = Self.width(bytes[index])
            units += width == 4 ? 2 : 1
            index += width
            scalars += 1
        }
        return Position(line: lineIndex, character: units)
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
