import TableSpecDiagnostics

/// Bytes to an `XMLElement` tree through libxml2's reader, with every limit checked on the
/// element that would break it.
///
/// What libxml2 finds wrong (a mismatched tag, a truncated file, bytes that are not UTF-8, an
/// undeclared entity) comes back as one error at the line and column libxml2 gives. A DOCTYPE is
/// refused outright: Interface Builder never writes one, and it is where entity declarations,
/// the material of "billion laughs" expansions, would live.
struct XMLDocumentReader {
    var limits: XMLLimits
    var file: String

    func read(_ bytes: [UInt8]) -> Result<XMLElement, Diagnostic> {
        guard !bytes.isEmpty else { return .failure(.error("the file is empty, not a storyboard", at: location(.fileStart))) }
        guard bytes.count <= limits.maxInputBytes else {
            return .failure(.error("the file is \(bytes.count) bytes, over the limit of \(limits.maxInputBytes) for a storyboard", at: location(.fileStart)))
        }
        guard bytes.count <= Int(Int32.max) else { return .failure(.error("the file is too large to read as XML", at: location(.fileStart))) }
        let library: LibXML2
        switch LibXML2.load() {
        case .success(let loaded): library = loaded
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let positions = StartTagPositions(bytes, maxValueBytes: limits.maxValueBytes)
        if let oversized = positions.oversized {
            return .failure(.error("an attribute value or text is longer than \(limits.maxValueBytes) bytes, the limit for one value in a storyboard", at: location(oversized)))
        }
        if let doctype = positions.doctype {
            return .failure(.error("a storyboard has no DOCTYPE; this file declares one, and its entities are not read (no DTD is loaded, no entity expanded)", at: location(doctype)))
        }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                parse(characters, library: library, positions: positions)
            }
        }
        if case .failure(let problem) = parsed, problem.message.hasPrefix("not well-formed XML"), let end = Self.earlyEnd(of: bytes) {
            return .failure(.error("""
                the document ends early, at line \(end.line): the file stops before the storyboard's closing </document>, so it \
                may have been cut short
                """, at: location(SourceRange(at: end))))
        }
        return parsed
    }

    /// Where a file that stops before its root element closes ends, or nil when it ends with
    /// `</document>`: a storyboard cut short (a failed download, a merge gone wrong) then says
    /// so at its last line, rather than with the parser's word for what it found there.
    static func earlyEnd(of bytes: [UInt8]) -> SourcePosition? {
        // Only a file that began as a storyboard can have been cut short of being one.
        guard bytes.firstRange(of: Array("<document".utf8)) != nil else { return nil }
        var last = bytes.endIndex
        while last > bytes.startIndex, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[last - 1]) { last -= 1 }
        if last >= 11, bytes[(last - 11)..<last].elementsEqual("</document>".utf8) { return nil }
        let lineStart = bytes[..<last].lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
        let line = bytes[..<last].count { $0 == 0x0A } + 1
        let column = String(decoding: bytes[lineStart..<last], as: UTF8.self).unicodeScalars.count + 1
        return SourcePosition(line: line, column: column, offset: last)
    }

    private func parse(_ characters: UnsafeBufferPointer<CChar>, library: LibXML2, positions: StartTagPositions) -> Result<XMLElement, Diagnostic> {
        guard let reader = library.readerForMemory(characters.baseAddress, Int32(characters.count), nil, "UTF-8", LibXML2.options) else {
            return .failure(.error("libxml2 could not start reading the file", at: location(.fileStart)))
        }
        defer { library.freeReader(reader) }
        let collector = XMLErrorCollector(library: library, reader: reader)
        let argument = Unmanaged.passUnretained(collector).toOpaque()
        library.setErrorHandler(reader, { argument, message, severity, locator in
            guard let argument else { return }
            Unmanaged<XMLErrorCollector>.fromOpaque(argument).takeUnretainedValue().record(message, severity: severity, locator: locator)
        }, argument)
        defer { withExtendedLifetime(collector) {} }

        var stack: [XMLElement] = []
        var root: XMLElement?
        var elementCount = 0
        func close() {
            guard let finished = stack.popLast() else { return }
            if stack.isEmpty { root = finished } else { stack[stack.count - 1].children.append(finished) }
        }
        while true {
            let status = library.read(reader)
            if status == 0 { break }
            if status < 0 || collector.failure != nil { return .failure(collector.diagnostic(file: file)) }
            switch library.nodeType(reader) {
            case 1: // element
                let range = elementCount < positions.starts.count ? positions.starts[elementCount] : (positions.starts.last ?? .fileStart)
                elementCount += 1
                if elementCount > limits.maxElements {
                    return .failure(.error("the storyboard has more than \(limits.maxElements) elements", at: location(range)))
                }
                let depth = Int(library.depth(reader)) + 1
                if depth > limits.maxDepth {
                    return .failure(.error("elements are nested more than \(limits.maxDepth) deep; a storyboard nests about 30", at: location(range)))
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
                        return .failure(.error("the attribute '\(attributeName)' of '\(name)' is longer than \(limits.maxValueBytes) bytes", at: location(range)))
                    }
                    attributes.append((attributeName, value))
                }
                _ = library.moveToElement(reader)
                stack.append(XMLElement(name: name, attributes: attributes, range: range))
                if empty { close() }
            case 15: // end of an element
                close()
            case 3, 4: // text, CDATA
                guard let value = boundedText(library.constValue(reader)), !stack.isEmpty,
                      stack[stack.count - 1].text.utf8.count + value.utf8.count <= limits.maxValueBytes else {
                    let range = stack.last?.range ?? .fileStart
                    return .failure(.error("the text of '\(stack.last?.name ?? "the document")' is longer than \(limits.maxValueBytes) bytes", at: location(range)))
                }
                stack[stack.count - 1].text += value
            case 5: // an entity reference that was not expanded
                return .failure(.error("the storyboard refers to an entity; only XML's five (&amp; &lt; &gt; &quot; &apos;) and character references are read", at: location(stack.last?.range ?? .fileStart)))
            case 10: // a DOCTYPE the scan above did not see
                return .failure(.error("a storyboard has no DOCTYPE; this file declares one", at: location(.fileStart)))
            default: // comments, whitespace, processing instructions
                break
            }
        }
        if collector.failure != nil { return .failure(collector.diagnostic(file: file)) }
        guard let root else { return .failure(.error("the file holds no XML element, so it is not a storyboard", at: location(.fileStart))) }
        return .success(root)
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
