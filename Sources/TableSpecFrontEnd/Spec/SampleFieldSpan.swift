import TableSpecDiagnostics
import TableSpecModel

/// Where a sample field's key and value are written: two `SourceRange`s in 24 bytes instead of 48.
///
/// Nearly every sample field is written on one line, `name: value`, so the key's start is kept in
/// full and the key's end and the value's start and end as distances from it along that line.
/// Ranges are what a field costs most, and a large sample file has hundreds of thousands of
/// fields. A field that does not fit (a value on lines of its own, a very long line, an alias
/// to an anchor earlier in the file) is stored as `wide`: its owner keeps its ranges whole.
struct SampleFieldSpan: Sendable {
    private var keyStart: SourcePosition
    /// Each a distance from `keyStart` along its line: bytes in the high half, columns in the
    /// low half. `keyEnd` is `wideMark` for a wide span, and `valueStart` then holds its index.
    private var keyEnd: UInt32
    private var valueStart: UInt32
    private var valueEnd: UInt32

    private static let wideMark = UInt32.max
    /// Distances stay below this, so no packed distance is `wideMark`.
    private static let distanceLimit = 0xFFFF

    /// The compact form, or nil when the ranges do not fit it.
    init?(key: SourceRange, value: SourceRange) {
        let start = key.start
        guard let keyEnd = Self.distance(to: key.end, from: start),
            let valueStart = Self.distance(to: value.start, from: start),
            let valueEnd = Self.distance(to: value.end, from: start)
        else { return nil }
        keyStart = start
        self.keyEnd = keyEnd
        self.valueStart = valueStart
        self.valueEnd = valueEnd
    }

    /// A span whose ranges its owner keeps whole, at `index` in its own list.
    init(wide index: Int) {
        keyStart = .start
        keyEnd = Self.wideMark
        valueStart = UInt32(truncatingIfNeeded: index)
        valueEnd = 0
    }

    /// The index of a wide span's ranges in its owner's list; nil for a compact span.
    var wideIndex: Int? { keyEnd == Self.wideMark ? Int(valueStart) : nil }

    /// The key's range; meaningful for a compact span.
    var key: SourceRange { SourceRange(start: keyStart, end: position(keyEnd)) }

    /// The value's range; meaningful for a compact span.
    var value: SourceRange { SourceRange(start: position(valueStart), end: position(valueEnd)) }

    private static func distance(to position: SourcePosition, from start: SourcePosition) -> UInt32? {
        guard position.line == start.line, position.offset >= start.offset, position.column >= start.column else { return nil }
        let bytes = position.offset - start.offset, columns = position.column - start.column
        guard bytes < distanceLimit, columns < distanceLimit else { return nil }
        return UInt32(bytes) << 16 | UInt32(columns)
    }

    private func position(_ distance: UInt32) -> SourcePosition {
        SourcePosition(line: keyStart.line, column: keyStart.column + Int(distance & 0xFFFF), offset: keyStart.offset + Int(distance >> 16))
    }
}
