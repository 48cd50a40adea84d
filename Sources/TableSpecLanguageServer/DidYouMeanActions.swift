/// Quick fixes from diagnostics: a diagnostic that ends "did you mean 'x'?" (or "'x' or 'y'?")
/// gets one action per suggestion, which replaces the misspelt word in the diagnostic's range.
///
/// The diagnostics come back from the client in the request, so the actions are made from what
/// the user sees, against the document's text now. The misspelt word is the first word quoted in
/// the message that the range's text holds; a diagnostic whose range holds none of them gets no
/// action rather than a wrong edit.
enum DidYouMeanActions {
    static func actions(for diagnostics: [LSPDiagnostic], uri: String, text: [UInt8]) -> [CodeAction] {
        let map = PositionMap(text)
        var actions: [CodeAction] = []
        for diagnostic in diagnostics where diagnostic.source == nil || diagnostic.source == "tablespec" {
            guard let marker = diagnostic.message.range(of: "did you mean ") else { continue }
            let before = String(diagnostic.message[..<marker.lowerBound])
            let after = diagnostic.message[marker.upperBound...]
            let suggestions = quoted(String(after.prefix { $0 != "?" }))
            guard !suggestions.isEmpty else { continue }
            let start = map.byteOffset(of: diagnostic.range.start), end = max(start, map.byteOffset(of: diagnostic.range.end))
            guard end - start <= 4096 else { continue }
            let covered = Array(text[start..<end])
            guard let (wordStart, word) = misspelt(quoted(before), in: covered) else { continue }
            let range = Range(start: map.position(ofByte: start + wordStart), end: map.position(ofByte: start + wordStart + word.utf8.count))
            for (index, suggestion) in suggestions.enumerated() {
                actions.append(
                    CodeAction(
                        title: "Change '\(word)' to '\(suggestion)'", diagnostics: [diagnostic], isPreferred: index == 0 && suggestions.count == 1,
                        edit: WorkspaceEdit(changes: [uri: [TextEdit(range: range, newText: suggestion)]])))
            }
        }
        return actions
    }

    /// The texts between single quotes, in order.
    static func quoted(_ text: String) -> [String] {
        let parts = text.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }.filter { !$0.isEmpty }
    }

    /// The first candidate the covered bytes hold as a whole word, with its byte offset in them.
    private static func misspelt(_ candidates: [String], in covered: [UInt8]) -> (Int, String)? {
        for candidate in candidates {
            let needle = Array(candidate.utf8)
            guard !needle.isEmpty, needle.count <= covered.count else { continue }
            for offset in 0...(covered.count - needle.count) where covered[offset..<offset + needle.count].elementsEqual(needle) {
                let beforeOK = offset == 0 || !isWordByte(covered[offset - 1])
                let afterOK = offset + needle.count == covered.count || !isWordByte(covered[offset + needle.count])
                if beforeOK && afterOK { return (offset, candidate) }
            }
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
    }
}
