/// What kind of document a reader is reading, for the words of its messages and its one rule
/// that differs between kinds: whether a DOCTYPE may appear.
///
/// A storyboard and a property list go through the same bounded reader; only what an error
/// calls the file ("the storyboard has more than … elements"), which element a file cut short
/// failed to close, and the DOCTYPE rule change.
public struct XMLDocumentKind: Sendable, Hashable {
    /// What a document may say about its DTD. No DTD is ever loaded and no entity expanded
    /// under either rule; the rules only decide which declarations are refused on sight.
    public enum DoctypePolicy: Sendable, Hashable {
        /// Any DOCTYPE is an error: the kind never has one.
        case refused
        /// A DOCTYPE naming an external DTD is passed over unread; one with an internal subset
        /// (`[ … ]`), where entities would be declared, is an error.
        case externalOnly
    }

    /// The document as messages name it: "storyboard", "property list".
    public var noun: String
    /// The root element, whose closing tag a file cut short lacks: "document", "plist".
    public var rootElement: String
    public var doctype: DoctypePolicy
    /// What reading it is called when libxml2 is missing: "importing a storyboard".
    public var activity: String
    /// How deep an honest document nests, said after the depth limit: "a storyboard nests about 30".
    public var usualDepth: String

    public init(noun: String, rootElement: String, doctype: DoctypePolicy, activity: String, usualDepth: String) {
        self.noun = noun
        self.rootElement = rootElement
        self.doctype = doctype
        self.activity = activity
        self.usualDepth = usualDepth
    }

    public static let storyboard = XMLDocumentKind(
        noun: "storyboard", rootElement: "document", doctype: .refused,
        activity: "importing a storyboard", usualDepth: "a storyboard nests about 30"
    )

    /// Apple's XML property lists, which start with `<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST
    /// 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">`.
    public static let propertyList = XMLDocumentKind(
        noun: "property list", rootElement: "plist", doctype: .externalOnly,
        activity: "reading an XML property list", usualDepth: "a Settings.bundle's property lists nest about 5"
    )
}
