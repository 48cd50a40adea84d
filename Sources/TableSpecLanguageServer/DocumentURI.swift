/// `file://` URIs and the paths the front end reads, both ways.
///
/// The front end names files by path; LSP by URI. Only `file` URIs have a path: a document under
/// another scheme (`untitled:`) is checked as text with no folder, so its `opens` see no files.
enum DocumentURI {
    /// The path of a `file://` URI (percent-decoded; an empty or `localhost` host), or nil.
    static func path(of uri: String) -> String? {
        let prefix = "file://"
        guard uri.lowercased().hasPrefix(prefix) else { return nil }
        var rest = Substring(uri.dropFirst(prefix.count))
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        guard let decoded = percentDecoded(rest), !decoded.contains("\u{0}") else { return nil }
        return decoded
    }

    /// The `file://` URI of an absolute path, percent-encoding all but unreserved bytes and `/`.
    static func uri(ofPath path: String) -> String {
        var out = "file://"
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F:
                bytes.append(byte)
            default:
                bytes.append(0x25)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
        return out
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == 0x25 else { bytes.append(byte); continue }
            guard let high = iterator.popFirst().flatMap(hexValue), let low = iterator.popFirst().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
