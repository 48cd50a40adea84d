/// Bounds on an XML document, checked on each element as the reader meets it, before it is
/// handed on, so hostile XML fails at the element that breaks a limit.
///
/// libxml2 has limits of its own (256 levels, 10 MB for one attribute or text); these are lower
/// and say what was exceeded in the importer's words. The defaults are a storyboard's: one Xcode
/// writes nests about 30 levels deep, and its longest attribute is a label's text.
public struct XMLLimits: Sendable, Hashable {
    public var maxInputBytes: Int = 64 << 20
    public var maxDepth: Int = 128
    /// One attribute value or one element's text.
    public var maxValueBytes: Int = 1 << 20
    public var maxAttributes: Int = 256
    public var maxElements: Int = 2_000_000

    public init() {}
}
