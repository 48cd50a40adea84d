/// Hears of the items of chosen sequences as each item ends, while the rest of the document is
/// still being read.
///
/// A large spec is mostly one kind of list: the rows of its sections, or the items of a sample
/// file. A stage that reads those lists can work through each item while libyaml reads on,
/// instead of waiting for the whole tree. The observer runs on the thread that builds the tree,
/// and must treat the tree as read-only.
public protocol YAMLSequenceObserver: AnyObject {
    /// The key whose sequence values are watched; nil watches a sequence at the top of a document.
    var observedKey: [UInt8]? { get }
    /// A watched sequence starts. Watched sequences can nest (a watched key inside an item of
    /// another); each start is matched by one end, innermost first.
    func sequenceStarted()
    /// `item`, and every node inside it, is complete in `tree`. Nodes after it do not exist yet,
    /// and the tree has no tags or anchors yet: observers must not need them.
    ///
    /// Returns whether the observer has taken all it needs from the item. The builder then lets
    /// go of the nodes inside it, unless one of them has a tag, an anchor or an alias, and keeps
    /// the item as an empty collection of its kind over its range. Whoever reads the finished
    /// tree must then take the observer's result for the whole sequence instead of its items.
    func itemEnded(_ item: YAMLNodeID, in tree: YAMLTree) -> Bool
    /// The innermost watched sequence has ended, and is `sequence`.
    func sequenceEnded(_ sequence: YAMLNodeID, in tree: YAMLTree)
}
