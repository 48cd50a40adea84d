import TableSpecDiagnostics

/// The line and column of every start tag in a well-formed document, in document order.
///
/// libxml2's reader knows only roughly where it is (it reads ahead in blocks), and a warning
/// about a dropped subview, or an error about a property list's value, must point at that
/// element. In XML a `<` that starts a tag can only appear outside comments, CDATA sections,
/// processing instructions and declarations (never in an attribute value or in text), so the
/// n-th `<name` found after skipping those is the n-th element the reader reports. The scan runs
/// once, before libxml2 reads the bytes; where they are not well-formed, libxml2's error is the
/// one reported, so the positions are only used for elements it has accepted.
struct StartTagPositions {
    private(set) var starts: [SourceRange] = []
    /// Where a `<!DOCTYPE` is, if the document has one.
    private(set) var doctype: SourceRange?
    /// Whether that DOCTYPE has an internal subset, a `[` before its closing `>` outside its
    /// quoted identifiers: where entities would be declared.
    private(set) var doctypeHasInternalSubset = false
    /// The first attribute value or text longer than the limit, found before libxml2 reads it:
    /// libxml2's push reader looks for the end of a token from its start again with each block
    /// it is fed, so a 50 MB attribute would take it seconds to refuse.
    private(set) var oversized: SourceRange?

    init(_ bytes: [UInt8], maxValueBytes: Int = .max) {
        var index = 0, line = 1, column = 1
        // Advances over `count` bytes, keeping line and column (columns count Unicode scalars,
        // so continuation bytes of UTF-8 do not move it).
        func advance(_ count: Int) {
            var remaining = count
            while remaining > 0, index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
                remaining -= 1
            }
        }
        func hasPrefix(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return text.withUTF8Buffer { prefix in
                for offset in 0..<count where bytes[index + offset] != prefix[offset] { return false }
                return true
            }
        }
        func skip(past terminator: StaticString) {
            while index < bytes.count, !hasPrefix(terminator) { advance(1) }
            advance(terminator.utf8CodeUnitCount)
        }
        var textStart = 0
        var textRange = SourceRange.fileStart
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if index - textStart > maxValueBytes {
                    oversized = textRange
                    return
                }
                advance(1)
                continue
            }
            let here = SourceRange(at: SourcePosition(line: line, column: column, offset: index))
            if hasPrefix("<!--") {
                skip(past: "-->")
            } else if hasPrefix("<![CDATA[") {
                skip(past: "]]>")
            } else if hasPrefix("<?") {
                skip(past: "?>")
            } else if hasPrefix("<!DOCTYPE") {
                if doctype == nil {
                    doctype = here
                    doctypeHasInternalSubset = Self.hasInternalSubset(bytes, doctypeAt: index)
                }
                advance(2)
            } else if hasPrefix("<!") || hasPrefix("</") {
                advance(2)
            } else {
                starts.append(here)
                advance(1)
                // Over the tag to its `>`, measuring each quoted value (which may hold `>`).
                var quote: UInt8?
                var valueStart = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if let open = quote {
                        if byte == open {
                            quote = nil
                        } else if index - valueStart > maxValueBytes {
                            oversized = here
                            return
                        }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                        valueStart = index
                    } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                        break
                    }
                    advance(1)
                }
            }
            if oversized != nil { return }
            textStart = index
            textRange = SourceRange(at: SourcePosition(line: line, column: column, offset: index))
        }
    }

    /// Whether the DOCTYPE at `start` reaches a `[` before its `>`, passing over the quoted
    /// public and system identifiers (which may hold either). Runs once, to the DOCTYPE's end.
    private static func hasInternalSubset(_ bytes: [UInt8], doctypeAt start: Int) -> Bool {
        var quote: UInt8?
        for byte in bytes[(start + 9)...] {
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
