import Foundation
import Testing
@testable import TableSpecKit

/// Hostile inputs through the real binary: each gets one located error and exit status 1, and
/// the process comes back (the timeout in `runTablespec` only guards against a hang).
@Suite("Hostile input through the binary")
struct HostileInputTests {
    static let cases: [(name: String, bytes: [UInt8], stderr: String)] = [
        ("50,000-deep flow nesting", Array(("table: T\nsections: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "\n").utf8),
         "-:2:266: error: the document nests deeper than 256 levels (raise the limit with --max-depth)\n"),
        ("3,000-deep block nesting", Array(("table: T\nsections:\n" + (0..<3_000).map { String(repeating: " ", count: $0 + 2) + "k:\n" }.joined()).utf8),
         "-:258:258: error: the document nests deeper than 256 levels (raise the limit with --max-depth)\n"),
        ("invalid UTF-8 at the start", [0xFF] + Array("table: T\n".utf8),
         "-:1:1: error: the file is not valid UTF-8: invalid leading UTF-8 octet (byte 0xFF)\n"),
        ("invalid UTF-8 in the middle", Array("table: T\nsections:\n  - rows: [caf".utf8) + [0xC3] + Array("]\n".utf8),
         "-:3:15: error: the file is not valid UTF-8: invalid trailing UTF-8 octet (byte 0xC3)\n"),
        ("invalid UTF-8 at the end", Array("table: T\nsections:\n  - rows: [A]\n# ".utf8) + [0xE4, 0xB8],
         "-:4:3: error: the file is not valid UTF-8: incomplete UTF-8 octet sequence (byte 0xE4)\n"),
        ("a NUL byte", Array("table: T\0\n".utf8), "-:1:9: error: U+0000 is a control character, which YAML does not allow in a file\n"),
        ("UTF-16", [0xFE, 0xFF, 0x00, 0x74], "-:1:1: error: the input is UTF-16 (it starts with a UTF-16 byte-order mark); table specs are UTF-8\n"),
        ("an empty input", [], "-:1:1: error: the file is empty; a table spec needs at least 'table' and 'sections'\n"),
        ("a scalar past the limit", Array(("table: T\nheader: " + String(repeating: "x", count: 1_048_577) + "\nsections: []\n").utf8),
         "-:2:9: error: a scalar of 1048577 bytes is longer than the limit of 1048576 bytes (raise it with --max-scalar-bytes)\n"),
    ]

    @Test("located error, exit 1", arguments: 0..<cases.count)
    func hostile(index: Int) throws {
        let (name, bytes, stderr) = Self.cases[index]
        let result = try runTablespec(["validate", "-"], stdin: Data(bytes), timeout: 30)
        #expect(result.status == 1, "\(name)")
        #expect(result.stderr == stderr, "\(name)")
        #expect(result.stdout.isEmpty)
    }
}
