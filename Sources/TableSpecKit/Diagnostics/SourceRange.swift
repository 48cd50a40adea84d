/// A point in a source file.
///
/// `line` and `column` are 1-based because people read them; libyaml's 0-based marks are
/// converted once, where they enter the program. `column` counts Unicode scalars, as libyaml
/// does, so a column stays stable whatever the encoding of the characters before it.
/// `offset` is the 0-based UTF-8 byte offset, for tools that slice the file.
public struct SourcePosition: Hashable, Comparable, Sendable, Codable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }

    /// The first character of a file, for problems that belong to the file as a whole.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)
}

/// The half-open stretch of a file that one node, key or value covers.
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public init(at position: SourcePosition) {
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
