import CYAML
import TableSpecDiagnostics
import TableSpecModel

/// libyaml's errors, said in terms of the file a user is looking at.
enum LibYAMLError {
    static func diagnostic(for parser: yaml_parser_t, in buffer: UnsafeBufferPointer<UInt8>, file: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown YAML error"
        switch parser.error {
        case YAML_READER_ERROR:
            let offset = problem.contains("trailing") ? sequenceStart(before: parser.problem_offset, in: buffer) : parser.problem_offset
            let position = LineMap.position(ofByte: offset, in: buffer)
            let message = readerMessage(problem, value: parser.problem_value, at: offset, in: buffer)
            return .error(message, at: SourceLocation(file: file, range: SourceRange(at: position)))
        case YAML_MEMORY_ERROR:
            return .error("libyaml ran out of memory", at: nil)
        default:
            var positions = EventPositions(buffer)
            let problemAt = positions.position(parser.problem_mark)
            let at = SourceLocation(file: file, range: SourceRange(at: problemAt))
            var notes: [Diagnostic.Note] = []
            if let context = parser.context.map({ String(cString: $0) }) {
                let contextAt = SourceLocation(file: file, range: SourceRange(at: positions.position(parser.context_mark)))
                notes.append(.init("\(context) that starts here", at: contextAt))
            }
            let hint = YAMLSyntaxHints(buffer).hint(for: problem, atLine: problemAt.line, offset: problemAt.offset)
            if let note = hint?.note {
                let noteAt = LineMap.position(ofByte: note.offset, in: buffer)
                notes.insert(.init(note.text, at: SourceLocation(file: file, range: SourceRange(at: noteAt))), at: 0)
            }
            return .error(
                "YAML syntax error: \(problem)\(tabHint(problem, at: problemAt.offset, in: buffer))\(hint?.message ?? "")", at: at, notes: notes)
        }
    }

    /// A tab where libyaml wanted indentation is the commonest syntax error in hand-written YAML,
    /// and libyaml's own words ("found character that cannot start any token") do not say so.
    private static func tabHint(_ problem: String, at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < buffer.count, buffer[offset] == UInt8(ascii: "\t") else { return "" }
        let indentation = "YAML indents with spaces, never tabs"
        return problem.contains("tab") ? " (\(indentation))" : " (the character is a tab: \(indentation))"
    }

    /// libyaml points a bad trailing byte at the byte itself; a person wants the character that
    /// it breaks, which starts at the lead byte before it.
    private static func sequenceStart(before offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var start = min(offset, buffer.count)
        while start > 0, start > offset - 4 {
            start -= 1
            if buffer[start] & 0xC0 != 0x80 { return buffer[start] >= 0xC0 ? start : offset }
        }
        return offset
    }

    /// libyaml's reader messages, said in terms of the file a user is looking at.
    private static func readerMessage(_ problem: String, value: Int32, at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        if problem.contains("control characters") {
            let character = value >= 0 ? "U+" + hex(UInt32(value), digits: 4) : "a control character"
            return "\(character) is a control character, which YAML does not allow in a file"
        }
        if problem.contains("UTF-8") || problem.contains("utf-8") {
            let byte = offset < buffer.count ? " (byte 0x\(hex(UInt32(buffer[offset]), digits: 2)))" : ""
            return "the file is not valid UTF-8: \(problem)\(byte)"
        }
        return "cannot read the input: \(problem)"
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
