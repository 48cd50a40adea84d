/// The items of a sample file, decoded one by one as the parser finishes reading each, on the
/// thread that builds the tree while libyaml reads on.
///
/// A sample file is a list of items at its top; the decoder takes the finished list instead of
/// decoding it again, and the tree lets go of each item's nodes once it is decoded. Given the
/// section's model, each item is also checked against it here, and validation takes the result
/// instead of checking the items after the parse.
final class SampleItemsPrefetch: YAMLSequenceObserver {
    let file: String
    let observedKey: [UInt8]? = nil

    /// Only the outermost list holds items; a list nested in it is a value, not items.
    private var depth = 0
    private var items: SampleItems
    private var names = SampleNameTable()
    private var decoder: SpecDecoder?
    private var decoded: (sequence: Int32, items: SampleItems, diagnostics: DiagnosticBag)?
    private var resolver: SampleResolver?
    private var resolvedSoFar = SampleResolver.Part()
    /// The items of the file's list checked against the model, once the list has ended.
    private(set) var presolved: PresolvedSample?

    init(file: String, model: ResolvedModel? = nil) {
        self.file = file
        items = SampleItems(file: file)
        resolver = model.map(SampleResolver.init(model:))
    }

    func sequenceStarted() {
        depth += 1
    }

    func itemEnded(_ item: YAMLNodeID, in tree: YAMLTree) -> Bool {
        guard depth == 1, decoded == nil else { return false }
        if decoder == nil { decoder = SpecDecoder(file: file, tree: tree) }
        let count = items.count
        decoder?.decodeSampleItem(item, names: &names, into: &items)
        if items.count > count { resolver?.resolve(item: count, of: items, into: &resolvedSoFar) }
        return true
    }

    func sequenceEnded(_ sequence: YAMLNodeID, in tree: YAMLTree) {
        depth -= 1
        // Only the first list is the file's: a second document is an error of its own.
        guard depth == 0, decoded == nil else { return }
        decoded = (sequence.raw, items, decoder?.diagnostics ?? DiagnosticBag())
        items = SampleItems(file: file)
        if let model = resolver?.model { presolved = PresolvedSample(model: model, part: resolvedSoFar) }
        resolvedSoFar = SampleResolver.Part()
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
