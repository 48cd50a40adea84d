import CYAML

/// Runs libyaml over the input and copies its events into batches.
///
/// This is the part of parsing that cannot be split up: one libyaml parser reads the file from
/// start to end. Everything after it (the tree, decoding, validation) can run on another thread
/// while it reads, so it does only what needs the parser: it copies each event out and lets
/// libyaml free it. Marks are turned into positions on the other side.
final class YAMLEventReader: @unchecked Sendable {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: YAMLLimits
    // libyaml keeps a pointer to the parser inside itself, so the parser must not move: it
    // lives on the heap for the whole parse.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var isInitialized = false
    private let feed: YAMLInputFeed
    private var ended = false

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

    /// Appends events to `batch` until it is full or the stream has ended; at the end the batch
    /// is marked last, with the reason when the stream ended early.
    func fill(_ batch: YAMLEventBatch) {
        guard !ended else {
            batch.isLast = true
            return
        }
        guard isInitialized else {
            finish(batch, failure: .error("libyaml could not allocate a parser", at: SourceLocation(file: file, range: .fileStart)))
            return
        }
        while !batch.isFull {
            guard yaml_parser_parse(parser, event) != 0 else {
                finish(batch, failure: parseFailure())
                return
            }
            feed.eventEnded(atScalarIndex: event.pointee.end_mark.index)
            let streamEnded = event.pointee.type == YAML_STREAM_END_EVENT
            let copied = copy(event.pointee, into: batch)
            yaml_event_delete(event)
            if !copied {
                finish(batch, failure: .error("the system has no memory left for the document's events; split the spec", at: SourceLocation(file: file, range: .fileStart)))
                return
            }
            if streamEnded {
                finish(batch, failure: nil)
                return
            }
        }
    }

    private func finish(_ batch: YAMLEventBatch, failure: Diagnostic?) {
        ended = true
        batch.failure = failure
        batch.isLast = true
    }

    /// Whether the event was copied; false when there was no memory for it.
    private func copy(_ event: yaml_event_t, into batch: YAMLEventBatch) -> Bool {
        var copied = YAMLEvent(start: event.start_mark, end: event.end_mark, textStart: 0, textCount: 0, names: -1, kind: .scalar, scalarStyle: .plain, flag: false)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            copied.kind = .documentStart
            copied.flag = event.data.document_start.implicit == 0
        case YAML_DOCUMENT_END_EVENT:
            copied.kind = .documentEnd
            copied.flag = event.data.document_end.implicit == 0
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            copied.scalarStyle = Self.scalarStyle(data.style)
            copied.textStart = UInt32(truncatingIfNeeded: batch.text.count)
            copied.textCount = UInt32(truncatingIfNeeded: data.length)
            if let value = data.value, data.length > 0 {
                guard data.length <= Int(UInt32.max), batch.text.append(contentsOf: UnsafeBufferPointer(start: value, count: data.length)) else { return false }
            }
            copied.names = Self.names(tag: data.tag, anchor: data.anchor, in: batch)
        case YAML_ALIAS_EVENT:
            copied.kind = .alias
            copied.names = Self.append(YAMLEventNames(tag: nil, anchor: Self.string(event.data.alias.anchor) ?? ""), to: batch)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            copied.kind = .sequenceStart
            copied.flag = data.style == YAML_FLOW_SEQUENCE_STYLE
            copied.names = Self.names(tag: data.tag, anchor: data.anchor, in: batch)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            copied.kind = .mappingStart
            copied.flag = data.style == YAML_FLOW_MAPPING_STYLE
            copied.names = Self.names(tag: data.tag, anchor: data.anchor, in: batch)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            copied.kind = .collectionEnd
        default:
            // The stream's start and end, and the empty event: nothing for the tree.
            return true
        }
        return batch.events.append(copied)
    }

    /// Where an event's tag and anchor went in the batch, or -1 when it has neither, as almost
    /// no event has.
    private static func names(tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?, in batch: YAMLEventBatch) -> Int32 {
        guard tag != nil || anchor != nil else { return -1 }
        return append(YAMLEventNames(tag: string(tag), anchor: string(anchor)), to: batch)
    }

    private static func append(_ names: YAMLEventNames, to batch: YAMLEventBatch) -> Int32 {
        batch.names.append(names)
        return Int32(batch.names.count - 1)
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
