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
///
/// For a large input libyaml runs on a thread of its own (`YAMLEventReader`), and the tree is
/// built on the caller's thread from the events it hands over in batches. libyaml's scan is most
/// of a parse and cannot be split; the tree, and whatever an observer does with each finished
/// list (decoding rows), then take no time of their own. The result is the same either way, to
/// the byte offset and the diagnostic.
public enum YAMLParser {
    /// Parses `bytes`. An `observer` hears of the items of the sequences it watches as each one
    /// is read, on the calling thread.
    public static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits(), threading: Threading = .automatic,
                             observer: YAMLSequenceObserver? = nil) -> YAMLParseResult {
        var builder = YAMLTreeBuilder(file: file, limits: limits, observer: observer)
        if let problem = precheck(bytes, limits: limits) {
            builder.report(problem, at: .fileStart)
            let (tree, _) = builder.finish()
            return YAMLParseResult(documents: [], diagnostics: builder.diagnostics, tree: tree)
        }
        builder.reserve(forInputBytes: bytes.count)
        // libyaml wants a non-null pointer even for empty input.
        let storage = bytes.isEmpty ? [0] : bytes
        storage.withUnsafeBufferPointer { buffer in
            run(UnsafeBufferPointer(rebasing: buffer[0..<bytes.count]), threading: threading, into: &builder)
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

    /// Whether libyaml runs on a thread of its own while the tree is built from its events.
    public enum Threading: Sendable {
        /// A reader thread for inputs of `readerThreadThreshold` bytes or more, where the tree
        /// and the stages after it have enough to do beside libyaml to be worth the thread.
        case automatic
        case readerThread
        case singleThread
    }

    /// Below this size a spec parses in a few milliseconds, less than a thread is worth.
    public static let readerThreadThreshold = 256 * 1024

    private static func run(_ buffer: UnsafeBufferPointer<UInt8>, threading: Threading, into builder: inout YAMLTreeBuilder) {
        let reader = YAMLEventReader(buffer, file: builder.file, limits: builder.limits)
        let separate = switch threading {
        case .automatic: buffer.count >= readerThreadThreshold
        case .readerThread: true
        case .singleThread: false
        }
        var positions = EventPositions(buffer)
        if separate, readOnThread(reader, positions: &positions, into: &builder) { return }
        let batch = YAMLEventBatch()
        repeat {
            batch.reset()
            reader.fill(batch)
        } while consume(batch, positions: &positions, into: &builder) == .proceed && !batch.isLast
    }

    /// Runs the reader on a thread of its own, handing batches over as they fill; false, with
    /// nothing read, when no thread could be started.
    private static func readOnThread(_ reader: YAMLEventReader, positions: inout EventPositions, into builder: inout YAMLTreeBuilder) -> Bool {
        let handoff = EventHandoff(batches: 8)
        guard let thread = WorkerThread.start({
            while let batch = handoff.batchToFill() {
                reader.fill(batch)
                handoff.deliver(batch)
                if batch.isLast { break }
            }
            handoff.finishReading()
        }) else { return false }
        while let batch = handoff.nextFilledBatch() {
            let outcome = consume(batch, positions: &positions, into: &builder)
            let last = batch.isLast
            handoff.recycle(batch)
            if outcome == .stop || last { break }
        }
        handoff.stopAndWaitForReader()
        thread.join()
        return true
    }

    /// Builds the tree from a batch's events, then reports why the stream ended, if it ended
    /// early.
    private static func consume(_ batch: YAMLEventBatch, positions: inout EventPositions, into builder: inout YAMLTreeBuilder) -> YAMLTreeBuilder.Outcome {
        let stopped = batch.text.withUnsafeBufferPointer { text in
            batch.events.withUnsafeBufferPointer { events in
                for event in events {
                    let (start, end) = positions.range(of: event)
                    if handle(event, start: start, end: end, text: text, names: batch.names, builder: &builder) == .stop { return true }
                }
                return false
            }
        }
        if stopped { return .stop }
        if let failure = batch.failure {
            builder.append(failure)
            return .stop
        }
        return .proceed
    }

    private static func handle(_ event: YAMLEvent, start: SourcePosition, end: SourcePosition, text: UnsafeBufferPointer<UInt8>,
                               names: [YAMLEventNames], builder: inout YAMLTreeBuilder) -> YAMLTreeBuilder.Outcome {
        let properties = event.names >= 0 ? names[Int(event.names)] : nil
        switch event.kind {
        case .documentStart:
            return builder.startDocument(at: start, explicit: event.flag)
        case .documentEnd:
            builder.endDocument(at: end, explicit: event.flag)
            return .proceed
        case .scalar:
            let bytes = UnsafeBufferPointer(rebasing: text[Int(event.textStart)..<Int(event.textStart) + Int(event.textCount)])
            return builder.scalar(bytes, style: event.scalarStyle, tag: properties?.tag, anchor: properties?.anchor, range: SourceRange(start: start, end: end))
        case .alias:
            return builder.alias(properties?.anchor ?? "", range: SourceRange(start: start, end: end))
        case .sequenceStart, .mappingStart:
            return builder.startCollection(isMapping: event.kind == .mappingStart, style: event.flag ? .flow : .block,
                                           tag: properties?.tag, anchor: properties?.anchor, at: start)
        case .collectionEnd:
            return builder.endCollection(at: end)
        }
    }
}
