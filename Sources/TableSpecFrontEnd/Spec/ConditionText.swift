import TableSpecDiagnostics

/// A `hidden` or `disabled` condition as written, read when the rows it names are known. It keeps
/// where its text starts inside the YAML scalar, so that an error points at the column of the name
/// or operator it is about; where escapes or line folding make the text differ from the source
/// bytes, errors point at the whole value instead.
public struct ConditionText: Sendable, Equatable {
    public var text: String
    /// The scalar, quotes included.
    public var range: SourceRange
    /// Where the text's first byte is in the source, when every byte of the text is in the source as
    /// it is (a plain or quoted scalar on one line, without escapes).
    var contentStart: SourcePosition?

    /// The source range of the text's bytes `bytes`: inside the value when it maps exactly, else the
    /// whole value. Columns count Unicode scalars, as libyaml's do.
    func range(of bytes: Range<Int>) -> SourceRange {
        guard let contentStart else { return range }
        let utf8 = Array(text.utf8)
        let lower = min(max(bytes.lowerBound, 0), utf8.count), upper = min(max(bytes.upperBound, lower), utf8.count)
        func position(_ offset: Int) -> SourcePosition {
            let scalars = utf8[0..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            return SourcePosition(line: contentStart.line, column: contentStart.column + scalars, offset: contentStart.offset + offset)
        }
        return SourceRange(start: position(lower), end: position(upper))
    }
}
