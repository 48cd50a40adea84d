import CYAML
import TableSpecDiagnostics
import TableSpecModel

/// Hands libyaml the input in the chunks it asks for, and stops it early when a single token is
/// far longer than the scalar limit.
///
/// libyaml gathers a whole scalar in memory before it reports it, so the scalar limit, checked
/// on the scalar's event, would let a 50 MB scalar be scanned and copied in full before it is
/// refused. Between two events the scanner reads at most a few tokens (an anchor, a tag, a
/// scalar), plus blanks and comments, which it skips without storing. So the feed counts the
/// bytes outside blanks and comments that arrive after the last event, and once they exceed
/// room for three tokens at the limit plus libyaml's read-ahead, no valid input can be
/// waiting: it stops reading there. The exact limit is still decided by the scalar event; this
/// only makes a hopeless input cheap.
final class YAMLInputFeed {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Bytes outside blanks and comments after the last event beyond which reading stops.
    private let budget: Int
    /// Bytes handed to libyaml so far.
    private var fed = 0
    /// Where the last event ended, as a byte offset, worked out when it is needed.
    private var valueStart = 0
    /// Where the last event ended in characters, as libyaml counts: what the reader knows.
    private var lastEventEnd = 0
    /// Turns `lastEventEnd` into bytes; made the first time that is needed.
    private var offsets: ByteOffsetCursor?

    /// The count of bytes outside blanks and comments, over `countedFrom..<countedTo`.
    private var countedFrom = -1
    private var countedTo = 0
    private var counted = 0
    private var afterBlank = true
    private var inComment = false
    private var firstContent: Int?

    /// Where the overlong token starts, once the feed has stopped reading.
    private(set) var overflowStart: Int?

    /// libyaml asks for up to 16 KiB at a time and looks ahead at most about 1 KiB past a token.
    private static let readAhead = 64 * 1024

    init(_ bytes: UnsafeBufferPointer<UInt8>, maxScalarBytes: Int) {
        self.bytes = bytes
        let (tokens, overflow) = maxScalarBytes.multipliedReportingOverflow(by: 3)
        budget = overflow || tokens > Int.max - Self.readAhead ? Int.max : tokens + Self.readAhead
    }

    /// Installs the feed as `parser`'s input. The feed must outlive the parse.
    func attach(to parser: UnsafeMutablePointer<yaml_parser_t>) {
        yaml_parser_set_input(
            parser,
            { data, buffer, size, sizeRead in
                guard let data, let buffer, let sizeRead else { return 0 }
                let feed = Unmanaged<YAMLInputFeed>.fromOpaque(data).takeUnretainedValue()
                guard let count = feed.next(into: buffer, capacity: size) else { return 0 }
                sizeRead.pointee = count
                return 1
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Called after each event with libyaml's index of the character where it ended.
    func eventEnded(atScalarIndex index: Int) {
        lastEventEnd = index
    }

    /// Copies the next chunk into libyaml's buffer: its length (0 at the end), or nil to stop.
    private func next(into buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int? {
        // A character is at least a byte, so the last event ended at byte `lastEventEnd` or
        // later: the exact offset is worked out only when even that could be over the budget,
        // which in a file of short scalars is never.
        if fed - lastEventEnd > budget {
            if offsets == nil { offsets = ByteOffsetCursor(bytes) }
            valueStart = max(valueStart, offsets?.byteOffset(ofScalarIndex: lastEventEnd) ?? 0)
            if fed - valueStart > budget, exceedsBudget() { return nil }
        }
        let count = min(capacity, bytes.count - fed)
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        buffer.update(from: base + fed, count: count)
        fed += count
        return count
    }

    /// Counts what arrived since the last event, resuming the count while no event came in
    /// between, so a long stretch of comments is walked once, not once per chunk.
    private func exceedsBudget() -> Bool {
        if countedFrom != valueStart {
            countedFrom = valueStart
            countedTo = valueStart
            counted = 0
            afterBlank = true
            inComment = false
            firstContent = nil
        }
        // Locals, not properties, in the loop: it may walk megabytes, and in a debug build
        // every property access of a class is an exclusivity check (and a buffer subscript a call).
        guard let base = bytes.baseAddress else { return false }
        var at = countedTo, count = counted, blank = afterBlank, comment = inComment, first = firstContent
        while at < fed {
            let byte = base[at]
            if byte == 0x0A || byte == 0x0D {
                comment = false
                blank = true
            } else if comment {
            } else if byte == 0x20 || byte == 0x09 {
                blank = true
            } else if byte == UInt8(ascii: "#"), blank {
                comment = true
            } else {
                blank = false
                count += 1
                if first == nil, !isIndicator(at: at) { first = at }
            }
            at += 1
        }
        (countedTo, counted, afterBlank, inComment, firstContent) = (at, count, blank, comment, first)
        guard counted > budget else { return false }
        overflowStart = firstContent ?? valueStart
        return true
    }

    /// Punctuation that structures the document rather than starting the long token itself.
    private func isIndicator(at offset: Int) -> Bool {
        switch bytes[offset] {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        case UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"):
            let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0x0A
            return next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D
        default:
            return false
        }
    }
}
