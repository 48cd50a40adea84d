import TableSpecDiagnostics
import TableSpecXML

/// A property list file, XML or binary, to a `PropertyListNode` with every node's key path and,
/// in XML, its line: `Root.plist`, a child pane, a `.stringsdict`.
///
/// The form is told by the first bytes: `bplist00` is binary, `<` (after a byte-order mark or
/// spaces) is XML. Anything else gets an error that says which forms are read; the old-style
/// text form (`{ Key = Value; }`) is not one of them, since Xcode writes neither it nor binary
/// into a Settings.bundle's sources, and `plutil -convert xml1` turns it into one that is.
///
/// Any input gives a value or one located error: no input can trap, hang or run the reader out
/// of stack (see `PropertyListLimits`). What kind the root should be is the caller's to check,
/// with `PropertyListNode.expectDictionary()` and its siblings.
public enum PropertyListReader {
    public enum Form: Sendable, Hashable {
        case xml
        case binary
    }

    public static func read(_ bytes: [UInt8], file: String, limits: PropertyListLimits = PropertyListLimits()) -> Result<PropertyListNode, Diagnostic>
    {
        guard !bytes.isEmpty else { return .failure(.error("the file is empty, not a property list", at: start(of: file))) }
        guard bytes.count <= limits.maxInputBytes else {
            return .failure(BoundedFile.tooLarge(bytes.count, file: file, limit: limits.maxInputBytes, noun: "property list"))
        }
        switch form(of: bytes, file: file) {
        case .failure(let problem): return .failure(problem)
        case .success(.binary): return BinaryPropertyListReader.read(bytes, file: file, limits: limits)
        case .success(.xml):
            var builder = XMLPropertyListBuilder(file: file, limits: limits)
            let reader = XMLDocumentReader(limits: XMLPropertyListBuilder.xmlLimits(for: limits), file: file, kind: .propertyList)
            if case .failure(let problem) = reader.read(bytes, into: &builder) { return .failure(problem) }
            guard let root = builder.root else {
                return .failure(.error("the file holds no property list value", at: start(of: file)))
            }
            return .success(root)
        }
    }

    /// The property list in the file at `path`, which messages call `file`. Its size is checked
    /// before it is read, so an oversized file is refused without being read whole.
    public static func read(contentsOf path: String, file: String, limits: PropertyListLimits = PropertyListLimits()) -> Result<
        PropertyListNode, Diagnostic
    > {
        switch BoundedFile.read(path, file: file, limit: limits.maxInputBytes, noun: "property list") {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): return read(bytes, file: file, limits: limits)
        }
    }

    /// Which form `bytes` are in, or the error that says they are in neither.
    public static func form(of bytes: [UInt8], file: String) -> Result<Form, Diagnostic> {
        let binaryMagic = Array("bplist".utf8)
        if bytes.starts(with: binaryMagic) {
            let version = bytes.dropFirst(6).prefix(2)
            guard version.elementsEqual("00".utf8) else {
                let shown = String(decoding: version.map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                return .failure(
                    .error(
                        """
                        this is a binary property list of version '\(shown)'; only version 00 ('bplist00'), the one Xcode writes, is read
                        """, at: start(of: file)))
            }
            return .success(.binary)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return .failure(
                .error(
                    "the property list is in UTF-16; XML property lists are read in UTF-8, which Xcode writes (plutil -convert xml1 converts it)",
                    at: start(of: file)))
        }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") { return .success(.xml) }
        guard index < bytes.count else {
            return .failure(.error("the file holds nothing but spaces and line breaks, not a property list", at: start(of: file)))
        }
        let opening = String(decoding: bytes[index...].prefix(12), as: UTF8.self).unicodeScalars
            .map { $0.value < 0x20 || $0 == "\u{FFFD}" ? "?" : String($0) }.joined()
        return .failure(
            .error(
                """
                not a property list that can be read: it starts with '\(opening)', and an XML property list starts with '<' (<?xml …><plist>), \
                a binary one with 'bplist00'; old-style text property lists ({ Key = Value; }) are not read (plutil -convert xml1 converts one)
                """, at: start(of: file)))
    }

    private static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, range: .fileStart)
    }
}
