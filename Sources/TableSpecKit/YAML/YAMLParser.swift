import CYAML

/// What the YAML layer produced: the documents it completed, and every problem it found.
public struct YAMLParseResult: Sendable {
    public var documents: [YAMLDocument]
    public var diagnostics: DiagnosticBag
    /// Every node of the documents.
    public var tree: YAMLTree
}

/// Reads YAML with libyaml and builds a `YAMLTree` whose every node has its source positions.
///
/// libyaml cannot recover from a syntax error, so the first syntax error ends the parse; the
/// problems it can continue past (duplicate keys, merge keys) are all reported.
public enum YAMLParser {
    public static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits()) -> YAMLParseResult {
        var builder = YAMLTreeBuilder(file: file, limits: limits)
        if let problem = precheck(bytes, limits: limits) {
            builder.report(problem, at: .fileStart)
            let (tree, _) = builder.finish()
            return YAMLParseResult(documents: [], diagnostics: builder.diagnostics, tree: tree)
        }
        builder.reserve(forInputBytes: bytes.count)
        // libyaml wants a non-null pointer even for empty input.
        let storage = bytes.isEmpty ? [0] : bytes
        storage.withUnsafeBufferPointer { buffer in
            run(UnsafeBufferPointer(rebasing: buffer[0..<bytes.count]), into: &builder)
        }
        let (tree, documents) = builder.finish()
        return YAMLParseResult(documents: documents, diagnostics: builder.diagnostics, tree: tree)
    }

    /// Problems decided from the bytes alone, before libyaml sees them.
    private static func precheck(_ bytes: [UInt8], limits: YAMLLimits) -> String? {
        if bytes.count > limits.maxInputBytes {
            return "the input is \(bytes.count) bytes, more than the limit of \(limits.maxInputBytes) bytes (raise it with --max-input-bytes)"
        }
        // UTF-32's marks first: the little-endian one begins with UTF-16's.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return "the input is UTF-32 (it starts with a UTF-32 byte-order mark); table specs are UTF-8"
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return "the input is UTF-16 (it starts with a UTF-16 byte-order mark); table specs are UTF-8"
        }
        return nil
    }

    private static func run(_ buffer: UnsafeBufferPointer<UInt8>, into builder: inout YAMLTreeBuilder) {
        // libyaml keeps a pointer to the parser inside itself, so the parser must not move:
        // it lives on the heap for the whole parse.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) != 0 else {
            builder.report("libyaml could not allocate a parser", at: .fileStart)
            return
        }
        defer { yaml_parser_delete(parser) }
        let feed = YAMLInputFeed(buffer, maxScalarBytes: builder.limits.maxScalarBytes)
        feed.attach(to: parser)
        defer { withExtendedLifetime(feed) {} }

        var offsets = ByteOffsetCursor(buffer)
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                if let start = feed.overflowStart {
                    let message = "a scalar starting here is longer than the limit of \(builder.limits.maxScalarBytes) bytes (raise it with --max-scalar-bytes)"
                    builder.report(message, at: SourceRange(at: LineMap.position(ofByte: start, in: buffer)))
                } else {
                    builder.append(diagnostic(for: parser.pointee, in: buffer, file: builder.file))
                }
                return
            }
            let start = position(event.pointee.start_mark, &offsets)
            let end = endPosition(of: event.pointee, start: start, &offsets)
            let outcome = handle(event.pointee, start: start, end: end, builder: &builder)
            feed.eventEnded(atByte: end.offset)
            let ended = event.pointee.type == YAML_STREAM_END_EVENT
            yaml_event_delete(event)
            if ended || outcome == .stop { return }
        }
    }

    private static func handle(_ event: yaml_event_t, start: SourcePosition, end: SourcePosition, builder: inout YAMLTreeBuilder) -> YAMLTreeBuilder.Outcome {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return builder.startDocument(at: start, explicit: event.data.document_start.implicit == 0)
        case YAML_DOCUMENT_END_EVENT:
            builder.endDocument(at: end, explicit: event.data.document_end.implicit == 0)
            return .proceed
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
            let range = SourceRange(start: start, end: end)
            // Almost no scalar has a tag or an anchor: the literal nils spare the common case
            // two optional strings to make and release.
            if data.tag == nil, data.anchor == nil {
                return builder.scalar(bytes, style: scalarStyle(data.style), tag: nil, anchor: nil, range: range)
            }
            return builder.scalar(bytes, style: scalarStyle(data.style), tag: optionalString(data.tag), anchor: optionalString(data.anchor), range: range)
        case YAML_ALIAS_EVENT:
            return builder.alias(optionalString(event.data.alias.anchor) ?? "", range: SourceRange(start: start, end: end))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return builder.startCollection(
                isMapping: false, style: data.style == YAML_FLOW_SEQUENCE_STYLE ? .flow : .block,
                tag: optionalString(data.tag), anchor: optionalString(data.anchor), at: start
            )
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return builder.startCollection(
                isMapping: true, style: data.style == YAML_FLOW_MAPPING_STYLE ? .flow : .block,
                tag: optionalString(data.tag), anchor: optionalString(data.anchor), at: start
            )
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return builder.endCollection(at: end)
        default:
            return .proceed
        }
    }

    // MARK: Converting libyaml's values

    /// Where an event ends. A plain scalar on one line is its own source text, with no quotes,
    /// escapes or folding, so it ends its length in bytes after it starts, and the cursor need
    /// not walk over it: most keys and many values are written that way.
    private static func endPosition(of event: yaml_event_t, start: SourcePosition, _ offsets: inout ByteOffsetCursor) -> SourcePosition {
        let mark = event.end_mark
        guard event.type == YAML_SCALAR_EVENT, event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE,
              mark.line == event.start_mark.line else { return position(mark, &offsets) }
        let offset = start.offset + event.data.scalar.length
        offsets.resume(atScalarIndex: Int(mark.index), byteOffset: offset)
        return SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: offset)
    }

    private static func position(_ mark: yaml_mark_t, _ offsets: inout ByteOffsetCursor) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: offsets.byteOffset(ofScalarIndex: Int(mark.index)))
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func scalarStyle(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    // MARK: libyaml's errors

    private static func diagnostic(for parser: yaml_parser_t, in buffer: UnsafeBufferPointer<UInt8>, file: String) -> Diagnostic {
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
            var offsets = ByteOffsetCursor(buffer)
            let problemAt = position(parser.problem_mark, &offsets)
            let at = SourceLocation(file: file, range: SourceRange(at: problemAt))
            var notes: [Diagnostic.Note] = []
            if let context = parser.context.map({ String(cString: $0) }) {
                let contextAt = SourceLocation(file: file, range: SourceRange(at: position(parser.context_mark, &offsets)))
                notes.append(.init("\(context) that starts here", at: contextAt))
            }
            return .error("YAML syntax error: \(problem)\(tabHint(problem, at: problemAt.offset, in: buffer))", at: at, notes: notes)
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
