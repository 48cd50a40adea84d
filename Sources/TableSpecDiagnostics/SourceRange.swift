/// A point in a source file.
///
/// `line` and `column` are 1-based because people read them; libyaml's 0-based marks are
/// converted once, where they enter the program. `column` counts Unicode scalars, as libyaml
/// does, so a column stays stable whatever the encoding of the characters before it.
/// `offset` is the 0-based UTF-8 byte offset, for tools that slice the file.
public struct SourcePosition: Hashable, Comparable, Sendable, Codable, BitwiseCopyable {
    // Stored as 32-bit numbers: every node of a million-row spec carries two positions, and the
    // input limit keeps offsets far below 4 GiB. Larger values are clamped, never trapped on.
    // Inlinable, with the storage visible to it, because the YAML reader in another module makes
    // two positions for every node.
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32
    @usableFromInline var storedOffset: UInt32

    public var line: Int {
        @inlinable get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        @inlinable get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public var offset: Int {
        @inlinable get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    @inlinable public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    private enum CodingKeys: String, CodingKey {
        case line, column, offset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            offset: try container.decode(Int.self, forKey: .offset))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(offset, forKey: .offset)
    }

    @inlinable public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn, lhs.storedOffset) < (rhs.storedLine, rhs.storedColumn, rhs.storedOffset)
    }

    /// The first character of a file, for problems that belong to the file as a whole.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)
}

/// The half-open stretch of a file that one node, key or value covers.
public struct SourceRange: Hashable, Sendable, Codable, BitwiseCopyable {
    public var start: SourcePosition
    public var end: SourcePosition

    @inlinable public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    @inlinable public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public static let fileStart = SourceRange(at: .start)
}

/// A range in a named file: what a diagnostic points at.
public struct SourceLocation: Hashable, Sendable, Codable {
    /// The path as the user gave it, never made absolute, so output is the same on every machine.
    public var file: String
    public var range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }

    public var line: Int { range.start.line }
    public var column: Int { range.start.column }
}
