import CYAML
import TableSpecDiagnostics
import TableSpecModel

/// Runs libyaml over the input and hands each event to the tree builder as it is read, with
/// its source positions.
///
/// libyaml owns an event's text only until the event is deleted, so each event is handed over
/// and deleted before the next is read: a scalar's bytes are copied once, into the tree.
final class YAMLEventReader {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: YAMLLimits
    // libyaml keeps a pointer to the parser inside itself, so the parser must not move: it
    // lives on the heap for the whole parse.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var isInitialized = false
    private let feed: YAMLInputFeed

    /// `buffer` must stay valid, and unchanged, until the reader is gone.
    init(_ buffer: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits) {
        self.buffer = buffer
        self.file = file
        self.limits = limits
        feed = YAMLInputFeed(buffer, maxScalarBytes: limits.maxScalarBytes)
        isInitialized = yaml_parser_initialize(parser) != 0
        if isInitialized { feed.attach(to: parser) }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
    }

    /// Reads events into `builder` until the stream ends, the builder stops (a limit, a second
    /// document), or libyaml fails; the reason libyaml failed is reported to the builder.
    func read(into builder: inout YAMLTreeBuilder) {
        guard isInitialized else {
            builder.append(.error("libyaml could not allocate a parser", at: SourceLocation(file: file, range: .fileStart)))
            return
        }
        var positions = EventPositions(buffer)
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                builder.append(parseFailure())
                return
            }
            feed.eventEnded(atScalarIndex: event.pointee.end_mark.index)
            let streamEnded = event.pointee.type == YAML_STREAM_END_EVENT
            let outcome = deliver(event.pointee, positions: &positions, to: &builder)
            yaml_event_delete(event)
            if streamEnded || outcome == .stop { return }
        }
    }

    private func deliver(_ event: yaml_event_t, positions: inout EventPositions, to builder: inout YAMLTreeBuilder) -> YAMLTreeBuilder.Outcome {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return builder.startDocument(at: positions.position(event.start_mark), explicit: event.data.document_start.implicit == 0)
        case YAML_DOCUMENT_END_EVENT:
            builder.endDocument(at: positions.position(event.end_mark), explicit: event.data.document_end.implicit == 0)
            return .proceed
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let style = Self.scalarStyle(data.style)
            // The short cut holds only where the scalar's text starts the event: an anchor or a tag
            // (`&city Graz`, `!!str 42`) starts it earlier, and its length would then end it short.
            let plainText = style == .plain && data.anchor == nil && data.tag == nil
            let range = positions.range(start: event.start_mark, end: event.end_mark, plainScalarBytes: plainText ? data.length : nil)
            let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
            return builder.scalar(bytes, style: style, tag: Self.string(data.tag), anchor: Self.string(data.anchor), range: range)
        case YAML_ALIAS_EVENT:
            let range = positions.range(start: event.start_mark, end: event.end_mark, plainScalarBytes: nil)
            return builder.alias(Self.string(event.data.alias.anchor) ?? "", range: range)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return builder.startCollection(
                isMapping: false, style: data.style == YAML_FLOW_SEQUENCE_STYLE ? .flow : .block,
                tag: Self.string(data.tag), anchor: Self.string(data.anchor), at: positions.position(event.start_mark))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return builder.startCollection(
                isMapping: true, style: data.style == YAML_FLOW_MAPPING_STYLE ? .flow : .block,
                tag: Self.string(data.tag), anchor: Self.string(data.anchor), at: positions.position(event.start_mark))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return builder.endCollection(at: positions.position(event.end_mark))
        default:
            // The stream's start and end, and the empty event: nothing for the tree.
            return .proceed
        }
    }

    // MARK: Values

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
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

    // MARK: Failures

    /// Why libyaml stopped: the feed cut off an overlong scalar, or libyaml found an error.
    private func parseFailure() -> Diagnostic {
        if let start = feed.overflowStart {
            let message = "a scalar starting here is longer than the limit of \(limits.maxScalarBytes) bytes (raise it with --max-scalar-bytes)"
            return .error(message, at: SourceLocation(file: file, range: SourceRange(at: LineMap.position(ofByte: start, in: buffer))))
        }
        return LibYAMLError.diagnostic(for: parser.pointee, in: buffer, file: file)
    }
}
