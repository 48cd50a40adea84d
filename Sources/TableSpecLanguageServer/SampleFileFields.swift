import TableSpecFrontEnd

/// A model field's name where a sample file spells it: the keys of the file's items. A rename of
/// the field renames them too, or the spec's sample would no longer decode.
///
/// The file is the one `sample:` names, relative to the spec, read from the editor when it is
/// open there and from the disk otherwise, within the input limit.
enum SampleFileFields {
    static func locations(of field: String, model: String, symbols: SpecSymbols, spec: OpenDocument, documents: OpenDocuments, limits: YAMLLimits)
        -> [String: [Range]]
    {
        guard let specPath = spec.path else { return [:] }
        let folder = specPath[...(specPath.lastIndex(of: "/") ?? specPath.startIndex)]
        var found: [String: [Range]] = [:]
        for sample in symbols.sampleFiles where sample.model == model {
            let path = sample.path.hasPrefix("/") ? sample.path : String(folder) + sample.path
            let open = documents.document(atPath: path)
            let text: [UInt8]
            if let open {
                text = open.text
            } else if case .success(let read) = SourceFile.read(path, limit: limits.maxInputBytes) {
                text = read
            } else {
                continue
            }
            guard let tree = SpecTree(text, limits: limits), case .sequence(let items) = tree.root.content else { continue }
            var ranges: [Range] = []
            for item in items {
                guard case .mapping(let pairs) = item.content else { continue }
                for pair in pairs where pair.key.scalar == field {
                    if let bytes = tree.nameBytes(field, in: pair.key) { ranges.append(tree.lspRange(bytes)) }
                }
            }
            if !ranges.isEmpty { found[open?.uri ?? DocumentURI.uri(ofPath: path), default: []] += ranges }
        }
        return found
    }
}
