import CYAML

/// One libyaml event, copied out of libyaml as it is, so that the tree can be built from it on
/// another thread than the one libyaml runs on.
///
/// Plain data: a batch of them is handed between threads as one block of memory. A scalar's
/// bytes and the rare tag, anchor or alias name live in the batch beside it. The marks stay
/// libyaml's (0-based, counting characters); the builder's side turns them into positions, so
/// the thread that runs libyaml, which decides how fast the whole parse goes, does no more.
struct YAMLEvent: BitwiseCopyable {
    enum Kind: UInt8 {
        case documentStart, documentEnd, scalar, alias, sequenceStart, mappingStart, collectionEnd
    }

    var start: yaml_mark_t
    var end: yaml_mark_t
    /// A scalar's first byte in the batch's text.
    var textStart: UInt32
    var textCount: UInt32
    /// The event's tag, anchor or alias name in the batch's `names`, or -1 when it has none.
    var names: Int32
    var kind: Kind
    var scalarStyle: YAMLNode.ScalarStyle
    /// A flow collection, or a document start or end written out (`---`, `...`).
    var flag: Bool
}

/// The names an event carries besides its content. Few events have any.
struct YAMLEventNames {
    var tag: String?
    /// An anchor, or for an alias event the anchor it refers to.
    var anchor: String?
}

/// A run of events in document order, with what they refer to. Batches are filled by the
/// reader, emptied by the tree builder, and used again.
final class YAMLEventBatch: @unchecked Sendable {
    let events = NodeBuffer<YAMLEvent>()
    let text = NodeBuffer<UInt8>()
    var names: [YAMLEventNames] = []
    /// Why the stream ended early after these events: a syntax error, unreadable input, an
    /// overlong scalar. Nil while the stream goes on or when it ended well.
    var failure: Diagnostic?
    /// No events follow this batch.
    var isLast = false

    /// A batch holds about this many events before it is handed on: enough that passing
    /// batches between threads costs nothing next to reading them, few enough that the two
    /// threads work side by side from early in the file.
    static let eventCapacity = 2048

    init() {
        events.reserveCapacity(Self.eventCapacity)
        text.reserveCapacity(64 * 1024)
    }

    var isFull: Bool { events.count >= Self.eventCapacity || text.count >= 64 * 1024 }

    func reset() {
        events.removeLast(events.count)
        text.removeLast(text.count)
        names.removeAll(keepingCapacity: true)
        failure = nil
        isLast = false
    }
}
