import TableSpecDiagnostics
import TableSpecXML

/// An XML property list's elements, as the shared reader hands them over, to a
/// `PropertyListNode`: each value placed by its key path and located at its start tag.
///
/// It keeps its own stack of open elements, so it knows at every element where in the property
/// list it is, and checks the property list's rules there: the element is one of the format's,
/// a dictionary alternates `<key>` and value with no key twice, values nest no deeper than the
/// limit. The reader's own limits (depth, elements, one text) are set wider than these, so a
/// file that breaks one fails here first, with its key path.
struct XMLPropertyListBuilder: XMLEventHandler {
    let file: String
    let limits: PropertyListLimits
    private(set) var root: PropertyListNode?
    private var stack: [Frame] = []
    private var valueDepth = 0
    private var nodeCount = 0
    private var pathSteps = 0

    init(file: String, limits: PropertyListLimits) {
        self.file = file
        self.limits = limits
    }

    /// The reader's limits for a property list: wide enough that ours are met first.
    static func xmlLimits(for limits: PropertyListLimits) -> XMLLimits {
        var xml = XMLLimits()
        xml.maxInputBytes = limits.maxInputBytes
        // The <plist> wrapper and a value one deeper than allowed, and room to spare.
        xml.maxDepth = limits.maxDepth.addingReportingOverflow(4).overflow ? .max : limits.maxDepth + 4
        xml.maxValueBytes = limits.maxXMLValueBytes
        // Every value may have a <key> before it, and there is the <plist>.
        let (twice, overflow) = limits.maxNodes.multipliedReportingOverflow(by: 2)
        xml.maxElements = overflow || twice > Int.max - 4 ? .max : twice + 4
        return xml
    }

    private enum Kind {
        /// The `<plist>` around the one value.
        case plist
        case dictionary
        case array
        case key
        /// A string, number, date, data or boolean element.
        case scalar
    }

    /// One open element. Its parts are stored apart, not in an enum's payloads, so appending to
    /// a dictionary's entries happens in place rather than copying them each time.
    private struct Frame {
        var element: String
        var kind: Kind
        /// The value's place; for a `<key>` or `<plist>`, the place of the dictionary or root.
        var location: PropertyListLocation
        var entries: [PropertyListEntry] = []
        var items: [PropertyListNode] = []
        /// A dictionary's key read and waiting for its value.
        var pendingKey: (key: String, range: SourceRange)?
        /// Where each of a dictionary's keys so far is, for a duplicate's note.
        var keys: [String: SourceRange] = [:]
        /// A key's or leaf's text so far.
        var text = ""
        /// Whether a `<plist>` has had its value.
        var hasValue = false
    }

    private static let valueElements: Set<String> = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]

    mutating func startElement(_ name: String, attributes: [(name: String, value: String)], range: SourceRange) -> Diagnostic? {
        var location = PropertyListLocation(file: file, range: range)
        if let parent = stack.last {
            location.path = parent.location.path
            switch parent.kind {
            case .key, .scalar:
                return error(
                    at: parent.location, "<\(parent.element)> holds text, not elements, and this one holds <\(name)> (line \(range.start.line))")
            case .plist:
                if name == "key" { return error(at: location, "a <key> outside a dictionary") }
                if parent.hasValue, Self.valueElements.contains(name) {
                    return error(at: location, "<plist> holds one value, and this <\(name)> is a second")
                }
            case .dictionary:
                if name == "key" {
                    if let pending = parent.pendingKey {
                        return error(
                            at: located(parent.location, key: pending.key, range: pending.range),
                            "the key '\(pending.key)' has no value: the element after it is another <key> (line \(range.start.line))")
                    }
                    stack.append(
                        Frame(element: name, kind: .key, location: PropertyListLocation(file: file, path: parent.location.path, range: range)))
                    return nil
                }
                guard let pending = parent.pendingKey else {
                    return error(at: location, "<\(name)> has no <key> before it; a dictionary holds a <key> then its value, in turn")
                }
                location.path.append(.key(pending.key))
            case .array:
                location.path.append(.index(parent.items.count))
                if name == "key" { return error(at: location, "a <key> in an array; keys are in dictionaries only") }
            }
        } else if name == "plist" {
            stack.append(Frame(element: name, kind: .plist, location: location))
            return nil
        }
        if name == "plist" { return error(at: location, "a <plist> inside another element; <plist> is only ever the root") }
        guard Self.valueElements.contains(name) else {
            return error(
                at: location,
                """
                <\(name)> is not an element of a property list; a value is a <dict>, <array>, <string>, <integer>, <real>, \
                <true/>, <false/>, <date> or <data>
                """)
        }
        guard valueDepth < limits.maxDepth else {
            return error(at: location, "values are nested more than \(limits.maxDepth) deep; a Settings.bundle's property lists nest about 5")
        }
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else { return error(at: location, "the property list has more than \(limits.maxNodes) values") }
        let (steps, overflow) = pathSteps.addingReportingOverflow(location.path.count)
        pathSteps = steps
        guard !overflow, pathSteps <= limits.maxPathSteps else {
            return error(at: location, "the values' key paths are longer than \(limits.maxPathSteps) steps in all")
        }
        valueDepth += 1
        let kind: Kind = name == "dict" ? .dictionary : name == "array" ? .array : .scalar
        stack.append(Frame(element: name, kind: kind, location: location))
        return nil
    }

    mutating func text(_ text: String, isWhitespace: Bool) -> Diagnostic? {
        guard !stack.isEmpty else { return nil }
        let last = stack.count - 1
        switch stack[last].kind {
        case .key, .scalar:
            stack[last].text += text
        case .plist, .dictionary, .array:
            guard Self.isBlank(text) else {
                return error(at: stack[last].location, "<\(stack[last].element)> holds the text '\(Self.excerpt(text))'; it holds elements only")
            }
        }
        return nil
    }

    mutating func endElement() -> Diagnostic? {
        guard let frame = stack.popLast() else { return nil }
        let value: PropertyListValue
        switch frame.kind {
        case .plist:
            return frame.hasValue ? nil : error(at: frame.location, "the <plist> holds no value")
        case .key:
            guard let last = stack.indices.last, stack[last].kind == .dictionary else { return nil }
            let key = frame.text
            let range = frame.location.range ?? .fileStart
            if let first = stack[last].keys[key] {
                let here = located(frame.location, key: key, range: range)
                return .error(
                    "at \(here.keyPath): the key '\(key)' appears twice in this dictionary (first at line \(first.start.line))",
                    at: here.sourceLocation,
                    notes: [Diagnostic.Note("the first '\(key)'", at: SourceLocation(file: file, range: first))])
            }
            stack[last].keys[key] = range
            stack[last].pendingKey = (key, range)
            return nil
        case .dictionary:
            if let pending = frame.pendingKey {
                return error(
                    at: located(frame.location, key: pending.key, range: pending.range),
                    "the key '\(pending.key)' has no value: the dictionary ends after it")
            }
            value = .dictionary(frame.entries)
        case .array:
            value = .array(frame.items)
        case .scalar:
            switch scalar(frame.element, frame.text, at: frame.location) {
            case .success(let parsed): value = parsed
            case .failure(let problem): return problem
            }
        }
        valueDepth -= 1
        let node = PropertyListNode(value, at: frame.location)
        guard !stack.isEmpty else {
            root = node
            return nil
        }
        // The parent is changed through the stack, never copied out, so its arrays are
        // appended to in place.
        let last = stack.count - 1
        switch stack[last].kind {
        case .plist:
            root = node
            stack[last].hasValue = true
        case .dictionary:
            stack[last].entries.append(PropertyListEntry(key: stack[last].pendingKey?.key ?? "", node: node))
            stack[last].pendingKey = nil
        case .array:
            stack[last].items.append(node)
        case .key, .scalar:
            break
        }
        return nil
    }

    /// The value a leaf element's text spells.
    private func scalar(_ element: String, _ text: String, at location: PropertyListLocation) -> Result<PropertyListValue, Diagnostic> {
        func failure(_ message: String) -> Result<PropertyListValue, Diagnostic> { .failure(error(at: location, message)) }
        switch element {
        case "string":
            return .success(.string(text))
        case "integer":
            switch PropertyListInteger.parse(text) {
            case .value(let number): return .success(.integer(number))
            case .outOfRange: return failure("the integer \(Self.excerpt(Self.trimmed(text))) is outside the 64-bit range")
            case .invalid: return failure("<integer> holds '\(Self.excerpt(text))', which is not an integer (decimal, or hexadecimal after 0x)")
            }
        case "real":
            let trimmed = Self.trimmed(text)
            // Swift's reading of a Double also takes nan, inf and infinity with a sign, as
            // Apple's does; it takes no spaces, which are trimmed above.
            guard !trimmed.isEmpty, let number = Double(trimmed) else {
                return failure("<real> holds '\(Self.excerpt(text))', which is not a number")
            }
            return .success(.real(number))
        case "date":
            guard let seconds = PropertyListDate.seconds(from: Self.trimmed(text)) else {
                return failure("<date> holds '\(Self.excerpt(text))', which is not a date; dates are written 2026-01-02T03:04:05Z, in UTC")
            }
            return .success(.date(seconds))
        case "data":
            switch Base64.decode(text) {
            case .bytes(let bytes): return .success(.data(bytes))
            case .invalidCharacter(let scalar, let offset):
                return failure("<data> holds '\(Self.excerpt(String(scalar)))' at character \(offset + 1), which is not base64")
            case .truncated: return failure("<data> ends in the middle of a byte; its base64 has been cut short")
            }
        case "true", "false":
            guard Self.isBlank(text) else { return failure("<\(element)/> holds the text '\(Self.excerpt(text))'; it is empty") }
            return .success(.bool(element == "true"))
        default:
            return failure("<\(element)> is not an element of a property list")
        }
    }

    private func located(_ location: PropertyListLocation, key: String, range: SourceRange) -> PropertyListLocation {
        PropertyListLocation(file: file, path: location.path + [.key(key)], range: range)
    }

    private func error(at location: PropertyListLocation, _ message: String) -> Diagnostic {
        .error("at \(location.keyPath): \(message)", at: location.sourceLocation)
    }

    private static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    private static func trimmed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// At most 40 characters of a text, for a message.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
