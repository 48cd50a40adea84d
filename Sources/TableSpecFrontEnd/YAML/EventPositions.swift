import CYAML
import TableSpecDiagnostics
import TableSpecModel

/// Turns the marks of events, which arrive in document order, into source positions: 1-based
/// lines and columns, and UTF-8 byte offsets.
struct EventPositions {
    private var offsets: ByteOffsetCursor

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        offsets = ByteOffsetCursor(bytes)
    }

    /// An event's range. `plainScalarBytes` is a plain scalar's length in bytes, for the short
    /// cut below; nil for any other event.
    mutating func range(start startMark: yaml_mark_t, end mark: yaml_mark_t, plainScalarBytes: Int?) -> SourceRange {
        let start = position(startMark)
        // A plain scalar on one line is its own source text, with no quotes, escapes or folding,
        // so it ends its length in bytes after it starts, and the cursor need not walk over it:
        // most keys and many values are written that way.
        guard let length = plainScalarBytes, mark.line == startMark.line else { return SourceRange(start: start, end: position(mark)) }
        let offset = start.offset + length
        offsets.resume(atScalarIndex: Int(mark.index), byteOffset: offset)
        return SourceRange(start: start, end: SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: offset))
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: offsets.byteOffset(ofScalarIndex: Int(mark.index)))
    }
}
