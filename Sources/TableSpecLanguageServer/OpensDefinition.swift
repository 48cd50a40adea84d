import TableSpecFrontEnd

/// Go to definition, and hover, on the table name of an `opens`: the spec that declares it, found as
/// `validate` finds it (the spec itself, then the `*.table.yaml` files beside it, open tabs read
/// from the editor), at its `table:` name.
///
/// The name is read from the line's text, so a spec with errors elsewhere still navigates.
enum OpensDefinition {
    /// Hover over an `opens` name: the table it refers to and the file that declares it, or that
    /// no spec beside this one declares it.
    static func hover(in document: OpenDocument, at position: Position, documents: OpenDocuments, limits: YAMLLimits) -> Hover? {
        let text = document.text
        let map = PositionMap(text)
        let offset = map.byteOffset(of: position)
        guard let word = TableNameText.word(in: text, at: offset), TableNameText.isValue(of: "opens", in: text, before: word.lowerBound) else {
            return nil
        }
        let name = String(decoding: text[word], as: UTF8.self)
        let range = Range(start: map.position(ofByte: word.lowerBound), end: map.position(ofByte: word.upperBound))
        guard let target = location(in: document, at: position, documents: documents, limits: limits) else {
            return Hover(contents: MarkupContent(value: "No table '\(name)' among this spec and the `*.table.yaml` files beside it."), range: range)
        }
        let file = target.uri == document.uri ? "this spec" : "`\(DocumentURI.path(of: target.uri).map(lastComponent) ?? target.uri)`"
        return Hover(contents: MarkupContent(value: "Opens the table **\(name)**, declared in \(file)."), range: range)
    }

    private static func lastComponent(_ path: String) -> String {
        String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
    }

    static func location(in document: OpenDocument, at position: Position, documents: OpenDocuments, limits: YAMLLimits) -> Location? {
        let text = document.text
        let offset = PositionMap(text).byteOffset(of: position)
        guard let word = TableNameText.word(in: text, at: offset), TableNameText.isValue(of: "opens", in: text, before: word.lowerBound) else {
            return nil
        }
        let name = String(decoding: text[word], as: UTF8.self)
        var directory = TableDirectory()
        directory.edited = documents.editedTexts
        let frontEnd = FrontEnd(limits: limits, tables: directory)
        let ownName = TableNameText.declaredName(in: text)?.name
        guard let file = frontEnd.file(ofTable: name, openedFromSpec: document.path ?? "-", ownName: ownName) else { return nil }
        let target: OpenDocument?
        var bytes: [UInt8] = []
        if file == document.path || file == "-" {
            target = document
        } else {
            target = documents.document(atPath: file)
        }
        if let target {
            bytes = target.text
        } else if case .success(let read) = SourceFile.read(file, limit: limits.maxInputBytes) {
            bytes = read
        }
        let uri = target?.uri ?? DocumentURI.uri(ofPath: file)
        let map = PositionMap(bytes)
        guard let declared = TableNameText.declaredName(in: bytes)?.range else {
            return Location(uri: uri, range: Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))
        }
        return Location(uri: uri, range: Range(start: map.position(ofByte: declared.lowerBound), end: map.position(ofByte: declared.upperBound)))
    }
}

/// Table names and keys in a spec's text, read without parsing it.
enum TableNameText {
    static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    /// The name-like word around `offset`.
    static func word(in text: [UInt8], at offset: Int) -> Swift.Range<Int>? {
        var start = min(max(offset, 0), text.count), end = start
        while start > 0, isNameByte(text[start - 1]) { start -= 1 }
        while end < text.count, isNameByte(text[end]) { end += 1 }
        return start < end ? start..<end : nil
    }

    /// Whether the word starting at `start` is the value of `key` (`key: word`, in block or flow style).
    static func isValue(of key: String, in text: [UInt8], before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, text[index] == 0x20 || text[index] == 0x09 { index -= 1 }
        guard index >= 0, text[index] == 0x3A else { return false }
        let keyBytes = Array(key.utf8)
        let keyStart = index - keyBytes.count
        guard keyStart >= 0, text[keyStart..<index].elementsEqual(keyBytes) else { return false }
        return keyStart == 0 || !isNameByte(text[keyStart - 1])
    }

    /// The value of the unindented `table:` line, and where it is.
    static func declaredName(in text: [UInt8]) -> (name: String, range: Swift.Range<Int>)? {
        let key = Array("table:".utf8)
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != 0x0A, text[lineEnd] != 0x0D { lineEnd += 1 }
            if lineEnd - lineStart > key.count, text[lineStart..<lineStart + key.count].elementsEqual(key) {
                var start = lineStart + key.count
                while start < lineEnd, text[start] == 0x20 || text[start] == 0x09 { start += 1 }
                var end = start
                while end < lineEnd, isNameByte(text[end]) { end += 1 }
                if start < end { return (String(decoding: text[start..<end], as: UTF8.self), start..<end) }
            }
            lineStart = lineEnd + 1
        }
        return nil
    }
}
