/// The rows of each section, decoded one by one as the parser finishes reading each.
///
/// Rows are nearly all of a large spec. Decoded here, on the thread that builds the tree while
/// libyaml reads further on its own thread, they cost no time after the parse; the decoder then
/// takes each section's rows as they are instead of decoding them again, and the tree lets go of
/// each row's nodes once it is decoded. A list the decoder never asks for (a `rows` key somewhere
/// it does not belong) is left unclaimed.
final class RowPrefetch: YAMLSequenceObserver {
    let file: String
    let observedKey: [UInt8]? = Array("rows".utf8)

    /// The lists being read, innermost last: a `rows` key inside a row is an error, but it nests.
    private var open: [(rows: [RowDeclaration], decoder: SpecDecoder?)] = []
    private var decoded: [Int32: (rows: Located<[RowDeclaration]>, diagnostics: DiagnosticBag)] = [:]

    init(file: String) {
        self.file = file
    }

    func sequenceStarted() {
        open.append(([], nil))
    }

    func itemEnded(_ item: YAMLNodeID, in tree: YAMLTree) -> Bool {
        let last = open.count - 1
        guard last >= 0 else { return false }
        if open[last].decoder == nil { open[last].decoder = SpecDecoder(file: file, tree: tree) }
        if let row = open[last].decoder?.decodeRow(item) { open[last].rows.append(row) }
        return true
    }

    func sequenceEnded(_ sequence: YAMLNodeID, in tree: YAMLTree) {
        guard let (rows, decoder) = open.popLast() else { return }
        decoded[sequence.raw] = (Located(rows, at: tree.range(sequence)), decoder?.diagnostics ?? DiagnosticBag())
    }

    /// Lists decoded that the decoder has not taken (yet). Their items are emptied in the tree;
    /// the decoder reports a `rows` key where none belongs without reading its value.
    var unclaimedCount: Int { decoded.count }

    /// The rows of `sequence` and the problems found in them, once: the caller owns them after.
    func take(_ sequence: YAMLNodeID) -> (rows: Located<[RowDeclaration]>, diagnostics: DiagnosticBag)? {
        decoded.removeValue(forKey: sequence.raw)
    }
}
