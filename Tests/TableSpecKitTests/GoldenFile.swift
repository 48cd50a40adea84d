import Foundation

/// Expected output committed beside a fixture. Set `TABLESPEC_UPDATE_GOLDENS=1` to rewrite the
/// files from the current output after a deliberate change, then review the diff.
enum GoldenFile {
    static var updating: Bool { ProcessInfo.processInfo.environment["TABLESPEC_UPDATE_GOLDENS"] == "1" }

    /// The committed text at `url`, first replaced by `current()` when updating (its directory made
    /// when missing). The one place the update switch is read.
    static func expected(at url: URL, current: () throws -> String) throws -> String {
        if updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try current().write(to: url, atomically: false, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The fixtures in `directory`: the names of its files ending in `suffix`, without it, sorted.
    static func names(in directory: URL, suffix: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
    }
}
