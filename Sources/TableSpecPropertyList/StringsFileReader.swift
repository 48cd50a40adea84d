import TableSpecDiagnostics

/// A `.strings` file (a Settings.bundle's `<lang>.lproj/Root.strings`) to its entries, in the
/// file's order, each with its line and column.
///
/// Read in each form a bundle can hold one:
/// - the text Xcode writes: `"key" = "value";` entries, `/* */` and `//` comments, keys and values
///   quoted with `"` or `'` or left bare when they are only `A-Z a-z 0-9 _ . $ : / -`, and
///   `"key";` alone meaning the key is its own value, as Apple's reader takes it. Escapes are
///   `\n \t \r \a \b \f \v`, `\U` with up to four hex digits (a UTF-16 unit; a surrogate pair
///   takes two), octal `\0`–`\177`, and a backslash before any other punctuation or a line
///   break standing for it. In UTF-8, with or without a byte-order mark, or UTF-16 of either
///   byte order with one;
/// - compiled, as a build leaves it in an app: a binary or XML property list whose root is a
///   dictionary of strings, read by `PropertyListReader`.
///
/// Stricter than Apple's reader where it guesses: a backslash before a letter or digit that is
/// no escape (`\x`, `\u`, `\8`), `\U` with no digits, an octal escape above `\177` (a NeXTSTEP
/// Latin character), an unpaired surrogate, a comment or string never closed, an entry without
/// its `;` and a value that is not a string are errors at their line and column.
///
/// A key that appears twice is returned twice, in order: Apple's reader keeps the last, and
/// whether a repeat is worth a warning is the caller's to say.
public enum StringsFileReader {
    public static func read(_ bytes: [UInt8], file: String, limits: PropertyListLimits = PropertyListLimits()) -> Result<[StringsEntry], Diagnostic> {
        guard bytes.count <= limits.maxInputBytes else {
            return .failure(BoundedFile.tooLarge(bytes.count, file: file, limit: limits.maxInputBytes, noun: ".strings file"))
        }
        let encoding: StringsTextCursor.Encoding
        let start: Int
        if bytes.starts(with: [0xFF, 0xFE]) {
            (encoding, start) = (.utf16LittleEndian, 2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (encoding, start) = (.utf16BigEndian, 2)
        } else {
            (encoding, start) = (.utf8, bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
            if isCompiled(bytes, textStart: start) { return compiled(bytes, file: file, limits: limits) }
        }
        var parser = StringsTextParser(cursor: StringsTextCursor(bytes: bytes, encoding: encoding, start: start, file: file))
        return parser.entries()
    }

    /// The entries of the file at `path`, which messages call `file`; its size is checked
    /// before it is read.
    public static func read(contentsOf path: String, file: String, limits: PropertyListLimits = PropertyListLimits()) -> Result<
        [StringsEntry], Diagnostic
    > {
        switch BoundedFile.read(path, file: file, limit: limits.maxInputBytes, noun: ".strings file") {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): return read(bytes, file: file, limits: limits)
        }
    }

    /// Whether the file is a property list: `bplist`, or `<` first after spaces, which no text
    /// entry can start with.
    private static func isCompiled(_ bytes: [UInt8], textStart: Int) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        var index = textStart
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    private static func compiled(_ bytes: [UInt8], file: String, limits: PropertyListLimits) -> Result<[StringsEntry], Diagnostic> {
        let root: PropertyListNode
        switch PropertyListReader.read(bytes, file: file, limits: limits) {
        case .failure(let problem): return .failure(problem)
        case .success(let node): root = node
        }
        let entries: [PropertyListEntry]
        switch root.expectDictionary() {
        case .failure(let problem): return .failure(problem)
        case .success(let found): entries = found
        }
        var result: [StringsEntry] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            switch entry.node.expectString() {
            case .failure(let problem): return .failure(problem)
            case .success(let value):
                result.append(StringsEntry(key: entry.key, value: value, location: entry.node.location.sourceLocation))
            }
        }
        return .success(result)
    }
}

/// The text form's grammar over a `StringsTextCursor`: entries until the end, each
/// `key ( "=" value )? ";"`, with whitespace and comments anywhere between.
struct StringsTextParser {
    var cursor: StringsTextCursor
    private var comment: String?

    init(cursor: StringsTextCursor) {
        self.cursor = cursor
    }

    private static let bareCharacters: Set<Unicode.Scalar> = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$:/-".unicodeScalars)

    mutating func entries() -> Result<[StringsEntry], Diagnostic> {
        var entries: [StringsEntry] = []
        while true {
            comment = nil
            if let problem = skipSpace() { return .failure(problem) }
            guard case .character = cursor.peek() else { break }
            let start = cursor.position
            let key: String
            switch string(expecting: "a key (a quoted string)") {
            case .failure(let problem): return .failure(problem)
            case .success(let text): key = text
            }
            let entryComment = comment
            if let problem = skipSpace() { return .failure(problem) }
            var value = key
            switch cursor.peek() {
            case .character("=", _):
                cursor.advance()
                if let problem = skipSpace() { return .failure(problem) }
                switch string(expecting: "the value of '\(key)'") {
                case .failure(let problem): return .failure(problem)
                case .success(let text): value = text
                }
                if let problem = skipSpace() { return .failure(problem) }
                guard case .character(";", _) = cursor.peek() else {
                    return .failure(expected("';' to end the entry '\(key)'"))
                }
            case .character(";", _):
                break
            default:
                return .failure(expected("'=' after the key '\(key)' (an entry is \"key\" = \"value\";)"))
            }
            cursor.advance()
            entries.append(StringsEntry(key: key, value: value, comment: entryComment, location: cursor.location(from: start)))
        }
        return .success(entries)
    }

    /// An error for finding something else where `what` should be.
    private func expected(_ what: String) -> Diagnostic {
        switch cursor.peek() {
        case .end: .error("expected \(what), but the file ends", at: cursor.location())
        case .invalid(let problem): .error("the file is not \(cursor.encoding.name) here: \(problem)", at: cursor.location())
        case .character(let scalar, _): .error("expected \(what), found '\(Self.shown(scalar))'", at: cursor.location())
        }
    }

    /// Passes over whitespace and comments, keeping the last comment's text.
    private mutating func skipSpace() -> Diagnostic? {
        while true {
            switch cursor.peek() {
            case .end: return nil
            case .invalid(let problem): return .error("the file is not \(cursor.encoding.name) here: \(problem)", at: cursor.location())
            case .character(let scalar, _):
                if Self.isSpace(scalar) {
                    cursor.advance()
                } else if scalar == "/", cursor.peekSecond() == "*" {
                    let start = cursor.position
                    cursor.advance()
                    cursor.advance()
                    var text = String.UnicodeScalarView()
                    comment: while true {
                        switch cursor.peek() {
                        case .end: return .error("this comment is never closed with */", at: cursor.location(from: start).startOnly)
                        case .invalid(let problem): return .error("the file is not \(cursor.encoding.name) here: \(problem)", at: cursor.location())
                        case .character("*", _) where cursor.peekSecond() == "/":
                            cursor.advance()
                            cursor.advance()
                            break comment
                        case .character(let inner, _):
                            text.append(inner)
                            cursor.advance()
                        }
                    }
                    self.comment = Self.trimmed(text)
                } else if scalar == "/", cursor.peekSecond() == "/" {
                    cursor.advance()
                    cursor.advance()
                    var text = String.UnicodeScalarView()
                    while case .character(let inner, _) = cursor.peek(), inner != "\n", inner != "\r" {
                        text.append(inner)
                        cursor.advance()
                    }
                    self.comment = Self.trimmed(text)
                } else {
                    return nil
                }
            }
        }
    }

    /// A quoted or bare string.
    private mutating func string(expecting what: String) -> Result<String, Diagnostic> {
        guard case .character(let first, _) = cursor.peek() else { return .failure(expected(what)) }
        if first == "\"" || first == "'" { return quoted(first) }
        guard Self.bareCharacters.contains(first) else {
            if first == "{" || first == "(" || first == "<" {
                return .failure(
                    .error(
                        """
                        expected \(what), found '\(first)': a .strings file's values are strings, and this is \
                        \(first == "{" ? "a dictionary" : first == "(" ? "an array" : "data")
                        """, at: cursor.location()))
            }
            return .failure(expected(what))
        }
        var text = String.UnicodeScalarView()
        while case .character(let scalar, _) = cursor.peek(), Self.bareCharacters.contains(scalar) {
            text.append(scalar)
            cursor.advance()
        }
        return .success(String(text))
    }

    private mutating func quoted(_ quote: Unicode.Scalar) -> Result<String, Diagnostic> {
        let start = cursor.position
        cursor.advance()
        var text = String.UnicodeScalarView()
        // A high surrogate from a \U escape, waiting for the low one that must follow it.
        var pendingHigh: (unit: UInt32, at: SourcePosition)?
        func unpaired(_ unit: UInt32, _ position: SourcePosition) -> Diagnostic {
            .error(
                "\\U\(StringsTextCursor.hex(UInt16(unit))) is half of a UTF-16 surrogate pair whose other half is missing",
                at: SourceLocation(file: cursor.file, range: SourceRange(at: position)))
        }
        while true {
            let here = cursor.position
            switch cursor.peek() {
            case .end:
                return .failure(
                    .error(
                        "this string is never closed with \(quote == "\"" ? "\"" : "'")",
                        at: SourceLocation(file: cursor.file, range: SourceRange(at: start))))
            case .invalid(let problem):
                return .failure(.error("the file is not \(cursor.encoding.name) here: \(problem)", at: cursor.location()))
            case .character(let scalar, _):
                cursor.advance()
                if scalar == quote {
                    if let high = pendingHigh { return .failure(unpaired(high.unit, high.at)) }
                    return .success(String(text))
                }
                guard scalar == "\\" else {
                    if let high = pendingHigh { return .failure(unpaired(high.unit, high.at)) }
                    text.append(scalar)
                    continue
                }
                switch escape(at: here) {
                case .failure(let problem): return .failure(problem)
                case .success(.scalar(let escaped)):
                    if let high = pendingHigh { return .failure(unpaired(high.unit, high.at)) }
                    text.append(escaped)
                case .success(.unit(let unit)):
                    switch unit {
                    case 0xD800...0xDBFF:
                        if let high = pendingHigh { return .failure(unpaired(high.unit, high.at)) }
                        pendingHigh = (unit, here)
                    case 0xDC00...0xDFFF:
                        guard let high = pendingHigh, let scalar = Unicode.Scalar(0x10000 + ((high.unit - 0xD800) << 10 | (unit - 0xDC00))) else {
                            return .failure(unpaired(unit, here))
                        }
                        pendingHigh = nil
                        text.append(scalar)
                    default:
                        if let high = pendingHigh { return .failure(unpaired(high.unit, high.at)) }
                        // Below the surrogates every unit is a scalar.
                        if let scalar = Unicode.Scalar(unit) { text.append(scalar) }
                    }
                }
            }
        }
    }

    private enum Escaped {
        case scalar(Unicode.Scalar)
        /// A `\U` escape's UTF-16 unit, which may be half of a pair.
        case unit(UInt32)
    }

    /// The escape after a backslash (already passed), which started at `start`.
    private mutating func escape(at start: SourcePosition) -> Result<Escaped, Diagnostic> {
        func failure(_ message: String) -> Result<Escaped, Diagnostic> {
            .failure(.error(message, at: SourceLocation(file: cursor.file, range: SourceRange(start: start, end: cursor.position))))
        }
        guard case .character(let scalar, _) = cursor.peek() else {
            if case .invalid(let problem) = cursor.peek() { return failure("the file is not \(cursor.encoding.name) here: \(problem)") }
            return failure("the file ends in the middle of an escape")
        }
        cursor.advance()
        switch scalar {
        case "n": return .success(.scalar("\n"))
        case "t": return .success(.scalar("\t"))
        case "r": return .success(.scalar("\r"))
        case "a": return .success(.scalar("\u{07}"))
        case "b": return .success(.scalar("\u{08}"))
        case "f": return .success(.scalar("\u{0C}"))
        case "v": return .success(.scalar("\u{0B}"))
        case "U":
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, case .character(let digit, _) = cursor.peek(), let nibble = Self.hexValue(digit) {
                value = value << 4 | nibble
                digits += 1
                cursor.advance()
            }
            guard digits > 0 else { return failure("\\U is not followed by hex digits; it is written \\U and four of them, as \\U00E9") }
            return .success(.unit(value))
        case "0"..."7":
            var value = scalar.value - 0x30
            var digits = 1
            while digits < 3, case .character(let digit, _) = cursor.peek(), ("0"..."7").contains(digit) {
                value = value << 3 | (digit.value - 0x30)
                digits += 1
                cursor.advance()
            }
            guard value < 0x80, let character = Unicode.Scalar(value) else {
                return failure(
                    """
                    an octal escape above \\177 is a NeXTSTEP Latin character, which is not read; write the character itself, \
                    or \\U and its four hex digits
                    """)
            }
            return .success(.scalar(character))
        default:
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                return failure(
                    """
                    '\\\(scalar)' is not an escape; the escapes are \\n \\t \\r \\" \\\\ \\U and four hex digits, and octal \\0 to \\177
                    """)
            }
            // Any other character after a backslash stands for itself, as in Apple's reader:
            // \" \' \\ \/ and an escaped line break.
            return .success(.scalar(scalar))
        }
    }

    /// Whitespace as Apple's reader has it: tab to carriage return, space, and the Unicode line
    /// and paragraph separators.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    private static func trimmed(_ text: String.UnicodeScalarView) -> String {
        let scalars = Array(text)
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }

    /// A character as a message shows it: control characters by their code.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x20 || scalar.value == 0x7F ? "U+\(StringsTextCursor.hex(UInt16(scalar.value)))" : String(scalar)
    }
}

extension SourceLocation {
    /// The location's start alone, for a problem that belongs to where something began.
    var startOnly: SourceLocation { SourceLocation(file: file, range: SourceRange(at: range.start)) }
}
