/// Bounds on one property list or `.strings` file, checked as it is read, so hostile input fails
/// at the value that breaks a limit with its key path, before memory or the stack run out.
///
/// A Settings.bundle's `Root.plist` and child panes are a few kilobytes and nest four or five
/// levels deep (the root dictionary, `PreferenceSpecifiers`, a specifier, its `Titles`); a
/// `.stringsdict` is the largest file a bundle holds and rarely passes a hundred kilobytes. The
/// defaults leave an honest file far inside every bound.
public struct PropertyListLimits: Sendable, Hashable {
    /// 8 MiB: eighty times the largest honest file, and small enough to hold whole. A file over
    /// it is refused by its size before it is read (`PropertyListReader.read(contentsOf:)`).
    public var maxInputBytes: Int = 8 << 20
    /// How deep values may nest; the reader never recurses or keeps a stack deeper than this.
    public var maxDepth: Int = 128
    /// How many values are decoded, each counted every time it is reached. A binary file can
    /// refer to one array from many places; thirty arrays that each hold the previous one twice
    /// would otherwise decode to a billion values from a file of a few hundred bytes.
    public var maxNodes: Int = 200_000
    /// The sum of every value's key-path length. Each node carries its path, so a wide array
    /// far down would otherwise fill memory with copies of one long path: 2 million steps is
    /// at most about 32 MB of paths.
    public var maxPathSteps: Int = 2_000_000
    /// One string, key or data element's text in an XML property list (libxml2 is slow to
    /// refuse a single huge token, so this is checked on the bytes before libxml2 reads them).
    public var maxXMLValueBytes: Int = 1 << 20

    public init() {}
}
