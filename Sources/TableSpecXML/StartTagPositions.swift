import TableSpecDiagnostics

/// The line and column of every start tag in a well-formed document, in document order.
///
/// libxml2's reader knows only roughly where it is (it reads ahead in blocks), and a warning
/// about a dropped subview, or an error about a property list's value, must point at that
/// element. In XML a `<` that starts a tag can only appear outside comments, CDATA sections,
/// processing instructions and declarations (never in an attribute value or in text), so the
/// n-th `<name` found after skipping those is the n-th element the reader reports. The scan runs
/// once, before libxml2 reads the bytes (`MarkupScanner`); where they are not well-formed,
/// libxml2's error is the one reported, so the positions are only used for elements it has accepted.
struct StartTagPositions {
    private(set) var starts: [SourceRange] = []
    /// Where a `<!DOCTYPE` is, if the document has one.
    private(set) var doctype: SourceRange?
    /// Whether that DOCTYPE has an internal subset, a `[` before its closing `>` outside its
    /// quoted identifiers: where entities would be declared.
    private(set) var doctypeHasInternalSubset = false
    /// The first attribute value or text longer than the limit, found before libxml2 reads it (a text at
    /// the `>` of the tag before it):
    /// libxml2's push reader looks for the end of a token from its start again with each block
    /// it is fed, so a 50 MB attribute would take it seconds to refuse.
    private(set) var oversized: SourceRange?

    init(_ bytes: [UInt8], maxValueBytes: Int = .max) {
        var scanner = MarkupScanner(bytes)
        var textStart = scanner.position
        while !scanner.isAtEnd {
            guard scanner.isAtMarkup else {
                if scanner.offset - textStart.offset > maxValueBytes {
                    oversized = SourceRange(at: textStart)
                    return
                }
                scanner.advance(1)
                continue
            }
            let here = SourceRange(at: scanner.position)
            switch scanner.markup() {
            case .skipped:
                break
            case .doctype(let hasInternalSubset):
                if doctype == nil {
                    doctype = here
                    doctypeHasInternalSubset = hasInternalSubset
                }
            case .startTag:
                starts.append(here)
                if !scanner.skipTag(maxValueBytes: maxValueBytes) {
                    oversized = here
                    return
                }
            }
            textStart = scanner.position
        }
    }
}

/// A cursor over XML bytes that keeps its line and column, and knows the markup that can stand
/// between two start tags: comments, CDATA sections, processing instructions, declarations, end
/// tags. Columns count Unicode scalars, so a UTF-8 continuation byte does not move one.
struct MarkupScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0
    private var line = 1, column = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }
    /// Whether the cursor is on a `<`, where markup starts.
    var isAtMarkup: Bool { offset < bytes.count && bytes[offset] == UInt8(ascii: "<") }
    var position: SourcePosition { SourcePosition(line: line, column: column, offset: offset) }

    /// Moves over `count` bytes (fewer at the end), keeping line and column.
    mutating func advance(_ count: Int) {
        var remaining = count
        while remaining > 0, offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
            remaining -= 1
        }
    }

    func hasPrefix(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for index in 0..<count where bytes[offset + index] != prefix[index] { return false }
            return true
        }
    }

    /// Moves to just after the next `terminator`, or to the end when there is none.
    mutating func skip(past terminator: StaticString) {
        while offset < bytes.count, !hasPrefix(terminator) { advance(1) }
        advance(terminator.utf8CodeUnitCount)
    }

    /// What a `<` at the cursor starts.
    enum Markup: Equatable {
        /// A comment, CDATA section or processing instruction (the cursor is past it), or an end tag or other
        /// declaration (the cursor is past its `<` and next character, where text scanning goes on).
        case skipped
        /// `<!DOCTYPE`, the cursor past its `<!`.
        case doctype(hasInternalSubset: Bool)
        /// An element's start tag; the cursor is still on its `<`, for `skipTag`.
        case startTag
    }

    /// Reads the markup at the cursor, which is on a `<`.
    mutating func markup() -> Markup {
        if hasPrefix("<!--") {
            skip(past: "-->")
        } else if hasPrefix("<![CDATA[") {
            skip(past: "]]>")
        } else if hasPrefix("<?") {
            skip(past: "?>")
        } else if hasPrefix("<!DOCTYPE") {
            let internalSubset = doctypeHasInternalSubset()
            advance(2)
            return .doctype(hasInternalSubset: internalSubset)
        } else if hasPrefix("<!") || hasPrefix("</") {
            advance(2)
        } else {
            return .startTag
        }
        return .skipped
    }

    /// Moves over the start tag at the cursor to its `>` (or to a `<`, in a document libxml2 will refuse),
    /// passing over quoted attribute values, which may hold `>`. False, with the cursor in the value,
    /// when a value is longer than `maxValueBytes`.
    mutating func skipTag(maxValueBytes: Int) -> Bool {
        advance(1)
        var quote: UInt8?
        var valueStart = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open {
                    quote = nil
                } else if offset - valueStart > maxValueBytes {
                    return false
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                valueStart = offset
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                return true
            }
            advance(1)
        }
        return true
    }

    /// Whether the DOCTYPE at the cursor reaches a `[` before its `>`, passing over the quoted public
    /// and system identifiers (which may hold either). Looks ahead only; the cursor stays.
    func doctypeHasInternalSubset() -> Bool {
        var quote: UInt8?
        for byte in bytes[min(offset + 9, bytes.count)...] {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                return true
            } else if byte == UInt8(ascii: ">") {
                return false
            }
        }
        return false
    }
}
