import TableSpecFrontEnd

/// Hover over a name a spec declares or uses: what a prototype draws, a model's fields, a
/// `{field}`'s type, a row id's row. Read from the YAML tree as the text is, so a spec with
/// errors elsewhere still answers, one that does not parse does not.
enum SymbolHover {
    /// `tree` is the text's, parsed as it is; nil when it does not parse.
    static func hover(in text: [UInt8], at position: Position, tree: SpecTree?) -> Hover? {
        guard let tree else { return nil }
        let symbols = SpecSymbols(tree: tree, text: text)
        guard let occurrence = symbols.occurrence(at: tree.map.byteOffset(of: position)) else { return nil }
        let symbol = occurrence.symbol
        let declaration = symbols.occurrences(of: symbol).first(where: \.isDeclaration)
        let line = declaration.map { "line \(tree.map.position(ofByte: $0.bytes.lowerBound).line + 1)" }
        let value: String
        switch symbol.kind {
        case .model:
            guard let model = symbols.models.first(where: { $0.name == symbol.name }) else {
                value = "No model **\(symbol.name)** under `models`."
                break
            }
            let fields = model.fields.map { "- `\($0.name)`: `\($0.type)`" }.joined(separator: "\n")
            value = "The model **\(symbol.name)** (\(line ?? "models")):\n\n\(fields)"
        case .prototype:
            guard let line else {
                value = "No prototype **\(symbol.name)** under `prototypes`."
                break
            }
            let model = symbols.modelOfPrototype[symbol.name].map { ", drawing the items of the model **\($0)**" } ?? ""
            value = "The prototype cell **\(symbol.name)** (\(line))\(model)."
        case .field(let model):
            guard let type = symbols.models.first(where: { $0.name == model })?.fields.first(where: { $0.name == symbol.name })?.type else {
                value = "No field **\(symbol.name)** in the model **\(model)**."
                break
            }
            value = "`\(symbol.name)`: `\(type)`, a field of the model **\(model)**."
        case .rowID:
            let rowText = symbols.rowTexts[symbol.name].map { " '\($0)'" } ?? ""
            value = "The row\(rowText) with the id **\(symbol.name)** (\(line ?? "no such row"))."
        case .sectionID:
            value = "The section with the id **\(symbol.name)** (\(line ?? "no such section"))."
        case .option(let row):
            value = "The option **\(symbol.name)** of the row **\(row)** (\(line ?? "no such option"))."
        }
        return Hover(contents: MarkupContent(value: value), range: tree.lspRange(occurrence.bytes))
    }
}
