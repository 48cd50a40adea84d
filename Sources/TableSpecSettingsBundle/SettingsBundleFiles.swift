/// How the importer reads a bundle: the one place it touches the file system, given by the caller
/// (`TableSpecKit` gives the system's), so the stages stay functions of bytes.
public struct SettingsBundleFiles: Sendable {
    /// A file's bytes, at most `maximum` of them (a file longer than the limit comes back one byte
    /// over it, so it is refused without being read whole); nil when it cannot be read.
    public var contents: @Sendable (_ path: String, _ maximum: Int) -> [UInt8]?
    /// The names in a directory; nil when it cannot be listed.
    public var entries: @Sendable (_ directory: String) -> [String]?

    public init(contents: @escaping @Sendable (String, Int) -> [UInt8]?, entries: @escaping @Sendable (String) -> [String]?) {
        self.contents = contents
        self.entries = entries
    }
}
