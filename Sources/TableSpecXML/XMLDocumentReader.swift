import TableSpecDiagnostics

/// Bytes to elements through libxml2's reader, with every limit checked on the element that
/// would break it, handed in document order to an `XMLEventHandler`, or built into a tree of
/// `XMLElement`s.
///
/// What libxml2 finds wrong (a mismatched tag, a truncated file, bytes that are not UTF-8, an
/// undeclared entity) comes back as one error at the line and column libxml2 gives. No DTD is
/// ever loaded and no entity expanded. A DOCTYPE is refused or passed over as the kind says: a
/// storyboard never has one, and a property list has one naming Apple's DTD; either way an
/// internal subset, where entity declarations (the material of "billion laughs" expansions)
/// would live, is refused on sight.
public struct XMLDocumentReader: Sendable {
    public var limits: XMLLimits
    public var file: String
    public var kind: XMLDocumentKind

    public init(limits: XMLLimits = XMLLimits(), file: String, kind: XMLDocumentKind) {
        self.limits = limits
        self.file = file
        self.kind = kind
    }

    /// The document's root element, with everything below it.
    public func read(_ bytes: [UInt8]) -> Result<XMLElement, Diagnostic> {
        var builder = XMLTreeBuilder()
        if case .failure(let problem) = read(bytes, into: &builder) { return .failure(problem) }
        guard let root = builder.root else { return .failure(noElement) }
        return .success(root)
    }

    /// Hands the document's elements and text to `handler` in order, stopping at the first
    /// problem: the reader's, libxml2's, or one the handler returns.
    public func read<Handler: XMLEventHandler>(_ bytes: [UInt8], into handler: inout Handler) -> Result<Void, Diagnostic> {
        guard !bytes.isEmpty else { return .failure(.error("the file is empty, not a \(kind.noun)", at: location(.fileStart))) }
        guard bytes.count <= limits.maxInputBytes else {
            return .failure(
                .error("the file is \(bytes.count) bytes, over the limit of \(limits.maxInputBytes) for a \(kind.noun)", at: location(.fileStart)))
        }
        guard bytes.count <= Int(Int32.max) else { return .failure(.error("the file is too large to read as XML", at: location(.fileStart))) }
        let library: LibXML2
        switch LibXML2.load(for: kind.activity) {
        case .success(let loaded): library = loaded
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let positions = StartTagPositions(bytes, maxValueBytes: limits.maxValueBytes)
        if let oversized = positions.oversized {
            return .failure(
                .error(
                    "an attribute value or text is longer than \(limits.maxValueBytes) bytes, the limit for one value in a \(kind.noun)",
                    at: location(oversized)))
        }
        if let doctype = positions.doctype {
            switch kind.doctype {
            case .refused:
                return .failure(
                    .error(
                        "a \(kind.noun) has no DOCTYPE; this file declares one, and its entities are not read (no DTD is loaded, no entity expanded)",
                        at: location(doctype)))
            case .externalOnly where positions.doctypeHasInternalSubset:
                return .failure(
                    .error(
                        """
                        the DOCTYPE of a \(kind.noun) names its DTD and declares nothing of its own; this one has an internal subset \
                        ([ … ]), where entities are declared, and it is not read (no DTD is loaded, no entity expanded)
                        """, at: location(doctype)))
            case .externalOnly:
                break
            }
        }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                parse(characters, library: library, positions: positions, into: &handler)
            }
        }
        if case .failure(let problem) = parsed, problem.message.hasPrefix("not well-formed XML"), let end = earlyEnd(of: bytes) {
            return .failure(
                .error(
                    """
                    the document ends early, at line \(end.line): the file stops before the \(kind.noun)'s closing </\(kind.rootElement)>, so it \
                    may have been cut short
                    """, at: location(SourceRange(at: end))))
        }
        return parsed
    }

    /// Where a file that stops before its root element closes ends, or nil when it ends with
    /// the root's closing tag: a document cut short (a failed download, a merge gone wrong) then
    /// says so at its last line, rather than with the parser's word for what it found there.
    func earlyEnd(of bytes: [UInt8]) -> SourcePosition? {
        // Only a file that began as this kind of document can have been cut short of being one.
        guard bytes.firstRange(of: Array("<\(kind.rootElement)".utf8)) != nil else { return nil }
        let closing = Array("</\(kind.rootElement)>".utf8)
        var last = bytes.endIndex
        while last > bytes.startIndex, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[last - 1]) { last -= 1 }
        if last >= closing.count, bytes[(last - closing.count)..<last].elementsEqual(closing) { return nil }
        let lineStart = bytes[..<last].lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
        let line = bytes[..<last].count { $0 == 0x0A } + 1
        let column = String(decoding: bytes[lineStart..<last], as: UTF8.self).unicodeScalars.count + 1
        return SourcePosition(line: line, column: column, offset: last)
    }

    private var noElement: Diagnostic {
        .error("the file holds no XML element, so it is not a \(kind.noun)", at: location(.fileStart))
    }

    private func parse<Handler: XMLEventHandler>(
        _ characters: UnsafeBufferPointer<CChar>, library: LibXML2, positions: StartTagPositions, into handler: inout Handler
    ) -> Result<Void, Diagnostic> {
        guard let reader = library.readerForMemory(characters.baseAddress, Int32(characters.count), nil, "UTF-8", LibXML2.options) else {
            return .failure(.error("libxml2 could not start reading the file", at: location(.fileStart)))
        }
        defer { library.freeReader(reader) }
        let collector = XMLErrorCollector(library: library, reader: reader)
        let argument = Unmanaged.passUnretained(collector).toOpaque()
        library.setErrorHandler(
            reader,
            { argument, message, severity, locator in
                guard let argument else { return }
                Unmanaged<XMLErrorCollector>.fromOpaque(argument).takeUnretainedValue().record(message, severity: severity, locator: locator)
            }, argument)
        defer { withExtendedLifetime(collector) {} }

        // The open elements, innermost last, with the bytes of text each has had so far.
        var open: [(name: String, range: SourceRange, textBytes: Int)] = []
        var elementCount = 0
        func tooMuchText() -> Diagnostic {
            .error(
                "the text of '\(open.last?.name ?? "the document")' is longer than \(limits.maxValueBytes) bytes",
                at: location(open.last?.range ?? .fileStart))
        }
        while true {
            let status = library.read(reader)
            if status == 0 { break }
            if status < 0 || collector.failure != nil { return .failure(collector.diagnostic(file: file)) }
            switch library.nodeType(reader) {
            case 1:  // element
                let range = elementCount < positions.starts.count ? positions.starts[elementCount] : (positions.starts.last ?? .fileStart)
                elementCount += 1
                if elementCount > limits.maxElements {
                    return .failure(.error("the \(kind.noun) has more than \(limits.maxElements) elements", at: location(range)))
                }
                let depth = Int(library.depth(reader)) + 1
                if depth > limits.maxDepth {
                    return .failure(.error("elements are nested more than \(limits.maxDepth) deep; \(kind.usualDepth)", at: location(range)))
                }
                let name = text(library.constName(reader))
                let empty = library.isEmptyElement(reader) == 1
                var attributes: [(name: String, value: String)] = []
                while library.moveToNextAttribute(reader) == 1 {
                    if attributes.count == limits.maxAttributes {
                        return .failure(.error("the element '\(name)' has more than \(limits.maxAttributes) attributes", at: location(range)))
                    }
                    let attributeName = text(library.constName(reader))
                    guard let value = boundedText(library.constValue(reader)) else {
                        return .failure(
                            .error("the attribute '\(attributeName)' of '\(name)' is longer than \(limits.maxValueBytes) bytes", at: location(range)))
                    }
                    attributes.append((attributeName, value))
                }
                _ = library.moveToElement(reader)
                open.append((name, range, 0))
                if let problem = handler.startElement(name, attributes: attributes, range: range) { return .failure(problem) }
                if empty {
                    open.removeLast()
                    if let problem = handler.endElement() { return .failure(problem) }
                }
            case 15:  // end of an element
                guard !open.isEmpty else { break }
                open.removeLast()
                if let problem = handler.endElement() { return .failure(problem) }
            case 3, 4:  // text, CDATA
                guard let value = boundedText(library.constValue(reader)), !open.isEmpty,
                    open[open.count - 1].textBytes + value.utf8.count <= limits.maxValueBytes
                else {
                    return .failure(tooMuchText())
                }
                open[open.count - 1].textBytes += value.utf8.count
                if let problem = handler.text(value, isWhitespace: false) { return .failure(problem) }
            case 13, 14:  // whitespace, "significant" whitespace: all blank text without a DTD
                guard !open.isEmpty else { break }
                guard let value = boundedText(library.constValue(reader)) else { return .failure(tooMuchText()) }
                if let problem = handler.text(value, isWhitespace: true) { return .failure(problem) }
            case 5:  // an entity reference that was not expanded
                return .failure(
                    .error(
                        "the \(kind.noun) refers to an entity; only XML's five (&amp; &lt; &gt; &quot; &apos;) and character references are read",
                        at: location(open.last?.range ?? .fileStart)))
            case 10:  // a DOCTYPE the scan above did not see
                if kind.doctype == .refused {
                    return .failure(.error("a \(kind.noun) has no DOCTYPE; this file declares one", at: location(.fileStart)))
                }
            default:  // comments, processing instructions
                break
            }
        }
        if collector.failure != nil { return .failure(collector.diagnostic(file: file)) }
        guard elementCount > 0 else { return .failure(noElement) }
        return .success(())
    }

    private func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: file, range: range)
    }

    private func text(_ pointer: UnsafePointer<UInt8>?) -> String {
        boundedText(pointer) ?? ""
    }

    /// The NUL-terminated UTF-8 at `pointer`, or nil when it is longer than a value may be.
    private func boundedText(_ pointer: UnsafePointer<UInt8>?) -> String? {
        guard let pointer else { return "" }
        var count = 0
        while pointer[count] != 0 {
            count += 1
            if count > limits.maxValueBytes { return nil }
        }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}

/// Keeps the first error libxml2 reports through the reader's handler, with its place.
private final class XMLErrorCollector {
    let library: LibXML2
    let reader: LibXML2.Reader
    private(set) var failure: (message: String, line: Int, column: Int)?

    init(library: LibXML2, reader: LibXML2.Reader) {
        self.library = library
        self.reader = reader
    }

    func record(_ message: UnsafePointer<CChar>?, severity: Int32, locator: OpaquePointer?) {
        // XML_PARSER_SEVERITY_VALIDITY_ERROR (2) and XML_PARSER_SEVERITY_ERROR (4); warnings pass.
        guard failure == nil, severity == 2 || severity == 4 else { return }
        var text = message.map { String(cString: $0) } ?? "malformed XML"
        while let last = text.unicodeScalars.last, last == "\n" || last == " " { text.unicodeScalars.removeLast() }
        // The parser's own line, with its column: the locator's line can lag a line behind.
        let line = Int(library.parserLineNumber(reader))
        let column = Int(library.parserColumnNumber(reader))
        failure = (text, max(line, 1), max(column, 1))
    }

    func diagnostic(file: String) -> Diagnostic {
        let (message, line, column) = failure ?? ("the reader stopped without saying why", 1, 1)
        let position = SourcePosition(line: line, column: column, offset: 0)
        return .error("not well-formed XML: \(message)", at: SourceLocation(file: file, range: SourceRange(at: position)))
    }
}
