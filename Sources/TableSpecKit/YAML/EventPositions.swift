import CYAML

/// Turns the marks of events, which arrive in document order, into source positions: 1-based
/// lines and columns, and UTF-8 byte offsets.
struct EventPositions {
    private var offsets: ByteOffsetCursor

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        offsets = ByteOffsetCursor(bytes)
    }

    mutating func range(of event: YAMLEvent) -> (start: SourcePosition, end: SourcePosition) {
        let start = position(event.start)
        return (start, end(of: event, start: start))
    }

    /// A plain scalar on one line is its own source text, with no quotes, escapes or folding, so
    /// it ends its length in bytes after it starts, and the cursor need not walk over it: most
    /// keys and many values are written that way.
    private mutating func end(of event: YAMLEvent, start: SourcePosition) -> SourcePosition {
        let mark = event.end
        guard event.kind == .scalar, event.scalarStyle == .plain, mark.line == event.start.line else { return position(mark) }
        let offset = start.offset + Int(event.textCount)
        offsets.resume(atScalarIndex: Int(mark.index), byteOffset: offset)
        return SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: offset)
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: offsets.byteOffset(ofScalarIndex: Int(mark.index)))
    }
}
