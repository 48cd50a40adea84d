/// The items of a sample file, decoded one by one as the parser finishes reading each, on the
/// thread that builds the tree while libyaml reads on.
///
/// A sample file is a list of items at its top; the decoder takes the finished list instead of
/// decoding it again, and the tree lets go of each item's nodes once it is decoded.
final class SampleItemsPrefetch: YAMLSequenceObserver {
    let file: String
    let observedKey: [UInt8]? = nil

    /// Only the outermost list holds items; a list nested in it is a value, not items.
    private var depth = 0
    private var items: SampleItems
    private var names = SampleNameTable()
    private var decoder: SpecDecoder?
    private var decoded: (sequence: Int32, items: SampleItems, diagnostics: DiagnosticBag)?

    init(file: String) {
        self.file = file
        items = SampleItems(file: file)
    }

    func sequenceStarted() {
        depth += 1
    }

    func itemEnded(_ item: YAMLNodeID, in tree: YAMLTree) -> Bool {
        guard depth == 1, decoded == nil else { return false }
        if decoder == nil { decoder = SpecDecoder(file: file, tree: tree) }
        decoder?.decodeSampleItem(item, names: &names, into: &items)
        return true
    }

    func sequenceEnded(_ sequence: YAMLNodeID, in tree: YAMLTree) {
        depth -= 1
        // Only the first list is the file's: a second document is an error of its own.
        guard depth == 0, decoded == nil else { return }
        decoded = (sequence.raw, items, decoder?.diagnostics ?? DiagnosticBag())
        items = SampleItems(file: file)
    }

    func hasItems(for sequence: YAMLNodeID) -> Bool {
        decoded?.sequence == sequence.raw
    }

    /// The items of `sequence` and the problems found in them, once.
    func take(_ sequence: YAMLNodeID) -> (items: SampleItems, diagnostics: DiagnosticBag)? {
        guard let found = decoded, found.sequence == sequence.raw else { return nil }
        decoded = nil
        return (found.items, found.diagnostics)
    }
}
