/// A spec as an importer writes it, as a tree: mappings with their keys in order, sequences, and
/// scalars, each of which is either a word of the format (`switch`, `true`, `12`) written as it is,
/// or a text from the imported file, written through `YAMLScalar` so it reads back exactly.
///
/// `SpecTextRenderer` lays it out in the spec's house style (block style, two-space indents,
/// sequences of mappings with the first key on the dash's line, short option maps in flow style),
/// so every importer writes specs that look alike.
public indirect enum SpecText: Sendable, Equatable {
    /// A word of the format, a number or a name the format checks: written as it is.
    case word(String)
    /// Text from the imported file: quoted when a YAML reader could take it for anything else.
    case text(String)
    case mapping([SpecTextEntry])
    case sequence([SpecText])

    /// A mapping written on one line in flow style, `{ metric: Metric, imperial: Imperial }`, when it is short
    /// and every value is a scalar.
    case flowMapping([SpecTextEntry])
}

/// One key of a mapping, with comment lines written above it.
public struct SpecTextEntry: Sendable, Equatable {
    public var key: String
    public var value: SpecText
    public var comments: [String]

    public init(_ key: String, _ value: SpecText, comments: [String] = []) {
        self.key = key
        self.value = value
        self.comments = comments
    }
}

/// Writes a `SpecText` document.
public enum SpecTextRenderer {
    /// The document, after `header` comment lines; ends with a newline.
    public static func render(_ root: [SpecTextEntry], header: [String] = []) -> String {
        var out = header.map { "# " + oneLine($0) + "\n" }.joined()
        for entry in root { write(entry, indent: "", into: &out) }
        return out
    }

    private static func write(_ entry: SpecTextEntry, indent: String, into out: inout String) {
        for comment in entry.comments { out += indent + "# " + oneLine(comment) + "\n" }
        let key = YAMLScalar.text(entry.key)
        switch entry.value {
        case .word, .text, .flowMapping:
            out += indent + key + ": " + inline(entry.value) + "\n"
        case .mapping(let entries) where entries.isEmpty:
            out += indent + key + ": {}\n"
        case .sequence(let items) where items.isEmpty:
            out += indent + key + ": []\n"
        case .mapping(let entries):
            out += indent + key + ":\n"
            for inner in entries { write(inner, indent: indent + "  ", into: &out) }
        case .sequence(let items):
            out += indent + key + ":\n"
            for item in items { writeItem(item, indent: indent + "  ", into: &out) }
        }
    }

    /// One item of a sequence: a mapping's first key on the dash's line, the rest under it.
    private static func writeItem(_ item: SpecText, indent: String, into out: inout String) {
        switch item {
        case .mapping(let entries) where !entries.isEmpty:
            var first = true
            for entry in entries {
                var text = ""
                write(entry, indent: indent + "  ", into: &text)
                if first, entry.comments.isEmpty {
                    text = indent + "- " + text.dropFirst(indent.count + 2)
                } else if first {
                    out += indent + "-\n"
                }
                out += text
                first = false
            }
        case .sequence(let items) where !items.isEmpty:
            out += indent + "-\n"
            for inner in items { writeItem(inner, indent: indent + "  ", into: &out) }
        default:
            out += indent + "- " + inline(item) + "\n"
        }
    }

    private static func inline(_ value: SpecText) -> String {
        switch value {
        case .word(let word): word
        case .text(let text): YAMLScalar.text(text)
        case .flowMapping(let entries), .mapping(let entries):
            entries.isEmpty ? "{}" : "{ " + entries.map { YAMLScalar.text($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + " }"
        case .sequence(let items): "[" + items.map(inline).joined(separator: ", ") + "]"
        }
    }

    /// A comment holds one line: a name with a line break would end it early.
    public static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" ? " " : $0
                }))
    }
}
