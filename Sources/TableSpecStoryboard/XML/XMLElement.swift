import TableSpecDiagnostics

/// One element of a storyboard, as libxml2 read it: its name, its attributes in document order
/// (entities and character references already decoded), its children and text, and where its
/// start tag is, so a warning about a dropped label points at the label.
///
/// A storyboard is a few hundred kilobytes at most, so the whole tree is built before anything
/// is translated: the translation looks things up by id across scenes (a cell's `textLabel`,
/// a segue's destination).
struct XMLElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLElement] = []
    /// The element's own text (character data and CDATA), joined: a `<string key="text">`.
    var text: String = ""
    var range: SourceRange

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child named `name` whose `key` is `key` (when given): Interface Builder names
    /// an element's role with `key`, as in `<tableView key="view">`.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0.attribute("key") == key) }
    }

    /// Every element below this one, depth first, in document order.
    func forEachDescendant(_ body: (XMLElement) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
}
