import TableSpecDiagnostics

/// One element of a document, as libxml2 read it: its name, its attributes in document order
/// (entities and character references already decoded), its children and text, and where its
/// start tag is, so a warning about a dropped label points at the label.
///
/// A storyboard is a few hundred kilobytes at most, so the whole tree is built before anything
/// is translated: the translation looks things up by id across scenes (a cell's `textLabel`,
/// a segue's destination).
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [(name: String, value: String)]
    public var children: [XMLElement] = []
    /// The element's own text (character data and CDATA), joined: a `<string key="text">`.
    /// Text that is only whitespace is left out, as layout between elements is.
    public var text: String = ""
    public var range: SourceRange

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child named `name` whose `key` is `key` (when given): Interface Builder names
    /// an element's role with `key`, as in `<tableView key="view">`.
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0.attribute("key") == key) }
    }

    /// Every element below this one, depth first, in document order.
    public func forEachDescendant(_ body: (XMLElement) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
}

/// Builds the `XMLElement` tree from the reader's events.
struct XMLTreeBuilder: XMLEventHandler {
    private var stack: [XMLElement] = []
    private(set) var root: XMLElement?

    mutating func startElement(_ name: String, attributes: [(name: String, value: String)], range: SourceRange) -> Diagnostic? {
        stack.append(XMLElement(name: name, attributes: attributes, range: range))
        return nil
    }

    mutating func text(_ text: String, isWhitespace: Bool) -> Diagnostic? {
        if !isWhitespace, !stack.isEmpty { stack[stack.count - 1].text += text }
        return nil
    }

    mutating func endElement() -> Diagnostic? {
        guard let finished = stack.popLast() else { return nil }
        if stack.isEmpty { root = finished } else { stack[stack.count - 1].children.append(finished) }
        return nil
    }
}
