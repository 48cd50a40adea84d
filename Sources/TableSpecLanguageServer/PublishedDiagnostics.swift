/// What the client has been told, by URI and by the open document whose check found it.
///
/// LSP replaces a URI's diagnostics whole on each publish, and two open specs can report into one
/// file (a sample file both read, or each other): so each URI's list is the union of what every
/// owner found there, and an owner's check or close changes only its own share.
struct PublishedDiagnostics {
    private var byURI: [String: [String: [LSPDiagnostic]]] = [:]
    private var targets: [String: Set<String>] = [:]

    /// Replaces what `owner`'s check found; returns the URIs whose diagnostics changed.
    mutating func record(owner: String, _ found: [String: [LSPDiagnostic]]) -> Set<String> {
        var changed = Set<String>()
        for uri in targets[owner] ?? [] where found[uri] == nil {
            byURI[uri]?[owner] = nil
            if byURI[uri]?.isEmpty == true { byURI[uri] = nil }
            changed.insert(uri)
        }
        for (uri, list) in found where byURI[uri]?[owner] != list {
            byURI[uri, default: [:]][owner] = list
            changed.insert(uri)
        }
        targets[owner] = found.isEmpty ? nil : Set(found.keys)
        return changed
    }

    /// Every diagnostic for `uri`: its own document's first, then the other owners' by URI.
    func of(_ uri: String) -> [LSPDiagnostic] {
        guard let owners = byURI[uri] else { return [] }
        return (owners[uri] ?? []) + owners.keys.filter { $0 != uri }.sorted().flatMap { owners[$0] ?? [] }
    }
}
